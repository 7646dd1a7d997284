/** Spec 8.1 (combat results table) and 8.2 (assault totals and flow). */
import { describe, expect, it } from 'vitest';
import manoeuvre from './index.js';
import { crt } from './results.js';
import { ev, fxArmy, hqcard, play, placed, position, refuse, sq, status, ucard, type FxUnit } from './testkit.js';

/** South 'att' at d4 with card A4d10 against North 'tgt' at d5 */
const duel = (
  att: Partial<FxUnit>,
  tgt: Partial<FxUnit>,
  extra: {
    south?: FxUnit[];
    north?: FxUnit[];
    squares?: Record<string, string>;
    northHq?: any[];
    southHq?: any[];
  } = {},
) => {
  const S = fxArmy('fr', [{ cards: ['A4d10', 'A1d10 D1'], ...att, key: 'att' }, ...(extra.south ?? [])], extra.southHq);
  const N = fxArmy(
    'gb',
    [{ cards: ['D2', 'D3 A1d6', 'D4 A1d6'], ...tgt, key: 'tgt' }, ...(extra.north ?? [])],
    extra.northHq,
  );
  return { S, N };
};

const assaultAt = (A: number, defFull: number, defReduced = 4) => {
  // A = attacker strength 4 + 4d10
  const F = 4;
  const rest = A - F;
  const dice = [0, 0, 0, 0].map((_, i) => Math.floor(rest / 4) + (i < rest % 4 ? 1 : 0));
  const { S, N } = duel({ full: F, reduced: 2 }, { full: defFull, reduced: defReduced });
  const s0 = placed(
    S,
    N,
    'combat',
    { 'fr.att': 'd4', 'gb.tgt': 'd5' },
    {
      hands: { blue: [ucard(S, 'att', 1)], red: [] },
    },
  );
  const s1 = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att', 1), target: 'gb.tgt' }]).state;
  const s2 = play(s1, 'red', [{ type: 'defend' }]).state;
  return { S, N, s2, dice };
};

