/**
 * The position form (README "Positions") starts at every decision point of spec 5.2–5.4: the six
 * set-up steps (3), the four main phases (4), and the answers inside a turn (P1–P10) reached with
 * `then`; errors name the field, the batch and the rule.
 */
import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import manoeuvre from './index.js';
import type { Position } from './position.js';
import { fxArmy, hqcard, play, position, sq, status, ucard } from './testkit.js';

const load = (p: Position) => manoeuvre.setup('standard', { position: p }, new FixedDice([]));
const wait = (s: ReturnType<typeof load>) => [s.phase, manoeuvre.status(s).waitingFor];
const SECTIONS = [
  { quadrant: 'NW', id: 1, rotation: 0 },
  { quadrant: 'NE', id: 2, rotation: 90 },
  { quadrant: 'SW', id: 3, rotation: 180 },
  { quadrant: 'SE', id: 4, rotation: 270 },
] as const;

describe('positions at the set-up steps (3)', () => {
  it('3 setup.sections with two sections placed: the first player places the other two, then setup.pair', () => {
    const s = load({ phase: 'setup.sections', first: 'red', map: { sections: SECTIONS.slice(0, 2) as never } });
    expect(wait(s)).toEqual(['setup.sections', ['red']]);
    expect(s.terrain).toBeNull();
    const r = play(s, 'red', [
      { type: 'place-section', quadrant: 'SW', section: 3, rotation: 180 },
      { type: 'place-section', quadrant: 'SE', section: 4, rotation: 270 },
    ]).state;
    expect(wait(r)).toEqual(['setup.pair', ['blue']]);
    expect(r.terrain).toHaveLength(64);
  });

  it('3 setup.pair → setup.nation → setup.edge: the second offers, the first picks, the second picks an edge', () => {
    const s = load({ phase: 'setup.pair', map: { sections: SECTIONS as never } });
    expect(wait(s)).toEqual(['setup.pair', ['red']]);
    const n = load({ phase: 'setup.nation', map: { sections: SECTIONS as never }, armies: { blue: 'fr', red: 'es' } });
    expect(wait(n)).toEqual(['setup.nation', ['blue']]);
    expect(n.pair).toEqual(['fr', 'es']);
    const e = play(n, 'blue', [{ type: 'nation', nation: 'es' }]).state;
    expect([e.players.blue.army, e.players.red.army, e.phase]).toEqual(['es', 'fr', 'setup.edge']);
    const direct = load({ phase: 'setup.edge', armies: { blue: 'es', red: 'fr' } });
    expect(wait(direct)).toEqual(['setup.edge', ['red']]);
    expect([direct.players.blue.edge, direct.players.blue.deck]).toEqual([null, []]);
    const r = manoeuvre.apply(direct, 'red', { orders: [{ type: 'edge', edge: 'W' }] }, new SeededDice(5));
    expect(
      r.ok && [
        r.state.players.red.edge,
        r.state.players.blue.edge,
        r.state.players.blue.hand.length,
        r.state.players.blue.deck.length,
        r.state.phase,
      ],
    ).toEqual(['W', 'E', 5, 55, 'setup.deploy']);
  });

  it('3.1.7 setup.hand: a hand partly chosen; the rest is chosen, then deployment', () => {
    const s = load({
      phase: 'setup.hand',
      armies: { blue: 'fr', red: 'gb' },
      hands: { blue: ['fr-01', 'fr-02'], red: ['gb-01', 'gb-02', 'gb-03', 'gb-04', 'gb-05'] },
    });
    expect(wait(s)).toEqual(['setup.hand', ['blue']]);
    expect([s.players.blue.deck.length, s.players.red.deck.length, s.options.hands]).toEqual([0, 55, 'choose']);
    const r = manoeuvre.apply(
      s,
      'blue',
      { orders: [{ type: 'hand', cards: ['fr-41', 'fr-42', 'fr-43'] }] },
      new SeededDice(2),
    );
    expect(r.ok && [r.state.phase, r.state.deployer, r.state.players.blue.deck.length]).toEqual([
      'setup.deploy',
      'blue',
      55,
    ]);
  });

  it('3.1.8 setup.deploy: the listed units are deployed; the second player deploys the rest, then turn 1', () => {
    const S = fxArmy('fr', [{ key: 'a' }]);
    const N = fxArmy('gb', [{ key: 'b' }]);
    const frUnits = S.units.map((u, i) => ({ unit: u.id, square: `${'abcdefgh'[i]}1` }));
    const s = position(S, N, {
      phase: 'setup.deploy',
      rest: 'eliminated',
      units: [...frUnits, { unit: 'gb.b', square: 'a8' }],
      hands: { blue: [], red: [] },
    });
    expect(wait(s)).toEqual(['setup.deploy', ['red']]);
    const left = N.units
      .filter((u) => u.id !== 'gb.b')
      .map((u, i) => ({ type: 'deploy' as const, unit: u.id, square: `${'bcdefgh'[i]}8` }));
    const r = play(s, 'red', left).state;
    expect([r.phase, r.active, r.turnNo]).toEqual(['discard', 'blue', 1]);
  });
});

