import { describe, expect, it } from 'vitest';
import type { CellView } from '../../rules/core/board.js';
import { type MapMarks, markedCells, markLists, valueAt, withValueAt } from '../../rules/core/pack-kit.js';
import { featuresOf, hexsideEdit, linkEdit, type MapPart, markEdit, placeEdit, terrainEdit } from './pack-map-edits.js';
import { cellsWithMarks } from './pack-map-marks.js';

// a map declared as Wojna's (an object of cells with a fallback terrain) with OWC-like hexsides and
// Tannenberg-like roads (each road the list of its cells)
const part: MapPart = {
  kind: 'map',
  path: 'map.terrain',
  title: { pl: 'Mapa', en: 'Map' },
  id: 'id',
  terrain: 'terrain',
  cells: 'record',
  fallback: 'map.default',
  hexsides: {
    path: 'map.hexsides',
    a: 'a',
    b: 'b',
    brushes: [
      { record: { kind: 'river' }, legend: 'river' },
      { record: { kind: 'ridge' }, legend: 'ridge' },
      { record: { bridge: true }, legend: 'bridge', over: true },
    ],
  },
  lines: [
    { path: 'map.roads', brushes: [{ record: {}, legend: 'road' }] },
    {
      path: 'map.rails',
      hexes: 'hexes',
      brushes: [{ record: { track: 'single' }, adds: { name: '' }, legend: 'rail' }],
    },
  ],
  places: { path: 'map.towns', hex: 'hex', name: 'name', brushes: [{ record: { kind: 'town' }, legend: 'town' }] },
};
const pack = {
  map: {
    default: 'clear',
    terrain: { '0102': 'forest' },
    hexsides: [{ a: '0101', b: '0102', kind: 'river', name: 'Wkra' }],
    roads: [['0101', '0201', '0301']],
    rails: [] as unknown[],
    towns: [{ hex: '0101', name: 'Mława', kind: 'town' }],
  },
};
const applied = (content: unknown, e: { path: string; value: unknown } | null) =>
  e ? withValueAt(content, e.path, e.value) : content;
const none = new Map<string, number>();

describe('the map painter: terrain', () => {
  it('a cell of an object of cells is listed when painted, and left out again at the fallback terrain', () => {
    const marsh = applied(pack, terrainEdit(pack, part, none, '0303', 'marsh'));
    expect(valueAt(marsh, 'map.terrain')).toEqual({ '0102': 'forest', '0303': 'marsh' });
    const cleared = applied(marsh, terrainEdit(marsh, part, none, '0102', 'clear'));
    expect(valueAt(cleared, 'map.terrain')).toEqual({ '0303': 'marsh' });
    expect(terrainEdit(cleared, part, none, '0909', 'clear')).toBeNull();
  });
  it('a cell of a list of hexes changes its record only', () => {
    const list = { ...part, path: 'hexes', cells: 'list' as const };
    const content = {
      hexes: [
        { id: 'a', terrain: 'clear' },
        { id: 'b', terrain: 'clear' },
      ],
    };
    const e = terrainEdit(
      content,
      list,
      new Map([
        ['a', 0],
        ['b', 1],
      ]),
      'b',
      'forest',
    );
    expect(e).toEqual({ path: 'hexes.1.terrain', value: 'forest' });
    expect(terrainEdit(content, list, new Map([['a', 0]]), 'zz', 'forest')).toBeNull();
  });
});

describe('the map painter: hexsides by their edge', () => {
  const hs = part.hexsides!;
  const [river, ridge, bridge] = hs.brushes;
  it('adds a record on a bare edge, in either order of its cells', () => {
    const out = applied(pack, hexsideEdit(pack, hs, ridge, '0201', '0101'));
    expect(valueAt(out, 'map.hexsides.1')).toEqual({ a: '0201', b: '0101', kind: 'ridge' });
  });
  it('a bridge goes over a river there and is taken away by a second click; a bare edge takes no bridge', () => {
    const bridged = applied(pack, hexsideEdit(pack, hs, bridge, '0102', '0101'));
    expect(valueAt(bridged, 'map.hexsides')).toEqual([
      { a: '0101', b: '0102', kind: 'river', name: 'Wkra', bridge: true },
    ]);
    expect(featuresOf(bridged, part).hexsides).toEqual([{ cells: ['0101', '0102'], kind: 'bridge' }]);
    const back = applied(bridged, hexsideEdit(bridged, hs, bridge, '0101', '0102'));
    expect(valueAt(back, 'map.hexsides')).toEqual(pack.map.hexsides);
    expect(hexsideEdit(pack, hs, bridge, '0301', '0302')).toBeNull();
  });
  it('another kind replaces the kind, keeping the name; the same kind again takes the record away', () => {
    const ridged = applied(pack, hexsideEdit(pack, hs, ridge, '0101', '0102'));
    expect(valueAt(ridged, 'map.hexsides')).toEqual([{ a: '0101', b: '0102', kind: 'ridge', name: 'Wkra' }]);
    expect(valueAt(applied(pack, hexsideEdit(pack, hs, river, '0101', '0102')), 'map.hexsides')).toEqual([]);
  });
});

