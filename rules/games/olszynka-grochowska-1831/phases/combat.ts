import type { Dice, GameEvent } from '../../../core/contract.js';
import { RecordingDice } from '../../../core/dice.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { def, enemyOf, putUnit, sideOf, stackAt, unit, type Ctx } from '../ctx.js';
import { d10 } from '../die.js';
import { casualtyCheck, leaderAfterRout, loneLeaderFlees } from '../leaders.js';
import { loseLevels } from '../levels.js';
import { artilleryOfRoutedStack, chosenPlan, firstLoser, retreat, retreatPlans, takeLosses } from '../losses.js';
import { continuation } from '../charges.js';
import { stepCost } from '../step-cost.js';
import {
  attackAspect,
  baseLosses,
  canAttack,
  combatStrength,
  lossPoints,
  meleeResult,
  moraleUnitCandidates,
} from '../melee.js';
import { effectiveMorale } from '../morale.js';
import { joinProblem } from '../stacking.js';
import { flag, onMap } from '../state.js';
import { isArtillery } from '../units.js';
import { leadersLeftAlone, LONE_RULES } from './left-alone.js';
import { attackerLeaders, followersContinue, FOLLOW_RULES } from './pursued.js';

/**
 * One combat of the combat step (R 9.11–9.13), the choices of the defender answered by the
 * standing policies: the morale unit with the highest morale (N8), losses concentrated on the unit
 * already hit (N9), the safest retreat (N10); or by his live answer (`DefenderChoice`, phases/defence.ts).
 * The attacker's morale unit pursues (R 12.3.2); cavalry that won and pursued may continue (R 10.2.7).
 */
export interface AttackOrder {
  attackers: string[];
  hex: string;
  moraleUnit: string;
  /** the attacker's own retreat path per hex he attacks from, should he lose (AMB-28); absent: the safest */
  retreat?: Record<string, string[]>;
  /** R 12.3.2 (rules version 5): the other attackers joining the pursuit; absent: the morale unit alone */
  pursuers?: string[];
  /** R 9.13.6 (rules version 5): the pursuers' facing after the pursuit; absent: kept */
  pursuitFacing?: number;
}

/**
 * rules version 5: R 12.3 as the spec has it (other attackers may join the pursuit, which ends in any
 * facing), and R 3.6.3 for a leader left alone in the hex his units lost (retreated or eliminated)
 */
const PURSUIT_RULES = 5;

/** R 12.2: the one-hex retreat paths of the attackers standing in `from` (AMB-28: the owner picks) */
export const attackerRetreats = (c: Ctx, attackers: readonly string[], from: string): string[][] => {
  const ids = attackers.filter((id) => unit(c, id).at === from);
  if (!ids.length) return [];
  return retreatPlans(c, ids, from, unit(c, ids[0]).facing, 1)
    .map((p) => p.path)
    .filter((p) => p.length);
};

/** N8–N10 answered live: each absent field is the policy's */
export interface DefenderChoice {
  moraleUnit?: string;
  /** the defender's units in the order they take the points after the first */
  losses?: string[];
  /** the hexes of the retreat path, should he retreat */
  retreat?: string[];
}

