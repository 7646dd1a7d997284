import { indexMap } from './mapindex.js';
import type { OwcState } from './state.js';
import { AUTO, fixtureMap, fixturePosition, unit, type PosUnit } from './testkit.js';

/**
 * Rule 25's test board: a small clear map with the Russian fortress in 1414 (strength 2, as Kowno in
 * the 25.2 example). `RING` are its six neighbours; `OPEN`, the first, is the side tests leave open or
 * wall in (fortresses.test.ts, rules-v2.test.ts).
 */
export const FORT = '1414';
export const fortMap = () => {
  const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 12 });
  m.towns = [{ hex: FORT, name: 'Kowno', fortress: 'RU' }];
  return m;
};
export const RING = indexMap(fortMap()).grid.neighbourCells(FORT);
export const OPEN = RING[0];
/** a German corps (R 10 unless given) */
export const de = (id: string, hex: string, r = 10): PosUnit => unit(id, 'allies', hex, { nat: 'DE', r });
/** a position on the fortress board with rules 21–25, both sides answering at once, in the Allied attack phase unless `p` says */
export const fortPos = (units: PosUnit[], p: Record<string, unknown> = {}): OwcState =>
  fixturePosition(fortMap(), {
    rules: ['core', 'command', 'fortresses', 'trenches', 'special-attacks', 'supply'],
    standing: AUTO,
    phase: 'attack',
    supply: { income: { allies: 16, russians: 12 }, levels: { allies: { G: 20 }, russians: { G: 20 } } },
    works: { strength: { [FORT]: 2 } },
    ...p,
    units,
  });
