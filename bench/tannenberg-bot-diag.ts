/**
 * Tannenberg 1914: how the bot's gumbinnen-1914 games go, turn by turn (track, towns the Russian holds, units
 * eliminated on each side), for the games BENCH_TB_DIAG lists (default the first ten German ones), to see why a
 * game is lost or drawn. `BENCH_TB_DIAG=1,3,5 npx tsx bench/tannenberg-bot-diag.ts`.
 */
import { SeededDice } from '../rules/core/dice.js';
import { botBatch } from '../rules/games/tannenberg-1914/bot.js';
import { mapOf, scenarioIn, unitDef } from '../rules/games/tannenberg-1914/ctx.js';
import tb from '../rules/games/tannenberg-1914/index.js';
import { findUnsupplied } from '../rules/games/tannenberg-1914/phases/supply.js';
import type { TbState } from '../rules/games/tannenberg-1914/state.js';
import { playThrough } from './support.js';

const games = (process.env.BENCH_TB_DIAG ?? '1,3,5,7,9,11,13,15,17,19').split(',').map(Number);
const line = (s: TbState) => {
  const towns = scenarioIn(s)
    .vp.towns.filter((t) => s.control[t.hex] === 'ru')
    .map((t) => `${t.hex}(${t.vp})`);
  const gone = (side: string) =>
    Object.entries(s.units)
      .filter(([id, u]) => u.eliminated && unitDef(s, id).side === side)
      .map(([id]) => id);
  const at = (side: string) =>
    Object.entries(s.units)
      .filter(([id, u]) => u.hex && unitDef(s, id).side === side && unitDef(s, id).type !== 'art')
      .map(([, u]) => u.hex!);
  const ru = at('ru');
  const gap = at('de').map((h) => Math.min(99, ...ru.map((r) => mapOf(s).board.distance(h, r))));
  return `gaps [${gap.join(',')}] turn ${s.turn} track ${s.track} ru towns [${towns.join(' ')}] de lost [${gone('de').join(' ')}] ru lost [${gone('ru').join(' ')}]`;
};
for (const g of games) {
  const botSide = g % 2 ? 'de' : 'ru';
  console.log(`game ${g}, bot ${botSide}`);
  const s = playThrough(tb, 'gumbinnen-1914', new SeededDice(5000 + g), {
    pick: (s, side, d) => (side === botSide ? botBatch(s, side, d) : tb.randomBatch(s, side, d)),
    most: 5000,
    each: ({ before, state }) => {
      if (state.turn !== before.turn) console.log(`  ${line(before)}`);
    },
  });
  const cut = findUnsupplied(s, 'de').map((id) => `${id}@${s.units[id]?.hex}`);
  console.log(`  end: ${line(s)} unsupplied [${cut.join(' ')}] → ${s.result?.winner ?? 'draw'} (${s.result?.reason})`);
}
