import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { afterFullTurns, allocateLosses, rebuildSpace, type LevelAfter } from '../combat-losses.js';
import { checkPursuit, pursuitAllowanceHp } from '../combat-pursuit.js';
import { checkRetreat, defaultRetreat, retreatPaths } from '../combat-retreat.js';
import {
  artilleryInRange,
  bestMorale,
  checkAttack,
  combatRow,
  modifiers,
  strengths,
  type AttackPlan,
} from '../combat.js';
import { contactNeedsRoll, hqEliminatedInZoc, loneHqContact } from '../command.js';
import { armOf, hqsAt, isUnit, other, sideOf, unitsAt, valuesOf } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { d10 } from '../rounding.js';
import type { SideId } from '../schema.js';
import { destroyTransport } from './transport.js';
import { isShipCarrier } from '../transport.js';
import { attackerRetreatFrom, checkAttackerChoices } from './attacker-choices.js';
import { ctxOf, versionOf, type WojnaState } from '../state.js';
import { riverPassResult } from '../flotillas.js';
import { asksLive, policiesOf } from '../policies.js';
import { airStars, bestDefenceAir, fighterReactions, placeSupport } from './air.js';

/**
 * One combat (14.7–17) played to its end with the defender's standing defaults (README "Standing defaults": the
 * best morale unit, every artillery in range, losses by levelling, the retreat by priority), then
 * the attacker's conditional pursuit. A conditional that the dice made impossible is skipped and
 * reported, never refused: a refusal must not depend on dice.
 */
type AttackOrder = Extract<WojnaOrder, { type: 'attack' }>;

/** the pieces a ship carries get off where it stands (rules version 7; no piece rides a unit before) */
const setDown = (s: WojnaState, carrier: string): void => {
  for (const p of Object.values(s.pieces))
    if (p.loadedOn === carrier) {
      delete p.loadedOn;
      delete p.loadedTurn;
    }
};

/** removes a counter: garrisons for good (11.5), others to the turn track (14.47–48, 9.26) */
export const eliminate = (t: Turn<WojnaState>, id: string, why: string): void => {
  const s = t.s;
  const c = ctxOf(s);
  const side = sideOf(c, id);
  if (s.garrisons[id]) {
    delete s.pieces[id];
    delete s.garrisons[id];
    s.levelsLost[side] += 1;
    t.events.push(event('eliminated', { piece: id, side, why, garrison: true }, { rule: '11.5' }));
    return;
  }
  if (isUnit(c, id)) s.levelsLost[side] += valuesOf(c, id).levels - s.pieces[id].level + 1;
  const riding = s.pieces[id].loadedOn; // rules version 5: its transport goes with it (18.10)
  if (riding && isShipCarrier(c, riding))
    setDown(s, riding); // rules version 7: a ship loses its load, not itself
  else if (riding) destroyTransport(t, riding, why);
  setDown(s, id); // rules version 7: a ship eliminated sets down what it carried
  const stationary = c.defs.hq(id)?.ma === 0;
  const roll = stationary ? undefined : d10(t.dice);
  const space = roll === undefined ? afterFullTurns(c, s.turn, 3) : rebuildSpace(c, id, roll, s.turn).space;
  const at = s.pieces[id].hex;
  s.pieces[id] = {
    hex: null,
    level: 1,
    returnsOn: space,
    ...(at && isUnit(c, id) && (s.rulesVersion ?? 2) >= 2 ? { fellAt: at } : {}),
  };
  t.events.push(
    event(
      'eliminated',
      { piece: id, side, why, returnsOn: space, ...(roll !== undefined ? { roll } : {}) },
      { rule: stationary ? '9.26' : '14.47', dice: roll === undefined ? [] : [roll] },
    ),
  );
};

const applyLevels = (t: Turn<WojnaState>, levels: Record<string, LevelAfter>, why: string): void => {
  for (const [id, l] of Object.entries(levels)) {
    if (l === 'eliminated') eliminate(t, id, why);
    else {
      const c = ctxOf(t.s);
      if (isUnit(c, id)) t.s.levelsLost[sideOf(c, id)] += l - t.s.pieces[id].level;
      t.s.pieces[id].level = l;
    }
  }
};

/** losses on a stack (14.42): the first on `first`, then levelling with the owner's default */
export const takeLosses = (
  t: Turn<WojnaState>,
  units: string[],
  n: number,
  first: string | undefined,
  why: string,
  /** the owner's order after the first loss (checked when given) */
  order?: string[],
): void => {
  if (n <= 0 || !units.length) return;
  const r = allocateLosses(ctxOf(t.s), units, n, first, order);
  if ('ok' in r) return;
  t.events.push(event('losses', { units: r.taken, why }, { rule: '14.42' }));
  applyLevels(t, r.levels, why);
};

