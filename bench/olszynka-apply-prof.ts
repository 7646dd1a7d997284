/**
 * The apply of random `grochow-1831` games alone, for profiling (`node --cpu-prof --import tsx
 * bench/olszynka-apply-prof.ts`): the games are played once (OLS_GAMES seeds, default 3) keeping each
 * batch with its state and dice, then every apply is replayed OLS_ROUNDS times (default 5) and timed.
 * Prints the mean apply a batch and a digest of the final states (a speed change must not change play).
 * BEFORE=<an older checkout>: its apply replays the same batches too, round by round alternately with
 * this tree's (after one untimed round of each; CPU and wall time), and every replayed state of both is
 * compared (same events and states, or it says so).
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { gameDice } from '../rules/core/dice.js';
import olszynka from '../rules/games/olszynka-grochowska-1831/index.js';
import type { OlszynkaBatch } from '../rules/games/olszynka-grochowska-1831/orders.js';
import type { GameState } from '../rules/games/olszynka-grochowska-1831/state.js';
import { applyKept, cpuMs, cpuProfile, type KeptBatch, replayKept } from './support.js';

const scenario = process.env.OLS_SCENARIO ?? 'grochow-1831';
const kept: KeptBatch<GameState, OlszynkaBatch>[] = [];
const digest = createHash('sha256');
for (let seed = 1; seed <= Number(process.env.OLS_GAMES ?? 3); seed++) {
  const { setup, chooser, apply: dice } = gameDice(seed);
  let s = olszynka.setup(scenario, {}, setup);
  while (!olszynka.status(s).result) {
    const side = olszynka.status(s).waitingFor[0];
    const b = olszynka.randomBatch!(s, side, chooser);
    s = applyKept(olszynka, kept, { s, side, b }, dice).state;
  }
  digest.update(JSON.stringify(s));
}
const rounds = Number(process.env.OLS_ROUNDS ?? 5);
if (process.env.BEFORE) {
  const older = (await import(`${process.env.BEFORE}/rules/games/olszynka-grochowska-1831/index.js`))
    .default as typeof olszynka;
  const trees = { before: older, now: olszynka };
  const ms = { before: 0, now: 0 };
  const cpu = { before: 0, now: 0 };
  let same = true;
  // one untimed round each first: both trees compiled and optimised before either is timed
  for (let r = -1; r < rounds; r++)
    for (const name of r % 2 ? (['now', 'before'] as const) : (['before', 'now'] as const)) {
      const m = trees[name];
      const [t, c] = [performance.now(), cpuMs()];
      for (const k of kept) replayKept(m, k);
      if (r < 0) continue;
      ms[name] += performance.now() - t;
      cpu[name] += cpuMs() - c;
    }
  for (const k of kept) {
    const a = replayKept(olszynka, k);
    const b = replayKept(older, k);
    if (JSON.stringify(a) !== JSON.stringify(b)) same = false;
  }
  console.log(
    `${scenario}: ${kept.length} batches, ${rounds} rounds alternately after one untimed: apply before ` +
      `${(cpu.before / rounds / kept.length).toFixed(3)} ms CPU (${(ms.before / rounds / kept.length).toFixed(3)} wall), ` +
      `now ${(cpu.now / rounds / kept.length).toFixed(3)} ms CPU (${(ms.now / rounds / kept.length).toFixed(3)} wall) a batch; ` +
      `every result ${same ? 'the same' : 'DIFFERENT'} (load ${loadavg()[0].toFixed(1)})`,
  );
}
// OLS_PROFILE=<file>: a CPU profile of the replayed applies only
const stopProfile = await cpuProfile(process.env.OLS_PROFILE);
const t0 = performance.now();
for (let r = 0; r < rounds; r++) for (const k of kept) replayKept(olszynka, k);
const ms = performance.now() - t0;
// OLS_BY=1: the time by the step and the first order's type, the heaviest first
if (process.env.OLS_BY) {
  const by = new Map<string, { n: number; ms: number }>();
  for (const k of kept) {
    const a = performance.now();
    replayKept(olszynka, k);
    const key = `${k.s.phase}/${k.b.orders
      .map((o) => o.type)
      .join('+')
      .slice(0, 40)}`;
    const e = by.get(key) ?? { n: 0, ms: 0 };
    e.n++;
    e.ms += performance.now() - a;
    by.set(key, e);
  }
  for (const [key, e] of [...by].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
    console.log(`${key}: ${e.n} batches, ${e.ms.toFixed(0)} ms, ${(e.ms / e.n).toFixed(3)} ms each`);
}
await stopProfile();
console.log(
  `${scenario}: ${kept.length} batches, apply ${(ms / rounds / kept.length).toFixed(3)} ms a batch (mean of ${rounds} rounds); ` +
    `final states ${digest.digest('hex').slice(0, 16)}`,
);
