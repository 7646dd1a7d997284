/** Spec 8.4: Bombardment, Volley, Grand Battery, Redoubt and Sappers. */
import { describe, expect, it } from 'vitest';
import { ev, fxArmy, hqcard, play, placed, position, refuse, status, ucard } from './testkit.js';

const S = fxArmy(
  'fr',
  [{ key: 'gun', cards: ['B2d6 R2', 'V1d8 R1'] }, { key: 'blk' }],
  [{ type: 'leader', count: 1, name: 'Napoléon', command: 4, combat: 3, rally: 4, grandBattery: true }],
);
const N = fxArmy('gb', [
  { key: 'tgt', full: 7, reduced: 3 },
  { key: 'big', full: 8, reduced: 4 },
]);
const at = (target: string, squares: Record<string, string> = {}, blocker?: string, hand = [ucard(S, 'gun', 1)]) =>
  position(S, N, {
    phase: 'combat',
    map: { squares },
    units: [
      { unit: 'fr.gun', square: 'c3' },
      { unit: 'gb.tgt', square: target },
      ...(blocker ? [{ unit: 'fr.blk', square: blocker }] : []),
    ],
    hands: { blue: hand, red: [] },
  });
const bombard = { type: 'bombard' as const, unit: 'fr.gun', card: ucard(S, 'gun', 1), target: 'gb.tgt' };

