import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import {
  artilleryInRange,
  bestMorale,
  checkAttack,
  combatRow,
  modifiers,
  strengths,
  type AttackPlan,
} from '../combat.js';
import { armOf, other, sideOf, unitsAt } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { d10 } from '../rounding.js';
import type { SideId } from '../schema.js';
import { checkAttackerChoices } from './attacker-choices.js';
import { ctxOf, versionOf, type WojnaState } from '../state.js';
import { asksLive, policiesOf } from '../policies.js';
import { airStars, bestDefenceAir, placeSupport } from './air.js';
import { asksFighters, fighterReactions, type Intercept } from './fighters.js';
import { startRounds } from './fighter-rounds.js';
import { POLICY_ASK } from '../../../core/contract.js';
import { takeLosses } from './losses.js';
import { afterDefenderRetreat } from './combat-rest.js';
import { retreat } from './retreat.js';

/**
 * One combat (14.7–17) played to its end with the defender's standing defaults (README "Standing defaults": the
 * best morale unit, every artillery in range, losses by levelling, the retreat by priority), then
 * the attacker's conditional pursuit. A conditional that the dice made impossible is skipped and
 * reported, never refused: a refusal must not depend on dice. The results are played by `losses.ts`
 * (14.39–48), `retreat.ts` (14.18–30, 9.25) and `pursue.ts` (14.31–37).
 */
type AttackOrder = Extract<WojnaOrder, { type: 'attack' }>;

/** the defender's decisions for one combat (answered by policy or live): absent fields take the defaults */
export interface DefenceAnswer {
  morale?: string;
  air?: { unit: string; hex: string }[];
  /** the retreat path beyond the target hex (its first x hexes for an xR result) */
  retreat?: string[];
  /** 14.14 (rules version 4): the own artillery in range supporting the defence */
  artillery?: string[];
  /** 14.42 (rules version 4): the units for the second, third… loss (checked against levelling when answered) */
  losses?: string[];
  /** 14.22, spec 5.3 C9 (rules version 4): groups of defenders that retreat apart, each along its own path */
  split?: { units: string[]; path: string[] }[];
  /** spec 5.3 C3 (rules version 10): the defender's fighters against the attacker's support */
  intercept?: Intercept;
}

/** the combat's plan as declared: the attackers and their choices, against the activation so far */
export const planOf = (s: WojnaState, o: AttackOrder, planned: string[]): AttackPlan => {
  const a = s.activation!;
  return {
    target: o.target,
    attackers: o.attackers,
    artillery: o.artillery ?? [],
    attackerMorale: o.morale,
    planned: [...a.attackedHexes, ...planned],
    retreatedIn: a.retreated,
  };
};

/** the pending attack's window answered: the activation goes on (its side awaited again), with the attack's plan as planned */
export const resumeAttack = (s: WojnaState): AttackPlan => {
  const a = s.activation!;
  const p = a.pending!;
  delete a.pending;
  s.awaiting = { side: a.active, kind: 'activation' };
  return planOf(s, p.attack, p.planned);
};

/**
 * 14.7: an attack is declared (refused whole when illegal, with the attacker's aviation placed);
 * the defender's policies answer at once, or (`ask`) the attack waits for the defender's answer
 * before its roll: `asked` (the caller halts the rest of the batch).
 */
