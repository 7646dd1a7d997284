import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../rules/catalog.js';
import { readLogs, replayDiffers } from './record.js';

/**
 * Games created under an older rules version a module still plays (`record.ts --rules-version <n>`):
 * a later change of the rules must leave them replaying to the recorded final states. One test file a
 * game (`older-versions/<id>.test.ts`), so that CI's two workers share them; `final-states.test.ts`
 * checks that every fixture of this kind has its file.
 */
export const olderFixtures = (): { file: string; id: string; version: number }[] =>
  readdirSync(new URL('./final-states/', import.meta.url))
    .filter((f) => /\.v\d+\.logs\.json\.gz$/.test(f))
    .map((file) => {
      const [id, v] = file.split(/\.v|\.logs/);
      return { file, id, version: Number(v) };
    });

/** the replay tests of one game's older-version fixtures, those whose version `versions` keeps (all by default) */
export const olderVersionsReplay = (id: string, versions: (v: number) => boolean = () => true): void => {
  const files = olderFixtures().filter((f) => f.id === id && versions(f.version));
  describe(`${id}: recorded games of older rules versions replay unchanged`, () => {
    it('there is at least one such fixture', () => expect(files.length).toBeGreaterThan(0));
    for (const { file, version } of files) {
      it(`rules version ${version}: every recorded game replays to its SHA-256`, async () => {
        const games = readLogs(file);
        expect(games.every((g) => g.rulesVersion === version)).toBe(true);
        expect(replayDiffers(await catalog[id](), games)).toEqual([]);
      }, 300_000); // a few seconds of CPU each; the limit only guards against a hang on a loaded machine
    }
  });
};
