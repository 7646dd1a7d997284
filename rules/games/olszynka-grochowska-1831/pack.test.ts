import { describe, expect, it } from 'vitest';
import mapJson from './packs/rozkaz/map.json' with { type: 'json' };
import forcesJson from './packs/rozkaz/forces.json' with { type: 'json' };
import alderJson from './packs/rozkaz/alder-wood-1831.json' with { type: 'json' };
import grochowJson from './packs/rozkaz/grochow-1831.json' with { type: 'json' };
import { buildMap } from './packs/rozkaz/map.source.js';
import { buildForces } from './packs/rozkaz/forces.source.js';
import { alderWood, grochow } from './packs/rozkaz/scenarios.source.js';
import { PACK, RAW_PACK } from './pack.js';
import { parsePack, readMeleeCell, readFireCell } from './schema.js';
import { moveClass } from './units.js';
import { scenarioAt } from './scenario-at.js';
import olszynka from './index.js';
import { SeededDice } from '../../core/dice.js';

const raw = () => JSON.parse(JSON.stringify(RAW_PACK));
const P = PACK();
const { tables, map, forces, scenarios } = P.pack;

describe('the data pack (ours)', () => {
  it('2.6 rules version 4: alder-wood-1831 adds the 24th Division and moves the automatic defeat to 48 points; a version 3 game reads it as before', () => {
    const sc = scenarios[0];
    const v3 = scenarioAt(sc, 3);
    const v4 = scenarioAt(sc, 4);
    expect(v3).toBe(sc);
    const lossLimit = (x: typeof sc) => x.victory.automatic.find((a) => a.kind === 'enemy-losses');
    expect([lossLimit(v3), lossLimit(v4)]).toMatchObject([
      { side: 'pl', points: 24 },
      { side: 'pl', points: 48 },
    ]);
    expect([v3.setup.length, v4.setup.length]).toEqual([22, 32]);
    expect(
      v4.setup
        .filter((e) => !v3.setup.some((x) => x.unit === e.unit))
        .every((e) => P.unit(e.unit).division === 'ru-24div'),
    ).toBe(true);
    expect(v4.markers).toContain('ru-24div');
    expect(v4.leaders.map((l) => l.leader)).toContain('ru-kishkin');
    const russians = (v: number) =>
      Object.keys(olszynka.setup('alder-wood-1831', {}, new SeededDice(1), { rulesVersion: v }).pos.units).filter((u) =>
        u.startsWith('ru-'),
      ).length;
    expect([russians(3), russians(4)]).toEqual([12, 22]);
  });
  it('2.6 rules version 4: in grochow-1831 either side wins at once when the other has lost 100 points; version 3 had only the Polish one', () => {
    const sc = scenarios[1];
    const byLosses = (v: number) =>
      scenarioAt(sc, v).victory.automatic.flatMap((a) => (a.kind === 'enemy-losses' ? [[a.side, a.points]] : []));
    expect(byLosses(3)).toEqual([['pl', 100]]);
    expect(byLosses(4)).toEqual([
      ['pl', 100],
      ['ru', 100],
    ]);
    expect(scenarioAt(sc, 4).setup).toBe(sc.setup);
  });
  it('a revision of a scenario is checked as the version reads it, errors under the revision', () => {
    const p = raw();
    p.scenarios[0].revisions![0].setup![30].unit = 'nobody';
    p.scenarios[0].revisions![0].markers![2] = 'ru-99div';
    const r = parsePack(p);
    const paths = r.ok ? [] : r.errors.map((e) => e.path);
    expect(paths).toEqual(['scenarios[0].revisions[0].setup[30].unit', 'scenarios[0].revisions[0].markers[2]']);
  });
  it('parses, and every component says it is ours', () => {
    expect(parsePack(raw()).ok).toBe(true);
    expect([tables.ours, map.ours, forces.ours]).toEqual([true, true, true]);
  });
  it('the JSON is exactly what the *.source.ts scripts generate', () => {
    expect(mapJson).toEqual(buildMap());
    expect(forcesJson).toEqual(buildForces());
    expect(alderJson).toEqual(alderWood());
    expect(grochowJson).toEqual(grochow());
  });
  it('the schema reports every error with its path', () => {
    const p = raw();
    p.map.hexes[0].terrain = 'lava';
    p.map.hexsides[0].a = '12';
    p.tables.melee.rows[3][2] = 'A 9/9 0/0';
    p.tables.engaged[1].min = 12;
    p.forces.units[0].division = 'nowhere';
    p.scenarios[0].setup[1].unit = 'nobody';
    p.scenarios[1].arrivals[0].stage = 99;
    const r = parsePack(p);
    expect(r.ok).toBe(false);
    const paths = r.ok ? [] : r.errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'map.hexes[0].terrain',
        'map.hexsides[0].a',
        'tables.melee.rows[3][2]',
        'tables.engaged[1].min',
        'forces.units[0].division',
        'scenarios[0].setup[1].unit',
        'scenarios[1].arrivals[0].stage',
      ]),
    );
  });
});

