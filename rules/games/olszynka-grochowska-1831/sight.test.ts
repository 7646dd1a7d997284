import { describe, expect, it } from 'vitest';
import { lineOfSight } from './sight.js';
import { inFireArc, zoneHexes, zoneOf, turnSteps } from './facing.js';
import { gun, inf, kit } from './testkit.js';

// flat hexes, odd columns half a row lower: 0306 → 0706 is a straight line east? no: along a column is straight (N–S)
/** R 8.5's figure, case 2: a horse battery on a hill (dunes) at 0502, its own infantry at `infantryAt`, the Russians at 0506 */
const hillBattery = (infantryAt: string) => {
  const k = kit({ units: [gun('bat', 'pl', 'horse'), inf('p', 'pl'), inf('r', 'ru')], terrain: { '0502': 'dunes' } });
  k.place('bat', '0502', 3);
  k.place('p', infantryAt, 3);
  k.place('r', '0506', 0);
  return k;
};

describe('8 line of sight', () => {
  it('T50 8.3 (figure, case 1): 4 hexes apart, only clear empty hexes between → sight both ways', () => {
    const k = kit({ units: [inf('a', 'pl'), inf('b', 'ru')] });
    k.place('a', '0502', 3);
    k.place('b', '0506', 0);
    expect(lineOfSight(k.c, '0502', '0506').clear).toBe(true);
    expect(lineOfSight(k.c, '0506', '0502').clear).toBe(true);
  });
  it('T51 8.5 (figure, case 2): a battery on a hill sees over its own infantry 1 hex away; the Russians 4 away do not see the battery', () => {
    const k = hillBattery('0503');
    expect(lineOfSight(k.c, '0502', '0506').clear).toBe(true);
    expect(lineOfSight(k.c, '0506', '0502')).toEqual({ clear: false, blockedBy: { hex: '0503', by: 'unit' } });
  });
  it('8.5 (figure, case 2, hex X): the same infantry exactly halfway is not closer → blocked', () => {
    const k = hillBattery('0504');
    expect(lineOfSight(k.c, '0502', '0506').clear).toBe(false);
  });
  it('T53 8.3, 8.4 (figure, case 3): a forest on the line blocks, a hill under one end changes nothing', () => {
    const k = kit({ units: [], terrain: { '0504': 'forest', '0502': 'dunes' } });
    expect(lineOfSight(k.c, '0502', '0506')).toEqual({ clear: false, blockedBy: { hex: '0504', by: 'terrain' } });
  });
  it('T54 8.4: the observer in a village still sees out', () => {
    const k = kit({ units: [], terrain: { '0502': 'village', '0506': 'village' } });
    expect(lineOfSight(k.c, '0502', '0506').clear).toBe(true);
  });
  it('T55 8.3: a hex holding only a battery does not block', () => {
    const k = kit({ units: [gun('bat', 'pl')] });
    k.place('bat', '0504', 0);
    expect(lineOfSight(k.c, '0502', '0506').clear).toBe(true);
  });
  it('8.3: a line along a hexside is blocked by a forest on either side of it', () => {
    const k = kit({ units: [] });
    const g = k.c.P.grid;
    // two steps NE then SE from 0505 = one "vertex" line: 0505 → the hex 2 away along vertex 1 (east)
    const ne = g.neighbour('0505', 1)!,
      se = g.neighbour('0505', 2)!;
    const far = g.neighbour(ne, 2)!;
    expect(g.distance('0505', far)).toBe(2);
    for (const side of [ne, se]) {
      const k2 = kit({ units: [], terrain: { [side]: 'forest' } });
      expect(lineOfSight(k2.c, '0505', far).clear).toBe(false);
    }
  });
});

describe('4 facing to a vertex', () => {
  const k = kit({ units: [] });
  const g = k.c.P.grid;
  it('4.4, 5.2: facing f: front hexes across sides f and f+1, side f−1 and f+2, rear f+3 and f+4', () => {
    expect(zoneHexes(g, '0505', 1, 'front')).toEqual([g.neighbour('0505', 1), g.neighbour('0505', 2)]);
    expect(zoneHexes(g, '0505', 1, 'side')).toEqual([g.neighbour('0505', 0), g.neighbour('0505', 3)]);
    expect(zoneHexes(g, '0505', 1, 'rear')).toEqual([g.neighbour('0505', 4), g.neighbour('0505', 5)]);
    expect(zoneOf(g, '0505', 0, g.neighbour('0505', 3)!)).toBe('rear');
  });
  it('4.6, 5.5.4: turning counts 60° steps (more than 60° = 2 or 3 steps)', () => {
    expect([turnSteps(0, 1), turnSteps(0, 5), turnSteps(1, 4), turnSteps(2, 0)]).toEqual([1, 1, 3, 2]);
  });
  it('4.9 (AMB-9): the fire arc is the 120° cone through the two front hexsides, its edges included', () => {
    // facing 3 (the lower-left vertex… of a flat hex: sides S and SW) — straight down the column is in, straight up is out
    expect(inFireArc(g, '0505', 3, '0509')).toBe(true);
    expect(inFireArc(g, '0505', 3, '0501')).toBe(false);
    // along an arc edge (through vertex 2 or 4): a line 2 hexes out along vertex 2 is in
    const e2 = g.neighbour(g.neighbour('0505', 2)!, 3)!;
    expect(inFireArc(g, '0505', 3, e2)).toBe(true);
    // a side-zone neighbour is out
    expect(inFireArc(g, '0505', 3, g.neighbour('0505', 2)!)).toBe(false);
  });
});
