import { commandedNow, leaderRating } from './command.js';
import { armOf, enemyUnitOn, sideOf, unitsAt, valuesOf, other, type Ctx } from './ctx.js';
import { moveClassOf, terrainStepHp } from './movement.js';
import { halfUp, round } from './rounding.js';
import type { CombatRow, SideId } from './schema.js';
import { zocOf } from './zoc.js';
import { flotillasSail, riverUnitMayAttack, supportingShips } from './flotillas.js';

/**
 * Ch. 14 A–B: who may attack, the two strengths, the odds and every modifier of r. 13 (the
 * odds, terrain and hexsides, morale, leaders, supply, stars, encirclement, unattacked neighbours
 * and recon, read from the rule's own explanation), and the Combat Table. The
 * attacker's d10 plus the modifiers reads one row. Each modifier comes back with its rule so
 * the preview and the log can show the breakdown.
 */
export interface AttackPlan {
  target: string;
  /** units in hexes next to the target (armoured trains too, 15.3) */
  attackers: string[];
  /** artillery supporting at range (14.14) */
  artillery?: string[];
  /** the defender's supporting artillery at range */
  defenceArtillery?: string[];
  /** 14.12–13: the units whose morale each side uses (defaults: the highest) */
  attackerMorale?: string;
  defenderMorale?: string;
  /** stars of the combat-support aviation each side placed (17.10–11) */
  airStars?: { attacker: number[]; defender: number[] };
  /** every hex the active player attacks or will attack this activation (AMB-18) */
  planned?: string[];
  /** WJ HQ ids tracked by the other side's recon this turn (17.7) */
  tracked?: { byAttacker: string[]; byDefender: string[] };
  /** units that retreated into the target earlier this activation: no strength, all results (14.3) */
  retreatedIn?: string[];
}

export interface Modifier {
  id: string;
  rule: string;
  value: number;
}
export type Legality = { ok: true } | { ok: false; rule: string; reason: string; at: string };

const TANKS = new Set(['tank', 'armoured-car']);
const TRAINS = new Set(['armoured-train', 'river-unit']);
const ARMOUR = new Set(['tank', 'armoured-car', 'armoured-train', 'river-unit']);
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** 14.6, 14.10, 9.22, 11.3, 18.9, 3.12, AMB-44: may these units attack this hex */
export const checkAttack = (c: Ctx, side: SideId, p: AttackPlan): Legality => {
  if (!enemyUnitOn(c, p.target, side))
    return { ok: false, rule: '14.3', reason: `no enemy unit on ${p.target}`, at: 'target' };
  let nonArtillery = 0;
  for (const [i, id] of p.attackers.entries()) {
    const at = `attackers[${i}]`;
    const hex = c.pieces[id]?.hex;
    if (!hex || sideOf(c, id) !== side) return { ok: false, rule: '14.7', reason: `${id} is not yours on the map`, at };
    const arm = armOf(c, id);
    if (arm === 'garrison') return { ok: false, rule: '11.3', reason: 'a garrison cannot attack', at };
    if (c.pieces[id].loadedOn) return { ok: false, rule: '18.9', reason: 'a loaded unit cannot attack', at };
    if (c.pieces[id].command === 'none')
      return { ok: false, rule: '9.22', reason: 'an uncommanded unit cannot attack', at };
    if (!c.map.grid.adjacent(hex, p.target))
      return { ok: false, rule: '10.12', reason: `${id} is not next to ${p.target}`, at };
    if (
      arm !== 'armoured-train' &&
      arm !== 'river-unit' &&
      terrainStepHp(c, moveClassOf(c, id), hex, p.target) === null
    )
      return { ok: false, rule: '14.6', reason: `${id} could not move into ${p.target}`, at };
    if (arm === 'river-unit' && flotillasSail(c) && !riverUnitMayAttack(c, p.target, p.attackers))
      return { ok: false, rule: '16.4', reason: `${p.target} is not on the river nor attacked across it`, at };
    if (arm === 'artillery' && c.pieces[id].outOfSupply)
      return { ok: false, rule: '3.12', reason: 'unsupplied artillery supports only in defence', at };
    if (arm !== 'artillery') nonArtillery++;
  }
  if (!nonArtillery)
    return { ok: false, rule: '14.14', reason: 'artillery alone cannot attack (AMB-44)', at: 'attackers' };
  for (const [i, id] of (p.artillery ?? []).entries()) {
    const at = `artillery[${i}]`;
    const u = c.defs.unit(id);
    const hex = c.pieces[id]?.hex;
    if (u?.arm !== 'artillery' || !hex || u.side !== side)
      return { ok: false, rule: '14.14', reason: `${id} is not your artillery on the map`, at };
    if (c.pieces[id].outOfSupply)
      return { ok: false, rule: '3.12', reason: 'unsupplied artillery supports only in defence', at };
    if (c.map.distance(hex, p.target) > (u.range ?? 0))
      return { ok: false, rule: '14.14', reason: `${p.target} is beyond ${id}'s range`, at };
  }
  return { ok: true };
};

