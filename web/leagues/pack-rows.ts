/**
 * A list's records by id, as its game declares them (`refs` and `ids` of a list part, rules/core/pack-kit.ts):
 * the choices of a member naming another list's record, an id renamed wherever the pack names it (a clash
 * refused), a record set up in a scenario, and a record removed with its set-up entries (refused while
 * named elsewhere, naming where). Pure: each answers the pack's next content, the pack check judges it.
 */
import {
  type ListRef,
  type ListPart,
  type RecordIds,
  valueAt,
  withoutRow,
  withValueAt,
} from '../../rules/core/pack-kit.js';

type Rec = Record<string, unknown>;

/** the row's key at its part's first `*` ('exercise-1920' for 'forces.exercise-1920.units.3' of 'forces.*.units'), or '' */
export const ownKey = (part: { path: string }, row: string): string => {
  const at = part.path.split('.').indexOf('*');
  return at < 0 ? '' : (row.split('.')[at] ?? '');
};

/** the path up to a path's first `*` or `$`: every record it names is under it */
export const rootOf = (path: string): string => {
  const at = path.search(/[*$]/);
  return at < 0 ? path : path.slice(0, Math.max(0, at - 1));
};

/** the values at `path` (each `*` every item or key), as [place, value]; with `scope`, the first `*`'s records naming another key skipped */
const placesAt = (root: unknown, path: string, key: string, scope?: string, first = true): [string, unknown][] => {
  const p = path.replaceAll('$', key);
  const star = p.indexOf('*');
  if (star < 0) {
    const v = valueAt(root, p);
    return v === undefined ? [] : [[p, v]];
  }
  const head = p.slice(0, Math.max(0, star - 1));
  const tail = p.slice(star + 1);
  const at = valueAt(root, head);
  const keys = Array.isArray(at) ? at.map((_, i) => String(i)) : at && typeof at === 'object' ? Object.keys(at) : [];
  return keys.flatMap((k) => {
    const here = `${head ? `${head}.` : ''}${k}`;
    const rec = valueAt(root, here);
    if (first && scope && rec && typeof rec === 'object' && scope in rec && (rec as Rec)[scope] !== key) return [];
    return placesAt(root, `${here}${tail}`, key, undefined, false);
  });
};

/** what a part names records by: its path and its members' refs (a list's, or an entries part's, a member's of several lists) */
export interface RefsOf {
  path: string;
  refs?: Readonly<Record<string, ListRef | readonly ListRef[]>>;
  /** `$` in a ref's path: this member of the record at the part's first `*`, not its key */
  scope?: string;
}

/** what `$` stands for in a ref's path, for the record at `row`: its key at the first `*`, or that record's `scope` member */
const refKey = (content: unknown, part: RefsOf, row: string): string => {
  const key = ownKey(part, row);
  if (!part.scope || !key) return key;
  const at = part.path.split('.').indexOf('*');
  return String(valueAt(content, [...row.split('.').slice(0, at + 1), part.scope].join('.')) ?? '');
};

/** the values a member naming another list's record may take, for the record at `row` (none declared: undefined) */
export const refChoices = (content: unknown, part: RefsOf, row: string, member: string): string[] | undefined => {
  const declared = part.refs?.[member];
  if (!declared) return undefined;
  const refs: readonly ListRef[] = Array.isArray(declared) ? declared : [declared as ListRef];
  const key = refKey(content, part, row);
  const values = refs.flatMap((ref) => {
    const list = valueAt(content, ref.path.replaceAll('$', key));
    const id = ref.id;
    if (id === undefined) return list && typeof list === 'object' && !Array.isArray(list) ? Object.keys(list) : [];
    const where = Object.entries(ref.where ?? {});
    return (Array.isArray(list) ? list : []).flatMap((r) =>
      r && typeof r === 'object' && where.every(([k, v]) => (r as Rec)[k] === v) && typeof (r as Rec)[id] === 'string'
        ? [String((r as Rec)[id])]
        : [],
    );
  });
  return [...(refs.some((r) => r.none) ? [''] : []), ...new Set(values)];
};

/** the places naming `id` (of the record at `row`) */
export const namedAt = (content: unknown, part: ListPart, row: string, id: string): string[] => {
  const ids = part.ids;
  if (!ids) return [];
  const key = ownKey(part, row);
  return ids.named.flatMap((n) => placesAt(content, n, key, ids.scope).flatMap(([p, v]) => (v === id ? [p] : [])));
};

/** a set-up list named for a person: the id of the scenario it is in, and what follows ('alder-wood-1831 · revisions.0.setup') */
export const listName = (content: unknown, list: string): string => {
  const parts = list.split('.');
  const at = parts.findIndex((_, i) => i > 0 && /^\d+$/.test(parts[i]!));
  const id = at > 0 ? valueAt(content, `${parts.slice(0, at + 1).join('.')}.id`) : undefined;
  const rest = parts.slice(at + 1).join('.');
  return typeof id !== 'string' ? list : rest ? `${id} · ${rest}` : id;
};

