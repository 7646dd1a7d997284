import { describe, expect, it } from 'vitest';
import { hexDist, sideKey } from './geometry.js';
import { checkPath, reach, vistulaCrossing, type MoveCtx, type Mover } from './movement.js';
import { checkStack } from './stacking.js';
import type { Placed } from './pieces.js';
import { miniMap } from './testkit.js';
import { zocOf } from './zoc.js';

const empty: MoveCtx = {
  enemyZoc: new Set(),
  enemyOccupied: new Set(),
  enemyForts: new Set(),
  friendlyTrains: new Set(),
  friendlyTroops: new Set(),
  bridges: new Set(),
};
const inf: Mover = { kind: 'inf' };
const forest = { A30B30: 'forest', A30B31: 'forest', A30B32: 'forest', A29B31: 'forest' } as const;
const mi = miniMap({
  terrain: { ...forest, A33B30: 'lake' },
  roads: [
    ['A30B30', 'A30B31', 'A30B32', 'A30B33'],
    ['A32B28', 'A32B29', 'A32B30', 'A32B31', 'A32B32'],
  ],
  sides: [
    { a: 'A34B30', b: 'A34B31', river: 'small' },
    { a: 'A34B32', b: 'A34B33', river: 'large' },
    { a: 'A28B30', b: 'A28B31', wire: true },
    { a: 'A35B30', b: 'A35B31', lake: true },
    { a: 'A29B33', b: 'A29B34', river: 'vistula' },
  ],
});
const walk = (path: string[], ctx: MoveCtx = empty, m = inf, ma = 99) => checkPath(mi, ctx, m, path, ma);