describe('the map painter: roads and railways cell to cell', () => {
  const [roads, rails] = part.lines!;
  it('a link from the end of a road grows it; from its start, it grows at the front', () => {
    expect(linkEdit(pack, roads, roads.brushes[0], '0301', '0401')).toEqual({
      path: 'map.roads.0',
      value: ['0101', '0201', '0301', '0401'],
    });
    expect(linkEdit(pack, roads, roads.brushes[0], '0101', '0100').value).toEqual(['0100', '0101', '0201', '0301']);
  });
  it('a link drawn again is taken away, the road split there (a piece shorter than a link dropped)', () => {
    expect(valueAt(applied(pack, linkEdit(pack, roads, roads.brushes[0], '0201', '0301')), 'map.roads')).toEqual([
      ['0101', '0201'],
    ]);
  });
  it('a railway starts as a record of the brush with its cells', () => {
    const out = applied(pack, linkEdit(pack, rails, rails.brushes[0], '0505', '0506'));
    expect(valueAt(out, 'map.rails')).toEqual([{ track: 'single', name: '', hexes: ['0505', '0506'] }]);
    expect(featuresOf(out, part).lines).toEqual([
      { kind: 'road', cells: ['0101', '0201', '0301'] },
      { kind: 'rail', cells: ['0505', '0506'] },
    ]);
  });
});

describe('the map painter: towns and labels', () => {
  const pl = part.places!;
  it('places a name, renames a place, and the same name again takes it away; no name places nothing', () => {
    const out = applied(pack, placeEdit(pack, pl, pl.brushes[0], '0303', 'Ciechanów'));
    expect(valueAt(out, 'map.towns.1')).toEqual({ hex: '0303', name: 'Ciechanów', kind: 'town' });
    expect(valueAt(applied(pack, placeEdit(pack, pl, pl.brushes[0], '0101', 'Mlawa')), 'map.towns.0.name')).toBe(
      'Mlawa',
    );
    expect(valueAt(applied(pack, placeEdit(pack, pl, pl.brushes[0], '0101', 'Mława')), 'map.towns')).toEqual([]);
    expect(placeEdit(pack, pl, pl.brushes[0], '0909', '')).toBeNull();
  });
});

describe('marks painted on the map (stations, bases, regions)', () => {
  const content = {
    map: {
      stations: ['0101'],
      bases: [
        { hex: '0201', side: 'de' },
        { hex: '0301', side: 'ru' },
      ],
      regions: { north: ['0101', '0102'], south: ['0301'] },
    },
  };
  const stations: MapMarks = { path: 'map.stations', title: { pl: 'stacje', en: 'stations' } };
  const bases: MapMarks = { path: 'map.bases', hex: 'hex', record: { side: 'ru' }, title: { pl: 'b', en: 'b' } };
  const regions: MapMarks = { path: 'map.regions', groups: true, title: { pl: 'o', en: 'r' } };

  it('a station given to a hex and taken away again: the list of labels grows by it, then loses it', () => {
    const on = markEdit(content, stations, 'map.stations', '0202', true)!;
    expect(on).toEqual({ path: 'map.stations', value: ['0101', '0202'] });
    const after = withValueAt(content, on.path, on.value);
    expect(markEdit(after, stations, 'map.stations', '0202', true)).toBeNull();
    expect(markEdit(after, stations, 'map.stations', '0101', false)).toEqual({ path: 'map.stations', value: ['0202'] });
  });

  it("a base is a record with the mark's members: another side's base in the same hex is left alone", () => {
    expect([...markedCells(content, bases, 'map.bases')]).toEqual(['0301']);
    expect(markEdit(content, bases, 'map.bases', '0201', true)).toEqual({
      path: 'map.bases',
      value: [...content.map.bases, { side: 'ru', hex: '0201' }],
    });
    expect(markEdit(content, bases, 'map.bases', '0301', false)?.value).toEqual([{ hex: '0201', side: 'de' }]);
  });

  it('regions: a brush per region, each its own list of hexes', () => {
    expect(markLists(content, regions)).toEqual(['map.regions.north', 'map.regions.south']);
    expect(markLists(content, stations)).toEqual(['map.stations']);
    expect(markEdit(content, regions, 'map.regions.south', '0102', true)).toEqual({
      path: 'map.regions.south',
      value: ['0301', '0102'],
    });
    expect([...markedCells(content, regions, 'map.regions.north')]).toEqual(['0101', '0102']);
  });
});

