import { describe, expect, it } from 'vitest';
import { hexDist } from './geometry.js';
import { PACK, RAW_PACK } from './pack.js';
import { buildMap } from './packs/ours/map.source.js';
import { parsePack } from './schema.js';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const hexOf = new Map(PACK.map.hexes.map((h) => [h.id, h]));
const town = (name: string): string => PACK.map.towns.find((t) => t.name === name)!.hex;
const full = PACK.scenarios.find((s) => s.id === 'tannenberg-1914')!;

describe('the pack (ours)', () => {
  it('map.json is exactly what map.source.ts builds from the geography in map.geo.json', () => {
    expect(buildMap()).toEqual(RAW_PACK.map);
  });
  it('is labelled as ours in every part and lists gumbinnen-1914 first', () => {
    expect([PACK.map.ours, PACK.tables.ours, PACK.forces.ours]).toEqual([true, true, true]);
    expect(PACK.scenarios.map((s) => s.id)).toEqual(['gumbinnen-1914', 'tannenberg-1914']);
    expect(PACK.scenarios[0].turns).toBeGreaterThanOrEqual(4);
    expect(PACK.scenarios[0].turns).toBeLessThanOrEqual(6);
    expect(full.turns).toBe(30);
  });

  it('2.1 / 19.3 the eight VP towns stand on the hexes the rules give', () => {
    const want: Record<string, string> = {
      Marienburg: 'A7B46',
      Elbing: 'A11B47',
      Osterode: 'A18B36',
      Allenstein: 'A23B34',
      Lötzen: 'A37B32',
      Insterburg: 'A37B42',
      Darkehmen: 'A40B37',
      Gumbinnen: 'A42B39',
    };
    for (const [name, hex] of Object.entries(want)) expect(town(name)).toBe(hex);
    expect(full.vp.towns.map((t) => t.vp).reduce((a, b) => a + b)).toBe(19);
  });

  it('2.1 named places: Königsberg A23B50 with its forts, Boyen at Lötzen, rail entries A1B35/37/40, A24B20, A61B2–A63B3', () => {
    expect(hexOf.get('A23B50')!.t).toBe('city');
    const kb = PACK.map.forts.filter((f) => f.koenigsberg);
    expect(kb.length).toBeGreaterThanOrEqual(4);
    expect(kb.find((f) => f.hex === 'A23B50')!.manned).toBeGreaterThan(0);
    expect(PACK.map.forts.find((f) => f.hex === 'A37B32')!.name).toBe('Boyen');
    const railHexes = new Set(PACK.map.railways.flatMap((r) => r.hexes));
    for (const h of ['A1B35', 'A1B37', 'A1B40', 'A24B20', 'A61B2', 'A63B3']) expect(railHexes.has(h), h).toBe(true);
    expect(PACK.map.regions['rail-a61b2-a63b3'][0]).toBe('A61B2');
    expect(PACK.map.regions['rail-a61b2-a63b3'].at(-1)).toBe('A63B3');
  });

  it('2.1 the Vistula runs north from A1B38 with bridges; the Niemen and Narew are named rivers', () => {
    const vistula = PACK.map.hexsides.filter((s) => s.river === 'vistula');
    expect(vistula.some((s) => hexDist(s.a, 'A1B38') <= 1 || hexDist(s.b, 'A1B38') <= 1)).toBe(true);
    expect(PACK.map.vistulaBridges.length).toBeGreaterThanOrEqual(2);
    expect(PACK.map.regions['beyond-vistula'].length).toBeGreaterThan(10);
    expect(
      PACK.map.hexsides.some(
        (s) => s.name === 'Niemen' && (hexDist(s.a, 'A63B34') <= 2 || hexDist(s.b, 'A63B34') <= 2),
      ),
    ).toBe(true);
    expect(PACK.map.regions['beyond-niemen'].length).toBeGreaterThan(5);
    expect(PACK.map.regions.narew.length).toBeGreaterThan(10);
  });

  it("2.1 geography: lakes, forests, marshes, hills, sea, the border and both sides' supply bases", () => {
    const count = (t: string): number => PACK.map.hexes.filter((h) => h.t === t).length;
    for (const t of ['lake', 'forest', 'marsh', 'sea', 'town']) expect(count(t), t).toBeGreaterThan(5);
    expect(PACK.map.hexes.filter((h) => h.hill).length).toBeGreaterThan(5);
    expect(PACK.map.hexsides.some((s) => s.strait)).toBe(true);
    expect(PACK.map.hexsides.some((s) => s.wire)).toBe(true);
    expect(new Set(PACK.map.supplyBases.map((b) => b.side))).toEqual(new Set(['de', 'ru']));
    expect(hexOf.get('A42B39')!.c).toBe('de');
    expect(hexOf.get('A60B35')!.c).toBe('ru');
  });

  it("17.1 every setup piece of the full game stands on its own country's land", () => {
    const side = new Map([...PACK.forces.units, ...PACK.forces.hqs].map((p) => [p.id, p.side]));
    expect(full.setup.length).toBe(47 + 67);
    for (const e of full.setup) {
      const h = hexOf.get(e.hex)!;
      expect(['lake', 'sea'], e.hex).not.toContain(h.t);
      expect(h.c, `${e.piece} at ${e.hex}`).toBe(side.get(e.piece));
    }
  });

  it('9.3.5 the CRT agrees with its one known cell: 4:1, roll 2 = 1/6', () => {
    const col = PACK.tables.crt.columns.indexOf('4:1');
    expect(PACK.tables.crt.rows[1][col]).toBe('1/6');
  });

  it('13.3.1 the command independence table: A marches more often than N, N than B', () => {
    const m = PACK.tables.independence.marchUpTo;
    expect(m.A).toBeGreaterThan(m.N);
    expect(m.N).toBeGreaterThan(m.B);
  });

  it('6.1 #7 the track brings the 2nd Army HQ, I Corps with Artamonow, XXIII Corps and trains, none of 17.1 twice', () => {
    const brought = full.reinforcements.flatMap((r) => r.pieces);
    for (const p of ['ru-samsonow', 'ru-artamonow', 'ru-kondratowicz', 'ru-1-22-i', 'ru-1-2-xxiii', 'ru-train-1a'])
      expect(brought).toContain(p);
    const setup = new Set(full.setup.map((e) => e.piece));
    expect(brought.filter((p) => setup.has(p))).toEqual([]);
  });

  it('rejects a broken pack with paths', () => {
    const raw = clone(RAW_PACK) as any;
    raw.scenarios[0].setup[0].hex = 'A99B99';
    raw.scenarios[1].setup.push({ ...raw.scenarios[1].setup[0] });
    raw.tables.crt.rows[2] = raw.tables.crt.rows[2].slice(1);
    raw.forces.units[0].front = { ma: 4, eff: 3 };
    raw.map.roads[0] = [raw.map.roads[0][0], 'A60B35'];
    const r = parsePack(raw);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.errors.map((e) => e.path);
    expect(paths).toContain('scenarios[0].setup[0].hex');
    expect(paths).toContain(`scenarios[1].setup[${raw.scenarios[1].setup.length - 1}].piece`);
    expect(paths).toContain('tables.crt.rows[2]');
    expect(paths).toContain('forces.units[0].front');
    expect(paths).toContain('map.roads[0][1]');
  });
  it('2.1 a word that is no hex label in a hexside, road or bridge is reported by its path, not thrown', () => {
    const raw = clone(RAW_PACK) as any;
    raw.map.hexsides[0].a = 'A B';
    raw.map.roads[0][1] = 'nowhere';
    raw.map.vistulaBridges[0].b = 'B38';
    const r = parsePack(raw);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const at = (path: string) => r.errors.find((e) => e.path === path)?.message;
    expect(at('map.hexsides[0]')).toContain('A B: not a hex label');
    expect(at('map.roads[0][1]')).toContain('a hex is written A<column>B<row>');
    expect(at('map.vistulaBridges[0]')).toContain('B38: not a hex label');
  });
});