describe('positions at the answers inside a turn (5.2 P1–P10), reached with then', () => {
  const A = fxArmy(
    'fr',
    [{ key: 'att', full: 6, reduced: 3, cards: ['A1d6 D1', 'A2d8 D1', 'A1d6 D1 N'] }, { key: 'v' }],
    [{ type: 'supply', count: 2 }],
  );
  const G = fxArmy('es', [{ key: 'x', full: 4, reduced: 2 }, { key: 'y' }], [{ type: 'guerrilla', count: 2 }]);
  const US = fxArmy('us', [{ key: 'x', full: 4, reduced: 2, cards: ['D5 W2', 'D2'] }, { key: 'y' }]);
  const base = (N: typeof G, then: Position['then'], at: Position['at'], extra: Partial<Position> = {}) =>
    position(A, N, {
      phase: 'combat',
      rest: 'eliminated',
      then,
      at,
      units: [
        { unit: 'fr.att', square: 'd4' },
        { unit: `${N.id}.x`, square: 'd5' },
        { unit: 'fr.v', square: 'a1' },
        { unit: `${N.id}.y`, square: 'd6' },
      ],
      hands: {
        blue: [ucard(A, 'att', 1), ucard(A, 'att', 2), ucard(A, 'att', 3)],
        red: [ucard(N, 'x', 1), ucard(N, 'x', 2), hqcard(N, N.id === 'us' ? 'leader' : 'guerrilla')],
      },
      ...extra,
    });
  const assault = (card = 1) => ({
    side: 'blue' as const,
    orders: [{ type: 'assault' as const, unit: 'fr.att', card: ucard(A, 'att', card), target: 'es.x' }],
  });

  it('5.2 P1 9.2 a Supply move waiting for the Guerrilla answer', () => {
    const s = base(
      G,
      [
        {
          side: 'blue',
          orders: [
            { type: 'move', unit: 'fr.v', path: ['a2'] },
            { type: 'supply', card: hqcard(A, 'supply'), unit: 'fr.att', path: ['c4'] },
          ],
        },
      ],
      'guerrilla',
      { phase: 'movement', hands: { blue: [hqcard(A, 'supply')], red: [hqcard(G, 'guerrilla')] } },
    );
    expect(wait(s)).toEqual(['guerrilla', ['red']]);
    expect(s.window).toMatchObject({ kind: 'supply', unit: 'fr.att', path: ['c4'] });
    const r = play(s, 'red', [{ type: 'guerrilla', card: hqcard(G, 'guerrilla') }]).state;
    expect(sq(r, 'fr.att')).toBe('d4');
  });

  it('5.2 P4 6.1 s3–s4 an Assault waiting for the defender', () => {
    const s = base(G, [assault()], 'defense');
    expect(wait(s)).toEqual(['defense', ['red']]);
    expect(s.combat).toMatchObject({ kind: 'assault', attacker: 'fr.att', target: 'es.x', step: 'defense' });
    expect(s.players.blue.hand).not.toContain(ucard(A, 'att', 1));
  });

  it('5.2 P5 8 a failed United States withdraw attempt (roll 4 against 1–2): further defense cards', () => {
    const s = base(
      US,
      [
        { side: 'blue', orders: [{ type: 'assault', unit: 'fr.att', card: ucard(A, 'att', 1), target: 'us.x' }] },
        { side: 'red', orders: [{ type: 'us-withdraw', card: ucard(US, 'x', 1) }], dice: [4] },
      ],
      'defense',
    );
    expect(wait(s)).toEqual(['defense', ['red']]);
    expect(s.combat!.usTried).toBe(ucard(US, 'x', 1));
    expect(sq(s, 'us.x')).toBe('d5');
  });

  it('5.2 P6 6.1 s5 the defender has answered: the attacker adds cards', () => {
    const s = base(
      G,
      [assault(), { side: 'red', orders: [{ type: 'defense-card', card: ucard(G, 'x', 1) }, { type: 'defend' }] }],
      'attack',
    );
    expect(wait(s)).toEqual(['attack', ['blue']]);
    expect(s.combat!.def).toEqual([ucard(G, 'x', 1)]);
  });

  it('5.2 P7 6.1 s7 A > D, < 2D (7 vs 4): the defender chooses Hit or Retreat', () => {
    const s = base(
      G,
      [
        assault(),
        { side: 'red', orders: [{ type: 'defend' }] },
        { side: 'blue', orders: [{ type: 'resolve' }], dice: [1] },
      ],
      'choice',
    );
    expect(wait(s)).toEqual(['choice', ['red']]);
    expect(manoeuvre.status(s).midTurn).toBe(true);
    expect(status(play(s, 'red', [{ type: 'result', choice: 'hit' }]).state, 'es.x')).toBe('reduced');
  });

  it('5.2 P8 6.1 s7 A ≥ 2D, < 3D (8 vs 4): the attacker chooses', () => {
    const s = base(
      G,
      [
        assault(),
        { side: 'red', orders: [{ type: 'defend' }] },
        { side: 'blue', orders: [{ type: 'resolve' }], dice: [2] },
      ],
      'choice',
    );
    expect(wait(s)).toEqual(['choice', ['blue']]);
    expect(s.combat).toMatchObject({ A: 8, D: 4, outcome: 'attacker-choice' });
  });

  it('5.2 P9 6.5 back blocked, both flanks open: the owner picks the retreat square', () => {
    const s = base(
      G,
      [
        assault(2),
        { side: 'red', orders: [{ type: 'defend' }] },
        { side: 'blue', orders: [{ type: 'resolve', choice: 'retreat' }], dice: [3, 3] },
      ],
      'retreat',
    );
    expect(wait(s)).toEqual(['retreat', ['red']]);
    expect([...s.combat!.retreatOptions].sort()).toEqual(['c5', 'e5']);
    expect(sq(play(s, 'red', [{ type: 'retreat-to', square: 'e5' }]).state, 'es.x')).toBe('e5');
  });

  it("5.2 P10 AMB-20 6.5 a withdrawal from an NRA card's Assault: the attacker may stay", () => {
    const s = base(
      G,
      [assault(3), { side: 'red', orders: [{ type: 'withdraw', card: hqcard(G, 'withdraw') }] }],
      'advance',
      {
        units: [
          { unit: 'fr.att', square: 'd4' },
          { unit: 'es.x', square: 'd5' },
        ],
        hands: { blue: [ucard(A, 'att', 3)], red: [hqcard(G, 'withdraw')] },
      },
    );
    expect(wait(s)).toEqual(['advance', ['blue']]);
    expect(sq(play(s, 'blue', [{ type: 'advance', unit: null }]).state, 'fr.att')).toBe('d4');
  });
});

