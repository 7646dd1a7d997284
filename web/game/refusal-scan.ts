/**
 * Every refusal a game's rules can raise, read from its source (a test helper of reasons.test.ts,
 * never bundled): each call of the core's `fail`/`reject`/`violate` (or a game's own helper of the
 * same shape, `(rule, code, message, at?, params?)`) whose code is written out, and each
 * `{ code: '…', message }` literal. A call's params give the `why` (the kind of refusal inside a
 * code) and the names of the values its words carry. Codes chosen at run time from a list are
 * written out where they are chosen, so the scan sees them there. TypeScript's own parser is not
 * at hand (the compiler here is the native one, with no JavaScript API), so the calls are split by
 * a small reader of brackets and string literals.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface RefusalSite {
  code: string;
  /** the `why` param when written out; '?' when computed; undefined when there is none */
  why?: string;
  /** the names of the params the call passes ('?' in the list when they are computed) */
  params: string[];
  /** the English words as written (a template's holes as `{…}`) */
  message: string;
  /** file:line in the repository */
  where: string;
}

/** zod's own issue code, used by the pack schemas (a club's pack editor, not a batch) */
const NOT_A_REFUSAL = new Set(['custom']);
const BUILDER = /\b(?:fail|reject|violate|refuse|ruleError|problem)\(/gu;
const CODE_LITERAL = /\bcode:\s*(['"`])/gu;
const CODE = /^[A-Za-z][A-Za-z0-9_]*(-[A-Za-z0-9_]+)*$/u;
/** a rule's number is no code ('13.2' or '6.1 s4' never pass CODE, 'AMB-32' would) */
const RULE_LIKE = /^(AMB|[A-Z]{1,3})-?\d/u;

const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return filesOf(p);
    return n.endsWith('.ts') && !n.endsWith('.test.ts') && !/testkit|bench|\.source\.ts$/u.test(n) ? [p] : [];
  });

/** the index just past the string or template literal opening at `i` */
const pastLiteral = (src: string, i: number): number => {
  const q = src[i];
  let j = i + 1;
  while (j < src.length && src[j] !== q) {
    if (src[j] === '\\') j++;
    else if (q === '`' && src[j] === '$' && src[j + 1] === '{') j = pastGroup(src, j + 1) - 1;
    j++;
  }
  return j + 1;
};

/** the index just past the bracket group opening at `i` */
const pastGroup = (src: string, i: number): number => {
  let depth = 0;
  for (let j = i; j < src.length; j++) {
    const c = src[j];
    if (c === "'" || c === '"' || c === '`') j = pastLiteral(src, j) - 1;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return j + 1;
  }
  return src.length;
};

/** the top-level pieces of `src` between `from` and `to`, split at commas */
const split = (src: string, from: number, to: number): string[] => {
  const out: string[] = [];
  let start = from;
  for (let j = from; j < to; j++) {
    const c = src[j];
    if (c === "'" || c === '"' || c === '`') j = pastLiteral(src, j) - 1;
    else if ('([{'.includes(c)) j = pastGroup(src, j) - 1;
    else if (c === ',') {
      out.push(src.slice(start, j).trim());
      start = j + 1;
    }
  }
  out.push(src.slice(start, to).trim());
  return out.filter(Boolean);
};

/** a literal's text (a template's holes as `{…}`), or null for any other expression */
const literal = (e: string | undefined): string | null => {
  if (!e || !/^['"`]/u.test(e) || pastLiteral(e, 0) !== e.length) return null;
  return e.slice(1, -1).replace(/\$\{[^}]*\}/gu, '{…}');
};

/** the why and param names of an object literal of params */
const paramsOf = (e: string | undefined): { why?: string; params: string[] } => {
  if (!e) return { params: [] };
  if (!e.startsWith('{')) return { why: '?', params: ['?'] };
  let why: string | undefined;
  const params = split(e, 1, e.length - 1).map((p) => {
    if (p.startsWith('...')) return '?';
    const [name, value] = [p.replace(/[:\s].*$/su, '').replace(/['"]/gu, ''), p.replace(/^[^:]*:?\s*/su, '')];
    if (name === 'why') why = p.includes(':') ? (literal(value) ?? '?') : '?';
    return name;
  });
  return { why, params };
};

/** the property `name` of an object literal's text (its own name when written shorthand) */
const prop = (obj: string, name: string): string | undefined => {
  const p = split(obj, 1, obj.length - 1).find((x) => x === name || x.startsWith(`${name}:`));
  return p === name ? name : p?.slice(name.length + 1).trim();
};

/** the refusals written under `dir` (a game's folder `rules/games/<game>`, or a file of rules/core) */
export const scanRefusals = (root: string, dir: string): RefusalSite[] => {
  const sites: RefusalSite[] = [];
  const path = join(root, dir);
  for (const file of statSync(path).isDirectory() ? filesOf(path) : [path]) {
    const src = readFileSync(file, 'utf8');
    const at = (i: number) => `${relative(root, file)}:${src.slice(0, i).split('\n').length}`;
    for (const m of src.matchAll(BUILDER)) {
      const open = m.index + m[0].length - 1;
      const args = split(src, open + 1, pastGroup(src, open) - 1);
      const code = literal(args[1]);
      const message = literal(args[2]) ?? (args[2] ? '{…}' : null);
      if (code && message !== null && CODE.test(code) && !RULE_LIKE.test(code) && !NOT_A_REFUSAL.has(code))
        sites.push({ code, message, where: at(m.index), ...paramsOf(args[4]) });
    }
    for (const m of src.matchAll(CODE_LITERAL)) {
      // the object literal around `code: '…'`: back to its unmatched opening brace
      let depth = 0;
      let open = m.index;
      for (; open >= 0; open--) {
        if (src[open] === '}') depth++;
        else if (src[open] === '{' && depth-- === 0) break;
      }
      const obj = src.slice(open, pastGroup(src, open));
      const code = literal(prop(obj, 'code'));
      const message = prop(obj, 'message');
      if (code && message && CODE.test(code) && !NOT_A_REFUSAL.has(code))
        sites.push({ code, message: literal(message) ?? '{…}', where: at(m.index), ...paramsOf(prop(obj, 'params')) });
    }
  }
  return sites;
};
