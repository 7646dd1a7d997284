/**
 * The rules check of a club pack, beyond its schema: the module the game builds from it sets up every
 * scenario, and a random game of the shortest scenario plays to its end within a bound of batches and
 * of time. A pack the schema accepts can still be unplayable (a side with nothing to move, a victory
 * that never comes); refusing it here keeps such games out of the turn service.
 *
 * The time bound lives here, not in rules/, because rules never read the clock. It is CPU time, not
 * the wall clock: on a shared machine (or a busy Lambda host) the wall clock would refuse a good pack
 * for the neighbours' load. The check gives the event loop back between batches (a slice of at most
 * SLICE_MS), so a server checking a pack keeps answering other requests, and it counts only the CPU of
 * its own slices, not of the requests served in between.
 *
 * Why not a worker thread: the Lambda bundles are single files (infra/bundling.ts), where a worker
 * would need an entry file of its own, and a Lambda instance serves one request at a time anyway.
 */
import type { GameModule } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import type { PackKit, PackProblem } from '../../rules/core/pack-kit.js';
import { playRandomBatches } from '../../rules/core/random-play.js';

export const PLAY_CHECK = { batches: 300, ms: 5000 } as const;

/** CPU a slice of the check may take before it gives the event loop back (ms) */
export const SLICE_MS = 20;

export interface PlayCheckOptions {
  batches?: number;
  ms?: number;
  /** the die stream of the check's game (fixed, so a refusal is the same on every try) */
  seed?: number;
}

/** milliseconds of CPU this process has used */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** the event loop, given back: timers and I/O waiting since the last slice run first */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs steps until `done`, in slices of about SLICE_MS of CPU with the event loop given back between
 * them; `used()` is the CPU of the slices so far (not of what ran between them).
 */
class Slices {
  private spent = 0;
  private began = cpuMs();
  used = (): number => this.spent + (cpuMs() - this.began);
  /** gives the loop back when this slice has had its share */
  async pause(): Promise<void> {
    if (cpuMs() - this.began < SLICE_MS) return;
    this.spent += cpuMs() - this.began;
    await yieldToLoop();
    this.began = cpuMs();
  }
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Every reason `pack` cannot be played, by path; empty when it plays. */
export const checkPlayable = async <P>(kit: PackKit<P>, pack: P, o: PlayCheckOptions = {}): Promise<PackProblem[]> => {
  let module: GameModule<any, any>;
  try {
    module = kit.create(pack);
  } catch (e) {
    return [{ path: '', message: `the rules cannot be built from this pack: ${messageOf(e)}` }];
  }
  const slices = new Slices();
  const problems: PackProblem[] = [];
  const dice = new SeededDice(o.seed ?? 20);
  const states = new Map<string, unknown>();
  for (const [i, sc] of module.scenarios.entries()) {
    try {
      states.set(sc.id, JSON.parse(JSON.stringify(module.setup(sc.id, {}, dice))));
    } catch (e) {
      problems.push({ path: `scenarios[${i}]`, message: `scenario ${sc.id} does not set up: ${messageOf(e)}` });
    }
    await slices.pause();
  }
  const start = states.get(kit.shortest);
  if (start === undefined) {
    if (!problems.length) problems.push({ path: 'scenarios', message: `no scenario ${kit.shortest} to play` });
    return problems;
  }
  const most = o.batches ?? PLAY_CHECK.batches;
  const ms = o.ms ?? PLAY_CHECK.ms;
  const began = slices.used();
  let state = start;
  let played = 0;
  try {
    while (!module.status(state).result) {
      if (played >= most || slices.used() - began > ms)
        return [
          {
            path: 'scenarios',
            message: `a random game of ${kit.shortest} did not end within ${most} batches or ${ms / 1000} s`,
          },
        ];
      state = playRandomBatches(module, state, dice, 1);
      played++;
      await slices.pause();
    }
  } catch (e) {
    problems.push({ path: 'scenarios', message: `a random game of ${kit.shortest} broke: ${messageOf(e)}` });
  }
  return problems;
};
