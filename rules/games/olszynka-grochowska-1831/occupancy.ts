import type { UnitState } from './state.js';

/**
 * Who stands where, and whose zones of control cover which hexes, computed once per position and
 * reused while no counter has moved, turned, formed or left a square. Procedures change units in
 * place (apply works on a copy), so a cached index is checked against a snapshot of each unit's
 * hex, stack order, facing and square before use: a scan of plain comparisons, far cheaper than
 * filtering and sorting the counters for every hex a move, a salvo or a command path looks at. In
 * apply's copy only the units the batch has copied can have changed (the others are frozen), so
 * only those are compared (`changedSince`).
 * Hot loops take the snapshot once (`snapshotOf`) and read its maps.
 */
interface Snapshot {
  objs: UnitState[];
  at: string[];
  order: number[];
  facing: number[];
  square: boolean[];
  stacks: Map<string, UnitState[]>;
  /** the stacks this snapshot may change in place (absent: all; the others are shared with the snapshot it was copied from) */
  ownStacks?: Set<UnitState[]>;
  /**
   * hex → the ids of the units whose ZOC covers it, in the record's order: ids, so a copy of the
   * position (`openCopy`) shares the lists instead of swapping each unit for its copy
   */
  zoc?: Map<string, string[]>;
  /** the zone lists this snapshot may change in place (the others are shared with the snapshot it was carried from) */
  ownZoc?: Set<string[]>;
  /** the zone function the ZOC index was built with, to patch it */
  zocFn?: (u: UnitState) => string[];
  /**
   * each unit's place in `objs` (the record's order) by id, made when first needed; a copy's is its
   * original's (same ids, same order), so no batch builds one
   */
  idIndex?: Map<string, number>;
  /** answers computed on this position (command distances), by a caller's key */
  memo: Map<string, unknown>;
  /**
   * which of `stacks`, `zoc` and `memo` are the very maps of the snapshot this one was copied from (or
   * of its copy): whichever writes one first copies that one alone (`unshareStacks`, `unshareZoc`,
   * `unshareMemo`), so a batch that moves nothing copies no map, and one that only turns a unit's flags
   * (a write through `own`) copies the stacks but not the zones
   */
  shared?: { stacks: boolean; zoc: boolean; memo: boolean };
}

/** a copy of a map without the entry pairs `new Map(m)` makes on the way */
const copyMap = <K, V>(m: Map<K, V>): Map<K, V> => {
  const c = new Map<K, V>();
  m.forEach((v, k) => c.set(k, v));
  return c;
};
const unshareStacks = (s: Snapshot): void => {
  if (!s.shared?.stacks) return;
  s.stacks = copyMap(s.stacks);
  s.shared.stacks = false;
};
const unshareZoc = (s: Snapshot): void => {
  if (!s.shared?.zoc) return;
  if (s.zoc) s.zoc = copyMap(s.zoc);
  s.shared.zoc = false;
};
const unshareMemo = (s: Snapshot): void => {
  if (!s.shared?.memo) return;
  s.memo = copyMap(s.memo);
  s.shared.memo = false;
};

// each record's last snapshot, patched as its units move
const cache = new WeakMap<Record<string, UnitState>, Snapshot>();

// the rules change units in place and replace one only through `own` (which swaps the copy into the
// index), so the snapshot's objects are the record's objects; code that adds units calls `forget`.
// The units that may have changed since a snapshot was taken: in a record `apply` copied, those it owns
// (the rest are its input's, frozen); in any other record, all of them.
const changedSince = (s: Snapshot, units: Record<string, UnitState>, limit: number): number[] | null => {
  const { objs, at, order, facing, square } = s;
  const mine = open.get(units) ?? sealedOwn.get(units);
  const differs = (i: number): boolean => {
    const u = objs[i];
    return u.at !== at[i] || u.order !== order[i] || u.facing !== facing[i] || !!u.square !== square[i];
  };
  const changed: number[] = [];
  if (mine) {
    const ix = idIndexOf(s);
    for (const id of mine) {
      const i = ix.get(id);
      // a unit the index does not know: it is built again
      if (i === undefined || objs[i] !== units[id]) return null;
      if (differs(i) && changed.push(i) > limit) return null;
    }
    // in the record's order, as a scan of every unit meets them
    if (changed.length > 1) changed.sort((a, b) => a - b);
  } else for (let i = 0; i < objs.length; i++) if (differs(i) && changed.push(i) > limit) return null;
  return changed;
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
  const kept = cache.get(units);
  // one scan tells a fresh snapshot (nothing changed) from one to patch
  const patched = kept ? patch(kept, units) : null;
  if (patched) return patched;
  // a snapshot that could not be patched is dropped (a patch that found it inconsistent left it half done)
  const n = build(units);
  cache.set(units, n);
  return n;
};

// a move changes one unit (or a stack) a step at a time: the index follows the few that changed
const PATCH_LIMIT = 8;

