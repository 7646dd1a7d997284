import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import { botBatch } from './bot.js';
import m from './index.js';
import { fixture, start } from './testkit.js';

describe('the bot (practice games)', () => {
  it('9.1.7, 9.3 it designates 1/1 I (6) against 1/29/XX (5), odds 1.2, and plays ATTACK; the Russian bot, at 5 v 6, plays DEFEND', () => {
    let s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' }), [1, 5, 2]);
    s = (m.apply(s, 'de', { orders: [{ type: 'end' }] }, new FixedDice([])) as { state: typeof s }).state;
    const combat = botBatch(s, 'de', new SeededDice(1));
    expect(combat).toEqual({ orders: [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }] });
    s = (m.apply(s, 'de', combat, new FixedDice([])) as { state: typeof s }).state;
    expect(botBatch(s, 'de', new SeededDice(1))).toEqual({ orders: [{ type: 'card', card: 'attack' }] });
    expect(botBatch(s, 'ru', new SeededDice(1))).toEqual({ orders: [{ type: 'card', card: 'defend' }] });
  });
  it('3.1, 19.3 playing either side against random play, every batch it sends is legal and the game ends after turn 5', () => {
    for (const botSide of ['de', 'ru'] as const) {
      const d = new SeededDice(botSide === 'de' ? 11 : 12);
      let s = m.setup('gumbinnen-1914', {}, d);
      let n = 0;
      for (; !m.status(s).result && n < 3000; n++) {
        const side = m.status(s).waitingFor[0];
        const r = m.apply(s, side, side === botSide ? botBatch(s, side, d) : m.randomBatch(s, side, d), d);
        expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
        if (!r.ok) return;
        s = r.state;
      }
      expect(m.status(s).result).toBeDefined();
      expect(s.turn).toBe(5);
    }
  });
});
