/**
 * What a click or a stroke of the map painter (PackMap.tsx) does to a pack, as plain data: each
 * function returns the one change to make (a dotted path and its new value) or null for none. The
 * painter sends it through the editor's `edit`, so undo and saving see every kind of change alike.
 */
import type { HexsideView, LineView, PlaceView } from '../../rules/core/board.js';
import {
  brushesOf,
  type MapBrush,
  type MapEdges,
  type MapHexsides,
  type MapLines,
  type MapMarks,
  markMembers,
  marksHere,
  type MapPlaces,
  type PackPart,
  valueAt,
} from '../../rules/core/pack-kit.js';

export type MapPart = Extract<PackPart, { kind: 'map' }>;
export interface Edit {
  path: string;
  value: unknown;
}
export type Rec = Record<string, unknown>;

/** the records of the list at `path` (none when there is no list) */
export const records = (content: unknown, path: string): Rec[] => {
  const l = valueAt(content, path);
  return Array.isArray(l) ? (l as Rec[]) : [];
};
const isBrush = (b: MapBrush, r: unknown): boolean =>
  !!r && typeof r === 'object' && Object.entries(b.record).every(([k, v]) => (r as Rec)[k] === v);
const fresh = (b: MapBrush, members: Rec): Rec => ({ ...members, ...b.record, ...b.adds });
/** whether record `r` (its cells in the members `k.a`, `k.b`) lies on the edge between `a` and `b`, either way round */
const onEdge = (k: { a: string; b: string }, r: Rec | undefined, a: string, b: string): boolean =>
  !!r && ((r[k.a] === a && r[k.b] === b) || (r[k.a] === b && r[k.b] === a));

/**
 * A cell given `terrain`: its record's terrain member (`index`: cell → place in the list), or in an
 * object of cells its entry, left out when it is the fallback terrain.
 */
export const terrainEdit = (
  content: unknown,
  part: MapPart,
  index: ReadonlyMap<string, number>,
  cell: string,
  terrain: string,
): Edit | null => {
  if (part.cells === 'record') {
    const rec = (valueAt(content, part.path) ?? {}) as Rec;
    const fallback = part.fallback ? valueAt(content, part.fallback) : undefined;
    if ((Object.hasOwn(rec, cell) ? rec[cell] : fallback) === terrain) return null;
    const next = { ...rec };
    if (terrain === fallback) delete next[cell];
    else next[cell] = terrain;
    return { path: part.path, value: next };
  }
  const i = index.get(cell);
  if (i === undefined || records(content, part.path)[i]?.[part.terrain] === terrain) return null;
  return { path: `${part.path}.${i}.${part.terrain}`, value: terrain };
};

/** the terrain of each cell in `content`: its record's, or in an object of cells its entry (unlisted: the fallback's) */
export const terrainReader = (
  content: unknown,
  part: MapPart,
  index: ReadonlyMap<string, number>,
): ((cell: string) => unknown) => {
  const at = valueAt(content, part.path);
  if (part.cells !== 'record') {
    const list = Array.isArray(at) ? (at as Rec[]) : [];
    return (cell) => {
      const i = index.get(cell);
      return i === undefined ? undefined : list[i]?.[part.terrain];
    };
  }
  const rec = (at ?? {}) as Rec;
  const fallback = part.fallback ? valueAt(content, part.fallback) : undefined;
  return (cell) => (Object.hasOwn(rec, cell) ? rec[cell] : fallback);
};

/**
 * The edge between `a` and `b` clicked with `brush`: a new record there; on a record of another kind,
 * the brush's members laid over it (a bridge over the river); on one of the brush's own, its members
 * taken away, and the record too once no brush that adds records would draw what is left.
 */
