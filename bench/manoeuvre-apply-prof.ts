/**
 * Manoeuvre: the apply of the batches `manoeuvre.bench.ts` times, alone, for speed work
 * (`npx tsx bench/manoeuvre-apply-prof.ts`). Greedy games (every pairing, MAN_GAMES seeds each, default 1)
 * are played once under each rules version (MAN_RULES, default "1,2"), keeping each batch with its state and
 * the dice it drew; prints one SHA-256 over every state and event list. Then every apply is replayed
 * MAN_ROUNDS times (default 3): the median and mean CPU time a batch.
 * BEFORE=<an older checkout inside the repository>: the older tree replays this tree's rules-1 batches too,
 * round by round alternately with this tree (its digest over them is printed: equal digests, the same play).
 * MAN_PROFILE=<file>: a CPU profile (.cpuprofile) of this tree's replays only.
 */
import { createHash } from 'node:crypto';
import type { Batch, GameModule } from '../rules/core/contract.js';
import { SeededDice } from '../rules/core/dice.js';
import manoeuvre from '../rules/games/manoeuvre/index.js';
import { greedyBatch } from '../rules/games/manoeuvre/bot.js';
import { NATION_ORDER } from '../rules/games/manoeuvre/schema.js';
import type { MBatch } from '../rules/games/manoeuvre/orders.js';
import type { MSide, MState } from '../rules/games/manoeuvre/state.js';
import { applyKept, cpuMs, cpuProfile, type KeptBatch, median, replayKept } from './support.js';

type M = GameModule<unknown, Batch>;
type Kept = KeptBatch<unknown>;
const GAMES = Number(process.env.MAN_GAMES ?? 1);
const ROUNDS = Number(process.env.MAN_ROUNDS ?? 3);
const VERSIONS = (process.env.MAN_RULES ?? '1,2').split(',').map(Number);

/** the bench's greedy games under rules `version`: the batches kept */
const playAll = (version: number): Kept[] => {
  const kept: Kept[] = [];
  let seed = 1;
  for (const first of NATION_ORDER)
    for (const second of NATION_ORDER) {
      if (first === second) continue;
      for (let g = 0; g < GAMES; g++) {
        const d = new SeededDice(seed++);
        let s: MState = manoeuvre.setup('standard', {}, d, { rulesVersion: version });
        while (!manoeuvre.status(s).result) {
          const side = manoeuvre.status(s).waitingFor[0] as MSide;
          const b: MBatch =
            s.phase === 'setup.pair'
              ? { orders: [{ type: 'nations', nations: [first, second] }] }
              : s.phase === 'setup.nation'
                ? { orders: [{ type: 'nation', nation: first }] }
                : s.phase.startsWith('setup.') && s.phase !== 'setup.deploy'
                  ? manoeuvre.randomBatch(s, side, d)
                  : greedyBatch(s, side, d);
          s = applyKept(now, kept, { s, side, b }, d).state as MState;
        }
      }
    }
  return kept;
};
/** every apply of `kept` once: each one's CPU time and a digest of every state and event list */
const replay = (m: M, kept: Kept[]): { ms: number[]; digest: string } => {
  const h = createHash('sha256');
  const ms: number[] = [];
  for (const k of kept) {
    const c0 = cpuMs();
    const r = replayKept(m, k);
    ms.push(cpuMs() - c0);
    h.update(JSON.stringify(r.state));
    h.update(JSON.stringify(r.events));
  }
  return { ms, digest: h.digest('hex').slice(0, 16) };
};
const figures = (ms: number[]) =>
  `median ${median(ms).toFixed(4)} ms, mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(4)} ms`;

const now = manoeuvre as unknown as M;
const older = process.env.BEFORE
  ? ((await import(`${process.env.BEFORE}/rules/games/manoeuvre/index.js`)).default as M)
  : undefined;
const played = VERSIONS.map((v) => ({ v, kept: playAll(v) }));
const stopProfile = await cpuProfile(process.env.MAN_PROFILE);
for (const { v, kept } of played) {
  const trees = older && v === 1 ? (['before', 'now'] as const) : (['now'] as const);
  const all: Record<string, number[]> = { before: [], now: [] };
  const digests: Record<string, string> = {};
  for (let r = 0; r < ROUNDS; r++)
    for (const name of r % 2 ? [...trees].reverse() : trees) {
      const out = replay(name === 'now' ? now : older!, kept);
      all[name].push(...out.ms);
      digests[name] = out.digest;
    }
  console.log(`rules ${v}: ${kept.length} batches over ${56 * GAMES} greedy games, replayed ${ROUNDS} times`);
  for (const name of trees)
    console.log(`  ${name.padEnd(6)} digest ${digests[name]}, CPU a batch ${figures(all[name])}`);
}
await stopProfile();
console.log(
  `load ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
