/** JSON helpers of the conformance suite: plain-data checks, sizes and the first difference of two states. */

/** UTF-8 byte length without TextEncoder (rules has no DOM/Node types). */
export const utf8Length = (s: string): number => {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
};

/** First place where a value is not plain JSON data, or undefined. */
export const jsonProblem = (v: unknown, path = '$'): string | undefined => {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? undefined : `${path} is ${v}`;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (v[i] === undefined) return `${path}[${i}] is undefined`;
      const p = jsonProblem(v[i], `${path}[${i}]`);
      if (p) return p;
    }
    return undefined;
  }
  if (typeof v === 'object') {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null)
      return `${path} is a ${proto?.constructor?.name ?? 'class instance'}, not a plain object`;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (x === undefined) continue; // dropped by JSON, as the store would
      const p = jsonProblem(x, `${path}.${k}`);
      if (p) return p;
    }
    return undefined;
  }
  return `${path} is a ${typeof v}`;
};

/** First path where two JSON-ish values differ (undefined properties count as absent), or undefined. */
export const firstDifference = (a: unknown, b: unknown, path = '$'): string | undefined => {
  if (a === b) return undefined;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object')
    return `${path}: ${short(a)} ≠ ${short(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return `${path}: length ${a.length} ≠ ${bb.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], bb[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  const ao = a as Record<string, unknown>,
    bo = b as Record<string, unknown>;
  const keys = new Set([
    ...Object.keys(ao).filter((k) => ao[k] !== undefined),
    ...Object.keys(bo).filter((k) => bo[k] !== undefined),
  ]);
  for (const k of keys) {
    const d = firstDifference(ao[k], bo[k], `${path}.${k}`);
    if (d) return d;
  }
  return undefined;
};
export const short = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}...` : s;
};
