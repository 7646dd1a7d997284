import { describe, expect, it } from 'vitest';
import * as air from './aviation.js';
import { board } from './testkit.js';
import { mayFly, weatherFor } from './weather.js';

describe('ch. 4 weather', () => {
  it('4.1 ours: 0–5 clear, 6–7 overcast, 8–9 precipitation/storm', () => {
    const c = board({});
    expect([0, 5, 6, 7, 8, 9].map((r) => weatherFor(c, r))).toEqual([
      'clear',
      'clear',
      'overcast',
      'overcast',
      'storm',
      'storm',
    ]);
  });
  it('4.2 (TC-46): overcast — an aviation unit rolling 4 flies, 5 stays grounded; storm — none flies; clear — all', () => {
    expect(mayFly('overcast', 4)).toBe(true);
    expect(mayFly('overcast', 5)).toBe(false);
    expect(mayFly('storm')).toBe(false);
    expect(mayFly('clear')).toBe(true);
  });
});

describe('ch. 17 aviation', () => {
  it('17.4: a full unit influences 7 hexes, a weakened one its own', () => {
    const c = board({});
    expect(air.influenceZone(c, '0705', 'full')).toHaveLength(7);
    expect(air.influenceZone(c, '0705', 'weakened')).toEqual(['0705']);
  });
  it('17.6 (TC-34): recon — full: 7 succeeds; weakened: 6 + 2 = 8 fails, 5 + 2 = 7 succeeds', () => {
    expect(air.reconSucceeds(7, 'full')).toBe(true);
    expect(air.reconSucceeds(8, 'full')).toBe(false);
    expect(air.reconSucceeds(6, 'weakened')).toBe(false);
    expect(air.reconSucceeds(5, 'weakened')).toBe(true);
  });
  it('17.8 (AMB-32): delay within 3 hexes of an enemy WJ counter; an independent unit does not count', () => {
    const c = board({ 'op-23ps': '1005', 'op-ac1': '0502' });
    expect(air.delayPlacementOk(c, 'polish', '0705')).toBe(true); // 3 from 1005
    expect(air.delayPlacementOk(c, 'polish', '0605')).toBe(false); // 4 away; the armoured car next door is independent
  });
  it('17.10 (AMB-56): support over own units of the fighting WJ', () => {
    const c = board({ 'pl-1pp': '0903', 'pl-5pp': '0803', 'pl-3pp': '0802', 'op-22ps': '1004' });
    expect(air.supportPlacementOk(c, 'polish', '0803', ['pl-1pp', 'op-22ps'])).toBe(true); // 5 pp is of the same WJ
    expect(air.supportPlacementOk(c, 'polish', '0802', ['pl-1pp', 'op-22ps'])).toBe(false); // 3 pp is of 2 DP
  });
  it('17.13 (AMB-33): zones touch when they share a hex; the higher d10 + stars wins; a tie rolls again', () => {
    const c = board({});
    expect(air.zonesTouch(air.influenceZone(c, '0705', 'full'), air.influenceZone(c, '0905', 'full'))).toBe(true);
    expect(air.zonesTouch(air.influenceZone(c, '0705', 'full'), air.influenceZone(c, '1005', 'full'))).toBe(false);
    expect(air.fighterCombat(5, 2, 6, 1)).toBeNull();
    expect(air.fighterCombat(6, 2, 6, 1)).toBe('a');
  });
  it('17.15–16 (TC-47): full 4 → full, 5 → weakened; weakened 3 → full, 6 → weakened, 7 → out for a turn', () => {
    expect([air.lossCheck('full', 4), air.lossCheck('full', 5)]).toEqual(['full', 'weakened']);
    expect([air.lossCheck('weakened', 3), air.lossCheck('weakened', 6), air.lossCheck('weakened', 7)]).toEqual([
      'full',
      'weakened',
      'out',
    ]);
  });
});
