import type { GameEvent } from '../../../core/contract.js';
import { controlW, unitW } from '../cow.js';
import { doSail } from '../campaign/play.js';
import { campaignMayCapture, noteCapture } from '../campaign/hooks.js';
import { only, type Placed, type Turn } from '../../../core/runner.js';
import { boardOf, boardWithout, has, mapOf, sideOf, type Board } from '../ctx.js';
import { ev, evFor, fail } from '../events.js';
import { doRail, endRail, startRail } from './rail.js';
import { hideAtEndOfMovement } from './conceal.js';
import { takeBridgeheads } from '../siege.js';
import { atMovementStart } from '../breakdown.js';
import { chooseConcentration } from '../concentration-c3.js';
import { areaOf, heldHexes, movers, mpOf, obligations, stepCost } from '../movement.js';
import { hqStep } from '../command.js';
import type { OwcOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import { checkBorders } from '../campaign/borders.js';
import type { OwcState } from '../state.js';
import { variant } from '../variants.js';
import { arrivalHolds, arrivalPicks, placeArrivals } from './arrivals.js';
import { arrivalSends, patrolToConcentration, secretRail } from '../concentration-joins.js';
import { endPhase } from './turn.js';

/** The movement phase and reserve marches (5, 6.2). */

export interface MoveOrder {
  unit: string;
  path: string[];
}
/** The board a march or pursuit is judged on: the moving unit lifted off its hex (nothing else moves during one path). */
export const liftedBoard = (s: OwcState, unit: string): Board => boardWithout(s, unit);
/**
 * Step i of a march or pursuit from `here`: the hex entered and its cost (5, 6.2), judged on `bb`,
 * the board without the moving unit (liftedBoard); a hex off the map is refused under `rule`.
 */
export const pathStep = (
  s: OwcState,
  o: MoveOrder,
  bb: Board,
  here: string,
  i: number,
  at: string,
  rule: string,
  start?: Set<string>,
) => {
  const to = o.path[i];
  if (typeof to !== 'string' || !bb.m.has(to))
    fail(rule, 'bad-hex', `${to} is not a hex of the map`, `${at}.path[${i}]`);
  const opts = { area: areaOf(s), through: i < o.path.length - 1 };
  return { to, st: stepCost(bb, sideOf(s, o.unit), here, to, start ? { ...opts, startOfPhase: start } : opts) };
};
export const doMove = (
  s: OwcState,
  o: MoveOrder,
  at: string,
  allowed: string[],
  start: Set<string>,
  out: GameEvent[],
): void => {
  const u = unitW(s, o.unit);
  if (!u || u.where !== 'map') fail('5', 'unknown-unit', `no unit ${o.unit} on the map`, `${at}.unit`);
  if (!allowed.includes(o.unit))
    fail(s.phase === 'move' ? '5' : '4.1', 'cannot-move', `${o.unit} may not move in this phase`, `${at}.unit`);
  const side = sideOf(s, o.unit);
  const mp = mpOf(s, o.unit);
  let left = mp;
  let here = u.hex!;
  const bb = liftedBoard(s, o.unit);
  let hq: string | null = null; // 21.5: the HQ a step 6.2.2 forbids was made toward (it breaks the unit)
  for (let i = 0; i < o.path.length; i++) {
    const { to, st } = pathStep(s, o, bb, here, i, at, '5', start);
    // 6.2.2 exception: the whole move, taken with full MP (AMB-8); game option exceptionMove = last-step: the last step, with MP left
    const lastStep = variant(s, 'exceptionMove') === 'last-step';
    const whole = lastStep ? i === o.path.length - 1 && left >= 1 : i === 0 && o.path.length === 1 && left === mp;
    // 21.5 (rules version 7): where neither the step nor exception 1 is allowed, toward an own HQ (one a march)
    const toHq = st.hqCost !== undefined && !(st.ok && whole) ? hqStep(bb, o.unit, here, to) : null;
    if (toHq) {
      if (st.hqCost! > left)
        fail('5.1.6', 'no-mp', `${here}→${to} costs ${st.hqCost} MP, ${left} left`, `${at}.path[${i}]`);
      left -= st.hqCost!;
      u.broken = true;
      hq = toHq;
    } else if (!st.ok)
      fail(st.rule, 'illegal-step', `${here}→${to}: ${st.why}`, `${at}.path[${i}]`, { a: here, b: to, why: st.key });
    else if (st.allMp) {
      if (!whole && lastStep)
        fail(
          '6.2.2',
          'exception-last-step',
          '6.2.2 exception: this step must end the move, with at least 1 MP left',
          `${at}.path[${i}]`,
        );
      if (!whole)
        fail(
          '6.2.2',
          'exception-whole-move',
          "6.2.2 exception: this step must be the unit's only step, with all its MP",
          `${at}.path[${i}]`,
        );
      left = 0;
      u.noAttack = true;
    } else {
      if (st.cost > left) fail('5.1.6', 'no-mp', `${here}→${to} costs ${st.cost} MP, ${left} left`, `${at}.path[${i}]`);
      left -= st.cost;
    }
    here = to;
  }
  if (!o.path.length) fail('5', 'empty-path', 'a march needs at least one hex', `${at}.path`);
  checkBorders(s, bb.m, o.unit, o.path, at); // 30.1, 37.5 (campaign)
  u.hex = here;
  u.moved = true;
  // 36: a face-down unit takes no War Aim
  if (mapOf(s).towns.has(here) && campaignMayCapture(s, here, !!u.concealed)) {
    controlW(s)[here] = side;
    noteCapture(s, here, o.unit); // 37.2
  }
  takeBridgeheads(s, o.path, side, out); // 26.2
  // 16: a face-down unit's march is its owner's business
  const e = { unit: o.unit, path: o.path, mp: mp - left };
  out.push(u.concealed ? evFor('move', e, side, '5') : ev('move', e, '5'));
  if (hq) out.push(ev('broken', { unit: o.unit, hex: here, why: 'toward-hq', hq }, '21.5')); // a face-up unit: public
};

/** orders of a movement batch that are not marches and need no place in its sequence */
const SIDE_ORDERS = new Set([
  'arrive',
  'delay-arrival',
  'conceal',
  'place-patrol',
  'reveal',
  'double',
  'concentrate',
  'split',
  'merge',
]);

export const heldAtStart = (s: OwcState): Set<string> => heldHexes(boardOf(s), s.phasing);

/** The movement batch: arrivals with a choice of town first (A.2.1), then each march (5), then the phase's obligations (5.3, A.1). */
export const playMovement = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  const me = t.side as SideId;
  const dice = t.dice;
  const out = t.events;
  only(
    orders,
    [
      'move',
      'pass',
      'end-phase',
      'arrive',
      'delay-arrival',
      'conceal',
      'place-patrol',
      'reveal',
      'rail',
      'secret-rail',
      'secret-patrol',
      'double',
      'sail',
      'concentrate',
      'split',
      'merge',
    ],
    '5',
  );
  // A.2.1: arrivals with a choice of town were left for this batch; they are placed first
  placeArrivals(s, out, arrivalPicks(orders), false, undefined, arrivalHolds(orders), arrivalSends(s, orders));
  atMovementStart(s, orders, out); // 27 (v2)
  const start = boardOf(s); // nothing changes between these three reads
  const held = heldHexes(start, s.phasing);
  const allowed = movers(s, start, me, null);
  const must = obligations(s, start, me, allowed, held);
  startRail(s, me, orders);
  const control = has(s, 'rail') ? { ...s.control } : s.control; // 18.2: as at the start of the phase
  orders.forEach(({ o, i }, k) => {
    if (o.type === 'rail') return doRail(s, me, o, `orders[${i}]`, allowed, control, out);
    if (o.type === 'secret-rail') return secretRail(s, me, o, `orders[${i}]`, allowed, control, out); // 20 (v8), 20.1 (v10)
    if (o.type === 'secret-patrol') return patrolToConcentration(s, me, o, `orders[${i}]`, control, out); // 20.5 (v10)
    if (o.type === 'sail') return doSail(s, o, `orders[${i}]`, allowed, out); // 38 (campaign)
    if (SIDE_ORDERS.has(o.type)) return;
    if (o.type !== 'move') {
      if (k !== orders.length - 1) fail('5', 'end-last', 'ending the phase must be the last order', `orders[${i}]`);
      return;
    }
    if (s.units[o.unit]?.moved) fail('5', 'moved', `${o.unit} already moved in this phase`, `orders[${i}].unit`);
    doMove(s, o, `orders[${i}]`, allowed, held, out);
  });
  const m = mapOf(s);
  for (const u of must.enterArea)
    if (s.units[u].where === 'map' && !m.inRegion(s.area, s.units[u].hex!))
      fail('A.1', 'return-to-area', `${u} is outside the play area and must return to it now`, 'orders', { id: u });
  for (const o of must.overstack) {
    const left = o.units.filter((u) => s.units[u].hex !== o.hex).length;
    if (left < o.excess)
      fail('5.3', 'overstacked', `${o.hex} holds more than four units: ${o.excess} of them must leave now`, 'orders');
  }
  for (const { o, at } of orders) if (o.type === 'concentrate') chooseConcentration(s, o.unit, o.hex, at, out); // C.3
  hideAtEndOfMovement(s, me, orders, out); // 16, 17.2
  endRail(s, me);
  out.push(ev('phase-end', { side: me, phase: 'move' }, '3.1'));
  endPhase(s, dice, out);
};
