import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { other, sideOf, unitsAt } from '../ctx.js';
import { allocateLosses } from '../combat-losses.js';
import { artilleryInRange, bestMorale } from '../combat.js';
import type { WojnaOrder } from '../orders.js';
import { POLICY_ASK } from '../../../core/contract.js';
import { POLICY_KEYS, POLICY_VALUES, type PolicyKey } from '../policies.js';
import type { SideId } from '../schema.js';
import { ctxOf, versionOf, type WojnaState } from '../state.js';
import { resolveAttack, resumeAttack, type DefenceAnswer } from './attack.js';

/**
 * The defender's side of a combat (rules version 3, spec 5.3 C2–C9): standing policies answer it
 * ahead; a policy set to `ask` stops the attack before its roll and the defender answers live with
 * `defend` orders (fields merged in order: lists joined, a later morale or retreat replacing an earlier
 * one; what is left out takes the policies). The combat is then
 * fought with the answer's dice and the attacker's activation goes on.
 */
type DefendOrder = Extract<WojnaOrder, { type: 'defend' }>;
type StandingOrder = Extract<WojnaOrder, { type: 'standing' }>;

/** the units whose morale the defence may use (14.12): the defenders in the hex, not those retreated into it */
export const moraleCandidates = (s: WojnaState): string[] => {
  const a = s.activation!;
  const defenders = defendersOf(s, a.pending!.attack.target);
  const inHex = defenders.filter((u) => !a.retreated.includes(u));
  return (inHex.length ? inHex : defenders).sort();
};

/** the units of the side not active on the attacked hex (14.3: also those retreated into it) */
export const defendersOf = (s: WojnaState, target: string): string[] => {
  const c = ctxOf(s);
  return unitsAt(c, target).filter((u) => sideOf(c, u) !== s.activation!.active);
};

/** 14.12–13: the morale unit the defence uses by default: the best of the candidates */
export const defenceMoraleOf = (s: WojnaState, target: string): string => {
  const a = s.activation!;
  const defenders = defendersOf(s, target);
  const inHex = defenders.filter((u) => !a.retreated.includes(u));
  return bestMorale(ctxOf(s), inHex.length ? inHex : defenders);
};

export const playDefence = (t: Turn<WojnaState>, orders: Placed<DefendOrder | WojnaOrder>[]): void => {
  only(orders, ['defend'], '14.7');
  const s = t.s;
  const a = s.activation!;
  const p = a.pending!;
  const answer: DefenceAnswer = {};
  let airAt = 'defence';
  let lossesAt = 'defence';
  let interceptAt = 'defence.intercept';
  for (const { o, at } of orders) {
    if (o.type !== 'defend') continue;
    if (o.morale !== undefined && !moraleCandidates(s).includes(o.morale))
      fail('14.12', 'morale', `${o.morale} is not a defending unit in ${p.attack.target}`, `${at}.morale`);
    if (o.morale !== undefined) answer.morale = o.morale;
    if (o.air) [answer.air, airAt] = [[...(answer.air ?? []), ...o.air], at];
    if (o.retreat) answer.retreat = o.retreat;
    if ((o.artillery || o.losses || o.split) && versionOf(s) < 4)
      fail('14.7', 'rules-version', 'this game was created before artillery, loss and split answers', at);
    for (const [i, g] of (o.split ?? []).entries()) {
      const defenders = defendersOf(s, p.attack.target);
      for (const [j, u] of g.units.entries())
        if (!defenders.includes(u) || answer.split?.some((x) => x.units.includes(u)) || g.units.indexOf(u) !== j)
          fail(
            '14.22',
            'split',
            `${u} is not a defender of ${p.attack.target} left to split off`,
            `${at}.split[${i}].units[${j}]`,
          );
      answer.split = [...(answer.split ?? []), g];
      if (defenders.every((u) => answer.split!.some((x) => x.units.includes(u))))
        fail('14.22', 'split', 'a split leaves some units with the stack', `${at}.split[${i}]`);
    }
    for (const [i, id] of (o.artillery ?? []).entries())
      if (!artilleryInRange(ctxOf(s), other(a.active), p.attack.target).includes(id))
        fail(
          '14.14',
          'artillery',
          `${id} is not your artillery in range of ${p.attack.target}`,
          `${at}.artillery[${i}]`,
        );
    if (o.intercept && versionOf(s) < 10)
      fail(
        '17.12',
        'rules-version',
        'this game was created before fighter reactions were answered live',
        `${at}.intercept`,
      );
    if (o.intercept)
      [answer.intercept, interceptAt] = [[...(answer.intercept ?? []), ...o.intercept], `${at}.intercept`];
    if (o.artillery) answer.artillery = [...new Set([...(answer.artillery ?? []), ...o.artillery])];
    if (o.losses) [answer.losses, lossesAt] = [[...(answer.losses ?? []), ...o.losses], at];
  }
  // 14.42: the order must keep the levelling whatever the number of losses (no refusal may hang on the dice)
  if (answer.losses) {
    const c = ctxOf(s);
    const defenders = defendersOf(s, p.attack.target);
    const first = answer.morale ?? defenceMoraleOf(s, p.attack.target);
    const r = allocateLosses(c, defenders, answer.losses.length + 1, first, answer.losses);
    if ('ok' in r) fail(r.rule, 'losses', r.reason, `${lossesAt}.losses[${r.at.replace(/\D/g, '')}]`);
  }
  const plan = resumeAttack(s);
  resolveAttack(t, p.attack, { ...plan, airStars: { attacker: p.airStars, defender: [] } }, answer, airAt, interceptAt);
};

/** a standing policy of the submitting side (never seen by the other side) */
export const playStanding = (t: Turn<WojnaState>, o: StandingOrder, at: string): void => {
  const s = t.s;
  if (!s.policies) fail('14.7', 'rules-version', 'this game was created before standing policies', at);
  if (!(POLICY_KEYS as readonly string[]).includes(o.key))
    fail('14.7', 'policy', `no standing policy ${o.key}`, `${at}.key`);
  if (!(o.key in s.policies[t.side as SideId]))
    fail('14.7', 'rules-version', `this game was created before the policy ${o.key}`, `${at}.key`);
  if (!POLICY_VALUES[o.key as PolicyKey].includes(o.value))
    fail('14.7', 'policy', `${o.value} is not a value of ${o.key}`, `${at}.value`);
  if (o.key === 'reaction' && o.value === POLICY_ASK && versionOf(s) < 5)
    fail('13.9', 'rules-version', 'this game was created before reactions were asked live', `${at}.value`);
  if (o.key === 'fighterReaction' && o.value === POLICY_ASK && versionOf(s) < 10)
    fail('17.12', 'rules-version', 'this game was created before fighter reactions were asked live', `${at}.value`);
  s.policies[t.side as SideId][o.key as PolicyKey] = o.value;
};
