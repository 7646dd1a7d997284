import { still } from './occupancy.js';
import { def, enemyOf, headOf, sideOf, stackAt, unit, type Ctx } from './ctx.js';
import { roundHalfUp } from './die.js';
import { zoneOf } from './facing.js';
import { effectiveMorale, type Modifier } from './morale.js';
import { readMeleeCell, type MeleeResult } from './schema.js';
import { onMap, type UnitState } from './state.js';
import { effectiveStars, isArtillery, strengthOf } from './units.js';
import { enemyZocAt, zocOf } from './zoc.js';

/**
 * Chapter 9: infantry melee (and the charges of chapter 10, which use the same table). The
 * procedure of R 9.11: name the units, designate each side's morale unit, the strength ratio, the
 * modifiers capped at ±5, the die, the result; R 9.12: losses from the engaged-strength track.
 */

/** R 6.13, 11.1: strengths add; artillery counts 0 in a stack with other units, 1 alone */
export const combatStrength = (c: Ctx, ids: readonly string[]): number => {
  let total = 0;
  for (const id of ids) {
    const d = def(c, id);
    const u = unit(c, id);
    if (!isArtillery(d)) total += strengthOf(d, u);
    else if (stackAt(c, u.at).every((x) => isArtillery(def(c, x.id)))) total += 1;
  }
  return total;
};

/** R 9.11 note, 9.12 (AMB-5): the engaged-strength track gives the base loss L */
export const baseLoss = (c: Ctx, engaged: number): number => {
  const band = c.P.pack.tables.engaged.find((b) => engaged >= b.min && (b.max === null || engaged <= b.max));
  return band ? band.loss : 1;
};
/** the L for each side: from the stronger side's strength (default), each side's own, or the weaker's */
export const baseLosses = (c: Ctx, attacker: number, defender: number): { attacker: number; defender: number } => {
  const mode = c.opts.engagedFrom;
  if (mode === 'own') return { attacker: baseLoss(c, attacker), defender: baseLoss(c, defender) };
  const L = baseLoss(c, mode === 'stronger' ? Math.max(attacker, defender) : Math.min(attacker, defender));
  return { attacker: L, defender: L };
};
/** R 9.12.2, 1.6.1: L × 1, 1.5 or 2, rounded half up (3 × 1.5 = 4.5 → 5) */
export const lossPoints = (L: number, multiplier: number): number => roundHalfUp(L * multiplier);

/** R 9.11 (3), AMB-51: the ratio column, rounded in the defender's favour (the last column whose minimum is reached) */
export const ratioColumn = (c: Ctx, attacker: number, defender: number): number => {
  const cols = c.P.pack.tables.melee.columns;
  const ratio = attacker / Math.max(1, defender);
  let col = 0;
  cols.forEach((k, i) => {
    if (ratio + 1e-9 >= k.min) col = i;
  });
  return col;
};

/** R 9.11 (4): the net modifier never goes past ±5 */
export const capModifier = (n: number): number => Math.max(-5, Math.min(5, n));

export interface Combat {
  attackers: string[];
  defenderHex: string;
  attackerMorale: string;
  defenderMorale: string;
  /** R 10.2.2: the attacking cavalry's charge is valid (impetus counts) */
  validCharge?: boolean;
}

/** R 4.5: a unit's flank is protected when its side zone lies in the ZOC of another friendly unit */
export const flankProtected = (c: Ctx, u: UnitState): boolean => {
  const g = c.P.grid;
  const side = sideOf(c, u.id);
  const sideHexes = [g.neighbour(u.at, u.facing - 1), g.neighbour(u.at, u.facing + 2)].filter((h): h is string => !!h);
  const friends = Object.values(c.pos.units).filter((f) => f.at !== u.at && onMap(f.at) && sideOf(c, f.id) === side);
  return sideHexes.length > 0 && sideHexes.every((h) => friends.some((f) => zocOf(c, f).includes(h)));
};

