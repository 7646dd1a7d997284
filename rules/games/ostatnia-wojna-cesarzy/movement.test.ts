import { describe, expect, it } from 'vitest';
import { boardOf } from './ctx.js';
import { reach, stepCost } from './movement.js';
import { division, fixtureMap, ofType, play, type PosUnit, position, refuse, unit } from './testkit.js';

const move = (u: string, path: string[]) => ({ type: 'move' as const, unit: u, path });
const far = unit('ru-far', 'russians', '2124'); // somebody on the other side, out of the way

/** a Russian movement phase on scenario A's map, the whole map in play */
const russianMove = (units: PosUnit[]) => position({ phasing: 'russians', phase: 'move', area: null, units });
/** Pawłow's cavalry division in 3619 (the 6.2.2 examples) */
const pawlow = unit('pawlow', 'russians', '3619', { arm: 'cavalry', sp: 1 });

describe('movement (5) on the Galician map', () => {
  it('5.1.6 TC-01: II Corps reaches 3713 with 1 MP left and may not enter 3714 (cost 3 > 1)', () => {
    const s = position({ phase: 'move', area: null, units: [unit('ii', 'allies', '3614', { sp: 3 }), far] });
    // 3614→3713 costs 2 (foothills 1 + the San 1); 3714 is mountains (2) across the San (+1)
    const err = refuse(s, 'allies', [move('ii', ['3713', '3714'])]);
    expect(err).toMatchObject({ rule: '5.1.6', at: 'orders[0].path[1]' });
    const ok = play(s, 'allies', [move('ii', ['3713'])]);
    expect(ofType(ok.events, 'move')[0].mp).toBe(2);
  });
  it('5.1 TC-02: 51 DP enters 3815 (mountains) across a mountain ridge for 2 + 1 = 3 MP, all it has', () => {
    const s = position({ phase: 'move', area: null, units: [division('51', 'allies', '3715', { r: 7 }), far] });
    expect(ofType(play(s, 'allies', [move('51', ['3815'])]).events, 'move')[0].mp).toBe(3);
    expect(refuse(s, 'allies', [move('51', ['3815', '3816'])])).toMatchObject({
      rule: '5.1.6',
      at: 'orders[0].path[1]',
    });
  });
  it('5.1 TC-03: XII Corps enters 3816 (foothills) across a mountain ridge for 1 + 1 = 2 MP', () => {
    const s = position({ phase: 'move', area: null, units: [unit('xii', 'allies', '3716'), far] });
    expect(ofType(play(s, 'allies', [move('xii', ['3816'])]).events, 'move')[0].mp).toBe(2);
  });
  it('5.1.3 TC-05: a major river with a bridge costs nothing extra (2206→2106: 1 MP); without the bridge 2', () => {
    const map = (bridge: boolean) =>
      fixtureMap({ rows: [20, 23], cols: [4, 8], sides: [['2106', '2206', 'major-river', bridge]] });
    const s1 = position({
      phase: 'move',
      map: map(true),
      area: null,
      units: [unit('ii', 'allies', '2206'), unit('r', 'russians', '2308')],
    });
    expect(ofType(play(s1, 'allies', [move('ii', ['2106'])]).events, 'move')[0].mp).toBe(1);
    const s2 = position({
      phase: 'move',
      map: map(false),
      area: null,
      units: [unit('ii', 'allies', '2206'), unit('r', 'russians', '2308')],
    });
    expect(ofType(play(s2, 'allies', [move('ii', ['2106'])]).events, 'move')[0].mp).toBe(2);
  });
  it('5.1.4 TC-06: XXV Reserve Corps may not cross the lake between its hex and 2205, whatever its MP', () => {
    const map = fixtureMap({ rows: [20, 23], cols: [4, 8], sides: [['2205', '2206', 'lake']] });
    const s = position({
      phase: 'move',
      map,
      area: null,
      units: [unit('xxv', 'allies', '2206'), unit('r', 'russians', '2308')],
    });
    expect(refuse(s, 'allies', [move('xxv', ['2205'])])).toMatchObject({ rule: '5.1.4', at: 'orders[0].path[0]' });
  });
  it('6.2.1 TC-07: XXIV Corps enters 3819 across a minor river (Gniła Lipa) and the CL of III Corps: 1 + 0 + 1 = 2 MP', () => {
    const s = russianMove([unit('xxiv', 'russians', '3820'), unit('iii', 'allies', '3720', { sp: 3 })]);
    expect(boardOf(s).m.side('3820', '3819')?.kind).toBe('minor-river');
    expect(ofType(play(s, 'russians', [move('xxiv', ['3819'])]).events, 'move')[0].mp).toBe(2);
  });
  it('6.2.2: crossing an enemy CL into marsh is prohibited (Pawłow 3619→3618)', () => {
    const s0 = russianMove([pawlow, far]);
    const ah = boardOf(s0).m.grid.common('3619', '3618')[0];
    const s = russianMove([pawlow, unit('ah', 'allies', ah)]);
    expect(boardOf(s).m.terrain('3618')).toBe('marsh');
    expect(refuse(s, 'russians', [move('pawlow', ['3618'])])).toMatchObject({ rule: '6.2.2', at: 'orders[0].path[0]' });
  });
  it('6.2.2 exception 1: onto a friend that held its hex since the phase began, for all MP; no attack in the next attack phase', () => {
    const s0 = russianMove([pawlow, far]);
    const ah = boardOf(s0).m.grid.common('3619', '3618')[0];
    const s = russianMove([pawlow, unit('friend', 'russians', '3618'), unit('ah', 'allies', ah)]);
    const r = play(s, 'russians', [move('pawlow', ['3618'])]);
    expect(ofType(r.events, 'move')[0].mp).toBe(4);
    expect(r.state.units['pawlow'].noAttack).toBe(true);
    // only as the unit's whole move (AMB-8)
    const s2 = russianMove([
      unit('pawlow', 'russians', '3620', { arm: 'cavalry', sp: 1 }),
      unit('friend', 'russians', '3618'),
      unit('ah', 'allies', ah),
    ]);
    expect(refuse(s2, 'russians', [move('pawlow', ['3619', '3618'])]).rule).toBe('6.2.2');
    // the friend must still be there: if it marched away earlier in the phase, the step is prohibited again
    const away = reach(boardOf(s), 'friend', 3, { area: null, startOfPhase: new Set() }).find(
      (t) => !t.path.includes('3618'),
    )!;
    expect(refuse(s, 'russians', [move('friend', away.path), move('pawlow', ['3618'])])).toMatchObject({
      rule: '6.2.2',
      at: 'orders[1].path[0]',
    });
  });
  it('6.2.3 TC-09: Novikov crosses at Dęblin: 2913→2814 and →Dęblin pay no CL (the Vistula, an own fortress), the next ring hex pays +1', () => {
    const s = russianMove([
      unit('nowikow', 'russians', '2913', { arm: 'cavalry', sp: 1 }),
      unit('v', 'allies', '2813'),
    ]);
    const b = boardOf(s);
    expect(stepCost(b, 'russians', '2913', '2814', { area: null })).toMatchObject({ ok: true, cost: 1, cl: 0 });
    expect(stepCost(b, 'russians', '2814', '2714', { area: null })).toMatchObject({ ok: true, cost: 1, cl: 0 });
    // our map: Dęblin is 2714; 2713 (beside 2712) is the first ring hex not separated from V Corps (README "Grid")
    expect(stepCost(b, 'russians', '2714', '2713', { area: null })).toMatchObject({ ok: true, cost: 2, cl: 1 });
    expect(ofType(play(s, 'russians', [move('nowikow', ['2814', '2714', '2713'])]).events, 'move')[0].mp).toBe(4);
  });
  it('5.3 TC-10: a fifth unit may not enter (or pass through) a hex holding four', () => {
    const four = ['a', 'b', 'c', 'd'].map((x) => division(x, 'allies', '3416'));
    const s = position({ phase: 'move', area: null, units: [...four, unit('e', 'allies', '3415'), far] });
    expect(refuse(s, 'allies', [move('e', ['3416'])])).toMatchObject({ rule: '5.3' });
    expect(refuse(s, 'allies', [move('e', ['3416', '3417'])])).toMatchObject({ rule: '5.3', at: 'orders[0].path[0]' });
  });
  it('A.1: units may not leave the play area (the Vistula bank west of it)', () => {
    const s = position({
      phasing: 'russians',
      phase: 'move',
      units: [unit('nowikow', 'russians', '2714', { arm: 'cavalry', sp: 1 }), far],
    });
    expect(refuse(s, 'russians', [move('nowikow', ['2713'])])).toMatchObject({ rule: 'A.1', at: 'orders[0].path[0]' });
  });
  it('A.3: enemy fortresses are never entered (Przemyśl)', () => {
    const s = position({
      phasing: 'russians',
      phase: 'move',
      units: [unit('r', 'russians', '3516'), unit('a', 'allies', '3318')],
    });
    expect(refuse(s, 'russians', [move('r', ['3515'])])).toMatchObject({ rule: 'A.3' });
  });
  it('5: units that attacked in the normal attack phase may not move in the normal movement phase', () => {
    const s = position({
      phase: 'move',
      units: [{ ...unit('a', 'allies', '3316'), attackedNormal: true }, unit('b', 'allies', '3317'), far],
    });
    expect(refuse(s, 'allies', [move('a', ['3315'])])).toMatchObject({ rule: '5', at: 'orders[0].unit' });
    expect(play(s, 'allies', [move('b', ['3417'])]).state.units['b'].hex).toBe('3417');
  });
});

describe('movement obligations (5.3, A.1)', () => {
  it('5.3: units overstacked by a retreat must leave at the first opportunity (the normal movement phase)', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((x) => division(x, 'allies', '3416'));
    const s = position({ phase: 'move', units: [...five, far] });
    expect(refuse(s, 'allies', [{ type: 'pass' }])).toMatchObject({ rule: '5.3', at: 'orders' });
    expect(play(s, 'allies', [move('e', ['3417'])]).state.units['e'].hex).toBe('3417');
  });
  it('A.1: a unit pushed out of the play area must come back as soon as it can', () => {
    const s = position({ phase: 'move', units: [unit('v', 'allies', '2813'), far] });
    expect(refuse(s, 'allies', [{ type: 'pass' }])).toMatchObject({ rule: 'A.1', at: 'orders' });
    expect(play(s, 'allies', [move('v', ['2814'])]).state.units['v'].hex).toBe('2814');
  });
});