export const playAttack = (t: Turn<WojnaState>, o: AttackOrder, at: string, planned: string[]): 'asked' | 'fought' => {
  const s = t.s;
  const a = s.activation!;
  const side = t.side as SideId;
  const enemy = other(side);
  const c = ctxOf(s);
  if (a.attackedHexes.includes(o.target))
    fail('14.3', 'attacked', `${o.target} has already been attacked in this activation`, `${at}.target`);
  const defenders = unitsAt(c, o.target).filter((u) => sideOf(c, u) === enemy);
  if (defenders.length && defenders.every((u) => a.attackedUnits.includes(u)))
    fail('14.3', 'attacked', 'every unit there has already been attacked (AMB-42)', `${at}.target`);
  if (new Set(o.attackers).size !== o.attackers.length)
    fail('14.7', 'twice', 'a unit is named twice', `${at}.attackers`);
  const plan = planOf(s, o, planned);
  const legal = checkAttack(c, side, plan);
  if (!legal.ok) fail(legal.rule, 'attack', legal.reason, `${at}.${legal.at}`);
  if (o.morale && !o.attackers.includes(o.morale))
    fail('14.13', 'morale', 'the morale unit must be one of the attackers', `${at}.morale`);
  for (const [i, p] of (o.pursue ?? []).entries())
    if (!o.attackers.includes(p.unit))
      fail('14.32', 'pursuer', `${p.unit} did not take part in this combat (AMB-22)`, `${at}.pursue[${i}].unit`);
  checkAttackerChoices(s, o, at); // rules version 5: the attacker's loss order and retreat paths

  // ch. 17 (rules version 3): the attacker's aviation in support
  const airStars = placeSupport(t, side, o.air ?? [], `${at}.air`, [...o.attackers, ...defenders]);
  // rules version 10: the defender's fighter reaction asked live (C3) when it has free fighters against that support
  const mine = (o.air ?? []).map((e) => e.unit);
  if (s.policies && (asksLive(policiesOf(s.policies, enemy)) || asksFighters(s, enemy, mine))) {
    a.pending = { attack: o, planned, airStars };
    s.awaiting = { side: enemy, kind: 'defence' };
    t.events.push(event('defence-asked', { side: enemy, target: o.target }, { rule: '14.7' }));
    return 'asked';
  }
  return resolveAttack(t, o, { ...plan, airStars: { attacker: airStars, defender: [] } }, {});
};

/** the combat's two sides as they stand: the activation, the attacker, the defender, its units on the target and its policies */
const sidesOf = (s: WojnaState, o: AttackOrder) => {
  const a = s.activation!;
  const side = a.active;
  const enemy = other(side);
  const c = ctxOf(s);
  const defenders = unitsAt(c, o.target).filter((u) => sideOf(c, u) === enemy);
  return { a, side, enemy, c, defenders, pol: policiesOf(s.policies, enemy) };
};

/**
 * 14.8–17: the defender's choices (`answer`, the rest by its policies), the roll, losses, retreats,
 * lone HQs and the attacker's conditional pursuit.
 */
export const resolveAttack = (
  t: Turn<WojnaState>,
  o: AttackOrder,
  plan: AttackPlan,
  answer: DefenceAnswer,
  answerAt = 'defence',
  interceptAt = `${answerAt}.intercept`,
): 'asked' | 'fought' => {
  const s = t.s;
  const { a, side, enemy, defenders, pol } = sidesOf(s, o);
  const air = answer.air ?? (pol.defenceAir === 'best' && s.policies ? bestDefenceAir(s, enemy, o.target) : []);
  plan.airStars = {
    attacker: plan.airStars?.attacker ?? [],
    defender: placeSupport(t, enemy, air, `${answerAt}.air`, [...o.attackers, ...defenders]),
  };
  // rules version 13: the fighter reactions alternate until both sides pass, then they are fought (C3, AMB-33)
  if (s.air && versionOf(s) >= 13)
    return startRounds(
      t,
      o,
      plan,
      answer,
      air.map((e) => e.unit),
      interceptAt,
    );
  // spec 5.3 C3 (rules version 4): fighter reactions, the defender's first, then the attacker's
  if (s.air && versionOf(s) >= 4) {
    const mine = (o.air ?? []).map((e) => e.unit);
    const theirs = air.map((e) => e.unit);
    // rules version 10: a defender whose policy asks and did not answer leaves the attacker's support alone
    const chosen = answer.intercept ?? (pol.fighterReaction === POLICY_ASK ? [] : undefined);
    const hit = fighterReactions(t, enemy, mine, chosen, interceptAt);
    if (asksFighters(s, side, theirs)) {
      // rules version 10: the attacker is asked live about its fighters, now the defender's support is known
      a.pending = {
        attack: o,
        planned: (plan.planned ?? []).slice(a.attackedHexes.length),
        airStars: plan.airStars.attacker,
        fighters: { answer, theirs, stars: hit.length ? starsOf(s, mine, theirs) : plan.airStars },
      };
      s.awaiting = { side, kind: 'fighters' };
      t.events.push(event('defence-asked', { side, target: o.target, fighters: true }, { rule: '17.12' }));
      return 'asked';
    }
    hit.push(...fighterReactions(t, side, theirs));
    if (hit.length) plan.airStars = starsOf(s, mine, theirs);
  }
  return fight(t, o, plan, answer);
};

