/** Spec 8.6: movement (5), Forced March, Supply, Guerrilla (9.2). */
import { describe, expect, it } from 'vitest';
import manoeuvre from './index.js';
import { fxArmy, hqcard, play, placed, position, refuse, sq, ucard } from './testkit.js';

const S = fxArmy(
  'fr',
  [{ key: 'inf' }, { key: 'cav', type: 'cav' }, { key: 'u' }, { key: 'v' }, { key: 'm' }],
  [
    { type: 'forced-march', count: 3 },
    { type: 'supply', count: 2 },
    { type: 'leader', count: 1, name: 'L', command: 2, combat: 1, rally: 3 },
  ],
);
const N = fxArmy('es', [{ key: 'n' }], [{ type: 'guerrilla', count: 2 }]);
const pos = (units: { unit: string; square: string }[], squares: Record<string, string> = {}, hand: string[] = []) =>
  position(S, N, {
    phase: 'movement',
    rest: 'eliminated',
    map: { squares },
    units,
    hands: { blue: hand, red: [hqcard(N, 'guerrilla', 0), hqcard(N, 'guerrilla', 1)] },
    standing: { blue: { guerrilla: 'ask', choice: 'ask' }, red: { guerrilla: 'never', choice: 'ask' } },
  });
const FM = (k: number) => hqcard(S, 'forced-march', k);
const SUP = (k: number) => hqcard(S, 'supply', k);

