import { worksW } from './cow.js';
import { hexEncircled, unitEncircled } from './campaign/port-pocket.js';
import type { Dice, GameEvent } from '../../core/contract.js';
import { type Board, boardOf, defOf, has, sideOf, unitsAt, enemyAt } from './ctx.js';
import { ev } from './events.js';
import { isHq, isPatrol } from './command.js';
import { bridgeheadFace } from './bridgeheads.js';
import type { SideId } from './schema.js';
import type { AttackPending, OwcState, Works } from './state.js';
import { check as checkUnit, hurt as hurtUnit } from './phases/checks.js';
import { versionOf } from './version.js';

/**
 * 25: fortresses. A fortress defends with its own garrison (SP = its strength, R 6) even when empty;
 * an attack on it is one check, not a retreat (25.2); a captured fortress is for good a fortified area
 * of its strength (25.3, `ctx.ts` `mapOf` reads `works.captured`). Strengths are scenario data.
 */

export const GARRISON_R = 6;
export const fortsOn = (s: OwcState): s is OwcState & { works: Works } => has(s, 'fortresses') && !!s.works;
export const fortressStrength = (s: OwcState, h: string): number => s.works?.strength[h] ?? 1;

/** 25.1: an isolated fortress is encircled and beyond the command range of every own Army HQ */
export const isolatedFortress = (b: Board, h: string, side: SideId): boolean =>
  hexEncircled(b, h, side) && // 38.1: not a German garrison supplied by sea
  !Object.values(b.s.units).some(
    (u) =>
      u.where === 'map' &&
      u.hex &&
      sideOf(b.s, u.id) === side &&
      isHq(defOf(b.s, u.id)) &&
      b.m.grid.distance(h, u.hex) <= defOf(b.s, u.id).cr!,
  );

/** 25.2: every neighbour holds an enemy unit (or is a hexside nobody crosses) */
export const surrounded = (b: Board, h: string, side: SideId): boolean =>
  b.m.grid.neighbourCells(h).every((n) => b.m.impassable(h, n) || enemyAt(b, n, side));

/**
 * 25.6 (rules version 2, standing order `abandon`): the defender gives up the defence of its attacked
 * fortress when it is isolated (25.1) and not surrounded; the attack is then a normal one, and its
 * success captures the fortress.
 */
export const abandons = (b: Board, target: string, defender: SideId): boolean =>
  versionOf(b.s) >= 2 &&
  fortsOn(b.s) &&
  b.s.standing[defender].abandon === 'always' &&
  b.m.fortress(target) === defender &&
  unitsAt(b, target).length > 0 &&
  isolatedFortress(b, target, defender) &&
  !surrounded(b, target, defender);

/**
 * The fortification an attack on `target` meets as a fortress (25.2): an enemy fortress (unless its
 * defender abandons it, 25.6), or a bridgehead attacked only across its front (26); null for any other
 * attack.
 */
export const fortressAttack = (
  b: Board,
  target: string,
  attackers: string[],
  defender: SideId,
): { kind: 'fortress' | 'bridgehead'; strength: number } | null => {
  const s = b.s;
  if (fortsOn(s) && b.m.fortress(target) === defender)
    return abandons(b, target, defender) ? null : { kind: 'fortress', strength: fortressStrength(s, target) };
  const bh = bridgeheadFace(b, target, attackers, defender);
  return bh?.face === 'front' ? { kind: 'bridgehead', strength: bh.strength } : null;
};

/** 25.2.2: the unit that checks for the fortress: the best defender (highest R, no weak unit, no HQ), else the garrison */
export const fortressChecker = (s: OwcState, defenders: string[]): string | null =>
  defenders
    .filter((u) => !isHq(defOf(s, u)) && !isPatrol(defOf(s, u)) && !(s.units[u].broken && defOf(s, u).sp <= 1))
    .sort((x, y) => defOf(s, y).r - defOf(s, x).r || (x < y ? -1 : 1))[0] ?? null;

