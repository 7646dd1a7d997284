/**
 * Tannenberg 1914: where the conformance file's time goes (`npx tsx bench/tannenberg-conformance-prof.ts`). Runs the
 * suite's own scenario runs (core's `runScenario`, the checks and counts of conformance.test.ts) tier by tier:
 * TB_CONF_SHORT checked and plain `gumbinnen-1914` games (default 3 and 30) and TB_CONF_FULL checked and plain full
 * games (default 1 and 5), seed TB_CONF_SEED (default `beta2`), the malformed batches apart (TB_CONF_MALFORMED,
 * default 200 a scenario); prints each part's CPU and fails on any failed check. TB_PROFILE=<file>: a CPU profile.
 */
import { loadavg } from 'node:os';
import { type Regression, runScenario } from '../rules/core/conformance-run.js';
import tb from '../rules/games/tannenberg-1914/index.js';
import { cpuMs, cpuProfile } from './support.js';

const [shortChecked, shortPlain] = (process.env.TB_CONF_SHORT ?? '3,30').split(',').map(Number);
const [fullChecked, fullPlain] = (process.env.TB_CONF_FULL ?? '1,5').split(',').map(Number);
const malformed = Number(process.env.TB_CONF_MALFORMED ?? 200);
const runSeed = process.env.TB_CONF_SEED ?? 'beta2';
const base = {
  maxBatches: 4000,
  maxStateBytes: 350_000,
  runSeed,
  regressions: [] as Regression[],
};
const options = (id: string) =>
  id === 'tannenberg-1914' ? { guards: 'on', corpsCommander: 'on', pappritz: 'on' } : {};
const parts: [string, string, { plain: number; checked: number; malformed: number }][] = [
  ['gumbinnen-1914', 'checked', { plain: 0, checked: shortChecked, malformed: 0 }],
  ['gumbinnen-1914', 'plain', { plain: shortPlain, checked: 0, malformed: 0 }],
  ['gumbinnen-1914', 'malformed', { plain: 0, checked: 0, malformed }],
  ['tannenberg-1914', 'checked', { plain: 0, checked: fullChecked, malformed: 0 }],
  ['tannenberg-1914', 'plain', { plain: fullPlain, checked: 0, malformed: 0 }],
];
const stop = await cpuProfile(process.env.TB_PROFILE);
let all = 0;
for (const [id, part, counts] of parts) {
  // the malformed batches are thrown at states of games: one plain game gives them states
  const c = part === 'malformed' ? { ...counts, plain: 1 } : counts;
  const c0 = cpuMs();
  const r = runScenario(tb, id, { ...base, ...c, setupOptions: options(id) });
  const ms = cpuMs() - c0;
  all += ms;
  const failed = Object.keys(r.failures);
  console.log(
    `${id} ${part}: ${r.games.length} games, ${r.counts.batches} batches, ${r.counts.fuzzed} malformed: ${(ms / 1000).toFixed(1)} s CPU${failed.length ? `; FAILED ${failed.join(', ')}` : ''}`,
  );
  if (failed.length) process.exitCode = 1;
}
await stop();
console.log(
  `all: ${(all / 1000).toFixed(1)} s CPU (load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')})`,
);
