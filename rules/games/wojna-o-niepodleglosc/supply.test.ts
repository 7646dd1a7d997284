import { describe, expect, it } from 'vitest';
import { buildCtx } from './ctx.js';
import { PACK } from './pack.js';
import { hqSupplied, linesFor, supplyNet, supplyPhase, traceLine } from './supply.js';
import { board } from './testkit.js';

describe('ch. 3 supply', () => {
  it('3.1 the exercise setup: every piece supplied', () => {
    const s = supplyPhase(buildCtx(PACK, 'exercise-1920'));
    expect(Object.values(s).every(Boolean)).toBe(true);
    expect(Object.keys(s).length).toBe(PACK.scenarios[0].setup.length);
  });
  it('3.2 a WJ HQ next to a road joined to its base is supplied; an enemy ZOC on the road cuts it; a friendly unit there restores it', () => {
    const hq = (c: ReturnType<typeof board>) => {
      const l = linesFor(c, 'polish');
      return hqSupplied(c, l, supplyNet(c, l), '0505');
    };
    expect(hq(board({ 'pl-1dp': '0505' }))).toBe(true);
    expect(hq(board({ 'pl-1dp': '0505', 'op-23ps': '0307' }))).toBe(false); // its ZOC covers road 0306 and rail 0308
    expect(hq(board({ 'pl-1dp': '0505', 'op-23ps': '0307', 'pl-5pp': '0306' }))).toBe(true);
    expect(hq(board({ 'pl-1dp': '0505', 'op-23ps': '0306', 'pl-5pp': '0406' }))).toBe(false); // an enemy unit on the road
  });
  it('3.9 a lone enemy HQ does not block supply', () => {
    const c = board({ 'pl-1dp': '0505', 'op-8ds': '0306' });
    const l = linesFor(c, 'polish');
    expect(supplyNet(c, l).has('0406')).toBe(true);
  });
  it('3.7 a supply line is at most the HQ command range long, the unit hex counted and the HQ hex not', () => {
    const c = board({ 'pl-1dp': '0505', 'pl-5pp': '0902', 'pl-6pp': '0903' });
    expect(c.map.distance('0505', '0903')).toBe(4);
    expect(c.map.distance('0505', '0902')).toBe(5);
    const s = supplyPhase(c);
    expect(s['pl-6pp']).toBe(true);
    expect(s['pl-5pp']).toBe(false);
  });
  it('3.8 a line never enters a lake, nor an enemy ZOC hex without a friendly unit', () => {
    const c = board({ 'pl-1dp': '1110' });
    const l = linesFor(c, 'polish');
    expect(traceLine(c, l, '1110', '1111', 4)).toBe(false);
    expect(traceLine(c, l, '1110', '1112', 1)).toBe(false); // 1112 is 2 hexes round the lake
    const z = board({ 'pl-1dp': '0505', 'pl-5pp': '0705', 'op-23ps': '0704' });
    const lz = linesFor(z, 'polish');
    expect(traceLine(z, lz, '0505', '0705', 2)).toBe(true); // the unit itself stands in the ZOC hex
    expect(traceLine(z, lz, '0505', '0805', 3)).toBe(false);
  });
  it('3.10 (fort-supplied position): a unit in a fort is supplied though its WJ HQ is not', () => {
    const s = supplyPhase(buildCtx(PACK, 'exercise-1920', 'fort-supplied'));
    expect(s['pl-2dp']).toBe(false);
    expect(s['pl-2pp']).toBe(true);
  });
  it('3.3 any unit on a road joined to its base is supplied without an HQ', () => {
    expect(supplyPhase(board({ 'pl-5pp': '0506' }))['pl-5pp']).toBe(true);
    expect(supplyPhase(board({ 'pl-5pp': '0505' }))['pl-5pp']).toBe(false);
  });
  it('3.4 an independent unit is supplied from the army HQ (AMB-09) or any WJ HQ', () => {
    expect(supplyPhase(board({ 'pl-army': '0206', 'pl-1pac': '0204' }))['pl-1pac']).toBe(true);
    expect(supplyPhase(board({ 'pl-1dp': '0505', 'pl-1pac': '0503' }))['pl-1pac']).toBe(true);
    expect(supplyPhase(board({ 'pl-1pac': '0204' }))['pl-1pac']).toBe(false);
  });
});