const idIndexOf = (s: Snapshot): Map<string, number> => (s.idIndex ??= new Map(s.objs.map((u, i) => [u.id, i])));

/** a zone list this snapshot may change: a shared one is copied first */
const ownList = (s: Snapshot, h: string, l: string[]): string[] => {
  if (s.ownZoc!.has(l)) return l;
  unshareZoc(s);
  const mine = [...l];
  s.zoc!.set(h, mine);
  s.ownZoc!.add(mine);
  return mine;
};

/** a stack this snapshot may change: a shared one is copied first */
const ownStack = (s: Snapshot, h: string, l: UnitState[]): UnitState[] => {
  if (!s.ownStacks || s.ownStacks.has(l)) return l;
  unshareStacks(s);
  const mine = l.slice();
  s.stacks.set(h, mine);
  s.ownStacks.add(mine);
  return mine;
};

/**
 * the last snapshot brought up to date in place when at most a few units changed (their hex, stack
 * order, facing or square): each leaves its old stack and zones and joins its new ones, the stacks
 * kept in stack order and the zone lists in record order, exactly as `build` and `zocIndex` make them
 */
const patch = (s: Snapshot, units: Record<string, UnitState>): Snapshot | null => {
  const { objs, at, order, facing, square } = s;
  const changed = changedSince(s, units, PATCH_LIMIT);
  if (!changed) return null;
  if (!changed.length) return s;
  unshareStacks(s);
  unshareZoc(s);
  const hexes = new Set<string>();
  for (const i of changed) {
    const u = objs[i];
    const was = s.stacks.get(at[i]);
    if (!was?.includes(u)) return null;
    const old = ownStack(s, at[i], was);
    old.splice(old.indexOf(u), 1);
    if (!old.length) s.stacks.delete(at[i]);
    const st = s.stacks.get(u.at);
    if (st) ownStack(s, u.at, st).push(u);
    else {
      const l = [u];
      s.stacks.set(u.at, l);
      s.ownStacks?.add(l);
    }
    hexes.add(u.at);
    if (s.zoc && s.zocFn) {
      for (const h of s.zocFn({ ...u, at: at[i], facing: facing[i], square: square[i] || undefined })) {
        const shared = s.zoc.get(h);
        if (!shared?.includes(u.id)) return null;
        const l = ownList(s, h, shared);
        l.splice(l.indexOf(u.id), 1);
        if (!l.length) s.zoc.delete(h);
      }
      for (const h of s.zocFn(u)) {
        const shared = s.zoc.get(h);
        if (shared) {
          const l = ownList(s, h, shared);
          const ix = idIndexOf(s);
          l.push(u.id);
          l.sort((a, b) => ix.get(a)! - ix.get(b)!);
        } else {
          const l = [u.id];
          s.zoc.set(h, l);
          s.ownZoc!.add(l);
        }
      }
    }
    at[i] = u.at;
    order[i] = u.order;
    facing[i] = u.facing;
    square[i] = !!u.square;
  }
  // a stack whose member changed its order is sorted again (any of them may have)
  for (const i of changed) hexes.add(objs[i].at);
  for (const h of hexes) ownStack(s, h, s.stacks.get(h)!).sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
  s.memo = new Map();
  if (s.shared) s.shared.memo = false;
  return s;
};

/**
 * Runs `f` while nothing in `units` changes (movement's check mode: the view's move targets), so
 * each look-up skips the scan that proves the index fresh: thousands of them judge one unit's reach.
 */
export const still = <T>(units: Record<string, UnitState>, f: () => T): T => {
  const release = hold(units);
  try {
    return f();
  } finally {
    release();
  }
};

/**
 * `still` for a stretch of code between two moves (a step's checks in `moveStack`): holds the index
 * until the returned release is called. Call it only inside `holding`, which drops a hold a refusal
 * thrown before its release left behind (a caller that catches the refusal may go on moving units).
 */
export const hold = (units: Record<string, UnitState>): (() => void) => {
  const outer = held;
  held = { units, snap: snapshotOf(units) };
  return () => {
    held = outer;
  };
};

/** runs `f`, then restores the holds as they were before it, however it ended */
export const holding = <T>(f: () => T): T => {
  const outer = held;
  try {
    return f();
  } finally {
    held = outer;
  }
};

