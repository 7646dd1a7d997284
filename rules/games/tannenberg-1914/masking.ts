import { findPaths } from '../../core/path.js';
import { sideKey } from './geometry.js';
import type { MapIndex } from './terrain.js';

/**
 * Rule 16: masking markers and cavalry reconnaissance. A marker moves 4 MP (3 when what it hides
 * is unsupplied, 16.2.6); empty markers in enemy ZOC go at the start of phase 3 (16.2.7); a
 * cavalry unit names one hex within 2 whose line crosses no lake and no unbridged Vistula, and a
 * roll not above its EFF reveals every marker there (16.3).
 */
export const markerMa = (hiddenSupplied: boolean): number => (hiddenSupplied ? 4 : 3);

export const reconRange = (mi: MapIndex, from: string, target: string, bridges: ReadonlySet<string>): boolean => {
  if (!mi.has(target) || mi.board.distance(from, target) > 2) return false;
  const r = findPaths({
    start: from,
    neighbours: (h) => mi.board.neighbourCells(h),
    cost: (a, b) => {
      const s = mi.side(a, b);
      if (s.lake || mi.water(b) || (s.river === 'vistula' && !bridges.has(sideKey(a, b)))) return null;
      return 1;
    },
    budget: 2,
    target,
  });
  return r.cells.has(target);
};
export const reconSucceeds = (roll: number, eff: number): boolean => roll <= eff;

export interface MarkerAt {
  id: string;
  hex: string;
  empty: boolean;
}
/** 16.2.7 (TC-59): the empty markers standing in enemy ZOC when phase 3 begins */
export const emptyMarkersRemoved = (markers: readonly MarkerAt[], enemyZoc: ReadonlySet<string>): string[] =>
  markers.filter((m) => m.empty && enemyZoc.has(m.hex)).map((m) => m.id);
