import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { check } from './validate.js';

/** the 400 a value gets from a schema: its path and its issue in numbers */
const refusal = (schema: z.ZodTypeAny, value: unknown) => {
  try {
    check(value, schema);
  } catch (e) {
    if (e instanceof ApiError) return e.body();
    throw e;
  }
  throw new Error('accepted');
};

describe('400 bodies carry the issue in numbers, for the page to word', () => {
  it('limits: too big / too small with the bound and what was measured', () => {
    expect(refusal(z.object({ rounds: z.number().int().max(29) }), { rounds: 30 })).toMatchObject({
      code: 'bad-input',
      path: 'rounds',
      issue: { code: 'too_big', maximum: 29, inclusive: true, type: 'number' },
    });
    expect(refusal(z.object({ name: z.string().min(3) }), { name: 'ab' }).issue).toEqual({
      code: 'too_small',
      minimum: 3,
      inclusive: true,
      type: 'string',
    });
    expect(refusal(z.array(z.number()).max(2), [1, 2, 3]).issue).toEqual({
      code: 'too_big',
      maximum: 2,
      inclusive: true,
      type: 'array',
    });
    expect(refusal(z.number().gt(0), 0).issue).toEqual({
      code: 'too_small',
      minimum: 0,
      inclusive: false,
      type: 'number',
    });
  });

  it('kinds: a wrong type, an unknown choice, a bad address', () => {
    expect(refusal(z.object({ n: z.number() }), { n: 'x' }).issue).toEqual({
      code: 'invalid_type',
      expected: 'number',
      received: 'string',
    });
    expect(refusal(z.object({ kind: z.enum(['swiss', 'round-robin']) }), { kind: 'cup' }).issue).toEqual({
      code: 'invalid_enum_value',
      options: ['swiss', 'round-robin'],
    });
    expect(refusal(z.object({ email: z.string().email() }), { email: 'nope' }).issue).toEqual({
      code: 'invalid_string',
      validation: 'email',
    });
    expect(refusal(z.object({}).strict(), { extra: 1 }).issue).toEqual({ code: 'unrecognized_keys', keys: ['extra'] });
  });
});