describe('tables agree with every number the rulebook gives', () => {
  it('9.12, 14.0 fragment: the engaged-strength track "1 - 10: -1", 21–30 → 3 (9.12.2 example), "31+: -4"; 11–20 is ours', () => {
    expect(tables.engaged).toEqual([
      { min: 1, max: 10, loss: 1, source: 'rulebook' },
      { min: 11, max: 20, loss: 2, source: 'ours' },
      { min: 21, max: 30, loss: 3, source: 'rulebook' },
      { min: 31, max: null, loss: 4, source: 'rulebook' },
    ]);
  });
  it('8.3, 8.5, 10.2.3: village, forest and hills block sight, a hill is higher, marsh does not block; forest, village and marsh are the cavalry −2 terrain', () => {
    const t = (id: string) => tables.terrain.find((x) => x.id === id)!;
    expect([
      t('village').blocksLos,
      t('forest').blocksLos,
      t('alder').blocksLos,
      t('dunes').blocksLos,
      t('marsh').blocksLos,
      t('clear').blocksLos,
    ]).toEqual([true, true, true, true, false, false]);
    expect([t('dunes').elevation, t('clear').elevation]).toEqual([1, 0]);
    expect(
      tables.terrain
        .filter((x) => x.cavalryPenalty)
        .map((x) => x.id)
        .sort(),
    ).toEqual(['alder', 'forest', 'marsh', 'town', 'village']);
  });
  it('10.2.2: clear costs cavalry 1 MP (a charge is possible) and every hexside feature costs extra', () => {
    expect(tables.terrain.find((x) => x.id === 'clear')!.mp.cavalry).toBe(1);
    for (const s of tables.hexsides) expect(s.extraMp.cavalry === null || s.extraMp.cavalry > 0).toBe(true);
  });
  it('9.11: the melee table gets better for the attacker with the ratio and the die (our table)', () => {
    const score = (c: string) => {
      const r = readMeleeCell(c);
      return r.defender.levels + r.defender.loss - r.attacker.levels - r.attacker.loss;
    };
    const rows = tables.melee.rows;
    for (let d = 0; d < 10; d++)
      for (let c = 1; c < rows[d].length; c++) expect(score(rows[d][c])).toBeGreaterThanOrEqual(score(rows[d][c - 1]));
    for (let d = 1; d < 10; d++)
      for (let c = 0; c < rows[d].length; c++) expect(score(rows[d][c])).toBeGreaterThanOrEqual(score(rows[d - 1][c]));
    expect(readMeleeCell(rows[5][3])).toEqual({
      winner: 'draw',
      attacker: { levels: 0, loss: 1 },
      defender: { levels: 1, loss: 1 },
    });
  });
  it('11.10: fire cells read as loss, level and retreat', () => {
    expect(readFireCell('1dr')).toEqual({ loss: 1, level: true, retreat: true });
    expect(readFireCell('-')).toEqual({ loss: 0, level: false, retreat: false });
    expect(readFireCell(tables.fire.rows[9][5])).toEqual({ loss: 2, level: true, retreat: true });
  });
});

describe('map, forces and scenarios', () => {
  it('1.2.1: the Grochów battlefield: 40 × 24 hexes of 200 m with its places, the wood and its ditches, streams and the bridgehead rampart', () => {
    expect(map.hexes).toHaveLength(960);
    expect(map.places.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Praga', 'Kamionek', 'Grochów', 'Olszynka', 'Kawęczyn', 'Wawer', 'Gocław']),
    );
    expect(P.terrainOf('2208').id).toBe('alder');
    expect(P.terrainOf('1512').id).toBe('village');
    const kinds = new Set(map.hexsides.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['ditch', 'rampart', 'stream']);
    expect(map.roads[0].name).toBe('trakt brzeski');
    expect(new Set(map.hexes.map((h) => h.terrain))).toEqual(
      new Set(['clear', 'village', 'town', 'forest', 'alder', 'marsh', 'dunes', 'river']),
    );
  });
  it('1.6: the orders of battle: every formation of the introduction has its commander, with command ranges', () => {
    const names = forces.leaders.map((l) => l.name).join(' ');
    for (const n of [
      'Chłopicki',
      'Żymirski',
      'Skrzynecki',
      'Szembek',
      'Łubieński',
      'Umiński',
      'Krukowiecki',
      'Dybicz',
      'Pahlen',
      'Rosen',
      'Reibnitz',
      'Kishkin',
      'Witt',
      'Poluektov',
      'Konstanty',
    ])
      expect(names).toContain(n);
    expect(
      forces.units.filter((u) => u.heavy).every((u) => u.type === 'cuirassiers' || u.type === 'carabiniers-horse'),
    ).toBe(true);
    expect(forces.units.filter((u) => u.arm === 'artillery').every((u) => u.strength === 1)).toBe(true);
  });
  it('7.5: every unit starts on a hex its class may enter, one per hex', () => {
    for (const s of [
      ...scenarios,
      ...scenarios.flatMap((x) => (x.revisions ?? []).map((r) => scenarioAt(x, r.rulesVersion))),
    ]) {
      const seen = new Set<string>();
      for (const e of s.setup) {
        expect(P.terrainOf(e.hex).mp[moveClass(P.unit(e.unit))], `${s.id} ${e.unit} on ${e.hex}`).not.toBeNull();
        expect(seen.has(e.hex)).toBe(false);
        seen.add(e.hex);
      }
    }
  });
  it('alder-wood-1831 is listed first: 25th Division against the 3rd Division, 4–6 stages, objectives in the wood', () => {
    expect(scenarios[0].id).toBe('alder-wood-1831');
    expect(scenarios[0].stages).toBeGreaterThanOrEqual(4);
    expect(scenarios[0].stages).toBeLessThanOrEqual(6);
    for (const o of scenarios[0].victory.objectives) expect(P.terrainOf(o.hex).id).toBe('alder');
    expect(new Set(scenarios[0].setup.map((e) => P.unit(e.unit).division))).toEqual(
      new Set(['pl-3div', 'ru-25div', undefined]),
    );
  });
});
