/**
 * OWC's campaign scenarios (the 1914 Campaign, D, E): random games played to their end, with the
 * median and mean apply per batch and the batch count, the median view build (the phasing side's view,
 * what a submit answers with), and the state's size at the end and at its largest (the stored item's
 * main part; measured after each batch, outside the timings). Games per scenario: BENCH_OWC_CAMPAIGN
 * (default 2); scenarios: BENCH_OWC_SCENARIOS (default campaign,D,E).
 */
import { SeededDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { median, p90, playThrough } from './support.js';

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const GAMES = Number(process.env.BENCH_OWC_CAMPAIGN ?? 2);
const SCENARIOS = (process.env.BENCH_OWC_SCENARIOS ?? 'campaign,D,E').split(',');

export const campaignFigures = (): void => {
  for (const id of SCENARIOS) {
    const applyMs: number[] = [];
    const applyCpu: number[] = [];
    const viewMs: number[] = [];
    const sizes: number[] = [];
    const lengths: number[] = [];
    let largest = 0;
    let cpu = 0;
    for (let g = 0; g < GAMES; g++) {
      let n = 0;
      let sized = 0;
      const t0 = performance.now();
      const s = playThrough(owc, id, new SeededDice(7001 + g * 104729), {
        most: 3000,
        each: ({ ms, cpu: used, state }) => {
          applyMs.push(ms);
          applyCpu.push((used.user + used.system) / 1000);
          const z = performance.now();
          largest = Math.max(largest, Buffer.byteLength(JSON.stringify(state)));
          sized += performance.now() - z;
          if (++n % 4 !== 0 || state.result) return;
          const v = performance.now();
          owc.view(state, owc.status(state).waitingFor[0]!);
          viewMs.push(performance.now() - v);
        },
      });
      cpu += performance.now() - t0 - sized;
      lengths.push(n);
      sizes.push(Buffer.byteLength(JSON.stringify(s)));
    }
    console.log(
      `${id}: ${GAMES} random games, median ${median(lengths)} batches; apply median ${median(applyMs).toFixed(2)} ms a batch (p90 ${p90(applyMs).toFixed(2)}, mean ${mean(applyMs).toFixed(2)} over ${applyMs.length} batches; CPU mean ${mean(applyCpu).toFixed(2)} ms, which load on a shared machine inflates less); view build median ${median(viewMs).toFixed(2)} ms; state at the end ${(median(sizes) / 1024).toFixed(1)} KB, at its largest ${(largest / 1024).toFixed(1)} KB; ${(cpu / GAMES / 1000).toFixed(2)} s a game with the random player`,
    );
  }
};
