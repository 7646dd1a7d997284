/**
 * OWC per scenario (A–F, campaign): random games with fixed seeds, the median view build (the waiting
 * side's view, every batch) and the median apply, and the seconds a game costs with the random player.
 * The campaign scenarios' random games are what their conformance file plays. Games per scenario:
 * BENCH_OWC_VIEWS (default 1); batches per game at most BENCH_OWC_VIEWS_BATCHES (default 400).
 */
import { SeededDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { median, p90, playThrough } from './support.js';

const GAMES = Number(process.env.BENCH_OWC_VIEWS ?? 1);
const MAX = Number(process.env.BENCH_OWC_VIEWS_BATCHES ?? 400);
const only = process.env.BENCH_OWC_SCENARIOS?.split(',');

for (const id of only ?? ['A', 'B', 'C', 'D', 'E', 'F', 'campaign']) {
  const viewMs: number[] = [];
  const applyMs: number[] = [];
  const randomMs: number[] = [];
  let batches = 0;
  for (let g = 0; g < GAMES; g++)
    playThrough(owc, id, new SeededDice(9001 + g * 7919), {
      most: MAX,
      // the waiting side's view and its random batch, each timed, before the batch is applied
      pick: (s, side, dice) => {
        let t = performance.now();
        owc.view(s, side);
        viewMs.push(performance.now() - t);
        t = performance.now();
        const batch = owc.randomBatch(s, side, dice);
        randomMs.push(performance.now() - t);
        return batch;
      },
      each: ({ ms }) => {
        applyMs.push(ms);
        batches++;
      },
    });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log(
    `${id.padEnd(8)} ${batches} batches: view median ${median(viewMs).toFixed(2)} ms (p90 ${p90(viewMs).toFixed(2)}), apply median ${median(applyMs).toFixed(2)} ms (p90 ${p90(applyMs).toFixed(2)}), random batch median ${median(randomMs).toFixed(2)} ms; total ${((sum(viewMs) + sum(applyMs) + sum(randomMs)) / 1000).toFixed(2)} s`,
  );
}
