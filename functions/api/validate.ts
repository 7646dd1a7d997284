import type { Context } from 'hono';
import type { ZodIssue, ZodType, ZodTypeDef } from 'zod';
import { badInput, pathString, type InputIssue } from './errors.js';

/** The request's JSON body checked against `schema`; a 400 naming the first wrong path otherwise. */
export const body = async <T>(c: Context, schema: ZodType<T, ZodTypeDef, unknown>, prefix: (string | number)[] = []): Promise<T> => {
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

export const check = <T>(raw: unknown, schema: ZodType<T, ZodTypeDef, unknown>, prefix: (string | number)[] = []): T => {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const path = pathString([...prefix, ...issue.path]);
  throw badInput(`${path || 'body'}: ${issue.message}`, path, 'bad-input', inputIssue(issue));
};

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.getTime() : undefined);

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
