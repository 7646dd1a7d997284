import type { GameView, OptionsView, OrderChoice, TargetOption } from './contract.js';

/**
 * Options as they travel over HTTP. A movement phase offers hundreds of targets whose orders differ
 * only in the path (OWC's first Allied movement: 443 targets, 54 KB as plain JSON), so a choice's
 * targets travel as columns: the cells, the costs, each path as "the path of target j plus my cell",
 * the fields every order shares once, and the key of the order that repeats the path. Lossless:
 * `unpackOptions(packOptions(o))` deep-equals `o` whatever fields a target carries.
 */
export interface PackedTargets {
  cells: string[];
  /** each target's cost, null where it has none */
  cost?: (number | null)[];
  /** each target's path: j ≥ 0 → target j's path plus this cell; -1 → just this cell; a list → itself; null → none */
  via?: (number | string[] | null)[];
  /** the fields every target's order has, with the same value */
  base: Record<string, unknown>;
  /** the order field that holds the target's path, where every order has one */
  pathKey?: string;
  /** each order's other fields, when some order has any (and they are not in `cols`) */
  rest?: Record<string, unknown>[];
  /**
   * v2: those of the other fields that no order holds as null, by column: target i's value at [i],
   * null where its order has none (saves each field's name on every target)
   */
  cols?: Record<string, unknown[]>;
  /** each target's other fields (label, …), when some target has any and they are not `moreOnce`'s */
  more?: (Record<string, unknown> | null)[];
  /**
   * v2: the targets' other fields each once, where some repeat (a forced march's long label on every
   * target of the same cost): target i has `moreOnce[moreAt[i]]`, none where it is -1
   */
  moreOnce?: Record<string, unknown>[];
  moreAt?: number[];
  /**
   * v2: order fields held as a growth of another target's (a move's steps: those of the target its
   * path runs through, then a step or two more). For such a field, a `rest` value whose first element
   * is `{ [FROM]: j }` is target j's value followed by the elements after that mark. An answer packed
   * for a client that does not know this fails the order's schema instead of sending a shorter order.
   */
  grown?: string[];
}
export type PackedChoice = Omit<OrderChoice, 'targets'> & { targets?: TargetOption[]; packed?: PackedTargets };
export type PackedOptions = Omit<OptionsView, 'choices'> & { choices: PackedChoice[] };
export type PackedView = Omit<GameView, 'options'> & { options: PackedOptions };

const json = (v: unknown): string => JSON.stringify(v) ?? 'undefined';
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** paths of plain cells (strings): compared cell by cell; any other path is compared by its JSON */
const plainPath = (p: readonly unknown[]): boolean => {
  for (const x of p) if (typeof x !== 'string') return false;
  return true;
};
const samePath = (a: readonly string[], b: readonly string[], len: number): boolean => {
  if (a.length !== len) return false;
  for (let i = 0; i < len; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * For each target, the first target whose path is its own path without its last cell (which must be
 * its cell), or undefined. Paths of plain cells are found through the previous cell with no JSON
 * made at all (a movement view packs hundreds of paths on every answer: npm run bench -- api); others
 * by the path's JSON, as before.
 */
const prefixTargets = (targets: TargetOption[]): (number | undefined)[] => {
  const byLast = new Map<string, number[]>();
  const byJson = new Map<string, number>();
  const plain = targets.map((t) => !t.path || plainPath(t.path));
  targets.forEach((t, i) => {
    const p = t.path;
    if (!p) return;
    if (!plain[i]) {
      const k = json(p);
      if (!byJson.has(k)) byJson.set(k, i);
      return;
    }
    // an empty path is no target's prefix (a prefix has a cell at least)
    if (!p.length) return;
    const last = p[p.length - 1];
    const list = byLast.get(last);
    if (list) list.push(i);
    else byLast.set(last, [i]);
  });
  return targets.map((t, i) => {
    const p = t.path;
    if (!p || p.length < 2 || p[p.length - 1] !== t.cell) return undefined;
    if (!plain[i]) return byJson.get(json(p.slice(0, -1)));
    // a plain prefix equals a target's path only if that path is plain too (a JSON of strings only)
    return byLast.get(p[p.length - 2])?.find((j) => samePath(targets[j].path!, p, p.length - 1));
  });
};

/** the fields of `o` other than those named, in its order; null when there are none */
const otherFields = (o: Record<string, unknown>, skip: (k: string) => boolean): Record<string, unknown> | null => {
  let out: Record<string, unknown> | null = null;
  for (const k of Object.keys(o)) if (!skip(k)) (out ??= {})[k] = o[k];
  return out;
};
const TARGET_FIELDS = new Set(['cell', 'cost', 'path', 'order']);

/** the mark that opens a grown field's value: `{ "$from": j }`, target j's value goes before the rest */
export const FROM = '$from';
const fromMark = (v: unknown): number | undefined => {
  const head = Array.isArray(v) ? v[0] : undefined;
  return isRecord(head) && typeof head[FROM] === 'number' ? head[FROM] : undefined;
};
const hasFromMark = (v: unknown): boolean => {
  const head = Array.isArray(v) ? v[0] : undefined;
  return isRecord(head) && FROM in head;
};

/** equal as JSON, without making any for plain values: undefined object fields are left out, as JSON does */
const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return typeof a !== 'number' || Number.isFinite(a);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.prototype) return json(a) === json(b);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  // fields in the same order, none undefined (the common case): compared in place, no JSON made
  const kx = Object.keys(x);
  const ky = Object.keys(y);
  if (kx.length !== ky.length) return json(a) === json(b);
  for (let i = 0; i < kx.length; i++) {
    const k = kx[i];
    if (k !== ky[i] || x[k] === undefined || y[k] === undefined) return json(a) === json(b);
    if (!sameJson(x[k], y[k])) return false;
  }
  return true;
};

