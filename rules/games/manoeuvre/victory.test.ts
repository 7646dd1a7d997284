/** Spec 8.8: attrition, the control count, tie-breakers, nightfall, the Draw phase, set-up. */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import manoeuvre from './index.js';
import { fxArmy, hqcard, placed, play, position, refuse, ucard } from './testkit.js';
import { inHomeRows } from './geometry.js';
import { terrainAt } from './pack.js';
import { controlled, nightfallWinner } from './victory.js';
import type { MState } from './state.js';

describe('8.8 victory and game end (2)', () => {
  it('8.8 #57 2.1 a bombardment eliminating the 5th enemy unit wins at once', () => {
    const S = fxArmy('fr', [{ key: 'gun', cards: ['B2d6 R2'] }]);
    const N = fxArmy('gb', [{ key: 'a', full: 4, reduced: 2 }, { key: 'b' }, { key: 'c' }, { key: 'd' }]);
    const s0 = placed(
      S,
      N,
      'combat',
      {
        'fr.gun': 'c3',
        'fr.pad1': 'a1',
        'fr.pad2': 'b1',
        'fr.pad3': 'c1',
        'fr.pad4': 'd1',
        'gb.a': 'c5',
        'gb.b': 'a8',
        'gb.c': 'b8',
        'gb.d': 'c8',
      },
      { rest: 'eliminated', reduced: ['gb.a'], hands: { blue: [ucard(S, 'gun')], red: [] } },
    );
    const r = play(s0, 'blue', [{ type: 'bombard', unit: 'fr.gun', card: ucard(S, 'gun'), target: 'gb.a' }], [6, 6]);
    expect(manoeuvre.status(r.state).result).toEqual({ winner: 'blue', reason: 'attrition: fifth-elimination' });
    expect(manoeuvre.status(r.state).waitingFor).toEqual([]);
  });

  it.each(['any', 'committed'] as const)(
    '8.8 #58 2.1 AMB-1 (V3 %s) the Committed Attack also costs the attacker his 5th unit: the defender wins',
    (attrition) => {
      const S = fxArmy(
        'fr',
        [{ key: 'att', full: 6, reduced: 3, cards: ['A4d10'] }, { key: 'b' }, { key: 'c' }, { key: 'd' }],
        [{ type: 'committed', count: 1 }],
      );
      const N = fxArmy('gb', [{ key: 't', full: 4, reduced: 2 }, { key: 'b' }, { key: 'c' }, { key: 'd' }]);
      const s0 = placed(
        S,
        N,
        'combat',
        {
          'fr.att': 'd4',
          'fr.b': 'a1',
          'fr.c': 'b1',
          'fr.d': 'c1',
          'gb.t': 'd5',
          'gb.b': 'a8',
          'gb.c': 'b8',
          'gb.d': 'c8',
        },
        {
          rest: 'eliminated',
          reduced: ['fr.att'],
          options: { attrition },
          hands: { blue: [ucard(S, 'att'), hqcard(S, 'committed')], red: [] },
        },
      );
      let s = play(s0, 'blue', [{ type: 'assault', unit: 'fr.att', card: ucard(S, 'att'), target: 'gb.t' }]).state;
      s = play(s, 'red', [{ type: 'defend' }]).state;
      const r = play(
        s,
        'blue',
        [{ type: 'committed', card: hqcard(S, 'committed'), unit: 'fr.att' }, { type: 'resolve' }],
        [5, 5, 5, 5, 1, 1],
      );
      expect(r.state.units['gb.t'].status).toBe('eliminated');
      expect(r.state.units['fr.att'].status).toBe('eliminated');
      expect(manoeuvre.status(r.state).result).toEqual({
        winner: 'red',
        reason: 'attrition: both-fifth-defender-wins',
      });
    },
  );

  const control = (units: [string, string][], squares: Record<string, string> = {}): MState => {
    const S = fxArmy('fr', [{ key: 's1' }, { key: 's2' }, { key: 's3' }]);
    const N = fxArmy('gb', [{ key: 'n1' }, { key: 'n2' }]);
    return position(S, N, {
      rest: 'eliminated',
      map: { squares },
      units: units.map(([unit, square]) => ({ unit, square })),
    });
  };

  it('8.8 #59 2.2 control: South 8 on ranks 5–8 (d5, b6 occupied; c5, e5, a6, c6, b5, b7 uncontested), North 0', () => {
    const s = control([
      ['gb.n1', 'd7'],
      ['gb.n2', 'g5'],
      ['fr.s1', 'd5'],
      ['fr.s2', 'b6'],
      ['fr.s3', 'g4'],
    ]);
    expect(controlled(s, 'blue').sort()).toEqual(['a6', 'b5', 'b6', 'b7', 'c5', 'c6', 'd5', 'e5']);
    expect(controlled(s, 'red')).toEqual([]);
    expect(nightfallWinner(s)).toMatchObject({ winner: 'blue', detail: 'control', control: { blue: 8, red: 0 } });
  });

  it('8.8 #60 2.2 a Lake square can be controlled', () => {
    const s = control(
      [
        ['fr.s1', 'c5'],
        ['gb.n1', 'h8'],
      ],
      { c6: 'lake' },
    );
    expect(controlled(s, 'blue')).toContain('c6');
  });

  it('8.8 #61 2.2 tie-breakers: more eliminations, then fewer reduced units, then the nation order', () => {
    const F = fxArmy('fr', [{ key: 'a' }]),
      G = fxArmy('gb', [{ key: 'a' }]);
    // 1–1 control (b4 gives France b5; g5 gives Britain g4); France lost 2, Britain 3
    const keep = (a: typeof F, n: number) =>
      a.units
        .slice(0, n)
        .map((u, i) => ({ unit: u.id, square: a.id === 'fr' ? 'abcdefgh'[i] + '1' : 'abcdefgh'[i] + '8' }));
    const units = [
      ...keep(F, 6).slice(1),
      { unit: 'fr.a', square: 'b4' },
      ...keep(G, 5).slice(1),
      { unit: 'gb.a', square: 'g5' },
    ];
    const s = position(F, G, { rest: 'eliminated', units });
    expect(nightfallWinner(s)).toMatchObject({ winner: 'blue', detail: 'eliminations', control: { blue: 1, red: 1 } });
    const even = (a: string, b: string) => {
      const A = fxArmy(a as never, [{ key: 'a' }]),
        B = fxArmy(b as never, [{ key: 'a' }]);
      return nightfallWinner(position(A, B, { units: [] }));
    };
    expect(even('us', 'fr')).toMatchObject({ winner: 'blue', detail: 'nation-order' });
    expect(even('fr', 'us')).toMatchObject({ winner: 'red', detail: 'nation-order' });
    expect(even('gb', 'fr').winner).toBe('blue');
    expect(even('es', 'at').winner).toBe('blue');
    const reduced = position(fxArmy('fr', [{ key: 'a' }]), fxArmy('gb', [{ key: 'a' }]), {
      units: [{ unit: 'gb.a', square: 'a8', status: 'reduced' }],
    });
    expect(nightfallWinner(reduced)).toMatchObject({ winner: 'blue', detail: 'fewer-reduced' });
  });

  const nightfall = (endOfDay: 'player-turn' | 'game-turn') => {
    const S = fxArmy('fr', [{ key: 'a' }]),
      N = fxArmy('gb', [{ key: 'a' }]);
    const deckS = [ucard(S, 'a', 5)];
    const handS = [ucard(S, 'a', 1), ucard(S, 'a', 2), ucard(S, 'a', 3), ucard(S, 'a', 4), hqcard(S, 'leader')];
    const s0 = position(S, N, {
      turn: 23,
      phase: 'discard',
      units: [
        { unit: 'fr.a', square: 'd2' },
        { unit: 'gb.a', square: 'd7' },
      ],
      options: { endOfDay },
      hands: { blue: handS, red: [] },
      decks: { blue: deckS, red: [] },
      exhausted: { blue: 0, red: 1 },
      discards: {
        blue: [],
        red: N.units.length
          ? [
              ucard(N, 'a', 1),
              ucard(N, 'a', 2),
              ucard(N, 'a', 3),
              ucard(N, 'a', 4),
              ucard(N, 'a', 5),
              hqcard(N, 'leader'),
            ]
          : [],
      },
    });
    const turn = [
      { type: 'move' as const, unit: 'fr.a', path: ['d3'] },
      { type: 'end-movement' as const },
      { type: 'no-combat' as const },
      { type: 'end-turn' as const },
    ];
    return play(s0, 'blue', [{ type: 'discard', card: ucard(S, 'a', 1) }, { type: 'draw' }, ...turn]);
  };

  it('8.8 #62 2.3 nightfall (Polish): South, first player, draws his last card on turn 23: the game ends after his player turn', () => {
    const r = nightfall('player-turn');
    expect(r.events.some((e) => e.type === 'nightfall-coming')).toBe(true);
    expect(manoeuvre.status(r.state).result?.reason).toMatch(/^nightfall/);
  });

  it('8.8 #62 V1 nightfall (EN2010): North still plays his turn 23, then the game ends', () => {
    let s = nightfall('game-turn').state;
    expect(manoeuvre.status(s)).toMatchObject({ waitingFor: ['red'], phase: 'discard', turn: 23 });
    s = play(
      s,
      'red',
      [
        { type: 'draw' },
        { type: 'move', unit: 'gb.a', path: ['d6'] },
        { type: 'end-movement' },
        { type: 'no-combat' },
        { type: 'end-turn' },
      ],
      Array(5).fill(1),
    ).state;
    expect(manoeuvre.status(s).result?.reason).toMatch(/^nightfall/);
  });

  it('8.8 #63 4 Draw phase: a hand of 5, 3 discarded, 3 drawn, 5 again', () => {
    const S = fxArmy('fr', [{ key: 'a' }]),
      N = fxArmy('gb', [{ key: 'a' }]);
    const hand = [1, 2, 3, 4, 5].map((n) => ucard(S, 'a', n));
    const s0 = position(S, N, {
      phase: 'discard',
      units: [{ unit: 'fr.a', square: 'd2' }],
      hands: { blue: hand, red: [] },
    });
    const r = play(s0, 'blue', [
      { type: 'discard', card: hand[0] },
      { type: 'discard', card: hand[1] },
      { type: 'discard', card: hand[2] },
      { type: 'draw' },
    ]);
    expect(r.state.players.blue.hand.length).toBe(5);
    expect(r.state.players.blue.discard).toEqual(hand.slice(0, 3));
    expect(r.events.find((e) => e.type === 'discarded')).toMatchObject({
      visibleTo: 'all',
      data: { count: 3, top: hand[2] },
    });
    expect(
      r.events.filter((e) => e.type === 'discarded-card').every((e) => JSON.stringify(e.visibleTo) === '["blue"]'),
    ).toBe(true);
    expect(refuse(r.state, 'blue', [{ type: 'discard', card: r.state.players.blue.hand[0] }]).rule).toBe('5');
  });

  it("8.8 #64 3 set-up: 8 units on the first player's 2 home rows, one per square, not on a Lake; the second deploys after", () => {
    const dice = new SeededDice(7);
    let s = manoeuvre.setup('standard', {}, dice);
    const first = s.first,
      second = first === 'blue' ? 'red' : 'blue';
    const sec = [
      ['NW', 1],
      ['NE', 3],
      ['SW', 22],
      ['SE', 16],
    ] as const;
    for (const [quadrant, section] of sec)
      s = play(s, first, [{ type: 'place-section', quadrant, section, rotation: quadrant === 'SW' ? 180 : 0 }]).state;
    s = play(s, second, [{ type: 'nations', nations: ['fr', 'gb'] }]).state;
    s = play(s, first, [{ type: 'nation', nation: 'fr' }]).state;
    const r = manoeuvre.apply(s, second, { orders: [{ type: 'edge', edge: 'N' }] }, dice);
    if (!r.ok) throw new Error('edge');
    s = r.state;
    expect(s.players[first].edge).toBe('S');
    expect(s.players[first].hand.length).toBe(5);
    expect(
      r.events.filter((e) => e.type === 'shuffle').every((e) => JSON.stringify(e.visibleTo) === '[]' && e.revealAtEnd),
    ).toBe(true);
    const lake = ['a1', 'd1'].find((q) => terrainAt(s, q).id === 'lake')!;
    expect(lake).toBeDefined();
    const units = Object.keys(s.units).filter((u) => s.units[u].side === first);
    const free = ['b1', 'c1', 'e1', 'f1', 'g1', 'h1', 'a2', 'b2'];
    expect(free.every((q) => inHomeRows(q, 'S') && terrainAt(s, q).enterable)).toBe(true);
    expect(refuse(s, first, [{ type: 'deploy', unit: units[0], square: 'c3' }]).rule).toBe('3');
    expect(
      refuse(s, first, [
        { type: 'deploy', unit: units[0], square: 'b1' },
        { type: 'deploy', unit: units[1], square: 'b1' },
      ]),
    ).toMatchObject({ rule: '3', at: 'orders[1].square' });
    expect(refuse(s, first, [{ type: 'deploy', unit: units[0], square: lake }]).rule).toBe('3');
    const part = play(s, first, [{ type: 'deploy', unit: units[0], square: 'b1' }]).state;
    const otherUnit = Object.keys(s.units).find((u) => s.units[u].side === second)!;
    expect(refuse(part, second, [{ type: 'deploy', unit: otherUnit, square: 'a8' }]).rule).toBe('5.2');
    const done = play(
      s,
      first,
      units.map((unit, i) => ({ type: 'deploy' as const, unit, square: free[i] })),
    ).state;
    expect(manoeuvre.status(done).waitingFor).toEqual([second]);
  });
});
