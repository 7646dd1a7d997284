import { describe, expect, it } from 'vitest';
import { chooseRetreat, retreatOptions } from './combat.js';
import { boardOf } from './ctx.js';
import { FixedDice } from '../../core/dice.js';
import owc from './index.js';
import { fixtureMap, hq, unit, type PosUnit } from './testkit.js';

/**
 * 21.4 army retreat (TC-35) on a small all-Russian map: the Russians' proper direction is east; the 5th
 * Army HQ (CR 2) stands two hexes north of XIX Corps, so every step toward it is geographically wrong.
 * Lakes close the hexsides named in each case, so the example's choices are the only ones left.
 */
const LAKES_EAST_OF_1306: [string, string, 'lake'][] = [
  ['1306', '1307', 'lake'],
  ['1306', '1407', 'lake'],
];
const board = (units: PosUnit[], lakes: [string, string, 'lake'][], version?: number) =>
  boardOf(
    owc.setup(
      'A',
      {
        position: {
          map: fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 0, sides: lakes }),
          area: null,
          rules: ['core', 'command'],
          units,
          phase: 'attack',
          stage: 1,
        },
      },
      new FixedDice([]),
      version ? { rulesVersion: version } : undefined,
    ),
  );
const ru = (id: string, hex: string) => unit(id, 'russians', hex, { nat: 'RU' });
const hq5 = () => hq('ru-5a', 'russians', '1106', 2, { nat: 'RU' });
const options = (b: ReturnType<typeof board>, id: string) => retreatOptions(b, id, 2, new Set([id]));
const modOf = (b: ReturnType<typeof board>, id: string, path: string[]) =>
  options(b, id).find((o) => o.path.join() === path.join())?.mod;

describe('21.4 army retreat (TC-35)', () => {
  it('TC-35: XIX Corps steps toward its HQ onto XVIII’s hex and must go on onto the HQ’s hex (0); turning east there would mix the modes for no gain (−1)', () => {
    const b = board([ru('ru-xix', '1306'), ru('ru-xviii', '1206'), hq5()], LAKES_EAST_OF_1306);
    expect(modOf(b, 'ru-xix', ['1206', '1106'])).toBe(0);
    expect(modOf(b, 'ru-xix', ['1206', '1207'])).toBe(-1);
    expect(chooseRetreat(options(b, 'ru-xix')).forced.map((o) => o.path)).toEqual([['1206', '1106']]);
  });
  it('TC-35: XXV Corps, out of the HQ’s range at the start, steps east onto XIX’s hex, then onto XVIII’s hex as army retreat: mixing lowers its penalty (−1, uncommanded at the start, against −2)', () => {
    const lakes: [string, string, 'lake'][] = [...LAKES_EAST_OF_1306, ['1405', '1406', 'lake']];
    const b = board([ru('ru-xxv', '1405'), ru('ru-xix', '1306'), ru('ru-xviii', '1206'), hq5()], lakes);
    expect(modOf(b, 'ru-xxv', ['1306', '1206'])).toBe(-1); // 21.1.2: out of every HQ's range at the start
    expect(
      Math.max(
        ...options(b, 'ru-xxv')
          .filter((o) => o.path.join() !== '1306,1206')
          .map((o) => o.mod),
      ),
    ).toBe(-2);
    expect(chooseRetreat(options(b, 'ru-xxv')).forced.map((o) => o.path)).toEqual([['1306', '1206']]);
  });
  it('TC-35: XVII Corps steps toward the HQ, then must step in the wrong direction: −1 in all', () => {
    const lakes: [string, string, 'lake'][] = [
      ...LAKES_EAST_OF_1306,
      ['1206', '1106', 'lake'],
      ['1206', '1207', 'lake'],
    ];
    const b = board([ru('ru-xvii', '1306'), hq5()], lakes);
    expect(modOf(b, 'ru-xvii', ['1206', '1205'])).toBe(-1);
  });
  it('21.4 from rules version 6: under version 5 only the geographic direction is proper', () => {
    const b = board([ru('ru-xix', '1306'), ru('ru-xviii', '1206'), hq5()], LAKES_EAST_OF_1306, 5);
    expect(modOf(b, 'ru-xix', ['1206', '1106'])).toBe(-2);
    const c = board([ru('ru-xix', '1306'), ru('ru-xviii', '1206')], LAKES_EAST_OF_1306);
    expect(modOf(c, 'ru-xix', ['1206', '1106'])).toBe(-2 - 2); // no HQ: two wrong steps, and uncommanded at both ends (21.1.2)
  });
});