/** 14.10, 3.12: one unit's attack strength (parentheses count 0, unsupplied armour ½ up) */
export const attackStrengthOf = (c: Ctx, id: string): number => {
  const v = valuesOf(c, id);
  if (v.defenceOnly) return 0;
  return c.pieces[id].outOfSupply && ARMOUR.has(armOf(c, id)) ? halfUp(v.strength) : v.strength;
};
/** 14.14 (AMB-44): the side's artillery that may support the defence of `target`: in range, not in the hex */
export const artilleryInRange = (c: Ctx, side: SideId, target: string): string[] =>
  Object.keys(c.pieces).filter((id) => {
    const u = c.defs.unit(id);
    const h = c.pieces[id].hex;
    return (
      u?.arm === 'artillery' && u.side === side && h && h !== target && c.map.distance(h, target) <= (u.range ?? 0)
    );
  });

/** 14.10, 3.12, 18.9: one unit's defence strength (unsupplied armour and artillery ½ up, loaded ½ up) */
export const defenceStrengthOf = (c: Ctx, id: string): number => {
  const v = valuesOf(c, id);
  const arm = armOf(c, id);
  let s = v.strength;
  if (c.pieces[id].outOfSupply && (ARMOUR.has(arm) || arm === 'artillery')) s = halfUp(s);
  if (c.pieces[id].loadedOn) s = halfUp(s);
  return s;
};

export const defenders = (c: Ctx, p: AttackPlan): string[] =>
  unitsAt(c, p.target).filter((u) => !(p.retreatedIn ?? []).includes(u));

/** 16.4(1) (rules version 7): the defence counts the ships that watch the crossing (strength and stars; no losses) */
export const strengths = (c: Ctx, p: AttackPlan): { attack: number; defence: number } => ({
  attack: sum([...p.attackers, ...(p.artillery ?? [])].map((id) => attackStrengthOf(c, id))),
  defence: sum(
    [...defenders(c, p), ...(p.defenceArtillery ?? []), ...supportingShips(c, p.target, p.attackers)].map((id) =>
      defenceStrengthOf(c, id),
    ),
  ),
});

/** 14.11 (M1): the odds, rounded per 1.6 and capped at 10; equal strengths give 0 (AMB-15) */
export const oddsModifier = (attack: number, defence: number, evenOdds: 'zero' | 'plus-one' = 'zero'): number => {
  if (attack === defence) return evenOdds === 'zero' ? 0 : 1;
  if (defence === 0) return 10;
  if (attack === 0) return -10;
  return attack > defence ? Math.min(10, round(attack / defence)) : -Math.min(10, round(defence / attack));
};

/** 18.9: a loaded unit's morale is capped by its transport's */
export const moraleOf = (c: Ctx, id: string): number => {
  const m = valuesOf(c, id).morale;
  const t = c.pieces[id].loadedOn ? c.defs.transport(c.pieces[id].loadedOn!) : undefined;
  return t ? Math.min(m, t.maxMorale) : m;
};
/** 14.12–13: the default morale unit: the highest morale (artillery only when it stands in the hex, which it does here) */
export const bestMorale = (c: Ctx, units: string[]): string =>
  [...units].sort((a, b) => moraleOf(c, b) - moraleOf(c, a) || (a < b ? -1 : 1))[0];

const stars = (c: Ctx, units: string[], kinds: Set<string>): number[] =>
  units.filter((u) => kinds.has(armOf(c, u))).map((u) => valuesOf(c, u).stars);
const capped = (c: Ctx, xs: number[], cap: number): number =>
  Math.min(cap, c.options.stars === 'sum-then-cap' ? sum(xs) : Math.max(0, ...xs));
const INFANTRY_CAVALRY = new Set(['infantry', 'cavalry']);

/** M5/M6 (AMB-03): does lack of supply count for this side's units */
const unsuppliedCounts = (c: Ctx, units: string[]): boolean => {
  const ic = units.filter((u) => INFANTRY_CAVALRY.has(armOf(c, u)));
  if (c.options.unsuppliedModifier === 'any-unit') return ic.some((u) => c.pieces[u].outOfSupply);
  const levels = (u: string): number => valuesOf(c, u).levels - c.pieces[u].level + 1;
  return sum(ic.filter((u) => c.pieces[u].outOfSupply).map(levels)) * 2 > sum(ic.map(levels));
};

