/**
 * Memos of the views' searches (move and rail reaches), kept per map for the last few positions. A
 * position is named by printing the sets a search reads (sorted, so equal sets print equal); successive
 * views of one movement phase mostly share them. Pure: a memo only ever returns what it would compute.
 */
export const printSet = (x: ReadonlySet<string> | undefined): string => (x ? [...x].sort().join(',') : '-');

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
