import type { Placed, Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { POLICY_ASK } from '../../../core/contract.js';
import type { AttackPlan } from '../combat.js';
import { other } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { policiesOf } from '../policies.js';
import type { SideId } from '../schema.js';
import type { FighterPair, FighterRounds, WojnaState } from '../state.js';
import { abort, dogfight, isFighter } from './air.js';
import { fight, resumeAttack, starsOf, type DefenceAnswer } from './attack.js';
import { checkIntercepts, fightersAnswer, flying, freeFighters, type Intercept } from './fighters.js';

/**
 * Spec 5.3 C3 and AMB-33 "interception rounds alternate until both pass" (rules version 13). After both
 * sides placed their support aviation, the defender's round comes first (in its `defend` answer or by
 * policy), then the attacker's, then the defender's again…: in a round the side places free fighters,
 * each on one enemy aviation unit of the combat still unmet (its support, or a fighter the enemy placed
 * in an earlier round of this combat); placing none is a pass, and a side with no free fighter or nothing
 * to meet passes without being asked. Two passes in a row close the rounds; then the pairs are fought,
 * the last placed first (4.12.2 step 2.3: react, then "resolve any fighter combats"), so a fighter sent
 * against an interceptor can save the mission that interceptor was to stop. A pair whose interceptor
 * has already aborted is not fought; a fighter meeting a fighter fights (17.13), any other aviation it
 * meets aborts without a roll (AMB-33).
 */
type AttackOrder = Extract<WojnaOrder, { type: 'attack' }>;
type FightersOrder = Extract<WojnaOrder, { type: 'fighters' }>;
/** the support units of a combat's two sides */
interface Support {
  attacker: string[];
  defender: string[];
}

/** the enemy aviation of the combat `side` may still meet: the enemy's support, then the fighters it placed in these rounds, flying and unmet */
export const roundTargets = (
  s: WojnaState,
  side: SideId,
  support: Support,
  pairs: readonly FighterPair[],
): string[] => {
  const enemyAir = side === s.activation!.active ? support.defender : support.attacker;
  const met = new Set(pairs.map((p) => p.target));
  const interceptors = pairs.filter((p) => p.side !== side).map((p) => p.unit);
  return flying(s, [...enemyAir, ...interceptors]).filter((u) => !met.has(u));
};

/** the pairs the side's policy places: `intercept` pairs its free fighters, in id order, with the targets in order; otherwise none */
const policyPairs = (s: WojnaState, side: SideId, targets: readonly string[]): Intercept => {
  if (policiesOf(s.policies, side).fighterReaction !== 'intercept') return [];
  return freeFighters(s, side)
    .slice(0, targets.length)
    .map((unit, i) => ({ unit, target: targets[i] }));
};

/** one round's placements, checked (own free fighters, targets of this round, each once): the fight comes when the rounds close */
export const placeRound = (
  t: Turn<WojnaState>,
  side: SideId,
  chosen: Intercept,
  targets: readonly string[],
  at: string,
  r: FighterRounds,
): void => {
  const s = t.s;
  checkIntercepts(s, side, chosen, targets, at, 'enemy aviation');
  for (const p of chosen) {
    Object.assign(s.air!.units[p.unit], { mission: 'intercept', hex: s.air!.units[p.target].hex, target: p.target });
    t.events.push(
      event('air-mission', { side, unit: p.unit, mission: 'intercept', target: p.target }, { rule: '17.12' }),
    );
    r.pairs.push({ side, unit: p.unit, target: p.target });
  }
  r.passes = chosen.length ? 0 : r.passes + 1;
  r.side = other(side);
};

/** the rounds closed: the pairs fought, the last placed first; a pair whose interceptor or target is off the map is not */
const resolvePairs = (t: Turn<WojnaState>, pairs: readonly FighterPair[]): void => {
  const units = t.s.air!.units;
  for (const p of [...pairs].reverse()) {
    if (!units[p.unit].hex || !units[p.target].hex) continue;
    if (!isFighter(t.s, p.target)) abort(t, p.target, 'intercepted');
    else if (p.side === 'polish') dogfight(t, p.unit, p.target);
    else dogfight(t, p.target, p.unit);
  }
};

/**
 * The rounds from `r` on: each side's round by its policy, or asked live (policy `ask`, the `fighters` window
 * of either side: 'asked'); when two passes close them, the pairs are fought and the combat goes on from its roll.
 */
export const runRounds = (
  t: Turn<WojnaState>,
  o: AttackOrder,
  plan: AttackPlan,
  answer: DefenceAnswer,
  theirs: string[],
  r: FighterRounds,
): 'asked' | 'fought' => {
  const s = t.s;
  const a = s.activation!;
  const support = { attacker: (o.air ?? []).map((e) => e.unit), defender: theirs };
  while (r.passes < 2) {
    const targets = roundTargets(s, r.side, support, r.pairs);
    const free = targets.length ? freeFighters(s, r.side) : [];
    if (free.length && policiesOf(s.policies, r.side).fighterReaction === POLICY_ASK) {
      const stars = starsOf(s, support.attacker, theirs);
      a.pending = {
        attack: o,
        planned: (plan.planned ?? []).slice(a.attackedHexes.length),
        airStars: stars.attacker,
        fighters: { answer, theirs, stars, rounds: r },
      };
      s.awaiting = { side: r.side, kind: 'fighters' };
      t.events.push(event('defence-asked', { side: r.side, target: o.target, fighters: true }, { rule: '17.12' }));
      return 'asked';
    }
    placeRound(t, r.side, free.length ? policyPairs(s, r.side, targets) : [], targets, 'intercept', r);
  }
  resolvePairs(t, r.pairs);
  return fight(t, o, { ...plan, airStars: starsOf(s, support.attacker, theirs) }, answer);
};

/** the defender's first round (its `defend` answer's `intercept`, else its policy), then the rounds that follow */
export const startRounds = (
  t: Turn<WojnaState>,
  o: AttackOrder,
  plan: AttackPlan,
  answer: DefenceAnswer,
  theirs: string[],
  interceptAt: string,
): 'asked' | 'fought' => {
  const s = t.s;
  const enemy = other(s.activation!.active);
  const r: FighterRounds = { side: enemy, pairs: [], passes: 0 };
  const targets = roundTargets(s, enemy, { attacker: (o.air ?? []).map((e) => e.unit), defender: theirs }, []);
  // a defender whose policy asks and did not answer `intercept` passes
  const ask = policiesOf(s.policies, enemy).fighterReaction === POLICY_ASK;
  const chosen = answer.intercept ?? (ask ? [] : policyPairs(s, enemy, targets));
  placeRound(t, enemy, chosen, targets, interceptAt, r);
  return runRounds(t, o, plan, answer, theirs, r);
};

/** a `fighters` window answered (rules version 13, either side): its round placed, then the rounds go on */
export const playFighterRound = (t: Turn<WojnaState>, orders: Placed<FightersOrder | WojnaOrder>[]): void => {
  const { pairs, at } = fightersAnswer(orders);
  const s = t.s;
  const a = s.activation!;
  const p = a.pending!;
  const f = p.fighters!;
  const r = f.rounds!;
  const support = { attacker: (p.attack.air ?? []).map((e) => e.unit), defender: f.theirs };
  placeRound(t, r.side, pairs, roundTargets(s, r.side, support, r.pairs), at, r);
  runRounds(t, p.attack, resumeAttack(s), f.answer, f.theirs, r);
};