export type RowEdit =
  | { ok: true; content: unknown }
  | { ok: false; code: 'id-empty' | 'id-taken' | 'named'; at: string[] };

/** the records of the lists whose ids are kept unique with the row's, with their places */
const holders = (content: unknown, ids: RecordIds, key: string): [string, Rec][] =>
  ids.unique.flatMap((u) => {
    const path = u.replaceAll('$', key);
    const list = valueAt(content, path);
    return (Array.isArray(list) ? list : []).map((r, i) => [`${path}.${i}`, r as Rec] as [string, Rec]);
  });

/**
 * The record at `row` given the id `to`, every place naming its old id renamed with it; refused when
 * empty or when a record of a list kept unique with it holds `to` already (`at` names that record).
 */
export const renameRow = (content: unknown, part: ListPart, row: string, to: string): RowEdit => {
  const ids = part.ids;
  const next = to.trim();
  if (!ids) return { ok: true, content: withValueAt(content, `${row}.${part.label}`, next) };
  const from = String(valueAt(content, `${row}.${ids.member}`) ?? '');
  if (!next) return { ok: false, code: 'id-empty', at: [`${row}.${ids.member}`] };
  if (next === from) return { ok: true, content };
  const clash = holders(content, ids, ownKey(part, row)).find(([p, r]) => p !== row && r?.[ids.member] === next);
  if (clash) return { ok: false, code: 'id-taken', at: [clash[0]] };
  const renamed = namedAt(content, part, row, from).reduce((c, p) => withValueAt(c, p, next), content);
  return { ok: true, content: withValueAt(renamed, `${row}.${ids.member}`, next) };
};

/** the set-up lists the record at `row` may be placed in (each scenario's, in its scope, and its later readings') */
export const setupLists = (content: unknown, part: ListPart, row: string): string[] => {
  const s = part.ids?.setup;
  if (!s) return [];
  const key = ownKey(part, row);
  return s.lists.flatMap((l) =>
    placesAt(content, l, key, part.ids?.scope).flatMap(([p, v]) => (Array.isArray(v) ? [p] : [])),
  );
};

/** where the record at `row` is set up: each entry's list, index and cell */
export const placementsOf = (
  content: unknown,
  part: ListPart,
  row: string,
): { list: string; i: number; hex: string }[] => {
  const s = part.ids?.setup;
  if (!s) return [];
  const id = valueAt(content, `${row}.${part.ids!.member}`);
  return setupLists(content, part, row).flatMap((list) =>
    (valueAt(content, list) as Rec[]).flatMap((e, i) =>
      e?.[s.piece] === id ? [{ list, i, hex: String(e[s.hex]) }] : [],
    ),
  );
};

/** the record at `row` set up in the list `list` at the cell `hex` (the entry's other members: the declaration's `adds`) */
export const placeRow = (content: unknown, part: ListPart, row: string, list: string, hex: string): unknown => {
  const s = part.ids?.setup;
  const entries = valueAt(content, list);
  if (!s || !Array.isArray(entries)) return content;
  const id = valueAt(content, `${row}.${part.ids!.member}`);
  return withValueAt(content, list, [...entries, { [s.piece]: id, [s.hex]: hex.trim(), ...(s.adds ?? {}) }]);
};

/** the set-up entry `i` of `list` taken away */
export const unplace = (content: unknown, list: string, i: number): unknown => withoutRow(content, `${list}.${i}`);

/**
 * The record at `row` removed, with its set-up entries; refused while another place names it (a
 * reinforcement, a unit's formation: `at` lists them), so no removal leaves a dangling name behind.
 */
export const removeRow = (content: unknown, part: ListPart, row: string): RowEdit => {
  const k = row.lastIndexOf('.');
  const list = row.slice(0, k);
  const items = valueAt(content, list);
  if (!Array.isArray(items)) return { ok: true, content };
  const without = withValueAt(
    content,
    list,
    items.filter((_, j) => String(j) !== row.slice(k + 1)),
  );
  const ids = part.ids;
  if (!ids) return { ok: true, content: without };
  const id = String(valueAt(content, `${row}.${ids.member}`) ?? '');
  const s = ids.setup;
  const entry = s ? new RegExp(`\\.\\d+\\.${s.piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : null;
  const setupOf = new Set(setupLists(content, part, row));
  const named = namedAt(content, part, row, id);
  const elsewhere = named.filter((p) => !(entry?.test(p) && setupOf.has(p.replace(entry, ''))));
  if (elsewhere.length) return { ok: false, code: 'named', at: elsewhere };
  // the set-up entries go with it (each list filtered once)
  const cleared = [...setupOf].reduce((c, l) => {
    const es = valueAt(c, l) as Rec[];
    return es.some((e) => e?.[s!.piece] === id)
      ? withValueAt(
          c,
          l,
          es.filter((e) => e?.[s!.piece] !== id),
        )
      : c;
  }, without);
  return { ok: true, content: cleared };
};
