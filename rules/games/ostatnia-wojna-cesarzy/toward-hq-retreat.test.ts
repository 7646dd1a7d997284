import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { retreatOptions } from './combat.js';
import { boardOf } from './ctx.js';
import owc from './index.js';
import type { OwcState } from './state.js';
import { atk, AUTO, fixtureMap, hq, ofType, play, unit, type PosUnit } from './testkit.js';

/**
 * 21.5 in retreat (rules version 7): the Austro-Hungarian corps in 1406 is attacked from 1506 (south);
 * Russians also stand north-east and south-west of it, and its three free neighbours are marsh, so every
 * way out crosses a Russian control line into very difficult terrain (9.4.1 forbids it). Only the step
 * north into 1306 goes toward its Army HQ (CR 3) in 1206.
 */
const X = '1406',
  M = '1306',
  HQ = '1206',
  ATTACKER = '1506';
const plain = fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 12 });
const grid = boardOf(
  owc.setup('A', { position: { map: plain, area: null, units: [unit('x', 'russians', '1001')] } }, new FixedDice([])),
).m.grid;
const east = (h: string) => h.slice(2) > '06';
const R2 = grid.common(X, M).find(east)!;
const W2 = grid.common(X, ATTACKER).find((h) => !east(h))!;
const free = grid.neighbourCells(X).filter((h) => ![M, ATTACKER, R2, W2].includes(h));
const map = fixtureMap({
  rows: [10, 16],
  cols: [1, 12],
  westCols: 12,
  terrain: Object.fromEntries([M, ...free].map((h) => [h, 'marsh' as const])),
});
const setup = (o: { broken?: boolean; version?: number; hqRange?: number } = {}): OwcState => {
  const units: PosUnit[] = [
    unit('ah-x', 'allies', X, { broken: o.broken }),
    hq('ah-2a', 'allies', HQ, o.hqRange ?? 3),
    unit('ru-1', 'russians', ATTACKER, { sp: 4 }),
    unit('ru-2', 'russians', R2),
    unit('ru-3', 'russians', W2),
  ];
  return owc.setup(
    'A',
    {
      position: {
        map,
        area: null,
        rules: ['core', 'command'],
        units,
        phase: 'attack',
        phasing: 'russians',
        standing: AUTO,
      },
    },
    new FixedDice([]),
    o.version ? { rulesVersion: o.version } : undefined,
  );
};
const options = (s: OwcState) => retreatOptions(boardOf(s), 'ah-x', 2, new Set(['ah-x', 'ru-1']));

describe('21.5 in retreat (rules version 7)', () => {
  it('21.5: with no other way out, the corps may retreat across the CL into the marsh toward its HQ, and on onto the HQ’s hex', () => {
    const paths = options(setup());
    expect(paths.map((o) => o.path.join())).toContain(`${M},${HQ}`);
    expect(paths.every((o) => o.towardHq === 'ah-2a')).toBe(true);
  });
  it('21.5: not for a broken unit, not out of the HQ’s range (CR 1), not under rules version 6 (9.4.1: it cannot retreat)', () => {
    expect(options(setup({ broken: true }))).toEqual([]);
    expect(options(setup({ hqRange: 1 }))).toEqual([]);
    expect(options(setup({ version: 6 }))).toEqual([]);
  });
  it('21.5, AMB-15: the retreat breaks the corps in place of its check (no check is rolled)', () => {
    const r = play(setup(), 'russians', [atk(X, ['ru-1'])], [1, 12, 12, 12]);
    expect(ofType(r.events, 'attack-result')[0]).toMatchObject({ success: true });
    expect(ofType(r.events, 'retreat')[0]).toMatchObject({ unit: 'ah-x', path: [M, HQ] });
    expect(ofType(r.events, 'check').filter((c) => c.unit === 'ah-x')).toEqual([]);
    expect(ofType(r.events, 'broken')).toEqual([{ unit: 'ah-x', hex: HQ, why: '21.5' }]);
    expect(r.state.units['ah-x']).toMatchObject({ hex: HQ, broken: true });
  });
});
