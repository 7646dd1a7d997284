import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { keptPosition, mapOf, unitDef } from './ctx.js';
import { stepCost } from './movement.js';
import { askedReactions, reserveCandidates } from './phases/reserve.js';
import type { Kind } from './pieces.js';
import type { SideId } from './schema.js';
import { isAsk, versionOf, type Reserve, type TbState } from './state.js';
import { moveCtx } from './phases/movement.js';

/**
 * Phase 4 (4.5): for each unit that may go into reserve, the hexes it may move to (a legal step,
 * 4.5.4), each with the trigger "an enemy piece with a ZOC entering any hex next to it" (4.5.5).
 */
export const reserveChoices = (s: TbState, side: SideId): OrderChoice[] => {
  const mi = mapOf(s);
  const pos = keptPosition(s);
  const ctx = moveCtx(s, side, pos);
  const out: OrderChoice[] = [];
  for (const id of reserveCandidates(s, side, pos)) {
    const from = s.units[id].hex!;
    const targets = mi.board
      .neighbourCells(from)
      .filter((to) => stepCost(mi, ctx, { kind: unitDef(s, id).type as Kind }, from, to).ok)
      .map((to) => ({ to, on: mi.zocCells(to).filter((h) => h !== from) }))
      .filter((x) => x.on.length)
      .map(({ to, on }) => ({ cell: to, order: { type: 'reserve', unit: id, to, on } }));
    if (targets.length)
      out.push({ id: `reserve:${id}`, label: text(`Odwód: ${id}`, `Reserve: ${id}`), piece: id, targets });
    // rules version 4: the same unit in reserve, its owner asked live whenever it could react (4.5.6)
    if (targets.length && versionOf(s) >= 4)
      out.push({
        id: `reserve-ask:${id}`,
        label: text(`Odwód (pytaj mnie): ${id}`, `Reserve (ask me): ${id}`),
        group: 'reserve-ask',
        piece: id,
        order: { type: 'reserve', unit: id, ask: true },
      });
  }
  out.push({ id: 'end', label: text('Koniec wyznaczania odwodów', 'Done with reserves'), order: { type: 'end' } });
  return out;
};
/** how a reserve trigger reads in its owner's panel, and the token the fog check looks for elsewhere */
export const triggerToken = (r: Reserve): string => `${r.unit} → ${isAsk(r) ? '?' : r.to}`;

/** 4.5.6 (rules version 4): the answer to a paused move, each reserve unit that may react with its hexes, or let it pass */
export const reserveAskChoices = (s: TbState): OrderChoice[] => {
  const p = s.paused;
  if (!p) return [];
  const hex = p.path[p.at];
  const out: OrderChoice[] = askedReactions(s, p.side, p.pieces, hex, keptPosition(s)).map((r) => ({
    id: `reserve-move:${r.unit}`,
    label: text(`Ruch odwodu: ${r.unit}`, `Reserve move: ${r.unit}`),
    piece: r.unit,
    targets: r.to.map((to) => ({ cell: to, order: { type: 'reserve-move', unit: r.unit, to } })),
  }));
  out.push({
    id: 'end',
    label: text(`Przepuść ruch przez ${hex}`, `Let the move through ${hex}`),
    order: { type: 'end' },
  });
  return out;
};
