import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { isHq, sideOf, type Ctx } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { checkRebuildHq, checkRebuildUnit } from '../replacements.js';
import type { SideId } from '../schema.js';
import { linesFor, supplyNet } from '../supply.js';
import { ctxOf, type WojnaState } from '../state.js';

/**
 * Ch. 5 A in play (rules version 2): in the Replacements Phase a side returns the eliminated counters
 * whose turn-track space has come (14.48), where the scenario allows rebuilding (5.1): army HQs, then WJ
 * HQs, then units, in that order within the batch (5.2); the Polish player first (5.3, the window's
 * queue). An army HQ where it would be supplied (5.4), a WJ HQ within 5 hexes of its army HQ where a
 * supply line reaches (5.5), a formation unit on its WJ HQ (5.6, 5.9), an independent unit on the
 * friendly HQ nearest to where it fell (5.7, AMB-48); a 3-level unit at level 2 (5.11). A counter not
 * rebuilt waits for a later turn.
 */
type RebuildOrder = Extract<WojnaOrder, { type: 'rebuild' }>;

const TIER = { army: 0, hq: 1, unit: 2 } as const;
const tierOf = (c: Ctx, id: string): number =>
  c.defs.hq(id)?.tier === 'army' ? TIER.army : isHq(c, id) ? TIER.hq : TIER.unit;

/** the side's counters due back now (5.1, 14.48) */
export const dueCounters = (s: WojnaState, side: SideId): string[] => {
  const c = ctxOf(s);
  if ((s.rulesVersion ?? 2) < 2 || !c.scenario.rebuild) return [];
  return Object.keys(s.pieces)
    .filter((id) => {
      const p = s.pieces[id];
      return !p.hex && p.returnsOn !== undefined && p.returnsOn <= s.turn && sideOf(c, id) === side;
    })
    .sort((a, b) => tierOf(c, a) - tierOf(c, b) || (a < b ? -1 : 1));
};

/** every hex a due counter may return on now */
export const rebuildHexes = (c: Ctx, id: string): string[] => {
  const p = c.pieces[id];
  if (!isHq(c, id)) {
    const u = c.defs.unit(id)!;
    const hqHexes = c.defs
      .allHqs()
      .filter((h) => h.side === u.side && (u.formation ? h.id === u.formation : true) && c.pieces[h.id]?.hex)
      .map((h) => c.pieces[h.id].hex!);
    return [...new Set(hqHexes)].filter((h) => checkRebuildUnit(c, id, h, p.fellAt).ok).sort();
  }
  // an HQ returns where it is supplied: on the supply net or next to it (3.2)
  const net = supplyNet(c, linesFor(c, sideOf(c, id)));
  const near = new Set(net);
  for (const h of net) for (const n of c.map.neighbours(h)) near.add(n);
  return [...near].filter((h) => checkRebuildHq(c, id, h).ok).sort();
};

/** plays one rebuild order; `last` is the tier of the batch's previous rebuild (5.2) */
export const playRebuild = (t: Turn<WojnaState>, o: RebuildOrder, at: string, last: number): number => {
  const s = t.s;
  const c = ctxOf(s);
  if (!dueCounters(s, t.side as SideId).includes(o.piece))
    fail('5.1', 'not-due', `${o.piece} is not your counter due back this turn`, `${at}.piece`);
  const tier = tierOf(c, o.piece);
  if (tier < last) fail('5.2', 'order', 'army HQs first, then WJ HQs, then units', at);
  let level = 1;
  if (isHq(c, o.piece)) {
    const r = checkRebuildHq(c, o.piece, o.hex);
    if (!r.ok) fail(r.rule, 'rebuild', r.reason, `${at}.hex`, r.params);
  } else {
    const r = checkRebuildUnit(c, o.piece, o.hex, s.pieces[o.piece].fellAt);
    if (!r.ok) fail(r.rule, 'rebuild', r.reason, `${at}.hex`, r.params);
    level = r.level;
  }
  s.pieces[o.piece] = { hex: o.hex, level };
  t.events.push(event('rebuilt', { side: t.side, piece: o.piece, hex: o.hex, level }, { rule: '5.1' }));
  return tier;
};
