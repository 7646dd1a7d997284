/**
 * Wojna o niepodległość: the apply of random full games alone, for speed work
 * (`npx tsx bench/wojna-apply-prof.ts`). Random games of both scenarios (WOJ_GAMES seeds each, default 6) are
 * played once, keeping each batch with its state and the dice it drew; prints one SHA-256 over every state
 * and every event list of them. Then every apply is replayed WOJ_ROUNDS times (default 3) and its mean CPU
 * time a batch printed.
 * BEFORE=<an older checkout> (`git archive <rev> rules | tar -x -C <dir>`, the dir inside the repository so
 * zod resolves): the older tree plays the same seeds too and prints its own digest (equal digests: a speed
 * change left every state and event byte-identical), and both trees replay the same batches round by round
 * alternately. WOJ_PROFILE=<file>: a CPU profile (.cpuprofile) of this tree's replays only.
 */
import { createHash } from 'node:crypto';
import type { Batch, GameModule } from '../rules/core/contract.js';
import { SeededDice } from '../rules/core/dice.js';
import wojna from '../rules/games/wojna-o-niepodleglosc/index.js';
import { applyKept, cpuMs, cpuProfile, type KeptBatch, replayKept } from './support.js';

type M = GameModule<unknown, Batch>;
type Kept = KeptBatch<unknown>;
const GAMES = Number(process.env.WOJ_GAMES ?? 6);
const SCENARIOS = ['exercise-1920', 'warsaw-1920'];

/** every seed's game played by `m`'s random player: the batches kept and one digest of every state and event list */
const playAll = (m: M): { kept: Kept[]; digest: string } => {
  const kept: Kept[] = [];
  const h = createHash('sha256');
  for (const scenario of SCENARIOS)
    for (let seed = 1; seed <= GAMES; seed++) {
      const d = new SeededDice(seed * 7919 + scenario.length);
      let s = m.setup(scenario, {}, d);
      h.update(JSON.stringify(s));
      while (!m.status(s).result) {
        const side = m.status(s).waitingFor[0];
        const b = m.randomBatch!(s, side, d);
        const r = applyKept(m, kept, { s, side, b }, d);
        h.update(JSON.stringify(r.state));
        h.update(JSON.stringify(r.events));
        if (r.halted) h.update(JSON.stringify(r.halted));
        s = r.state;
      }
    }
  return { kept, digest: h.digest('hex').slice(0, 16) };
};
const replay = (m: M, kept: Kept[]): number => {
  const c0 = cpuMs();
  for (const k of kept) replayKept(m, k);
  return cpuMs() - c0;
};

const now = wojna as unknown as M;
const mine = playAll(now);
console.log(`this tree: ${mine.kept.length} batches over ${2 * GAMES} games, digest ${mine.digest}`);
const rounds = Number(process.env.WOJ_ROUNDS ?? 3);
if (process.env.BEFORE) {
  const older = (await import(`${process.env.BEFORE}/rules/games/wojna-o-niepodleglosc/index.js`)).default as M;
  const theirs = playAll(older);
  console.log(
    `before: ${theirs.kept.length} batches, digest ${theirs.digest}: ${theirs.digest === mine.digest ? 'the same' : 'DIFFERENT'}`,
  );
  const ms = { before: 0, now: 0 };
  for (let r = 0; r < rounds; r++)
    for (const name of r % 2 ? (['now', 'before'] as const) : (['before', 'now'] as const))
      ms[name] += replay(name === 'now' ? now : older, mine.kept);
  const per = (x: number) => (x / rounds / mine.kept.length).toFixed(3);
  console.log(`replayed ${rounds} rounds alternately, CPU a batch: before ${per(ms.before)} ms, now ${per(ms.now)} ms`);
}
const stopProfile = await cpuProfile(process.env.WOJ_PROFILE);
let cpu = 0;
for (let r = 0; r < rounds; r++) cpu += replay(now, mine.kept);
console.log(`this tree replayed ${rounds} rounds: CPU ${(cpu / rounds / mine.kept.length).toFixed(3)} ms a batch`);
await stopProfile();