export const hexsideEdit = (
  content: unknown,
  hs: MapHexsides,
  brush: MapBrush,
  a: string,
  b: string,
  /** the name typed: a new hexside of a list with named features takes it (none: no name) */
  name = '',
): Edit | null => {
  const list = records(content, hs.path);
  const i = list.findIndex((r) => onEdge(hs, r, a, b));
  const named = hs.name && name.trim() ? { [hs.name]: name.trim() } : {};
  if (i < 0)
    return brush.over ? null : { path: hs.path, value: [...list, fresh(brush, { [hs.a]: a, [hs.b]: b, ...named })] };
  const r = list[i];
  if (!isBrush(brush, r)) return { path: `${hs.path}.${i}`, value: { ...r, ...brush.record } };
  const rest = Object.fromEntries(Object.entries(r).filter(([k]) => !Object.hasOwn(brush.record, k)));
  const kept = hs.brushes.some((x) => !x.over && Object.keys(x.record).length > 0 && isBrush(x, rest));
  return { path: hs.path, value: kept ? list.map((x, j) => (j === i ? rest : x)) : list.filter((_, j) => j !== i) };
};

/** a line's cells: its record's member `hexes`, or the record itself (a line of bare lists, or a bare one among records) */
export const chainOf = (ln: MapLines, r: unknown): string[] => {
  const c = ln.hexes && !Array.isArray(r) ? (r as Rec)?.[ln.hexes] : r;
  return Array.isArray(c) ? (c as string[]) : [];
};
const withChain = (ln: MapLines, r: unknown, chain: string[]): unknown =>
  ln.hexes && !Array.isArray(r) ? { ...(r as Rec), [ln.hexes]: chain } : chain;

/**
 * A link from cell `x` to the adjacent cell `y` drawn with `brush`: a link already there is taken
 * away (its chain split in two, a piece shorter than a link dropped); a chain of the brush ending at
 * `x` grows by `y`; otherwise a new chain of the two.
 */
export const linkEdit = (content: unknown, ln: MapLines, brush: MapBrush, x: string, y: string): Edit => {
  const list = records(content, ln.path) as unknown[];
  for (let i = 0; i < list.length; i++) {
    if (!isBrush(brush, list[i])) continue;
    const chain = chainOf(ln, list[i]);
    const j = chain.findIndex((c, k) => (c === x && chain[k + 1] === y) || (c === y && chain[k + 1] === x));
    if (j < 0) continue;
    const parts = [chain.slice(0, j + 1), chain.slice(j + 1)].filter((p) => p.length >= 2);
    return {
      path: ln.path,
      value: [...list.slice(0, i), ...parts.map((p) => withChain(ln, list[i], p)), ...list.slice(i + 1)],
    };
  }
  for (let i = 0; i < list.length; i++) {
    if (!isBrush(brush, list[i])) continue;
    const chain = chainOf(ln, list[i]);
    if (chain.includes(y)) continue;
    if (chain[chain.length - 1] === x) return { path: `${ln.path}.${i}`, value: withChain(ln, list[i], [...chain, y]) };
    if (chain[0] === x) return { path: `${ln.path}.${i}`, value: withChain(ln, list[i], [y, ...chain]) };
  }
  // a line whose records may be bare lists starts each as one (named later, under the tool bar)
  const made = ln.hexes && !ln.bare ? fresh(brush, { [ln.hexes]: [x, y] }) : [x, y];
  return { path: ln.path, value: [...list, made] };
};

/**
 * A cell clicked with a place brush and a name: a new place; a place there of another name or kind
 * takes the name and kind; the same place again is taken away. With no name, only taking away.
 */
export const placeEdit = (content: unknown, pl: MapPlaces, brush: MapBrush, hex: string, name: string): Edit | null => {
  const list = records(content, pl.path);
  const i = list.findIndex((r) => r[pl.hex] === hex);
  if (i < 0) return name ? { path: pl.path, value: [...list, fresh(brush, { [pl.hex]: hex, [pl.name]: name })] } : null;
  const r = list[i];
  if (name && (r[pl.name] !== name || !isBrush(brush, r)))
    return { path: `${pl.path}.${i}`, value: { ...r, [pl.name]: name, ...brush.record } };
  return { path: pl.path, value: list.filter((_, j) => j !== i) };
};

