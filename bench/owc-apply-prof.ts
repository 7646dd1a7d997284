/**
 * OWC: the apply of random full games alone, on the server's path (each batch applied to a fresh parse of its
 * stored state), for speed work: `npx tsx bench/owc-apply-prof.ts [scenario ...]` (campaign D E). Random games
 * (OWC_GAMES seeds a scenario, default 3) are played once, keeping each batch with its state and the dice it
 * drew; prints one SHA-256 over every state and every event list of them. Then every apply is replayed
 * OWC_ROUNDS times (default 3) and its mean CPU time a batch printed.
 * BEFORE=<an older checkout> (`git archive <rev> rules | tar -x -C .exp-old`, the dir inside the repository so
 * zod resolves): the older tree plays the same seeds too and prints its own digest (equal digests: a speed
 * change left every state and event byte-identical), and both trees replay the same batches round by round
 * alternately. OWC_PROFILE=<file>: a CPU profile (.cpuprofile) of this tree's replays only.
 */
import type { Batch, GameModule } from '../rules/core/contract.js';
import { SeededDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { cpuProfile, recordApplies, replayApplies, replayBoth } from './support.js';

type M = GameModule<unknown, Batch>;
const GAMES = Number(process.env.OWC_GAMES ?? 3);
const ids = process.argv.length > 2 ? process.argv.slice(2) : ['campaign', 'D', 'E'];
const games = ids.flatMap((scenario) => Array.from({ length: GAMES }, (_, i) => ({ scenario, seed: i + 1 })));
const dice = (scenario: string, seed: number) => new SeededDice(7001 + seed * 104729 + scenario.length);

const now = owc as unknown as M;
const mine = recordApplies(now, games, dice, true);
console.log(`this tree: ${mine.kept.length} batches over ${games.length} games (${ids}), digest ${mine.digest}`);
const rounds = Number(process.env.OWC_ROUNDS ?? 3);
if (process.env.BEFORE) {
  const older = (await import(`${process.env.BEFORE}/rules/games/ostatnia-wojna-cesarzy/index.js`)).default as M;
  const theirs = recordApplies(older, games, dice, true);
  console.log(
    `before: ${theirs.kept.length} batches, digest ${theirs.digest}: ${theirs.digest === mine.digest ? 'the same' : 'DIFFERENT'}`,
  );
  const per = replayBoth({ before: older, now }, mine.kept, rounds);
  console.log(
    `replayed ${rounds} rounds alternately, CPU a batch: before ${per.before.toFixed(3)} ms, now ${per.now.toFixed(3)} ms (now/before ${(per.now / per.before).toFixed(2)})`,
  );
}
const stopProfile = await cpuProfile(process.env.OWC_PROFILE);
let cpu = 0;
for (let r = 0; r < rounds; r++) cpu += replayApplies(now, mine.kept);
console.log(`this tree replayed ${rounds} rounds: CPU ${(cpu / rounds / mine.kept.length).toFixed(3)} ms a batch`);
await stopProfile();
