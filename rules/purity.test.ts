import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rules package must be pure: no I/O, no clock, no timers, no ambient randomness. This test
 * reads every non-test source under rules/ and fails on forbidden imports and identifiers. It
 * looks at code only: comments, strings and template text are blanked first (a tokenizer-lite),
 * so a comment that says "Date" or a string "Math.random" is fine.
 */

const ROOT = dirname(fileURLToPath(import.meta.url));
/**
 * test support, never bundled: the conformance suite (registers vitest tests, reads FUZZ_* from the environment) and
 * the checks of a module built on a club's pack (vitest's expect), both imported only by tests
 */
const TEST_SUPPORT = new Set(['core/conformance.ts', 'core/pack-module-kit.ts']);
/** what rules code may import besides relative paths */
const ALLOWED_PACKAGES = new Set(['zod']);

const FORBIDDEN: { re: RegExp; what: string }[] = [
  { re: /(?<![.\w$])Date\b/, what: 'Date (the clock)' },
  { re: /(?<![.\w$])(setTimeout|setInterval|setImmediate|queueMicrotask|requestAnimationFrame)\b/, what: 'timers' },
  { re: /\bMath\s*\.\s*random\b/, what: 'Math.random' },
  { re: /(?<![.\w$])performance\b/, what: 'performance (the clock)' },
  { re: /(?<![.\w$])fetch\s*\(/, what: 'fetch(' },
  { re: /(?<![.\w$])crypto\s*\./, what: 'crypto.' },
  { re: /(?<![.\w$])process\b/, what: 'process' },
  { re: /(?<![.\w$])require\s*\(/, what: 'require(' },
  // window/document/localStorage… already fail to type-check (rules has no DOM types) and are common field names
  { re: /(?<![.\w$])(globalThis|Deno|Bun)\b(?!\s*\??:)/, what: 'host globals' },
  { re: /(?<![.\w$])eval\s*\(|\bnew\s+Function\b/, what: 'eval' },
];

/** Code with comments removed and every string/template text replaced by "S<n>"; the strings' values in order. */
const stripCode = (src: string): { code: string; strings: string[] } => {
  const strings: string[] = [];
  let out = '';
  let i = 0;
  // frames: code (with the brace depth inside a template's ${…}) or template text
  const stack: ({ kind: 'code'; depth: number } | { kind: 'tpl' })[] = [{ kind: 'code', depth: 0 }];
  let lastSignificant = '';
  const placeholder = (value: string) => {
    out += `"S${strings.length}"`;
    strings.push(value);
    lastSignificant = '"';
  };
  while (i < src.length) {
    const top = stack[stack.length - 1];
    const c = src[i],
      n = src[i + 1];
    if (top.kind === 'tpl') {
      let text = '';
      while (i < src.length && src[i] !== '`' && !(src[i] === '$' && src[i + 1] === '{')) {
        if (src[i] === '\\') {
          text += src.slice(i, i + 2);
          i += 2;
        } else text += src[i++];
      }
      placeholder(text);
      if (src[i] === '`') {
        stack.pop();
        i++;
      } else if (src[i] === '$') {
        stack.push({ kind: 'code', depth: 0 });
        out += '(';
        i += 2;
      }
      continue;
    }
    if (c === '/' && n === '/') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && n === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end < 0 ? src.length : end + 2;
      out += ' ';
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1,
        v = '';
      while (j < src.length && src[j] !== c && src[j] !== '\n') {
        if (src[j] === '\\') {
          v += src.slice(j, j + 2);
          j += 2;
        } else v += src[j++];
      }
      i = j + 1;
      placeholder(v);
      continue;
    }
    if (c === '`') {
      stack.push({ kind: 'tpl' });
      i++;
      continue;
    }
    if (
      c === '/' &&
      (lastSignificant === '' ||
        '(,=:[!&|?{};+-*%<>~^'.includes(lastSignificant) ||
        /\b(return|typeof|case|in|of)\s*$/.test(out))
    ) {
      // a regular expression literal: skip it (it may hold quotes or slashes)
      let j = i + 1,
        inClass = false;
      while (j < src.length && src[j] !== '\n') {
        if (src[j] === '\\') j += 2;
        else if (src[j] === '[') (inClass = true), j++;
        else if (src[j] === ']') (inClass = false), j++;
        else if (src[j] === '/' && !inClass) break;
        else j++;
      }
      j++;
      while (j < src.length && /[a-z]/i.test(src[j])) j++;
      out += '/R/';
      lastSignificant = '/';
      i = j;
      continue;
    }
    if (c === '{' && stack.length > 1) (top as { depth: number }).depth++;
    if (c === '}' && stack.length > 1) {
      const f = top as { depth: number };
      if (f.depth === 0) {
        stack.pop(); // back into the template text
        out += ')';
        i++;
        continue;
      }
      f.depth--;
    }
    out += c;
    if (!/\s/.test(c)) lastSignificant = c;
    i++;
  }
  return { code: out, strings };
};

/** Every problem in one source file: forbidden imports and identifiers, with line numbers. */
const impurities = (src: string): string[] => {
  const { code, strings } = stripCode(src);
  const problems: string[] = [];
  const lineOf = (idx: number) => code.slice(0, idx).split('\n').length;
  const importRe = /\b(?:from|import)\s*\(?\s*"S(\d+)"/g;
  for (let m = importRe.exec(code); m; m = importRe.exec(code)) {
    const spec = strings[Number(m[1])];
    const relativeImport = spec.startsWith('./') || spec.startsWith('../');
    if (!relativeImport && !ALLOWED_PACKAGES.has(spec)) problems.push(`line ${lineOf(m.index)}: imports "${spec}"`);
  }
  for (const [li, line] of code.split('\n').entries())
    for (const f of FORBIDDEN)
      if (f.re.test(line)) problems.push(`line ${li + 1}: ${f.what}: ${line.trim().slice(0, 100)}`);
  return problems;
};

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });

describe('rules are pure', () => {
  it('no non-test source under rules/ touches I/O, the clock, timers or Math.random', () => {
    const files = sources(ROOT).filter((p) => !TEST_SUPPORT.has(relative(ROOT, p).split('\\').join('/')));
    expect(files.length).toBeGreaterThan(5);
    const report = files.flatMap((p) => impurities(readFileSync(p, 'utf8')).map((x) => `${relative(ROOT, p)} ${x}`));
    expect(report).toEqual([]);
  });

  describe('the scanner', () => {
    it('ignores comments, strings and template text', () => {
      expect(
        impurities(
          `// new Date() would be wrong here\n/* Math.random() */ const s = 'Date.now()' + "setTimeout(";\nconst t = \`performance \${1 + 2} process\`;`,
        ),
      ).toEqual([]);
      expect(impurities(`const re = /"Date'/g; const x = a / b / c;`)).toEqual([]);
    });
    it('finds code that reads the clock, timers, randomness, I/O, host globals', () => {
      const bad = [
        'const t = new Date();',
        'const n = Date.now();',
        'setTimeout(() => 1, 5);',
        'queueMicrotask(f);',
        'const r = Math.random();',
        'const r = Math . random();',
        'performance.now();',
        'await fetch("/x");',
        'crypto.getRandomValues(a);',
        'const e = process.env.X;',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the scanner, not a template
        'const x = `${Date.now()}`;',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the scanner, not a template
        'const y = `a${ `b${Math.random()}` }`;',
        'globalThis.foo = 1;',
      ];
      for (const b of bad) expect(impurities(b), b).not.toEqual([]);
    });
    it('finds forbidden imports and allows zod and relative ones', () => {
      expect(impurities(`import { readFileSync } from 'node:fs';`)).toHaveLength(1);
      expect(impurities(`import fs from "fs";`)).toHaveLength(1);
      expect(impurities(`const m = await import('http');`)).toHaveLength(1);
      expect(impurities(`export { x } from 'node:crypto';`)).toHaveLength(1);
      expect(
        impurities(
          `import { z } from 'zod';\nimport type { Dice } from './contract.js';\nimport pack from '../packs/a.json' with { type: 'json' };`,
        ),
      ).toEqual([]);
    });
    it('does not mistake property names for globals', () => {
      expect(impurities('const d = s.Date; const p = unit.performance; o.process(1);')).toEqual([]);
      expect(impurities('interface S { window: W | null; Bun?: number }')).toEqual([]);
    });
  });
});
