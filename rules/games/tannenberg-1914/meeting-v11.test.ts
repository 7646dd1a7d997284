import { describe, expect, it } from 'vitest';
import { atCombatPhase, ok, play as playExact } from './testkit.js';
import type { TbState } from './state.js';

const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);
const events = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);
const all = (r: ReturnType<typeof play>, type: string) => events(r).filter((e) => e.type === type);
const data = (r: ReturnType<typeof play>, type: string) => all(r, type)[0]?.data;

/**
 * phase 8 of turn 1 (the German holds the initiative): the German designates `own` against `enemy` and both
 * play ATTACK, a meeting engagement (9.3.7); `dice`: the who-attacks roll (German, Russian), the CRT roll,
 * then the who-gives-way roll (German, Russian) and whatever follows
 */
const meeting = (
  pieces: Record<string, string>,
  own: string[],
  enemy: string[],
  dice: number[],
  version = 11,
  prep: (s: TbState) => void = () => {},
) => {
  const s = atCombatPhase(pieces, 'gumbinnen-1914', version);
  prep(s);
  const d = ok(play(s, 'de', [{ type: 'combat', own, enemy }]));
  const c = ok(play(d, 'de', [{ type: 'card', card: 'attack' }]));
  return play(c, 'ru', [{ type: 'card', card: 'attack' }], dice);
};
// 1/1 I (6, EFF 4) in A41B39 against 1/29/XX (5, EFF 3) in A42B39 (Gumbinnen): who attacks 3 + 4 + 1 = 8 against
// 3 + 3 = 6, the German; 6 v 5 with +2 for the attacker, roll 3 = 2/4
const duel = { 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' };
const ids = { own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] };

describe("rules version 11: the meeting engagement's winner enters the hexes the loser left (9.3.7)", () => {
  it('9.3.7 the German wins who gives way (6 + 4 against 1 + 3): 1/29/XX withdraws to A42B40 and 1/1 I enters A42B39', () => {
    const r = meeting(duel, ids.own, ids.enemy, [3, 3, 3, 6, 1]);
    expect(data(r, 'withdraw')).toEqual({ side: 'ru', from: 'A42B39', to: 'A42B40' });
    expect(all(r, 'pursuit')).toEqual([
      expect.objectContaining({ rule: '9.3.7', data: { units: ['de-1-1-i'], hex: 'A42B39' } }),
    ]);
    expect(ok(r).units['de-1-1-i']).toMatchObject({ hex: 'A42B39', loss: 2 });
  });
  it('version 10: the winner stays in A41B39', () => {
    const r = meeting(duel, ids.own, ids.enemy, [3, 3, 3, 6, 1], 10);
    expect(data(r, 'withdraw')).toEqual({ side: 'ru', from: 'A42B39', to: 'A42B40' });
    expect(data(r, 'pursuit')).toBeUndefined();
    expect(ok(r).units['de-1-1-i'].hex).toBe('A41B39');
  });
  it('9.3.7, 19.3 the Russian wins (1 + 4 against 6 + 3) with the German in Gumbinnen A42B39: 1/29/XX enters it and the town turns Russian', () => {
    const r = meeting({ 'de-1-1-i': 'A42B39', 'ru-1-29-xx': 'A43B39' }, ids.own, ids.enemy, [3, 3, 3, 1, 6]);
    expect(data(r, 'withdraw')).toEqual({ side: 'de', from: 'A42B39', to: 'A42B38' });
    expect(data(r, 'pursuit')).toEqual({ units: ['ru-1-29-xx'], hex: 'A42B39' });
    expect(ok(r).control.A42B39).toBe('ru');
    const old = meeting({ 'de-1-1-i': 'A42B39', 'ru-1-29-xx': 'A43B39' }, ids.own, ids.enemy, [3, 3, 3, 1, 6], 10);
    expect(ok(old).control.A42B39).toBe('de');
    expect(ok(old).units['ru-1-29-xx'].hex).toBe('A43B39');
  });
  it('9.3.7, 11.1.8 entering A42B39 makes 20/XX art. alone in A43B38 escape: roll 5 above EFF 3, to A44B41, −4 EP', () => {
    const r = meeting({ ...duel, 'ru-20-xx-art': 'A43B38' }, ids.own, ids.enemy, [3, 3, 3, 6, 1, 5]);
    expect(data(r, 'artillery-escape')).toEqual({ unit: 'ru-20-xx-art', from: 'A43B38', to: 'A44B41', fled: true });
    expect(ok(r).units['ru-20-xx-art']).toMatchObject({ hex: 'A44B41', loss: 4 });
  });
  it('9.3.7, 9.6.4 1/29/XX on its back face at L 3 is eliminated by 1/5 (2:1, +2): no roll, and 1/1 I enters A42B39', () => {
    const worn = (s: TbState) => Object.assign(s.units['ru-1-29-xx'], { face: 'back', loss: 3 });
    const r = meeting(duel, ids.own, ids.enemy, [3, 3, 3], 11, worn);
    expect(data(r, 'crt')).toMatchObject({ result: '1/5' });
    expect(data(r, 'withdraw')).toBeUndefined();
    expect(data(r, 'pursuit')).toEqual({ units: ['de-1-1-i'], hex: 'A42B39' });
    const old = meeting(duel, ids.own, ids.enemy, [3, 3, 3], 10, worn);
    expect(data(old, 'pursuit')).toBeUndefined();
    expect(ok(old).units['de-1-1-i'].hex).toBe('A41B39');
  });
  it('9.3.7 two vacated hexes, A42B39 and A42B38, both next to 1/1 I: it enters the first the loser left, once', () => {
    const r = meeting(
      { 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39', 'ru-2-29-xx': 'A42B38' },
      ids.own,
      ['ru-1-29-xx', 'ru-2-29-xx'],
      [3, 3, 3, 6, 1],
    );
    expect(all(r, 'withdraw').map((e) => e.data)).toEqual([
      { side: 'ru', from: 'A42B39', to: 'A42B40' },
      { side: 'ru', from: 'A42B38', to: 'A43B38' },
    ]);
    expect(all(r, 'pursuit').map((e) => e.data)).toEqual([{ units: ['de-1-1-i'], hex: 'A42B39' }]);
  });
});