describe('8.6 movement (5, 9.2)', () => {
  it('8.6 #47 5 infantry: d4→d5 legal; diagonal, two squares, or staying put are not', () => {
    const s = pos([{ unit: 'fr.inf', square: 'd4' }]);
    expect(sq(play(s, 'blue', [{ type: 'move', unit: 'fr.inf', path: ['d5'] }]).state, 'fr.inf')).toBe('d5');
    expect(refuse(s, 'blue', [{ type: 'move', unit: 'fr.inf', path: ['e5'] }])).toMatchObject({
      rule: '1.1',
      at: 'orders[0].path[0]',
    });
    expect(refuse(s, 'blue', [{ type: 'move', unit: 'fr.inf', path: ['d5', 'd6'] }]).rule).toBe('5');
    expect(refuse(s, 'blue', [{ type: 'move', unit: 'fr.inf', path: ['d4'] }]).rule).toBe('1.1');
  });

  it('8.6 #48 5 cavalry: b2→b3→b4 and b2→b3→c3 legal; back to b2, through an occupied b3, or onto a Lake are not', () => {
    const s = pos([{ unit: 'fr.cav', square: 'b2' }], { c3: 'lake' });
    expect(sq(play(s, 'blue', [{ type: 'move', unit: 'fr.cav', path: ['b3', 'b4'] }]).state, 'fr.cav')).toBe('b4');
    expect(refuse(s, 'blue', [{ type: 'move', unit: 'fr.cav', path: ['b3', 'b2'] }]).rule).toBe('5');
    expect(refuse(s, 'blue', [{ type: 'move', unit: 'fr.cav', path: ['b3', 'c3'] }]).rule).toBe('2.2');
    const open = pos([{ unit: 'fr.cav', square: 'b2' }]);
    expect(sq(play(open, 'blue', [{ type: 'move', unit: 'fr.cav', path: ['b3', 'c3'] }]).state, 'fr.cav')).toBe('c3');
    const blocked = pos([
      { unit: 'fr.cav', square: 'b2' },
      { unit: 'fr.u', square: 'b3' },
    ]);
    expect(refuse(blocked, 'blue', [{ type: 'move', unit: 'fr.cav', path: ['b3', 'b4'] }]).rule).toBe('5');
  });

  it('8.6 #49 9.2 Forced March may return to the start square; not for a unit that began in Marsh or Field', () => {
    const s = pos(
      [
        { unit: 'fr.inf', square: 'd4' },
        { unit: 'fr.m', square: 'f4' },
      ],
      { f4: 'marsh', a1: 'field' },
      [FM(0), FM(1)],
    );
    const r = play(s, 'blue', [
      { type: 'move', unit: 'fr.inf', path: ['d5'] },
      { type: 'forced-march', card: FM(0), unit: 'fr.inf', to: 'd4' },
    ]);
    expect(sq(r.state, 'fr.inf')).toBe('d4');
    const m = play(s, 'blue', [{ type: 'move', unit: 'fr.m', path: ['f5'] }]).state;
    expect(refuse(m, 'blue', [{ type: 'forced-march', card: FM(0), unit: 'fr.m', to: 'f6' }])).toMatchObject({
      rule: '9.2',
      code: 'began-in-marsh',
    });
  });

  it('8.6 #50 5 at most: basic move + Forced March, Supply move of another unit + Forced March; no third FM, second Supply, or Supply for U', () => {
    const s = pos(
      [
        { unit: 'fr.u', square: 'b2' },
        { unit: 'fr.v', square: 'g2' },
        { unit: 'fr.inf', square: 'd2' },
      ],
      {},
      [FM(0), FM(1), FM(2), SUP(0), SUP(1)],
    );
    const r = play(s, 'blue', [
      { type: 'move', unit: 'fr.u', path: ['b3'] },
      { type: 'forced-march', card: FM(0), unit: 'fr.u', to: 'b4' },
      { type: 'supply', card: SUP(0), unit: 'fr.v', path: ['g3'] },
      { type: 'forced-march', card: FM(1), unit: 'fr.v', to: 'g4' },
    ]);
    expect([sq(r.state, 'fr.u'), sq(r.state, 'fr.v')]).toEqual(['b4', 'g4']);
    expect(refuse(r.state, 'blue', [{ type: 'forced-march', card: FM(2), unit: 'fr.v', to: 'g5' }]).rule).toBe('5');
    expect(refuse(r.state, 'blue', [{ type: 'supply', card: SUP(1), unit: 'fr.inf', path: ['d3'] }]).rule).toBe('5');
    const one = play(s, 'blue', [{ type: 'move', unit: 'fr.u', path: ['b3'] }]).state;
    expect(refuse(one, 'blue', [{ type: 'supply', card: SUP(0), unit: 'fr.u', path: ['b4'] }]).rule).toBe('5');
  });

  it("8.6 #51 9.2 Guerrilla cancels U's Forced March: U stays, both cards discarded, no second FM for U, but V may still Forced March", () => {
    let s = pos(
      [
        { unit: 'fr.u', square: 'b2' },
        { unit: 'fr.v', square: 'g2' },
      ],
      {},
      [FM(0), FM(1), FM(2), SUP(0)],
    );
    s = { ...s, players: { ...s.players, red: { ...s.players.red, standing: { guerrilla: 'ask', choice: 'ask' } } } };
    s = play(s, 'blue', [
      { type: 'move', unit: 'fr.u', path: ['b3'] },
      { type: 'forced-march', card: FM(0), unit: 'fr.u', to: 'b4' },
    ]).state;
    expect(manoeuvre.status(s)).toMatchObject({ waitingFor: ['red'], phase: 'guerrilla', midTurn: true });
    expect(manoeuvre.defaultAnswer(s, 'red')).toEqual({ orders: [{ type: 'pass' }] });
    s = play(s, 'red', [{ type: 'guerrilla', card: hqcard(N, 'guerrilla', 0) }]).state;
    expect(sq(s, 'fr.u')).toBe('b3');
    expect(s.players.blue.discard).toEqual([FM(0)]);
    expect(s.players.red.discard).toEqual([hqcard(N, 'guerrilla', 0)]);
    expect(refuse(s, 'blue', [{ type: 'forced-march', card: FM(1), unit: 'fr.u', to: 'b4' }])).toMatchObject({
      rule: '5',
      code: 'one-forced-march',
    });
    s = play(s, 'blue', [{ type: 'supply', card: SUP(0), unit: 'fr.v', path: ['g3'] }]).state;
    s = play(s, 'red', [{ type: 'pass' }]).state;
    s = play(s, 'blue', [{ type: 'forced-march', card: FM(1), unit: 'fr.v', to: 'g4' }]).state;
    s = play(s, 'red', [{ type: 'pass' }]).state;
    expect(sq(s, 'fr.v')).toBe('g4');
  });

  it('8.6 #52 9.2 Guerrilla only by the non-active player, never in a combat, never against a Leader rally', () => {
    const s = position(N, S, {
      phase: 'movement',
      units: [{ unit: 'es.n', square: 'd4' }],
      hands: { blue: [hqcard(N, 'guerrilla', 0)], red: [] },
    });
    expect(refuse(s, 'blue', [{ type: 'guerrilla', card: hqcard(N, 'guerrilla', 0) }])).toMatchObject({
      rule: '5',
      code: 'wrong-phase',
    });
    // in a combat the defender's phase takes no Guerrilla
    const F2 = fxArmy('fr', [{ key: 'att', cards: ['A1d6 D1'] }]);
    const c0 = placed(
      F2,
      N,
      'combat',
      { 'fr.att': 'd4', 'es.n': 'd5' },
      {
        hands: { blue: [ucard(F2, 'att')], red: [hqcard(N, 'guerrilla', 0)] },
      },
    );
    const c1 = play(c0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(F2, 'att'), target: 'es.n' }]).state;
    expect(refuse(c1, 'red', [{ type: 'guerrilla', card: hqcard(N, 'guerrilla', 0) }]).code).toBe('wrong-phase');
    // a Leader's rally opens no Guerrilla window
    const F3 = fxArmy(
      'fr',
      [{ key: 'r' }],
      [{ type: 'leader', count: 1, name: 'Soult', command: 3, combat: 2, rally: 3 }],
    );
    const r0 = position(F3, N, {
      phase: 'restoration',
      units: [{ unit: 'fr.r', square: 'd4', status: 'reduced' }],
      hands: { blue: [hqcard(F3, 'leader')], red: [hqcard(N, 'guerrilla', 0)] },
    });
    const r1 = play(r0, 'blue', [{ type: 'restore', card: hqcard(F3, 'leader'), unit: 'fr.r' }], [2]);
    expect(r1.state.phase).toBe('restoration');
    expect(r1.state.units['fr.r'].status).toBe('full');
  });

  it('8.6 5.2 the Guerrilla window opens whether or not the opponent holds a Guerrilla card, unless he said "never"', () => {
    const s0 = pos(
      [
        { unit: 'fr.u', square: 'b2' },
        { unit: 'fr.v', square: 'g2' },
      ],
      {},
      [SUP(0)],
    );
    const ask = {
      ...s0,
      players: {
        ...s0.players,
        red: { ...s0.players.red, hand: [], standing: { guerrilla: 'ask' as const, choice: 'ask' as const } },
      },
    };
    expect(play(ask, 'blue', [{ type: 'supply', card: SUP(0), unit: 'fr.v', path: ['g3'] }]).state.phase).toBe(
      'guerrilla',
    );
    const never = play(ask, 'red', [{ type: 'standing', key: 'guerrilla', value: 'never' }]).state;
    expect(play(never, 'blue', [{ type: 'supply', card: SUP(0), unit: 'fr.v', path: ['g3'] }]).state.phase).toBe(
      'movement',
    );
  });
});