// the map with marks as Wojna's: stations and each side's supply bases, drawn by the legend entries the
// board gives them ('station', 'base'); the board was built from the pack as loaded
const withMarks: MapPart = {
  ...part,
  marks: [
    { path: 'map.stations', title: { pl: 'stacje', en: 'stations' }, legend: 'station' },
    { path: 'map.bases.polish', title: { pl: 'bazy polskie', en: 'Polish bases' }, legend: 'base' },
    { path: 'map.bases.opposing', title: { pl: 'bazy przeciwnika', en: 'opposing bases' }, legend: 'base' },
  ],
};
const marksPack = {
  map: { default: 'clear', terrain: {}, stations: ['0101', '0201'], bases: { polish: ['0201'], opposing: ['0303'] } },
};
const cell = (label: string, col: number, features?: string[]): CellView => ({
  label,
  col,
  row: 1,
  terrain: 'clear',
  ...(features ? { features } : {}),
});
const loadedCells = [
  cell('0101', 1, ['station']),
  cell('0201', 2, ['station', 'base']),
  cell('0303', 3, ['base', 'town']),
  cell('0401', 4),
];
const featuresBy = (cells: CellView[]) => Object.fromEntries(cells.map((c) => [c.label, c.features ?? []]));

describe("the painter's board follows the edited marks (a station taken away leaves the board at once)", () => {
  it('the pack as loaded gives the board its own features, every cell the same object', () => {
    const cells = cellsWithMarks(loadedCells, marksPack, withMarks);
    expect(cells.every((c, i) => c === loadedCells[i])).toBe(true);
  });

  it("a station taken away with the mark tool: its hex loses the station's dot, the base there stays", () => {
    const e = markEdit(marksPack, withMarks.marks![0], 'map.stations', '0201', false)!;
    const cells = cellsWithMarks(loadedCells, withValueAt(marksPack, e.path, e.value), withMarks);
    expect(featuresBy(cells)).toEqual({ '0101': ['station'], '0201': ['base'], '0303': ['base', 'town'], '0401': [] });
    expect(cells[0]).toBe(loadedCells[0]);
    expect(cells[1]).not.toBe(loadedCells[1]);
  });

  it('the last station of a hex taken away leaves it no features at all; one given to a bare hex draws it', () => {
    const off = markEdit(marksPack, withMarks.marks![0], 'map.stations', '0101', false)!;
    const moved = withValueAt(marksPack, off.path, off.value);
    const on = markEdit(moved, withMarks.marks![0], 'map.stations', '0401', true)!;
    const cells = cellsWithMarks(loadedCells, withValueAt(moved, on.path, on.value), withMarks);
    expect(cells[0]).toEqual({ label: '0101', col: 1, row: 1, terrain: 'clear' });
    expect(cells[3].features).toEqual(['station']);
  });

  it("both sides' bases share a legend: a hex keeps the dot while either side's base is there; other features stay", () => {
    const e = markEdit(marksPack, withMarks.marks![2], 'map.bases.opposing', '0303', false)!;
    const cells = cellsWithMarks(loadedCells, withValueAt(marksPack, e.path, e.value), withMarks);
    expect(cells[2].features).toEqual(['town']);
    expect(cells[1].features).toEqual(['station', 'base']);
  });
});
