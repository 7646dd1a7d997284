import type { Context } from 'hono';
import { z, type ZodIssue, type ZodType, type ZodTypeDef } from 'zod';
import { badInput, pathString, type InputIssue } from './errors.js';

/**
 * The input policy's numbers (docs/security.md). A body nests at most `bodyDepth` levels (DynamoDB
 * refuses more than 32 in an item); an option document (a custom position included) is at most
 * `documentBytes` of JSON and `documentDepth` levels, so a stored league or game never nears the
 * 400 KB item limit; keys that name the prototype are refused wherever they appear.
 */
export const LIMITS = {
  bodyBytes: 1024 * 1024,
  bodyDepth: 24,
  documentBytes: 64 * 1024,
  documentDepth: 16,
  queryChars: 2048,
} as const;
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** a path segment after /api/: an id, a game, a key or a number — never longer than 64 or outside [A-Za-z0-9_-] */
export const ID_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The depth of a JSON value, and the first forbidden key with its path (walked without recursion
 * limits of its own). Each entry links to its parent instead of copying the path so far: a path is
 * written out only for the key refused, not for every node of a body (a march's cells are many).
 */
interface Walked {
  v: unknown;
  d: number;
  up: Walked | null;
  key: string | number;
}
const pathOf = (w: Walked): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Walked | null = w; at?.up; at = at.up) path.push(at.key);
  return path.reverse();
};
const scan = (root: unknown): { depth: number; forbidden?: (string | number)[] } => {
  let depth = 0;
  const stack: Walked[] = [{ v: root, d: 0, up: null, key: '' }];
  // only objects and arrays are stacked: a value (a march's cells) neither deepens nor holds a key
  const isTree = (x: unknown): x is object => x !== null && typeof x === 'object';
  while (stack.length) {
    const w = stack.pop()!;
    const { v, d } = w;
    if (!isTree(v)) continue;
    depth = Math.max(depth, d + 1);
    if (Array.isArray(v)) v.forEach((x, i) => isTree(x) && stack.push({ v: x, d: d + 1, up: w, key: i }));
    else
      for (const k of Object.keys(v)) {
        if (FORBIDDEN_KEYS.has(k)) return { depth, forbidden: [...pathOf(w), k] };
        const x = (v as Record<string, unknown>)[k];
        if (isTree(x)) stack.push({ v: x, d: d + 1, up: w, key: k });
      }
  }
  return { depth };
};

/** any parsed input: no prototype keys, no deeper than `maxDepth` */
export const checkShape = (
  raw: unknown,
  prefix: (string | number)[] = [],
  maxDepth: number = LIMITS.bodyDepth,
): void => {
  const { depth, forbidden } = scan(raw);
  if (forbidden) {
    const path = pathString([...prefix, ...forbidden]);
    throw badInput(`${path}: the key ${String(forbidden.at(-1))} is not allowed`, path, 'forbidden-key');
  }
  if (depth > maxDepth)
    throw badInput(
      `${pathString(prefix) || 'body'}: nested ${depth} levels deep, at most ${maxDepth}`,
      pathString(prefix),
      'document-too-deep',
    );
};

/** an option document (a custom position included): at most 64 KB of JSON and 16 levels */
export const checkDocument = (doc: unknown, prefix: (string | number)[]): void => {
  checkShape(doc, prefix, LIMITS.documentDepth);
  const bytes = Buffer.byteLength(JSON.stringify(doc) ?? '');
  if (bytes > LIMITS.documentBytes)
    throw badInput(
      `${pathString(prefix)}: ${bytes} bytes, at most ${LIMITS.documentBytes}`,
      pathString(prefix),
      'document-too-large',
    );
};

/**
 * A whole number written in plain decimal ("0", "17"): no sign, exponent, hex, blanks or leading
 * zeros, which `z.coerce.number()` would have read ("0x10" → 16).
 */
export const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^(0|[1-9]\d{0,14})$/, 'expected a decimal whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** every segment after /api/ is an id (ID_SEGMENT): checked before any route builds a key from it */
export const checkPath = (path: string): void => {
  const bad = path
    .split('/')
    .slice(2)
    .findIndex((s) => s !== '' && !ID_SEGMENT.test(s));
  if (bad >= 0)
    throw badInput(`path segment ${bad + 2} is not an id (letters, digits, - and _, at most 64)`, 'path', 'bad-id');
};