/** a value computed once per position (leaders' command reach); the key names everything else it depends on */
export const memoOn = <T>(units: Record<string, UnitState>, key: string, f: () => T): T => {
  const m = snapshotOf(units).memo;
  if (m.has(key)) return m.get(key) as T;
  const v = f();
  // kept in the snapshot as it is now (its maps may have been copied meanwhile)
  const now = snapshotOf(units);
  unshareMemo(now);
  now.memo.set(key, v);
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

/** the units standing in any of `hexes`, in the record's order (the order a scan of every unit meets them) */
export const unitsIn = (units: Record<string, UnitState>, hexes: readonly string[]): UnitState[] => {
  const s = snapshotOf(units);
  const out: UnitState[] = [];
  for (const h of hexes) {
    const st = s.stacks.get(h);
    if (st) out.push(...st);
  }
  if (out.length < 2) return out;
  const ix = idIndexOf(s);
  return out.sort((a, b) => ix.get(a.id)! - ix.get(b.id)!);
};

/** R 5.1–5.3: the ids of the units whose ZOC covers each hex (`zocOf` gives one unit's); shared lists, not to be changed */
export const zocIndex = (
  units: Record<string, UnitState>,
  zocOf: (u: UnitState) => string[],
): ReadonlyMap<string, readonly string[]> => {
  const s = snapshotOf(units);
  if (s.zoc) return s.zoc;
  const z = new Map<string, string[]>();
  for (const u of s.objs)
    for (const h of zocOf(u)) {
      const l = z.get(h);
      if (l) l.push(u.id);
      else z.set(h, [u.id]);
    }
  s.zoc = z;
  // a map of its own (the snapshot it was copied from, if any, had none to share)
  if (s.shared) s.shared.zoc = false;
  s.ownZoc = new Set(z.values());
  s.zocFn = zocOf;
  return z;
};

/**
 * Copy-on-write (state.ts `cloneState`): `apply`'s copy of the position starts with its input's unit
 * objects, and a unit is copied only when the batch first reaches it through `own` (ctx.ts `unit`). A
 * record open for writing maps to the ids it owns; a record not in this map (a new game's, a test's
 * fixture, a state `apply` returned and `seal`ed) owns all its units. The input's units are frozen when
 * the copy is opened, so a write that bypassed `own` throws instead of reaching the input.
 */
const open = new WeakMap<Record<string, UnitState>, Set<string>>();
/** a sealed record's own units (the rest it shares, frozen already): the next copy need freeze only these */
const sealedOwn = new WeakMap<Record<string, UnitState>, Set<string>>();
const freeze = (u: UnitState | undefined): void => {
  if (u && Object.isExtensible(u)) Object.freeze(u);
};

/**
 * The copy's index is its original's (the same objects stand in the same places): only the arrays a
 * patch changes in place are its own.
 */
export const openCopy = (from: Record<string, UnitState>, to: Record<string, UnitState>): void => {
  const lastOwned = sealedOwn.get(from);
  if (lastOwned) for (const id of lastOwned) freeze(from[id]);
  else for (const id in from) freeze(from[id]);
  open.set(to, new Set());
  const s = cache.get(from);
  if (!s || changedSince(s, from, 0)?.length !== 0) return;
  const copy: Snapshot = {
    ...s,
    objs: s.objs.slice(),
    at: s.at.slice(),
    order: s.order.slice(),
    facing: s.facing.slice(),
    square: s.square.slice(),
    // the stacks, zone lists and answers too, until a patch or `own` of either changes one (`unshareStacks`
    // and the like, then `ownStack`, `ownList`)
    shared: { stacks: true, zoc: true, memo: true },
    ownStacks: new Set(),
    ownZoc: s.zoc && new Set(),
    // the places by id hold for the copy too (`own` swaps objects, never ids)
    idIndex: idIndexOf(s),
  };
  // the original's maps and lists are shared now: it copies them before a patch of its own changes them
  if (s.zoc) s.ownZoc = new Set();
  s.ownStacks = new Set();
  s.shared = { stacks: true, zoc: true, memo: true };
  cache.set(to, copy);
};

/** the unit as this record may change it: a shared one is copied first, and the index follows the copy */
export const own = (units: Record<string, UnitState>, id: string): UnitState => {
  const u = units[id];
  // the hot path: a unit not frozen is this record's own (shared units are frozen by `openCopy`)
  if (u === undefined || Object.isExtensible(u)) return u;
  const mine = open.get(units);
  if (!mine || mine.has(id)) return u;
  const copy = { ...u };
  units[id] = copy;
  mine.add(id);
  const s = held?.units === units ? held.snap : cache.get(units);
  if (s) {
    const i = idIndexOf(s).get(id);
    if (i !== undefined && s.objs[i] === u) {
      s.objs[i] = copy;
      const st = s.stacks.get(s.at[i]);
      const j = st ? st.indexOf(u) : -1;
      // a stack that does not hold it: the index was out of step, and is built again when next asked
      if (st && j >= 0) ownStack(s, s.at[i], st)[j] = copy;
      else cache.delete(units);
    } else cache.delete(units);
  }
  return copy;
};

/** `apply` is done with its copy: from now on it is a state like any other, read and never changed */
export const seal = (units: Record<string, UnitState>): void => {
  const mine = open.get(units);
  if (mine) sealedOwn.set(units, mine);
  open.delete(units);
};
