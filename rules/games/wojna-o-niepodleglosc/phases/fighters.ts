import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { POLICY_ASK } from '../../../core/contract.js';
import type { WojnaOrder } from '../orders.js';
import { policiesOf } from '../policies.js';
import type { SideId } from '../schema.js';
import { versionOf, type WojnaState } from '../state.js';
import { abort, dogfight, isFighter, supportUnits } from './air.js';
import { fight, resumeAttack, starsOf } from './attack.js';

/**
 * Spec 5.3 C3, 17.12–13: the fighter reactions of one combat, after both sides placed their support
 * aviation: the defender's free fighters meet the attacker's support, then the attacker's meet the
 * defender's. Policy `intercept` (rules version 4) pairs each free fighter, in id order, with one enemy
 * support unit in the order placed; `none` leaves them; `ask` (rules version 10) asks the owner live: the
 * defender in its `defence` answer (`intercept`), the attacker in a `fighters` window of its own once the
 * defender's support is known. An answered pair: a fighter fights a fighter (17.13), any other aviation
 * aborts without a roll (AMB-33); the interceptor has flown its mission (17.5), off in the End Phase.
 */
type FightersOrder = Extract<WojnaOrder, { type: 'fighters' }>;
export type Intercept = { unit: string; target: string }[];

/** the side's free fighters (17.12: not flown this turn) */
export const freeFighters = (s: WojnaState, side: SideId): string[] =>
  supportUnits(s, side).filter((id) => isFighter(s, id));

/** the enemy support units of the combat still flying */
export const flying = (s: WojnaState, ids: readonly string[]): string[] => ids.filter((id) => s.air!.units[id].hex);

/** rules version 10: is the side asked live about its fighters against this enemy support (policy `ask`, something to decide) */
export const asksFighters = (s: WojnaState, side: SideId, enemySupport: readonly string[]): boolean =>
  !!s.air &&
  versionOf(s) >= 10 &&
  policiesOf(s.policies, side).fighterReaction === POLICY_ASK &&
  flying(s, enemySupport).length > 0 &&
  freeFighters(s, side).length > 0;

/**
 * 17.12: each answered pair is one of the side's own free fighters, once, against one of `targets`
 * (the combat's enemy aviation still to meet: `what` names it in the refusal), once.
 */
export const checkIntercepts = (
  s: WojnaState,
  side: SideId,
  chosen: Intercept,
  targets: readonly string[],
  at: string,
  what: string,
): void => {
  const free = freeFighters(s, side);
  for (const [i, p] of chosen.entries()) {
    if (!free.includes(p.unit) || chosen.findIndex((x) => x.unit === p.unit) !== i)
      fail('17.12', 'not-fighter', `${p.unit} is not a free fighter of yours left to intercept`, `${at}[${i}].unit`, {
        unit: p.unit,
      });
    if (!targets.includes(p.target) || chosen.findIndex((x) => x.target === p.target) !== i)
      fail('17.12', 'intercept', `${p.target} is not ${what} of this combat left to meet`, `${at}[${i}].target`, {
        target: p.target,
      });
  }
};

/**
 * The side's fighters against the enemy support of a combat: the pairs answered live (`chosen`, checked
 * here: own free fighters, enemy support of this combat, each once), else by policy. Returns the enemy
 * units that no longer support.
 */
export const fighterReactions = (
  t: Turn<WojnaState>,
  side: SideId,
  enemySupport: readonly string[],
  chosen?: Intercept,
  at = 'intercept',
): string[] => {
  const s = t.s;
  const out: string[] = [];
  const meet = (f: string, u: string): void => {
    Object.assign(s.air!.units[f], { mission: 'intercept', hex: s.air!.units[u].hex, target: u });
    t.events.push(event('air-mission', { side, unit: f, mission: 'intercept', target: u }, { rule: '17.12' }));
    if (!isFighter(s, u)) abort(t, u, 'intercepted');
    else if (dogfight(t, side === 'polish' ? f : u, side === 'polish' ? u : f) !== u) return;
    out.push(u);
  };
  if (chosen) {
    checkIntercepts(s, side, chosen, flying(s, enemySupport), at, 'enemy support');
    for (const p of chosen) meet(p.unit, p.target);
    return out;
  }
  if (policiesOf(s.policies, side).fighterReaction !== 'intercept') return out;
  const free = freeFighters(s, side);
  for (const u of enemySupport) {
    if (!s.air!.units[u].hex) continue;
    const f = free.shift();
    if (!f) break;
    meet(f, u);
  }
  return out;
};

/** the attacker's `fighters` answer (rules version 10): its intercept pairs joined ([] or none: no reaction) */
export const fightersAnswer = (orders: Placed<FightersOrder | WojnaOrder>[]): { pairs: Intercept; at: string } => {
  only(orders, ['fighters'], '17.12');
  const pairs: Intercept = [];
  for (const { o } of orders) if (o.type === 'fighters') pairs.push(...(o.intercept ?? []));
  return { pairs, at: orders.length === 1 ? `${orders[0].at}.intercept` : 'fighters' };
};

/**
 * The attacker's live fighter reaction (rules version 10, the `fighters` window): its pairs met, then
 * the combat fought on from its roll with the defender's answer kept, and the activation goes on.
 */
export const playFighters = (t: Turn<WojnaState>, orders: Placed<FightersOrder | WojnaOrder>[]): void => {
  const { pairs, at } = fightersAnswer(orders);
  const s = t.s;
  const a = s.activation!;
  const p = a.pending!;
  const f = p.fighters!;
  const mine = (p.attack.air ?? []).map((e) => e.unit);
  const hit = fighterReactions(t, a.active, f.theirs, pairs, at);
  const plan = resumeAttack(s);
  fight(t, p.attack, { ...plan, airStars: hit.length ? starsOf(s, mine, f.theirs) : f.stars }, f.answer);
};
