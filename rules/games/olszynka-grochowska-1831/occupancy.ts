import type { UnitState } from './state.js';

/**
 * Who stands where, and whose zones of control cover which hexes, computed once per position and
 * reused while no counter has moved, turned, formed or left a square. Procedures change units in
 * place (apply works on a copy), so a cached index is checked against a snapshot of every unit's
 * hex, stack order, facing and square before use: a scan of plain comparisons, far cheaper than
 * filtering and sorting the counters for every hex a move, a salvo or a command path looks at.
 * Hot loops take the snapshot once (`snapshotOf`) and read its maps.
 */
interface Snapshot {
  objs: UnitState[];
  at: string[];
  order: number[];
  facing: number[];
  square: boolean[];
  stacks: Map<string, UnitState[]>;
  zoc?: Map<string, UnitState[]>;
  /** answers computed on this position (command distances), by a caller's key */
  memo: Map<string, number | undefined>;
}

// the last two positions of a record: a trial move and the position it is tried from alternate
const cache = new WeakMap<Record<string, UnitState>, Snapshot[]>();

// the rules change units in place and never add or replace one (a trial move restores its unit's
// fields), so the snapshot's objects are the record's objects; code that adds units calls `forget`
const fresh = (s: Snapshot): boolean => {
  const { objs, at, order, facing, square } = s;
  for (let i = 0; i < objs.length; i++) {
    const u = objs[i];
    if (u.at !== at[i] || u.order !== order[i] || u.facing !== facing[i] || !!u.square !== square[i]) return false;
  }
  return true;
};

const build = (units: Record<string, UnitState>): Snapshot => {
  const objs = Object.values(units);
  const stacks = new Map<string, UnitState[]>();
  for (const u of objs) {
    const st = stacks.get(u.at);
    if (st) st.push(u);
    else stacks.set(u.at, [u]);
  }
  for (const st of stacks.values()) st.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
  return {
    objs,
    at: objs.map((u) => u.at),
    order: objs.map((u) => u.order),
    facing: objs.map((u) => u.facing),
    square: objs.map((u) => !!u.square),
    stacks,
    memo: new Map(),
  };
};

// a record held still (`still`): its snapshot is used without the freshness scan
let held: { units: Record<string, UnitState>; snap: Snapshot } | null = null;

export const snapshotOf = (units: Record<string, UnitState>): Snapshot => {
  if (held?.units === units) return held.snap;
  const kept = cache.get(units) ?? [];
  const hit = kept.find(fresh);
  if (hit) return hit;
  const n = build(units);
  cache.set(units, [n, ...kept.slice(0, 1)]);
  return n;
};

/**
 * Runs `f` while nothing in `units` changes (movement's check mode: the view's move targets), so
 * each look-up skips the scan that proves the index fresh: thousands of them judge one unit's reach.
 */
export const still = <T>(units: Record<string, UnitState>, f: () => T): T => {
  const outer = held;
  held = { units, snap: snapshotOf(units) };
  try {
    return f();
  } finally {
    held = outer;
  }
};

/** a value computed once per position (leaders' command distances) */
export const memoOn = (
  units: Record<string, UnitState>,
  key: string,
  f: () => number | undefined,
): number | undefined => {
  const m = snapshotOf(units).memo;
  if (m.has(key)) return m.get(key);
  const v = f();
  m.set(key, v);
  return v;
};

/** a record whose units were added or replaced (a test's fixture placing counters): built afresh */
export const forget = (units: Record<string, UnitState>): void => {
  cache.delete(units);
};

const NONE: readonly UnitState[] = [];

/** R 6.5, 6.6: the units in a hex (boxes included), top first; a shared array, not to be changed */
export const stackIn = (units: Record<string, UnitState>, hex: string): readonly UnitState[] =>
  snapshotOf(units).stacks.get(hex) ?? NONE;

/** R 5.1–5.3: the units whose ZOC covers each hex (`zocOf` gives one unit's) */
export const zocIndex = (
  units: Record<string, UnitState>,
  zocOf: (u: UnitState) => string[],
): Map<string, UnitState[]> => {
  const s = snapshotOf(units);
  if (s.zoc) return s.zoc;
  const z = new Map<string, UnitState[]>();
  for (const u of s.objs)
    for (const h of zocOf(u)) {
      const l = z.get(h);
      if (l) l.push(u);
      else z.set(h, [u]);
    }
  s.zoc = z;
  return z;
};

/**
 * `apply` works on a field-by-field copy (state.ts `cloneState`): the copy stands where the original
 * stands, so its index is the original's with each unit swapped for its copy, not built again.
 */
export const carry = (from: Record<string, UnitState>, to: Record<string, UnitState>): void => {
  const s = cache.get(from)?.find(fresh);
  if (!s) return;
  const objs = s.objs.map((u) => to[u.id]);
  if (objs.some((u) => u === undefined)) return;
  const swap = new Map(s.objs.map((u, i) => [u, objs[i]]));
  const remap = (m: Map<string, UnitState[]>) => {
    const out = new Map<string, UnitState[]>();
    for (const [k, l] of m)
      out.set(
        k,
        l.map((u) => swap.get(u)!),
      );
    return out;
  };
  const copy: Snapshot = {
    ...s,
    objs,
    stacks: remap(s.stacks),
    zoc: s.zoc && remap(s.zoc),
    memo: new Map(s.memo),
  };
  if (fresh(copy)) cache.set(to, [copy]);
};
