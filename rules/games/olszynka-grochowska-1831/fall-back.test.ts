import { describe, expect, it } from 'vitest';
import { applyWith } from './apply.js';
import { describeWith } from './describe.js';
import { chief, d10s, game, inf, kit } from './testkit.js';

/**
 * R 6.7: a stack holds at most 18, "exceeded only briefly, while other units pass through". Russian
 * battalions r1 and r2 (9 + 9 = 18) stand in H, next to a Polish battalion p (0505, facing 0) in its
 * side zone. The Russian x (6 points) moves from F through H on to G: it may pass H but never end there
 * (24 > 18). Entering H draws p's change of front (R 5.5.4, policy `always`), and a reaction stops the
 * mover in the hex it entered. Found by the bench: `grochow-1831` seed 7, the Russians' batch 99.
 */
const through = (rulesVersion: number, policy: 'always' | 'never' = 'always') => {
  const k = kit({
    units: [
      inf('p', 'pl', { morale: 6 }),
      inf('r1', 'ru', { strength: 9, division: 'ru-a' }),
      inf('r2', 'ru', { strength: 9, division: 'ru-a' }),
      inf('x', 'ru', { division: 'ru-a' }),
    ],
  });
  const g = k.c.P.grid;
  const H = g.neighbour('0505', 5)!;
  const F = g.neighbour(H, 5)!;
  const G = g.neighbour(H, 3)!;
  k.place('p', '0505', 0);
  k.place('r1', H, 2);
  k.place('r2', H, 2);
  k.place('x', F, 2);
  const s = game(k, 'move', ['x'], rulesVersion);
  s.policies.pl = { ...s.policies.pl, changeFront: policy };
  const move = {
    type: 'move' as const,
    units: ['x'],
    steps: [
      { type: 'move' as const, to: H },
      { type: 'move' as const, to: G },
    ],
  };
  return { k, s, H, F, G, move, apply: applyWith(k.c.P) };
};

describe('6.7, 5.5: a reaction that stops a mover in a stack it may only pass through', () => {
  it('6.7: no reaction (policy never): x passes through H (24 for a moment) and ends in G; H keeps 18', () => {
    for (const v of [8, 9]) {
      const { s, G, move, apply } = through(v, 'never');
      const r = apply(s, 'ru', { orders: [move] }, d10s());
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.pos.units.x.at).toBe(G);
    }
  });
  it('6.7, 5.5.4: rules version 8 replays as recorded: p changes front (die 0 against 6), x is stopped in H, 24 > 18, and the whole batch is refused on the die', () => {
    const { s, move, apply } = through(8);
    const r = apply(s, 'ru', { orders: [move] }, d10s(0));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'STACK_LIMIT', rule: '6.7', params: { v: 24, max: 18 } });
  });
  it('6.7, 5.5.4: rules version 9: the same die stops x in the last hex of its path where it may stand (its start F), facing as it left it; the order stands', () => {
    const { k, s, H, F, move, apply } = through(9);
    const r = apply(s, 'ru', { orders: [move] }, d10s(0));
    if (!r.ok) throw new Error(r.error.message);
    const { x, p, r1, r2 } = r.state.pos.units;
    expect([x.at, x.facing, x.flags.moved]).toEqual([F, 2, true]);
    expect([r1.at, r2.at]).toEqual([H, H]);
    // p turned toward H (R 5.5.4: a 60° turn, die 0 against morale 6 passes)
    expect(k.c.P.grid.neighbour('0505', p.facing) === H || k.c.P.grid.neighbour('0505', p.facing + 1) === H).toBe(true);
    const moved = r.events.find((e) => e.type === 'moved')!;
    expect(moved.data).toMatchObject({
      path: [],
      entered: [H],
      interrupted: true,
      fellBack: { from: H, to: F, rule: '6.7' },
    });
    expect(r.events.find((e) => e.type === 'reaction')!.data).toMatchObject({ unit: 'p', kind: 'changeFront', hex: H });
    expect(describeWith(k.c.P)(moved, 'en')).toContain(`may not stay in ${H}, stops in ${F}, 6.7`);
  });
  it('6.7, 5.5: rules version 9: an order after the stopped one goes back to the composer (halt), nothing refused', () => {
    const { s, move, apply } = through(9);
    const r = apply(s, 'ru', { orders: [move, { type: 'end' }] }, d10s(0));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.halted).toMatchObject({ at: 1, rule: '5.5' });
  });
  it('6.7, 7.9: rules version 9: a forced march whose roll falls short in a full stack stops one hex before it (die 7 against 6: +0, 4 MP; the 4th hex holds 18)', () => {
    const k = kit({
      units: [
        inf('a', 'ru', { division: 'ru-a' }),
        inf('r1', 'ru', { strength: 9, division: 'ru-a' }),
        inf('r2', 'ru', { strength: 9, division: 'ru-a' }),
      ],
      leaders: [chief('l', 'ru', { division: 'ru-a', range: 12 })],
    });
    k.place('a', '0501', 3);
    k.place('r1', '0505', 3);
    k.place('r2', '0505', 3);
    k.placeLeader('l', '0101');
    const steps = ['0502', '0503', '0504', '0505', '0506'].map((to) => ({ type: 'move' as const, to }));
    const order = { type: 'move' as const, units: ['a'], forcedMarch: true, steps };
    for (const [v, die, end] of [
      [9, 7, '0504'],
      [9, 6, '0506'],
      [8, 6, '0506'],
    ] as const) {
      const r = applyWith(k.c.P)(game(k, 'move', ['a'], v), 'ru', { orders: [order] }, d10s(die));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.pos.units.a.at).toBe(end);
    }
    const old = applyWith(k.c.P)(game(k, 'move', ['a'], 8), 'ru', { orders: [order] }, d10s(7));
    expect(old.ok ? 'ok' : old.error.code).toBe('STACK_LIMIT');
  });
});
