import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { POLICY_ASK } from '../../../core/contract.js';
import { isUnit, other, sideOf } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { policiesOf } from '../policies.js';
import { defaultDisplacement, displacementSteps, overstacked } from '../stacking.js';
import { ctxOf, versionOf, type WojnaState } from '../state.js';
import type { SideId } from '../schema.js';

/**
 * 12.5 at the end of an Activation Phase (spec 3.5 A4): a stack over the limit has its excess units displaced
 * one hex each by the owner's opponent, the active player's stacks first. From rules version 15 an opponent
 * whose `retreat` policy is `ask` (the policy that names where pieces go; no new key, as for the contacts of
 * version 11) chooses them live in the `overstack` window: each `overstack` order moves one unit one hex, and
 * the window stays on that hex until it is within the limit; an order without a unit leaves the rest to the
 * engine. Otherwise, and before version 15, the engine's choice (`stacking.ts` `defaultDisplacement`).
 */
type OverstackOrder = Extract<WojnaOrder, { type: 'overstack' }>;

const pushDisplaced = (t: Turn<WojnaState>, unit: string, from: string, to: string, by: SideId, chosen: boolean) => {
  t.s.pieces[unit].hex = to;
  const data = chosen ? { unit, from, to, by, chosen } : { unit, from, to, by };
  t.events.push(event('overstack', data, { rule: '12.5' }));
};

/** the excess displaced, or the first hex asked (true: the `overstack` window is open) */
const displaceExcess = (t: Turn<WojnaState>): boolean => {
  const s = t.s;
  const a = s.activation!;
  for (const owner of [a.active, other(a.active)]) {
    let c = ctxOf(s); // a snapshot, refreshed after each displacement
    const hexes = [
      ...new Set(
        Object.keys(s.pieces)
          .filter((id) => s.pieces[id].hex && sideOf(c, id) === owner)
          .map((id) => s.pieces[id].hex!),
      ),
    ].sort();
    for (const h of hexes) {
      if (!overstacked(c, h)) continue;
      const decider = other(owner);
      const dflt = defaultDisplacement(c, h, decider);
      if (dflt.length && versionOf(s) >= 15 && policiesOf(s.policies, decider).retreat === POLICY_ASK) {
        a.overstack = { hex: h, side: decider };
        s.awaiting = { side: decider, kind: 'overstack' };
        return true;
      }
      for (const d of dflt) pushDisplaced(t, d.unit, h, d.to, decider, false);
      c = ctxOf(s);
    }
  }
  return false;
};

/** 12.5 then the activation's end (7.3, 8.2), unless a side is asked to displace a stack */
export const closeActivation = (t: Turn<WojnaState>): void => {
  if (displaceExcess(t)) return;
  const a = t.s.activation!;
  t.events.push(event('activation-end', { side: a.active, phase: a.phase }, { rule: a.phase === 5 ? '7.3' : '8.2' }));
  t.s.awaiting = null;
};

/** the `overstack` window's answer: units moved one hex each, in order, then the rest of 12.5 and the activation's end */
export const playOverstack = (t: Turn<WojnaState>, orders: Placed<OverstackOrder | WojnaOrder>[]): void => {
  only(orders, ['overstack'], '12.5');
  const s = t.s;
  const a = s.activation!;
  const { hex, side } = a.overstack!;
  for (const { o, at } of orders as Placed<OverstackOrder>[]) {
    const c = ctxOf(s);
    if (!overstacked(c, hex))
      fail('12.5', 'not-excess', `the stack on ${hex} is within the limit already`, at, { hex });
    if (!o.unit) {
      for (const d of defaultDisplacement(c, hex, side)) pushDisplaced(t, d.unit, hex, d.to, side, false);
      continue;
    }
    if (!isUnit(c, o.unit) || s.pieces[o.unit]?.hex !== hex)
      fail('12.5', 'overstack-unit', `${o.unit} is not a unit of the stack on ${hex}`, `${at}.unit`, {
        piece: o.unit,
        hex,
      });
    const steps = displacementSteps(c, hex, o.unit, side);
    if (!o.to || !steps.includes(o.to))
      fail('12.5', 'overstack-hex', `${o.unit} may be displaced to ${steps.join(', ') || 'no hex'}`, `${at}.to`, {
        piece: o.unit,
        hexes: steps.join(', '),
      });
    pushDisplaced(t, o.unit, hex, o.to!, side, true);
  }
  delete a.overstack;
  closeActivation(t);
};
