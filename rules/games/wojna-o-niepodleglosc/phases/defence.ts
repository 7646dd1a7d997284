import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { sideOf, unitsAt } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { POLICY_KEYS, POLICY_VALUES, type PolicyKey } from '../policies.js';
import type { SideId } from '../schema.js';
import { ctxOf, type WojnaState } from '../state.js';
import { planOf, resolveAttack, type DefenceAnswer } from './attack.js';

/**
 * The defender's side of a combat (rules version 3, spec 5.3 C2–C9): standing policies answer it
 * ahead; a policy set to `ask` stops the attack before its roll and the defender answers live with
 * `defend` orders (fields merged in order; what is left out takes the policies). The combat is then
 * fought with the answer's dice and the attacker's activation goes on.
 */
type DefendOrder = Extract<WojnaOrder, { type: 'defend' }>;
type StandingOrder = Extract<WojnaOrder, { type: 'standing' }>;

/** the units whose morale the defence may use (14.12): the defenders in the hex, not those retreated into it */
export const moraleCandidates = (s: WojnaState): string[] => {
  const a = s.activation!;
  const c = ctxOf(s);
  const target = a.pending!.attack.target;
  const defenders = unitsAt(c, target).filter((u) => sideOf(c, u) !== a.active);
  const inHex = defenders.filter((u) => !a.retreated.includes(u));
  return (inHex.length ? inHex : defenders).sort();
};

export const playDefence = (t: Turn<WojnaState>, orders: Placed<DefendOrder | WojnaOrder>[]): void => {
  only(orders, ['defend'], '14.7');
  const s = t.s;
  const a = s.activation!;
  const p = a.pending!;
  const answer: DefenceAnswer = {};
  let airAt = 'defence';
  for (const { o, at } of orders) {
    if (o.type !== 'defend') continue;
    if (o.morale !== undefined && !moraleCandidates(s).includes(o.morale))
      fail('14.12', 'morale', `${o.morale} is not a defending unit in ${p.attack.target}`, `${at}.morale`);
    if (o.morale !== undefined) answer.morale = o.morale;
    if (o.air) [answer.air, airAt] = [[...(answer.air ?? []), ...o.air], at];
    if (o.retreat) answer.retreat = o.retreat;
  }
  delete a.pending;
  s.awaiting = { side: a.active, kind: 'activation' };
  const plan = planOf(s, p.attack, p.planned);
  resolveAttack(t, p.attack, { ...plan, airStars: { attacker: p.airStars, defender: [] } }, answer, airAt);
};

/** a standing policy of the submitting side (never seen by the other side) */
export const playStanding = (t: Turn<WojnaState>, o: StandingOrder, at: string): void => {
  const s = t.s;
  if (!s.policies) fail('14.7', 'rules-version', 'this game was created before standing policies', at);
  if (!(POLICY_KEYS as readonly string[]).includes(o.key))
    fail('14.7', 'policy', `no standing policy ${o.key}`, `${at}.key`);
  if (!POLICY_VALUES[o.key as PolicyKey].includes(o.value))
    fail('14.7', 'policy', `${o.value} is not a value of ${o.key}`, `${at}.value`);
  s.policies[t.side as SideId][o.key as PolicyKey] = o.value;
};
