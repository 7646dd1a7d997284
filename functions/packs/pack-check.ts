/**
 * The rules check of a club pack, beyond its schema: the module the game builds from it sets up every
 * scenario, and a random game of the shortest scenario plays to its end within a bound of batches and
 * of time. A pack the schema accepts can still be unplayable (a side with nothing to move, a victory
 * that never comes); refusing it here keeps such games out of the turn service.
 *
 * The time bound lives here, not in rules/, because rules never read the clock. It is this process's
 * CPU time, not the wall clock: on a shared machine (or a busy Lambda host) the wall clock would
 * refuse a good pack for the neighbours' load.
 */
import type { GameModule } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import type { PackKit, PackProblem } from '../../rules/core/pack-kit.js';
import { playRandomBatches } from '../../rules/core/random-play.js';

export const PLAY_CHECK = { batches: 300, ms: 5000 } as const;

/** batches played between looks at the clock */
const STRIDE = 10;

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

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Every reason `pack` cannot be played, by path; empty when it plays. */
export const checkPlayable = <P>(kit: PackKit<P>, pack: P, o: PlayCheckOptions = {}): PackProblem[] => {
  let module: GameModule<any, any>;
  try {
    module = kit.create(pack);
  } catch (e) {
    return [{ path: '', message: `the rules cannot be built from this pack: ${messageOf(e)}` }];
  }
  const problems: PackProblem[] = [];
  const dice = new SeededDice(o.seed ?? 20);
  const states = new Map<string, unknown>();
  module.scenarios.forEach((sc, i) => {
    try {
      states.set(sc.id, JSON.parse(JSON.stringify(module.setup(sc.id, {}, dice))));
    } catch (e) {
      problems.push({ path: `scenarios[${i}]`, message: `scenario ${sc.id} does not set up: ${messageOf(e)}` });
    }
  });
  const start = states.get(kit.shortest);
  if (start === undefined) {
    if (!problems.length) problems.push({ path: 'scenarios', message: `no scenario ${kit.shortest} to play` });
    return problems;
  }
  const most = o.batches ?? PLAY_CHECK.batches;
  const ms = o.ms ?? PLAY_CHECK.ms;
  const began = cpuMs();
  let state = start;
  let played = 0;
  try {
    while (!module.status(state).result) {
      if (played >= most || cpuMs() - began > ms)
        return [
          {
            path: 'scenarios',
            message: `a random game of ${kit.shortest} did not end within ${most} batches or ${ms / 1000} s`,
          },
        ];
      const n = Math.min(STRIDE, most - played);
      state = playRandomBatches(module, state, dice, n);
      played += n;
    }
  } catch (e) {
    problems.push({ path: 'scenarios', message: `a random game of ${kit.shortest} broke: ${messageOf(e)}` });
  }
  return problems;
};
