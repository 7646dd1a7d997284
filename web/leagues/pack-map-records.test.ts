/**
 * The records the painter lists under its tool bar (PainterRecords.tsx), each field edited as the list
 * edits it (the member at the row's path, left out when emptied or unticked), on our shipped packs,
 * read back by each game's own pack check: Tannenberg's forts (name, garrison 12.3.1, Königsberg
 * 19.2.1), Wojna's navigable river renamed (16.1), roads named in Wojna and Olszynka, and the rivers on
 * Tannenberg's and Olszynka's hexsides named and renamed.
 */
import { describe, expect, it } from 'vitest';
import { type PackResult, valueAt, withValueAt } from '../../rules/core/pack-kit.js';
import { packKit as olszynka } from '../../rules/games/olszynka-grochowska-1831/pack-kit.js';
import { packKit as tannenberg } from '../../rules/games/tannenberg-1914/pack-kit.js';
import { MapIndex } from '../../rules/games/tannenberg-1914/terrain.js';
import { packKit as wojna } from '../../rules/games/wojna-o-niepodleglosc/pack-kit.js';
import { edgeBrushes, hexsideEdit, type MapPart } from './pack-map-edits.js';
import { fieldEdit, hexsideNames, recordsOf, renameEdit } from './pack-map-records.js';
import { type Tool, toolsOf } from './pack-map-tools.js';

const mapOf = (kit: { parts?: readonly unknown[] }, i = 0) =>
  (kit.parts ?? []).filter((p) => (p as MapPart).kind === 'map')[i] as MapPart;
const copy = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
const errors = (r: PackResult<unknown>) => (r.ok ? [] : r.errors.map((e) => e.path));
/** the tool whose mark, line or edge list is titled (or whose list is at) `what` */
const toolOf = (part: MapPart, what: string): Tool =>
  toolsOf(part).find((t) => {
    const n = Number(t.slice(4));
    if (t.startsWith('mark')) return part.marks?.[n].title.en === what;
    if (t.startsWith('edge')) return part.edges?.[n].title.en === what;
    return t.startsWith('line') && part.lines?.[n].path === what;
  })!;

describe('Tannenberg forts: name, garrison (12.3.1) and Königsberg (19.2.1) edited in the fortification tools', () => {
  const tb = copy(tannenberg.shipped());
  const part = mapOf(tannenberg);
  const german = toolOf(part, 'German fortifications');
  const russian = toolOf(part, 'Russian fortifications');
  const forts = (c: unknown) => valueAt(c, 'map.forts') as { hex: string; name: string; side: string }[];

  it('the German tool lists the German forts only, each by its hex, with the three fields', () => {
    const got = recordsOf(tb, part, german, 0, 'map.forts')!;
    expect(got.fields.map((f) => [f.member, f.kind ?? 'text'])).toEqual([
      ['name', 'text'],
      ['manned', 'number'],
      ['koenigsberg', 'flag'],
    ]);
    const de = forts(tb).filter((f) => f.side === 'de');
    expect(got.rows.map((r) => r.head)).toEqual(de.map((f) => f.hex));
    expect(got.rows[0]).toEqual({ path: 'map.forts.0', head: 'A23B50' });
    const ru = recordsOf(tb, part, russian, 0, 'map.forts')!;
    expect(ru.rows.length + got.rows.length).toBe(forts(tb).length);
    // a tool with no fields (the hills) lists nothing
    expect(recordsOf(tb, part, toolOf(part, 'hills'), 0, 'map.hexes')).toBeNull();
  });

  it("Boyen renamed 'Lötzen' with a garrison of 5 and made a Königsberg fort: the game's map reads all three", () => {
    const i = forts(tb).findIndex((f) => f.name === 'Boyen');
    const row = recordsOf(tb, part, german, 0, 'map.forts')!.rows.find((r) => r.head === 'A37B32')!;
    expect(row.path).toBe(`map.forts.${i}`);
    let c: unknown = withValueAt(tb, `${row.path}.name`, 'Lötzen');
    c = withValueAt(c, `${row.path}.manned`, 5);
    c = withValueAt(c, `${row.path}.koenigsberg`, true);
    const r = tannenberg.parse(c);
    expect(errors(r)).toEqual([]);
    const fort = r.ok ? new MapIndex(r.pack.map, r.pack.tables).forts.get('A37B32') : undefined;
    expect(fort).toMatchObject({ name: 'Lötzen', manned: 5, koenigsberg: true });
  });

  it('a garrison emptied leaves the fort unmanned; an unticked Königsberg drops the member; an emptied name is refused by path', () => {
    const unmanned = withValueAt(
      withValueAt(tb, 'map.forts.0.manned', undefined),
      'map.forts.0.koenigsberg',
      undefined,
    );
    const r = tannenberg.parse(unmanned);
    expect(errors(r)).toEqual([]);
    expect(r.ok && r.pack.map.forts[0].manned).toBeUndefined();
    expect(r.ok && r.pack.map.forts[0].koenigsberg).toBeUndefined();
    expect(errors(tannenberg.parse(withValueAt(tb, 'map.forts.0.name', undefined)))).toContain('map.forts[0].name');
    expect(errors(tannenberg.parse(withValueAt(tb, 'map.forts.0.manned', 13)))).toContain('map.forts[0].manned');
  });
});

