import { describe, expect, it } from 'vitest';
import { afterFullTurns, allocateLosses, rebuildSpace } from './combat-losses.js';
import { pursuitAllowanceHp, checkPursuit } from './combat-pursuit.js';
import { checkRetreat, defaultRetreat, retreatPaths, retreatZocTests } from './combat-retreat.js';
import { board } from './testkit.js';

describe('ch. 14 F–G losses (r. 39–46)', () => {
  it('14.41 (TC-37): a 3-level unit goes level 1 → 2 → 3 → eliminated', () => {
    const c = board({ 'pl-1pp': '0505' });
    expect(allocateLosses(c, ['pl-1pp'], 1, 'pl-1pp')).toMatchObject({ levels: { 'pl-1pp': 2 } });
    expect(allocateLosses(c, ['pl-1pp'], 2, 'pl-1pp')).toMatchObject({ levels: { 'pl-1pp': 3 } });
    expect(allocateLosses(c, ['pl-1pp'], 3, 'pl-1pp')).toMatchObject({ levels: { 'pl-1pp': 'eliminated' } });
  });
  it('14.40: a 2-level unit flips, then is eliminated; a 1-level unit is eliminated at once', () => {
    const c = board({ 'pl-5pp': '0505', 'pl-1pac': '0504' });
    expect(allocateLosses(c, ['pl-5pp'], 2, 'pl-5pp')).toMatchObject({
      levels: { 'pl-5pp': 'eliminated' },
      taken: ['pl-5pp', 'pl-5pp'],
    });
    expect(allocateLosses(c, ['pl-1pac'], 1, 'pl-1pac')).toMatchObject({ levels: { 'pl-1pac': 'eliminated' } });
  });
  it('14.42: the first loss to the morale unit, then levelling; elimination only when all stand at their last level', () => {
    const c = board({ 'pl-1pp': '0505', 'pl-5pp': '0505' });
    const r = allocateLosses(c, ['pl-1pp', 'pl-5pp'], 4, 'pl-5pp');
    expect(r).toMatchObject({
      taken: ['pl-5pp', 'pl-1pp', 'pl-1pp', 'pl-1pp'],
      levels: { 'pl-1pp': 'eliminated', 'pl-5pp': 2 },
    });
  });
  it('14.42: an owner choice that breaks the levelling is refused with its index', () => {
    const c = board({ 'pl-1pp': '0505', 'pl-5pp': '0505' });
    expect(allocateLosses(c, ['pl-1pp', 'pl-5pp'], 2, 'pl-5pp', ['pl-5pp'])).toMatchObject({
      ok: false,
      rule: '14.42',
      at: 'order[0]',
    });
  });
  it('14.47–48 (TC-43): turn 5, cavalry of morale 6 rolls 4: 4 − 4 = 0, counted as 1: back on space 6', () => {
    const c = board({ 'op-1pk': '1004' });
    expect(rebuildSpace(c, 'op-1pk', 4, 5)).toEqual({ delay: 1, space: 6 });
  });
  it('14.47 ours: morale 7 or more −1, an HQ +1', () => {
    const c = board({ 'pl-1pp': '0505', 'pl-1dp': '0505' });
    expect(rebuildSpace(c, 'pl-1pp', 4, 5)).toEqual({ delay: 3, space: 8 });
    expect(rebuildSpace(c, 'pl-1dp', 4, 5)).toEqual({ delay: 5, space: 10 });
  });
  it('9.26, 18.12 (TC-19, TC-51, AMB-27): "after 3 full turns" from turn 4 is turn 8; the alternative gives 7', () => {
    expect(afterFullTurns(board({}), 4, 3)).toBe(8);
    expect(afterFullTurns(board({}, { fullTurns: 't-plus-n' }), 4, 3)).toBe(7);
  });
});

