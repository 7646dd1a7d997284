import { describe, expect, it } from 'vitest';
import { judge, moraleTest, effectiveMorale } from './morale.js';
import { casualtyCheck, recoverAtActivation, loneLeaderFlees, isCommanded, commandDistance } from './leaders.js';
import { chief, d10s, inf, kit } from './testkit.js';

describe('1.8 morale tests', () => {
  const one = (level: 'full' | 'disorganized' = 'full') => {
    const k = kit({ units: [inf('a', 'pl', { morale: 6 })] });
    k.place('a', '0505', 0, { level });
    return k;
  };
  it('T01 1.8.1: morale 6, die 6 → pass, no change', () => {
    const k = one();
    expect(moraleTest(k.c, 'a', d10s(6))).toMatchObject({ die: 6, morale: 6, verdict: 'pass', after: 'full' });
  });
  it('T02 1.8.1: die 7 → fail by 1 → disorganized', () => {
    const k = one();
    expect(moraleTest(k.c, 'a', d10s(7))).toMatchObject({ verdict: 'fail', after: 'disorganized' });
  });
  it('T03 1.8.1: disorganized, die 8 → fail by 2 → demoralized', () => {
    const k = one('disorganized');
    expect(moraleTest(k.c, 'a', d10s(8))).toMatchObject({ verdict: 'fail', after: 'demoralized' });
  });
  it('1.8.1: fail by 3 or more routs from any level; AMB-60 no clamping (9 + 2 against 8)', () => {
    const k = one();
    expect(moraleTest(k.c, 'a', d10s(9))).toMatchObject({ verdict: 'rout', after: 'routed' });
    expect(k.c.pos.units.a.at).toBe('routed');
    expect(judge(9 + 2, 8)).toBe('rout');
  });
  it('1.3.1, 12.6.4: the reverse is one lower, demoralized one lower again', () => {
    const k = kit({ units: [inf('a', 'pl', { morale: 7, strength: 6 })] });
    k.place('a', '0505', 0, { losses: 3, level: 'demoralized' });
    expect(effectiveMorale(k.c, 'a')).toBe(5);
  });
});