/** M10 (14.13, AMB-17): every neighbour of the target holds an attacker-side unit or lies in its ZOC or delay zone, and none holds a defender-side unit */
export const encircled = (c: Ctx, side: SideId, target: string): boolean => {
  if (c.map.localities.has(target)) return false;
  const ring = c.map.neighbours(target);
  if (ring.length < 6 && c.options.encirclementEdges === 'open') return false;
  const zoc = zocOf(c, side);
  const delay = new Set(c.delay[side]);
  const defender = other(side);
  return ring.every((h) => {
    const units = unitsAt(c, h);
    if (units.some((u) => sideOf(c, u) === defender)) return false;
    if (c.tables.terrain[c.map.terrain(h)].cost.infantry === null) return c.options.encirclementEdges === 'closed';
    return units.some((u) => sideOf(c, u) === side) || zoc.has(h) || delay.has(h);
  });
};

/** Every modifier of 14.13 for this attack, with its rule. */
export const modifiers = (c: Ctx, side: SideId, p: AttackPlan): Modifier[] => {
  const out: Modifier[] = [];
  const add = (id: string, rule: string, value: number): void => void (value !== 0 && out.push({ id, rule, value }));
  const def = defenders(c, p);
  const { attack, defence } = strengths(c, p);
  add('odds', '14.11', oddsModifier(attack, defence, c.options.evenOdds));

  // M2: the hex's terrain (ignored when only armour defends a city, town, fort or forest), then hexside features every attacker crosses
  const terrain = c.map.terrain(p.target);
  const onlyArmour = def.length > 0 && def.every((u) => ARMOUR.has(armOf(c, u)));
  const exempt = onlyArmour && (terrain === 'city' || terrain === 'town' || terrain === 'fort' || terrain === 'forest');
  if (!exempt) add('terrain', '14.13', c.tables.terrain[terrain].combat ?? 0);
  // AMB-19: only the adjacent attackers count; ranged artillery is not in p.attackers
  const adjacent = p.attackers.map((a) => c.pieces[a].hex!);
  const kinds = new Set(adjacent.flatMap((h) => c.map.hexside(h, p.target).map((f) => f.kind)));
  for (const k of kinds)
    if (adjacent.every((h) => c.map.hexside(h, p.target).some((f) => f.kind === k)))
      add(`hexside:${k}`, '14.13', c.tables.hexsides[k].combat);

  // M3: morale
  const am = moraleOf(c, p.attackerMorale ?? bestMorale(c, p.attackers));
  const dm = def.length ? moraleOf(c, p.defenderMorale ?? bestMorale(c, def)) : 0;
  add('morale', '14.13', Math.sign(am - dm));

  // M4: leaders (AMB-13: a defence not wholly commanded counts 0, or the modifier is skipped)
  const allCommanded = def.every((u) => commandedNow(c, u));
  if (allCommanded || c.options.mixedCommandLeader === 'rating-zero') {
    const a = leaderRating(c, p.attackers);
    const d = allCommanded ? leaderRating(c, def) : 0;
    add('leader', '14.13', Math.sign(a - d));
  }

  // M5, M6: supply (AMB-03)
  if (unsuppliedCounts(c, p.attackers)) add('attacker-unsupplied', '14.13', -3);
  if (unsuppliedCounts(c, def)) add('defender-unsupplied', '14.13', 1);

  // M7–M9: stars, capped per category (AMB-16)
  add('tanks', '14.13', capped(c, stars(c, p.attackers, TANKS), 2) - capped(c, stars(c, def, TANKS), 2));
  const ships = supportingShips(c, p.target, p.attackers);
  add(
    'trains',
    '14.13',
    capped(c, stars(c, p.attackers, TRAINS), 2) - capped(c, stars(c, [...def, ...ships], TRAINS), 2),
  );
  add('aviation', '17.11', capped(c, p.airStars?.attacker ?? [], 3) - capped(c, p.airStars?.defender ?? [], 3));

  // M10: encirclement
  if (encircled(c, side, p.target)) add('encirclement', '14.13', 4);

  // M11: every enemy-held hex next to an attacking unit that is not attacked in this activation
  const planned = new Set([p.target, ...(p.planned ?? [])]);
  const untouched = new Set<string>();
  for (const a of p.attackers)
    for (const n of c.map.neighbours(c.pieces[a].hex!))
      if (!planned.has(n) && enemyUnitOn(c, n, side)) untouched.add(n);
  add('unattacked-neighbours', '14.13', -2 * untouched.size);

  // M12: recon (17.7)
  const wj = (units: string[]): Set<string> =>
    new Set(units.map((u) => c.defs.unit(u)?.formation).filter((f): f is string => !!f));
  const aw = wj(p.attackers),
    dw = wj(def);
  if ((p.tracked?.byDefender ?? []).some((h) => aw.has(h))) add('recon-attacker', '17.7', -1);
  if ((p.tracked?.byAttacker ?? []).some((h) => dw.has(h))) add('recon-defender', '17.7', 1);
  return out;
};

/** 14.16: the Combat Table row for a modified roll (the first and last rows are open-ended) */
export const combatRow = (c: Ctx, modifiedRoll: number): CombatRow =>
  c.tables.combat.find((r) => (r.min === null || modifiedRoll >= r.min) && (r.max === null || modifiedRoll <= r.max))!;
