import { describe, expect, it } from 'vitest';
import { evenOutLevels, joinProblem, stackProblem, stackTotal } from './stacking.js';
import { cav, gun, inf, kit } from './testkit.js';

describe('6 stacking', () => {
  const k = kit({
    units: [
      inf('i9a', 'pl', { strength: 9 }),
      inf('i9b', 'pl', { strength: 9 }),
      gun('g1', 'pl'),
      gun('g0', 'pl', 'light', { stars: 0 }),
      gun('gw', 'pl'),
      cav('c5', 'pl'),
      inf('other', 'pl', { division: 'pl-b' }),
    ],
  });
  k.place('gw', '0101', 0, { losses: 1 });
  it('T43 6.7: two 9-point battalions = 18 → legal', () => {
    expect(stackTotal(k.c, ['i9a', 'i9b'])).toBe(18);
    expect(stackProblem(k.c, ['i9a', 'i9b'])).toBeUndefined();
  });
  it('T45 6.7: 9 + 9 + a one-star battery = 27 → refused at the end of a move, allowed while passing through', () => {
    expect(stackProblem(k.c, ['i9a', 'i9b', 'g1'])).toMatchObject({ rule: '6.7' });
    expect(stackProblem(k.c, ['i9a', 'i9b', 'g1'], false)).toBeUndefined();
  });
  it('T46 6.7: cavalry 5 + no-star battery 18 legal / + one-star 19 illegal / + weakened 14 legal', () => {
    expect([stackTotal(k.c, ['c5', 'g0']), stackTotal(k.c, ['c5', 'g1']), stackTotal(k.c, ['c5', 'gw'])]).toEqual([
      18, 19, 14,
    ]);
    expect(stackProblem(k.c, ['c5', 'g1'])?.rule).toBe('6.7');
  });
  it('T47 6.2: infantry and cavalry never share a hex, not even passing through (AMB-32b)', () => {
    k.place('c5', '0505', 0);
    expect(joinProblem(k.c, '0505', ['other'], false)).toMatchObject({ rule: '6.2' });
  });
  it('6.3: two divisions never share a hex', () => {
    expect(stackProblem(k.c, ['i9a', 'other'])).toMatchObject({ rule: '6.3' });
  });
  it('T49 6.9: at the end of an activation a full and a demoralized unit both become demoralized', () => {
    const k2 = kit({ units: [inf('a', 'pl', { strength: 4 }), inf('b', 'pl', { strength: 4 })] });
    k2.place('a', '0303', 0);
    k2.place('b', '0303', 0, { level: 'demoralized' });
    expect(evenOutLevels(k2.c)).toEqual([{ hex: '0303', level: 'demoralized', units: ['a'] }]);
    expect(k2.c.pos.units.a.level).toBe('demoralized');
  });
});
