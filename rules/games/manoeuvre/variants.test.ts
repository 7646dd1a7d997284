/** Variant flags (spec 7.1), standing orders and default answers (5.2, 5.6), NRA after a withdrawal (AMB-20). */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import manoeuvre from './index.js';
import { fxArmy, hqcard, play, placed, position, refuse, sq, status, ucard } from './testkit.js';

describe('variants, standing orders, default answers', () => {
  it('V2 9.2 EN2010: no Forced March for a unit that ended its move in a Field', () => {
    const S = fxArmy('fr', [{ key: 'u' }], [{ type: 'forced-march', count: 2 }]);
    const N = fxArmy('gb', [{ key: 'n' }]);
    const mk = (forcedMarch: 'began' | 'began-or-ended') =>
      position(S, N, {
        phase: 'movement',
        options: { forcedMarch },
        map: { squares: { d5: 'field' } },
        units: [{ unit: 'fr.u', square: 'd4' }],
        hands: { blue: [hqcard(S, 'forced-march')], red: [] },
      });
    const orders = [
      { type: 'move' as const, unit: 'fr.u', path: ['d5'] },
      { type: 'forced-march' as const, card: hqcard(S, 'forced-march'), unit: 'fr.u', to: 'd6' },
    ];
    expect(sq(play(mk('began'), 'blue', orders).state, 'fr.u')).toBe('d6');
    expect(refuse(mk('began-or-ended'), 'blue', orders)).toMatchObject({
      rule: '9.2',
      code: 'ended-in-field',
      at: 'orders[1].unit',
    });
  });

  const assault = (cards: string[], northHand: (N: ReturnType<typeof fxArmy>) => string[] = () => []) => {
    const S = fxArmy('fr', [{ key: 'att', full: 6, reduced: 3, cards }]);
    const N = fxArmy('gb', [{ key: 'x', full: 4, reduced: 2 }]);
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.att': 'd4', 'gb.x': 'd5' },
      {
        hands: { blue: [ucard(S, 'att')], red: northHand(N) },
      },
    );
    return {
      S,
      N,
      s: play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att'), target: 'gb.x' }]).state,
    };
  };

  it('5.6 default answers: the defense step defaults to no withdraw and no cards; P7 to a Hit', () => {
    const { s } = assault(['A1d6 D1']);
    expect(manoeuvre.status(s).midTurn).toBe(true);
    const d = manoeuvre.defaultAnswer(s, 'red')!;
    expect(d).toEqual({ orders: [{ type: 'defend' }] });
    const s2 = play(s, 'red', d.orders as never).state;
    expect(manoeuvre.defaultAnswer(s2, 'blue')).toBeNull();
    const s3 = play(s2, 'blue', [{ type: 'resolve' }], [1]).state; // 7 against 4: the defender's choice
    const p7 = manoeuvre.defaultAnswer(s3, 'red')!;
    expect(p7).toEqual({ orders: [{ type: 'result', choice: 'hit' }] });
    expect(status(play(s3, 'red', p7.orders as never).state, 'gb.x')).toBe('reduced');
  });

  it('5.2 P7 standing order: "retreat" answers the defender\'s choice without a pause', () => {
    const { s } = assault(['A1d6 D1']);
    const st = play(s, 'red', [{ type: 'standing', key: 'choice', value: 'retreat' }, { type: 'defend' }]).state;
    const r = play(st, 'blue', [{ type: 'resolve' }], [1]);
    expect(sq(r.state, 'gb.x')).toBe('d6');
    expect(sq(r.state, 'fr.att')).toBe('d5');
    expect(refuse(st, 'red', [{ type: 'standing', key: 'guerrilla', value: 'hit' }]).rule).toBe('5.2');
  });

  it("AMB-20 6.5 after a withdrawal from an NRA card's Assault the attacker may stay", () => {
    const { N, s } = assault(['A1d6 D1 N'], (n) => [hqcard(n, 'withdraw')]);
    const w = play(s, 'red', [{ type: 'withdraw', card: hqcard(N, 'withdraw') }]).state;
    expect(w.phase).toBe('advance');
    expect(manoeuvre.status(w).waitingFor).toEqual(['blue']);
    const r = play(w, 'blue', [{ type: 'advance', unit: null }]);
    expect(sq(r.state, 'fr.att')).toBe('d4');
    expect(r.state.phase).toBe('restoration');
  });

  it('3.1.7 variant: starting hands are chosen secretly, then the decks are shuffled', () => {
    const dice = new SeededDice(3);
    let s = manoeuvre.setup('intro', { hands: 'choose' }, dice);
    const first = s.first,
      second = first === 'blue' ? 'red' : 'blue';
    s = play(s, first, [{ type: 'nation', nation: 'gb' }]).state;
    expect(s.phase).toBe('setup.hand');
    expect(manoeuvre.status(s).waitingFor.sort()).toEqual(['blue', 'red']);
    const r = manoeuvre.apply(
      s,
      second,
      { orders: [{ type: 'hand', cards: ['fr-01', 'fr-02', 'fr-41', 'fr-42', 'fr-43'] }] },
      dice,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events.find((e) => e.type === 'hand-chosen')!.visibleTo).toEqual([second]);
    expect(JSON.stringify(manoeuvre.view(r.state, first))).not.toContain('fr-41');
    expect(r.state.players[second].deck.length).toBe(55);
    expect(refuse(r.state, first, [{ type: 'hand', cards: ['fr-01'] }]).rule).toBe('3');
  });
});
