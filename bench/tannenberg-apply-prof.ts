/**
 * Tannenberg 1914: the apply of random games alone, for speed work (`npx tsx bench/tannenberg-apply-prof.ts`).
 * TB_FULL full games (default 2) and TB_SHORT `gumbinnen-1914` games (default 4) are played once by the random
 * player, keeping each batch with the state it met (as its JSON text) and the faces it rolled; prints one SHA-256
 * over every state, event list and halt of them. Then every apply is replayed TB_ROUNDS times (default 3) on a
 * fresh parse of its stored state (parsed untimed, as the server does, so no memo kept on a state object
 * answers a replay) and its mean CPU time a batch printed.
 * BEFORE=<an older checkout> (`git archive <rev> rules | tar -x -C <dir>`, the dir inside the repository so
 * zod resolves): the older tree plays the same seeds too and prints its own digest (equal digests: a speed
 * change left every state and event byte-identical), and both trees replay the same batches round by round
 * alternately. TB_PROFILE=<file>: a CPU profile (.cpuprofile) of this tree's replays only. TB_BY=1: this
 * tree's CPU by the phase a batch met, the costliest first. TB_PHASE=<phase>/<awaited kind> (as TB_BY names them):
 * only those batches are replayed and profiled.
 */
import { loadavg } from 'node:os';
import type { Batch, GameModule } from '../rules/core/contract.js';
import { FixedDice, SeededDice } from '../rules/core/dice.js';
import tb from '../rules/games/tannenberg-1914/index.js';
import { cpuMs, cpuProfile, type KeptApply, recordApplies, replayApplies, replayBoth } from './support.js';

type M = GameModule<unknown, Batch>;
const range = (scenario: string, n: number, from: number) =>
  Array.from({ length: n }, (_, i) => ({ scenario, seed: from + i }));
const games = [
  ...range('tannenberg-1914', Number(process.env.TB_FULL ?? 2), 101),
  ...range('gumbinnen-1914', Number(process.env.TB_SHORT ?? 4), 701),
];
const dice = (_: string, seed: number) => new SeededDice(seed);
const load = () =>
  `load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`;

const now = tb as unknown as M;
const mine = recordApplies(now, games, dice, true);
console.log(`this tree: ${mine.kept.length} batches over ${games.length} games, digest ${mine.digest}`);
const rounds = Number(process.env.TB_ROUNDS ?? 3);
if (process.env.BEFORE) {
  const older = (await import(`${process.env.BEFORE}/rules/games/tannenberg-1914/index.js`)).default as M;
  const theirs = recordApplies(older, games, dice, true);
  console.log(
    `before: ${theirs.kept.length} batches, digest ${theirs.digest}: ${theirs.digest === mine.digest ? 'the same' : 'DIFFERENT'}`,
  );
  const per = replayBoth({ before: older, now }, mine.kept, rounds);
  console.log(
    `replayed ${rounds} rounds alternately after one untimed, CPU a batch: before ${per.before.toFixed(3)} ms, now ${per.now.toFixed(3)} ms (${load()})`,
  );
}
const phaseOf = (k: KeptApply): string => {
  const s = JSON.parse(k.s as string);
  return `${s.phase}/${s.await?.kind ?? '-'}`;
};
const only = process.env.TB_PHASE;
const replayed = only ? mine.kept.filter((k) => phaseOf(k) === only) : mine.kept;
const stopProfile = await cpuProfile(process.env.TB_PROFILE);
let cpu = 0;
for (let r = 0; r < rounds; r++) cpu += replayApplies(now, replayed);
await stopProfile();
console.log(
  `this tree replayed ${rounds} rounds${only ? ` of ${replayed.length} ${only} batches` : ''}: CPU ${(cpu / rounds / replayed.length).toFixed(3)} ms a batch (${load()})`,
);
if (process.env.TB_BY) {
  const by = new Map<string, { n: number; ms: number }>();
  for (const k of mine.kept) {
    const s = JSON.parse(k.s as string);
    const c0 = cpuMs();
    now.apply(s, k.side, k.b, new FixedDice(k.dice));
    const key = phaseOf(k);
    const e = by.get(key) ?? { n: 0, ms: 0 };
    [e.n, e.ms] = [e.n + 1, e.ms + cpuMs() - c0];
    by.set(key, e);
  }
  for (const [key, e] of [...by].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
    console.log(`${key}: ${e.n} batches, ${e.ms.toFixed(0)} ms, ${(e.ms / e.n).toFixed(3)} ms each`);
}