/** the lists a map part's hexsides, lines and places are held in, to tell an edited one from the loaded one */
export const featureLists = (content: unknown, part: MapPart): unknown[] => [
  part.hexsides ? valueAt(content, part.hexsides.path) : null,
  ...(part.lines ?? []).map((l) => valueAt(content, l.path)),
  part.places ? valueAt(content, part.places.path) : null,
];

/** The hexsides, lines and places of a pack as the board draws them, each by the legend of its brush. */
export const featuresOf = (
  content: unknown,
  part: MapPart,
): { hexsides: HexsideView[]; lines: LineView[]; places: PlaceView[] } => {
  const hs = part.hexsides;
  const pl = part.places;
  return {
    hexsides: hs
      ? records(content, hs.path).flatMap((r) =>
          brushesOf(hs.brushes, r).map((b) => ({
            cells: [String(r[hs.a]), String(r[hs.b])] as [string, string],
            kind: b.legend,
          })),
        )
      : [],
    lines: (part.lines ?? []).flatMap((ln) =>
      (records(content, ln.path) as unknown[]).flatMap((r) => {
        const b = brushesOf(ln.brushes, r)[0];
        return b ? [{ kind: b.legend, cells: chainOf(ln, r) }] : [];
      }),
    ),
    places: pl
      ? records(content, pl.path).map((r) => ({
          cell: String(r[pl.hex]),
          name: String(r[pl.name]),
          kind: brushesOf(pl.brushes, r)[0]?.legend ?? 'town',
        }))
      : [],
  };
};

/**
 * `cell` marked (`on`) or not in the list at `list`: a label (or a record with the mark's members)
 * added at the end, or every entry of it taken away; null when it already is as asked.
 */
export const markEdit = (
  content: unknown,
  mark: MapMarks,
  list: string,
  cell: string,
  on: boolean,
  /** the cell's neighbours on the map, for a mark that lists them (`around`) */
  neighbours: readonly string[] = [],
): Edit | null => {
  const members = markMembers(mark);
  const now = records(content, list) as unknown[];
  const has = now.some((r) => marksHere(mark, r, cell, members));
  if (has === on) return null;
  if (mark.flag && mark.hex) {
    // the member set on (or taken off) the cell's own record
    const i = (now as Rec[]).findIndex((r) => r?.[mark.hex!] === cell);
    if (i < 0) return null;
    const { [mark.flag]: _, ...rest } = now[i] as Rec;
    return { path: `${list}.${i}`, value: on ? { ...rest, [mark.flag]: true } : rest };
  }
  const made = mark.hex
    ? {
        ...mark.adds,
        ...mark.record,
        [mark.hex]: cell,
        ...(mark.named ? { [mark.named]: cell } : {}),
        ...(mark.around ? { [mark.around]: [...neighbours] } : {}),
      }
    : cell;
  return { path: list, value: on ? [...now, made] : now.filter((r) => !marksHere(mark, r, cell, members)) };
};

/**
 * the brushes of an edge tool: its own; with `chain` one per record of its list (each river by its
 * name), then with `fresh` the new record's; with `sides` none (the cell clicked tells the record)
 */
export const edgeBrushes = (content: unknown, e: MapEdges): MapBrush[] => {
  const c = e.chain;
  if (!c) return [...e.brushes];
  const named = records(content, e.path).map((r) => ({
    title: { pl: String(r[c.name]), en: String(r[c.name]) },
    record: { [c.name]: r[c.name] },
    legend: e.legend ?? '',
  }));
  return c.fresh ? [...named, { title: c.fresh, record: {}, legend: e.legend ?? '' }] : named;
};

/** the record of a `sides` list that is `a`'s (the cell clicked), else `b`'s, with the neighbour across */
const sideOf = (list: Rec[], s: NonNullable<MapEdges['sides']>, a: string, b: string) => {
  for (const [cell, across] of [
    [a, b],
    [b, a],
  ]) {
    const i = list.findIndex((r) => r[s.hex] === cell);
    if (i >= 0) return { i, across };
  }
  return null;
};

