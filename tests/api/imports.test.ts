import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Imports point one way: routes → services → store and rules. The store does persistence only, so
 * nothing under functions/store may import the services or the routes (types included: a type
 * import is still a dependency a reader has to follow). And the table is spoken to in one place:
 * a failed condition is recognised only in the store's toolkit, and DynamoDB commands are sent
 * only from functions/store.
 */

const FUNCTIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../functions');
/** the folders above the store: it must not reach into any of them */
const ABOVE_STORE = ['api', 'play', 'turns', 'leagues', 'notify', 'clock', 'sweep', 'clubs', 'local', 'lambda'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });

/** every module a file names: static imports and re-exports (type-only too) and dynamic imports */
const specifiers = (src: string): string[] => [
  ...[...src.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms)].map((m) => m[1]),
  ...[...src.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]),
];

/** the top folder under functions/ that a relative specifier lands in ('' for a file outside functions/) */
const folderOf = (file: string, spec: string): string => {
  const target = relative(FUNCTIONS, resolve(dirname(file), spec));
  return target.startsWith('..') ? '' : target.split(/[\\/]/)[0];
};

describe('functions/: imports point one way', () => {
  const store = sources(join(FUNCTIONS, 'store'));

  it('the scan sees the store and its imports', () => {
    expect(store.length).toBeGreaterThan(10);
    const gameItems = readFileSync(join(FUNCTIONS, 'store/game-items.ts'), 'utf8');
    expect(specifiers(gameItems)).toContain('./table-kit.js');
    expect(folderOf(join(FUNCTIONS, 'store/x.ts'), '../play/types.js')).toBe('play');
  });

  it('functions/store imports nothing from play/, turns/, leagues/, notify/, clock/, api/ or any other service', () => {
    const wrong = store.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.') && ABOVE_STORE.includes(folderOf(file, s)))
        .map((s) => `${relative(FUNCTIONS, file)} imports ${s}`),
    );
    expect(wrong).toEqual([]);
  });

  it('a failed condition is recognised in one file (store/table-kit.ts)', () => {
    const files = sources(FUNCTIONS).filter((f) =>
      /ConditionalCheckFailed|isConditionFailed/.test(readFileSync(f, 'utf8')),
    );
    expect(files.map((f) => relative(FUNCTIONS, f))).toEqual([join('store', 'table-kit.ts')]);
  });

  it('DynamoDB commands are sent only from functions/store', () => {
    const outside = sources(FUNCTIONS)
      .filter((f) => !relative(FUNCTIONS, f).startsWith(`store`))
      .filter((f) =>
        /^\s*import\s+(?!type\b)[^;]*from\s+['"]@aws-sdk\/client-dynamodb['"]/m.test(readFileSync(f, 'utf8')),
      );
    expect(outside.map((f) => relative(FUNCTIONS, f))).toEqual([]);
  });
});
