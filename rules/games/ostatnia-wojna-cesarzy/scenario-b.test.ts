import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { indexMap } from './mapindex.js';
import owc from './index.js';
import { PACK } from './pack.js';
import { scenarioBoard } from './board.js';
import { boardOf } from './ctx.js';
import { breakVpB, suddenDeathB } from './scenario-b.js';
import { fixturePosition, hq, type PosUnit, unit } from './testkit.js';

const B = PACK.scenarios.find((s) => s.id === 'B')!;
const town = (name: string): string => PACK.map.towns.find((t) => t.name === name)!.hex;
const side = (id: string) => PACK.forces.units.find((u) => u.id === id)!.side;

describe("the 1914 calendar and scenario B's data (B.1–B.5)", () => {
  it('1.2: 23 stages six days apart, 16.VIII to 26.XII; 21.IX is five stages after 22.VIII (33.3.1)', () => {
    const cal = PACK.calendar!.stages;
    expect([cal.length, cal[0], cal[cal.length - 1], cal[18]]).toEqual([23, '16.VIII', '26.XII', '2.XII']);
    expect(cal.indexOf('21.IX') - cal.indexOf('22.VIII')).toBe(5);
    expect(PACK.scenarios.find((s) => s.id === 'A')!.stages).toEqual(cal.slice(1, 5));
  });
  it('B: four stages in early November, rules 1–21 and B.1–B.5; offered by the module', () => {
    expect(B.stages).toEqual(['2.XI', '8.XI', '14.XI', '20.XI']);
    expect(B.rules).toEqual(
      expect.arrayContaining([
        'concealment',
        'patrols',
        'rail',
        'arrivals',
        'secret-concentration',
        'command',
        'B.1',
        'B.5',
      ]),
    );
    expect(B.draft).toBeUndefined();
    expect(owc.scenarios.map((s) => s.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'campaign']);
  });
  it("B.1: the play area is the Polish front; every set-up unit stands on B's board, at most four a hex, never both sides in one hex", () => {
    const board = indexMap(scenarioBoard(PACK, 'B'));
    expect(B.area).toBe('B');
    const per = new Map<string, string[]>();
    for (const e of B.setup) {
      expect(board.has(e.hex)).toBe(true);
      per.set(e.hex, [...(per.get(e.hex) ?? []), e.unit]);
    }
    for (const [, ids] of per) {
      expect(ids.length).toBeLessThanOrEqual(4);
      expect(new Set(ids.map(side)).size).toBe(1);
    }
    for (const a of B.arrivals) expect(board.has(a.hex)).toBe(true);
  });
  it('B.2: arrivals by hex, across the Upper and Lower Vistula, by secret concentration and by rail', () => {
    expect(new Set(B.arrivals.map((a) => a.how))).toEqual(
      new Set(['secret', 'rail', 'upper-vistula', 'lower-vistula']),
    );
    expect(
      B.arrivals
        .filter((a) => a.how === 'secret')
        .every((a) => side(a.unit) === 'allies' && PACK.forces.units.find((u) => u.id === a.unit)!.nat === 'DE'),
    ).toBe(true);
  });
  it('B.4: patrols 6 Allied and 4 Russian, and the forces hold that many', () => {
    expect(B.patrols).toEqual({ allies: 6, russians: 4 });
    const patrols = (s: string) => PACK.forces.units.filter((u) => u.size === 'patrol' && u.side === s).length;
    expect(patrols('allies')).toBeGreaterThanOrEqual(6);
    expect(patrols('russians')).toBeGreaterThanOrEqual(4);
  });
  it('B.5: Katowice 10, Gliwice 6 and every other town of the area on Allied soil 2 for the Russians; Łódź 2 for the Allies', () => {
    const m = indexMap(PACK.map);
    const ru = B.objectives.filter((o) => o.side === 'russians');
    expect(ru.find((o) => o.hex === town('Katowice'))!.vp).toBe(10);
    expect(ru.find((o) => o.hex === town('Gliwice'))!.vp).toBe(6);
    const others = PACK.map.towns
      .filter((t) => m.inRegion('B', t.hex) && m.nat(t.hex) !== 'RU' && !['Katowice', 'Gliwice'].includes(t.name))
      .map((t) => t.hex);
    expect(
      ru
        .filter((o) => o.vp === 2)
        .map((o) => o.hex)
        .sort(),
    ).toEqual(others.sort());
    expect(B.objectives.filter((o) => o.side === 'allies')).toEqual([{ hex: town('Łódź'), side: 'allies', vp: 2 }]);
  });
  it("B.1: a B game's static board holds only B's board, not the theatre", () => {
    const s = owc.setup('B', {}, new FixedDice([]));
    const cells = owc.staticBoard(s).cells.map((c) => c.label);
    expect(cells.length).toBe(PACK.map.regions['board-B'].length);
    expect(cells).toContain('2411');
    expect(cells).not.toContain('1117'); // Kowno is on the East Prussian front
  });
});

describe('B.5 sudden deaths and VP', () => {
  const B5 = ['core', 'command', 'B.5'];
  const at = (units: PosUnit[], control: Record<string, string> = {}) =>
    boardOf(
      fixturePosition(scenarioBoard(PACK, 'B'), {
        rules: B5,
        units,
        control,
        phase: 'move',
        phasing: 'russians',
      }),
    );
  it('B.5.1: the Allies holding Warszawa win a strategic victory at once', () => {
    expect(suddenDeathB(at([unit('de-a', 'allies', '2411', { nat: 'DE' })], { 2411: 'allies' }))).toEqual({
      winner: 'allies',
      level: 'strategic',
      reason: 'B.5.1',
    });
    expect(suddenDeathB(at([unit('de-a', 'allies', '2510', { nat: 'DE' })]))).toBeNull();
  });
  it('B.5.2 (AMB-52): a commanded Russian unit on the west edge wins at once; an uncommanded one does not', () => {
    const edge = '2501';
    expect(PACK.map.regions['west-edge']).toContain(edge);
    expect(suddenDeathB(at([unit('ru-a', 'russians', edge), hq('ru-2a', 'russians', '2502', 3)]))).toMatchObject({
      winner: 'russians',
      reason: 'B.5.2',
    });
    expect(suddenDeathB(at([unit('ru-a', 'russians', edge), hq('ru-2a', 'russians', '2509', 3)]))).toBeNull();
  });
  it('B.5.3: a break scores the SP (an HQ its command range), twice when eliminated while encircled', () => {
    const def = (id: string) => PACK.forces.units.find((u) => u.id === id)!;
    expect(breakVpB(def('ru-gw'), false)).toBe(3);
    expect(breakVpB(def('ru-1a'), false)).toBe(2);
    expect(breakVpB(def('de-xx'), true)).toBe(4);
  });
});
