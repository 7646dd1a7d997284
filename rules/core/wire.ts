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

/** the JSON of `path` without its last cell, cut from the JSON of the whole path (cells are strings) */
const withoutLast = (whole: string, path: readonly string[]): string =>
  typeof path[path.length - 1] === 'string'
    ? `${whole.slice(0, whole.length - json(path[path.length - 1]).length - 2)}]`
    : json(path.slice(0, -1));

const packTargets = (targets: TargetOption[]): PackedTargets | null => {
  const orders = targets.map((t) => t.order);
  if (targets.length < 2 || !orders.every(isRecord)) return null;
  const first = orders[0] as Record<string, unknown>;
  // a view packs hundreds of targets per choice on every answer: each path and shared value is
  // stringified once, not once per comparison (npm run bench -- api)
  const pathJson = targets.map((t) => (t.path === undefined ? undefined : json(t.path)));
  const base: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(first)) {
    if (v === undefined) continue;
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
  const rest = orders.map((o) =>
    Object.fromEntries(Object.entries(o).filter(([k, v]) => v !== undefined && !(k in base) && k !== pathKey)),
  );
  const index = new Map<string, number>();
  targets.forEach((t, i) => t.path && !index.has(pathJson[i]!) && index.set(pathJson[i]!, i));
  const via = targets.map((t, i): number | string[] | null => {
    const p = t.path;
    if (!p) return null;
    if (p.length === 1 && p[0] === t.cell) return -1;
    const j = p.length > 1 && p[p.length - 1] === t.cell ? index.get(withoutLast(pathJson[i]!, p)) : undefined;
    return j !== undefined && j !== i ? j : p;
  });
  const more = targets.map(({ cell: _c, cost: _k, path: _p, order: _o, ...m }) =>
    Object.keys(m).length ? (m as Record<string, unknown>) : null,
  );
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
