import { hexDirection } from '../../core/hex.js';
import { ORIENTATION, axialOfHex } from './geometry.js';
import type { MapIndex } from './terrain.js';

/**
 * Rule 12: entrenchments, fortifications and wire. Entrenchments help a DEFEND card only when
 * every attacker comes across one of their three effective edges (12.1.7–12.1.9); fortifications
 * double the defenders' strength through fortified hexsides and give −2 either way (12.2.4–12.2.5);
 * manned forts add their own strength (12.3.7–12.3.8); combat losses wear them down (12.2.9).
 */
/** AMB-54: three adjacent edges, given as direction indexes 0–5 (core's order) */
export const validEdges = (edges: readonly number[]): boolean => {
  if (edges.length !== 3 || new Set(edges).size !== 3 || edges.some((e) => e < 0 || e > 5 || !Number.isInteger(e)))
    return false;
  const s = [...edges].sort((a, b) => a - b);
  return [0, 1, 2, 3, 4, 5].some((k) => s.every((e) => [k, (k + 1) % 6, (k + 2) % 6].includes(e)));
};
/** 12.1.8: every attacking hex lies across an effective edge of the entrenched hex */
export const entrenchmentHolds = (
  mi: MapIndex,
  hex: string,
  edges: readonly number[],
  attackerHexes: readonly string[],
): boolean =>
  attackerHexes.length > 0 &&
  attackerHexes.every(
    (a) => mi.board.adjacent(hex, a) && edges.includes(hexDirection(axialOfHex(hex), axialOfHex(a), ORIENTATION)),
  );
/** 12.1.2–12.1.3: infantry or cavalry that did not move, outside enemy ZOC, not on sea or a fortification */
export const mayEntrench = (
  mi: MapIndex,
  hex: string,
  kind: string,
  moved: boolean,
  inEnemyZoc: boolean,
): { rule: string; reason: string } | null => {
  if (kind !== 'inf' && kind !== 'cav') return { rule: '12.1.2', reason: 'only infantry and cavalry entrench' };
  if (moved) return { rule: '12.1.2', reason: 'a unit that moved this turn does not entrench' };
  if (inEnemyZoc) return { rule: '12.1.2', reason: 'no entrenching in an enemy ZOC' };
  if (mi.terrain(hex) === 'sea' || mi.forts.has(hex))
    return { rule: '12.1.3', reason: 'not on sea or a fortification hex' };
  return null;
};

export type FortLevel = 0 | 1 | 2; // intact, damaged, destroyed (12.2.7)
export interface FortDefence {
  /** strength of the defending infantry and cavalry inside */
  units: number;
  /** own strength of a manned fort; 0 for an unmanned one */
  own: number;
  level: FortLevel;
  /** every attacker comes through a fortified hexside (AMB-28: one free side spoils the doubling) */
  throughFortified: boolean;
  /** supporting artillery fire from outside */
  artillery: number;
}
/** 12.2.4, 12.3.5, 12.3.7–12.3.8 (TC-49): the defender's total in a fortification */
export const fortDefence = (f: FortDefence): number => {
  if (f.level === 2) return f.units + f.artillery;
  const own = f.level === 1 ? Math.ceil(f.own / 2) : f.own;
  return f.throughFortified ? f.units * 2 + own + f.artillery : f.units + Math.ceil(own / 2) + f.artillery;
};
/** 12.2.9: defenders who stay lose floor(loss / 2) levels; two levels destroy the fort for good */
export const fortAfterCombat = (level: FortLevel, defenderLoss: number): FortLevel =>
  Math.min(2, level + Math.floor(defenderLoss / 2)) as FortLevel;