export const checkAttack = (c: Ctx, activated: readonly string[], o: AttackOrder, at: string): void => {
  o.attackers.forEach((id, i) => {
    const u = c.pos.units[id];
    if (!u || !activated.includes(id) || !onMap(u.at))
      fail('9.3', 'NOT_ACTIVATED', `${id} is not an activated unit on the map`, `${at}.attackers[${i}]`);
  });
  const side = sideOf(c, o.attackers[0]);
  const defenders = stackAt(c, o.hex);
  if (!defenders.length || sideOf(c, defenders[0].id) !== enemyOf(side))
    fail('9.2', 'NO_DEFENDER', `no enemy unit in ${o.hex}`, `${at}.hex`);
  if (defenders.some((u) => u.flags.wasAttacked))
    fail('9.9', 'ATTACKED_TWICE', `${o.hex} has already been attacked in this activation`, `${at}.hex`);
  o.attackers.forEach((id, i) => {
    const u = c.pos.units[id];
    // R 10.2.7: a continuation is the one second attack, by the unit alone, at a hex it rolled for
    const cont = u.flags.continuation;
    if (cont && (o.attackers.length > 1 || !cont.targets.includes(o.hex)))
      fail('10.2.7', 'CONTINUATION', `${id} continues alone against ${cont.targets.join(' or ')}`, `${at}.hex`);
    if (u.flags.attacked && !cont) fail('9.10', 'ATTACKS_TWICE', `${id} has already attacked`, `${at}.attackers[${i}]`);
    if (!canAttack(c, id, o.hex))
      fail('9.2', 'NOT_IN_ZOC', `${o.hex} is not in the ZOC of ${id}`, `${at}.attackers[${i}]`);
  });
  for (const [from, path] of Object.entries(o.retreat ?? {}))
    if (!attackerRetreats(c, o.attackers, from).some((p) => p.join() === path.join()))
      fail(
        '12.2',
        'RETREAT_PATH',
        `${path.join('→')} is not a retreat path of the attackers in ${from}`,
        `${at}.retreat`,
        { path: path.join('→'), hex: from },
      );
  if ((o.pursuers || o.pursuitFacing !== undefined) && (c.rulesVersion ?? 1) < PURSUIT_RULES)
    fail('12.3', 'PURSUIT_CHOICE', 'this game’s rules let the morale unit pursue alone', `${at}.pursuers`);
  (o.pursuers ?? []).forEach((id, i) => {
    if (!o.attackers.includes(id) || id === o.moraleUnit)
      fail('12.3.2', 'PURSUER', `${id} is not another attacker of this combat`, `${at}.pursuers[${i}]`, { id });
  });
  const arms = new Set(o.attackers.map((id) => def(c, id).arm));
  if (arms.has('cavalry') && arms.has('infantry'))
    fail('10.2.1', 'MIXED_ATTACK', 'cavalry may not attack together with infantry', `${at}.attackers`);
  if (!o.attackers.includes(o.moraleUnit) || !moraleUnitCandidates(c, o.attackers).includes(o.moraleUnit))
    fail(
      '9.11',
      'MORALE_UNIT',
      'the morale unit is a full (else disorganized) non-artillery attacker',
      `${at}.moraleUnit`,
    );
};

/** the defender's morale unit by policy: the highest effective morale among the eligible, the top one on a tie */
export const defenderMoraleUnit = (c: Ctx, hex: string): string => {
  const ids = stackAt(c, hex).map((u) => u.id);
  const cands = moraleUnitCandidates(c, ids);
  const pool = cands.length ? cands : ids;
  return pool.reduce((best, id) => (effectiveMorale(c, id) > effectiveMorale(c, best) ? id : best), pool[0]);
};

/** R 10.2.7 [INF]: a continuation has impetus when the target hex costs at most 1 MP and is not in square */
const continuationImpetus = (c: Ctx, id: string, hex: string): boolean => {
  const at = unit(c, id).at;
  const cost = stepCost(c, at, hex, [id]);
  return cost !== null && cost <= 1 && !c.P.hexside(at, hex) && !stackAt(c, hex).some((x) => x.square);
};

