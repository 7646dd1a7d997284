import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/contract.js';
import { FixedDice } from '../../core/dice.js';
import { advance } from './phases/turn.js';
import { fixture } from './testkit.js';

/**
 * Gumbinnen turn 1, the German holding the initiative: 69/36/XVII comes on at A30B46 at
 * the start of the German movement phase (17.2.2); 20/XX art. stands alone next to it in `gun`
 */
const arrive = (version: number, gun: string) => {
  const s = fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-20-xx-art': gun, 'ru-1-29-xx': 'A47B39' });
  s.rulesVersion = version;
  s.arrivals.push({ turn: 1, hex: 'A30B46', pieces: ['de-69-36-xvii'], rail: false });
  const t = {
    s,
    side: '',
    dice: new FixedDice(Array.from({ length: 200 }, (_, i) => (i % 2 ? 5 : 2))),
    events: [] as GameEvent[],
  };
  for (let i = 0; i < 10 && !(s.await?.kind === 'move' && s.await.sides[0] === 'de'); i++) {
    advance(t);
    if (s.await && s.await.kind !== 'move') s.await.sides = [];
  }
  return t;
};

describe('rules version 13: reinforcements arriving make contact (17.2.2, 11.1.8)', () => {
  it('17.2.2, 11.1.8 69/36/XVII arriving at A30B46 makes 20/XX art., alone in A31B46, escape', () => {
    const t = arrive(13, 'A31B46');
    expect(t.events.find((e) => e.type === 'arrival')?.data).toEqual({ pieces: ['de-69-36-xvii'], hex: 'A30B46' });
    expect(t.events.find((e) => e.type === 'artillery-escape')?.data).toMatchObject({
      unit: 'ru-20-xx-art',
      from: 'A31B46',
    });
    expect(t.s.units['ru-20-xx-art'].hex).not.toBe('A31B46');
  });
  it('version 12: the gun stays in A31B46', () => {
    const t = arrive(12, 'A31B46');
    expect(t.events.find((e) => e.type === 'arrival')).toBeDefined();
    expect(t.events.find((e) => e.type === 'artillery-escape')).toBeUndefined();
    expect(t.s.units['ru-20-xx-art'].hex).toBe('A31B46');
  });
});
