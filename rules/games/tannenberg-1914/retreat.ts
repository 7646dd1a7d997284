import type { MapIndex } from './terrain.js';

/**
 * Rule 9.3.6 / 9.8: the retreat attempt (RETREAT against ATTACK or ASSAULT). The column is the
 * retreater's highest EFF minus the attacker's, artillery left out; the d6 is modified by the
 * start hex's terrain with its sign reversed, a marsh first hex and the rivers crossed, each the
 * least favourable over the retreating hexes (9.8.1–9.8.4). A higher roll is better.
 */
export const retreatColumn = (retreaterEffs: readonly number[], attackerEffs: readonly number[]): number =>
  Math.max(0, ...retreaterEffs) - Math.max(0, ...attackerEffs);

export interface RetreatLeg {
  start: string;
  /** the declared retreat path (its first hex and its first step's hexside matter) */
  path: readonly string[];
}
export interface Modifier {
  rule: string;
  value: number;
}
export const retreatModifiers = (mi: MapIndex, legs: readonly RetreatLeg[]): Modifier[] => {
  const T = mi.tables.terrain;
  const worst = (f: (l: RetreatLeg) => number): number => Math.min(...legs.map(f));
  const out: Modifier[] = [];
  const start = worst((l) => -mi.hexCombat(l.start));
  if (start) out.push({ rule: '9.8.2', value: start });
  const marsh = worst((l) => (l.path.length && mi.terrain(l.path[0]) === 'marsh' ? T.marshFirstRetreatHex : 0));
  if (marsh) out.push({ rule: '9.8.3', value: marsh });
  const river = worst((l) => {
    let v = 0;
    let from = l.start;
    for (const h of l.path) {
      const r = mi.side(from, h).river;
      if (r) v += T.rivers[r].retreat;
      from = h;
    }
    return v;
  });
  if (river) out.push({ rule: '9.8.4', value: river });
  return out;
};
/** EP each retreating unit loses: the table at (column, roll + modifiers), both clamped to its edges */
export const retreatLoss = (mi: MapIndex, column: number, modifiedRoll: number): number => {
  const t = mi.tables.retreat;
  const row = Math.max(0, Math.min(t.loss.length - 1, modifiedRoll - t.minRoll));
  const col = Math.max(0, Math.min(t.loss[0].length - 1, column - t.minDiff));
  return t.loss[row][col];
};
/** 9.3.2 (AMB-25): a free retreat moves with MA − 1 (− 1 more unsupplied) */
export const retreatAllowance = (ma: number, supplied: boolean): number => Math.max(0, ma - 1 - (supplied ? 0 : 1));