describe("Wojna's navigable river (16.1) renamed, roads and railways named", () => {
  const wj = copy(wojna.shipped());
  const part = mapOf(wojna, 1);
  const rivers = toolOf(part, 'navigable rivers');
  const river = part.edges![0];

  it("the river tool lists Warsaw's Vistula by its first hexside; renamed 'Wisła Środkowa', the brush takes the name", () => {
    const got = recordsOf(wj, part, rivers, 0)!;
    expect(got.rows).toHaveLength(1);
    expect(got.rows[0].path).toBe('maps.1.navigable.0');
    expect(got.rows[0].head).toMatch(/^\d{4}–\d{4}$/);
    const after = withValueAt(wj, 'maps.1.navigable.0.name', 'Wisła Środkowa');
    expect(errors(wojna.parse(after))).toEqual([]);
    expect(edgeBrushes(after, river).map((b) => b.title?.en)).toEqual(['Wisła Środkowa', 'new river']);
    expect(errors(wojna.parse(withValueAt(wj, 'maps.1.navigable.0.name', undefined)))).toContain(
      'maps[1].navigable[0].name',
    );
  });

  it("roads are listed by their ends; a road's name typed is kept and checks", () => {
    const got = recordsOf(wj, part, toolOf(part, 'maps.1.roads'), 0)!;
    const roads = valueAt(wj, 'maps.1.roads') as { hexes: string[] }[];
    expect(got.rows).toHaveLength(roads.length);
    expect(got.rows[0].head).toBe(`${roads[0].hexes[0]}–${roads[0].hexes.at(-1)}`);
    const after = withValueAt(wj, `${got.rows[1].path}.name`, 'szosa brzeska');
    expect(errors(wojna.parse(after))).toEqual([]);
    expect(valueAt(after, 'maps.1.roads.1.name')).toBe('szosa brzeska');
    expect(recordsOf(wj, part, toolOf(part, 'maps.1.railways'), 0)!.rows.length).toBeGreaterThan(0);
  });
});

describe("Olszynka's roads named", () => {
  it('every road is listed with its name field; a renamed one checks', () => {
    const ol = copy(olszynka.shipped());
    const part = mapOf(olszynka);
    const got = recordsOf(ol, part, toolOf(part, 'map.roads'), 0)!;
    const roads = valueAt(ol, 'map.roads') as { name: string }[];
    expect(got.rows.map((r) => r.path)).toEqual(roads.map((_, i) => `map.roads.${i}`));
    expect(got.fields.map((f) => f.title.pl)).toEqual(['nazwa drogi']);
    expect(errors(olszynka.parse(withValueAt(ol, 'map.roads.0.name', 'trakt brzeski')))).toEqual([]);
  });
});

