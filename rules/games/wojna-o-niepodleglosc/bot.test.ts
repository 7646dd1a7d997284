import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { botBatch } from './bot.js';
import wojna from './index.js';
import type { SideId } from './schema.js';

/** a whole game of the bot (on `botSide`) against the random player; every batch must be accepted */
const game = (scenario: string, botSide: SideId, seed: number) => {
  const d = new SeededDice(seed);
  let s = wojna.setup(scenario, {}, d);
  let batches = 0;
  while (!wojna.status(s).result) {
    const side = wojna.status(s).waitingFor[0] as SideId;
    const b = side === botSide ? botBatch(s, side, d) : wojna.randomBatch(s, side, d);
    const r = wojna.apply(s, side, b, d);
    if (!r.ok) throw new Error(`${side === botSide ? 'bot' : 'random'} batch refused: ${JSON.stringify(r.error)}`);
    s = r.state;
    batches++;
  }
  return { result: wojna.status(s).result!, batches };
};

describe('the bot (practice games)', () => {
  it('plays whole exercise-1920 games from either side with legal batches and beats random play in each of four', () => {
    for (const [side, seed] of [
      ['polish', 1],
      ['opposing', 2],
      ['polish', 3],
      ['opposing', 4],
    ] as const)
      expect(game('exercise-1920', side, seed).result.winner).toBe(side);
  });
  it('plays a whole warsaw-1920 game with legal batches (an attack by fifteen units from six hexes is one order)', () => {
    expect(game('warsaw-1920', 'polish', 1).result.winner).toBe('polish');
  });
});
