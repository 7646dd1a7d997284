import { describe, expect, it } from 'vitest';
import { ammunitionLoss, artilleryEscape, fireValue, mayBombard, mayDefend, maySupport } from './artillery.js';
import {
  armyRange,
  commandReach,
  displacement,
  independence,
  inRange,
  returnTurn,
  selfCommand,
  type LineCtx,
} from './command.js';
import { concentratedDivisions } from './division.js';
import { entrenchmentHolds, fortAfterCombat, fortDefence, mayEntrench, validEdges } from './fortifications.js';
import { PACK } from './pack.js';
import { miniMap } from './testkit.js';

const T = PACK.tables;
const mi = miniMap({ terrain: { A32B30: 'lake' }, sides: [{ a: 'A30B30', b: 'A30B31', lake: true }] });
const none: LineCtx = { enemyOccupied: new Set(), enemyZoc: new Set(), friendly: new Set() };

describe('11 artillery', () => {
  it('11.1.5–11.1.6, 11.1.9 (AMB-51) ammunition: Russian 1 / 2 unsupplied, German 0 / 1; triple fire Russian 4 (8), German 3 (6)', () => {
    expect([
      ammunitionLoss('ru', true, false),
      ammunitionLoss('ru', false, false),
      ammunitionLoss('de', true, false),
      ammunitionLoss('de', false, false),
    ]).toEqual([1, 2, 0, 1]);
    expect([
      ammunitionLoss('ru', true, true),
      ammunitionLoss('ru', false, true),
      ammunitionLoss('de', true, true),
      ammunitionLoss('de', false, true),
    ]).toEqual([4, 8, 3, 6]);
  });
  it('11.1.8 (TC-45) lone artillery EFF 3: roll 5 → −4 EP and flee 4; roll 3 → −1 EP and fall back 4', () => {
    expect(artilleryEscape(5, 3)).toEqual({ loss: 4, hexes: 4, fled: true });
    expect(artilleryEscape(3, 3)).toEqual({ loss: 1, hexes: 4, fled: false });
  });
  it('11.2.3, 11.3.6 (TC-46) XV Corps artillery: not for XIII alone, yes with one XV unit; army artillery for anyone', () => {
    expect(maySupport('XV', ['XIII', 'XIII'])).toBe(false);
    expect(maySupport('XV', ['XIII', 'XV'])).toBe(true);
    expect(maySupport(undefined, ['XIII'])).toBe(true);
  });
  it('11.4 (TC-47) the non-initiative player cannot bombard, nor artillery that began in an enemy ZOC; no defensive fire against a bombardment', () => {
    expect(mayBombard(false, false, true, false)).toMatchObject({ rule: '11.4.1' });
    expect(mayBombard(true, true, true, false)).toMatchObject({ rule: '11.4.1' });
    expect(mayBombard(true, false, true, false)).toBeNull();
    expect(mayDefend('defend', false, true)).toMatchObject({ rule: '11.4.5' });
    expect(mayDefend('defend', false, false)).toBeNull();
    expect(mayDefend('attack', true, false)).toBeNull();
  });
  it('11.3.2 in a meeting engagement both sides fire with AF; triple fire ×3', () => {
    expect(fireValue({ af: 4, df: 3 }, 'defender', true, false)).toBe(4);
    expect(fireValue({ af: 4, df: 3 }, 'defender', false, false)).toBe(3);
    expect(fireValue({ af: 4, df: 3 }, 'attacker', false, true)).toBe(12);
  });
});

describe('12 entrenchments, fortifications, wire', () => {
  it('12.3.5, 12.3.7, 12.3.8 (TC-49) manned fort 5, units 4, outside artillery DF 2: fortified side 15, free side 9, damaged fortified 13', () => {
    const f = { units: 4, own: 5, artillery: 2 };
    expect(fortDefence({ ...f, level: 0, throughFortified: true })).toBe(15);
    expect(fortDefence({ ...f, level: 0, throughFortified: false })).toBe(9);
    expect(fortDefence({ ...f, level: 1, throughFortified: true })).toBe(13);
  });
  it('12.2.9 defenders who stay lose floor(loss ÷ 2) levels: 3 EP → damaged, 4 EP → destroyed; damage carries over', () => {
    expect([fortAfterCombat(0, 3), fortAfterCombat(0, 4), fortAfterCombat(1, 2), fortAfterCombat(0, 1)]).toEqual([
      1, 2, 2, 0,
    ]);
  });
  it('12.1.8 (AMB-54) entrenchments: three adjacent edges; every attacker must come across one', () => {
    expect(validEdges([0, 1, 2])).toBe(true);
    expect(validEdges([5, 0, 1])).toBe(true);
    expect(validEdges([0, 2, 4])).toBe(false);
    // from A31B31: edge 0 is A31B32 (N), 1 is A32B31 (NE), 3 is A31B30 (S)
    expect(entrenchmentHolds(mi, 'A31B31', [0, 1, 2], ['A31B32', 'A32B31'])).toBe(true);
    expect(entrenchmentHolds(mi, 'A31B31', [0, 1, 2], ['A31B32', 'A31B30'])).toBe(false);
  });
  it('12.1.2–12.1.3 who may entrench', () => {
    expect(mayEntrench(mi, 'A31B31', 'inf', false, false)).toBeNull();
    expect(mayEntrench(mi, 'A31B31', 'art', false, false)).toMatchObject({ rule: '12.1.2' });
    expect(mayEntrench(mi, 'A31B31', 'inf', true, false)).toMatchObject({ rule: '12.1.2' });
    expect(mayEntrench(mi, 'A31B31', 'inf', false, true)).toMatchObject({ rule: '12.1.2' });
  });
});