describe('8.4 bombardment, volley, Grand Battery (6.2, 8, 9.1)', () => {
  it('8.4 #30 6.2 s2 straight line of fire: Woods between is illegal, open and empty is legal, a unit between is illegal', () => {
    expect(refuse(at('c5', { c4: 'woods' }), 'blue', [bombard])).toMatchObject({
      rule: '6.2 s2',
      at: 'orders[0].target',
    });
    expect(play(at('c5'), 'blue', [bombard], [1, 1]).state.phase).toBe('restoration');
    expect(refuse(at('c5', {}, 'c4'), 'blue', [bombard]).rule).toBe('6.2 s2');
  });

  it('8.4 #31 6.2 s2 firing from Hills into a Town over open ground is legal', () => {
    expect(play(at('c5', { c3: 'hills', c5: 'town' }), 'blue', [bombard], [1, 1]).state.phase).toBe('restoration');
  });

  it('AMB-25 a diagonal target needs one clear corner square', () => {
    expect(play(at('d4', { c4: 'woods' }), 'blue', [bombard], [1, 1]).state.phase).toBe('restoration');
    expect(refuse(at('d4', { c4: 'woods', d3: 'town' }), 'blue', [bombard]).rule).toBe('6.2 s2');
  });

  it('8.4 #33 8 a target at distance 3 is out of range', () => {
    expect(refuse(at('c6'), 'blue', [bombard]).rule).toBe('8');
  });

  it('8.4 #34 8 a Volley reaches an adjacent unit only', () => {
    const v = { type: 'volley' as const, unit: 'fr.gun', card: ucard(S, 'gun', 2), target: 'gb.tgt' };
    expect(refuse(at('c5', {}, undefined, [ucard(S, 'gun', 2)]), 'blue', [v]).rule).toBe('8');
    expect(play(at('c4', {}, undefined, [ucard(S, 'gun', 2)]), 'blue', [v], [3]).state.phase).toBe('restoration');
  });

  it('8.4 #35 6.2 s4 2d6: 7 against strength 7 does nothing; 8 is a Hit; never a retreat or advance', () => {
    let r = play(at('c5'), 'blue', [bombard], [4, 3]);
    expect(ev(r, 'bombardment')).toMatchObject({ A: 7, D: 7, hit: false });
    expect(status(r.state, 'gb.tgt')).toBe('full');
    r = play(at('c5'), 'blue', [bombard], [5, 3]);
    expect(status(r.state, 'gb.tgt')).toBe('reduced');
    expect(r.state.units['gb.tgt'].sq).toBe('c5');
    expect(r.state.units['fr.gun'].sq).toBe('c3');
  });

  it("8.4 #37 9.1 Grand Battery: Napoleon, 2d10 rolls 7 + 9 = 16 against 8: a Hit, and the turn's combat is used", () => {
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.gun': 'c3', 'gb.big': 'c5' },
      {
        hands: { blue: [hqcard(S, 'leader'), ucard(S, 'gun', 2)], red: [] },
      },
    );
    const r = play(
      s0,
      'blue',
      [{ type: 'grand-battery', card: hqcard(S, 'leader'), unit: 'fr.gun', target: 'gb.big' }],
      [7, 9],
    );
    expect(ev(r, 'grand-battery')).toMatchObject({ A: 16, D: 8, hit: true });
    expect(status(r.state, 'gb.big')).toBe('reduced');
    expect(
      refuse(r.state, 'blue', [{ type: 'volley', unit: 'fr.gun', card: ucard(S, 'gun', 2), target: 'gb.big' }]).code,
    ).toBe('wrong-phase');
  });

  const redoubt = (A: number, sappers: boolean) => {
    const S2 = fxArmy(
      'fr',
      [{ key: 'att', full: 4, reduced: 2, cards: ['A1d10 D1'] }],
      [{ type: 'sappers', count: 1 }],
    );
    const N2 = fxArmy('gb', [{ key: 'tgt', full: 5, reduced: 3 }]);
    const s0 = position(S2, N2, {
      phase: 'combat',
      redoubts: ['d5'],
      units: [
        { unit: 'fr.att', square: 'd4' },
        { unit: 'gb.tgt', square: 'd5' },
      ],
      hands: { blue: [ucard(S2, 'att'), hqcard(S2, 'sappers')], red: [] },
    });
    let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S2, 'att'), target: 'gb.tgt' }]).state;
    s = play(s, 'red', [{ type: 'defend' }]).state;
    return play(
      s,
      'blue',
      [...(sappers ? [{ type: 'sappers' as const, card: hqcard(S2, 'sappers') }] : []), { type: 'resolve' as const }],
      [A - 4],
    );
  };

  it("8.4 #38 9.2 Redoubt +3: A 9 against 5 + 3 is the defender's choice; with Sappers D 5: A 9 defender's, A 10 attacker's; the Redoubt stays", () => {
    let r = redoubt(9, false);
    expect(ev(r, 'attack')!.D).toBe(8);
    expect(ev(r, 'outcome')!.outcome).toBe('defender-choice');
    r = redoubt(9, true);
    expect(ev(r, 'attack')!.D).toBe(5);
    expect(ev(r, 'outcome')!.outcome).toBe('defender-choice');
    r = redoubt(10, true);
    expect(ev(r, 'outcome')!.outcome).toBe('attacker-choice');
    expect(r.state.redoubts).toEqual(['d5']);
  });

  it('8.4 #39 AMB-15 a Redoubt counts against a Bombardment: 8 against 5 + 3 nothing, 9 a Hit', () => {
    const S3 = fxArmy('fr', [{ key: 'gun', cards: ['B1d10 R2'] }]);
    const N3 = fxArmy('gb', [{ key: 'tgt', full: 5, reduced: 3 }]);
    const s0 = position(S3, N3, {
      phase: 'combat',
      redoubts: ['c5'],
      units: [
        { unit: 'fr.gun', square: 'c3' },
        { unit: 'gb.tgt', square: 'c5' },
      ],
      hands: { blue: [ucard(S3, 'gun')], red: [] },
    });
    const o = { type: 'bombard' as const, unit: 'fr.gun', card: ucard(S3, 'gun'), target: 'gb.tgt' };
    expect(status(play(s0, 'blue', [o], [8]).state, 'gb.tgt')).toBe('full');
    expect(status(play(s0, 'blue', [o], [9]).state, 'gb.tgt')).toBe('reduced');
  });
});
