/**
 * `BEFORE=<a checkout of an older commit> node --import tsx bench/olszynka-compare.ts`: this tree's
 * Olszynka apply against the older tree's, in one process, so both meet the same load. Each tree plays
 * the same random games (OLS_GAMES seeds, default 2; OLS_ROUNDS times, default 3) on its own states,
 * game by game alternately, and every apply is timed (wall); it prints the medians and means, and
 * whether the two trees' games ended in the same final states (a speed change must not change play).
 * OLS_SCENARIO: default grochow-1831. Make the older tree with `git worktree add --detach <dir> <rev>`
 * and link its node_modules to this one's.
 */
import { gameDice } from '../rules/core/dice.js';
import type { GameModule } from '../rules/core/contract.js';
import current from '../rules/games/olszynka-grochowska-1831/index.js';
import { median } from './support.js';

const dir = process.env.BEFORE;
if (!dir) throw new Error('BEFORE=<the older checkout> is needed');
const older = (await import(`${dir}/rules/games/olszynka-grochowska-1831/index.js`)).default as typeof current;
const scenario = process.env.OLS_SCENARIO ?? 'grochow-1831';
const times: Record<'before' | 'now', number[]> = { before: [], now: [] };
// CPU a batch as `npm run bench -- olszynka` counts it (process.cpuUsage: every thread of the process)
const cpuTimes: Record<'before' | 'now', number[]> = { before: [], now: [] };
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const finals: Record<'before' | 'now', string[]> = { before: [], now: [] };
for (let round = 0; round < Number(process.env.OLS_ROUNDS ?? 3); round++)
  for (let seed = 1; seed <= Number(process.env.OLS_GAMES ?? 2); seed++)
    for (const which of (seed + round) % 2 ? (['now', 'before'] as const) : (['before', 'now'] as const)) {
      const m: GameModule<unknown> = (which === 'now' ? current : older) as never;
      const { setup, chooser, apply: dice } = gameDice(seed);
      let s = m.setup(scenario, {}, setup);
      while (!m.status(s).result) {
        const side = m.status(s).waitingFor[0];
        const batch = m.randomBatch!(s, side, chooser);
        const c0 = cpu();
        const t0 = performance.now();
        const r = m.apply(s, side, batch, dice);
        times[which].push(performance.now() - t0);
        cpuTimes[which].push(cpu() - c0);
        if (!r.ok) throw new Error(`${which} seed ${seed}: refused: ${r.error.message}`);
        s = r.state;
      }
      if (round === 0) finals[which].push(JSON.stringify(s));
    }
const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
const same = finals.before.every((f, i) => f === finals.now[i]);
console.log(
  `${scenario}: ${times.now.length} batches each; apply median before ${median(times.before).toFixed(3)} ms, now ` +
    `${median(times.now).toFixed(3)} ms; mean before ${mean(times.before).toFixed(3)} ms, now ${mean(times.now).toFixed(3)} ms; ` +
    `CPU mean before ${mean(cpuTimes.before).toFixed(3)} ms, now ${mean(cpuTimes.now).toFixed(3)} ms; ` +
    `final states ${same ? 'the same' : 'DIFFERENT'}`,
);