describe('4 movement', () => {
  it('4.3 (TC-30) along a road through 3 forest hexes: 3 MP; from the side onto the road then 2 more: 2 + 1 + 1', () => {
    expect(walk(['A30B29', 'A30B30', 'A30B31', 'A30B32'])).toEqual({ ok: true, cost: 2 + 1 + 1 });
    expect(walk(['A30B30', 'A30B31', 'A30B32', 'A30B33'])).toEqual({ ok: true, cost: 3 });
    expect(walk(['A29B31', 'A30B31', 'A30B32', 'A30B33'])).toEqual({ ok: true, cost: 4 });
  });
  it('4.3.2 (TC-30) a supply train along 5 road hexes: 2.5 MP', () => {
    expect(walk(['A32B28', 'A32B29', 'A32B30', 'A32B31', 'A32B32'], empty, { kind: 'train' })).toEqual({
      ok: true,
      cost: 2,
    });
    const longer = miniMap({ roads: [['A32B27', 'A32B28', 'A32B29', 'A32B30', 'A32B31', 'A32B32']] });
    expect(
      checkPath(longer, empty, { kind: 'train' }, ['A32B27', 'A32B28', 'A32B29', 'A32B30', 'A32B31', 'A32B32'], 4),
    ).toEqual({ ok: true, cost: 2.5 });
  });
  it('4.3.5 (TC-30) a clear hex across a small river costs 2, across a large river 3', () => {
    expect(walk(['A34B30', 'A34B31'])).toEqual({ ok: true, cost: 2 });
    expect(walk(['A34B32', 'A34B33'])).toEqual({ ok: true, cost: 3 });
  });
  it('4.4.3 (TC-30) a clear hex with a friendly supply train costs 2', () => {
    expect(walk(['A31B30', 'A31B31'], { ...empty, friendlyTrains: new Set(['A31B31']) })).toEqual({
      ok: true,
      cost: 2,
    });
  });
  it('8.2.1–8.2.2 (TC-30) a clear hex in an enemy ZOC costs 2 and the unit stops there', () => {
    const ctx = { ...empty, enemyZoc: new Set(['A31B31']) };
    expect(walk(['A31B30', 'A31B31'], ctx)).toEqual({ ok: true, cost: 2 });
    expect(walk(['A31B30', 'A31B31', 'A31B32'], ctx)).toMatchObject({ ok: false, rule: '8.2.1', at: 2 });
  });
  it('12.4.3 (TC-50) wire costs +1 MP for either side', () => {
    expect(walk(['A28B30', 'A28B31'])).toEqual({ ok: true, cost: 2 });
  });
  it('4.2.2 a unit spends no more than its MA', () => {
    expect(walk(['A31B30', 'A31B31', 'A31B32', 'A31B33'], empty, inf, 2)).toMatchObject({
      ok: false,
      rule: '4.2.2',
      at: 3,
    });
  });
  it('4.3, 4.3.6 lakes, lake hexsides and the Vistula without a bridge are closed; a bridge opens it', () => {
    expect(walk(['A33B29', 'A33B30'])).toMatchObject({ ok: false, rule: '4.3' });
    expect(walk(['A35B30', 'A35B31'])).toMatchObject({ ok: false, rule: '4.3' });
    expect(walk(['A29B33', 'A29B34'])).toMatchObject({ ok: false, rule: '4.3.6' });
    expect(walk(['A29B33', 'A29B34'], { ...empty, bridges: new Set([sideKey('A29B33', 'A29B34')]) })).toMatchObject({
      ok: true,
    });
  });
  it('4.3.7 (AMB-10) crossing the Vistula with the whole MA: only commanded by an HQ and before moving', () => {
    expect(vistulaCrossing(mi, 'A29B33', 'A29B34', true, 0)).toEqual({ ok: true });
    expect(vistulaCrossing(mi, 'A29B33', 'A29B34', false, 0)).toMatchObject({
      ok: false,
      rule: '4.3.7',
      params: { why: 'vistula-command' },
    });
    expect(vistulaCrossing(mi, 'A29B33', 'A29B34', true, 1)).toMatchObject({
      ok: false,
      rule: '4.3.7',
      params: { why: 'vistula-whole-ma' },
    });
  });
  it('8.2.3, 8.2.5, 11.1.7 (TC-31) artillery into an enemy ZOC alone is refused, with infantry there allowed; infantry in a ZOC cannot move, artillery may leave', () => {
    const ctx = { ...empty, enemyZoc: new Set(['A31B31', 'A31B30']) };
    expect(walk(['A31B29', 'A31B30'], ctx, { kind: 'art' })).toMatchObject({ ok: false, rule: '8.2.3' });
    expect(walk(['A31B29', 'A31B30'], { ...ctx, friendlyTroops: new Set(['A31B30']) }, { kind: 'art' })).toMatchObject({
      ok: true,
    });
    expect(walk(['A31B30', 'A31B29'], ctx, inf)).toMatchObject({ ok: false, rule: '8.2.5' });
    expect(walk(['A31B30', 'A31B29'], ctx, { kind: 'art' })).toMatchObject({ ok: true });
  });
  it('16.2.7 (TC-33) entering the ZOC of an empty marker: 1 + 1 MP, and the unit goes on', () => {
    const ctx = { ...empty, softZoc: new Set(['A31B31']) };
    expect(walk(['A31B30', 'A31B31'], ctx)).toEqual({ ok: true, cost: 2 });
    expect(walk(['A31B30', 'A31B31', 'A31B32'], ctx, inf, 3)).toEqual({ ok: true, cost: 3 });
  });
  it("4 reach: core's path finder with the same costs, stopping in enemy ZOC", () => {
    const ctx = { ...empty, enemyZoc: new Set(['A31B32']) };
    const r = reach(mi, ctx, inf, 'A31B30', 2);
    expect(r.costTo('A31B31')).toBe(1);
    expect(r.costTo('A31B32')).toBeUndefined(); // 1 + (1 + 1 for the ZOC) = 3 > 2
    const r3 = reach(mi, ctx, inf, 'A31B30', 4);
    expect(r3.cells.get('A31B32')).toMatchObject({ cost: 3, stopped: true });
    expect(r3.costTo('A31B33')).toBe(4); // around the ZOC hex, never through it
  });
  it('2.1 (TC-35) distances: Insterburg–Lötzen 10, Insterburg–Gumbinnen 5, Königsberg–Insterburg 14, A30B30–A31B29 1, A30B30–A31B31 2', () => {
    expect([
      hexDist('A37B42', 'A37B32'),
      hexDist('A37B42', 'A42B39'),
      hexDist('A23B50', 'A37B42'),
      hexDist('A30B30', 'A31B29'),
      hexDist('A30B30', 'A31B31'),
    ]).toEqual([10, 5, 14, 1, 2]);
  });
});

