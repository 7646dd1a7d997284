import { describe, expect, it } from 'vitest';
import type { Ctx } from './ctx.js';
import { PACK } from './pack.js';
import { stepCost, stepCostAt } from './step-cost.js';
import { DEFAULT_OPTIONS } from './variants.js';

/**
 * R 7.3, 7.5: the price of a step kept per pack and hexside (`stepCostAt`, the view's search) is the
 * price worked out from the terrain, road and hexside each time (`stepCost`, apply's moves), for every
 * hexside of our battle map and every movement class, squares included, and for a mixed stack.
 */
describe('7.3, 7.5: step prices kept per pack and hexside', () => {
  const P = PACK();
  const c: Ctx = { P, pos: { stage: 1, lastStage: 16, units: {}, leaders: {} }, opts: { ...DEFAULT_OPTIONS } };
  const g = P.grid;
  const one = (pred: (d: (typeof P.pack.forces.units)[number]) => boolean) => P.pack.forces.units.find(pred)!.id;
  const movers: [string, string[], boolean][] = [
    ['infantry', [one((d) => d.arm === 'infantry')], false],
    ['square', [one((d) => d.arm === 'infantry')], true],
    ['cavalry', [one((d) => d.arm === 'cavalry')], false],
    ['foot artillery', [one((d) => d.arm === 'artillery' && d.artillery !== 'horse')], false],
    ['horse artillery', [one((d) => d.artillery === 'horse')], false],
    ['infantry with a battery', [one((d) => d.arm === 'infantry'), one((d) => d.arm === 'artillery')], false],
  ];
  for (const [name, ids, square] of movers)
    it(`7.3: ${name}: the same price for each of the map's hexsides, twice (the second read from the kept prices)`, () => {
      let forbidden = 0;
      let steps = 0;
      for (let round = 0; round < 2; round++)
        for (let i = 0; i < g.size; i++)
          for (let dir = 0; dir < 6; dir++) {
            const j = g.neighbourIndex(i, dir);
            if (j < 0) continue;
            const plain = stepCost(c, g.labels[i], g.labels[j], ids, square);
            expect(stepCostAt(c, i, dir, j, ids, square)).toBe(plain);
            if (plain === null) forbidden++;
            steps++;
          }
      // the map has forbidden steps for some classes and dear ones for all: the comparison is not of constants
      expect(steps).toBeGreaterThan(10_000);
      expect(forbidden).toBeLessThan(steps);
    });
});
