import { describe, expect, it } from 'vitest';
import { applyWith } from './apply.js';
import { combatChoices } from './view-combat.js';
import { d10s, game, inf, kit } from './testkit.js';

/**
 * Two Russian 6-point battalions, x in 0505 and y south-west of the target, attack a Polish 2-point
 * battalion in 0504 (12 : 2, die 9: the battalion is routed and 0504 is empty).
 */
const won = (rulesVersion: number | undefined, extra: { pursuers?: string[]; pursuitFacing?: number } = {}) => {
  const k = kit({
    units: [
      inf('x', 'ru', { division: 'ru-a' }),
      inf('y', 'ru', { division: 'ru-a' }),
      inf('p', 'pl', { strength: 2 }),
    ],
  });
  const g = k.c.P.grid;
  k.place('p', '0504', 3);
  k.place('x', g.neighbour('0504', 3)!, 0);
  k.place('y', g.neighbour('0504', 4)!, 1);
  const s = game(k, 'combat', ['x', 'y'], rulesVersion);
  const attack = { type: 'attack' as const, attackers: ['x', 'y'], hex: '0504', moraleUnit: 'x', ...extra };
  return { k, s, r: applyWith(k.c.P)(s, 'ru', { orders: [attack] }, d10s(9)), attack };
};

describe('12.3 pursuit (rules version 5)', () => {
  it('12.3.1–12.3.3: the defender routed, the morale unit x must pursue into 0504; y stays unless named', () => {
    const { r } = won(5);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pos.units.p.at).toBe('routed');
    expect(r.state.pos.units.x.at).toBe('0504');
    expect(r.state.pos.units.y.at).not.toBe('0504');
    expect(r.events.find((e) => e.type === 'afterCombat')!.data).toMatchObject({ pursuit: 'x' });
  });
  it('12.3.2: y named in `pursuers` follows x into 0504; 9.13.6: both then face vertex 4', () => {
    const { r } = won(5, { pursuers: ['y'], pursuitFacing: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const { x, y } = r.state.pos.units;
    expect([x.at, y.at, x.facing, y.facing]).toEqual(['0504', '0504', 4, 4]);
    expect(r.events.find((e) => e.type === 'afterCombat')!.data).toMatchObject({
      pursuit: 'x',
      pursuers: ['y'],
      pursuitFacing: 4,
    });
  });
  it('12.3.2: a pursuer must be another attacker of the combat (not the morale unit, not a stranger)', () => {
    expect(won(5, { pursuers: ['x'] }).r).toMatchObject({
      ok: false,
      error: { rule: '12.3.2', at: 'orders[0].pursuers[0]' },
    });
    expect(won(5, { pursuers: ['p'] }).r).toMatchObject({ ok: false, error: { rule: '12.3.2' } });
  });
  it('12.3: a game created under rules version 4 keeps the morale unit pursuing alone and refuses the new fields', () => {
    const { r } = won(4);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pos.units.y.at).not.toBe('0504');
    expect(won(4, { pursuers: ['y'] }).r).toMatchObject({ ok: false, error: { rule: '12.3', code: 'PURSUIT_CHOICE' } });
    expect(won(4, { pursuitFacing: 2 }).r).toMatchObject({ ok: false, error: { rule: '12.3' } });
  });
  it('12.3.2: the view offers the attack with every other attacker pursuing, from version 5 only', () => {
    const v5 = won(5);
    expect(
      combatChoices(v5.k.c.P, v5.s, { id: 'end', label: { pl: '', en: '' }, order: { type: 'end' } }),
    ).toContainEqual(
      expect.objectContaining({ id: 'attack:0504:infantry:all', order: { ...v5.attack, pursuers: ['y'] } }),
    );
    const v4 = won(4);
    const ids = combatChoices(v4.k.c.P, v4.s, { id: 'end', label: { pl: '', en: '' }, order: { type: 'end' } }).map(
      (c) => c.id,
    );
    expect(ids).toContain('attack:0504:infantry');
    expect(ids).not.toContain('attack:0504:infantry:all');
  });
});
