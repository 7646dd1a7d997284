/** Spec 8.5: retreat priorities (6.5): back, then a flank (owner's choice), then forward, else eliminated. */
import { describe, expect, it } from 'vitest';
import manoeuvre from './index.js';
import { retreatOptions } from './results.js';
import { fxArmy, play, placed, position, sq, ucard } from './testkit.js';

const S = fxArmy('fr', [{ key: 'r' }, { key: 'o1' }, { key: 'o2' }, { key: 'o3' }, { key: 'o4' }]);
const N = fxArmy('gb', [{ key: 'r' }, { key: 'x' }]);
const south = (at: string, occupied: string[]) =>
  position(S, N, {
    rest: 'eliminated',
    units: [{ unit: 'fr.r', square: at }, ...occupied.map((q, i) => ({ unit: `fr.o${i + 1}`, square: q }))],
  });

describe('8.5 retreat priorities (6.5)', () => {
  it('8.5 #41 6.5 back first: South d4 retreats to d3', () => {
    expect(retreatOptions(south('d4', []), 'fr.r')).toEqual(['d3']);
  });
  it('8.5 #42 6.5 back blocked: the open flank c4; both flanks open: the owner chooses', () => {
    expect(retreatOptions(south('d4', ['d3', 'e4']), 'fr.r')).toEqual(['c4']);
    expect(retreatOptions(south('d4', ['d3']), 'fr.r').sort()).toEqual(['c4', 'e4']);
  });
  it('8.5 #43 6.5 back and both flanks blocked: forward to d5', () => {
    expect(retreatOptions(south('d4', ['d3', 'c4', 'e4']), 'fr.r')).toEqual(['d5']);
  });
  it('8.5 #44 6.5 all four blocked: no retreat (eliminated)', () => {
    expect(retreatOptions(south('d4', ['d3', 'c4', 'e4', 'd5']), 'fr.r')).toEqual([]);
  });
  it('8.5 #45 6.5 the edge blocks: a1 with b1 occupied retreats to a2; with a2 occupied too it has none', () => {
    expect(retreatOptions(south('a1', ['b1']), 'fr.r')).toEqual(['a2']);
    expect(retreatOptions(south('a1', ['b1', 'a2']), 'fr.r')).toEqual([]);
  });
  it("8.5 #46 6.5 North's back is toward rank 8: d5 retreats to d6", () => {
    const s = position(S, N, { rest: 'eliminated', units: [{ unit: 'gb.r', square: 'd5' }] });
    expect(retreatOptions(s, 'gb.r')).toEqual(['d6']);
  });
  it('8.5 #42 5.2 P9: with two open flanks the retreating side is asked, and its answer moves the unit', () => {
    const A = fxArmy('fr', [{ key: 'att', full: 6, reduced: 3, cards: ['A2d8 D1'] }]);
    const B = fxArmy('gb', [{ key: 'r', full: 4, reduced: 2 }, { key: 'x' }]);
    const s0 = placed(
      A,
      B,
      'combat',
      { 'fr.att': 'd4', 'gb.r': 'd5', 'gb.x': 'd6' },
      {
        hands: { blue: [ucard(A, 'att')], red: [] },
      },
    );
    let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(A, 'att'), target: 'gb.r' }]).state;
    s = play(s, 'red', [{ type: 'defend' }]).state;
    s = play(s, 'blue', [{ type: 'resolve', choice: 'retreat' }], [3, 3]).state;
    expect(s.phase).toBe('retreat');
    expect(manoeuvre.status(s).waitingFor).toEqual(['red']);
    expect(manoeuvre.defaultAnswer(s, 'red')).toEqual({ orders: [{ type: 'retreat-to', square: 'c5' }] });
    const r = play(s, 'red', [{ type: 'retreat-to', square: 'e5' }]);
    expect(sq(r.state, 'gb.r')).toBe('e5');
    expect(sq(r.state, 'fr.att')).toBe('d5');
  });
});
