/** Spec 8.9: turn structure and card timing (4, 9.2). */
import { describe, expect, it } from 'vitest';
import manoeuvre from './index.js';
import { fxArmy, hqcard, play, placed, position, refuse, ucard } from './testkit.js';

const S = fxArmy(
  'fr',
  [{ key: 'a', cards: ['A1d6 D1', 'B2d6 R2'] }, { key: 'b' }],
  [
    { type: 'scout', count: 2 },
    { type: 'supply', count: 2 },
    { type: 'skirmish', count: 1 },
  ],
);
const N = fxArmy('gb', [{ key: 'x', cards: ['D2', 'D3'] }]);
/** fr.a bombards gb.x with its second card (B2d6 R2) */
const BOMBARD = { type: 'bombard' as const, unit: 'fr.a', card: ucard(S, 'a', 2), target: 'gb.x' };

describe('8.9 turn structure and card timing (4, 9.2)', () => {
  it("8.9 #65 9.2 Scout/Spy in the Draw phase: discard 2, draw 2 (one a Spy), play it, see North's hand, draw 1 more", () => {
    const hand = [ucard(S, 'b', 1), ucard(S, 'b', 2), ucard(S, 'b', 3), ucard(S, 'b', 4), ucard(S, 'b', 5)];
    const deck = [hqcard(S, 'scout'), ucard(S, 'a', 3), ucard(S, 'a', 4), ucard(S, 'a', 5)];
    const red = [ucard(N, 'x', 1), ucard(N, 'x', 2)];
    const s0 = placed(
      S,
      N,
      'discard',
      { 'fr.a': 'd2', 'gb.x': 'd7' },
      {
        hands: { blue: hand, red },
        decks: { blue: deck, red: [] },
      },
    );
    const r = play(s0, 'blue', [
      { type: 'discard', card: hand[0] },
      { type: 'discard', card: hand[1] },
      { type: 'draw' },
      { type: 'scout', card: hqcard(S, 'scout') },
    ]);
    expect(r.state.players.blue.hand.length).toBe(5);
    expect(r.state.players.blue.hand).toContain(ucard(S, 'a', 4));
    const seen = r.events.find((e) => e.type === 'scouted-hand')!;
    expect(seen.visibleTo).toEqual(['blue']);
    expect((seen.data as { cards: string[] }).cards).toEqual(red);
    expect(r.events.find((e) => e.type === 'scouted')!.visibleTo).toBe('all');
    const blueView = JSON.stringify(manoeuvre.view(r.state, 'blue').panel);
    expect(blueView).toContain(red[0]);
    expect(JSON.stringify(manoeuvre.view(r.state, null))).not.toContain(red[0]);
  });

  it('8.9 #66 6 one combat per turn: after a Bombardment, a Withdraw or a Skirmish no further combat', () => {
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.a': 'c3', 'gb.x': 'c4' },
      {
        hands: { blue: [ucard(S, 'a', 1), ucard(S, 'a', 2), hqcard(S, 'skirmish')], red: [hqcard(N, 'withdraw')] },
      },
    );
    const assault = { type: 'assault' as const, unit: 'fr.a', card: ucard(S, 'a', 1), target: 'gb.x' };
    const b = play(s0, 'blue', [BOMBARD], [1, 1]).state;
    expect(refuse(b, 'blue', [assault]).rule).toBe('7');
    const a = play(s0, 'blue', [assault]).state;
    const w = play(a, 'red', [{ type: 'withdraw', card: hqcard(N, 'withdraw') }]).state;
    expect(refuse(w, 'blue', [BOMBARD]).rule).toBe('7');
    const d = play(a, 'red', [{ type: 'defend' }]).state;
    const k = play(d, 'blue', [{ type: 'skirmish', card: hqcard(S, 'skirmish'), path: [] }]).state;
    expect(refuse(k, 'blue', [assault]).code).toBe('wrong-phase');
  });

  it('8.9 #67 5 7 one Supply to move in Movement and another to restore in Restoration, same turn', () => {
    const s0 = position(S, N, {
      phase: 'movement',
      units: [
        { unit: 'fr.a', square: 'c2' },
        { unit: 'fr.b', square: 'e2', status: 'reduced' },
        { unit: 'gb.x', square: 'd7' },
      ],
      hands: { blue: [hqcard(S, 'supply', 0), hqcard(S, 'supply', 1)], red: [] },
    });
    const r = play(s0, 'blue', [
      { type: 'move', unit: 'fr.a', path: ['c3'] },
      { type: 'supply', card: hqcard(S, 'supply', 0), unit: 'fr.b', path: ['e3'] },
      { type: 'end-movement' },
      { type: 'no-combat' },
      { type: 'restore', card: hqcard(S, 'supply', 1), unit: 'fr.b' },
    ]);
    expect(r.state.units['fr.b']).toMatchObject({ sq: 'e3', status: 'full' });
  });

  it('8.9 #68 4 phase order: a move after a Bombardment, a discard after the draw are refused', () => {
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.a': 'c3', 'gb.x': 'c5' },
      {
        hands: { blue: [ucard(S, 'a', 2)], red: [] },
      },
    );
    const b = play(s0, 'blue', [BOMBARD], [1, 1]).state;
    expect(refuse(b, 'blue', [{ type: 'move', unit: 'fr.a', path: ['b3'] }])).toMatchObject({
      rule: '7',
      code: 'wrong-phase',
      at: 'orders[0]',
    });
    const d0 = position(S, N, {
      phase: 'discard',
      units: [{ unit: 'fr.a', square: 'c3' }],
      hands: { blue: [ucard(S, 'a', 2)], red: [] },
    });
    const d = play(d0, 'blue', [{ type: 'draw' }]).state;
    expect(refuse(d, 'blue', [{ type: 'discard', card: d.players.blue.hand[0] }]).code).toBe('wrong-phase');
  });

  it('8.9 #69 5 EndMovement without a basic move while a unit can move is refused', () => {
    const s0 = position(S, N, {
      phase: 'movement',
      units: [{ unit: 'fr.a', square: 'c3' }],
      hands: { blue: [], red: [] },
    });
    expect(refuse(s0, 'blue', [{ type: 'end-movement' }])).toMatchObject({ rule: '5', code: 'must-move' });
  });

  it('AMB-9 no legal move: the Movement phase may end', () => {
    const s0 = placed(
      S,
      N,
      'movement',
      { 'fr.a': 'a1', 'fr.b': 'a2', 'gb.x': 'b1', 'gb.pad1': 'b2', 'gb.pad2': 'a3' },
      { rest: 'eliminated', hands: { blue: [], red: [] } },
    );
    expect(play(s0, 'blue', [{ type: 'end-movement' }]).state.phase).toBe('combat');
  });
});