describe('8.1 combat results table (6.1 s7)', () => {
  it('6.1 s7: the table picks the last true line', () => {
    expect(crt(8, 9)).toBe('attackers-hit');
    expect(crt(9, 9)).toBe('none');
    expect(crt(10, 9)).toBe('defender-choice');
    expect(crt(26, 9)).toBe('attacker-choice');
    expect(crt(27, 9)).toBe('hit-retreat');
    expect(crt(35, 9)).toBe('hit-retreat');
    expect(crt(36, 9)).toBe('eliminate');
  });

  it('8.1 #1 6.1 s7 A < D (8 vs 9): the attacking unit takes a Hit, the defender is untouched', () => {
    const { s2, dice } = assaultAt(8, 9);
    const r = play(s2, 'blue', [{ type: 'resolve' }], dice);
    expect(ev(r, 'attack')).toMatchObject({ A: 8, D: 9 });
    expect(status(r.state, 'fr.att')).toBe('reduced');
    expect(status(r.state, 'gb.tgt')).toBe('full');
    expect(sq(r.state, 'fr.att')).toBe('d4');
  });

  it('8.1 #2 6.1 s7 A = D (9 vs 9): no effect, no advance, cards discarded', () => {
    const { S, s2, dice } = assaultAt(9, 9);
    const r = play(s2, 'blue', [{ type: 'resolve' }], dice);
    expect(ev(r, 'outcome')!.outcome).toBe('none');
    expect([sq(r.state, 'fr.att'), sq(r.state, 'gb.tgt')]).toEqual(['d4', 'd5']);
    expect(r.state.players.blue.discard).toEqual([ucard(S, 'att', 1)]);
    expect(r.state.phase).toBe('restoration');
  });

  it('8.1 #3 6.1 s7 A > D (10 vs 9): the defender chooses Retreat or Hit', () => {
    const { s2, dice } = assaultAt(10, 9);
    // the assault awaiting its roll is on the board for both sides, d4 → d5
    for (const viewer of ['blue', 'red', null] as const)
      expect(manoeuvre.view(s2, viewer).board.pending).toEqual([
        { from: ['d4'], to: 'd5', label: { pl: 'szturm', en: 'assault' } },
      ]);
    const r = play(s2, 'blue', [{ type: 'resolve' }], dice);
    expect(r.state.phase).toBe('choice');
    // rolled, awaiting the defender's choice: the totals
    expect(manoeuvre.view(r.state, 'red').board.pending).toEqual([
      { from: ['d4'], to: 'd5', label: { pl: 'atak 10 : obrona 9', en: 'attack 10 : defence 9' } },
    ]);
    expect(manoeuvre.status(r.state).waitingFor).toEqual(['red']);
    expect(manoeuvre.status(r.state).midTurn).toBe(true);
  });

  it("8.1 #5 6.1 s7 A ≥ 2D, < 3D (26 vs 9): still the attacker's choice", () => {
    const { s2, dice } = assaultAt(26, 9);
    const r = play(s2, 'blue', [{ type: 'resolve' }], dice);
    expect(r.state.phase).toBe('choice');
    expect(manoeuvre.status(r.state).waitingFor).toEqual(['blue']);
  });

  it('8.1 #6 6.1 s7 A = 3D (27 vs 9): Hit and Retreat', () => {
    const { s2, dice } = assaultAt(27, 9);
    const r = play(s2, 'blue', [{ type: 'resolve' }], dice);
    expect(status(r.state, 'gb.tgt')).toBe('reduced');
    expect(sq(r.state, 'gb.tgt')).toBe('d6');
    expect(sq(r.state, 'fr.att')).toBe('d5');
  });

  it('8.1 #7 6.1 s7 35 vs 9 is Hit and Retreat; 36 vs 9 eliminates', () => {
    let { s2, dice } = assaultAt(35, 9);
    let r = play(s2, 'blue', [{ type: 'resolve' }], dice);
    expect(ev(r, 'outcome')!.outcome).toBe('hit-retreat');
    ({ s2, dice } = assaultAt(36, 9));
    r = play(s2, 'blue', [{ type: 'resolve' }], dice);
    expect(ev(r, 'attack')!.A).toBe(36);
    expect(status(r.state, 'gb.tgt')).toBe('eliminated');
  });

  it('8.1 #9 6.1 s7 Hit and Retreat on a reduced unit: eliminated by the Hit, no retreat, the attacker advances', () => {
    const { S, N } = duel({ full: 6, reduced: 3 }, { full: 9, reduced: 8 });
    const s0 = position(S, N, {
      phase: 'combat',
      units: [
        { unit: 'fr.att', square: 'd4' },
        { unit: 'gb.tgt', square: 'd5', status: 'reduced' },
      ],
      hands: { blue: [ucard(S, 'att', 1)], red: [ucard(N, 'tgt', 1)] },
    });
    let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att', 1), target: 'gb.tgt' }]).state;
    s = play(s, 'red', [{ type: 'defense-card', card: ucard(N, 'tgt', 1) }, { type: 'defend' }]).state;
    const r = play(s, 'blue', [{ type: 'resolve' }], [6, 6, 6, 6]);
    expect(ev(r, 'attack')).toMatchObject({ A: 30, D: 10 });
    expect(status(r.state, 'gb.tgt')).toBe('eliminated');
    expect(r.events.some((e) => e.type === 'retreated')).toBe(false);
    expect(sq(r.state, 'fr.att')).toBe('d5');
  });
});

