/**
 * Tannenberg 1914: (a) the median time to apply the largest movement batch of turn 1 of the full
 * game (every German piece to its farthest offered hex, one batch), with the mover's view there, and (b) one combat with its card
 * window; target < 5 ms each. (c) The average apply time per batch (CPU and wall) over random full games
 * (BENCH_TB_GAMES, default 3), with the batch count: cold, the process's first games (with the mean turn
 * change), and warm, fresh games of other seeds after BENCH_TB_WARM (default 2) uncounted ones, as a
 * long-lived server meets them; target ≤ 0.5 ms a batch, judged on the warm CPU figure (README "Speed"). (d) The
 * median hand-offs per turn over random gumbinnen-1914 games (BENCH_TB_HANDOFFS, default 100);
 * target ≤ 6. (e) The bot against random play on gumbinnen-1914 (BENCH_TB_BOT, default 100 games,
 * each side in turn). (f) The mover's view of the new state after each submission, as the API answers
 * it, over random games (BENCH_TB_VIEW_GAMES gumbinnen-1914 games, default 6, and the first 600 batches
 * of one full game): CPU median and mean; target ≤ 1 ms.
 */
import { FixedDice, SeededDice } from '../rules/core/dice.js';
import { botBatch } from '../rules/games/tannenberg-1914/bot.js';
import tb from '../rules/games/tannenberg-1914/index.js';
import { fixture, start } from '../rules/games/tannenberg-1914/testkit.js';
import { moveChoices } from '../rules/games/tannenberg-1914/view.js';
import { applyMeans, cpuMedian, cpuMs as cpu, freshMedians, median, playThrough, timeMedian } from './support.js';
import { dice, mover, orders, play, s0 } from './tannenberg-start.js';

const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

// (a) turn 1 of the full game at the German movement phase: every piece to its farthest hex, one order each, applied
// to a fresh parse of the stored state each time, as the server does (the same state object again would find its
// positions kept, ctx.ts). The CPU of the process too: on the shared machine the wall time is mostly waiting for a core
const stored = JSON.stringify(s0);
const move = freshMedians(
  30,
  () => JSON.parse(stored) as typeof s0,
  (s) => void tb.apply(s, mover, { orders }, dice()),
);
const [tMove, cMove] = [move.wall, move.cpu];
// the mover's view there: every piece's move targets (each stack's search shared, 4.2, 7.1.2)
const tView = timeMedian(30, () => void tb.view(s0, mover));

// (b) one combat: designation, both cards, the CRT and its losses
let c = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' }), [1, 5, 2]);
c = play(c, 'de', [{ type: 'end' }]);
const oneCombat = () => {
  let x = play(c, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]);
  x = play(x, 'de', [{ type: 'card', card: 'attack' }]);
  play(x, 'ru', [{ type: 'card', card: 'defend' }], new FixedDice([2, 1, 5, 2]));
};
const tCombat = timeMedian(50, oneCombat);
const cCombat = cpuMedian(50, oneCombat);

// (c) random full games, cold: the first ones this process plays (seeds 1…), as a fresh process (a cold start) meets them
const GAMES = Number(process.env.BENCH_TB_GAMES ?? 3);
let turnMs = 0,
  turns = 0;
const seeded = (seed: number) => new SeededDice(seed);
const cold = applyMeans(tb, 'tannenberg-1914', range(1, GAMES), seeded, ({ before, state, ms }) => {
  if (state.turn !== before.turn) [turnMs, turns] = [turnMs + ms, turns + 1];
});
// (c') warm, as a long-lived server sees it: BENCH_TB_WARM random full games of other seeds (9001…) played first and not
// counted, then GAMES fresh games (seeds 101…, states the warm-up never met); the target is judged on this figure
const WARM = Number(process.env.BENCH_TB_WARM ?? 2);
applyMeans(tb, 'tannenberg-1914', range(9001, WARM), seeded);
const warm = applyMeans(tb, 'tannenberg-1914', range(101, GAMES), seeded);

