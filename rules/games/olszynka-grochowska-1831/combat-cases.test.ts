import { describe, expect, it } from 'vitest';
import { applyWith } from './apply.js';
import { zoneHexes } from './facing.js';
import { d10s, game, inf, kit } from './testkit.js';

/**
 * Spec 8.5's cases T73 and T83 played through the module: a Polish 9-point battalion in 0505 facing
 * vertex 0, Russian 3-point battalions x1 in 0504 (facing 3) and x2 in 0605 (facing 4), each with
 * 0505 in its front zone; for T73 also x3 in 0606 (facing 5) and a Polish battalion b in 0405, in x1's front.
 */
const fight = () => {
  const k = kit({
    units: [
      inf('a', 'pl', { strength: 9 }),
      inf('b', 'pl'),
      ...['x1', 'x2', 'x3'].map((id) => inf(id, 'ru', { division: 'ru-a', strength: 3 })),
    ],
  });
  const g = k.c.P.grid;
  k.place('a', '0505', 0);
  k.place('x1', g.neighbour('0505', 0)!, 3);
  k.place('x2', g.neighbour('0505', 1)!, 4);
  k.place('x3', g.neighbour('0505', 2)!, 5);
  k.place('b', g.neighbour('0504', 4)!, 0);
  return { k, g, apply: applyWith(k.c.P) };
};
const attack = (attackers: string[], hex: string) => ({
  type: 'attack' as const,
  attackers,
  hex,
  moraleUnit: attackers[0],
});

describe('spec 8.5: one attack per defender hex and per attacker; the beaten attacker retreats', () => {
  it('T73 9.9, 9.10: after x1 + x2 attack 0505 (die 4: a draw, all stay), x3 attacking 0505 again is refused (9.9), and x1 attacking b (9.10)', () => {
    const { k, g, apply } = fight();
    expect([k.c.pos.units.x1.at, k.c.pos.units.x2.at, k.c.pos.units.x3.at, k.c.pos.units.b.at]).toEqual([
      '0504',
      '0605',
      '0606',
      '0405',
    ]);
    expect(zoneHexes(g, '0504', 3, 'front')).toContain('0405');
    const s = game(k, 'combat', ['x1', 'x2', 'x3']);
    const first = apply(s, 'ru', { orders: [attack(['x1', 'x2'], '0505')] }, d10s(4));
    if (!first.ok) throw new Error(first.error.message);
    expect(first.events[0].data).toMatchObject({ result: { winner: 'draw' } });
    expect(first.state.pos.units.a.at).toBe('0505');
    expect(first.state.phase).toBe('combat');
    expect(apply(first.state, 'ru', { orders: [attack(['x3'], '0505')] }, d10s(4))).toMatchObject({
      ok: false,
      error: { rule: '9.9', code: 'ATTACKED_TWICE', at: 'orders[0].hex' },
    });
    expect(apply(first.state, 'ru', { orders: [attack(['x1'], '0405')] }, d10s(4))).toMatchObject({
      ok: false,
      error: { rule: '9.10', code: 'ATTACKS_TWICE', at: 'orders[0].attackers[0]' },
    });
  });
  it('T83 9.13.4: x1 + x2 from two hexes lose (die 3): each retreats one hex into its own rear zone (0503, 0704); the defender stays, no pursuit', () => {
    const { k, g, apply } = fight();
    const s = game(k, 'combat', ['x1', 'x2', 'x3']);
    const r = apply(s, 'ru', { orders: [attack(['x1', 'x2'], '0505')] }, d10s(3, 5, 5, 5, 5));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0].data).toMatchObject({ result: { winner: 'defender' } });
    expect([r.state.pos.units.x1.at, r.state.pos.units.x2.at]).toEqual(['0503', '0704']);
    expect(zoneHexes(g, '0504', 3, 'rear')).toContain('0503');
    expect(zoneHexes(g, '0605', 4, 'rear')).toContain('0704');
    expect(r.state.pos.units.a.at).toBe('0505');
    expect(r.events.some((e) => e.type.startsWith('pursu'))).toBe(false);
  });
});