describe('3 leaders', () => {
  const withLeaders = (deputy: null | number = null, corps = false) => {
    const k = kit({
      units: [inf('a', 'pl', { morale: 5, corps: 'pl-k' })],
      leaders: [chief('div', 'pl'), chief('kor', 'pl', { rank: 'corps', division: undefined, corps: 'pl-k' })],
      stage: 5,
    });
    k.place('a', '0505', 0);
    k.placeLeader('div', '0505', deputy);
    if (corps) k.placeLeader('kor', '0505');
    return k;
  };
  it('T05 3.5: morale 5 with its division commander in the hex, die 6 → effective 6, pass', () => {
    const k = withLeaders();
    expect(moraleTest(k.c, 'a', d10s(6))).toMatchObject({ morale: 6, verdict: 'pass' });
  });
  it('T06 3.5: division and corps commanders both there: still 6; die 7 → disorganized', () => {
    const k = withLeaders(null, true);
    expect(moraleTest(k.c, 'a', d10s(7))).toMatchObject({ morale: 6, verdict: 'fail', after: 'disorganized' });
  });
  it('T07 3.6.1: under a deputy marker no bonus: die 6 → fail by 1', () => {
    const k = withLeaders(12);
    expect(moraleTest(k.c, 'a', d10s(6))).toMatchObject({ morale: 5, verdict: 'fail', after: 'disorganized' });
  });
  it('T11 3.6.2 (rulebook example): stage 5, dice 0 then 7 → wounded until the end of stage 12; back at his first activation in stage 13', () => {
    const k = withLeaders();
    expect(casualtyCheck(k.c, 'div', d10s(0, 7))).toEqual({
      leader: 'div',
      dice: [0, 7],
      outcome: 'wounded',
      until: 12,
    });
    expect(k.c.pos.leaders.div.deputy).toBe(12);
    k.c.pos.stage = 12;
    expect(recoverAtActivation(k.c, 'div')).toBe(false);
    k.c.pos.stage = 13;
    expect(recoverAtActivation(k.c, 'div')).toBe(true);
    expect(k.c.pos.leaders.div.deputy).toBeNull();
  });
  it('T13 3.6.2: dice 0 then 3 → killed, deputy for the rest of the game; 1–9 first → unhurt', () => {
    const k = withLeaders();
    expect(casualtyCheck(k.c, 'div', d10s(0, 3)).outcome).toBe('killed');
    expect(k.c.pos.leaders.div.deputy).toBe('dead');
    expect(casualtyCheck(k.c, 'div', d10s(4)).outcome).toBe('unhurt');
  });
  it('T14 3.6.2: 16 stages, stage 12, dice 0 then 9 → until 21 > 16 → deputy for the rest of the game', () => {
    const k = withLeaders();
    k.c.pos.stage = 12;
    expect(casualtyCheck(k.c, 'div', d10s(0, 9))).toMatchObject({ outcome: 'wounded', until: 'end' });
    expect(k.c.pos.leaders.div.deputy).toBe('dead');
  });
  it('T15 3.6.5: a second deputy event removes the leader', () => {
    const k = withLeaders(8);
    expect(casualtyCheck(k.c, 'div', d10s(0, 6)).outcome).toBe('removed');
    expect(k.c.pos.leaders.div.at).toBe('removed');
  });
  it('T17 3.6.3: a lone leader approached joins the nearest friendly unit, no deputy', () => {
    const k = kit({ units: [inf('a', 'pl')], leaders: [chief('div', 'pl')] });
    k.place('a', '0508', 0);
    k.placeLeader('div', '0505');
    expect(loneLeaderFlees(k.c, 'div')).toEqual({ leader: 'div', to: '0508', deputy: false });
  });
  it('T18 3.6.3: with no friendly unit on the map: next to the C-in-C under a deputy; already a deputy → removed', () => {
    const k = kit({
      units: [inf('r', 'ru')],
      leaders: [chief('div', 'pl'), chief('boss', 'pl', { rank: 'c-in-c', division: undefined })],
    });
    k.placeLeader('div', '0505');
    k.placeLeader('boss', '0909');
    const r = loneLeaderFlees(k.c, 'div');
    expect(r.deputy).toBe(true);
    expect(k.c.P.grid.adjacent(r.to, '0909')).toBe(true);
    expect(loneLeaderFlees(k.c, 'div').to).toBe('removed');
  });
  it('T22/T23 3.4: range 3, the only 3-hex path crosses an empty hex in enemy ZOC → uncommanded; with a friendly unit there → commanded', () => {
    const k = kit({
      units: [inf('a', 'pl'), inf('f', 'pl'), inf('z', 'ru')],
      leaders: [chief('div', 'pl', { range: 3 })],
    });
    const g = k.c.P.grid;
    k.placeLeader('div', '0501');
    k.place('a', '0504', 0);
    // straight down a column: the one 3-hex path is 0501-0502-0503-0504; z's front zone covers 0502 only
    const zHex = g.neighbour('0502', 2)!;
    k.place('z', zHex, 5);
    expect([g.neighbour(zHex, 5), g.neighbour(zHex, 0)]).toContain('0502');
    expect([g.neighbour(zHex, 5), g.neighbour(zHex, 0)]).not.toContain('0503');
    expect(commandDistance(k.c, 'pl', '0501', '0504')).toBe(4);
    expect(isCommanded(k.c, 'a')).toBe(false);
    k.place('f', '0502', 0);
    expect(commandDistance(k.c, 'pl', '0501', '0504')).toBe(3);
    expect(isCommanded(k.c, 'a')).toBe(true);
  });
});
