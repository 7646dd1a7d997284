import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError, type InputIssue } from '../functions/api/errors.js';
import { check } from '../functions/api/validate.js';
import { placeholders } from './i18n.js';
import { badInputText, issueStrings, issueText, unit } from './issue.js';

/** the body of the 400 the server sends for `value` (the real check, not a hand-made body) */
const body = (schema: z.ZodTypeAny, value: unknown) => {
  try {
    check(value, schema);
  } catch (e) {
    if (e instanceof ApiError) return e.body() as { path: string; issue: InputIssue };
  }
  throw new Error('accepted');
};

describe('a 400 in the reader’s words', () => {
  it('bounds in Polish and English, with the field', () => {
    const rounds = body(z.object({ format: z.object({ rounds: z.number().int().min(1).max(29) }) }), {
      format: { rounds: 30 },
    });
    expect(badInputText(rounds, 'pl')).toBe('format.rounds: może wynosić najwyżej 29');
    expect(badInputText(rounds, 'en')).toBe('format.rounds: must be at most 29');
    expect(badInputText(body(z.object({ n: z.number().min(1) }), { n: 0 }), 'pl')).toBe(
      'n: musi wynosić co najmniej 1',
    );
    expect(badInputText(body(z.object({ n: z.number().gt(0) }), { n: 0 }), 'en')).toBe('n: must be more than 0');
    expect(badInputText(body(z.object({ name: z.string().min(1) }), { name: '' }), 'pl')).toBe(
      'name: nie może być puste',
    );
    expect(badInputText(body(z.object({ name: z.string().max(80) }), { name: 'x'.repeat(81) }), 'en')).toBe(
      'name: must be at most 80 characters long',
    );
    expect(badInputText(body(z.object({ ids: z.array(z.string()).min(2) }), { ids: ['a'] }), 'pl')).toBe(
      'ids: musi zawierać co najmniej 2 pozycje',
    );
    expect(badInputText(body(z.object({ ids: z.array(z.string()).max(1) }), { ids: ['a', 'b'] }), 'en')).toBe(
      'ids: may hold at most 1 item',
    );
  });

  it('kinds: required, wrong type, a choice, an address, unknown fields', () => {
    expect(badInputText(body(z.object({ clubId: z.string() }), {}), 'pl')).toBe('clubId: jest wymagane');
    expect(badInputText(body(z.object({ n: z.number() }), { n: 'x' }), 'en')).toBe(
      'n: has the wrong kind of value (expected a number)',
    );
    expect(badInputText(body(z.object({ kind: z.enum(['swiss', 'round-robin']) }), { kind: 'cup' }), 'pl')).toBe(
      'kind: musi być jednym z: swiss, round-robin',
    );
    expect(badInputText(body(z.object({ email: z.string().email() }), { email: 'x' }), 'pl')).toBe(
      'email: to nie jest adres e-mail',
    );
    expect(badInputText(body(z.object({}).strict(), { colour: 'red' }), 'en')).toBe('unknown fields: colour');
  });

  it('Polish counts: 1 znak, 2–4 znaki, 5–21 znaków, 22 znaki, 112 znaków', () => {
    expect([1, 2, 4, 5, 12, 14, 21, 22, 25, 112, 1000].map((n) => `${n} ${unit('string', n, 'pl')}`)).toEqual([
      '1 znak',
      '2 znaki',
      '4 znaki',
      '5 znaków',
      '12 znaków',
      '14 znaków',
      '21 znaków',
      '22 znaki',
      '25 znaków',
      '112 znaków',
      '1000 znaków',
    ]);
    expect(badInputText(body(z.object({ name: z.string().max(80) }), { name: 'x'.repeat(81) }), 'pl')).toBe(
      'name: może mieć najwyżej 80 znaków',
    );
  });

  it('a date bound in the reader’s locale', () => {
    const b = body(z.object({ at: z.date().max(new Date('2026-12-24T18:00:00Z')) }), {
      at: new Date('2027-01-01T00:00:00Z'),
    });
    expect(b.issue).toMatchObject({ code: 'too_big', type: 'date', maximum: Date.parse('2026-12-24T18:00:00Z') });
    expect(badInputText(b, 'en')).toMatch(/^at: must be no later than 24 Dec 2026/);
  });

  it('issues not worded here, and bodies without one, fall back to the server message (null)', () => {
    expect(issueText({ code: 'custom' }, 'pl')).toBeNull();
    expect(badInputText({ path: 'x' }, 'pl')).toBeNull();
    expect(badInputText(null, 'en')).toBeNull();
  });

  it('Polish and English have the same keys and placeholders', () => {
    for (const k of Object.keys(issueStrings.en) as (keyof typeof issueStrings.en)[])
      expect(placeholders(issueStrings.pl[k]), k).toEqual(placeholders(issueStrings.en[k]));
  });
});
