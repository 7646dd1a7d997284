import { describe, expect, it } from 'vitest';
import mapJson from './packs/rozkaz/map.json' with { type: 'json' };
import { buildMap } from './packs/rozkaz/map.source.js';
import { PACK } from './pack.js';
import { parsePack } from './schema.js';
import { indexMap } from './mapindex.js';
import { describe as line } from './describe.js';
import { FixedDice } from '../../core/dice.js';
import owc from './index.js';

const raw = () => JSON.parse(JSON.stringify(PACK));
const m = indexMap(PACK.map);
const town = (name: string) => PACK.map.towns.find((t) => t.name === name)!;

describe('the data pack (ours)', () => {
  it('parses, and every component says it is ours', () => {
    expect(parsePack(raw()).ok).toBe(true);
    expect([PACK.map.ours, PACK.forces.ours, PACK.tables.ours]).toEqual([true, true, true]);
  });
  it('map.json is exactly what map.source.ts generates', () => {
    expect(mapJson).toEqual(buildMap());
  });
  it('the schema reports every error with its path', () => {
    const p = raw();
    p.scenarios[0].setup[0].hex = '9999';
    p.scenarios[0].setup[1].unit = 'nobody';
    p.map.hexes[0].terrain = 'lava';
    p.map.hexsides[0].a = '12';
    const r = parsePack(p);
    expect(r.ok).toBe(false);
    const paths = r.ok ? [] : r.errors.map((e) => e.path);
    expect(paths).toContain('map.hexes[0].terrain');
    expect(paths).toContain('map.hexsides[0].a');
    const r2 = parsePack({
      ...raw(),
      scenarios: [{ ...raw().scenarios[0], setup: [{ unit: 'nobody', hex: '9999' }] }],
    });
    const p2 = r2.ok ? [] : r2.errors.map((e) => e.path);
    expect(p2).toEqual(expect.arrayContaining(['scenarios[0].setup[0].unit', 'scenarios[0].setup[0].hex']));
  });
  it("1.1: the rulebook's hex numbers: Kraków 3409, Lwów 3518 (fortified, 2), Przemyśl and Jarosław (Austro-Hungarian fortresses), Dęblin and Brześć (Russian)", () => {
    expect(town('Kraków').hex).toBe('3409');
    expect(town('Lwów')).toMatchObject({ hex: '3518', fortified: 2 });
    expect(town('Przemyśl').fortress).toBe('AH');
    expect(town('Jarosław').fortress).toBe('AH');
    expect(town('Dęblin')).toMatchObject({ hex: '2714', fortress: 'RU' });
    expect(town('Brześć').fortress).toBe('RU');
    expect(m.grid.adjacent('2714', '2814')).toBe(true); // 6.2.3 example
    for (const h of ['2913', '2814']) expect(m.side('2813', h)).toMatchObject({ kind: 'major-river', name: 'Wisła' });
  });
  it('1.1.1–1.1.2: the map has every terrain and hexside kind scenario A uses, and the named rivers', () => {
    const terrains = new Set(PACK.map.hexes.map((h) => h.terrain));
    for (const t of ['clear', 'forest', 'foothills', 'marsh', 'wild-forest', 'mountains'])
      expect(terrains).toContain(t);
    const kinds = new Set(PACK.map.hexsides.map((s) => s.kind));
    for (const k of ['minor-river', 'major-river', 'ridge', 'high-ridge']) expect(kinds).toContain(k);
    const names = new Set(PACK.map.hexsides.map((s) => s.name));
    for (const n of ['Wisła', 'San', 'Dniestr', 'Bug', 'Wieprz']) expect(names).toContain(n);
    expect(PACK.map.hexsides.some((s) => s.bridge)).toBe(true);
    expect(PACK.map.railways.length).toBeGreaterThan(5);
  });
  it('A.1: the play area is the Galician front and the Polish front east of the Vistula', () => {
    const area = m.regions.get('A')!;
    expect(area.has('3409')).toBe(true); // Kraków
    expect(area.has('2815')).toBe(true); // Lublin
    expect(area.has('2411')).toBe(false); // Warszawa, west of the Vistula
    expect(area.has('2813')).toBe(false);
  });
  it('2.1 (MISS-2): unit values agree with every value the rulebook quotes for these units', () => {
    const u = (id: string) => PACK.forces.units.find((x) => x.id === id)!;
    expect(u('ru-xxi').sp).toBe(3); // 7.4.4: defender of 5:3
    expect(u('ah-xvii').sp).toBe(2); // 7.4.4
    expect(u('ah-xi').sp + u('ah-hauer').sp).toBe(3); // 7.4.4
    expect(u('ah-43dp').r).toBe(9); // 9.3
    expect([5, 7]).toContain(u('ah-51dp').r); // 8.4: second line
    expect(u('ru-xvii').r).toBe(9); // 8.4
    expect(u('ru-nowikow').arm).toBe('cavalry');
    expect(u('ru-pawlow').arm).toBe('cavalry');
    for (const x of PACK.forces.units) expect(x.arm === 'cavalry' || x.size === 'patrol' || x.sp >= 1).toBe(true); // a patrol has no strength (17)
  });
  it('A.2: set-up and arrivals place every unit once, at most four a hex, never both sides in one hex', () => {
    const sc = PACK.scenarios[0];
    const per = new Map<string, string[]>();
    for (const e of sc.setup) per.set(e.hex, [...(per.get(e.hex) ?? []), e.unit]);
    for (const ids of per.values()) {
      expect(ids.length).toBeLessThanOrEqual(4);
      expect(new Set(ids.map((id) => PACK.forces.units.find((u) => u.id === id)!.side)).size).toBe(1);
    }
    expect(sc.arrivals.length).toBeGreaterThan(0);
    expect(sc.objectives.map((o) => [o.hex, o.side, o.vp])).toEqual([
      ['3518', 'russians', 6],
      ['3920', 'russians', 2],
      ['2815', 'allies', 2],
      ['2920', 'allies', 2],
      ['2917', 'allies', 1],
    ]);
  });
  it('describe: a line in Polish and English for every kind of event a game produces', () => {
    const s = owc.setup('A', {}, new FixedDice([]));
    const r = owc.apply(s, 'allies', { orders: [{ type: 'pass' }] }, new FixedDice([]));
    expect(r.ok).toBe(true);
    if (r.ok)
      for (const e of r.events) for (const l of ['pl', 'en'] as const) expect(line(e, l).length).toBeGreaterThan(3);
  });
  it('the view shows control lines and encirclement on the board', () => {
    const s = owc.setup('A', {}, new FixedDice([]));
    const v = owc.view(s, 'allies');
    expect(v.board.overlays?.find((o) => o.kind === 'cl-allies')?.hexsides?.length).toBeGreaterThan(20);
    expect(v.board.overlays?.find((o) => o.kind === 'cl-russians')?.hexsides?.length).toBeGreaterThan(20);
    const board = owc.staticBoard(s);
    expect(board.cells.length).toBe(PACK.map.regions['board-A'].length); // A's board only, not the theatre
    expect(board.cells.find((c) => c.label === '3518')?.features).toContain('fortified');
  });
});
