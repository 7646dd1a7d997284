import { describe, expect, it } from 'vitest';
import { placementHexes, rallyTest, reorganizeOnMap } from './losses.js';
import { returnReorganized } from './phases/turn.js';
import { chief, d10s, game, inf, kit } from './testkit.js';

describe('12.8 reorganization', () => {
  const k0 = () => {
    const k = kit({
      units: [inf('a', 'pl', { morale: 6 }), inf('r', 'ru', { division: 'ru-a' })],
      leaders: [chief('div', 'pl')],
    });
    return k;
  };
  it('T101 12.8.1: disorganized, not next to the enemy → full', () => {
    const k = k0();
    k.place('a', '0505', 0, { level: 'disorganized' });
    expect(reorganizeOnMap(k.c)).toEqual([{ unit: 'a', from: 'disorganized', to: 'full' }]);
  });
  it('T102 12.8.1: demoralized, no leader → disorganized', () => {
    const k = k0();
    k.place('a', '0505', 0, { level: 'demoralized' });
    expect(reorganizeOnMap(k.c)).toEqual([{ unit: 'a', from: 'demoralized', to: 'disorganized' }]);
  });
  it('T103 12.8.1: demoralized with its division commander (no deputy) in the hex → full', () => {
    const k = k0();
    k.place('a', '0505', 0, { level: 'demoralized' });
    k.placeLeader('div', '0505');
    expect(reorganizeOnMap(k.c)).toEqual([{ unit: 'a', from: 'demoralized', to: 'full' }]);
  });
  it('T105 12.8.1: demoralized next to an enemy unit, no leader → unchanged', () => {
    const k = k0();
    k.place('a', '0505', 0, { level: 'demoralized' });
    k.place('r', '0506', 0);
    expect(reorganizeOnMap(k.c)).toEqual([]);
  });
  it('T106 12.8.2.1: routed, morale 6: die 6 → reorganized / 8 → stays / 9 → eliminated', () => {
    for (const [die, outcome, at] of [
      [6, 'reorganized', 'pending'],
      [8, 'stays', 'routed'],
      [9, 'eliminated', 'eliminated'],
    ] as const) {
      const k = k0();
      k.place('a', 'routed', 0, { level: 'demoralized' });
      expect(rallyTest(k.c, 'a', d10s(die))).toEqual({ unit: 'a', die, morale: 6, outcome });
      expect(k.c.pos.units.a.at).toBe(at);
    }
  });
  it('T106/T107 12.8.2.2: placed on or next to its leader at least 3 hexes from every enemy; none when all are within 2', () => {
    const k = k0();
    k.place('a', 'pending', 0, { level: 'demoralized' });
    k.placeLeader('div', '0505');
    k.place('r', '0509', 0);
    const ok = placementHexes(k.c, 'a');
    expect(ok.length).toBeGreaterThan(0);
    for (const h of ok) expect(k.c.P.grid.distance(h, '0509')).toBeGreaterThanOrEqual(3);
    k.place('r', '0506', 0);
    expect(placementHexes(k.c, 'a')).toEqual([]);
  });
  it('T107 2.3.7.5 (rules version 2): a unit left waiting is placed at step (5) of its division’s next activation, when a hex is legal by then', () => {
    const k = kit({
      units: [inf('a', 'pl', { morale: 6 }), inf('r', 'ru', { division: 'ru-a' })],
      leaders: [chief('div', 'pl')],
    });
    k.place('a', 'pending', 0, { level: 'demoralized' });
    k.placeLeader('div', '0505');
    k.place('r', '0506', 0);
    const s = game(k, 'combat', [], 2);
    s.active = { side: 'pl', marker: 'pl-a', formation: 'pl-a', units: [] };
    const ctx = { ...k.c, rulesVersion: 2 };
    const events: { type: string; data: unknown }[] = [];
    returnReorganized(ctx, s, events as never);
    expect(k.c.pos.units.a.at).toBe('pending');
    k.c.pos.units.r.at = '0510';
    returnReorganized(ctx, s, events as never);
    expect(events).toMatchObject([{ type: 'returned', rule: '2.3.7.5', data: { unit: 'a' } }]);
    expect(k.c.P.grid.distance(k.c.pos.units.a.at, '0510')).toBeGreaterThanOrEqual(3);
    expect(k.c.pos.units.a.level).toBe('demoralized');
    k.c.pos.units.a.at = 'pending';
    returnReorganized(k.c, s, events as never);
    expect(k.c.pos.units.a.at).toBe('pending'); // version 1: only the reorganization phase places
  });
});
