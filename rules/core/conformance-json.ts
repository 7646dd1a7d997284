/** JSON helpers of the conformance suite: plain-data checks, sizes and the first difference of two states. */

// the suite measures JSON.stringify's output, which has no lone surrogates (it escapes them)
export { utf8Length } from './utf8.js';

/**
 * Where a walk found a problem or a difference: the keys from the value down to it, deepest first
 * (numbers are array indices), and what was found. The path string is built only for the one found:
 * building one per node visited cost more than the walk.
 */
interface Found {
  keys: (string | number)[];
  what: string;
}
const at = (f: Found | undefined, key: string | number): Found | undefined => {
  if (f) f.keys.push(key);
  return f;
};
/** `path` followed by the keys, as `$.units[3].cell`, then what was found */
const report = (path: string, f: Found | undefined): string | undefined => {
  if (!f) return undefined;
  let p = path;
  for (let i = f.keys.length - 1; i >= 0; i--) {
    const k = f.keys[i];
    p += typeof k === 'number' ? `[${k}]` : `.${k}`;
  }
  return p + f.what;
};

const problemIn = (v: unknown): Found | undefined => {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? undefined : { keys: [], what: ` is ${v}` };
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (v[i] === undefined) return { keys: [i], what: ' is undefined' };
      const p = at(problemIn(v[i]), i);
      if (p) return p;
    }
    return undefined;
  }
  if (typeof v === 'object') {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null)
      return { keys: [], what: ` is a ${proto?.constructor?.name ?? 'class instance'}, not a plain object` };
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      const x = o[k];
      if (x === undefined) continue; // dropped by JSON, as the store would
      const p = at(problemIn(x), k);
      if (p) return p;
    }
    return undefined;
  }
  return { keys: [], what: ` is a ${typeof v}` };
};

/** First place where a value is not plain JSON data, or undefined. */
export const jsonProblem = (v: unknown, path = '$'): string | undefined => report(path, problemIn(v));

const ownEnumerable = (o: object, k: string): boolean => Object.prototype.propertyIsEnumerable.call(o, k);

const differenceIn = (a: unknown, b: unknown): Found | undefined => {
  if (a === b) return undefined;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object')
    return { keys: [], what: `: ${short(a)} ≠ ${short(b)}` };
  if (Array.isArray(a) !== Array.isArray(b)) return { keys: [], what: ': array vs object' };
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return { keys: [], what: `: length ${a.length} ≠ ${bb.length}` };
    for (let i = 0; i < a.length; i++) {
      const d = at(differenceIn(a[i], bb[i]), i);
      if (d) return d;
    }
    return undefined;
  }
  const ao = a as Record<string, unknown>,
    bo = b as Record<string, unknown>;
  // a's defined keys in order, then b's defined keys that a lacks: one key set, as a union would give
  for (const k of Object.keys(ao)) {
    if (ao[k] === undefined) continue;
    const d = at(differenceIn(ao[k], bo[k]), k);
    if (d) return d;
  }
  for (const k of Object.keys(bo)) {
    if (bo[k] === undefined || (ao[k] !== undefined && ownEnumerable(ao, k))) continue;
    const d = at(differenceIn(ao[k], bo[k]), k);
    if (d) return d;
  }
  return undefined;
};

/** First path where two JSON-ish values differ (undefined properties count as absent), or undefined. */
export const firstDifference = (a: unknown, b: unknown, path = '$'): string | undefined =>
  report(path, differenceIn(a, b));

export const short = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}...` : s;
};
