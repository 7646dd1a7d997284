/**
 * Tannenberg 1914: the bot against random play on gumbinnen-1914 (BENCH_TB_BOT games, default 100,
 * the bot on each side in turn, seeds 5000 + game as in tannenberg.bench.ts), with the score by side,
 * how the games ended and the track at the end. `npx tsx bench/tannenberg-bot.ts`.
 */
import { SeededDice } from '../rules/core/dice.js';
import { botBatch } from '../rules/games/tannenberg-1914/bot.js';
import tb from '../rules/games/tannenberg-1914/index.js';
import { playThrough } from './support.js';

const GAMES = Number(process.env.BENCH_TB_BOT ?? 100);
const FIRST = Number(process.env.BENCH_TB_BOT_FIRST ?? 1);
/** BENCH_TB_BOT_SIDE=de (or ru): only the games where the bot plays that side */
const ONLY = process.env.BENCH_TB_BOT_SIDE;
/** won, drawn, lost for the bot on each side */
const score = { de: [0, 0, 0], ru: [0, 0, 0] };
const reasons = new Map<string, number>();
const t0 = performance.now();
for (let g = FIRST; g < FIRST + GAMES; g++) {
  const botSide = g % 2 ? 'de' : 'ru';
  if (ONLY && botSide !== ONLY) continue;
  const s = playThrough(tb, 'gumbinnen-1914', new SeededDice(5000 + g), {
    pick: (s, side, d) => (side === botSide ? botBatch(s, side, d) : tb.randomBatch(s, side, d)),
    most: 5000,
  });
  score[botSide][s.result?.winner === botSide ? 0 : s.result?.winner ? 2 : 1]++;
  const key = `${botSide} bot: ${s.result?.winner === botSide ? 'won' : s.result?.winner ? 'lost' : 'drawn'} (${s.result?.reason}, track ${s.track})`;
  reasons.set(key, (reasons.get(key) ?? 0) + 1);
}
console.log(
  `bot against random play, gumbinnen-1914: ${score.de[0] + score.ru[0]} won of ${[...score.de, ...score.ru].reduce((a, b) => a + b, 0)} (won/drawn/lost: German bot ${score.de.join('/')}, Russian bot ${score.ru.join('/')}), ${((performance.now() - t0) / GAMES).toFixed(0)} ms a game`,
);
for (const [k, n] of [...reasons].sort()) console.log(`  ${n} × ${k}`);
