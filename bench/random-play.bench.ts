/**
 * The cost of one random game per scenario, as the conformance suite plays it: a plain game (replay
 * at the end, fog at each hand-off) and a checked one (every check at every step), with the median
 * game length (which sets the scenario's length class) and the estimated time of the scenario's
 * conformance run at FUZZ_SCALE=1. `npm run bench -- random-play`; BENCH_GAMES sets the sample (default 10).
 */
import { catalog } from '../rules/catalog.js';
import { countsFor, lengthClassOf } from '../rules/core/conformance-counts.js';
import { runScenario } from '../rules/core/conformance-run.js';
import { median } from './support.js';

const N = Number(process.env.BENCH_GAMES ?? 10);
const base = { malformed: 0, maxBatches: 20_000, setupOptions: {}, maxStateBytes: 350_000, runSeed: 'bench' };

const timed = <T>(f: () => T): [T, number] => {
  const t0 = performance.now();
  const r = f();
  return [r, performance.now() - t0];
};

console.log(
  `random games per scenario (${N} plain, ${Math.max(2, N >> 2)} checked; load ${(await import('node:os')).loadavg()[0].toFixed(2)})`,
);
console.log(
  'game/scenario'.padEnd(30),
  'median batches',
  'class ',
  'plain ms/game',
  'checked ms/game',
  'est. s at FUZZ_SCALE=1',
);
for (const [id, load] of Object.entries(catalog)) {
  const m = await load();
  for (const sc of m.scenarios) {
    const [plain, tp] = timed(() => runScenario(m, sc.id, { ...base, plain: N, checked: 0 }));
    const nc = Math.max(2, N >> 2);
    const [, tc] = timed(() => runScenario(m, sc.id, { ...base, plain: 0, checked: nc }));
    const failed = Object.keys(plain.failures);
    const len = median(plain.games.map((g) => g.turns.length));
    const cls = lengthClassOf(len);
    const c = countsFor(cls, 1);
    const est = (c.plain * (tp / N) + c.checked * (tc / nc)) / 1000;
    console.log(
      `${id}/${sc.id}`.padEnd(30),
      String(len).padStart(14),
      cls.padEnd(6),
      (tp / N).toFixed(1).padStart(13),
      (tc / nc).toFixed(1).padStart(15),
      est.toFixed(0).padStart(22),
      failed.length ? ` (failed: ${failed.join(', ')})` : '',
    );
  }
}
