/**
 * The map part of a pack (PackPart kind 'map'): its marks, hexside lists, brushes, lines and places, as a
 * game declares them for the browser's map painter, and the helpers that read a pack's cells through them.
 * Re-exported by pack-kit.ts.
 */
import type { Text } from './text.js';
import { valueAt } from './pack-paths.js';

/**
 * Cells marked on a map (stations, supply bases, a region's hexes), painted like terrain: a click
 * toggles the mark, a drag gives (or takes) it to every cell crossed. `path` is a list of cell labels,
 * or of records naming their cell by the member `hex`; with `groups`, an object of such lists, each a
 * brush (regions by name). `record`: the members a record it adds holds and is told by (a base's side).
 */
export interface MapMarks {
  path: string;
  title: Text;
  hex?: string;
  record?: Readonly<Record<string, unknown>>;
  groups?: boolean;
  /** the legend entry whose colour marks it (absent: a colour of the painter's own) */
  legend?: string;
  /**
   * the mark is this member set to `true` on the record of the cell (a hill): `path` is the map's list
   * of cells, `hex` the member naming each; marking sets the member, unmarking takes it away
   */
  flag?: string;
  /** further members a record it adds starts with (a fort's name, given the cell's label: `named`) */
  adds?: Readonly<Record<string, unknown>>;
  /** the member a record it adds holds the cell's label in, besides `hex` (a fort's name, to be renamed) */
  named?: string;
  /** the member a record it adds lists the cell's neighbours on the map in (a fort's fortified hexsides) */
  around?: string /** members of its records edited in a list under the tool bar (a fort's name, garrison, Königsberg flag) */;
  fields?: readonly RecordField[];
}

/**
 * A member of a map feature's records the painter edits in a list under its tool bar, one row a record:
 * a text, a number the record may leave out (empty: none), or a flag held as `true` and left out when off.
 */
export interface RecordField {
  member: string;
  title: Text;
  kind?: 'text' | 'number' | 'flag';
}

/**
 * Hexsides kept in a list of their own (Tannenberg's Vistula bridges, Wojna's navigable rivers), a
 * tool each: a click on an edge adds a record there with the brush's members (`id`: a member given an
 * id made of the brush's values and the two cells), or takes the brush's own away. With `chain`, the
 * list holds records each naming (member `name`) an ordered list of edges (member `list`, downstream):
 * each record is a brush, a click adds the edge at the end of its list or takes it away.
 */
export interface MapEdges {
  path: string;
  title: Text;
  a: string;
  b: string;
  brushes: readonly MapBrush[];
  id?: string;
  /**
   * the records are chains: `fresh` (the new brush's name, 'new river') lets the painter add one, named
   * as typed, with the edge clicked as its first; a chain whose last edge is taken away goes with it
   */
  chain?: { name: string; list: string; fresh?: Text };
  /** the member a record's name is typed into (a bridge's): a click with another name on a record of the brush renames it */
  name?: string;
  /**
   * the list holds records of one cell (member `hex`) each with the neighbours across its chosen sides
   * (member `list`, a fort's fortified hexsides): a click on a side of such a cell adds that neighbour or
   * takes it away; no brushes, the cell clicked (or, across the edge, the other) tells the record
   */
  sides?: { hex: string; list: string };
  /** the legend entry whose colour draws the tool's edges (absent: a colour of the painter's own) */
  legend?: string /** members of its records edited in a list under the tool bar (a river's name) */;
  fields?: readonly RecordField[];
}

/**
 * One brush of a map's hexsides, lines or places: the members a record it adds holds (besides its
 * cells) and the board's legend key such a record is drawn as. An `over` brush only changes a record
 * already there (a bridge over a river), adding its members or, clicked again, taking them away.
 */
export interface MapBrush {
  /** the brush's name (absent: the legend entry's name) */
  title?: Text;
  /** the members that make a record this brush's (compared when a record is drawn or clicked again) */
  record: Readonly<Record<string, unknown>>;
  /** further members a new record starts with (a road's name) */
  adds?: Readonly<Record<string, unknown>>;
  legend: string;
  over?: boolean;
}

