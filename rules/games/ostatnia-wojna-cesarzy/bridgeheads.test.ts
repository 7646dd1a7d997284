import { describe, expect, it } from 'vitest';
import { AUTO, fixtureMap, fixturePosition, ofType, play, refuse, unit, type PosUnit } from './testkit.js';
import { indexMap } from './mapindex.js';
import type { OwcState } from './state.js';

/** Rule 26 on a small clear map: an Austro-Hungarian bridgehead (strength 2) in 1414 whose front faces two neighbours. */
const map = () => fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14 });
const H = '1414';
const ring = indexMap(map()).grid.neighbourCells(H);
const FRONT = [ring[0], ring[1]];
const REAR = ring.filter((x) => !FRONT.includes(x));
const pos = (units: PosUnit[], p: Record<string, unknown> = {}): OwcState =>
  fixturePosition(map(), {
    rules: ['core', 'fortresses', 'bridgeheads'],
    standing: AUTO,
    phase: 'attack',
    phasing: 'russians',
    works: { bridgeheads: [{ hex: H, nat: 'AH', strength: 2, front: FRONT }] },
    ...p,
    units,
  });
const ru = (id: string, h: string) => unit(id, 'russians', h);

describe('26 bridgeheads', () => {
  it('26: attacked across its front only, a bridgehead is a fortress: strength added, one check (25.2)', () => {
    const s = pos([unit('ah', 'allies', H), ru('r1', FRONT[0]), ru('r2', FRONT[1])]);
    const r = play(s, 'russians', [{ type: 'attack', target: H, units: ['r1', 'r2'] }], [1, 1]);
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ a: 4, d: 4, mods: [] });
    expect(ofType(r.events, 'fortress-check')).toHaveLength(1);
  });
  it('26.1: attacked across front and rear together: the strength joins the defence under the normal procedure', () => {
    const s = pos([unit('ah', 'allies', H), ru('r1', FRONT[0]), ru('r2', REAR[0])]);
    const r = play(s, 'russians', [{ type: 'attack', target: H, units: ['r1', 'r2'] }], [12]);
    expect(ofType(r.events, 'attack')[0].d).toBe(4);
    expect(ofType(r.events, 'fortress-check')).toEqual([]);
  });
  it('26: attacked from the rear only, the bridgehead does nothing', () => {
    const s = pos([unit('ah', 'allies', H), ru('r1', REAR[0]), ru('r2', REAR[1])]);
    expect(
      ofType(play(s, 'russians', [{ type: 'attack', target: H, units: ['r1', 'r2'] }], [12]).events, 'attack')[0].d,
    ).toBe(2);
  });
  it('26.2 (AMB-32): an empty bridgehead is entered across its rear and taken; across its front it is refused', () => {
    const s = pos([ru('r1', REAR[0]), ru('r2', FRONT[0])], { phase: 'move' });
    const r = play(s, 'russians', [{ type: 'move', unit: 'r1', path: [H] }, { type: 'pass' }]);
    expect(r.state.works!.captured).toEqual([H]);
    expect(ofType(r.events, 'fortress-captured')).toEqual([{ hex: H, side: 'russians', strength: 2 }]);
    expect(refuse(s, 'russians', [{ type: 'move', unit: 'r2', path: [H] }])).toMatchObject({ rule: '26.2' });
  });
  it('26.2 (AMB-32): in an attack phase, an adjacent unit across the rear occupies an empty bridgehead with no roll', () => {
    const s = pos([ru('r1', REAR[0])]);
    const r = play(s, 'russians', [{ type: 'attack', target: H, units: ['r1'] }]);
    expect(ofType(r.events, 'attack-result')[0]).toMatchObject({ success: true, occupied: true, roll: null });
    expect(r.state.await).toEqual({ side: 'russians', kind: 'pursuit' });
  });
});
