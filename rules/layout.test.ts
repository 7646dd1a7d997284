import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog.js';

/**
 * The game skeleton's folder layout (rules/games/README.md, "Folder layout"): the same names for the
 * same jobs in every game, so a reader of one game finds their way in the next. The files every game
 * has; `bot.ts`, `event-types.ts` and helpers of a game's own are not checked here, except as below.
 */
const GAMES = join(dirname(fileURLToPath(import.meta.url)), 'games');
const EVERY_GAME = [
  'index.ts',
  'schema.ts',
  'packs',
  'pack.ts',
  'pack-kit.ts',
  'state.ts',
  'orders.ts',
  'setup.ts',
  'apply.ts',
  'phases',
  'view.ts',
  'describe.ts',
  'random.ts',
  'variants.ts',
  'testkit.ts',
  'conformance.test.ts',
  'fuzz-regressions.json',
  'README.md',
];
/**
 * `EVENT_TYPES` has a file of its own in Manoeuvre, OWC and Wojna; Tannenberg and Olszynka keep it in
 * `describe.ts` beside the lines that describe each type. Listed so that moving it makes this test say so.
 */
const EVENT_TYPES_IN_DESCRIBE = new Set(['tannenberg-1914', 'olszynka-grochowska-1831']);

describe('every game has the skeleton layout (rules/games/README.md)', () => {
  for (const game of Object.keys(catalog)) {
    it(`${game}: the skeleton's files, apply through core's runner, EVENT_TYPES where the README says`, () => {
      const dir = join(GAMES, game);
      expect(EVERY_GAME.filter((f) => !existsSync(join(dir, f)))).toEqual([]);
      expect(readFileSync(join(dir, 'apply.ts'), 'utf8')).toMatch(/\brunBatch\b/);
      const own = existsSync(join(dir, 'event-types.ts'));
      expect(own, 'event-types.ts').toBe(!EVENT_TYPES_IN_DESCRIBE.has(game));
      const where = own ? 'event-types.ts' : 'describe.ts';
      expect(readFileSync(join(dir, where), 'utf8')).toMatch(/export const EVENT_TYPES\b/);
    });
  }
});
