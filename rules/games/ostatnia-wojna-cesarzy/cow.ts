import { jsonCopy } from '../../core/runner.js';
import type { OwcState, UnitState } from './state.js';

/**
 * Copy-on-write for apply's copy of the state. The unit map (about 60 % of a campaign state) and the
 * control map are not copied: the copy gets a new unit map holding the same unit objects and the same
 * control map, and a unit or the control map is copied only when the batch first writes it
 * (`unitW`, `controlW`). Everything else is copied as before (`jsonCopy`).
 *
 * What is shared is frozen: every unit object and the control map of a state apply returns, and of a
 * state passed to it (an unfrozen unit of the input is copied, frozen, into the copy). So a write that
 * forgot `unitW` throws a TypeError (ES modules are strict) instead of changing the caller's state:
 * apply still never mutates its input, and a missed write site fails loudly in any test that reaches it.
 * The works (24–26) of a returned state are frozen too, and shared the same way: the whole works object
 * is copied on the batch's first write to it (`worksW`).
 * States not made by apply (setup, positions, the trial copies of views and random play) are not frozen,
 * and `unitW`/`controlW` change them in place, as before.
 */
/**
 * The last frozen copy made of each unit id, with its keys in order. A state met as a fresh parse (the
 * server's path: the store hands apply a new object every turn) holds mostly units equal to those of the
 * batch before, so the copy shares that one instead of making another: the same value, key for key and in
 * the same order, as `Object.freeze({ ...u })`, with no garbage, and caches kept by identity keep answering.
 * Equal is checked field by field, so a unit of another game or an older state is simply copied afresh.
 */
const lastUnit = new Map<string, { u: UnitState; keys: string[] }>();
const sameFlat = (u: object, keys: readonly string[], c: object): boolean => {
  let i = 0;
  for (const k in u) {
    if (k !== keys[i] || (u as Record<string, unknown>)[k] !== (c as Record<string, unknown>)[k]) return false;
    i++;
  }
  return i === keys.length;
};
const freezeUnit = (u: UnitState): UnitState => {
  if (Object.isFrozen(u)) return u;
  const last = lastUnit.get(u.id);
  if (last !== undefined && sameFlat(u, last.keys, last.u)) return last.u;
  const c = Object.freeze({ ...u });
  lastUnit.set(u.id, { u: c, keys: Object.keys(c) });
  return c;
};

/** parts apply reads and never writes (the scenario's data, the game options): shared, deeply frozen */
const STATIC = new Set([
  'rules',
  'stages',
  'variants',
  'objectives',
  'regionVp',
  'soilVp',
  'encircledVp',
  'map',
  'defs',
  'tables',
]);
const deepFreeze = (x: unknown): void => {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
  // by index and by key, not Object.values: no array made per object (sealed freezes every returned state's works)
  if (Array.isArray(x)) for (let i = 0; i < x.length; i++) deepFreeze(x[i]);
  else for (const k in x) deepFreeze((x as Record<string, unknown>)[k]);
  Object.freeze(x);
};
/** `c` (a frozen jsonCopy) is what `jsonCopy(v)` gives: the same JSON, keys in the same order (anything unusual: no) */
const sameJson = (v: unknown, c: unknown): boolean => {
  if (v === c) return true; // a primitive (-0 as 0, as jsonCopy), or the very object
  if (typeof v !== 'object' || v === null || typeof c !== 'object' || c === null) return false;
  if (Array.isArray(v)) {
    if (!Array.isArray(c) || v.length !== c.length) return false;
    for (let i = 0; i < v.length; i++) if (!sameJson(v[i], c[i])) return false;
    return true;
  }
  if (Array.isArray(c) || Object.getPrototypeOf(v) !== Object.prototype) return false;
  const keys = Object.keys(c);
  let i = 0;
  for (const k in v) {
    if (k !== keys[i] || !sameJson((v as Record<string, unknown>)[k], (c as Record<string, unknown>)[k])) return false;
    i++;
  }
  return i === keys.length;
};
/** the last frozen copy of each static part, the control map and the works, shared by an equal fresh parse (as `lastUnit`) */
const lastPart = new Map<string, unknown>();
const frozenCopy = <T>(v: T, part?: string): T => {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  const last = part === undefined ? undefined : lastPart.get(part);
  if (last !== undefined && sameJson(v, last)) return last as T;
  const c = jsonCopy(v);
  deepFreeze(c);
  if (part !== undefined) lastPart.set(part, c);
  return c;
};