/**
 * The edge between `a` and `b` clicked with an edge tool's brush (`at`: its place in edgeBrushes),
 * `name` the name typed: its record there taken away (of a named list, renamed when the name typed is
 * another), or a new one added (at the end of the chosen chain; with the `fresh` brush and a name no
 * chain has, a new chain). A `sides` list: the neighbour across added to or taken from the side list of
 * the record of the cell clicked (or of the cell across). Null for no change.
 */
export const edgeEdit = (content: unknown, e: MapEdges, at: number, a: string, b: string, name = ''): Edit | null => {
  const list = records(content, e.path);
  if (e.sides) {
    const s = e.sides;
    const hit = sideOf(list, s, a, b);
    if (!hit) return null;
    const path = `${e.path}.${hit.i}.${s.list}`;
    const now = (valueAt(content, path) ?? []) as string[];
    return {
      path,
      value: now.includes(hit.across) ? now.filter((n) => n !== hit.across) : [...now, hit.across],
    };
  }
  if (e.chain) {
    const c = e.chain;
    const r = list[at];
    if (!r) {
      const n = name.trim();
      if (at !== list.length || !c.fresh || !n || list.some((x) => x[c.name] === n)) return null;
      return { path: e.path, value: [...list, { [c.name]: n, [c.list]: [{ [e.a]: a, [e.b]: b }] }] };
    }
    const path = `${e.path}.${at}.${c.list}`;
    const edges = records(content, path);
    const j = edges.findIndex((x) => onEdge(e, x, a, b));
    if (j >= 0 && edges.length === 1 && c.fresh) return { path: e.path, value: list.filter((_, k) => k !== at) };
    return { path, value: j >= 0 ? edges.filter((_, k) => k !== j) : [...edges, { [e.a]: a, [e.b]: b }] };
  }
  const brush = e.brushes[at];
  if (!brush) return null;
  const n = e.name ? name.trim() : '';
  const i = list.findIndex((r) => onEdge(e, r, a, b) && isBrush(brush, r));
  if (i >= 0 && n && list[i][e.name!] !== n) return { path: `${e.path}.${i}`, value: { ...list[i], [e.name!]: n } };
  if (i >= 0) return { path: e.path, value: list.filter((_, k) => k !== i) };
  const id = e.id ? { [e.id]: [...Object.values(brush.record), a, b].join('-').toLowerCase() } : {};
  return {
    path: e.path,
    value: [...list, { ...fresh(brush, { ...id, [e.a]: a, [e.b]: b }), ...(e.name ? { [e.name]: n } : {}) }],
  };
};

/** the edges an edge tool shows: every record of its list, with `chain` the chosen record's list, with `sides` every record's sides */
export const edgesOf = (content: unknown, e: MapEdges, at: number): [string, string][] => {
  const s = e.sides;
  if (s)
    return records(content, e.path).flatMap((r) =>
      (Array.isArray(r[s.list]) ? (r[s.list] as string[]) : []).map((n): [string, string] => [String(r[s.hex]), n]),
    );
  return (e.chain ? records(content, `${e.path}.${at}.${e.chain.list}`) : records(content, e.path)).map((r) => [
    String(r[e.a]),
    String(r[e.b]),
  ]);
};

/** the named records of an edge tool with `name` (bridges), for the list under the tool bar: the brush's title, the cells, the name */
export const namedEdges = (content: unknown, e: MapEdges): { brush: number; a: string; b: string; name: string }[] =>
  e.name
    ? records(content, e.path).flatMap((r) => {
        const brush = e.brushes.findIndex((x) => isBrush(x, r));
        return brush < 0 ? [] : [{ brush, a: String(r[e.a]), b: String(r[e.b]), name: String(r[e.name!] ?? '') }];
      })
    : [];