/**
 * 14.18–30: the stack on `from` retreats x hexes away from `attackers`; ZOC tests on the way (14.25, 10.15).
 * `chosen` (rules version 3): the owner's path beyond `from`, answered ahead; its first x hexes are
 * taken when they make a retreat of the best priority (14.22), else the default path, reported. `group`
 * (rules version 4, a split): only these units retreat, without the HQs, which stay with the rest.
 */
const retreat = (
  t: Turn<WojnaState>,
  from: string,
  side: SideId,
  x: number,
  attackers: string[],
  chosen?: string[],
  group?: string[],
): string | null => {
  const s = t.s;
  const c = ctxOf(s);
  const units = group ?? unitsAt(c, from).filter((u) => sideOf(c, u) === side);
  const hqs = group ? [] : hqsAt(c, from).filter((h) => sideOf(c, h) === side);
  if (!units.length) return null;
  const dflt = defaultRetreat(c, [...units, ...hqs], from, x, attackers);
  const mine =
    dflt && chosen ? checkRetreat(c, [...units, ...hqs], from, x, attackers, [from, ...chosen.slice(0, x)]) : null;
  if (mine && 'ok' in mine)
    t.events.push(event('retreat-choice-skipped', { side, hex: from, reason: mine.reason }, { rule: mine.rule }));
  const path = mine && !('ok' in mine) ? mine : dflt;
  if (!path) {
    for (const id of [...units, ...hqs]) eliminate(t, id, 'no-retreat');
    t.events.push(event('retreat-impossible', { hex: from, side }, { rule: '14.26' }));
    return null;
  }
  const to = path.path[path.path.length - 1];
  for (const id of [...units, ...hqs]) {
    s.pieces[id].hex = to;
    if (s.pieces[id].replacement) {
      delete s.pieces[id].replacement; // 5.17: the marker is wasted
      t.events.push(event('replacement-lost', { unit: id }, { rule: '5.17' }));
    }
  }
  s.activation!.retreated.push(...units);
  const rolls = path.zocHexes.map(() => d10(t.dice));
  const morale = Math.max(...units.map((u) => valuesOf(c, u).morale));
  const failures = rolls.filter((r) => r > morale).length;
  t.events.push(
    event(
      'retreat',
      { side, units, hqs, path: path.path, zocHexes: path.zocHexes, rolls, morale, failures },
      { rule: '14.25', dice: rolls },
    ),
  );
  takeLosses(t, units, failures, undefined, 'retreat-zoc');
  riverPasses(t, units, path.passes ?? []);
  // 18.10 (rules version 5): a loaded unit forced to retreat loses a level more; its transport is destroyed
  const loaded = units.filter((u) => s.pieces[u].loadedOn);
  for (const tr of new Set(loaded.map((u) => s.pieces[u].loadedOn!)))
    if (isShipCarrier(c, tr))
      eliminate(t, tr, 'loaded-retreat'); // rules version 7: the ship is the transport lost
    else destroyTransport(t, tr, 'retreat');
  for (const u of loaded) takeLosses(t, [u], 1, u, 'loaded-retreat');
  for (const h of hqs) {
    for (const _ of path.zocHexes) {
      if (s.pieces[h].hex === null) break;
      const r = d10(t.dice);
      const dead = hqEliminatedInZoc('with-stack', r, 'infantry', c.defs.hq(h)!.tr);
      t.events.push(
        event('hq-zoc-test', { hq: h, roll: r, tr: c.defs.hq(h)!.tr, eliminated: dead }, { rule: '10.15', dice: [r] }),
      );
      if (dead) eliminate(t, h, 'retreat-zoc');
    }
  }
  return to;
};

/** 14.29 (rules version 7): a river unit rolls for each enemy unit it sailed past: 6–9 costs a level (the last one eliminates) */
const riverPasses = (t: Turn<WojnaState>, units: string[], passes: string[]): void => {
  for (const hex of passes)
    for (const u of units) {
      const s = t.s;
      if (!s.pieces[u]?.hex) continue;
      const c = ctxOf(s);
      const roll = d10(t.dice);
      const result = riverPassResult(roll, valuesOf(c, u).levels - s.pieces[u].level + 1);
      t.events.push(event('river-pass', { unit: u, hex, roll, result }, { rule: '14.29', dice: [roll] }));
      if (result !== 'passes') takeLosses(t, [u], 1, u, 'river-pass');
    }
};