// (d) hand-offs per turn in random gumbinnen games: a hand-off is a change of the awaited sides
const HANDOFF_GAMES = Number(process.env.BENCH_TB_HANDOFFS ?? 100);
const perTurn: number[] = [];
for (let g = 1; g <= HANDOFF_GAMES; g++) {
  let handoffs = 0;
  const s = playThrough(tb, 'gumbinnen-1914', new SeededDice(1000 + g), {
    each: ({ before, state }) => {
      if (tb.status(state).waitingFor.join() !== tb.status(before).waitingFor.join()) handoffs++;
    },
  });
  perTurn.push(handoffs / s.turn);
}

// (e) the bot against random play, each side in turn: won, drawn and lost by side
const BOT_GAMES = Number(process.env.BENCH_TB_BOT ?? 100);
const score = { de: [0, 0, 0], ru: [0, 0, 0] };
for (let g = 1; g <= BOT_GAMES; g++) {
  const botSide = g % 2 ? 'de' : 'ru';
  const s = playThrough(tb, 'gumbinnen-1914', new SeededDice(5000 + g), {
    pick: (s, side, d) => (side === botSide ? botBatch(s, side, d) : tb.randomBatch(s, side, d)),
    most: 5000,
  });
  const w = s.result?.winner;
  score[botSide][w === botSide ? 0 : w ? 2 : 1]++;
}
const wins = score.de[0] + score.ru[0];

// (f) the mover's view after each submission (the searches of recent positions are kept, memo.ts)
const VIEW_GAMES = Number(process.env.BENCH_TB_VIEW_GAMES ?? 6);
const viewAfter = (scenario: string, games: number, most: number): number[] => {
  const out: number[] = [];
  for (let g = 1; g <= games; g++)
    playThrough(tb, scenario, new SeededDice(300 + g), {
      most,
      each: ({ side, state }) => {
        const c0 = cpu();
        tb.view(state, side);
        out.push(cpu() - c0);
      },
    });
  return out;
};
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const viewsShort = viewAfter('gumbinnen-1914', VIEW_GAMES, 5000);
const viewsFull = viewAfter('tannenberg-1914', 1, 600);

console.log(
  `movement batch (${orders.length} moves, turn 1 of the full game, a fresh parse each): ${tMove.toFixed(2)} ms median, ${cMove.toFixed(2)} ms of CPU (target < 5)`,
);
console.log(
  `the mover's view at that phase (${moveChoices(s0, mover).length} pieces with move targets): ${tView.toFixed(2)} ms median`,
);
console.log(
  `one combat with its card window: ${tCombat.toFixed(2)} ms median, ${cCombat.toFixed(2)} ms of CPU (target < 5)`,
);
console.log(
  `random full games, cold (the process's first games): ${GAMES}, ${cold.batches} batches, ${cold.wall.toFixed(2)} ms average apply (${cold.cpu.toFixed(2)} ms of CPU); a turn change ${(turnMs / turns).toFixed(1)} ms`,
);
console.log(
  `random full games, warm (after ${WARM} uncounted games): ${GAMES}, ${warm.batches} batches, ${warm.wall.toFixed(2)} ms average apply, ${warm.cpu.toFixed(2)} ms of CPU (target ≤ 0.5, judged here)`,
);
console.log(
  `hand-offs per turn over ${HANDOFF_GAMES} random gumbinnen-1914 games: ${median(perTurn).toFixed(1)} median (target ≤ 6)`,
);
console.log(
  `bot against random play, ${BOT_GAMES} gumbinnen-1914 games: ${wins} won (target ≥ 90 of 100); as German ${score.de.join('/')}, as Russian ${score.ru.join('/')} (won/drawn/lost)`,
);
for (const [name, xs] of [
  [`gumbinnen-1914 (${VIEW_GAMES} games)`, viewsShort],
  ['tannenberg-1914 (600 batches)', viewsFull],
] as const)
  console.log(
    `the mover's view after a submission, ${name}, ${xs.length} submissions: ${median(xs).toFixed(2)} ms CPU median, ${mean(xs).toFixed(2)} mean (target ≤ 1)`,
  );
