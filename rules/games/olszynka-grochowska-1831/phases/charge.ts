import type { Dice, GameEvent } from '../../../core/contract.js';
import { RecordingDice } from '../../../core/dice.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import type { Placed } from '../../../core/runner.js';
import { chargeFromContact, chargeValid } from '../charges.js';
import { def, enemyOf, occupant, sideOf, unit, type Ctx } from '../ctx.js';
import { retreat, retreatPlans, safestPlan } from '../losses.js';
import type { OlszynkaOrder } from '../orders.js';
import { flag, type GameState } from '../state.js';
import { zocOf } from '../zoc.js';

/**
 * Chapter 10 in the movement step: a charge declared with a move (R 10.2.2: the target named at the
 * start, its validity judged on the path ordered) and a charge from contact (R 10.2.4). A charge's
 * impetus counts in the combat step against its target (phases/combat.ts `validCharge`).
 */
type MoveOrder = OlszynkaOrder & { type: 'move' };
type ContactOrder = OlszynkaOrder & { type: 'contactCharge' };

/** R 10.2.2: the declared charge of a move order, checked before the move; null when none is declared */
export const declaredCharge = (c: Ctx, p: Placed<MoveOrder>): { target: string; valid: boolean } | null => {
  const o = p.o;
  if (!o.charge) return null;
  o.units.forEach((id, i) => {
    if (def(c, id).arm !== 'cavalry') fail('10.2.1', 'NOT_CAVALRY', `${id} is not cavalry`, `${p.at}.units[${i}]`);
  });
  if (occupant(c, o.charge) !== enemyOf(sideOf(c, o.units[0])))
    fail('10.2.2', 'NO_TARGET', `${o.charge} holds no enemy unit`, `${p.at}.charge`, { hex: o.charge });
  const path = o.steps.flatMap((st) => (st.type === 'move' || st.type === 'rear' ? [st.to] : []));
  return { target: o.charge, valid: chargeValid(c, o.units[0], path, o.charge).valid };
};

/** the enemy hexes in a cavalry unit's ZOC: the targets of a charge from contact (R 10.2.4) */
export const contactTargets = (c: Ctx, id: string): string[] => {
  const u = unit(c, id);
  if (def(c, id).arm !== 'cavalry' || u.flags.moved || u.level === 'demoralized') return [];
  const foe = enemyOf(sideOf(c, id));
  return zocOf(c, u).filter((h) => occupant(c, h) === foe);
};

/**
 * R 10.2.4: instead of moving, cavalry with an enemy in its ZOC tests its morale. Pass: it charges
 * the target (or, declared ahead in the order, withdraws 2 hexes); fail: it withdraws 2 hexes, with
 * the level lost by the test (a rout sends it to the Routed box). A charge lets the enemy react
 * (`react`: square, counter-charge, AMB-25b).
 */
export const playContactCharge = (
  c: Ctx,
  s: GameState,
  p: Placed<ContactOrder>,
  dice: Dice,
  events: GameEvent[],
  react: (mover: string, hex: string, out: GameEvent[]) => boolean,
): boolean => {
  const o = p.o;
  if (!s.active!.units.includes(o.unit) || !c.pos.units[o.unit])
    fail('2.3.7.2', 'NOT_ACTIVATED', `${o.unit} is not activated`, `${p.at}.unit`);
  if (!contactTargets(c, o.unit).includes(o.target))
    fail(
      '10.2.4',
      'NO_CONTACT',
      `${o.target} is not an enemy in the ZOC of unmoved cavalry ${o.unit}`,
      `${p.at}.target`,
      { hex: o.target, id: o.unit },
    );
  const u = unit(c, o.unit);
  const rec = new RecordingDice(dice);
  const r = chargeFromContact(c, o.unit, rec);
  flag(u, { moved: true });
  const charges = r.must === 'choose' && o.ifPassed !== 'withdraw';
  const from = u.at;
  let withdrawal: unknown;
  if (charges) flag(u, { charge: { target: o.target, valid: chargeValid(c, o.unit, [], o.target).valid } });
  else if (r.must !== 'routed')
    withdrawal = retreat(c, [o.unit], safestPlan(c, [o.unit], retreatPlans(c, [o.unit], u.at, u.facing, 2)), rec);
  const outcome = charges ? 'charge' : r.must === 'routed' ? 'routed' : 'withdraw';
  events.push(
    event(
      'contactCharge',
      { unit: o.unit, target: o.target, from, test: r.test, outcome, ...(withdrawal ? { retreat: withdrawal } : {}) },
      { rule: '10.2.4', dice: rec.rolls.map((x) => x.value) },
    ),
  );
  return charges ? react(o.unit, from, events) : false;
};
