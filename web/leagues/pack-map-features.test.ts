/**
 * The painter's tools for the features that were edited as the file only: Tannenberg's hills and
 * fortifications (marks on hexes), a fort's fortified sides, its Vistula bridges and their names, and
 * Wojna's navigable rivers, new ones too (edge tools). Each
 * edit is made on our shipped pack as the painter makes it, and the game's own pack check reads it.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../rules/core/dice.js';
import type { CellView } from '../../rules/core/board.js';
import { type MapMarks, markedCells, type PackResult, valueAt, withValueAt } from '../../rules/core/pack-kit.js';
import { Board } from '../../rules/games/tannenberg-1914/geometry.js';
import { packKit as tannenberg } from '../../rules/games/tannenberg-1914/pack-kit.js';
import { packKit as wojna } from '../../rules/games/wojna-o-niepodleglosc/pack-kit.js';
import { MapIndex } from '../../rules/games/tannenberg-1914/terrain.js';
import { zocOf } from '../../rules/games/tannenberg-1914/zoc.js';
import {
  type Edit,
  edgeBrushes,
  edgeEdit,
  edgesOf,
  hexsideEdit,
  type MapPart,
  markEdit,
  namedEdges,
} from './pack-map-edits.js';
import { cellsWithMarks } from './pack-map-marks.js';
import { brushSetsOf, edgesAt, toolsOf } from './pack-map-tools.js';

const applied = (content: unknown, e: Edit | null): unknown => (e ? withValueAt(content, e.path, e.value) : content);
const mapOf = (kit: { parts?: readonly unknown[] }, i = 0) =>
  (kit.parts ?? []).filter((p) => (p as MapPart).kind === 'map')[i] as MapPart;
const problems = (r: PackResult<unknown>) => (r.ok ? [] : r.errors);

const tb = JSON.parse(JSON.stringify(tannenberg.shipped())) as Record<string, unknown>;
const tbMap = mapOf(tannenberg);
const markBy = (title: string): MapMarks => tbMap.marks!.find((m) => m.title.en === title)!;
const hills = markBy('hills');
const russianForts = markBy('Russian fortifications');
const germanForts = markBy('German fortifications');
const labels = (valueAt(tb, 'map.hexes') as { id: string }[]).map((h) => h.id);
const grid = new Board(labels);

describe('Tannenberg hills (9.7.3) painted as a mark: the member `hill` on the hex record', () => {
  it('a clear hex marked gains `hill: true`, and only its own record changes; the pack still checks', () => {
    expect(markedCells(tb, hills, 'map.hexes').has('A30B40')).toBe(false);
    const e = markEdit(tb, hills, 'map.hexes', 'A30B40', true)!;
    expect(e.path).toMatch(/^map\.hexes\.\d+$/);
    expect(e.value).toEqual({ id: 'A30B40', t: 'clear', c: 'de', hill: true });
    const after = applied(tb, e);
    expect(markedCells(after, hills, 'map.hexes').size).toBe(47);
    expect(problems(tannenberg.parse(after))).toEqual([]);
    expect(markEdit(after, hills, 'map.hexes', 'A30B40', true)).toBeNull();
  });

  it('a hill taken away loses the member (not `hill: false`, which the schema refuses); a hex not on the map is no edit', () => {
    const e = markEdit(tb, hills, 'map.hexes', 'A12B46', false)!;
    expect(e.value).toEqual({ id: 'A12B46', t: expect.any(String), c: expect.any(String) });
    const after = applied(tb, e);
    expect(markedCells(after, hills, 'map.hexes').size).toBe(45);
    expect(problems(tannenberg.parse(after))).toEqual([]);
    expect(markEdit(tb, hills, 'map.hexes', 'A99B99', true)).toBeNull();
  });

  it("the painter's board draws the hill's pattern on a hex given one and takes it off one taken away", () => {
    const cells: CellView[] = [
      { label: 'A30B40', col: 30, row: 40, terrain: 'clear' },
      { label: 'A12B46', col: 12, row: 46, terrain: 'clear', features: ['hill'] },
    ];
    const on = applied(tb, markEdit(tb, hills, 'map.hexes', 'A30B40', true));
    const both = applied(on, markEdit(on, hills, 'map.hexes', 'A12B46', false));
    expect(cellsWithMarks(cells, both, tbMap).map((c) => c.features ?? [])).toEqual([['hill'], []]);
  });
});

describe('a game on the edited pack draws its own board, not ours of the same scenario', () => {
  it('Tannenberg: a hill and a fort painted on A30B40 show in the Gumbinnen board after ours was drawn', () => {
    const onHill = applied(tb, markEdit(tb, hills, 'map.hexes', 'A30B40', true));
    const both = applied(
      onHill,
      markEdit(onHill, russianForts, 'map.forts', 'A30B40', true, grid.neighbours('A30B40')),
    );
    const parsed = tannenberg.parse(both);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const features = (m: ReturnType<typeof tannenberg.create>) =>
      m.staticBoard(m.setup('gumbinnen-1914', {}, new SeededDice(1))).cells.find((c) => c.label === 'A30B40')?.features;
    expect(features(tannenberg.create(tannenberg.shipped()))).toBeUndefined();
    expect(features(tannenberg.create(parsed.pack))).toEqual(['hill', 'fort']);
  });
});

describe('Tannenberg fortifications (12.2–12.3) painted as a mark per side', () => {
  it('a new Russian fort is named by its hex and fortified on every side that has a neighbour on the map', () => {
    const around = grid.neighbours('A30B40');
    expect(around).toHaveLength(6);
    const e = markEdit(tb, russianForts, 'map.forts', 'A30B40', true, around)!;
    const forts = e.value as Record<string, unknown>[];
    expect(forts.at(-1)).toEqual({ side: 'ru', hex: 'A30B40', name: 'A30B40', fortified: around });
    const after = applied(tb, e);
    expect(problems(tannenberg.parse(after))).toEqual([]);
    // the other side's tool does not see it
    expect(markedCells(after, germanForts, 'map.forts').has('A30B40')).toBe(false);
    expect(markedCells(after, russianForts, 'map.forts').has('A30B40')).toBe(true);
  });

  it('Boyen (a German fort) taken away with the German tool: 14 of 15 forts are left; the Russian tool cannot take it', () => {
    expect(markEdit(tb, russianForts, 'map.forts', 'A37B32', false)).toBeNull();
    const after = applied(tb, markEdit(tb, germanForts, 'map.forts', 'A37B32', false));
    expect((valueAt(after, 'map.forts') as unknown[]).length).toBe(14);
    expect(problems(tannenberg.parse(after))).toEqual([]);
  });
});

describe('Tannenberg Vistula bridges (6.0) set with an edge tool', () => {
  const bridges = tbMap.edges![0];
  const [road, rail] = bridges.brushes;
  it('the tool is offered after the marks, its brushes a road and a rail bridge', () => {
    const tools = toolsOf(tbMap);
    expect(tools.at(-3)).toBe('edge0');
    expect(edgesAt(tbMap, 'edge0')).toBe(bridges);
    expect(brushSetsOf(tbMap, tb).edge0.map((b) => b.record)).toEqual([{ kind: 'road' }, { kind: 'rail' }]);
  });

  it('a road bridge clicked on a new edge: a record with an id made of its kind and hexes; the pack still checks', () => {
    const e = edgeEdit(tb, bridges, 0, 'A5B41', 'A4B41')!;
    const list = e.value as Record<string, unknown>[];
    expect(list).toHaveLength(5);
    expect(list.at(-1)).toEqual({ id: 'road-a5b41-a4b41', a: 'A5B41', b: 'A4B41', kind: 'road', name: '' });
    expect(problems(tannenberg.parse(applied(tb, e)))).toEqual([]);
  });

  it("Dirschau's road bridge clicked either way round is taken away, its rail bridge on the same edge stays", () => {
    const after = applied(tb, edgeEdit(tb, bridges, 0, 'A5B48', 'A4B49'));
    expect((valueAt(after, 'map.vistulaBridges') as { id: string }[]).map((b) => b.id)).toEqual([
      'road-graudenz',
      'rail-dirschau',
      'rail-graudenz',
    ]);
    expect(edgesOf(after, bridges, 1)).toContainEqual(['A4B49', 'A5B48']);
    expect(rail.record).toEqual({ kind: 'rail' });
    expect(road.adds).toEqual({ name: '' });
  });

  it('a bridge across two hexes that do not touch is refused by the pack check, by path', () => {
    const after = applied(tb, edgeEdit(tb, bridges, 0, 'A5B41', 'A9B41'));
    expect(problems(tannenberg.parse(after)).map((p) => p.path)).toContain('map.vistulaBridges[4]');
  });
});

describe("Wojna's navigable rivers (16.1) set with an edge tool, each river a brush, edges listed downstream", () => {
  const wj = JSON.parse(JSON.stringify(wojna.shipped())) as Record<string, unknown>;
  const maps = valueAt(wj, 'maps') as { id: string }[];
  const i = maps.findIndex((m) => m.id.startsWith('exercise'));
  const part = mapOf(wojna, i);
  const navigable = part.edges![0];
  const path = `maps.${i}.navigable.0.hexsides`;
  it("the tool's brushes are the map's rivers by name (then a new river's)", () => {
    expect(edgeBrushes(wj, navigable).map((b) => b.title?.en)).toEqual(['Wierzba', 'new river']);
  });

  it('an edge taken away from the river and given back goes to its downstream end; the pack still checks', () => {
    const first = (valueAt(wj, path) as { a: string; b: string }[])[0];
    const off = applied(wj, edgeEdit(wj, navigable, 0, first.b, first.a));
    expect((valueAt(off, path) as unknown[]).length).toBe(22);
    const back = applied(off, edgeEdit(off, navigable, 0, first.a, first.b));
    expect(edgesOf(back, navigable, 0).at(-1)).toEqual([first.a, first.b]);
    expect(problems(wojna.parse(back))).toEqual([]);
  });

  it('an edge that is no river hexside is refused by the pack check at its path; a river not there is no edit', () => {
    const after = applied(wj, edgeEdit(wj, navigable, 0, '0101', '0102'));
    const errors = problems(wojna.parse(after));
    expect(errors).toContainEqual({
      path: `maps[${i}].navigable[0].hexsides[23]`,
      message: '0101|0102 is not a river hexside',
    });
    expect(edgeEdit(wj, navigable, 1, '0101', '0102')).toBeNull();
  });
});

describe('Tannenberg fortified sides (12.2.4, 12.3.2) set by clicking edges of a fort hex', () => {
  const sides = tbMap.edges![1];
  const forts = () => valueAt(tb, 'map.forts') as { name: string; hex: string; fortified: string[] }[];
  const bridgehead = forts().findIndex((f) => f.name === 'Marienburg bridgehead');
  const zoc = (content: unknown) => {
    const r = tannenberg.parse(content);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return [...zocOf(new MapIndex(r.pack.map, r.pack.tables), [], 'de', ['A7B46'])].sort();
  };
  it('the tool comes after the bridges, with no brushes; it shows every fort side (Boyen: 6 of them)', () => {
    expect(toolsOf(tbMap).at(-2)).toBe('edge1');
    expect(sides.sides).toEqual({ hex: 'hex', list: 'fortified' });
    expect(brushSetsOf(tbMap, tb).edge1).toEqual([]);
    const shown = edgesOf(tb, sides, 0);
    expect(shown.filter(([h]) => h === 'A37B32')).toHaveLength(6);
    expect(shown).toHaveLength(forts().reduce((n, f) => n + f.fortified.length, 0));
  });

  it('a side of the Marienburg bridgehead (3 fortified) clicked inside it is added: its manned ZOC (12.3.2) reaches A6B46 too', () => {
    expect(forts()[bridgehead].fortified).toEqual(['A8B46', 'A8B45', 'A7B45']);
    const e = edgeEdit(tb, sides, 0, 'A7B46', 'A6B46')!;
    expect(e).toEqual({ path: `map.forts.${bridgehead}.fortified`, value: ['A8B46', 'A8B45', 'A7B45', 'A6B46'] });
    const after = applied(tb, e);
    expect(problems(tannenberg.parse(after))).toEqual([]);
    expect(zoc(tb)).toEqual(['A7B45', 'A8B45', 'A8B46']);
    expect(zoc(after)).toEqual(['A6B46', 'A7B45', 'A8B45', 'A8B46']);
  });

  it('the same side clicked from the hex across (the keyboard stepping out of the fort) takes it away again', () => {
    const on = applied(tb, edgeEdit(tb, sides, 0, 'A7B46', 'A6B46'));
    const off = edgeEdit(on, sides, 0, 'A6B46', 'A7B46')!;
    expect(off.value).toEqual(['A8B46', 'A8B45', 'A7B45']);
    // between two forts (Königsberg and an outer fort) the hex clicked in tells whose side it is
    const k = forts().findIndex((f) => f.hex === 'A23B50');
    expect(edgeEdit(tb, sides, 0, 'A23B50', 'A23B51')!.path).toBe(`map.forts.${k}.fortified`);
    expect(edgeEdit(tb, sides, 0, 'A23B51', 'A23B50')!.path).not.toBe(`map.forts.${k}.fortified`);
  });

  it('an edge between two hexes with no fort is no edit; a fort left with no side is refused by the pack check by path', () => {
    expect(edgeEdit(tb, sides, 0, 'A30B40', 'A31B40')).toBeNull();
    let c: unknown = tb;
    for (const n of ['A8B46', 'A8B45', 'A7B45']) c = applied(c, edgeEdit(c, sides, 0, 'A7B46', n));
    expect(valueAt(c, `map.forts.${bridgehead}.fortified`)).toEqual([]);
    expect(problems(tannenberg.parse(c)).map((p) => p.path)).toContain(`map.forts[${bridgehead}].fortified`);
  });
});

describe('Tannenberg Vistula bridges (6.0) named in the painter', () => {
  const bridges = tbMap.edges![0];
  it('a new road bridge takes the name typed; the list under the tool bar shows it', () => {
    const after = applied(tb, edgeEdit(tb, bridges, 0, 'A5B41', 'A4B41', ' Fordon '));
    expect((valueAt(after, 'map.vistulaBridges') as unknown[]).at(-1)).toEqual({
      id: 'road-a5b41-a4b41',
      a: 'A5B41',
      b: 'A4B41',
      kind: 'road',
      name: 'Fordon',
    });
    expect(namedEdges(after, bridges).at(-1)).toEqual({ brush: 0, a: 'A5B41', b: 'A4B41', name: 'Fordon' });
    expect(problems(tannenberg.parse(after))).toEqual([]);
  });

  it("Dirschau's road bridge clicked with 'Tczew' is renamed (its id and the rail bridge kept); clicked with 'Tczew' again it goes", () => {
    const e = edgeEdit(tb, bridges, 0, 'A5B48', 'A4B49', 'Tczew')!;
    expect(e).toEqual({
      path: 'map.vistulaBridges.0',
      value: { id: 'road-dirschau', a: 'A4B49', b: 'A5B48', kind: 'road', name: 'Tczew' },
    });
    const renamed = applied(tb, e);
    expect(problems(tannenberg.parse(renamed))).toEqual([]);
    expect(namedEdges(renamed, bridges).map((n) => n.name)).toEqual(['Tczew', 'Graudenz', 'Dirschau', 'Graudenz']);
    const gone = applied(renamed, edgeEdit(renamed, bridges, 0, 'A4B49', 'A5B48', 'Tczew'));
    expect(namedEdges(gone, bridges).map((n) => n.name)).toEqual(['Graudenz', 'Dirschau', 'Graudenz']);
  });
});

describe('Wojna: a new navigable river (16.1) added in the painter, its name a brush', () => {
  const wj = JSON.parse(JSON.stringify(wojna.shipped())) as Record<string, unknown>;
  const maps = valueAt(wj, 'maps') as { id: string }[];
  const i = maps.findIndex((m) => m.id.startsWith('exercise'));
  const part = mapOf(wojna, i);
  const navigable = part.edges![0];
  // 16.1: only a river hexside may be navigable; the exercise's rivers all are, so two streams become rivers first
  const river = part.hexsides!.brushes.find((b) => b.record.kind === 'river')!;
  const rivered = [['0401', '0501'] as const, ['0402', '0501'] as const].reduce<unknown>(
    (c, [a, b]) => applied(c, hexsideEdit(c, part.hexsides!, river, a, b)),
    wj,
  );
  it("after the map's rivers the last brush is a new river's", () => {
    expect(edgeBrushes(wj, navigable).map((b) => b.title?.en)).toEqual(['Wierzba', 'new river']);
  });

  it("a river hexside clicked with the new brush and the name 'Bug' is a navigable river of one edge; the pack still checks", () => {
    const e = edgeEdit(rivered, navigable, 1, '0401', '0501', 'Bug')!;
    expect(e.path).toBe(`maps.${i}.navigable`);
    expect((e.value as unknown[]).at(-1)).toEqual({ name: 'Bug', hexsides: [{ a: '0401', b: '0501' }] });
    expect(problems(wojna.parse(applied(wj, e))).map((p) => p.message)).toEqual(['0401|0501 is not a river hexside']);
    const after = applied(rivered, e);
    expect(problems(wojna.parse(after))).toEqual([]);
    expect(edgeBrushes(after, navigable).map((b) => b.title?.en)).toEqual(['Wierzba', 'Bug', 'new river']);
    // the river grows downstream as the others do
    const longer = applied(after, edgeEdit(after, navigable, 1, '0402', '0501'));
    expect(edgesOf(longer, navigable, 1)).toEqual([
      ['0401', '0501'],
      ['0402', '0501'],
    ]);
    expect(problems(wojna.parse(longer))).toEqual([]);
  });

  it('no name, or a name a river has, is no new river; its only edge taken away takes the river away', () => {
    expect(edgeEdit(wj, navigable, 1, '0401', '0501', '  ')).toBeNull();
    expect(edgeEdit(wj, navigable, 1, '0401', '0501', 'Wierzba')).toBeNull();
    const after = applied(wj, edgeEdit(wj, navigable, 1, '0401', '0501', 'Bug'));
    const gone = edgeEdit(after, navigable, 1, '0501', '0401')!;
    expect(gone.path).toBe(`maps.${i}.navigable`);
    expect((gone.value as { name: string }[]).map((r) => r.name)).toEqual(['Wierzba']);
  });
});
