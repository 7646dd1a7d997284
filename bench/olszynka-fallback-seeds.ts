/**
 * Looks for conformance game seeds whose random games meet rules version 9's fall-back (R 6.7: a move
 * cut short by a die in a hex the mover may only pass through), to keep one in fuzz-regressions.json.
 * `npx tsx bench/olszynka-fallback-seeds.ts <scenario> <from> <count>`
 */
import { checker } from '../rules/core/conformance-checks.js';
import { playGame } from '../rules/core/conformance-play.js';
import { optionsFor } from '../rules/core/conformance-run.js';
import type { GameModule } from '../rules/core/contract.js';
import olszynka from '../rules/games/olszynka-grochowska-1831/index.js';

const [scenario = 'grochow-1831', from = '1', count = '50'] = process.argv.slice(2);
let hit: string | undefined;
// OLS_RULES=8: the games created under an older rules version (where the same move was refused)
const rulesVersion = process.env.OLS_RULES ? Number(process.env.OLS_RULES) : undefined;
const watched: GameModule<any, any> = {
  ...olszynka,
  setup: (id, o, d) => olszynka.setup(id, o, d, rulesVersion ? { rulesVersion } : undefined),
  apply: (s, side, b, d) => {
    const r = olszynka.apply(s, side, b, d);
    if (r.ok && !hit) {
      const e = r.events.find((x) => x.type === 'moved' && (x.data as { fellBack?: unknown }).fellBack);
      if (e) hit = JSON.stringify(e.data);
    }
    return r;
  },
};
const fail = (c: string, m: string) => console.log('FAIL', c, m.slice(0, 300));
const check = checker(watched, fail, 1e9, ['pl', 'ru'], undefined);
for (let seed = Number(from); seed < Number(from) + Number(count); seed++) {
  hit = undefined;
  const t = performance.now();
  playGame(
    watched,
    scenario,
    seed,
    'plain',
    { maxBatches: 4000, setupOptions: optionsFor(olszynka, {}, seed) },
    fail,
    check,
    new Set(),
    () => {},
  );
  console.log(seed, Math.round(performance.now() - t), 'ms', hit ?? '');
}