export const cowClone = (s: OwcState): OwcState => {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(s)) {
    const v = (s as unknown as Record<string, unknown>)[k];
    if (v === undefined) continue; // as the JSON copy: undefined fields dropped
    if (k === 'units' && Object.isFrozen(v))
      out.units = { ...(v as object) } as OwcState['units']; // sealed: every unit frozen
    else if (k === 'units') {
      const units: Record<string, UnitState> = {};
      for (const id of Object.keys(v as object)) {
        const u = (v as Record<string, UnitState | undefined>)[id];
        if (u !== undefined) units[id] = freezeUnit(u);
      }
      out.units = units;
    } else if (k === 'control' || k === 'works' || STATIC.has(k))
      out[k] = frozenCopy(v, k); // the control map and the works are copied on their first write (controlW, worksW)
    else out[k] = jsonCopy(v);
  }
  return out as unknown as OwcState;
};

/** the state apply returns: its units and control map frozen, to be shared by the next batch's copy */
export const sealed = (s: OwcState): OwcState => {
  for (const id of Object.keys(s.units)) {
    const u = s.units[id];
    if (!Object.isFrozen(u)) Object.freeze(u);
  }
  Object.freeze(s.units);
  Object.freeze(s.control);
  // 24–26's works (trenches, captured fortresses, sieges) are written (captureFortress, the siege, trenches)
  // through worksW, on a copy of a frozen works; frozen here, so a write that forgot worksW throws
  // instead of changing a returned state
  deepFreeze(s.works);
  for (const k of STATIC) {
    const v = (s as unknown as Record<string, unknown>)[k];
    if (v !== undefined && !Object.isFrozen(v)) (s as unknown as Record<string, unknown>)[k] = frozenCopy(v);
  }
  return s;
};

/** unit `id` of `s`, writable: a shared (frozen) unit is first replaced by its own copy */
export const unitW = (s: OwcState, id: string): UnitState => {
  const u = s.units[id];
  if (!u || !Object.isFrozen(u)) return u;
  const c = { ...u };
  s.units[id] = c;
  return c;
};

/** the works (24–26) of a state that has them, writable: shared (frozen) ones are first replaced by a copy */
export const worksW = (s: OwcState): NonNullable<OwcState['works']> => {
  if (Object.isFrozen(s.works)) s.works = jsonCopy(s.works);
  return s.works!;
};

/** the control map of `s`, writable: a shared (frozen) one is first replaced by its own copy */
export const controlW = (s: OwcState): OwcState['control'] => {
  if (Object.isFrozen(s.control)) s.control = { ...s.control };
  return s.control;
};

/** deletes field `k` of every unit of `s` that has it (and passes `when`), copying only those units */
export const clearField = (s: OwcState, k: keyof UnitState, when: (u: UnitState) => boolean = () => true): void => {
  for (const id of Object.keys(s.units)) {
    const u = s.units[id];
    if (u[k] !== undefined && when(u)) delete unitW(s, id)[k];
  }
};

/** clearField for several fields at once, in one pass over the units (the same state as one call per field) */
export const clearFields = (s: OwcState, ks: readonly (keyof UnitState)[]): void => {
  for (const id of Object.keys(s.units)) {
    const u = s.units[id];
    for (const k of ks) if (u[k] !== undefined) delete unitW(s, id)[k];
  }
};