/** 25.2.2: the check's modifiers: fortress strength, the table cell, superiority, artillery, encirclement, an ally's fortress */
export const fortressCheckMods = (
  b: Board,
  target: string,
  strength: number,
  attackers: string[],
  checker: string | null,
  rmod: number,
  artillery: boolean,
): { rule: string; value: number }[] => {
  const s = b.s;
  const r = checker ? defOf(s, checker).r : GARRISON_R;
  const side = checker ? sideOf(s, checker) : (b.m.fortress(target) ?? sideOf(s, unitsAt(b, target)[0]));
  const out = [{ rule: '25.2.2', value: strength }];
  if (rmod) out.push({ rule: '8.2', value: rmod });
  if (attackers.some((u) => !s.units[u].broken && defOf(s, u).r > r)) out.push({ rule: '8.3', value: -1 });
  if (artillery) out.push({ rule: '23.1', value: -1 });
  if (hexEncircled(b, target, side)) out.push({ rule: '25.2.2', value: -1 });
  const nat = b.m.nat(target);
  if (checker && nat && nat !== defOf(s, checker).nat) out.push({ rule: '25.2.2', value: -1 });
  return out;
};

/**
 * 25.2.2: the one check after a successful attack on a fortress. Returns whether it held; on a break
 * the fortress is captured (25.3) and the caller eliminates or retreats the troops.
 */
export const fortressCheck = (
  s: OwcState,
  target: string,
  strength: number,
  attackers: string[],
  defenders: string[],
  rmod: number,
  artillery: boolean,
  dice: Dice,
  out: GameEvent[],
): { held: boolean; checker: string | null } => {
  const b = boardOf(s);
  const checker = fortressChecker(s, defenders);
  const mods = fortressCheckMods(b, target, strength, attackers, checker, rmod, artillery);
  const r = checker ? defOf(s, checker).r : GARRISON_R;
  const t = r + mods.reduce((x, m) => x + m.value, 0);
  const roll = dice.roll(12);
  const held = roll <= t;
  out.push(ev('fortress-check', { hex: target, unit: checker, r, mods, target: t, roll, ok: held }, '25.2.2', [roll]));
  return { held, checker };
};

/** 25.1: the attackers standing in an own isolated fortress when the attack is declared */
export const sortie = (b: Board, attackers: string[]): string[] =>
  fortsOn(b.s)
    ? attackers.filter((u) => {
        const h = b.s.units[u].hex!;
        return b.m.fortress(h) === sideOf(b.s, u) && isolatedFortress(b, h, sideOf(b.s, u));
      })
    : [];

/** 25.1 (AMB-26): after the attack, whatever its result, each of them checks at its plain R */
export const sortieChecks = (s: OwcState, p: AttackPending, dice: Dice, out: GameEvent[]): void => {
  const ids = p.sortie ?? [];
  delete p.sortie;
  for (const id of ids)
    if (s.units[id].where === 'map' && !checkUnit(s, id, [], dice, out, 'sortie', '25.1')) hurtUnit(s, id, out, '25.1');
};

/** 25.3: captured: for good a fortified area of its strength (a face-down trench marker) */
export const captureFortress = (s: OwcState, hex: string, strength: number, by: SideId, out: GameEvent[]): void => {
  const w = worksW(s);
  if (!w.captured.includes(hex)) w.captured = [...w.captured, hex].sort();
  w.strength[hex] = strength;
  delete w.siege[hex];
  out.push(ev('fortress-captured', { hex, side: by, strength }, '25.3'));
};

/** 25.4: broken units in an encircled own fortress may not rally */
export const rallyBlocked = (s: OwcState, id: string): boolean => {
  const h = s.units[id].hex;
  if (!h || !fortsOn(s)) return false;
  const b = boardOf(s);
  return b.m.fortress(h) === sideOf(s, id) && unitEncircled(b, id, h);
};