/** `theirs` is a shorter list that `mine` begins with (as JSON) */
const beginsWith = (mine: unknown, theirs: unknown): theirs is unknown[] => {
  if (!Array.isArray(mine) || !Array.isArray(theirs) || theirs.length >= mine.length) return false;
  for (let e = 0; e < theirs.length; e++) if (!sameJson(mine[e], theirs[e])) return false;
  return true;
};

/**
 * For each value of a list field, a target whose value it begins with: the target its path runs
 * through (`via`) when that one's does, else, for lists of plain strings (a rail move's hexes), the
 * target whose list is the longest beginning of it.
 */
const growsFrom = (values: unknown[], via: (number | string[] | null)[]): (number | undefined)[] => {
  const strings = values.map((v) => Array.isArray(v) && plainPath(v));
  let byKey: Map<string, number> | undefined;
  return values.map((mine, i) => {
    const j = via[i];
    if (typeof j === 'number' && j >= 0 && j !== i && beginsWith(mine, values[j])) return j;
    if (!strings[i]) return undefined;
    if (!byKey) {
      byKey = new Map();
      for (let t = values.length - 1; t >= 0; t--) if (strings[t]) byKey.set((values[t] as string[]).join('\n'), t);
    }
    const list = mine as string[];
    for (let m = list.length - 1; m > 0; m--) {
      const t = byKey.get(list.slice(0, m).join('\n'));
      if (t !== undefined) return t;
    }
    return undefined;
  });
};

/**
 * v2: the order fields of `rest` that hold lists growing from another target's list (`growsFrom`);
 * such values are cut to `{ $from: j }` and the elements after j's. A field is grown only where no
 * value of it already opens with a `$from` object (so a mark is always the packer's).
 */
const growRest = (rest: Record<string, unknown>[], via: (number | string[] | null)[]): string[] => {
  const keys = new Set<string>();
  for (const r of rest) for (const [k, v] of Object.entries(r)) if (Array.isArray(v)) keys.add(k);
  const grown: string[] = [];
  for (const k of keys) {
    const values = rest.map((r) => r[k]);
    if (values.some(hasFromMark)) continue;
    const from = growsFrom(values, via);
    if (!from.some((j) => j !== undefined)) continue;
    from.forEach((j, i) => {
      if (j !== undefined)
        rest[i] = {
          ...rest[i],
          [k]: [{ [FROM]: j }, ...(values[i] as unknown[]).slice((values[j] as unknown[]).length)],
        };
    });
    grown.push(k);
  }
  return grown;
};

/** the rows' fields that no row holds as null, as columns (null where a row has none); the rest stay rows */
const columns = (
  rows: Record<string, unknown>[],
): { rows: Record<string, unknown>[]; cols?: Record<string, unknown[]> } => {
  const keys = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) keys.add(k);
  const colKeys = [...keys].filter((k) => rows.every((r) => r[k] !== null));
  if (!colKeys.length) return { rows };
  const inCols = new Set(colKeys);
  return {
    rows: rows.map((r) => otherFields(r, (k) => inCols.has(k)) ?? {}),
    cols: Object.fromEntries(colKeys.map((k) => [k, rows.map((r) => (k in r ? r[k] : null))])),
  };
};

/**
 * each target's other fields once, where that is shorter than one per target; a few distinct values
 * (a forced march's label per cost) are found by comparing, more by their JSON
 */
const moreOnceOf = (more: (Record<string, unknown> | null)[]): Pick<PackedTargets, 'moreOnce' | 'moreAt'> | null => {
  const once: Record<string, unknown>[] = [];
  let byJson: Map<string, number> | undefined;
  const moreAt = more.map((m) => {
    if (!m) return -1;
    if (once.length <= 16) {
      const i = once.findIndex((o) => sameJson(o, m));
      if (i >= 0) return i;
    } else {
      byJson ??= new Map(once.map((o, i) => [json(o), i]));
      const k = json(m);
      const i = byJson.get(k);
      if (i !== undefined) return i;
      byJson.set(k, once.length);
    }
    once.push(m);
    return once.length - 1;
  });
  return once.length < more.filter((m) => m).length ? { moreOnce: once, moreAt } : null;
};

