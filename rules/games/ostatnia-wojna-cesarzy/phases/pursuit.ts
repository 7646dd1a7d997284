import type { GameEvent } from '../../../core/contract.js';
import { controlW, unitW } from '../cow.js';
import { only, type Placed, type Turn } from '../../../core/runner.js';
import { boardOf, mapOf, sideOf, unitsAt } from '../ctx.js';
import { ev, fail } from '../events.js';
import { enemyFortress } from '../geo.js';
import { STACK, transit } from '../movement.js';
import type { OwcOrder } from '../orders.js';
import type { AttackPending, OwcState } from '../state.js';
import { variant } from '../variants.js';
import { hqStep } from '../command.js';
import { PURSUIT_AIMS, PURSUIT_TOWARD_HQ, versionOf } from '../version.js';
import { checkPursuitBorders } from '../campaign/borders.js';
import { noteCapture } from '../campaign/hooks.js';
import { liftedBoard, type MoveOrder, pathStep } from './movement.js';

/** Pursuit into the emptied hex (10). */

/** 10: attackers may pursue when the attacked hex was emptied and is not a fortress (A.3). */
export const pursuers = (s: OwcState, p: AttackPending): string[] => {
  const b = boardOf(s);
  if (unitsAt(b, p.target).some((u) => sideOf(s, u) !== s.phasing) || enemyFortress(b, p.target, s.phasing)) return [];
  if (!p.done.length && variant(s, 'pursuit') === 'retreated') return []; // AMB-18: no defender retreated (capitulation)
  return p.attackers.filter((id) => s.units[id].where === 'map' && !s.units[id].pursued);
};

export const doPursuit = (s: OwcState, p: AttackPending, o: MoveOrder, at: string, out: GameEvent[]): void => {
  const u = unitW(s, o.unit);
  if (!pursuers(s, p).includes(o.unit))
    fail('10', 'not-pursuer', `${o.unit} cannot pursue after this attack`, `${at}.unit`);
  if (!o.path.length || o.path[0] !== p.target)
    fail('10', 'first-hex', `the first hex of a pursuit is the attacked hex ${p.target}`, `${at}.path[0]`, {
      hex: p.target,
    });
  if (p.repeat && o.path.length > 1)
    fail('11', 'repeat-pursuit', 'after a repeat attack pursuit only enters the attacked hex', `${at}.path[1]`);
  const side = sideOf(s, o.unit);
  let left = 2;
  let here = u.hex!;
  const bb = liftedBoard(s, o.unit);
  for (let i = 0; i < o.path.length; i++) {
    const { to, st } = pathStep(s, o, bb, here, i, at, '10');
    if (i === 0) {
      // 10: the attacked hex may always be entered, whatever the cost (stacking still applies)
      if ((o.path.length === 1 || !transit(s)) && unitsAt(bb, to).length >= STACK)
        fail('5.3', 'stack', `${to} already holds four units`, `${at}.path[0]`);
      left -= st.ok ? Math.min(st.cost, 2) : 2;
    } else {
      // 21.5 (v9): "normal movement rules apply" (10): a step 6.2.2 forbids, toward an own HQ in range, for
      // its terrain and the CL's +1; with the shipped tables it never fits the 2 MP, so it is refused for MP
      const toHq =
        !st.ok && st.hqCost !== undefined && versionOf(s) >= PURSUIT_TOWARD_HQ ? hqStep(bb, o.unit, here, to) : null;
      if (toHq) {
        if (st.hqCost! > left)
          fail(
            '10',
            'no-mp',
            `${here}→${to} costs ${st.hqCost} MP (21.5), ${left} left of the pursuit's 2`,
            `${at}.path[${i}]`,
          );
        left -= st.hqCost!;
        if (!u.broken) out.push(ev('broken', { unit: o.unit, hex: to, why: 'toward-hq', hq: toHq }, '21.5'));
        u.broken = true;
        here = to;
        continue;
      }
      if (!st.ok)
        fail(st.rule, 'illegal-step', `${here}→${to}: ${st.why}`, `${at}.path[${i}]`, { a: here, b: to, why: st.key });
      if (st.cost > left)
        fail('10', 'no-mp', `${here}→${to} costs ${st.cost} MP, ${left} left of the pursuit's 2`, `${at}.path[${i}]`);
      left -= st.cost;
    }
    here = to;
  }
  checkPursuitBorders(s, bb.m, o.unit, o.path, at); // 30.1, 37.5 (campaign, v10)
  u.hex = here;
  u.pursued = true;
  if (mapOf(s).towns.has(here)) {
    controlW(s)[here] = side;
    if (versionOf(s) >= PURSUIT_AIMS) noteCapture(s, here, o.unit); // 37.2 (campaign, v10)
  }
  out.push(ev('pursuit', { unit: o.unit, path: o.path }, '10'));
};
export const endPursuit = (s: OwcState): void => {
  const p = s.pending!;
  for (const id of p.attackers) if (s.units[id].pursued) delete unitW(s, id).pursued;
  s.pending = null;
};

/** The pursuing units' paths, each at most once, then the attack is over (10). */
export const playPursuit = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  const out = t.events;
  only(orders, ['pursue', 'pass'], '10');
  const p = s.pending!;
  const seen = new Set<string>();
  orders.forEach(({ o, i }, k) => {
    if (o.type === 'pass') {
      if (k !== orders.length - 1) fail('10', 'end-last', 'pass must be the last order', `orders[${i}]`);
      return;
    }
    if (o.type !== 'pursue') return;
    if (seen.has(o.unit)) fail('10', 'twice', `${o.unit} pursues once`, `orders[${i}].unit`);
    seen.add(o.unit);
    doPursuit(s, p, o, `orders[${i}]`, out);
  });
  endPursuit(s);
};