export const resolveAttack = (c: Ctx, o: AttackOrder, dice: Dice, choice: DefenderChoice = {}): GameEvent[] => {
  const rec = new RecordingDice(dice);
  const events: GameEvent[] = [];
  const defenders = stackAt(c, o.hex).map((u) => u.id);
  const attackerAt = Object.fromEntries(o.attackers.map((id) => [id, unit(c, id).at]));
  const attackerHexes = [...new Set(Object.values(attackerAt))];
  const defMorale = choice.moraleUnit ?? defenderMoraleUnit(c, o.hex);
  const continuing = o.attackers.some((id) => unit(c, id).flags.continuation);
  const combat = {
    attackers: o.attackers,
    defenderHex: o.hex,
    attackerMorale: o.moraleUnit,
    defenderMorale: defMorale,
    // R 10.2.2: impetus when every attacker is cavalry whose charge at this hex held valid
    validCharge: o.attackers.every(
      (id) =>
        def(c, id).arm === 'cavalry' &&
        (unit(c, id).flags.continuation
          ? continuationImpetus(c, id, o.hex)
          : unit(c, id).flags.charge?.target === o.hex && unit(c, id).flags.charge?.valid),
    ),
  };
  const aspect = attackAspect(c, combat);
  const die = d10(rec);
  const r = meleeResult(c, combat, die);
  const aStr = combatStrength(c, o.attackers);
  const dStr = combatStrength(c, defenders);
  // R 4.1.2.2: infantry attacking a square dissolves it (its +1 is already counted)
  if (o.attackers.every((id) => def(c, id).arm === 'infantry')) for (const id of defenders) delete unit(c, id).square;
  const L = baseLosses(c, aStr, dStr);
  const aPts = lossPoints(L.attacker, r.result.attacker.loss);
  const dPts = lossPoints(L.defender, r.result.defender.loss);
  for (const id of o.attackers) {
    const u = unit(c, id);
    const { continuation: _spent, ...rest } = u.flags;
    u.flags = { ...rest, attacked: true };
  }
  for (const id of defenders) flag(unit(c, id), { wasAttacked: true });
  // R 9.13.1: leaders in hexes whose units lose strength
  const casualties = [];
  for (const [hexes, pts] of [
    [[o.hex], dPts],
    [attackerHexes, aPts],
  ] as const)
    if (pts > 0)
      for (const l of Object.values(c.pos.leaders))
        if ((hexes as readonly string[]).includes(l.at)) casualties.push(casualtyCheck(c, l.id, rec));
  // R 9.13.2: levels (every participating unit, AMB-57)
  const levels: Record<string, string> = {};
  for (const [ids, n] of [
    [o.attackers, r.result.attacker.levels],
    [defenders, r.result.defender.levels],
  ] as const)
    if (n) for (const id of ids) if (onMap(unit(c, id).at)) levels[id] = loseLevels(c, id, n);
  // R 9.13.3: strength
  const aLive = o.attackers.filter((id) => onMap(unit(c, id).at));
  const dLive = defenders.filter((id) => onMap(unit(c, id).at));
  const aFirst = aLive.includes(o.moraleUnit) ? o.moraleUnit : aLive[0];
  const dFirst = dLive.length
    ? aspect === 'front' && dLive.includes(defMorale)
      ? defMorale
      : firstLoser(c, o.hex, dLive.includes(defMorale) ? defMorale : dLive[0], aspect)
    : undefined;
  const aTaken = aFirst ? takeLosses(c, aLive, aPts, aFirst, [aFirst]) : {};
  const dTaken = dFirst ? takeLosses(c, dLive, dPts, dFirst, choice.losses ?? [dFirst]) : {};
  const eliminated = [...o.attackers, ...defenders].filter((id) => unit(c, id).at === 'eliminated');
  // attackerAt and eliminated are for the board's marks (marks.ts), read from the event alone
  events.push(
    event(
      'combat',
      {
        ...o,
        attackerAt,
        defenders,
        defenderMorale: defMorale,
        aspect,
        strengths: [aStr, dStr],
        die,
        column: r.column,
        net: r.net,
        row: r.row,
        modifiers: r.modifiers,
        result: r.result,
        L,
        points: [aPts, dPts],
        levels,
        losses: { ...aTaken, ...dTaken },
        eliminated,
        casualties,
      },
      { rule: '9.11', dice: rec.rolls.map((x) => x.value) },
    ),
  );
  // R 9.13.5, 11.1: a routed stack loses its artillery; leaders go with R 3.6.4
  const rec2 = new RecordingDice(dice);
  const after: Record<string, unknown> = {};
  if (
    defenders.some((id) => unit(c, id).at === 'routed') &&
    !stackAt(c, o.hex).some((u) => !isArtillery(def(c, u.id)))
  ) {
    after.artilleryLost = artilleryOfRoutedStack(c, o.hex);
    for (const l of Object.values(c.pos.leaders))
      if (l.at === o.hex) after[`leader:${l.id}`] = leaderAfterRout(c, l.id);
  }
  // R 9.13.4: retreats
  if (r.result.winner === 'attacker') {
    const left = stackAt(c, o.hex).map((u) => u.id);
    if (left.length)
      after.defenderRetreat = retreat(
        c,
        left,
        chosenPlan(c, left, retreatPlans(c, left, o.hex, unit(c, left[0]).facing, 2), choice.retreat),
        rec2,
      );
  } else if (r.result.winner === 'defender') {
    for (const h of attackerHexes) {
      const ids = o.attackers.filter((id) => unit(c, id).at === h);
      if (ids.length)
        after[`attackerRetreat:${h}`] = retreat(
          c,
          ids,
          chosenPlan(c, ids, retreatPlans(c, ids, h, unit(c, ids[0]).facing, 1), o.retreat?.[h]),
          rec2,
        );
    }
  }
  // R 3.6.3 (rules version 5): a leader whose units left the hex or fell is alone with the enemy at hand: he
  // joins the nearest friendly unit before the pursuit enters (a routed stack's leaders went by R 3.6.4 above)
  if ((c.rulesVersion ?? 1) >= PURSUIT_RULES && !stackAt(c, o.hex).length)
    for (const l of Object.values(c.pos.leaders))
      if (l.at === o.hex) after[`leader:${l.id}`] = loneLeaderFlees(c, l.id).to;
  // R 9.13.6, 12.3: the attacker's morale unit pursues into the emptied hex
  if (
    r.result.winner === 'attacker' &&
    !stackAt(c, o.hex).length &&
    onMap(unit(c, o.moraleUnit).at) &&
    !joinProblem(c, o.hex, [o.moraleUnit])
  ) {
    after.pursuitFrom = unit(c, o.moraleUnit).at;
    putUnit(c, o.moraleUnit, o.hex);
    after.pursuit = o.moraleUnit;
    // R 12.3.2 (rules version 5): the others the player named follow while stacking allows; then any facing
    const joined = (o.pursuers ?? []).filter((id) => {
      if (!onMap(unit(c, id).at) || joinProblem(c, o.hex, [id])) return false;
      putUnit(c, id, o.hex);
      return true;
    });
    if (joined.length) after.pursuers = joined;
    // for the board's marks: where each of them came from (an event field, the position is as before)
    if (joined.length) after.pursuersFrom = Object.fromEntries(joined.map((id) => [id, attackerAt[id]]));
    if (o.pursuitFacing !== undefined) {
      for (const id of [o.moraleUnit, ...joined]) unit(c, id).facing = o.pursuitFacing;
      after.pursuitFacing = o.pursuitFacing;
    }
    // R 10.2.7 (rules version 2): cavalry that won and pursued rolls for its continuation, once
    const u = unit(c, o.moraleUnit);
    if ((c.rulesVersion ?? 1) >= 2 && def(c, o.moraleUnit).arm === 'cavalry' && !continuing && !u.flags.continued) {
      const k = continuation(c, o.moraleUnit, rec2);
      after.continuation = k;
      if (k.targets.length) flag(u, { continuation: { targets: k.targets, must: k.must } });
    }
    if ((c.rulesVersion ?? 1) >= FOLLOW_RULES) {
      const more = followersContinue(c, joined, continuing, rec2);
      if (Object.keys(more).length) after.continuations = more;
    }
  }
  if ((c.rulesVersion ?? 1) >= FOLLOW_RULES)
    for (const [l, to] of Object.entries(attackerLeaders(c, attackerAt, o.hex))) after[`leader:${l}`] = to;
  if ((c.rulesVersion ?? 1) >= LONE_RULES) {
    const before = { ...attackerAt, ...Object.fromEntries(defenders.map((id) => [id, o.hex])) };
    for (const [l, to] of Object.entries(leadersLeftAlone(c, attackerHexes, before))) after[`leader:${l}`] = to;
  }
  if (Object.keys(after).length)
    events.push(event('afterCombat', { hex: o.hex, ...after }, { rule: '9.13', dice: rec2.rolls.map((x) => x.value) }));
  return events;
};
