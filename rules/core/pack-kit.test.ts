import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsePackWith, scenarioInfos, shippedPack } from './pack-kit.js';
import { dottedPath, expandPath } from './pack-paths.js';

const schema = z.object({ id: z.string(), hexes: z.array(z.object({ terrain: z.enum(['clear', 'woods']) })) }).strict();
const text = (en: string) => ({ pl: en, en });

describe('pack kit', () => {
  it('a valid pack parses to its data', () => {
    expect(parsePackWith(schema, { id: 'ours', hexes: [{ terrain: 'woods' }] })).toEqual({
      ok: true,
      pack: { id: 'ours', hexes: [{ terrain: 'woods' }] },
    });
  });
  it('every problem is reported with its path, as core formats paths', () => {
    const r = parsePackWith(schema, { id: 7, hexes: [{ terrain: 'clear' }, { terrain: 'lava' }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path)).toEqual(['id', 'hexes[1].terrain']);
  });
  it('a broken shipped pack stops the module and names the game and each path', () => {
    const broken = parsePackWith(schema, { id: 'ours', hexes: [{ terrain: 'lava' }] });
    expect(() => shippedPack('test-game', broken)).toThrow(/^test-game pack invalid: hexes\[0\]\.terrain: /);
    expect(shippedPack('test-game', parsePackWith(schema, { id: 'ours', hexes: [] }))).toEqual({
      id: 'ours',
      hexes: [],
    });
  });
  it("scenarios keep id, title and description, seat the game's sides and say their length", () => {
    const scenarios = [{ id: 'a', title: text('A'), description: text('first'), turns: 8 }];
    expect(scenarioInfos(scenarios, ['red', 'blue'], (sc) => text(`${sc.turns} turns`))).toEqual([
      { id: 'a', title: text('A'), description: text('first'), length: text('8 turns'), sides: ['red', 'blue'] },
    ]);
  });
  it('a list part reaches into every item of a list on the way: armies.*.units', () => {
    const pack = { armies: [{ units: [1, 2] }, { units: [] }, { units: [3] }] };
    expect(expandPath(pack, 'armies.*.units')).toEqual(['armies.0.units', 'armies.1.units', 'armies.2.units']);
    expect(expandPath({ forces: { units: [] } }, 'forces.units')).toEqual(['forces.units']);
    expect(expandPath({ a: [{ b: [{ c: 1 }, { c: 2 }] }] }, 'a.*.b.*')).toEqual(['a.0.b.0', 'a.0.b.1']);
    // an object's every key (Wojna's forces, one mix a scenario)
    expect(expandPath({ forces: { x: { units: [] }, y: { units: [] } } }, 'forces.*.units')).toEqual([
      'forces.x.units',
      'forces.y.units',
    ]);
  });
  it("a problem's path in the editor's dotted form names the cell it marks", () => {
    expect(dottedPath('armies[5].unitCards[5].defense')).toBe('armies.5.unitCards.5.defense');
    expect(dottedPath('map.hexes[412].terrain')).toBe('map.hexes.412.terrain');
  });
});