/** 9.25 (AMB-38): HQs left alone after losses are displaced by the attacker's strongest contact type */
const loneHqs = (t: Turn<WojnaState>, hex: string, side: SideId, attackers: string[]): void => {
  const s = t.s;
  const c = ctxOf(s);
  if (unitsAt(c, hex).some((u) => sideOf(c, u) === side)) return;
  const arms = attackers.filter((a) => s.pieces[a]?.hex).map((a) => armOf(c, a));
  const arm =
    ['armoured-car', 'armoured-train', 'cavalry', 'infantry', 'tank'].find((x) => arms.includes(x as never)) ??
    'infantry';
  for (const h of hqsAt(c, hex).filter((x) => sideOf(c, x) === side)) {
    const roll = contactNeedsRoll(arm) ? d10(t.dice) : undefined;
    const r = loneHqContact(ctxOf(s), h, arm, roll);
    const dice = roll === undefined ? [] : [roll];
    if (r.eliminated) {
      t.events.push(event('hq-overrun', { hq: h, arm, roll, eliminated: true }, { rule: '9.25', dice }));
      eliminate(t, h, 'overrun');
      continue;
    }
    const paths = retreatPaths(ctxOf(s), [h], hex, r.displace, attackers);
    t.events.push(
      event(
        'hq-overrun',
        { hq: h, arm, roll, displace: r.displace, to: paths[0]?.path.at(-1) ?? null },
        { rule: '9.25', dice },
      ),
    );
    if (paths.length) s.pieces[h].hex = paths[0].path[paths[0].path.length - 1];
    else eliminate(t, h, 'overrun');
  }
};

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
  if (s.policies && asksLive(policiesOf(s.policies, enemy))) {
    a.pending = { attack: o, planned, airStars };
    s.awaiting = { side: enemy, kind: 'defence' };
    t.events.push(event('defence-asked', { side: enemy, target: o.target }, { rule: '14.7' }));
    return 'asked';
  }
  resolveAttack(t, o, { ...plan, airStars: { attacker: airStars, defender: [] } }, {});
  return 'fought';
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
): void => {
  const s = t.s;
  const a = s.activation!;
  const side = a.active;
  const enemy = other(side);
  const c = ctxOf(s);
  const defenders = unitsAt(c, o.target).filter((u) => sideOf(c, u) === enemy);
  const pol = policiesOf(s.policies, enemy);
  const air = answer.air ?? (pol.defenceAir === 'best' && s.policies ? bestDefenceAir(s, enemy, o.target) : []);
  plan.airStars = {
    attacker: plan.airStars?.attacker ?? [],
    defender: placeSupport(t, enemy, air, `${answerAt}.air`, [...o.attackers, ...defenders]),
  };
  // spec 5.3 C3 (rules version 4): fighter reactions, the defender's first, then the attacker's
  if (s.air && versionOf(s) >= 4) {
    const mine = (o.air ?? []).map((e) => e.unit);
    const theirs = air.map((e) => e.unit);
    const hit = [...fighterReactions(t, enemy, mine), ...fighterReactions(t, side, theirs)];
    const flying = (ids: string[]): number[] => ids.filter((id) => s.air!.units[id].hex).map((id) => airStars(s, id));
    if (hit.length) plan.airStars = { attacker: flying(mine), defender: flying(theirs) };
  }
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
  loneHqs(t, o.target, enemy, alive(o.attackers));
  if (row.attacker.retreat > 0) {
    const from = [...new Set(alive(attackersIn).map((u) => s.pieces[u].hex!))];
    for (const h of from)
      retreat(
        t,
        h,
        side,
        row.attacker.retreat,
        alive(unitsAt(ctxOf(s), o.target).filter((u) => sideOf(ctxOf(s), u) === enemy)),
        attackerRetreatFrom(o, h),
      );
  }

  // 14.31–37: the attacker's conditional pursuit, when the target was vacated
  const vacated =
    row.defender.retreat > 0 &&
    !unitsAt(ctxOf(s), o.target).some((u) => sideOf(ctxOf(s), u) === enemy) &&
    !hqsAt(ctxOf(s), o.target).some((h) => sideOf(ctxOf(s), h) === enemy);
  for (const p of o.pursue ?? []) {
    const cc = ctxOf(s);
    const from = s.pieces[p.unit]?.hex;
    const r = vacated && from ? checkPursuit(cc, p.unit, [from, ...p.path], o.target, row.defender.retreat) : null;
    if (!r?.ok) {
      t.events.push(
        event(
          'pursuit-skipped',
          { unit: p.unit, reason: !vacated ? 'not-vacated' : (r?.reason ?? 'gone') },
          { rule: '14.32' },
        ),
      );
      continue;
    }
    s.pieces[p.unit].hex = p.path[p.path.length - 1];
    const wj = cc.defs.unit(p.unit)?.formation;
    if (wj && (s.rulesVersion ?? 2) >= 2) {
      const pursued = (a.pursued ??= {});
      pursued[wj] = Math.max(pursued[wj] ?? 0, pursuitAllowanceHp(cc, p.unit, row.defender.retreat) ?? 0);
    }
    t.events.push(event('pursuit', { unit: p.unit, path: [from, ...p.path], mp: r.spentHp / 2 }, { rule: '14.33' }));
  }
};