describe('13 command', () => {
  it('13.2.2 a command line of at most the range, not across a lake hexside, lake hex or enemy ZOC without a friendly unit', () => {
    expect(inRange(mi, none, 'A30B30', 4, 'A30B33')).toBe(true); // around the lake hexside: 4 steps
    expect(inRange(mi, none, 'A30B30', 3, 'A30B33')).toBe(false);
    expect(inRange(mi, none, 'A30B30', 1, 'A30B31')).toBe(false); // the lake hexside blocks the direct step
    expect(commandReach(mi, none, 'A31B30', 2).has('A32B30')).toBe(false);
    const zoc: LineCtx = { ...none, enemyZoc: new Set(['A30B29', 'A31B29', 'A29B30', 'A29B31', 'A31B30']) };
    expect(inRange(mi, zoc, 'A30B30', 3, 'A30B28')).toBe(false);
    expect(inRange(mi, { ...zoc, friendly: new Set(['A30B29']) }, 'A30B30', 3, 'A30B28')).toBe(true);
    expect(inRange(mi, zoc, 'A30B30', 3, 'A31B29')).toBe(true); // the target's own hex is allowed
  });
  it('13.3.1 command independence: A marches on more rolls than N, N than B; the previous order shifts the roll', () => {
    const marches = (a: 'A' | 'N' | 'B', prev: 'march' | 'stop' | null): number =>
      [1, 2, 3, 4, 5, 6].filter((r) => independence(T, a, r, prev) === 'march').length;
    expect(marches('A', null)).toBeGreaterThan(marches('N', null));
    expect(marches('N', null)).toBeGreaterThan(marches('B', null));
    expect(marches('N', 'march')).toBe(marches('N', null) + 1);
    expect(marches('N', 'stop')).toBe(marches('N', null) - 1);
  });
  it('13.1.5, 13.1.7 (TC-53) displacement: Russian 5 moved, 4 eliminated; German 4 moved, 3 eliminated; return turn 10+1 = 11, Russian 10+3+1 = 14', () => {
    expect([displacement('ru', 5), displacement('ru', 4), displacement('de', 4), displacement('de', 3)]).toEqual([
      'moved',
      'eliminated',
      'moved',
      'eliminated',
    ]);
    expect(returnTurn('de', 10, 1)).toBe(11);
    expect(returnTurn('ru', 10, 3)).toBe(14);
  });
  it('13.2.8–13.2.9 (TC-54, AMB-32) Russian army HQ: 5, 2 after moving; for corps HQs in Russia 10 or 4', () => {
    const r: [number, number] = [5, 2];
    expect([
      armyRange(r, false, 'ru', false, false),
      armyRange(r, true, 'ru', false, false),
      armyRange(r, false, 'ru', true, true),
      armyRange(r, true, 'ru', true, true),
      armyRange(r, false, 'ru', true, false),
    ]).toEqual([5, 2, 10, 4, 5]);
  });
  it('13.3.2 self-command: a roll not above EFF', () => {
    expect([selfCommand(3, 3), selfCommand(4, 3)]).toEqual([true, false]);
  });
});

describe('14 division concentration', () => {
  const all = [
    { id: 'a', division: 'd1', eliminated: false },
    { id: 'b', division: 'd1', eliminated: false },
    { id: 'c', division: 'k', eliminated: false },
    { id: 'd', division: 'k', eliminated: false },
    { id: 'e', division: 'k', eliminated: false },
    { id: 'f', division: 'x', eliminated: false },
    { id: 'g', division: 'x', eliminated: true },
  ];
  it('14.2 (TC-51) both brigades present: concentrated; a three-brigade division with two: not; a division that lost a brigade: never', () => {
    expect(concentratedDivisions(['a', 'b'], all)).toEqual(['d1']);
    expect(concentratedDivisions(['c', 'd'], all)).toEqual([]);
    expect(concentratedDivisions(['c', 'd', 'e', 'a'], all)).toEqual(['k']);
    expect(concentratedDivisions(['f', 'g'], all)).toEqual([]);
  });
  it('14.1.1 the pack: the German 1st and 8th Cavalry Divisions have three brigades, the others two', () => {
    const sizes = new Map<string, number>();
    for (const u of PACK.forces.units) if (u.division) sizes.set(u.division, (sizes.get(u.division) ?? 0) + 1);
    expect(sizes.get('de:1 kaw.')).toBe(3);
    expect(sizes.get('de:8 kaw.')).toBe(3);
    expect([...sizes].filter(([d]) => d !== 'de:1 kaw.' && d !== 'de:8 kaw.').every(([, n]) => n === 2)).toBe(true);
  });
});
