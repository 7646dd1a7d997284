/**
 * Lambda bundles: size of each function's bundle (built with the stack's esbuild options) and the
 * API bundle's cold start next to a bare handler's: a fresh `node` process importing the bundle,
 * as Lambda's init does. Targets: API bundle < 1 MB with every pack; cold start < 2x bare.
 * `BENCH_RUNS` sets the number of cold starts per bundle (default 15).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ENTRIES, ORIGIN_VERIFY_ENTRY, esbuildOptions } from '../infra/bundling.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const work = mkdtempSync(join(tmpdir(), 'rozkaz-bench-infra-'));
const bare = join(work, 'bare.ts');
writeFileSync(bare, 'export const handler = async () => ({ statusCode: 200, body: "ok" });\n');

const bundles: Record<string, string> = { ...ENTRIES, originVerify: ORIGIN_VERIFY_ENTRY, bare };
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const built: Record<string, string> = {};
console.log('bundle          minified      gzip     source map   inputs');
for (const [name, entry] of Object.entries(bundles)) {
  if (!existsSync(entry)) {
    console.log(`${name.padEnd(14)}  (missing: ${entry})`);
    continue;
  }
  const dir = join(work, name);
  mkdirSync(dir);
  const outfile = join(dir, 'index.mjs');
  const r = await build({ ...esbuildOptions(entry, outfile), metafile: true, logLevel: 'silent' });
  built[name] = outfile;
  const js = readFileSync(outfile);
  const map = statSync(`${outfile}.map`).size;
  console.log(
    `${name.padEnd(14)} ${kb(js.length).padStart(10)} ${kb(gzipSync(js).length).padStart(10)} ${kb(map).padStart(12)}   ${Object.keys(r.metafile.inputs).length}`,
  );
}

/** wall time of a fresh node process that imports the bundle, and the import alone (ms) */
function coldStart(file: string, flags: string[]): { wall: number; importMs: number } {
  const walls: number[] = [];
  const imports: number[] = [];
  const code = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));process.exit(0);`;
  // exit right after the import: an entry may start work at load (the API fetches its signing
  // key), which has nothing to talk to here
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', code], {
      encoding: 'utf8',
      // what Lambda sets; nothing at import time should need more
      env: { PATH: process.env.PATH, AWS_ACCESS_KEY_ID: 'bench', AWS_SECRET_ACCESS_KEY: 'bench', NODE_NO_WARNINGS: '1', TABLE_NAME: 'rozkaz', PUBLIC_URL: 'https://example.org', MAIL_FROM: 'x@example.org', JWT_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:x', AWS_REGION: 'eu-central-1' },
    });
    if (r.status !== 0) throw new Error(`import of ${file} failed: ${r.stderr.slice(-800)}`);
    walls.push(Number(process.hrtime.bigint() - t0) / 1e6);
    imports.push(Number(r.stdout));
  }
  return { wall: median(walls), importMs: median(imports) };
}

console.log(`\ncold start, median of ${RUNS} fresh processes (node ${process.version}; Lambda runs Node 22 on arm64)`);
console.log('bundle          flags                  process+import   import alone');
const results: Record<string, { wall: number; importMs: number }> = {};
for (const name of ['bare', 'api', 'notifier', 'sweeper', 'originVerify'] as const) {
  if (!built[name]) continue;
  for (const flags of [[], ['--enable-source-maps']]) {
    const r = coldStart(built[name]!, flags);
    results[`${name}${flags.join('')}`] = r;
    console.log(`${name.padEnd(14)}  ${(flags.join(' ') || '(none)').padEnd(22)} ${r.wall.toFixed(1).padStart(10)} ms ${r.importMs.toFixed(1).padStart(11)} ms`);
  }
}

if (built.api) {
  const size = statSync(built.api).size;
  const ratio = results['api--enable-source-maps']!.wall / results['bare--enable-source-maps']!.wall;
  const real = built.api && existsSync(ENTRIES.api);
  console.log(`\nAPI bundle ${kb(size)} (target < 1024 KB): ${size < 1024 * 1024 ? 'OK' : 'OVER'}${real ? '' : ' (entry missing)'}`);
  const plain = results.api!.wall / results.bare!.wall;
  console.log(`API cold start ${ratio.toFixed(2)}x bare, with source maps as deployed (target < 2x): ${ratio < 2 ? 'OK' : 'OVER'}`);
  console.log(`API cold start ${plain.toFixed(2)}x bare without --enable-source-maps`);
  console.log('(bare = a node process importing a one-line handler; on Lambda the runtime adds its own fixed init to both)');
}
rmSync(work, { recursive: true, force: true });
