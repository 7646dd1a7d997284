import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { boardOf } from './ctx.js';
import { indexMap } from './mapindex.js';
import { PACK } from './pack.js';
import { concentrationCost, concentrationProblem, intelligenceRoll, railToOwnEdge } from './secret-concentration.js';
import { position } from './testkit.js';

const m = indexMap(PACK.map);
const town = (name: string): string => PACK.map.towns.find((t) => t.name === name)!.hex;

describe('20 secret concentration', () => {
  it("TC-47 20.4: the Allies' concentration is revealed on 11–12, the Russians' on 10–12", () => {
    const reveal = (side: 'allies' | 'russians', roll: number) =>
      intelligenceRoll(side, new FixedDice([roll])).revealed;
    expect([10, 11, 12].map((r) => reveal('allies', r))).toEqual([false, true, true]);
    expect([9, 10, 12].map((r) => reveal('russians', r))).toEqual([false, true, true]);
    expect(intelligenceRoll('allies', new FixedDice([4]))).toEqual({ roll: 4, revealed: false });
  });
  it('20.1: 2 Transports per unit from the map, 1 per arrival', () => {
    expect(concentrationCost(2, 0)).toBe(4);
    expect(concentrationCost(1, 3)).toBe(5);
  });
  it('20.1: both towns joined by rail on own soil to an own board edge: Toruń and Poznań yes for the Allies; Warszawa not', () => {
    expect(railToOwnEdge(m, 'allies', town('Toruń'))).toBe(true);
    expect(railToOwnEdge(m, 'allies', town('Poznań'))).toBe(true);
    expect(railToOwnEdge(m, 'allies', town('Warszawa'))).toBe(false); // Russian soil
    expect(railToOwnEdge(m, 'russians', town('Warszawa'))).toBe(true);
    const b = boardOf(position({ map: PACK.map, area: null, units: [], phase: 'move' }));
    expect(concentrationProblem(b, 'allies', town('Wrocław'), town('Toruń'))).toBeNull();
    expect(concentrationProblem(b, 'allies', town('Wrocław'), town('Łódź'))).toMatch(/20\.1/);
  });
});
