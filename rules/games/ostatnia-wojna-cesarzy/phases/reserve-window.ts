import { only, type Placed, type Turn } from '../../../core/runner.js';
import { clearField } from '../cow.js';
import { boardOf, has, sideOf } from '../ctx.js';
import { arrivalSends, patrolToConcentration, secretRail } from '../concentration-joins.js';
import { doRail, endRail, startRail } from './rail.js';
import { ev, fail } from '../events.js';
import { heldHexes, isReserve } from '../movement.js';
import type { OwcOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import type { OwcState } from '../state.js';
import { arrivalHolds, arrivalPicks, placeArrivals } from './arrivals.js';
import { delayedArrivals, enterHeld } from './held-arrivals.js';
import { doMove } from './movement.js';
import { HELD_IN_OPPONENT_RMP, versionOf } from '../version.js';
import { afterWindow } from './turn.js';

/** The reserve-movement windows around the attack and movement phases (4.2). */

export const rmpEligible = (s: OwcState, side: SideId): boolean =>
  side === s.phasing ? !s.rmp.used[side] && !s.rmp.forfeit[side] : s.phase !== 'w3' && !s.rmp.used[side];

/** something to do in an RMP: a Reserve that can move, or (own turn) arrivals due, or (opponent's turn, v10) delayed arrivals */
export const rmpUseful = (s: OwcState, side: SideId): boolean => {
  if (
    side === s.phasing &&
    !s.arrivalsDone &&
    Object.values(s.units).some((u) => u.where === 'due' && sideOf(s, u.id) === side && (u.due ?? 0) <= s.stage)
  )
    return true;
  if (delayedArrivals(s, side).length) return true; // 19 (v10): in the opponent's turn
  const b = boardOf(s);
  return Object.values(s.units).some((u) => u.where === 'map' && sideOf(s, u.id) === side && isReserve(b, u.id));
};

/** A reserve-movement window answered: "pass", or one "reserve" with its marches and arrivals (4.2, 4.2.2). */
export const playWindow = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  const me = t.side as SideId;
  const out = t.events;
  const first = orders[0];
  if (first.o.type === 'pass') {
    only(orders, ['pass'], '4.2.2');
    if (orders.length > 1) fail('4.2.2', 'extra', 'a pass stands alone', `orders[${orders[1].i}]`);
    out.push(ev('window-passed', { side: me, window: s.phase }, '4.2.2'));
    afterWindow(s, me, false);
    return;
  }
  // the reserve order may come anywhere in the batch (the web client appends in click order)
  const takes = orders.filter(({ o }) => o.type === 'reserve');
  if (takes.length !== 1)
    fail(
      '4.2',
      'window',
      'answer the reserve-movement window with one "reserve" (and its marches) or "pass"',
      `orders[${(takes[1] ?? first).i}].type`,
    );
  only(orders, ['reserve', 'move', 'arrive', 'delay-arrival', 'rail', 'secret-rail', 'secret-patrol', 'double'], '4');
  if (!rmpEligible(s, me))
    fail('4.2', 'rmp-used', 'no reserve movement phase is available to you now', `orders[${takes[0].i}]`);
  s.rmp.used[me] = true;
  if (me !== s.phasing) s.rmp.forfeit[me] = true;
  out.push(ev('rmp', { side: me, window: s.phase, opponentsTurn: me !== s.phasing }, '4.2'));
  const picks = arrivalPicks(orders);
  const held = arrivalHolds(orders);
  if (me === s.phasing)
    placeArrivals(s, out, picks, false, undefined, held, arrivalSends(s, orders)); // A.2: the first movement phase of the turn
  else if (versionOf(s) >= HELD_IN_OPPONENT_RMP && !Object.keys(held).length)
    enterHeld(s, me, picks, out); // 19 (v10): delayed arrivals in the opponent's turn
  else if (Object.keys(picks).length || Object.keys(held).length)
    fail(
      'A.2',
      'not-arriving',
      'arrivals come in their own turn',
      Object.values(picks)[0]?.at ?? Object.values(held)[0],
    );
  const b = boardOf(s);
  clearField(s, 'moved', (u) => sideOf(s, u.id) === me);
  const reserves = Object.values(s.units)
    .filter((u) => u.where === 'map' && sideOf(s, u.id) === me && !u.placed && !u.dug && isReserve(b, u.id))
    .map((u) => u.id);
  const heldMine = heldHexes(b, me); // clearing `moved` moved nobody: the same board
  startRail(s, me, orders);
  const control = has(s, 'rail') ? { ...s.control } : s.control; // 18.2: as at the start of the phase
  for (const { o, i } of orders)
    if (o.type === 'move') {
      if (s.units[o.unit]?.moved) fail('5', 'moved', `${o.unit} already moved in this phase`, `orders[${i}].unit`);
      doMove(s, o, `orders[${i}]`, reserves, heldMine, out);
    } else if (o.type === 'rail') doRail(s, me, o, `orders[${i}]`, reserves, control, out);
    else if (o.type === 'secret-rail')
      secretRail(s, me, o, `orders[${i}]`, reserves, control, out); // 20 (v8, AMB-30), 20.1 (v10)
    else if (o.type === 'secret-patrol') patrolToConcentration(s, me, o, `orders[${i}]`, control, out); // 20.5 (v10)
  endRail(s, me);
  delete s.rail;
  afterWindow(s, me, true);
};
