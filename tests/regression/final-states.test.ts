import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../rules/catalog.js';
import { olderFixtures } from './older-versions.js';
import { type RecordedGame, readLogs, replayDiffers } from './record.js';

// Logs recorded before the skeleton refactor (record.ts); each must replay to the same final state under
// the rules version it was recorded with (a game keeps its version: docs/platform/rules-versions.md).
describe('final states of recorded random games (refactors keep behaviour)', () => {
  for (const [id, load] of Object.entries(catalog)) {
    it(`${id}: the recorded seeds of each scenario replay to the recorded SHA-256`, async () => {
      let games: RecordedGame[];
      try {
        games = readLogs(`${id}.logs.json.gz`);
      } catch {
        return expect.fail(`${id}: no recorded logs; run npx tsx tests/regression/record.ts before changing its rules`);
      }
      expect(replayDiffers(await load(), games)).toEqual([]);
    }, 300_000); // a few seconds of CPU each; the limit only guards against a hang on a loaded machine
  }
});

describe('recorded games of older rules versions', () => {
  it('each game with such a fixture has its replay file (older-versions/<id>.test.ts)', () => {
    const games = [...new Set(olderFixtures().map((f) => f.id))];
    const files = readdirSync(new URL('./older-versions/', import.meta.url));
    expect(games.filter((id) => !(id in catalog))).toEqual([]);
    expect(games.filter((id) => !files.includes(`${id}.test.ts`))).toEqual([]);
  });
});
