/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (each prints its own figures), or only
 * those whose name contains an argument: `npm run bench -- manoeuvre`.
 */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !filters.length || filters.some((x) => f.includes(x)))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f}`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(here, f)], { stdio: 'inherit' });
  console.log(`--- ${f}: ${((Date.now() - t0) / 1000).toFixed(1)} s${r.status ? ` (exit ${r.status})` : ''}`);
  if (r.status) failed++;
}
process.exit(failed ? 1 : 0);