/** [INF, AMB-49] flank or rear when any attacking hex lies in the defender's side or rear zone; a square has neither */
export const attackAspect = (c: Ctx, combat: Combat): 'front' | 'side' | 'rear' => {
  const head = headOf(c, combat.defenderHex)!;
  if (head.square) return 'front';
  const zones = new Set(
    combat.attackers.map((id) => zoneOf(c.P.grid, combat.defenderHex, head.facing, unit(c, id).at)),
  );
  return zones.has('rear') ? 'rear' : zones.has('side') ? 'side' : 'front';
};

/** R 9.11 (4): every modifier, listed; the sum is capped by the caller */
export const meleeModifiers = (c: Ctx, combat: Combat): Modifier[] => {
  const m = c.P.pack.tables.melee.modifiers;
  const out: Modifier[] = [];
  const defenders = stackAt(c, combat.defenderHex);
  const attackers = combat.attackers.map((id) => def(c, id));
  const cavalry = attackers.every((d) => d.arm === 'cavalry');
  const terrain = c.P.terrainOf(combat.defenderHex);
  if (!cavalry && defenders.some((u) => u.square))
    out.push({ value: 1, rule: '4.1.2.2', why: 'infantry attacks a square' });
  if (terrain.melee) out.push({ value: terrain.melee, rule: '10.2.3', why: `defender in ${terrain.id}` });
  if (cavalry && !combat.validCharge && terrain.cavalryPenalty)
    out.push({ value: -2, rule: '10.2.3', why: 'cavalry without a valid charge' });
  const sides = combat.attackers.map((id) => c.P.hexside(unit(c, id).at, combat.defenderHex));
  if (sides.every((s) => s !== undefined)) {
    const worst = Math.min(...sides.map((s) => c.P.pack.tables.hexsides.find((h) => h.id === s)!.melee));
    if (worst) out.push({ value: worst, rule: '7.3', why: 'attack across a hexside feature' });
  }
  const impetus = (ids: string[]) =>
    Math.max(
      0,
      ...ids.filter((id) => def(c, id).arm === 'cavalry').map((id) => effectiveStars(def(c, id), unit(c, id))),
    );
  if (cavalry && combat.validCharge && !defenders.some((u) => u.square)) {
    const v = impetus(combat.attackers) * m.impetusPerStar;
    if (v) out.push({ value: v, rule: '10.2.2', why: 'impetus of a valid charge' });
  }
  const counter = defenders.filter((u) => u.flags.counterCharged).map((u) => u.id);
  if (counter.length) {
    const v = impetus(counter) * m.impetusPerStar;
    if (v) out.push({ value: -v, rule: '10.3.2', why: 'impetus of a counter-charge' });
  }
  const skirm = (ids: string[]) =>
    Math.max(
      0,
      ...ids.filter((id) => def(c, id).arm === 'infantry').map((id) => effectiveStars(def(c, id), unit(c, id))),
    );
  const sk = (skirm(combat.attackers) - skirm(defenders.map((u) => u.id))) * m.skirmisherPerStar;
  if (sk) out.push({ value: sk, rule: '1.3.5', why: 'skirmishers' });
  const mo = (effectiveMorale(c, combat.attackerMorale) - effectiveMorale(c, combat.defenderMorale)) * m.moralePerPoint;
  if (mo) out.push({ value: mo, rule: '9.11', why: 'morale of the designated units' });
  const aspect = attackAspect(c, combat);
  if (aspect === 'rear') out.push({ value: m.rear, rule: '4.5', why: 'attack from the rear' });
  if (aspect === 'side' && !(m.protectedFlankCancels && flankProtected(c, headOf(c, combat.defenderHex)!)))
    out.push({ value: m.flank, rule: '4.5', why: 'attack on the flank' });
  return out;
};

