import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog.js';
import type { GameModule } from './contract.js';

/**
 * Every catalog game passes the conformance suite from its own file,
 * rules/games/<game>/conformance.test.ts (one file per game, so test workers share the load), which
 * declares each scenario's length class and replays the game's fuzz-regressions.json first.
 */
const GAMES = join(dirname(fileURLToPath(import.meta.url)), '..', 'games');

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
  it('every catalog game has its conformance file, which runs the suite with its regression list', () => {
    for (const [id] of loaded) {
      const file = join(GAMES, id, 'conformance.test.ts');
      expect(existsSync(file), file).toBe(true);
      const src = readFileSync(file, 'utf8');
      expect(src).toMatch(/\bconformance\(\w+, \{[\s\S]*\blengths\b[,:]/);
      expect(src).toContain("from './fuzz-regressions.json'");
      expect(Array.isArray(JSON.parse(readFileSync(join(GAMES, id, 'fuzz-regressions.json'), 'utf8')))).toBe(true);
    }
  });
  it('the fixture game is never in the catalog', () => {
    expect(Object.keys(catalog)).not.toContain('duel');
  });
});
