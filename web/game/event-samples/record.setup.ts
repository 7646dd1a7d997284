/**
 * Setup of the recording run (record.config.ts): every batch the games' own tests apply goes through
 * the skeleton's `runBatch`, which is wrapped here to keep the first event of each type, by game
 * (the test file's folder). After each file the new types are added to samples.json; those already
 * there are kept, so a recording only ever adds.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, vi } from 'vitest';
import type { GameEvent } from '../../../rules/core/contract.js';

const FILE = fileURLToPath(new URL('./samples.json', import.meta.url));
const met = new Map<string, GameEvent>();

vi.mock('../../../rules/core/runner.js', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../../rules/core/runner.js')>();
  const runBatch: typeof m.runBatch = (...args) => {
    const r = m.runBatch(...args);
    if (r.ok) for (const e of r.events) if (!met.has(e.type)) met.set(e.type, e);
    return r;
  };
  return { ...m, runBatch };
});

afterAll(() => {
  const game = /rules\/games\/([^/]+)\//u.exec(expect.getState().testPath ?? '')?.[1];
  if (!game || !met.size) return;
  const all = existsSync(FILE)
    ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Record<string, GameEvent>>)
    : {};
  const mine = (all[game] ??= {});
  for (const [type, e] of met) mine[type] ??= e;
  all[game] = Object.fromEntries(Object.entries(mine).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(FILE, `${JSON.stringify(all, null, 1)}\n`);
});
