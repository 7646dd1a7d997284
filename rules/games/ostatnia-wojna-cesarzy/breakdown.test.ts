import { describe, expect, it } from 'vitest';
import { AUTO, division, fixtureMap, fixturePosition, ofType, play, refuse, unit, type PosUnit } from './testkit.js';
import type { OwcState } from './state.js';
import { PACK } from './pack.js';
import { parsePack } from './schema.js';

/** Rule 27 on a small clear map: corps c (2-9) breaks down into two 1-9 divisions d1, d2. */
const map = () => fixtureMap({ rows: [10, 14], cols: [10, 14], westCols: 12 });
const H = '1212';
const divs = (where: 'in' | 'out', o: Record<string, unknown> = {}): PosUnit[] =>
  ['d1', 'd2'].map((d) => ({
    ...division(d, 'allies', H, { r: 9, ...o }),
    ...(where === 'in' ? { split: true } : {}),
  }));
const pos = (units: PosUnit[], p: Record<string, unknown> = {}): OwcState =>
  fixturePosition(map(), {
    rules: ['core', 'supply', 'breakdown'],
    standing: AUTO,
    phase: 'supply',
    supply: { income: { allies: 0, russians: 0 }, levels: { allies: { G: 10 }, russians: { G: 10 } } },
    corps: { c: ['d1', 'd2'] },
    ...p,
    units,
  });

describe('27 corps break-down', () => {
  it('27: in the supply phase a 2-9 corps becomes its two 1-9 divisions in its hex (no CLs)', () => {
    const r = play(pos([unit('c', 'allies', H), ...divs('in')]), 'allies', [
      { type: 'supply' },
      { type: 'split', unit: 'c' },
    ]);
    expect(r.state.units.c.where).toBe('split');
    expect([r.state.units.d1.hex, r.state.units.d2.hex]).toEqual([H, H]);
    expect(ofType(r.events, 'corps-split')).toEqual([{ corps: 'c', hex: H, divisions: ['d1', 'd2'] }]);
  });
  it('27: a broken corps cannot break down; broken divisions cannot recombine', () => {
    expect(
      refuse(pos([unit('c', 'allies', H, { broken: true }), ...divs('in')]), 'allies', [
        { type: 'supply' },
        { type: 'split', unit: 'c' },
      ]),
    ).toMatchObject({ rule: '27', at: 'orders[1].unit' });
    const s = pos([{ ...unit('c', 'allies', H), hex: undefined, split: true }, ...divs('out', { broken: true })]);
    expect(refuse(s, 'allies', [{ type: 'supply' }, { type: 'merge', corps: 'c', units: ['d1', 'd2'] }])).toMatchObject(
      {
        rule: '27',
      },
    );
  });
  it('27: the divisions recombine into the corps; one may be replaced by a unit of equal SP, R and nation, which joins the corps', () => {
    const s = pos([
      { ...unit('c', 'allies', H), hex: undefined, split: true },
      ...divs('out'),
      division('x', 'allies', H, { r: 9 }),
    ]);
    const r = play(s, 'allies', [{ type: 'supply' }, { type: 'merge', corps: 'c', units: ['d1', 'x'] }]);
    expect(r.state.units.c).toMatchObject({ where: 'map', hex: H, broken: false });
    expect(r.state.units.x.where).toBe('split');
    expect(r.state.units.d2.where).toBe('map');
    expect(r.state.corps!.c).toEqual(['d1', 'x']);
    const y = pos([
      { ...unit('c', 'allies', H), hex: undefined, split: true },
      ...divs('out'),
      division('y', 'allies', H, { r: 7 }),
    ]);
    expect(refuse(y, 'allies', [{ type: 'supply' }, { type: 'merge', corps: 'c', units: ['d1', 'y'] }])).toMatchObject({
      rule: '27',
    });
  });
  it('27: breaking down needs room: the divisions may not overstack the hex (5.3)', () => {
    const s = pos([
      unit('c', 'allies', H),
      ...divs('in'),
      unit('e1', 'allies', H),
      unit('e2', 'allies', H),
      unit('e3', 'allies', H),
    ]);
    expect(refuse(s, 'allies', [{ type: 'supply' }, { type: 'split', unit: 'c' }])).toMatchObject({ rule: '27' });
  });
  it('C.5: in scenario C the XXIII Corps holds 1 Rifle Brigade, V Siberian 79 DP, Kummer Nikić’s division (data)', () => {
    const c = PACK.scenarios.find((x) => x.id === 'C')!;
    const of = (corps: string) => c.corps!.find((x) => x.corps === corps)!.divisions;
    expect(of('ru-xxiii')).toContain('ru-1bstrz');
    expect(of('ru-5sib')).toContain('ru-79dp');
    expect(of('ah-kummer')).toEqual(['ah-nikic']);
  });
  it('24–27 data: a fortress that is not one, a bridgehead off the map, a corps of unknown divisions are reported by path', () => {
    const p = JSON.parse(JSON.stringify(PACK));
    const i = p.scenarios.findIndex((x: { id: string }) => x.id === 'C');
    const c = p.scenarios[i];
    c.fortresses[0].hex = '2411';
    c.bridgeheads = [{ hex: '9999', nat: 'AH', strength: 2, front: ['3414'] }];
    c.corps[0].divisions = ['nobody'];
    const r = parsePack(p);
    const paths = r.ok ? [] : r.errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `scenarios[${i}].fortresses[0].hex`,
        `scenarios[${i}].bridgeheads[0].hex`,
        `scenarios[${i}].corps[0].divisions[0]`,
      ]),
    );
  });
});