/** a query string of at most 2,048 characters whose names are plain words */
export const checkQuery = (search: string): void => {
  if (search.length > LIMITS.queryChars)
    throw badInput(`the query is ${search.length} characters, at most ${LIMITS.queryChars}`, 'query', 'query-too-long');
  for (const name of new URLSearchParams(search).keys()) {
    if (FORBIDDEN_KEYS.has(name))
      throw badInput(`query.${name}: the key ${name} is not allowed`, `query.${name}`, 'forbidden-key');
    if (!QUERY_NAME.test(name)) throw badInput('a query parameter name is not a plain word', 'query', 'bad-query');
  }
};
const QUERY_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/** bodies the edge has parsed and checked, so a route's `body()` does not parse them again */
const checked = new WeakMap<Request, unknown>();

/** a request body at the edge: empty, or one JSON object (checkShape) */
export const checkBody = async (c: Context): Promise<void> => {
  const text = await c.req.text();
  if (text.trim() === '') return;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badInput('the body is not JSON', '', 'bad-json');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw badInput('the body must be a JSON object', '', 'not-an-object');
  checkShape(raw);
  checked.set(c.req.raw, raw);
};

/** the body of an action that takes none: nothing, or `{}` */
export const NO_BODY = z.object({}).strict();

/** The request's JSON body checked against `schema`; a 400 naming the first wrong path otherwise. */
export const body = async <T>(
  c: Context,
  schema: ZodType<T, ZodTypeDef, unknown>,
  prefix: (string | number)[] = [],
): Promise<T> => {
  // the edge has walked this body already (checkShape): only the schema is left
  if (checked.has(c.req.raw)) return fitSchema(checked.get(c.req.raw), schema, prefix);
  let raw: unknown;
  const text = await c.req.text();
  if (text.trim() === '') raw = {};
  else {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badInput('the body is not JSON', '', 'bad-json');
    }
  }
  return check(raw, schema, prefix);
};

/** Any input checked against `schema`, its shape first (checkShape); a 400 naming the first wrong path otherwise. */
export const check = <T>(
  raw: unknown,
  schema: ZodType<T, ZodTypeDef, unknown>,
  prefix: (string | number)[] = [],
): T => {
  checkShape(raw, prefix);
  return fitSchema(raw, schema, prefix);
};

/**
 * `check` for a part of a body the edge has walked already (`checkBody`: no prototype keys, at most
 * 24 deep in all): only the schema is left, so a submission's batch is not walked a second time.
 */
export const checkBodyPart = <T>(
  part: unknown,
  schema: ZodType<T, ZodTypeDef, unknown>,
  prefix: (string | number)[],
): T => fitSchema(part, schema, prefix);

const fitSchema = <T>(raw: unknown, schema: ZodType<T, ZodTypeDef, unknown>, prefix: (string | number)[]): T => {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const path = pathString([...prefix, ...issue.path]);
  throw badInput(`${path || 'body'}: ${issue.message}`, path, 'bad-input', inputIssue(issue));
};

const num = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.getTime() : undefined;

/** the parts of a zod issue a reader's message is made from (JSON-safe; no values the caller sent) */
export const inputIssue = (issue: ZodIssue): InputIssue => {
  const i = issue as ZodIssue & Record<string, unknown>;
  const out: InputIssue = { code: issue.code };
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    const limit = num(issue.code === 'too_big' ? i.maximum : i.minimum);
    if (limit !== undefined) out[issue.code === 'too_big' ? 'maximum' : 'minimum'] = limit;
    out.inclusive = Boolean(i.inclusive);
    out.type = String(i.type);
  } else if (issue.code === 'invalid_type') {
    out.expected = String(i.expected);
    out.received = String(i.received);
  } else if (issue.code === 'invalid_enum_value') {
    out.options = (i.options as unknown[]).map(String);
  } else if (issue.code === 'invalid_literal') {
    out.options = [String(i.expected)];
  } else if (issue.code === 'unrecognized_keys') {
    out.keys = (i.keys as unknown[]).map(String);
  } else if (issue.code === 'invalid_string') {
    out.validation = typeof i.validation === 'string' ? i.validation : 'regex';
  }
  return out;
};