/** hexside features: the records at `path` name their two cells by the members `a` and `b` */
export interface MapHexsides {
  path: string;
  a: string;
  b: string;
  brushes: readonly MapBrush[];
  /**
   * the member naming the feature a hexside belongs to (a river's name, on each of its hexsides): a new
   * hexside takes the name typed, and the painter lists the names, each renaming every hexside that has it
   */
  name?: string;
}

/** roads, railways: chains of adjacent cells, the list of labels at member `hexes` of each record (absent: the record is the list) */
export interface MapLines {
  path: string;
  hexes?: string;
  /** with `hexes`: a record may also be the bare list of cells (a road with no name, Tannenberg's); a name typed makes it a record, an emptied one a list again */
  bare?: boolean;
  brushes: readonly MapBrush[];
  /** members of its records edited in a list under the tool bar (a road's name) */
  fields?: readonly RecordField[];
}

/** towns and labels: records at `path` naming their cell by `hex` and their text by `name` */
export interface MapPlaces {
  path: string;
  hex: string;
  name: string;
  brushes: readonly MapBrush[];
}

/** a brush per value of `member`, each drawn by the legend entry `legend(value)` (by default the value's own) */
export const brushesBy = (member: string, values: readonly string[], legend = (v: string) => v): MapBrush[] =>
  values.map((v) => ({ record: { [member]: v }, legend: legend(v) }));

/** hexsides at `path` between the cells `a` and `b` of each record, of the `kinds` of its `kind` member, bridged by `bridge: true` */
export const riverHexsides = (path: string, kinds: readonly string[]): MapHexsides => ({
  path,
  a: 'a',
  b: 'b',
  brushes: [...brushesBy('kind', kinds), { record: { bridge: true }, legend: 'bridge', over: true }],
});

/** the brushes a record matches: every member of the brush's record is the record's (an `over` brush drawn alone) */
export const brushesOf = (brushes: readonly MapBrush[], rec: unknown): MapBrush[] => {
  if (!rec || typeof rec !== 'object') return [];
  const r = rec as Record<string, unknown>;
  const all = brushes.filter((b) => Object.entries(b.record).every(([k, v]) => r[k] === v));
  const over = all.filter((b) => b.over);
  return over.length ? over.slice(0, 1) : all;
};

/** the lists a mark is held in: its own, or with `groups` one per member of the object at its path (each region) */
export const markLists = (content: unknown, mark: MapMarks): string[] => {
  if (!mark.groups) return [mark.path];
  const at = valueAt(content, mark.path);
  return at && typeof at === 'object' && !Array.isArray(at) ? Object.keys(at).map((k) => `${mark.path}.${k}`) : [];
};

/** the members an entry of a mark's list holds (a flag's: set), as pairs, made once per look over a list */
export const markMembers = (mark: MapMarks): [string, unknown][] =>
  Object.entries(mark.flag ? { ...mark.record, [mark.flag]: true } : (mark.record ?? {}));
const holds = (members: readonly [string, unknown][], r: unknown): boolean =>
  !!r && typeof r === 'object' && members.every(([k, v]) => (r as Record<string, unknown>)[k] === v);

/** whether an entry of a mark's list marks `cell` (a label, or a record with the mark's members naming it) */
export const marksHere = (mark: MapMarks, r: unknown, cell: string, members = markMembers(mark)): boolean =>
  mark.hex ? holds(members, r) && (r as Record<string, unknown>)[mark.hex] === cell : r === cell;

/** the cells the list at `list` marks */
export const markedCells = (content: unknown, mark: MapMarks, list: string): Set<string> => {
  const members = markMembers(mark);
  return new Set(
    (Array.isArray(valueAt(content, list)) ? (valueAt(content, list) as unknown[]) : []).flatMap((r) =>
      !mark.hex ? [String(r)] : holds(members, r) ? [String((r as Record<string, unknown>)[mark.hex])] : [],
    ),
  );
};
