import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { botBatch } from './bot.js';
import olszynka from './index.js';
import type { GameState, SideId } from './state.js';

/** one alder-wood-1831 game, the bot on `botSide` (or both) against the random player; every batch must be accepted */
const game = (seed: number, botSide: SideId | 'both'): GameState => {
  let s = olszynka.setup('alder-wood-1831', {}, new SeededDice(seed));
  const d = new SeededDice(seed * 31 + 7);
  for (let n = 0; !s.result && n < 2000; n++) {
    const side = olszynka.status(s).waitingFor[0] as SideId;
    const b = side === botSide || botSide === 'both' ? botBatch(s, side, d) : olszynka.randomBatch(s, side, d);
    const r = olszynka.apply(s, side, b, d);
    if (!r.ok) throw new Error(`${side} refused: ${r.error.rule} ${r.error.message}`);
    s = r.state;
  }
  return s;
};

/** games on the fixed seeds 1, 3, 5, …; OLS_BOT_GAMES raises the count (the target is 90 of 100) */
const GAMES = Number(process.env.OLS_BOT_GAMES ?? 5);

describe('the bot', () => {
  it(`2.6: plays alder-wood-1831 to a result with legal batches only, and as the Poles beats random play in 9 of 10 of ${GAMES} games`, () => {
    const seeds = Array.from({ length: GAMES }, (_, i) => 2 * i + 1);
    const wins = seeds.filter((seed) => game(seed, 'pl').result?.winners.join() === 'pl').length;
    expect(wins).toBeGreaterThanOrEqual(Math.ceil(0.9 * GAMES));
  });
  it(`2.6: as the Russians it plays every game to a result and wins at least 9 in 10 of ${2 * GAMES} (97 of 100 on the bench)`, () => {
    const results = Array.from({ length: 2 * GAMES }, (_, i) => game(i + 1, 'ru').result);
    expect(results.every((r) => !!r)).toBe(true);
    expect(results.filter((r) => r?.winners.join() === 'ru').length).toBeGreaterThanOrEqual(
      Math.floor(0.9 * 2 * GAMES),
    );
  });
  it('2.6: bot against bot (a practice game either side may hand to the computer): each game ends with a result', () => {
    const results = [1, 2].map((seed) => game(seed, 'both').result);
    for (const r of results) expect(r?.winners.length).toBeGreaterThan(0);
  });
  it('2.3.7.2, 5.7, 7.9: a bot batch whose move drew a die (a ZOC-exit test, a forced march) leaves the step open for the units still to move', () => {
    let seen = 0;
    for (const seed of [1, 2, 3]) {
      let s = olszynka.setup('alder-wood-1831', {}, new SeededDice(seed));
      const d = new SeededDice(seed * 31 + 7);
      for (let n = 0; !s.result && n < 2000; n++) {
        const side = olszynka.status(s).waitingFor[0] as SideId;
        const bot = side === 'ru';
        const b = bot ? botBatch(s, side, d) : olszynka.randomBatch(s, side, d);
        const r = olszynka.apply(s, side, b, d);
        if (!r.ok) throw new Error(`${side} refused: ${r.error.rule} ${r.error.message}`);
        const rolled = r.events.some((e) => e.type === 'moved' && e.dice?.length);
        if (bot && s.phase === 'move' && rolled) {
          seen++;
          expect(b.orders.at(-1)?.type).not.toBe('end');
        }
        s = r.state;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
