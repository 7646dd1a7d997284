/** Spec 8.7: restoration (7) and the Redoubt (9.2). */
import { describe, expect, it } from 'vitest';
import { fxArmy, hqcard, play, position, refuse, status, ucard } from './testkit.js';

const S = fxArmy(
  'fr',
  [{ key: 'r' }, { key: 'q' }],
  [
    { type: 'leader', count: 1, name: 'Nicolas Soult', command: 3, combat: 2, rally: 3 },
    { type: 'leader', count: 1, name: 'Michel Ney', command: 3, combat: 3, rally: 5 },
    { type: 'supply', count: 2 },
    { type: 'redoubt', count: 2 },
  ],
);
const N = fxArmy('es', [{ key: 'n' }], [{ type: 'guerrilla', count: 2 }]);
const at = (hand: string[]) =>
  position(S, N, {
    phase: 'restoration',
    units: [
      { unit: 'fr.r', square: 'd4', status: 'reduced' },
      { unit: 'fr.q', square: 'e4', status: 'reduced' },
    ],
    hands: { blue: hand, red: [hqcard(N, 'guerrilla')] },
  });
const soult = hqcard(S, 'leader', 0, 'Nicolas Soult'),
  ney = hqcard(S, 'leader', 0, 'Michel Ney');

describe('8.7 restoration (7, 9.2)', () => {
  it('8.7 #53 7 Leader rally: Soult 1–3 (3 succeeds, 4 fails); Ney 1–5 (5 succeeds, 6 fails)', () => {
    expect(status(play(at([soult]), 'blue', [{ type: 'restore', card: soult, unit: 'fr.r' }], [3]).state, 'fr.r')).toBe(
      'full',
    );
    const fail = play(at([soult]), 'blue', [{ type: 'restore', card: soult, unit: 'fr.r' }], [4]).state;
    expect(status(fail, 'fr.r')).toBe('reduced');
    expect(fail.players.blue.discard).toEqual([soult]);
    expect(status(play(at([ney]), 'blue', [{ type: 'restore', card: ney, unit: 'fr.r' }], [5]).state, 'fr.r')).toBe(
      'full',
    );
    expect(status(play(at([ney]), 'blue', [{ type: 'restore', card: ney, unit: 'fr.r' }], [6]).state, 'fr.r')).toBe(
      'reduced',
    );
  });

  it('8.7 #54 9.2 Supply restoration cancelled by Guerrilla: R stays reduced, no second attempt (AMB-10), a Redoubt is still allowed', () => {
    const sup = hqcard(S, 'supply', 0),
      sup2 = hqcard(S, 'supply', 1),
      red = hqcard(S, 'redoubt');
    let s = play(at([sup, sup2, red]), 'blue', [{ type: 'restore', card: sup, unit: 'fr.r' }]).state;
    expect(s.phase).toBe('guerrilla');
    s = play(s, 'red', [{ type: 'guerrilla', card: hqcard(N, 'guerrilla') }]).state;
    expect(status(s, 'fr.r')).toBe('reduced');
    expect(refuse(s, 'blue', [{ type: 'restore', card: sup2, unit: 'fr.q' }])).toMatchObject({
      rule: '7',
      code: 'one-attempt',
    });
    s = play(s, 'blue', [{ type: 'redoubt', card: red, square: 'd4' }]).state;
    expect(s.redoubts).toEqual(['d4']);
  });

  it('8.7 #55 7 a Unit Card restores only the unit it names', () => {
    expect(refuse(at([ucard(S, 'q')]), 'blue', [{ type: 'restore', card: ucard(S, 'q'), unit: 'fr.r' }])).toMatchObject(
      { rule: '7', at: 'orders[0].card' },
    );
    const s = play(at([ucard(S, 'r')]), 'blue', [{ type: 'restore', card: ucard(S, 'r'), unit: 'fr.r' }]).state;
    expect(status(play(s, 'red', [{ type: 'pass' }]).state, 'fr.r')).toBe('full');
  });

  it('8.7 #56 9.2 a Redoubt comes after the attempt; a second Redoubt in the turn is refused', () => {
    const r1 = hqcard(S, 'redoubt', 0),
      r2 = hqcard(S, 'redoubt', 1);
    const s = play(at([r1, r2, soult]), 'blue', [{ type: 'redoubt', card: r1, square: 'd4' }]).state;
    expect(refuse(s, 'blue', [{ type: 'restore', card: soult, unit: 'fr.r' }]).rule).toBe('7');
    expect(refuse(s, 'blue', [{ type: 'redoubt', card: r2, square: 'e4' }]).rule).toBe('9.2');
    expect(refuse(at([r1]), 'blue', [{ type: 'redoubt', card: r1, square: 'd5' }]).rule).toBe('9.2');
  });

  it('9.2 Regroup (Ottomans) restores a reduced unit unless cancelled by Guerrilla', () => {
    const O = fxArmy('ot', [{ key: 'r' }], [{ type: 'regroup', count: 2 }]);
    const s0 = position(O, N, {
      phase: 'restoration',
      units: [{ unit: 'ot.r', square: 'd4', status: 'reduced' }],
      hands: { blue: [hqcard(O, 'regroup')], red: [] },
    });
    let s = play(s0, 'blue', [{ type: 'restore', card: hqcard(O, 'regroup'), unit: 'ot.r' }]).state;
    s = play(s, 'red', [{ type: 'pass' }]).state;
    expect(status(s, 'ot.r')).toBe('full');
    expect(refuse(s0, 'blue', [{ type: 'restore', card: hqcard(O, 'regroup'), unit: 'es.n' }]).rule).toBe('7');
  });
});