describe('8 zones of control', () => {
  const p = (
    id: string,
    kind: Placed['kind'],
    hex: string,
    side: Placed['side'] = 'ru',
    extra: Partial<Placed> = {},
  ): Placed => ({ id, side, kind, hex, ...extra });
  it('8.1.1–8.1.2 infantry, cavalry and markers exert a ZOC; artillery, HQs, trains and rail-loaded units do not', () => {
    expect(zocOf(mi, [p('i', 'inf', 'A31B31')], 'ru').size).toBe(6);
    expect(zocOf(mi, [p('m', 'marker', 'A31B31')], 'ru').size).toBe(6);
    for (const k of ['art', 'hq', 'train'] as const) expect(zocOf(mi, [p('x', k, 'A31B31')], 'ru').size).toBe(0);
    expect(zocOf(mi, [p('i', 'inf', 'A31B31', 'ru', { rail: true })], 'ru').size).toBe(0);
    expect(zocOf(mi, [p('i', 'inf', 'A31B31')], 'de').size).toBe(0);
  });
  it('8.1.6 no ZOC across a lake hexside or into a lake', () => {
    const z = zocOf(mi, [p('i', 'inf', 'A35B30')], 'ru');
    expect(z.has('A35B31')).toBe(false);
    expect(z.has('A35B29')).toBe(true);
    expect(zocOf(mi, [p('i', 'inf', 'A33B29')], 'ru').has('A33B30')).toBe(false);
  });
  it('12.3.2 a manned fortification projects its ZOC across its fortified hexsides only', () => {
    const f = miniMap({
      forts: [{ hex: 'A32B32', name: 'F', side: 'ru', manned: 5, fortified: ['A32B33', 'A33B32'] }],
    });
    expect([...zocOf(f, [], 'ru', ['A32B32'])].sort()).toEqual(['A32B33', 'A33B32']);
    expect(zocOf(f, [], 'ru', []).size).toBe(0);
  });
});

describe('7 stacking', () => {
  const u = (
    n: number,
    corps: string | undefined,
    kind: Placed['kind'] = 'inf',
    extra: Partial<Placed> = {},
  ): Placed[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `${kind}${corps}${i}`,
      side: 'de' as const,
      kind,
      hex: 'A30B30',
      corps,
      ...extra,
    }));
  it('7.1 (TC-55) 6 XX Corps units + 2 HQs legal; 5 XX + 1 corps-less illegal; 4 corps-less legal; 2 trains illegal; 5 corps-less with one on rail illegal', () => {
    expect(checkStack([...u(6, 'XX'), ...u(2, 'XX', 'hq')])).toBeNull();
    expect(checkStack([...u(5, 'XX'), ...u(1, undefined)])).toEqual({ rule: '7.1.2', count: 6, limit: 4 });
    expect(checkStack(u(4, undefined))).toBeNull();
    expect(checkStack(u(2, undefined, 'train'))).toMatchObject({ rule: '15.3.3' });
    expect(
      checkStack([...u(4, undefined), ...u(1, 'r', 'inf', { rail: true, corps: undefined, id: 'rail' })]),
    ).toMatchObject({ rule: '7.1.2', count: 5 });
  });
  it('16.2.4 (AMB-19) markers do not count, what they hide does', () => {
    expect(checkStack([...u(4, undefined), ...u(3, undefined, 'marker')])).toBeNull();
  });
  it("4.3 a step onto a lake or the sea is refused in words, not by the pack's terrain id", () => {
    const wet = miniMap({ terrain: { A31B31: 'lake', A31B32: 'sea' } });
    expect(checkPath(wet, empty, inf, ['A31B30', 'A31B31'], 4)).toMatchObject({
      ok: false,
      rule: '4.3',
      reason: 'A31B31 is a lake',
      params: { terrain: 'lake', terrainPl: 'jezioro' },
    });
    expect(checkPath(wet, empty, inf, ['A31B33', 'A31B32'], 4)).toMatchObject({ reason: 'A31B32 is the sea' });
  });
});
