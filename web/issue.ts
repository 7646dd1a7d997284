import type { InputIssue } from '../functions/api/errors.js';
import { fill, getLang, type Lang } from './i18n.js';

/**
 * A 400's issue (functions/api/validate.ts sends zod's issue in numbers) in the reader's language:
 * "Liczba rund: może wynosić najwyżej 29" rather than zod's English. Null when the issue is of a
 * kind not worded here; the caller then shows the server's message.
 */
const en = {
  'max.number': 'must be at most {n}',
  'below.number': 'must be less than {n}',
  'min.number': 'must be at least {n}',
  'above.number': 'must be more than {n}',
  'max.string': 'must be at most {n} {u} long',
  'min.string': 'must be at least {n} {u} long',
  empty: 'must not be empty',
  'max.array': 'may hold at most {n} {u}',
  'min.array': 'must hold at least {n} {u}',
  'max.date': 'must be no later than {n}',
  'min.date': 'must be no earlier than {n}',
  required: 'is required',
  type: 'has the wrong kind of value (expected {n})',
  oneOf: 'must be one of: {n}',
  email: 'is not an email address',
  url: 'is not a web address',
  format: 'is not in the right format',
  unknown: 'unknown fields: {n}',
  'kind.number': 'a number',
  'kind.string': 'text',
  'kind.boolean': 'yes or no',
  'kind.array': 'a list',
  'kind.object': 'a group of fields',
};
type Key = keyof typeof en;
const pl: Record<Key, string> = {
  'max.number': 'może wynosić najwyżej {n}',
  'below.number': 'musi być mniejsze niż {n}',
  'min.number': 'musi wynosić co najmniej {n}',
  'above.number': 'musi być większe niż {n}',
  'max.string': 'może mieć najwyżej {n} {u}',
  'min.string': 'musi mieć co najmniej {n} {u}',
  empty: 'nie może być puste',
  'max.array': 'może zawierać najwyżej {n} {u}',
  'min.array': 'musi zawierać co najmniej {n} {u}',
  'max.date': 'nie może być później niż {n}',
  'min.date': 'nie może być wcześniej niż {n}',
  required: 'jest wymagane',
  type: 'ma wartość złego rodzaju (oczekiwano: {n})',
  oneOf: 'musi być jednym z: {n}',
  email: 'to nie jest adres e-mail',
  url: 'to nie jest adres strony',
  format: 'ma zły format',
  unknown: 'nieznane pola: {n}',
  'kind.number': 'liczba',
  'kind.string': 'tekst',
  'kind.boolean': 'tak lub nie',
  'kind.array': 'lista',
  'kind.object': 'grupa pól',
};
export const issueStrings: Record<Lang, Record<Key, string>> = { en, pl };

/** what a length counts, by language: English one/other, Polish one/few/many (2–4 but not 12–14: few) */
const UNITS = {
  string: { en: ['character', 'characters'], pl: ['znak', 'znaki', 'znaków'] },
  array: { en: ['item', 'items'], pl: ['pozycja', 'pozycje', 'pozycji'] },
} as const;
export const unit = (what: keyof typeof UNITS, n: number, lang: Lang): string => {
  if (lang === 'en') return UNITS[what].en[n === 1 ? 0 : 1];
  const few = n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14);
  return UNITS[what].pl[n === 1 ? 0 : few ? 1 : 2];
};

const say = (lang: Lang, key: Key, n?: string | number, u?: string) =>
  fill(issueStrings[lang][key], n === undefined ? undefined : { n, ...(u === undefined ? {} : { u }) });

/** a bound as the reader reads it: dates (zod gives milliseconds) in their locale */
const bound = (issue: InputIssue, value: number, lang: Lang) =>
  issue.type === 'date'
    ? new Date(value).toLocaleString(lang === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' })
    : value;

/** "may be at most 29", "must be at least 2 characters": a bound with its unit where it counts one */
const sayBound = (
  issue: InputIssue,
  side: 'min' | 'max',
  kind: 'string' | 'array' | 'date' | 'number',
  value: number,
  lang: Lang,
) =>
  say(
    lang,
    `${side}.${kind}` as Key,
    bound(issue, value, lang),
    kind === 'string' || kind === 'array' ? unit(kind, value, lang) : undefined,
  );

/** the issue as words, without the field's name; null for kinds not worded here */
export const issueText = (issue: InputIssue, lang: Lang = getLang()): string | null => {
  const kind = issue.type === 'string' || issue.type === 'array' || issue.type === 'date' ? issue.type : 'number';
  switch (issue.code) {
    case 'too_big':
      if (issue.maximum === undefined) return null;
      if (kind === 'number' && !issue.inclusive) return say(lang, 'below.number', issue.maximum);
      return sayBound(issue, 'max', kind, issue.maximum, lang);
    case 'too_small':
      if (issue.minimum === undefined) return null;
      if (kind === 'string' && issue.minimum <= 1) return say(lang, 'empty');
      if (kind === 'number' && !issue.inclusive) return say(lang, 'above.number', issue.minimum);
      return sayBound(issue, 'min', kind, issue.minimum, lang);
    case 'invalid_type': {
      if (issue.received === 'undefined') return say(lang, 'required');
      const k = `kind.${issue.expected}` as Key;
      return say(lang, 'type', k in en ? issueStrings[lang][k] : issue.expected);
    }
    case 'invalid_enum_value':
    case 'invalid_literal':
      return issue.options?.length ? say(lang, 'oneOf', issue.options.join(', ')) : null;
    case 'invalid_string':
      return say(lang, issue.validation === 'email' ? 'email' : issue.validation === 'url' ? 'url' : 'format');
    case 'unrecognized_keys':
      return issue.keys?.length ? say(lang, 'unknown', issue.keys.join(', ')) : null;
    default:
      return null;
  }
};

/** a whole 400 body in words: "rounds: may be at most 29"; null when it has no issue worded here */
export const badInputText = (
  body: { path?: unknown; issue?: InputIssue } | null | undefined,
  lang: Lang = getLang(),
): string | null => {
  if (!body?.issue || typeof body.issue.code !== 'string') return null;
  const text = issueText(body.issue, lang);
  if (text === null) return null;
  return typeof body.path === 'string' && body.path ? `${body.path}: ${text}` : text;
};
