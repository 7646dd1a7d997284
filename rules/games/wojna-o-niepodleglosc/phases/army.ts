import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { sideOf } from '../ctx.js';
import { canMove, checkMove } from '../movement.js';
import type { WojnaOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import { ctxOf, type WojnaState } from '../state.js';

/**
 * Phase 7 step 1 (3.6, 19.1, AMB-39; rules version 3): army HQs move, the Polish player first, then
 * the opposing player; each army HQ once, by the movement rules of an HQ (ch. 10 r. 8–9 included).
 * A side whose army HQs can go nowhere is not asked.
 */
type MoveOrder = Extract<WojnaOrder, { type: 'move' }>;

/** the side's army HQs on the map that can move somewhere, in id order */
export const movableArmyHqs = (s: WojnaState, side: SideId): string[] => {
  const c = ctxOf(s);
  return c.defs
    .allHqs()
    .filter((h) => h.tier === 'army' && h.side === side && s.pieces[h.id]?.hex)
    .map((h) => h.id)
    .sort()
    .filter((id) => canMove(c, id));
};

export const playArmyMoves = (t: Turn<WojnaState>, orders: Placed<MoveOrder | WojnaOrder>[]): void => {
  only(orders, ['move', 'end'], '19.1');
  const s = t.s;
  const moved = new Set<string>();
  for (const { o, at } of orders) {
    if (o.type !== 'move') break;
    const c = ctxOf(s);
    if (c.defs.hq(o.piece)?.tier !== 'army' || sideOf(c, o.piece) !== t.side || !s.pieces[o.piece]?.hex)
      fail('19.1', 'not-army-hq', 'only your army HQs move in the End Phase (AMB-39)', `${at}.piece`);
    if (moved.has(o.piece)) fail('13.7', 'moved', `${o.piece} has already moved`, `${at}.piece`);
    const r = checkMove(c, o.piece, o.path);
    if (!r.ok)
      fail(r.rule, 'move', r.reason ?? 'illegal move', r.at !== undefined ? `${at}.path[${r.at}]` : at, r.params);
    moved.add(o.piece);
    s.pieces[o.piece].hex = o.path[o.path.length - 1];
    t.events.push(event('move', { side: t.side, piece: o.piece, path: o.path, mp: r.spentHp / 2 }, { rule: '19.1' }));
  }
  s.awaiting = null;
};
