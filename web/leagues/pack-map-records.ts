/**
 * The records a map painter's tool adds that carry members of their own (a fort's name, garrison and
 * Königsberg flag; a road's or a river's name): the rows of the list under the tool bar
 * (PainterRecords.tsx), each at its place in the pack and told by the cells it lies on; and the names
 * of a map's hexside features (its rivers), each renaming every hexside of that name.
 */
import { brushesOf, type MapHexsides, type RecordField } from '../../rules/core/pack-kit.js';
import { valueAt } from '../../rules/core/pack-kit.js';
import { chainOf, type Edit, type MapPart, records } from './pack-map-edits.js';
import { edgesAt, type Tool } from './pack-map-tools.js';

export interface RecordRow {
  /** the record's place in the pack ('map.forts.3'): a field's member is edited at `${path}.${member}` */
  path: string;
  /** the cells that tell it: a fort's hex, a road's two ends, a river's first hexside */
  head: string;
}
const ends = (cells: unknown): string =>
  Array.isArray(cells) && cells.length ? `${cells[0]}–${cells[cells.length - 1]}` : '';

/**
 * The fields the chosen tool edits and its records, a row each: a mark's records in its chosen list (the
 * forts of the side chosen), a line's of the chosen brush, an edge list's every record (each river);
 * null when the tool declares no fields. `at`: the tool's brush; `markList`: the chosen mark's list.
 */
export const recordsOf = (
  content: unknown,
  part: MapPart,
  tool: Tool,
  at: number,
  markList?: string,
): { fields: readonly RecordField[]; rows: RecordRow[]; bare?: string } | null => {
  if (tool.startsWith('mark')) {
    const m = part.marks?.[Number(tool.slice(4))];
    const hex = m?.hex;
    if (!m?.fields || !hex || !markList) return null;
    const own = Object.entries(m.record ?? {});
    const rows = records(content, markList).flatMap((r, i) =>
      own.every(([k, v]) => r[k] === v) ? [{ path: `${markList}.${i}`, head: String(r[hex]) }] : [],
    );
    return { fields: m.fields, rows };
  }
  if (tool.startsWith('line')) {
    const ln = part.lines?.[Number(tool.slice(4))];
    const brush = ln?.brushes[at];
    if (!ln?.fields || !brush) return null;
    const rows = records(content, ln.path).flatMap((r, i) =>
      brushesOf(ln.brushes, r)[0] === brush ? [{ path: `${ln.path}.${i}`, head: ends(chainOf(ln, r)) }] : [],
    );
    return { fields: ln.fields, rows, ...(ln.bare && ln.hexes ? { bare: ln.hexes } : {}) };
  }
  const e = edgesAt(part, tool);
  if (!e?.fields) return null;
  const rows = records(content, e.path).map((r, i) => {
    const first = e.chain ? records(r, e.chain.list)[0] : r;
    return { path: `${e.path}.${i}`, head: first ? `${first[e.a]}–${first[e.b]}` : '' };
  });
  return { fields: e.fields, rows };
};

/** the names the hexsides of a list with named features carry (a map's rivers), each with how many hexsides have it */
export const hexsideNames = (content: unknown, hs: MapHexsides): { name: string; count: number }[] => {
  if (!hs.name) return [];
  const counts = new Map<string, number>();
  for (const r of records(content, hs.path)) {
    const n = r[hs.name];
    if (typeof n === 'string' && n) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => ({ name, count }));
};

/** every hexside named `from` renamed `to` (an empty name: the member left out); null for no change */
export const renameEdit = (content: unknown, hs: MapHexsides, from: string, to: string): Edit | null => {
  const member = hs.name;
  const next = to.trim();
  if (!member || next === from) return null;
  const list = records(content, hs.path);
  if (!list.some((r) => r[member] === from)) return null;
  return {
    path: hs.path,
    value: list.map((r) => {
      if (r[member] !== from) return r;
      const { [member]: _, ...rest } = r;
      return next ? { ...rest, [member]: next } : rest;
    }),
  };
};

/**
 * A member of the record at `row` set (undefined: left out). With `bare` (the member holding the cells of
 * a line whose records may be bare lists: Tannenberg's roads), a bare list given a member becomes a
 * record, and a record left with its cells only becomes the bare list again (as our pack writes it).
 */
export const fieldEdit = (
  content: unknown,
  row: string,
  member: string,
  value: unknown,
  bare?: string,
): Edit | null => {
  const r = valueAt(content, row);
  if (bare && Array.isArray(r))
    return value === undefined || value === '' ? null : { path: row, value: { [member]: value, [bare]: r } };
  if (bare && r && typeof r === 'object' && (value === undefined || value === '')) {
    const { [member]: _, ...rest } = r as Record<string, unknown>;
    return { path: row, value: Object.keys(rest).length === 1 && Array.isArray(rest[bare]) ? rest[bare] : rest };
  }
  return { path: `${row}.${member}`, value };
};