/** both sides' support strength of a combat: the stars of the units still flying (C3) */
export const starsOf = (
  s: WojnaState,
  mine: readonly string[],
  theirs: readonly string[],
): { attacker: number[]; defender: number[] } => {
  const flying = (ids: readonly string[]): number[] =>
    ids.filter((id) => s.air!.units[id].hex).map((id) => airStars(s, id));
  return { attacker: flying(mine), defender: flying(theirs) };
};

/** 14.8–17 from the roll on: the artillery, the morale units, the roll, losses, retreats, lone HQs, pursuit ('asked': suspended for a contact, rules version 12) */
export const fight = (
  t: Turn<WojnaState>,
  o: AttackOrder,
  plan: AttackPlan,
  answer: DefenceAnswer,
): 'asked' | 'fought' => {
  const s = t.s;
  const { a, side, enemy, c, defenders, pol } = sidesOf(s, o);
  if (s.air) plan.tracked = { byAttacker: s.air.tracked[side], byDefender: s.air.tracked[enemy] };

  // the defender's artillery: as answered, else by policy (every own artillery in range not in the hex, AMB-44; or none)
  const defenceArtillery =
    answer.artillery ?? (pol.defenceArtillery === 'none' ? [] : artilleryInRange(c, enemy, o.target));
  plan.defenceArtillery = defenceArtillery;
  const inHex = defenders.filter((u) => !a.retreated.includes(u));
  plan.defenderMorale = answer.morale ?? bestMorale(c, inHex.length ? inHex : defenders);
  const mods = modifiers(c, side, plan);
  const { attack, defence } = strengths(c, plan);
  const roll = d10(t.dice);
  const total = roll + mods.reduce((n, m) => n + m.value, 0);
  const row = combatRow(c, total);
  a.attackedHexes.push(o.target);
  a.attackedUnits.push(...defenders);
  t.events.push(
    event(
      'combat',
      {
        side,
        target: o.target,
        attackers: o.attackers,
        artillery: plan.artillery,
        defenceArtillery,
        attack,
        defence,
        modifiers: mods,
        roll,
        total,
        attacker: row.attacker,
        defender: row.defender,
      },
      { rule: '14.15', dice: [roll] },
    ),
  );

  // 14.17, AMB-52: losses first, then retreats
  const attackersIn = o.attackers.filter(
    (u) => armOf(c, u) !== 'artillery' || c.map.grid.adjacent(s.pieces[u].hex!, o.target),
  );
  takeLosses(t, defenders, row.defender.loss, plan.defenderMorale, 'combat', answer.losses);
  takeLosses(
    t,
    attackersIn.filter((u) => s.pieces[u]?.hex),
    row.attacker.loss,
    o.morale ?? bestMorale(c, attackersIn),
    'combat',
    o.losses,
  );
  const alive = (ids: string[]): string[] => ids.filter((u) => s.pieces[u]?.hex);
  if (row.defender.retreat > 0) {
    for (const g of answer.split ?? []) {
      const still = g.units.filter((u) => s.pieces[u]?.hex === o.target);
      if (still.length) retreat(t, o.target, enemy, row.defender.retreat, alive(o.attackers), g.path, still);
    }
    retreat(t, o.target, enemy, row.defender.retreat, alive(o.attackers), answer.retreat);
  }
  // lone HQs (9.25), the attacker's retreat, the pursuit; rules version 12: a contact asked live there suspends it
  return afterDefenderRetreat(t, {
    attack: o,
    retreat: { defender: row.defender.retreat, attacker: row.attacker.retreat },
    attackersIn,
    stage: 'attacker-retreat',
  });
};
