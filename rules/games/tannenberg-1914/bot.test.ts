import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import { botBatch } from './bot.js';
import m from './index.js';
import { fixture, gumbinnenAt, ok, play, start } from './testkit.js';
import { findUnsupplied } from './phases/supply.js';

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
  it('15.2, 19.3 the German bot first brings 1/1R IR, unsupplied at A37B36, back into supply (A36B39), before going for the enemy', () => {
    const s = start(
      fixture({
        'de-francois': 'A38B41',
        'de-1-1-i': 'A41B39',
        'de-below': 'A37B37',
        'de-1-1r-ir': 'A37B36',
        'ru-1-29-xx': 'A48B39',
      }),
      [1, 1, 5, 2],
    );
    expect(findUnsupplied(s, 'de')).toEqual(['de-1-1r-ir']);
    const b = botBatch(s, 'de', new SeededDice(1));
    expect(b).toEqual({
      orders: [{ type: 'move', pieces: ['de-1-1r-ir'], path: ['A37B36', 'A37B37', 'A37B38', 'A36B39'] }],
    });
    expect(findUnsupplied(ok(m.apply(s, 'de', b, new FixedDice([]))), 'de')).toEqual([]);
  });
  it('13.3.2 the bot first has the uncommanded 1/1 Kav take its self-command check: commanded on a 2; on a 6 it is not asked again', () => {
    const s = start(
      fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'de-1-1-kaw': 'A43B41', 'ru-1-29-xx': 'A48B39' }),
      [1, 5, 2],
    );
    expect(s.commanded).toEqual(['de-1-1-i']);
    const b = botBatch(s, 'de', new SeededDice(1));
    expect(b).toEqual({ orders: [{ type: 'self-command', units: ['de-1-1-kaw'] }] });
    expect(ok(m.apply(s, 'de', b, new FixedDice([2]))).commanded).toEqual(['de-1-1-i', 'de-1-1-kaw']);
    const failed = ok(m.apply(s, 'de', b, new FixedDice([6])));
    expect(failed.commanded).toEqual(['de-1-1-i']);
    expect(botBatch(failed, 'de', new SeededDice(1)).orders[0].type).toBe('move');
  });
  it('4.5.1, 4.5.6 the Russian bot asks 1/29/XX at A45B38 (4 hexes from 1/1 I) into reserve; when 1/1 I (6) pauses at A43B38 it steps to A44B38 (5 is at least half of 6)', () => {
    let s = gumbinnenAt({ 'ru-1-29-xx': 'A45B38' }, [1, 5, 2], ['mask', 'recon']);
    const designation = botBatch(s, 'ru', new SeededDice(1));
    expect(designation).toEqual({ orders: [{ type: 'reserve', unit: 'ru-1-29-xx', ask: true }, { type: 'end' }] });
    s = ok(play(s, 'ru', designation.orders));
    s = ok(play(s, 'de', [{ type: 'end' }]));
    s = ok(play(s, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A42B38', 'A43B38', 'A44B37'] }]));
    expect(s.paused?.at).toBe(2);
    expect(botBatch(s, 'ru', new SeededDice(1))).toEqual({
      orders: [{ type: 'reserve-move', unit: 'ru-1-29-xx', to: 'A44B38' }],
    });
    // against three times its strength it lets the move go on
    s.paused!.pieces = ['de-1-1-i', 'de-2-1-i', 'de-1-1r-ir'];
    expect(botBatch(s, 'ru', new SeededDice(1))).toEqual({ orders: [{ type: 'end' }] });
  });
});
