import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../rules/catalog.js';
import { readLogs, replayDiffers } from './record.js';

// Games created under an older rules version a module still plays (`record.ts --rules-version <n>`):
// a later change of the rules must leave them replaying to the recorded final states.
const files = readdirSync(new URL('./final-states/', import.meta.url)).filter((f) => /\.v\d+\.logs\.json\.gz$/.test(f));

describe('recorded games of older rules versions replay unchanged', () => {
  it('there is at least one such fixture', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    const [id, v] = file.split(/\.v|\.logs/);
    it(`${id} rules version ${v}: every recorded game replays to its SHA-256`, async () => {
      const games = readLogs(file);
      expect(games.every((g) => g.rulesVersion === Number(v))).toBe(true);
      expect(replayDiffers(await catalog[id](), games)).toEqual([]);
    }, 300_000); // a few seconds of CPU each; the limit only guards against a hang on a loaded machine
  }
});
