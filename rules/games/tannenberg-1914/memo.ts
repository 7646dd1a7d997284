import type { Reach } from '../../core/path.js';

/**
 * Memos of the views' searches (move and rail reaches), kept per map for the last few positions. A
 * position is named by printing the sets a search reads (hex labels hold no comma, so equal prints are
 * equal sets; not sorted, as sorting costs more than the rare miss of one set built in another order);
 * successive views of one movement phase mostly share them. Pure: a memo only ever returns what it
 * would compute.
 */
export const printSet = (x: ReadonlySet<string> | undefined): string => (x ? [...x].join(',') : '-');

/** the chosen path of a search to `cell`, built once for all the pieces and views that share the search */
export const pathOf = (r: Reach, cell: string): string[] => pathsOf(r)(cell);
/** pathOf for many cells of one search */
export const pathsOf = (r: Reach): ((cell: string) => string[]) => {
  let known = PATHS.get(r);
  if (!known) PATHS.set(r, (known = new Map()));
  const k = known;
  return (cell) => {
    let path = k.get(cell);
    if (!path) k.set(cell, (path = r.pathTo(cell)!));
    return path;
  };
};
const PATHS = new WeakMap<Reach, Map<string, string[]>>();

const KEPT = 12;
/** the memo of `key` under `owner`, made when absent; the least recently used beyond KEPT is dropped */
export const recentMemo = <T>(store: WeakMap<object, Map<string, T>>, owner: object, key: string, make: () => T): T => {
  let all = store.get(owner);
  if (!all) store.set(owner, (all = new Map()));
  let x = all.get(key);
  if (x !== undefined) all.delete(key);
  else x = make();
  all.set(key, x); // the most recent last
  if (all.size > KEPT) all.delete(all.keys().next().value!);
  return x;
};
