/**
 * The Lambda entries map stack traces themselves (functions/lambda/mapped-stacks.ts) instead of
 * running with --enable-source-maps: a minified, split bundle built with the stack's own esbuild
 * options, run by a plain `node`, must log stacks that name our source files and lines.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, splitOptions } from '../../infra/bundling.js';

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rozkaz-stacks-'));
  await build({ ...splitOptions(join(ROOT, 'tests/infra/fixtures/stack-entry.ts'), dir), logLevel: 'silent' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** runs the bundle's handler in a fresh node (no flags, as on Lambda) and returns the logged stack */
const stackOf = (event: object, flags: string[] = []): string => {
  const code = `const { handler } = await import(${JSON.stringify(join(dir, 'index.mjs'))});
try { await handler(${JSON.stringify(event)}); console.log('no error'); } catch (e) { console.log(e.stack); }`;
  const r = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
};

describe('stack traces through the minified Lambda bundle', () => {
  it('name the source file and line of the throw, with the message first', () => {
    const stack = stackOf({ version: 3 });
    expect(stack.split('\n')[0]).toBe('Error: stale turn 3');
    expect(stack).toMatch(/tests\/infra\/fixtures\/throws\.ts:4:\d+/);
    expect(stack).toMatch(/tests\/infra\/fixtures\/stack-entry\.ts:7:\d+/);
    // the minified file itself is not what the frames point at
    expect(stack.split('\n')[1]).not.toContain('index.mjs');
  });

  it('map frames in a lazily loaded chunk too', () => {
    const stack = stackOf({ version: 1, lazy: true });
    expect(stack.split('\n')[0]).toBe('RangeError: from a lazily loaded chunk');
    expect(stack).toMatch(/tests\/infra\/fixtures\/lazy-throws\.ts:3:\d+/);
  });

  it('an unmapped run would point at the bundle: the check can fail', () => {
    // with Node's own mapping on, installMappedStacks steps aside and Node's format applies
    const mapped = stackOf({ version: 3 }, ['--enable-source-maps']);
    expect(mapped).toMatch(/throws\.ts:4/);
    expect(mapped).toContain('stale turn 3');
    // and with no map beside the bundle, frames stay on the minified file
    rmSync(join(dir, 'index.mjs.map'));
    expect(stackOf({ version: 3 })).toMatch(/index\.mjs:\d+:\d+/);
  });
});
