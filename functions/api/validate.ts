import type { Context } from 'hono';
import type { ZodType, ZodTypeDef } from 'zod';
import { badInput, pathString } from './errors.js';

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
  throw badInput(`${path || 'body'}: ${issue.message}`, path);
};
