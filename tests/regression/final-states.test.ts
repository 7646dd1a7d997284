import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../rules/catalog.js';
import { FixedDice } from '../../rules/core/dice.js';
import { type RecordedGame, sha256 } from './record.js';

// Logs recorded before the skeleton refactor (record.ts); each must replay to the same final state under
// the rules version it was recorded with (a game keeps its version: functions/README.md "Rules versions").
describe('final states of recorded random games (refactors keep behaviour)', () => {
  for (const [id, load] of Object.entries(catalog)) {
    it(`${id}: 50 seeds per scenario replay to the recorded SHA-256`, async () => {
      let games: RecordedGame[];
      try {
        games = JSON.parse(
          gunzipSync(readFileSync(new URL(`./final-states/${id}.logs.json.gz`, import.meta.url))).toString(),
        );
      } catch {
        return expect.fail(`${id}: no recorded logs; run npx tsx tests/regression/record.ts before changing its rules`);
      }
      const module = await load();
      const differ: string[] = [];
      for (const g of games) {
        // each log replays under the rules version it was recorded with (1 before record.ts kept it)
        let state = module.setup(g.scenario, {}, new FixedDice(g.setupDice), { rulesVersion: g.rulesVersion ?? 1 });
        for (const [i, t] of g.turns.entries()) {
          const r = module.apply(state, t.side, t.batch, new FixedDice(t.dice));
          if (!r.ok) {
            differ.push(`${g.scenario} seed ${g.seed}: batch #${i + 1} refused: ${r.error.message}`);
            break;
          }
          state = r.state;
        }
        if (sha256(state) !== g.sha256) differ.push(`${g.scenario} seed ${g.seed}`);
      }
      expect(differ).toEqual([]);
    }, 120_000);
  }
});