describe('ch. 14 D retreat (r. 18–30)', () => {
  it('14.21–22: a Polish regiment attacked from the east retreats 2 hexes west (SW/NW), disengaged: priority 1', () => {
    const c = board({ 'pl-5pp': '0705', 'op-23ps': '0805', 'pl-army': '0206' });
    const all = retreatPaths(c, ['pl-5pp'], '0705', 2, ['op-23ps']);
    expect(all[0].priority).toBe(1);
    expect(
      all
        .filter((p) => p.priority === 1)
        .map((p) => p.path.at(-1))
        .sort(),
    ).toEqual(['0504', '0505', '0505', '0506']);
  });
  it('14.22: the default path takes the best priority and then the fewest ZOC hexes; a worse choice is refused', () => {
    const c = board({ 'pl-5pp': '0705', 'op-23ps': '0805', 'op-24ps': '0603', 'op-22ps': '0607', 'pl-army': '0206' });
    expect(defaultRetreat(c, ['pl-5pp'], '0705', 2, ['op-23ps'])).toMatchObject({
      priority: 1,
      zocHexes: [],
      path: ['0705', '0605', '0505'],
    });
    expect(checkRetreat(c, ['pl-5pp'], '0705', 2, ['op-23ps'], ['0705', '0606', '0506'])).toMatchObject({
      ok: false,
      rule: '14.22',
    });
    expect(checkRetreat(c, ['pl-5pp'], '0705', 2, ['op-23ps'], ['0705', '0606', '0505'])).toMatchObject({
      priority: 1,
    });
  });
  it('14.25, 10.14 (TC-38): a 2R whose only best path enters 2 ZOC hexes (the last counted, AMB-21): morale 6, rolls 2 and 8 → 1 extra level', () => {
    const c = board({ 'pl-5pp': '0102', 'op-23ps': '0202', 'op-24ps': '0204', 'pl-army': '0206' });
    const best = defaultRetreat(c, ['pl-5pp'], '0102', 2, ['op-23ps'])!;
    expect(best).toMatchObject({ path: ['0102', '0103', '0104'], zocHexes: ['0103', '0104'] });
    expect(retreatZocTests(c, ['pl-5pp'], best.zocHexes.length, [2, 8])).toEqual({ failures: 1 });
  });
  it('14.26 (TC-39): no hex at distance 1 is free: the retreat is impossible', () => {
    const c = board({ 'pl-5pp': '0101', 'pl-1dp': '0101', 'op-23ps': '0201', 'op-24ps': '0202', 'op-22ps': '0102' });
    expect(defaultRetreat(c, ['pl-5pp', 'pl-1dp'], '0101', 1, ['op-23ps'])).toBeNull();
  });
  it('14.30 (TC-39): a garrison (MA 0) cannot retreat', () => {
    const c = board({ 'garrison-1': { hex: '0406' }, 'op-23ps': '0506' });
    c.garrisons['garrison-1'] = { id: 'garrison-1', side: 'polish', morale: 6 };
    expect(defaultRetreat(c, ['garrison-1'], '0406', 1, ['op-23ps'])).toBeNull();
  });
  it('14.27: an armoured train retreats only along the railway', () => {
    const c = board({ 'pl-train': '0608', 'op-23ps': '0708' });
    const paths = retreatPaths(c, ['pl-train'], '0608', 2, ['op-23ps']);
    expect(paths.map((p) => p.path)).toEqual([['0608', '0508', '0408']]);
  });
});

describe('ch. 14 E pursuit (r. 31–38)', () => {
  const c = board({ 'pl-ac': '0903', 'pl-1pul': '0903', 'pl-5pp': '0904', 'pl-1pac': '0904' });
  it('14.33, 14.36 (TC-41): allowances for retreats of 2, 3 and 1 hexes', () => {
    const row = (x: number) => ['pl-ac', 'pl-1pul', 'pl-5pp', 'pl-1pac'].map((u) => pursuitAllowanceHp(c, u, x));
    expect(row(2)).toEqual([8, 6, 4, null]); // 4, 3, 2 MP, none
    expect(row(3)).toEqual([12, 10, 6, null]); // 6, 4.5 → 5, 3
    expect(row(1)).toEqual([4, 4, 2, null]); // 2, 1.5 → 2, 1
  });
  it('14.32, 14.34: the first hex is the vacated one and is always entered, even past the allowance', () => {
    const f = board({ 'pl-5pp': '0604' });
    expect(checkPursuit(f, 'pl-5pp', ['0604', '0603'], '0603', 1)).toMatchObject({
      ok: true,
      spentHp: 2,
      stopped: true,
    }); // forest 1.5 > 1
    expect(checkPursuit(f, 'pl-5pp', ['0604', '0603', '0602'], '0603', 1)).toMatchObject({ ok: false, at: 2 });
    expect(checkPursuit(f, 'pl-5pp', ['0604', '0704'], '0603', 1)).toMatchObject({ ok: false, rule: '14.32' });
  });
  it('14.31, 14.33: cavalry pursuing 2 hexes (3 MP) continues with normal costs', () => {
    const f = board({ 'pl-1pul': '0604' });
    expect(checkPursuit(f, 'pl-1pul', ['0604', '0605', '0606', '0607'], '0605', 2)).toMatchObject({
      ok: true,
      spentHp: 6,
    });
    expect(checkPursuit(f, 'pl-1pul', ['0604', '0605', '0606', '0607', '0608'], '0605', 2)).toMatchObject({
      ok: false,
      rule: '13.2',
    });
  });
});
