/**
 * OWC apply only: random games of a scenario are played once (batches and dice recorded), then every
 * recorded batch is applied again REPS times with its own dice, so the figure is apply's alone, without
 * the random player. `npx tsx bench/owc-apply-replay.ts [scenario] [games] [reps]` (campaign 4 3).
 * `OWC_STORED=1` applies each batch to a fresh parse of the stored state, as the server does.
 * `OWC_ALLOC=file` writes a sampling heap profile of the replay (garbage included). Prints the mean, median and p90 apply per batch, and a digest of the resulting states.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { FixedDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { recordGames } from './owc-recorded.js';

const [id = 'campaign', gamesArg = '4', repsArg = '3'] = process.argv.slice(2);
const steps = recordGames(id, Number(gamesArg));
const prof = process.env.OWC_PROF;
const session = new Session();
const post = (m: string, p?: object) =>
  new Promise<any>((ok, no) => session.post(m, p ?? {}, (e, r) => (e ? no(e) : ok(r))));
const alloc = process.env.OWC_ALLOC;
if (prof || alloc) session.connect();
if (prof) {
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
}
// what apply allocates, garbage included (OWC_ALLOC=file: a sampling heap profile, every 4 KB)
if (alloc)
  await post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
const stored = process.env.OWC_STORED ? steps.map((st) => JSON.stringify(st.before)) : null;
const times: number[] = [];
const results: unknown[] = [];
let cpuMs = 0;
const byKind = new Map<string, { n: number; ms: number }>();
const digest = createHash('sha256');
for (let rep = 0; rep < Number(repsArg); rep++) {
  for (const [i, st] of steps.entries()) {
    if (
      process.env.OWC_KIND &&
      (st.before as { await?: { kind?: string } | null }).await?.kind !== process.env.OWC_KIND
    )
      continue;
    // OWC_STORED=1: as the server meets it, a fresh parse of the stored state (not timed)
    const before = stored ? JSON.parse(stored[i]!) : st.before;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const r = owc.apply(before as never, st.side, st.batch as never, new FixedDice(st.rolls));
    const c1 = process.cpuUsage(c0);
    const dt = performance.now() - t0;
    const dc = (c1.user + c1.system) / 1000;
    cpuMs += dc;
    times.push(dt);
    const kind = `${(st.before as { await?: { kind?: string } | null }).await?.kind ?? '-'}`;
    const k = byKind.get(kind) ?? { n: 0, ms: 0 };
    k.n++;
    k.ms += dc;
    byKind.set(kind, k);
    if (rep === 0) results.push(r);
  }
}
if (prof) writeFileSync(prof, JSON.stringify((await post('Profiler.stop')).profile));
if (alloc) writeFileSync(alloc, JSON.stringify((await post('HeapProfiler.stopSampling')).profile));
for (const r of results) digest.update(JSON.stringify(r));
const sorted = [...times].sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `${id}: ${steps.length} batches x ${repsArg}: apply CPU mean ${(cpuMs / times.length).toFixed(3)} ms; wall mean ${mean.toFixed(3)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)}, p90 ${sorted[Math.floor(sorted.length * 0.9)]!.toFixed(3)}, max ${sorted[sorted.length - 1]!.toFixed(1)}; results digest ${digest.digest('hex').slice(0, 16)}`,
);
if (process.env.OWC_KINDS)
  for (const [k, v] of [...byKind].sort((a, b) => b[1].ms - a[1].ms))
    console.log(
      `  ${k.padEnd(16)} ${String(v.n).padStart(5)} batches, mean ${(v.ms / v.n).toFixed(3)} ms CPU, ${((100 * v.ms) / cpuMs).toFixed(1)} % of the CPU`,
    );
