import { describe, expect, it } from 'vitest';
import { crushingVictory, type CrushUnit } from './crushing.js';
import { entryProblem, germanAimTaken, noHqVp, offensiveOwed, pairVp } from './east-prussia.js';
import { portOpen, sailProblem } from './sea-transport.js';
import { CALENDAR, CARD } from './shipped.js';
import { notWinning, stabilized } from './stabilization.js';
import { PACK } from '../pack.js';

describe('37 East Prussian obligations', () => {
  it('37.1 (AMB-58): the first three Russian turns owe 3 attacks and 9 SuP on the East Prussian front; option sup-only', () => {
    expect(offensiveOwed(CARD, { russianTurn: 0, attacks: 2, paid: 9 })?.rule).toBe('37.1');
    expect(offensiveOwed(CARD, { russianTurn: 2, attacks: 3, paid: 9 })).toBeNull();
    expect(offensiveOwed(CARD, { russianTurn: 3, attacks: 0, paid: 0 })).toBeNull();
    expect(offensiveOwed(CARD, { russianTurn: 1, attacks: 0, paid: 9 }, { eastOffensive: 'sup-only' })).toBeNull();
  });
  it('37.2: a German War Aim taken before 21.IX: 10 VP and pools 1–2 compelled; from 21.IX only the pools', () => {
    expect(germanAimTaken(CARD, CALENDAR, '15.IX')).toEqual({ vp: 10, compel: [1, 2] });
    expect(germanAimTaken(CARD, CALENDAR, '21.IX')).toEqual({ vp: 0, compel: [1, 2] });
  });
  it('37.3: 3 VP to the Allies at a stage end with no Russian Army HQ on German soil', () => {
    expect(noHqVp(CARD, false)).toBe(3);
    expect(noHqVp(CARD, true)).toBe(0);
  });
  it('37.4: Katowice and Gliwice both held by commanded Russians: 10 VP, once', () => {
    const both = (h: string) => h === '3306' || h === '3305';
    expect(pairVp(CARD, { heldByCommandedRussians: both, scored: false })).toBe(10);
    expect(pairVp(CARD, { heldByCommandedRussians: both, scored: true })).toBe(0);
    expect(pairVp(CARD, { heldByCommandedRussians: (h) => h === '3306', scored: false })).toBe(0);
  });
  it('37.5: Austro-Hungarian units and Legions stay off German soil on the East Prussian front', () => {
    expect(entryProblem(CARD, { nat: 'AH', hexNat: 'DE', hexFront: 'E' })?.rule).toBe('37.5');
    expect(entryProblem(CARD, { nat: 'PL', hexNat: 'DE', hexFront: 'E' })?.rule).toBe('37.5');
    expect(entryProblem(CARD, { nat: 'AH', hexNat: 'DE', hexFront: 'P' })).toBeNull();
    expect(entryProblem(CARD, { nat: 'DE', hexNat: 'DE', hexFront: 'E' })).toBeNull();
  });
});

describe('38 sea transport', () => {
  const held = (hs: string[]) => (h: string) => hs.includes(h);
  it('38.2: Pilawa closes Królewiec and Elbląg; Królewiec needs both 1209 and 1309 (AMB-35), Elbląg either 1408 or 1308', () => {
    expect(portOpen(CARD, '1210', held(['1108']))).toBe(false);
    expect(portOpen(CARD, '1407', held(['1108']))).toBe(false);
    expect(portOpen(CARD, '1210', held(['1209']))).toBe(true);
    expect(portOpen(CARD, '1210', held(['1209', '1309']))).toBe(false);
    expect(portOpen(CARD, '1407', held(['1308']))).toBe(false);
    expect(portOpen(CARD, '1405', held(['1108', '1308']))).toBe(true);
    expect(portOpen(CARD, '1210', held(['1209']), { portBlock: 'either' })).toBe(false);
  });
  const trip = {
    nat: 'DE',
    from: '1405',
    to: '1210',
    usedThisStage: false,
    movedOrAttacked: false,
    adjacentEnemy: () => false,
    fortress: (h: string) => h === '1210',
    russianHeld: () => false,
  };
  it('38: one German unit a stage between open ports, never to a port next to the enemy', () => {
    expect(sailProblem(CARD, trip)).toEqual({ breaks: false });
    expect(sailProblem(CARD, { ...trip, usedThisStage: true })).toMatchObject({ code: 'one-a-stage' });
    expect(sailProblem(CARD, { ...trip, nat: 'AH' })).toMatchObject({ code: 'german' });
    expect(sailProblem(CARD, { ...trip, to: '1312' })).toMatchObject({ code: 'port' });
    expect(sailProblem(CARD, { ...trip, adjacentEnemy: (h) => h === '1210' })).toMatchObject({ code: 'enemy-at-port' });
    expect(sailProblem(CARD, { ...trip, russianHeld: (h) => h === '1108' })).toMatchObject({ rule: '38.2' });
  });
  it('38: sailing from a port next to the enemy breaks the unit, unless the port is a fortress', () => {
    expect(sailProblem(CARD, { ...trip, adjacentEnemy: (h) => h === '1405' })).toEqual({ breaks: true });
    expect(sailProblem(CARD, { ...trip, from: '1210', to: '1405', adjacentEnemy: (h) => h === '1210' })).toEqual({
      breaks: false,
    });
  });
});