/** R 9.11 (5): the result for a given die (already rolled) */
export const meleeResult = (
  c: Ctx,
  combat: Combat,
  die: number,
): { column: number; net: number; row: number; result: MeleeResult; modifiers: Modifier[] } => {
  const a = combatStrength(c, combat.attackers);
  const d = combatStrength(
    c,
    stackAt(c, combat.defenderHex).map((u) => u.id),
  );
  const column = ratioColumn(c, a, d);
  const modifiers = meleeModifiers(c, combat);
  const net = capModifier(modifiers.reduce((s, m) => s + m.value, 0));
  const row = Math.max(0, Math.min(9, die + net));
  return { column, net, row, result: readMeleeCell(c.P.pack.tables.melee.rows[row][column]), modifiers };
};

/**
 * R 9.11 (2), AMB-18: who may be a side's morale unit: a non-artillery unit, full if the side has a
 * full one, else disorganized, else (all demoralized) any non-artillery unit.
 */
export const moraleUnitCandidates = (c: Ctx, ids: readonly string[]): string[] => {
  const pool = ids.filter((id) => !isArtillery(def(c, id)));
  for (const level of ['full', 'disorganized', 'demoralized'] as const) {
    const x = pool.filter((id) => unit(c, id).level === level);
    if (x.length) return x;
  }
  return [];
};

/**
 * R 10.2.7: the hexes a won charge may still continue against: rolled for, held by the enemy, not yet
 * attacked in this activation, and in the unit's ZOC (what the attack order itself is judged by)
 */
export const openContinuation = (c: Ctx, id: string): string[] => {
  const u = c.pos.units[id];
  const foe = enemyOf(sideOf(c, id));
  return (u?.flags.continuation?.targets ?? []).filter((h) => {
    const s = stackAt(c, h);
    return s.length > 0 && sideOf(c, s[0].id) === foe && !s.some((x) => x.flags.wasAttacked) && canAttack(c, id, h);
  });
};

/**
 * R 9.2–9.10 with the closure rule of AMB-17: the enemy hexes an activated unit must still attack.
 * A unit that attacked, a square (R 9.7) and artillery (no ZOC) owe nothing; a hex already attacked
 * (R 9.9) is owed by no one.
 */
export const obligations = (c: Ctx, activated: readonly string[]): { unit: string; targets: string[] }[] =>
  still(c.pos.units, () => owed(c, activated));
// read-only: looked up on one held index (occupancy.ts `still`), not proved fresh at each look-up
const owed = (c: Ctx, activated: readonly string[]): { unit: string; targets: string[] }[] => {
  const out: { unit: string; targets: string[] }[] = [];
  for (const id of activated) {
    const u = c.pos.units[id];
    if (!u || !onMap(u.at)) continue;
    const foe = enemyOf(sideOf(c, id));
    // R 10.2.7: a continuation rolled below 9 must be made while a target is left
    const cont = u.flags.continuation;
    if (cont) {
      const open = openContinuation(c, id);
      if (cont.must && open.length) out.push({ unit: id, targets: open });
      continue;
    }
    if (u.flags.attacked || u.square || isArtillery(def(c, id))) continue;
    const targets = zocOf(c, u).filter((h) => {
      const s = stackAt(c, h);
      return s.length > 0 && sideOf(c, s[0].id) === foe && !s.some((x) => x.flags.wasAttacked);
    });
    if (targets.length) out.push({ unit: id, targets });
  }
  return out;
};

/** R 9.2: every attacker has the defender hex in its ZOC */
export const canAttack = (c: Ctx, attacker: string, hex: string): boolean =>
  zocOf(c, unit(c, attacker)).includes(hex) && !unit(c, attacker).square;

/** the enemy units whose ZOC holds a hex (for the "must be attacked" side of R 9.3) */
export const threatened = (c: Ctx, hex: string): boolean => {
  const s = stackAt(c, hex);
  return s.length > 0 && enemyZocAt(c, hex, sideOf(c, s[0].id)).length > 0;
};