const packTargets = (targets: TargetOption[]): PackedTargets | null => {
  const orders = targets.map((t) => t.order);
  if (targets.length < 2 || !orders.every(isRecord)) return null;
  const first = orders[0] as Record<string, unknown>;
  const base: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(first)) {
    if (v === undefined) continue;
    if (orders.every((o) => k in o && sameJson(o[k], v))) base[k] = v;
  }
  const pathKey = Object.keys(first).find(
    (k) =>
      !(k in base) &&
      targets.every((t, i) => {
        const f = (orders[i] as Record<string, unknown>)[k];
        return (
          t.path !== undefined && Array.isArray(f) && f.length === t.path.length && f.every((x, j) => x === t.path![j])
        );
      }),
  );
  const rest = orders.map(
    (o) =>
      otherFields(
        o as Record<string, unknown>,
        (k) => (o as Record<string, unknown>)[k] === undefined || k in base || k === pathKey,
      ) ?? {},
  );
  const prefix = prefixTargets(targets);
  const via = targets.map((t, i): number | string[] | null => {
    const p = t.path;
    if (!p) return null;
    if (p.length === 1 && p[0] === t.cell) return -1;
    const j = prefix[i];
    return j !== undefined && j !== i ? j : p;
  });
  const more = targets.map((t) => otherFields(t as unknown as Record<string, unknown>, (k) => TARGET_FIELDS.has(k)));
  const grown = growRest(rest, via);
  const split = columns(rest);
  const once = more.some((m) => m) ? moreOnceOf(more) : null;
  return {
    cells: targets.map((t) => t.cell),
    ...(targets.some((t) => t.cost !== undefined) ? { cost: targets.map((t) => t.cost ?? null) } : {}),
    ...(via.some((v) => v !== null) ? { via } : {}),
    base,
    ...(pathKey ? { pathKey } : {}),
    ...(split.rows.some((r) => Object.keys(r).length) ? { rest: split.rows } : {}),
    ...(split.cols ? { cols: split.cols } : {}),
    ...(grown.length ? { grown } : {}),
    ...(once ?? (more.some((m) => m) ? { more } : {})),
  };
};

const unpackTargets = (p: PackedTargets): TargetOption[] => {
  const paths: (string[] | undefined)[] = [];
  const pathOf = (i: number, depth = 0): string[] | undefined => {
    if (i in paths) return paths[i];
    const v = p.via?.[i] ?? null;
    // a via chain never loops (each step is a shorter path), the bound only guards a broken answer
    const out =
      v === null
        ? undefined
        : v === -1
          ? [p.cells[i]]
          : typeof v === 'number' && depth < p.cells.length
            ? [...(pathOf(v, depth + 1) ?? []), p.cells[i]]
            : Array.isArray(v)
              ? v
              : undefined;
    paths[i] = out;
    return out;
  };
  const fieldOf = (i: number, k: string): unknown => (p.cols?.[k] ? (p.cols[k][i] ?? undefined) : p.rest?.[i]?.[k]);
  // a grown field's value: its mark's target's value, then its own elements (a chain never loops: each is longer)
  const grownOf = (k: string) => {
    const done: unknown[][] = [];
    const whole = (i: number, depth = 0): unknown => {
      if (done[i]) return done[i];
      const v = fieldOf(i, k);
      const j = fromMark(v);
      if (j === undefined || depth > p.cells.length) return v;
      const head = whole(j, depth + 1);
      return (done[i] = [...(Array.isArray(head) ? head : []), ...(v as unknown[]).slice(1)]);
    };
    return whole;
  };
  const grown = (p.grown ?? []).map((k) => [k, grownOf(k)] as const);
  return p.cells.map((cell, i) => {
    const path = pathOf(i);
    const cost = p.cost?.[i];
    const more = p.moreAt ? p.moreOnce?.[p.moreAt[i]] : p.more?.[i];
    const order: Record<string, unknown> = { ...p.base, ...(p.rest?.[i] ?? {}) };
    for (const k in p.cols) if (p.cols[k][i] !== null) order[k] = p.cols[k][i];
    for (const [k, whole] of grown) if (k in order) order[k] = whole(i);
    if (p.pathKey) order[p.pathKey] = path;
    return {
      cell,
      ...(cost !== undefined && cost !== null ? { cost } : {}),
      ...(path ? { path } : {}),
      ...(more ?? {}),
      order,
    };
  });
};

export const packOptions = (o: OptionsView): PackedOptions => ({
  ...o,
  choices: o.choices.map((c): PackedChoice => {
    const packed = c.targets && packTargets(c.targets);
    if (!packed) return c;
    const { targets: _t, ...rest } = c;
    return { ...rest, packed };
  }),
});

export const unpackOptions = (o: PackedOptions): OptionsView => ({
  ...o,
  choices: o.choices.map((c): OrderChoice => {
    if (!c.packed) return c as OrderChoice;
    const { packed, ...rest } = c;
    return { ...rest, targets: unpackTargets(packed) };
  }),
});

export const packView = (v: GameView): PackedView => ({ ...v, options: packOptions(v.options) });
export const unpackView = (v: PackedView): GameView => ({ ...v, options: unpackOptions(v.options) });
