/**
 * OWC's campaign scenarios (the 1914 Campaign, D, E): random games played to their end, with the
 * median apply per batch, the median view build (the phasing side's view, what a submit answers
 * with) and the state's size at the end. Games per scenario: BENCH_OWC_CAMPAIGN (default 2).
 */
import { SeededDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { median } from './support.js';

const GAMES = Number(process.env.BENCH_OWC_CAMPAIGN ?? 2);

export const campaignFigures = (): void => {
  for (const id of ['campaign', 'D', 'E']) {
    const applyMs: number[] = [];
    const viewMs: number[] = [];
    const sizes: number[] = [];
    const lengths: number[] = [];
    let cpu = 0;
    for (let g = 0; g < GAMES; g++) {
      const dice = new SeededDice(7001 + g * 104729);
      let s = owc.setup(id, {}, dice);
      let n = 0;
      const t0 = performance.now();
      while (!s.result && n < 3000) {
        const side = owc.status(s).waitingFor[0]!;
        const batch = owc.randomBatch!(s, side, dice);
        const a = performance.now();
        const r = owc.apply(s, side, batch, dice);
        applyMs.push(performance.now() - a);
        if (!r.ok) throw new Error(`bench: ${id} refused a random batch: ${JSON.stringify(r.error)}`);
        s = r.state;
        n++;
        if (n % 4 === 0 && !s.result) {
          const v = performance.now();
          owc.view(s, owc.status(s).waitingFor[0]!);
          viewMs.push(performance.now() - v);
        }
      }
      cpu += performance.now() - t0;
      lengths.push(n);
      sizes.push(Buffer.byteLength(JSON.stringify(s)));
    }
    console.log(
      `${id}: ${GAMES} random games, median ${median(lengths)} batches; apply median ${median(applyMs).toFixed(2)} ms a batch (p90 ${[...applyMs].sort((a, b) => a - b)[Math.floor(applyMs.length * 0.9)]!.toFixed(2)}); view build median ${median(viewMs).toFixed(2)} ms; state at the end ${(median(sizes) / 1024).toFixed(1)} KB; ${(cpu / GAMES / 1000).toFixed(2)} s a game with the random player`,
    );
  }
};