describe('8.2 assault totals and flow (6.1, 6.4, 6.5)', () => {
  const guard = () => {
    const S = fxArmy('fr', [{ key: 'garde', full: 8, reduced: 5, cards: ['A2d8'] }]);
    const N = fxArmy(
      'gb',
      [{ key: 'x', full: 6, reduced: 3, cards: ['D4'] }],
      [{ type: 'leader', count: 1, name: 'L2', command: 2, combat: 2, rally: 3 }],
    );
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.garde': 'd4', 'gb.x': 'd5' },
      {
        hands: { blue: [ucard(S, 'garde')], red: [ucard(N, 'x'), hqcard(N, 'leader')] },
      },
    );
    let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.garde', card: ucard(S, 'garde'), target: 'gb.x' }]).state;
    expect(manoeuvre.status(s).waitingFor).toEqual(['red']);
    s = play(s, 'red', [
      { type: 'defense-card', card: ucard(N, 'x') },
      { type: 'leader', card: hqcard(N, 'leader') },
      { type: 'defend' },
    ]).state;
    const r = play(s, 'blue', [{ type: 'resolve' }], [5, 6]);
    expect(ev(r, 'attack')).toMatchObject({ A: 19, D: 12 });
    expect(manoeuvre.status(r.state).waitingFor).toEqual(['red']);
    return { S, N, s: r.state };
  };

  it('8.2 #10 6.1 basic assault 19 vs 12, the defender chooses Hit: X reduced on d5, nothing advances, 3 cards discarded', () => {
    const { S, N, s } = guard();
    const r = play(s, 'red', [{ type: 'result', choice: 'hit' }]);
    expect(status(r.state, 'gb.x')).toBe('reduced');
    expect(sq(r.state, 'gb.x')).toBe('d5');
    expect(sq(r.state, 'fr.garde')).toBe('d4');
    expect(r.state.players.blue.discard).toEqual([ucard(S, 'garde')]);
    expect(r.state.players.red.discard.sort()).toEqual([ucard(N, 'x'), hqcard(N, 'leader')].sort());
  });

  it('8.2 #11 6.5 the defender chooses Retreat: X to d6, the Garde must advance to d5, no pursuit for infantry', () => {
    const { s } = guard();
    const r = play(s, 'red', [{ type: 'result', choice: 'retreat' }]);
    expect(sq(r.state, 'gb.x')).toBe('d6');
    expect(sq(r.state, 'fr.garde')).toBe('d5');
    expect(r.events.some((e) => e.type === 'pursuit')).toBe(false);
  });

  const supported = () => {
    const S = fxArmy(
      'fr',
      [
        { key: 'att', full: 6, reduced: 3, cards: ['A1d10'] },
        { key: 'd5', full: 4, reduced: 2 },
        { key: 'f5', full: 7, reduced: 3 },
        { key: 'e6', full: 3, reduced: 2 },
      ],
      [
        { type: 'leader', count: 1, name: 'C3', command: 3, combat: 4, rally: 3 },
        { type: 'leader', count: 1, name: 'C1', command: 1, combat: 3, rally: 3 },
      ],
    );
    const N = fxArmy(
      'gb',
      [{ key: 'tgt', full: 5, reduced: 3 }],
      [{ type: 'leader', count: 1, name: 'D4', command: 4, combat: 5, rally: 3 }],
    );
    const s0 = position(S, N, {
      phase: 'combat',
      map: { squares: { f5: 'marsh' } },
      units: [
        { unit: 'fr.att', square: 'e4' },
        { unit: 'fr.d5', square: 'd5' },
        { unit: 'fr.f5', square: 'f5' },
        { unit: 'fr.e6', square: 'e6' },
        { unit: 'gb.tgt', square: 'e5' },
      ],
      hands: {
        blue: [ucard(S, 'att'), hqcard(S, 'leader', 0, 'C3'), hqcard(S, 'leader', 0, 'C1')],
        red: [hqcard(N, 'leader')],
      },
    });
    const s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att'), target: 'gb.tgt' }]).state;
    return { S, N, s };
  };

  it('8.2 #13 6.4 supporting units: Command 3 leads 2, not from a Marsh; 6+7+4+3 = 20 vs 5 eliminates, and one of them must advance', () => {
    const { S, s: s1 } = supported();
    const s = play(s1, 'red', [{ type: 'defend' }]).state;
    const e = refuse(s, 'blue', [
      { type: 'leader', card: hqcard(S, 'leader', 0, 'C3'), mode: 'command', units: ['fr.d5', 'fr.f5'] },
    ]);
    expect(e).toMatchObject({ rule: '6.4', at: 'orders[0].units[1]' });
    expect(
      refuse(s, 'blue', [
        { type: 'leader', card: hqcard(S, 'leader', 0, 'C3'), mode: 'command', units: ['fr.d5', 'fr.e6', 'fr.f5'] },
      ]).rule,
    ).toBe('6.4');
    const r = play(
      s,
      'blue',
      [
        { type: 'leader', card: hqcard(S, 'leader', 0, 'C3'), mode: 'command', units: ['fr.d5', 'fr.e6'] },
        { type: 'resolve' },
      ],
      [7],
    );
    expect(ev(r, 'attack')).toMatchObject({ A: 20, D: 5 });
    expect(ev(r, 'attack')!.attack.leader).toBe(0);
    expect(status(r.state, 'gb.tgt')).toBe('eliminated');
    expect(r.state.phase).toBe('advance');
    const view = manoeuvre.view(r.state, 'blue');
    expect(view.options.choices.map((c) => (c.order as { unit: string }).unit).sort()).toEqual([
      'fr.att',
      'fr.d5',
      'fr.e6',
    ]);
    expect(refuse(r.state, 'blue', [{ type: 'advance', unit: null }]).rule).toBe('6.5');
    const a = play(r.state, 'blue', [{ type: 'advance', unit: 'fr.e6' }]);
    expect(sq(a.state, 'fr.e6')).toBe('e5');
  });

  it('8.2 #14 9.1 a Leader with Command 1 cannot command; in Combat it adds 3', () => {
    const { S, s: s1 } = supported();
    const s = play(s1, 'red', [{ type: 'defend' }]).state;
    expect(
      refuse(s, 'blue', [{ type: 'leader', card: hqcard(S, 'leader', 0, 'C1'), mode: 'command', units: ['fr.d5'] }])
        .rule,
    ).toBe('9.1');
    const r = play(
      s,
      'blue',
      [
        { type: 'leader', card: hqcard(S, 'leader', 0, 'C1'), mode: 'combat' },
        { type: 'resolve', choice: 'hit' },
      ],
      [1],
    );
    expect(ev(r, 'attack')).toMatchObject({ A: 6 + 1 + 3, D: 5 });
  });

  it("8.2 #15 6.1 s4 the defender's Leader adds its Combat 5 (Command means nothing in defense)", () => {
    const { N, s: s1 } = supported();
    expect(refuse(s1, 'red', [{ type: 'leader', card: hqcard(N, 'leader'), mode: 'command' }]).rule).toBe('9.1');
    const s = play(s1, 'red', [{ type: 'leader', card: hqcard(N, 'leader') }, { type: 'defend' }]).state;
    const r = play(s, 'blue', [{ type: 'resolve' }], [1]);
    expect(ev(r, 'attack')!.D).toBe(10);
  });

  const committedDuel = (tgtFull: number, defCard: string) => {
    const S = fxArmy(
      'fr',
      [{ key: 'att', full: 6, reduced: 3, cards: ['A1d10', 'A1d6'] }],
      [{ type: 'committed', count: 2 }],
    );
    const N = fxArmy('gb', [{ key: 'tgt', full: tgtFull, reduced: 3, cards: [defCard] }]);
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.att': 'd4', 'gb.tgt': 'd5' },
      {
        hands: { blue: [ucard(S, 'att', 1), ucard(S, 'att', 2), hqcard(S, 'committed')], red: [ucard(N, 'tgt')] },
      },
    );
    return { S, N, s0 };
  };

  it('8.2 #17 9.2 Committed Attack, win: 6+7+7 = 20 vs 10, the attacker chooses Hit; then his unit takes the Committed Hit', () => {
    const { S, N, s0 } = committedDuel(8, 'D2');
    let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att', 1), target: 'gb.tgt' }]).state;
    s = play(s, 'red', [{ type: 'defense-card', card: ucard(N, 'tgt') }, { type: 'defend' }]).state;
    expect(refuse(s, 'blue', [{ type: 'committed', card: hqcard(S, 'committed'), unit: 'gb.tgt' }]).rule).toBe('9.2');
    const r = play(
      s,
      'blue',
      [
        { type: 'committed', card: hqcard(S, 'committed'), unit: 'fr.att' },
        { type: 'resolve', choice: 'hit' },
      ],
      [7, 3, 4],
    );
    expect(ev(r, 'attack')).toMatchObject({ A: 20, D: 10 });
    expect(status(r.state, 'gb.tgt')).toBe('reduced');
    expect(status(r.state, 'fr.att')).toBe('reduced');
  });

  it('8.2 #18 9.2 Committed Attack, loss: 9 < 12, the attacker is hit twice and eliminated', () => {
    const { S, N, s0 } = committedDuel(9, 'D3');
    let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att', 2), target: 'gb.tgt' }]).state;
    s = play(s, 'red', [{ type: 'defense-card', card: ucard(N, 'tgt') }, { type: 'defend' }]).state;
    const r = play(
      s,
      'blue',
      [{ type: 'committed', card: hqcard(S, 'committed'), unit: 'fr.att' }, { type: 'resolve' }],
      [1, 1, 1],
    );
    expect(ev(r, 'attack')).toMatchObject({ A: 9, D: 12 });
    expect(status(r.state, 'fr.att')).toBe('eliminated');
  });

  it('8.2 #19 6.5 choosing Retreat for a trapped defender eliminates it; the attacker advances', () => {
    const S = fxArmy('fr', [{ key: 'att', full: 6, reduced: 3, cards: ['A2d8'] }, { key: 'c5' }, { key: 'e5' }]);
    const N = fxArmy('gb', [{ key: 'tgt', full: 8, reduced: 4 }, { key: 'd6' }]);
    const s0 = placed(
      S,
      N,
      'combat',
      { 'fr.att': 'd4', 'fr.c5': 'c5', 'fr.e5': 'e5', 'gb.tgt': 'd5', 'gb.d6': 'd6' },
      {
        hands: { blue: [ucard(S, 'att')], red: [] },
      },
    );
    let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att'), target: 'gb.tgt' }]).state;
    s = play(s, 'red', [{ type: 'defend' }]).state;
    const r = play(s, 'blue', [{ type: 'resolve', choice: 'retreat' }], [7, 7]);
    expect(ev(r, 'attack')).toMatchObject({ A: 20, D: 8 });
    expect(status(r.state, 'gb.tgt')).toBe('eliminated');
    expect(sq(r.state, 'fr.att')).toBe('d5');
  });

  it('6.1 s4: the defender answers before the attacker; the attacker cannot act in the defense step', () => {
    const { s } = supported();
    expect(manoeuvre.status(s).waitingFor).toEqual(['red']);
    expect(refuse(s, 'blue', [{ type: 'resolve' }]).rule).toBe('5.2');
  });
});
