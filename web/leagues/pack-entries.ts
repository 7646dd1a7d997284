/**
 * A scenario's entries as its game declares them (a part of kind 'entries', rules/core/pack-kit.ts):
 * reinforcements and arrivals a row each, added with the declaration's `fresh` members and removed; a
 * scenario's optional record (a special rule) put in or taken out whole; a member holding a list of
 * names (a reinforcement's pieces) given one more or one fewer. Pure: each answers the pack's next
 * content, the pack check judges it.
 */
import { expandPath, type PackPart, valueAt, withValueAt } from '../../rules/core/pack-kit.js';

export type EntriesPart = Extract<PackPart, { kind: 'entries' }>;

/** the lists (or, with `one`, the records) a part names, each with its rows ('scenarios.2.reinforcements' and its entries) */
export const entryGroups = (
  content: unknown,
  part: EntriesPart,
): { at: string; rows: { path: string; row: unknown }[] }[] =>
  expandPath(content, part.path).flatMap((at) => {
    const v = valueAt(content, at);
    if (part.one) return [{ at, rows: v === undefined ? [] : [{ path: at, row: v }] }];
    return Array.isArray(v) ? [{ at, rows: v.map((row, i) => ({ path: `${at}.${i}`, row })) }] : [];
  });

/** a new entry at the end of the list `at` (or, with `one`, the record at `at` put in), holding the declaration's `fresh` members */
export const addEntry = (content: unknown, part: EntriesPart, at: string): unknown => {
  const fresh = structuredClone(part.fresh ?? {});
  if (part.one) return valueAt(content, at) === undefined ? withValueAt(content, at, fresh) : content;
  const list = valueAt(content, at);
  return Array.isArray(list) ? withValueAt(content, at, [...list, fresh]) : content;
};

/** the entry at `path` taken away (with `one`: the optional record left out; an 'always' one stays) */
export const removeEntry = (content: unknown, part: EntriesPart, path: string): unknown => {
  if (part.one) {
    if (part.one === 'always' || valueAt(content, path) === undefined) return content;
    const k = path.lastIndexOf('.');
    const holder = valueAt(content, path.slice(0, k));
    if (!holder || typeof holder !== 'object') return content;
    const { [path.slice(k + 1)]: _, ...rest } = holder as Record<string, unknown>;
    return withValueAt(content, path.slice(0, k), rest);
  }
  const k = path.lastIndexOf('.');
  const list = valueAt(content, path.slice(0, k));
  const i = Number(path.slice(k + 1));
  return Array.isArray(list)
    ? withValueAt(
        content,
        path.slice(0, k),
        list.filter((_, j) => j !== i),
      )
    : content;
};

/** the names a `many` member holds (a reinforcement's pieces) */
export const namesAt = (content: unknown, path: string): string[] => {
  const v = valueAt(content, path);
  return Array.isArray(v) ? v.map(String) : [];
};

/** `name` added to the list at `path` (a member that is not a list yet becomes one); a name held already is not added twice */
export const withName = (content: unknown, path: string, name: string): unknown => {
  const names = namesAt(content, path);
  return !name || names.includes(name) ? content : withValueAt(content, path, [...names, name]);
};

/** the `i`th name of the list at `path` taken away */
export const withoutName = (content: unknown, path: string, i: number): unknown =>
  withValueAt(
    content,
    path,
    namesAt(content, path).filter((_, j) => j !== i),
  );
