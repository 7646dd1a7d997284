/**
 * Addressing a pack's JSON by dotted path ('tables.melee.rows', 'armies.0.units'): reading, writing
 * without mutating, expanding a part's `*`, and a zod problem's path in the same form. The editor and
 * the pack kits' faces and marks read a pack through these.
 */

/** the concrete paths a part's `path` names: each `*` stands for every index of the list there (or key of the object: Wojna's forces per scenario) */
export const expandPath = (root: unknown, path: string): string[] => {
  const star = path.indexOf('*');
  if (star < 0) return [path];
  const head = path.slice(0, Math.max(0, star - 1));
  const tail = path.slice(star + 1);
  const list = valueAt(root, head);
  const keys = Array.isArray(list)
    ? list.map((_, i) => String(i))
    : list !== null && typeof list === 'object'
      ? Object.keys(list)
      : [];
  return keys.flatMap((k) => expandPath(root, `${head ? `${head}.` : ''}${k}${tail}`));
};

/** a problem's path as the pack writes it ('armies[0].units[3].full') in the editor's dotted form ('armies.0.units.3.full') */
export const dottedPath = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/** the value at a dotted path ('tables.melee.rows', or '3' for an array's item), or undefined */
export const valueAt = (root: unknown, path: string): unknown =>
  path === ''
    ? root
    : path
        .split('.')
        .reduce<unknown>(
          (v, k) =>
            v !== null && typeof v === 'object' && Object.hasOwn(v, k) ? (v as Record<string, unknown>)[k] : undefined,
          root,
        );

/**
 * `root` with `value` at a dotted path, copying only the objects and arrays on the way (the rest is shared);
 * the index just past a list's end adds an item (a unit's third level typed in)
 */
export const withValueAt = <T>(root: T, path: string, value: unknown): T => {
  const [head, ...rest] = path.split('.');
  const here = root as unknown as Record<string, unknown> | unknown[];
  const next = rest.length ? withValueAt((here as Record<string, unknown>)[head], rest.join('.'), value) : value;
  if (Array.isArray(here))
    return (head === String(here.length)
      ? [...here, next]
      : here.map((v, i) => (String(i) === head ? next : v))) as unknown as T;
  return { ...here, [head]: next } as T;
};

/** the list a record's place is in, and its index there ('forces.x.aviation.2' → ['forces.x.aviation', 2]) */
const placeOf = (row: string): [string, number] => {
  const k = row.lastIndexOf('.');
  return [row.slice(0, k), Number(row.slice(k + 1))];
};

/**
 * `root` with a copy of the record at `row` put just after it, its member `id` given a value held
 * nowhere else in the pack ('pl-esk-1' → 'pl-esk-1-2'): ids are often unique across several lists
 * (a Wojna counter mix's units, HQs, squadrons and transports share one)
 */
export const withRowCopied = <T>(root: T, row: string, id: string): T => {
  const [list, i] = placeOf(row);
  const items = valueAt(root, list);
  if (!Array.isArray(items) || !items[i] || typeof items[i] !== 'object') return root;
  const record = items[i] as Record<string, unknown>;
  const held = JSON.stringify(root);
  let n = 2;
  while (held.includes(JSON.stringify(`${String(record[id])}-${n}`))) n++;
  const copy = { ...record, [id]: `${String(record[id])}-${n}` };
  return withValueAt(root, list, [...items.slice(0, i + 1), copy, ...items.slice(i + 1)]);
};

/** `root` without the record at `row` (what named it elsewhere is left for the pack check to name) */
export const withoutRow = <T>(root: T, row: string): T => {
  const [list, i] = placeOf(row);
  const items = valueAt(root, list);
  return Array.isArray(items)
    ? withValueAt(
        root,
        list,
        items.filter((_, j) => j !== i),
      )
    : root;
};