describe('39 crushing victory', () => {
  const m = PACK.map.regions;
  const inRegion = (r: string, h: string) => (m[r] ?? []).includes(h);
  /** a hex of one region that lies in no other crushing region (the corners overlap) */
  const only = (r: string, not: string) => m[r].find((h) => !m[not].includes(h))!;
  const east = only('east-edge', 'north-of-dzwina');
  const corps = (n: number, o: Partial<CrushUnit> = {}): CrushUnit[] =>
    Array.from({ length: n }, () => ({
      side: 'allies',
      hex: east,
      kind: 'infantry-corps',
      commanded: true,
      encircled: false,
      ...o,
    }));
  it('39: four commanded Allied infantry corps at the east edge (AMB-48: last two columns); three are not enough', () => {
    const none = () => null;
    expect(crushingVictory(CARD, 'allies', { units: corps(4), inRegion, holder: none })?.reason).toBe(
      '39:corps:east-edge',
    );
    expect(crushingVictory(CARD, 'allies', { units: corps(3), inRegion, holder: none })).toBeNull();
    expect(
      crushingVictory(CARD, 'allies', { units: corps(4, { commanded: false }), inRegion, holder: none }),
    ).toBeNull();
  });
  it('39: one Army HQ not encircled beyond the Danube; Budapest, Poznań or Wrocław taken; Riga for the Allies', () => {
    const south = only('south-of-danube', 'west-edge');
    const hq: CrushUnit = { side: 'russians', hex: south, kind: 'hq', commanded: false, encircled: false };
    expect(crushingVictory(CARD, 'russians', { units: [hq], inRegion, holder: () => null })?.reason).toBe(
      '39:hq:south-of-danube',
    );
    expect(
      crushingVictory(CARD, 'russians', { units: [{ ...hq, encircled: true }], inRegion, holder: () => null }),
    ).toBeNull();
    expect(
      crushingVictory(CARD, 'russians', { units: [], inRegion, holder: (h) => (h === '2901' ? 'russians' : null) })
        ?.reason,
    ).toBe('39:city:2901');
    expect(
      crushingVictory(CARD, 'allies', { units: [], inRegion, holder: (h) => (h === '0116' ? 'allies' : null) })?.reason,
    ).toBe('39:city:0116');
  });
});

describe('40.2 stabilization', () => {
  const x = { date: '2.XII', vp: 6, phasing: 'allies' as const, declaredOffensive: false };
  it('40.2: from 2.XII the side not winning that declares no offensive ends the game', () => {
    expect(stabilized(CARD, CALENDAR, x)).toBe(true);
    expect(stabilized(CARD, CALENDAR, { ...x, declaredOffensive: true })).toBe(false);
    expect(stabilized(CARD, CALENDAR, { ...x, phasing: 'russians' })).toBe(false);
    expect(stabilized(CARD, CALENDAR, { ...x, date: '26.XI' })).toBe(false);
  });
  it('40.2 (AMB-49): at a balance of 0 both sides are not winning; option never', () => {
    expect(notWinning(0, 'russians')).toBe(true);
    expect(notWinning(0, 'allies', { stabilizationTie: 'never' })).toBe(false);
  });
});
