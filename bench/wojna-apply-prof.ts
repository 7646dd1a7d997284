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
import type { Batch, GameModule } from '../rules/core/contract.js';
import { SeededDice } from '../rules/core/dice.js';
import wojna from '../rules/games/wojna-o-niepodleglosc/index.js';
import { cpuProfile, recordApplies, replayApplies, replayBoth } from './support.js';

type M = GameModule<unknown, Batch>;
const GAMES = Number(process.env.WOJ_GAMES ?? 6);
const games = ['exercise-1920', 'warsaw-1920'].flatMap((scenario) =>
  Array.from({ length: GAMES }, (_, i) => ({ scenario, seed: i + 1 })),
);
const dice = (scenario: string, seed: number) => new SeededDice(seed * 7919 + scenario.length);

const now = wojna as unknown as M;
const mine = recordApplies(now, games, dice);
console.log(`this tree: ${mine.kept.length} batches over ${2 * GAMES} games, digest ${mine.digest}`);
const rounds = Number(process.env.WOJ_ROUNDS ?? 3);
if (process.env.BEFORE) {
  const older = (await import(`${process.env.BEFORE}/rules/games/wojna-o-niepodleglosc/index.js`)).default as M;
  const theirs = recordApplies(older, games, dice);
  console.log(
    `before: ${theirs.kept.length} batches, digest ${theirs.digest}: ${theirs.digest === mine.digest ? 'the same' : 'DIFFERENT'}`,
  );
  const per = replayBoth({ before: older, now }, mine.kept, rounds);
  console.log(
    `replayed ${rounds} rounds alternately, CPU a batch: before ${per.before.toFixed(3)} ms, now ${per.now.toFixed(3)} ms`,
  );
}
const stopProfile = await cpuProfile(process.env.WOJ_PROFILE);
let cpu = 0;
for (let r = 0; r < rounds; r++) cpu += replayApplies(now, mine.kept);
console.log(`this tree replayed ${rounds} rounds: CPU ${(cpu / rounds / mine.kept.length).toFixed(3)} ms a batch`);
await stopProfile();
