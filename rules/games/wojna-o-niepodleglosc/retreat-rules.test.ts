import { describe, expect, it } from 'vitest';
import { retreatPaths } from './combat-retreat.js';
import { board } from './testkit.js';

/** each path as "priority:hex-hex-hex:ZOC hexes", the form the cases below compare */
const shown = (...args: Parameters<typeof retreatPaths>): string[] =>
  retreatPaths(...args).map((p) => `${p.priority}:${p.path.join('-')}:${p.zocHexes.join(',')}`);

describe('ch. 14 D retreat: terrain, directions and ZOC (r. 20–25)', () => {
  it('14.20, 14.23: a 2R from 1110 attacked from the east never enters the lake at 1111 nor the enemy-held 1210', () => {
    const c = board({ 'pl-5pp': '1110', 'op-23ps': '1210', 'pl-army': '0206' });
    expect(c.map.terrain('1111')).toBe('lake');
    const paths = shown(c, ['pl-5pp'], '1110', 2, ['op-23ps']);
    expect(paths.filter((p) => p.startsWith('1:'))).toEqual([
      '1:1110-1011-0911:',
      '1:1110-1011-0910:',
      '1:1110-1010-0910:',
      '1:1110-1010-0909:',
    ]);
    expect(paths.some((p) => p.includes('1111') || p.includes('1210'))).toBe(false);
  });
  it('14.23: an enemy unit on 0605, in the way west, is never entered; the path round it comes first', () => {
    const c = board({ 'pl-5pp': '0705', 'op-23ps': '0805', 'op-24ps': '0605', 'pl-army': '0206' });
    const paths = shown(c, ['pl-5pp'], '0705', 2, ['op-23ps']);
    expect(paths[0]).toBe('1:0705-0606-0506:0606');
    expect(paths.some((p) => p.includes('0605'))).toBe(false);
  });
  it('14.21: every step nearer the own army HQ (1206, east) is prescribed too: a 2R from an attack from the north-west goes east at priority 1', () => {
    const c = board({ 'pl-5pp': '0705', 'op-23ps': '0604', 'pl-army': '1206' });
    const first = shown(c, ['pl-5pp'], '0705', 2, ['op-23ps']).filter((p) => p.startsWith('1:'));
    expect(first).toEqual(
      expect.arrayContaining(['1:0705-0805-0904:', '1:0705-0805-0905:', '1:0705-0806-0905:', '1:0705-0806-0906:']),
    );
  });
  it('14.25: an enemy delay zone counts as ZOC on the retreat (0605 is in no unit’s ZOC, only in the zone)', () => {
    const c = board({ 'pl-5pp': '0705', 'op-23ps': '0805', 'pl-army': '0206' });
    const without = shown(c, ['pl-5pp'], '0705', 2, ['op-23ps']);
    expect(without).toContain('3:0705-0706-0707:');
    const delayed = { ...c, delay: { polish: [], opposing: ['0604', '0605', '0606'] } };
    const paths = shown(delayed, ['pl-5pp'], '0705', 2, ['op-23ps']);
    expect(paths).toEqual(expect.arrayContaining(['1:0705-0605-0505:0605', '1:0705-0605-0504:0605']));
    expect(paths).toContain('3:0705-0605-0604:0605,0604');
  });
  it('14.25, 10.13: a friendly unit on 0605 does not lift the enemy ZOC there for the retreat’s morale tests', () => {
    const c = board({ 'pl-5pp': '0705', 'op-23ps': '0805', 'op-24ps': '0504', 'pl-1pp': '0605', 'pl-army': '0206' });
    const paths = shown(c, ['pl-5pp'], '0705', 2, ['op-23ps']);
    expect(paths).toContain('2:0705-0605-0505:0605,0505');
    expect(paths[0]).toBe('1:0705-0606-0506:');
  });
});
