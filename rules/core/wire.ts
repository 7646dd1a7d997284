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
  /** each order's other fields, when some order has any */
  rest?: Record<string, unknown>[];
  /** each target's other fields (label, …), when some target has any */
  more?: (Record<string, unknown> | null)[];
}
export type PackedChoice = Omit<OrderChoice, 'targets'> & { targets?: TargetOption[]; packed?: PackedTargets };
export type PackedOptions = Omit<OptionsView, 'choices'> & { choices: PackedChoice[] };
export type PackedView = Omit<GameView, 'options'> & { options: PackedOptions };

const json = (v: unknown): string => JSON.stringify(v) ?? 'undefined';
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** a field's value equal in two orders as it travels (JSON); primitives compared as they are, without a stringify */
const sameOnWire = (a: unknown, b: unknown, bJson: () => string): boolean =>
  a === b || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && json(a) === bJson());

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

const packTargets = (targets: TargetOption[]): PackedTargets | null => {
  const orders = targets.map((t) => t.order);
  if (targets.length < 2 || !orders.every(isRecord)) return null;
  const first = orders[0] as Record<string, unknown>;
  const base: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(first)) {
    if (v === undefined) continue;
    // a shared object is stringified once, not once per comparison
    let vJson: string | undefined;
    const once = () => (vJson ??= json(v));
    if (orders.every((o) => k in o && sameOnWire(o[k], v, once))) base[k] = v;
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
  return {
    cells: targets.map((t) => t.cell),
    ...(targets.some((t) => t.cost !== undefined) ? { cost: targets.map((t) => t.cost ?? null) } : {}),
    ...(via.some((v) => v !== null) ? { via } : {}),
    base,
    ...(pathKey ? { pathKey } : {}),
    ...(rest.some((r) => Object.keys(r).length) ? { rest } : {}),
    ...(more.some((m) => m) ? { more } : {}),
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
  return p.cells.map((cell, i) => {
    const path = pathOf(i);
    const cost = p.cost?.[i];
    return {
      cell,
      ...(cost !== undefined && cost !== null ? { cost } : {}),
      ...(path ? { path } : {}),
      ...(p.more?.[i] ?? {}),
      order: { ...p.base, ...(p.rest?.[i] ?? {}), ...(p.pathKey ? { [p.pathKey]: path } : {}) },
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