describe('rivers named on the hexsides (Tannenberg, Olszynka): listed by name, renamed everywhere, a new hexside named as typed', () => {
  const tb = copy(tannenberg.shipped());
  const hs = mapOf(tannenberg).hexsides!;
  const named = (c: unknown, n: string) =>
    (valueAt(c, 'map.hexsides') as { name?: string }[]).filter((h) => h.name === n).length;

  it("Tannenberg's rivers by name with their hexsides: the Niemen's 103, the Drewenz's 38", () => {
    const names = hexsideNames(tb, hs);
    expect(names).toContainEqual({ name: 'Niemen', count: 103 });
    expect(names).toContainEqual({ name: 'Drewenz', count: 38 });
    expect(names).toHaveLength(16);
  });

  it("the Drewenz renamed 'Drwęca' on all 38 hexsides and nowhere else; the pack checks; an emptied name drops the member", () => {
    const e = renameEdit(tb, hs, 'Drewenz', ' Drwęca ')!;
    const after = withValueAt(tb, e.path, e.value);
    expect(named(after, 'Drwęca')).toBe(38);
    expect(named(after, 'Drewenz')).toBe(0);
    expect(named(after, 'Niemen')).toBe(103);
    expect(errors(tannenberg.parse(after))).toEqual([]);
    const none = renameEdit(tb, hs, 'Drewenz', '')!;
    const gone = withValueAt(tb, none.path, none.value);
    expect(hexsideNames(gone, hs).map((n) => n.name)).not.toContain('Drewenz');
    expect((valueAt(gone, 'map.hexsides') as object[]).length).toBe((valueAt(tb, 'map.hexsides') as object[]).length);
    expect(renameEdit(tb, hs, 'Drewenz', 'Drewenz')).toBeNull();
    expect(renameEdit(tb, hs, 'Amazonka', 'Nil')).toBeNull();
  });

  it('a new small river hexside clicked with the name typed carries it; with no name typed it has none', () => {
    const small = hs.brushes.find((b) => b.record.river === 'small')!;
    const e = hexsideEdit(tb, hs, small, 'A30B40', 'A31B40', ' Łyna ')!;
    expect((e.value as object[]).at(-1)).toEqual({ a: 'A30B40', b: 'A31B40', river: 'small', name: 'Łyna' });
    expect(errors(tannenberg.parse(withValueAt(tb, e.path, e.value)))).toEqual([]);
    expect((hexsideEdit(tb, hs, small, 'A30B40', 'A31B40')!.value as object[]).at(-1)).not.toHaveProperty('name');
  });

  it("Olszynka's streams: the Struga Wawerska renamed on its 54 hexsides; the pack checks", () => {
    const ol = copy(olszynka.shipped());
    const ohs = mapOf(olszynka).hexsides!;
    expect(hexsideNames(ol, ohs)).toContainEqual({ name: 'Struga Wawerska', count: 54 });
    const e = renameEdit(ol, ohs, 'Struga Wawerska', 'Wawerka')!;
    expect(errors(olszynka.parse(withValueAt(ol, e.path, e.value)))).toEqual([]);
  });
});

describe("Tannenberg's roads named in the road tool (a road is its hexes, or with a name a record)", () => {
  const part = mapOf(tannenberg);
  const road = toolOf(part, 'map.roads');
  it('a road named: the pack check takes it, its hexes still carry the road (4.3.3); emptied, the pack is ours again', () => {
    const tb = copy(tannenberg.shipped());
    const got = recordsOf(tb, part, road, 0)!;
    expect(got.fields.map((f) => f.member)).toEqual(['name']);
    expect(got.bare).toBe('hexes');
    const first = valueAt(tb, 'map.roads.0') as string[];
    expect(got.rows[0]).toEqual({ path: 'map.roads.0', head: `${first[0]}–${first[first.length - 1]}` });
    const e = fieldEdit(tb, 'map.roads.0', 'name', 'Chaussee Insterburg', got.bare)!;
    const named = withValueAt(tb, e.path, e.value);
    expect(valueAt(named, 'map.roads.0')).toEqual({ name: 'Chaussee Insterburg', hexes: first });
    const r = tannenberg.parse(copy(named));
    expect(errors(r)).toEqual([]);
    const index = r.ok ? new MapIndex(r.pack.map, r.pack.tables) : undefined;
    expect(first.slice(1).every((h, i) => index?.road(first[i]!, h))).toBe(true);
    // the list after naming: the same row, its name shown; a new link grows the named road, keeping its name
    expect(recordsOf(named, part, road, 0)!.rows[0]!.head).toBe(got.rows[0]!.head);
    // the name emptied: the bare list again, so the pack (and its hash, pinned by every game on it) is ours
    const cleared = fieldEdit(named, 'map.roads.0', 'name', undefined, got.bare)!;
    expect(withValueAt(named, cleared.path, cleared.value)).toEqual(tb);
    // an empty name is never written: the schema wants a name of one letter at least
    expect(fieldEdit(tb, 'map.roads.0', 'name', '', got.bare)).toBeNull();
    expect(errors(tannenberg.parse(withValueAt(tb, 'map.roads.0', { name: '', hexes: first })))).toEqual([
      'map.roads[0].name',
    ]);
  });
  it('a named road whose hexes are not adjacent is refused at its hexes', () => {
    const tb = copy(tannenberg.shipped());
    const first = valueAt(tb, 'map.roads.0') as string[];
    const bad = withValueAt(tb, 'map.roads.0', { name: 'Zła', hexes: [first[0], 'A60B35'] });
    expect(errors(tannenberg.parse(bad))).toEqual(['map.roads[0].hexes[1]']);
  });
});