describe('position errors name the field, the batch and the rule', () => {
  const A = fxArmy('fr', [{ key: 'att', cards: ['A1d6 D1'] }]);
  const N = fxArmy('gb', [{ key: 'x' }]);
  const mk = (extra: Partial<Position>) => () =>
    position(A, N, {
      phase: 'combat',
      rest: 'eliminated',
      units: [
        { unit: 'fr.att', square: 'd4' },
        { unit: 'gb.x', square: 'd5' },
      ],
      hands: { blue: [ucard(A, 'att')], red: [] },
      ...extra,
    });
  const assault = {
    side: 'blue' as const,
    orders: [{ type: 'assault' as const, unit: 'fr.att', card: ucard(A, 'att'), target: 'gb.x' }],
  };

  it('5.4 a refused batch in then: its index, the order, the rule', () => {
    expect(
      mk({
        then: [
          { side: 'blue', orders: [{ type: 'assault', unit: 'fr.att', card: ucard(A, 'att'), target: 'fr.att' }] },
        ],
      }),
    ).toThrow(/^position: then\[0\]\.orders\[0\]\.target: rule 6\.1 s2: /);
    expect(mk({ then: [{ side: 'red', orders: [{ type: 'defend' }] }] })).toThrow(
      /then\[0\]\.orders\[0\]: rule 5\.2: red is not awaited/,
    );
  });
  it('5.5 dice: missing or unused dice in then are errors', () => {
    expect(
      mk({
        then: [assault, { side: 'red', orders: [{ type: 'defend' }] }, { side: 'blue', orders: [{ type: 'resolve' }] }],
      }),
    ).toThrow(/then\[2\]: FixedDice: no roll left.*then\[2\]\.dice/);
    expect(mk({ then: [{ ...assault, dice: [3] }] })).toThrow(/then\[0\]\.dice: 1 given, 0 used/);
  });
  it('5.2 at: the position must end at the stated decision point', () => {
    expect(mk({ then: [assault], at: 'attack' })).toThrow(/at: the position is at defense \(red to act\), not attack/);
    expect(mk({ then: [assault], at: 'defense' })().phase).toBe('defense');
  });
  it('3 schema and set-up errors: a bad square, an answer phase as phase, armies too early, a deployed unit too early', () => {
    expect(mk({ units: [{ unit: 'fr.att', square: 'z9' }] })).toThrow(
      /^position\.units\[0\]\.square: a square a1\.\.h8/,
    );
    expect(mk({ phase: 'defense' as never })).toThrow(/^position\.phase: Invalid enum value/);
    expect(mk({ then: [{ side: 'blue', orders: [{ type: 'charge' } as never] }] })).toThrow(
      /^position\.then\[0\]\.orders\[0\]\.type: /,
    );
    expect(() => load({ phase: 'setup.pair', armies: { blue: 'fr', red: 'gb' } })).toThrow(
      'position: armies: the nations are not chosen yet at this set-up step (3)',
    );
    expect(() =>
      load({ phase: 'setup.hand', armies: { blue: 'fr', red: 'gb' }, units: [{ unit: 'fr.garde', square: 'a1' }] }),
    ).toThrow('position: units: nothing is deployed before setup.deploy (3)');
    expect(() => load({ phase: 'setup.sections', map: { sections: SECTIONS as never } })).toThrow(/all 4 are placed/);
  });
});
