import { describe, expect, it } from 'vitest';
import { evenOutLevels, joinProblem, stackProblem, stackTotal } from './stacking.js';
import { applyWith } from './apply.js';
import { headOf } from './ctx.js';
import { moveStack } from './movement.js';
import { cav, chief, d10s, game, gun, inf, kit } from './testkit.js';

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

describe('6.5 stack order (N12)', () => {
  const stack = () => {
    const k = kit({
      units: [inf('a', 'ru', { division: 'ru-a' }), inf('b', 'ru', { division: 'ru-a' }), inf('p', 'pl')],
    });
    k.place('a', '0505', 0);
    k.place('b', '0505', 0);
    k.place('p', '0808', 0);
    return { k, apply: applyWith(k.c.P), s: game(k, 'move', ['a', 'b']) };
  };
  it('6.5, 6.11: the Russians put b on top of their stack in their movement step: b is the head (first loss, morale unit)', () => {
    const { k, apply, s } = stack();
    expect(headOf(k.c, '0505')!.id).toBe('a');
    const r = apply(s, 'ru', { orders: [{ type: 'reorder', hex: '0505', units: ['b', 'a'] }] }, d10s());
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toMatchObject({ type: 'reordered', rule: '6.5' });
    expect(headOf({ ...k.c, pos: r.state.pos }, '0505')!.id).toBe('b');
  });
  it('6.5: another side’s stack, or a list that leaves a unit out, is refused by rule and place', () => {
    const { apply, s } = stack();
    const no = (hex: string, units: string[]) => apply(s, 'ru', { orders: [{ type: 'reorder', hex, units }] }, d10s());
    expect(no('0808', ['p', 'p'])).toMatchObject({ ok: false, error: { rule: '6.5', at: 'orders[0].hex' } });
    expect(no('0505', ['b', 'b'])).toMatchObject({ ok: false, error: { rule: '6.5', at: 'orders[0].units' } });
  });
});

describe('6.4: stacking and unstacking cost nothing', () => {
  // a and b (6 points each) of one division, commanded (their leader in 0101, range 12): 4 MP, clear 1 MP a hex
  const two = () => {
    const k = kit({ units: [inf('a', 'pl'), inf('b', 'pl')], leaders: [chief('l', 'pl', { range: 12 })] });
    k.placeLeader('l', '0101');
    return k;
  };
  it('6.4, 4.6: a in 0501 facing 3 joins b in 0503 for 2 MP, the clear hexes alone, and takes b’s facing (vertex 1)', () => {
    const k = two();
    k.place('a', '0501', 3);
    k.place('b', '0503', 1);
    const steps = ['0502', '0503'].map((to) => ({ type: 'move' as const, to }));
    const m = moveStack(k.c, { units: ['a'], steps }, d10s());
    expect([m.mpSpent, k.c.pos.units.a.at, k.c.pos.units.a.facing]).toEqual([2, '0503', 1]);
  });
  it('6.4: a leaves the stack it shares with b in 0501 with all its 4 MP: 4 hexes, 0502–0505; b stays', () => {
    const k = two();
    k.place('a', '0501', 3);
    k.place('b', '0501', 3);
    const steps = ['0502', '0503', '0504', '0505'].map((to) => ({ type: 'move' as const, to }));
    const m = moveStack(k.c, { units: ['a'], steps }, d10s());
    expect([m.allowance, m.mpSpent, k.c.pos.units.a.at, k.c.pos.units.b.at]).toEqual([4, 4, '0505', '0501']);
  });
});
