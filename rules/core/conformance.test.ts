import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog.js';
import type { GameModule } from './contract.js';
import { conformance, type ConformanceOptions } from './conformance.js';

/**
 * Every catalog game passes the conformance suite on every scenario. A game whose random games
 * need a longer bound (or other settings) gets a line here; the default bound is generous.
 */
const settings: Record<string, Partial<ConformanceOptions>> = {
  // grochow-1831 (16 stages, 150 counters) takes several minutes per random game; the catalog run keeps to the alder wood
  'olszynka-grochowska-1831': { scenarios: ['alder-wood-1831'] },
};

const loaded: [string, GameModule<any, any>][] = await Promise.all(
  Object.entries(catalog).map(async ([id, load]) => [id, await load()] as [string, GameModule<any, any>]),
);

describe('catalog', () => {
  it('every loader resolves a module whose id is its key, with sides, scenarios and batch/options schemas', () => {
    for (const [id, m] of loaded) {
      expect(m.id).toBe(id);
      expect(m.scenarios.length).toBeGreaterThan(0);
      expect(m.sides.length).toBeGreaterThanOrEqual(2);
      expect(new Set(m.scenarios.map((s) => s.id)).size).toBe(m.scenarios.length);
      for (const s of m.scenarios) expect(s.sides.every((x) => m.sides.includes(x))).toBe(true);
      for (const side of m.sides) expect(m.sideNames[side]?.pl && m.sideNames[side]?.en).toBeTruthy();
      expect(typeof m.batchSchema.safeParse).toBe('function');
      expect(typeof m.optionsSchema.safeParse).toBe('function');
    }
    expect(loaded.map(([id]) => id)).toEqual(Object.keys(catalog));
  });
  it('the fixture game is never in the catalog', () => {
    expect(Object.keys(catalog)).not.toContain('duel');
  });
});

for (const [id, m] of loaded) conformance(m, { maxBatches: 5000, ...settings[id] });
