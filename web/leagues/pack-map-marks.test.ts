import { describe, expect, it } from 'vitest';
import type { CellView } from '../../rules/core/board.js';
import { withValueAt } from '../../rules/core/pack-kit.js';
import type { MapPart } from './pack-map-edits.js';
import { markEdit } from './pack-map-edits.js';
import { cellsWithMarks } from './pack-map-marks.js';

// a map declared as Wojna's: stations and each side's supply bases, drawn by the legend entries the
// board gives them ('station', 'base'); the board was built from the pack as loaded
const part: MapPart = {
  kind: 'map',
  path: 'map.terrain',
  title: { pl: 'Mapa', en: 'Map' },
  id: 'id',
  terrain: 'terrain',
  cells: 'record',
  fallback: 'map.default',
  marks: [
    { path: 'map.stations', title: { pl: 'stacje', en: 'stations' }, legend: 'station' },
    { path: 'map.bases.polish', title: { pl: 'bazy polskie', en: 'Polish bases' }, legend: 'base' },
    { path: 'map.bases.opposing', title: { pl: 'bazy przeciwnika', en: 'opposing bases' }, legend: 'base' },
  ],
};
const pack = {
  map: { default: 'clear', terrain: {}, stations: ['0101', '0201'], bases: { polish: ['0201'], opposing: ['0303'] } },
};
const cell = (label: string, col: number, features?: string[]): CellView => ({
  label,
  col,
  row: 1,
  terrain: 'clear',
  ...(features ? { features } : {}),
});
const board = [
  cell('0101', 1, ['station']),
  cell('0201', 2, ['station', 'base']),
  cell('0303', 3, ['base', 'town']),
  cell('0401', 4),
];
const featuresOf = (cells: CellView[]) => Object.fromEntries(cells.map((c) => [c.label, c.features ?? []]));

describe("the painter's board follows the edited marks (a station taken away leaves the board at once)", () => {
  it('the pack as loaded gives the board its own features, every cell the same object', () => {
    const cells = cellsWithMarks(board, pack, part);
    expect(cells.every((c, i) => c === board[i])).toBe(true);
  });

  it("a station taken away with the mark tool: its hex loses the station's dot, the base there stays", () => {
    const e = markEdit(pack, part.marks![0], 'map.stations', '0201', false)!;
    const cells = cellsWithMarks(board, withValueAt(pack, e.path, e.value), part);
    expect(featuresOf(cells)).toEqual({ '0101': ['station'], '0201': ['base'], '0303': ['base', 'town'], '0401': [] });
    expect(cells[0]).toBe(board[0]);
    expect(cells[1]).not.toBe(board[1]);
  });

  it('the last station of a hex taken away leaves it no features at all; one given to a bare hex draws it', () => {
    const off = markEdit(pack, part.marks![0], 'map.stations', '0101', false)!;
    const moved = withValueAt(pack, off.path, off.value);
    const on = markEdit(moved, part.marks![0], 'map.stations', '0401', true)!;
    const cells = cellsWithMarks(board, withValueAt(moved, on.path, on.value), part);
    expect(cells[0]).toEqual({ label: '0101', col: 1, row: 1, terrain: 'clear' });
    expect(cells[3].features).toEqual(['station']);
  });

  it("both sides' bases share a legend: a hex keeps the dot while either side's base is there; other features stay", () => {
    const e = markEdit(pack, part.marks![2], 'map.bases.opposing', '0303', false)!;
    const cells = cellsWithMarks(board, withValueAt(pack, e.path, e.value), part);
    expect(cells[2].features).toEqual(['town']);
    expect(cells[1].features).toEqual(['station', 'base']);
  });
});
