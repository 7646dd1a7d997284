/** Spec 8.3: Withdraw, Ambush, Skirmish, Pursuit, the United States' withdraw attempt. */
import { describe, expect, it } from 'vitest';
import manoeuvre from './index.js';
import { ev, fxArmy, hqcard, play, placed, position, refuse, sq, status, ucard } from './testkit.js';

describe('8.3 withdraw, ambush, skirmish, pursuit (6.1 s3, 6.6, 8, 9.2)', () => {
  it('8.3 #21 6.1 s3 no empty adjacent square: the Withdraw card is refused', () => {
    const S = fxArmy('fr', [{ key: 'att', cards: ['A1d6 D1'] }]);
    const N = fxArmy('gb', [{ key: 'tgt' }, { key: 'b8' }]);
    const s0 = position(S, N, {
      phase: 'combat',
      rest: 'eliminated',
      units: [
        { unit: 'fr.att', square: 'a7' },
        { unit: 'gb.tgt', square: 'a8' },
        { unit: 'gb.b8', square: 'b8' },
      ],
      hands: { blue: [ucard(S, 'att')], red: [hqcard(N, 'withdraw')] },
    });
    const s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att'), target: 'gb.tgt' }]).state;
    expect(refuse(s, 'red', [{ type: 'withdraw', card: hqcard(N, 'withdraw') }])).toMatchObject({
      rule: '6.1 s3',
      at: 'orders[0].card',
    });
  });

  it('8.3 #22 6.2 no Withdraw against a Bombardment: it resolves at once, nobody is asked', () => {
    const S = fxArmy('fr', [{ key: 'gun', cards: ['B2d6 R2'] }]);
    const N = fxArmy('gb', [{ key: 'tgt', full: 7, reduced: 3 }]);
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.gun': 'c3', 'gb.tgt': 'c5' },
      {
        hands: { blue: [ucard(S, 'gun')], red: [hqcard(N, 'withdraw')] },
      },
    );
    const r = play(s0, 'blue', [{ type: 'bombard', unit: 'fr.gun', card: ucard(S, 'gun'), target: 'gb.tgt' }], [1, 1]);
    expect(manoeuvre.status(r.state).waitingFor).toEqual(['blue']);
    expect(refuse(r.state, 'red', [{ type: 'withdraw', card: hqcard(N, 'withdraw') }]).rule).toBe('5.2');
  });

  const pursuit = (withLeader: boolean) => {
    const S = fxArmy(
      'fr',
      [{ key: 'cav', type: 'cav', full: 6, reduced: 3, cards: ['A1d6 P3', 'A1d6 P4'] }],
      [{ type: 'leader', count: 1, name: 'Murat', command: 2, combat: 1, rally: 2, pursuitMod: -1 }],
    );
    const N = fxArmy('gb', [{ key: 'z', full: 5, reduced: 3 }]);
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.cav': 'd4', 'gb.z': 'd5' },
      {
        hands: { blue: [ucard(S, 'cav', 1), ucard(S, 'cav', 2), hqcard(S, 'leader')], red: [] },
      },
    );
    let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.cav', card: ucard(S, 'cav', 1), target: 'gb.z' }]).state;
    s = play(s, 'red', [{ type: 'defend' }]).state;
    const orders = [
      { type: 'attack-card' as const, card: ucard(S, 'cav', 2), unit: 'fr.cav' },
      ...(withLeader
        ? [{ type: 'leader' as const, card: hqcard(S, 'leader'), mode: 'command' as const, units: [] }]
        : []),
      { type: 'resolve' as const, choice: 'retreat' as const },
    ];
    return play(s, 'blue', orders, [2, 3, 4, 5]);
  };

  it("8.3 #23 6.6 pursuit with a leader's −1: rolls 4 and 5 against 1–3 and 1–4 hit twice and eliminate", () => {
    const r = pursuit(true);
    expect(ev(r, 'attack')).toMatchObject({ A: 11, D: 5 });
    expect(sq(r.state, 'fr.cav')).toBe('d5');
    expect(ev(r, 'pursuit')!.rolls.map((x: { hit: boolean }) => x.hit)).toEqual([true, true]);
    expect(status(r.state, 'gb.z')).toBe('eliminated');
  });

  it('8.3 #23 6.6 the same rolls without the leader miss', () => {
    const r = pursuit(false);
    expect(ev(r, 'pursuit')!.rolls.map((x: { hit: boolean }) => x.hit)).toEqual([false, false]);
    expect(status(r.state, 'gb.z')).toBe('full');
    expect(sq(r.state, 'gb.z')).toBe('d6');
  });

  it('8.3 #25 9.2 Ambush 1d10 rolls 8 against W 5 in a Town (+2): A 8, D 7; W retreats, nothing advances', () => {
    const S = fxArmy('fr', [{ key: 'a' }], [{ type: 'ambush', count: 1, attack: '1d10' }]);
    const N = fxArmy('gb', [{ key: 'w', full: 5, reduced: 3 }]);
    const s0 = position(S, N, {
      phase: 'combat',
      map: { squares: { d5: 'town' } },
      units: [
        { unit: 'fr.a', square: 'a3' },
        { unit: 'gb.w', square: 'd5' },
      ],
      hands: { blue: [hqcard(S, 'ambush')], red: [] },
    });
    let s = play(s0, 'blue', [{ type: 'ambush', card: hqcard(S, 'ambush'), target: 'gb.w' }]).state;
    s = play(s, 'red', [{ type: 'defend' }]).state;
    s = play(s, 'blue', [{ type: 'resolve' }], [8]).state;
    expect(manoeuvre.status(s).waitingFor).toEqual(['red']);
    const r = play(s, 'red', [{ type: 'result', choice: 'retreat' }]);
    expect(sq(r.state, 'gb.w')).toBe('d6');
    expect(r.state.units['fr.a'].sq).toBe('a3');
    expect(r.events.some((e) => e.type === 'advanced' || e.type === 'pursuit')).toBe(false);
  });

  it('8.3 #26 6.4 Ambush with a Command 3 leader: at most 2 supporting units, adjacent to the target, not in Marsh', () => {
    const S = fxArmy(
      'fr',
      [{ key: 'c5' }, { key: 'e5' }, { key: 'd4' }, { key: 'm' }],
      [
        { type: 'ambush', count: 1, attack: '1d10' },
        { type: 'leader', count: 1, name: 'C3', command: 3, combat: 1, rally: 3 },
      ],
    );
    const N = fxArmy('gb', [{ key: 'w' }]);
    const s0 = position(S, N, {
      phase: 'combat',
      map: { squares: { d6: 'marsh' } },
      units: [
        { unit: 'fr.c5', square: 'c5' },
        { unit: 'fr.e5', square: 'e5' },
        { unit: 'fr.d4', square: 'd4' },
        { unit: 'fr.m', square: 'd6' },
        { unit: 'gb.w', square: 'd5' },
      ],
      hands: { blue: [hqcard(S, 'ambush'), hqcard(S, 'leader')], red: [] },
    });
    let s = play(s0, 'blue', [{ type: 'ambush', card: hqcard(S, 'ambush'), target: 'gb.w' }]).state;
    s = play(s, 'red', [{ type: 'defend' }]).state;
    const L = hqcard(S, 'leader');
    expect(
      refuse(s, 'blue', [{ type: 'leader', card: L, mode: 'command', units: ['fr.c5', 'fr.e5', 'fr.d4'] }]).rule,
    ).toBe('6.4');
    expect(refuse(s, 'blue', [{ type: 'leader', card: L, mode: 'command', units: ['fr.m'] }]).rule).toBe('6.4');
    const r = play(
      s,
      'blue',
      [
        { type: 'leader', card: L, mode: 'command', units: ['fr.c5', 'fr.e5'] },
        { type: 'resolve', choice: 'hit' },
      ],
      [1],
    );
    expect(ev(r, 'attack')!.A).toBe(1 + 4 + 4);
  });

  it("8.3 #27 9.2 Skirmish: the initiating card returns, the defender's three cards are discarded, the unit moves, no Leader, no second combat", () => {
    const S = fxArmy(
      'fr',
      [{ key: 'att', cards: ['A1d8 D1'] }],
      [
        { type: 'skirmish', count: 1 },
        { type: 'leader', count: 1, name: 'L', command: 2, combat: 2, rally: 3 },
      ],
    );
    const N = fxArmy('gb', [{ key: 'tgt', cards: ['D2', 'D3'] }]);
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.att': 'd4', 'gb.tgt': 'd5' },
      {
        hands: {
          blue: [ucard(S, 'att'), hqcard(S, 'skirmish'), hqcard(S, 'leader')],
          red: [ucard(N, 'tgt', 1), ucard(N, 'tgt', 2), hqcard(N, 'leader')],
        },
      },
    );
    let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att'), target: 'gb.tgt' }]).state;
    s = play(s, 'red', [
      { type: 'defense-card', card: ucard(N, 'tgt', 1) },
      { type: 'defense-card', card: ucard(N, 'tgt', 2) },
      { type: 'leader', card: hqcard(N, 'leader') },
      { type: 'defend' },
    ]).state;
    expect(
      refuse(s, 'blue', [
        { type: 'leader', card: hqcard(S, 'leader'), mode: 'combat' },
        { type: 'skirmish', card: hqcard(S, 'skirmish'), path: [] },
      ]),
    ).toMatchObject({ rule: '9.2', at: 'orders[1].card' });
    const r = play(s, 'blue', [{ type: 'skirmish', card: hqcard(S, 'skirmish'), path: ['c4', 'c3'] }]);
    expect(r.state.players.blue.hand).toContain(ucard(S, 'att'));
    expect(r.state.players.blue.discard).toEqual([hqcard(S, 'skirmish')]);
    expect(r.state.players.red.discard.length).toBe(3);
    expect(sq(r.state, 'fr.att')).toBe('c3');
    expect(
      refuse(r.state, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att'), target: 'gb.tgt' }]).code,
    ).toBe('wrong-phase');
  });

  it('8.3 #29 8 United States withdraw attempt: roll 2 within 1–2 withdraws; roll 4 fails, its Defense 5 counts and more cards may follow', () => {
    const S = fxArmy('fr', [{ key: 'att', full: 6, reduced: 3, cards: ['A1d6 D1'] }]);
    const N = fxArmy('us', [{ key: 'tgt', full: 4, reduced: 2, cards: ['D5 W2', 'D2'] }]);
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.att': 'd4', 'us.tgt': 'd5' },
      {
        hands: {
          blue: [ucard(S, 'att')],
          red: [ucard(N, 'tgt', 1), ucard(N, 'tgt', 2), hqcard(N, 'leader'), hqcard(N, 'withdraw')],
        },
      },
    );
    const s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att'), target: 'us.tgt' }]).state;
    const ok = play(s, 'red', [{ type: 'us-withdraw', card: ucard(N, 'tgt', 1) }], [2]);
    expect(sq(ok.state, 'us.tgt')).toBe('d6');
    expect(sq(ok.state, 'fr.att')).toBe('d5');
    const bad = play(s, 'red', [{ type: 'us-withdraw', card: ucard(N, 'tgt', 1) }], [4]);
    expect(sq(bad.state, 'us.tgt')).toBe('d5');
    expect(refuse(bad.state, 'red', [{ type: 'withdraw', card: hqcard(N, 'withdraw') }]).rule).toBe('8');
    const s2 = play(bad.state, 'red', [
      { type: 'defense-card', card: ucard(N, 'tgt', 2) },
      { type: 'leader', card: hqcard(N, 'leader') },
      { type: 'defend' },
    ]).state;
    const r = play(s2, 'blue', [{ type: 'resolve' }], [1]);
    expect(ev(r, 'attack')!.D).toBe(4 + 5 + 2 + 1);
  });

  it('6.1 s3 a Withdraw card: the unit retreats, the attacker must advance, the combat is over', () => {
    const S = fxArmy('fr', [{ key: 'att', cards: ['A1d6 D1'] }]);
    const N = fxArmy('gb', [{ key: 'tgt' }]);
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.att': 'd4', 'gb.tgt': 'd5' },
      {
        hands: { blue: [ucard(S, 'att')], red: [hqcard(N, 'withdraw')] },
      },
    );
    const s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att'), target: 'gb.tgt' }]).state;
    const r = play(s, 'red', [{ type: 'withdraw', card: hqcard(N, 'withdraw') }]);
    expect([sq(r.state, 'gb.tgt'), sq(r.state, 'fr.att')]).toEqual(['d6', 'd5']);
    expect(r.state.phase).toBe('restoration');
    expect(manoeuvre.status(r.state).waitingFor).toEqual(['blue']);
  });
});
