/**
 * `npm run bench -- cold`: what a fresh process pays to load the API's app module and every game
 * module, and how much of it is the packs' content hashes (rules/core/pack-hash.ts). Each round is a
 * fresh `node` running bench/cold-start.ts with V8's CPU profiler on; the hashing time is the
 * inclusive time of the profile's top-most frames of pack-hash.ts (by file under tsx, by function
 * name in the bundle, where esbuild keeps names because identifiers are not minified here).
 *
 * Two forms: `bundle` is the child built as the Lambdas are (infra/bundling.ts, split chunks), so it
 * reads like a container's cold start; `tsx` runs the sources as a test worker or `npm start` does.
 * `BENCH_RUNS` sets the rounds per form (default 5); the figures are medians.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT, splitOptions } from '../infra/bundling.js';
import { median } from './support.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const work = mkdtempSync(join(tmpdir(), 'rozkaz-bench-cold-'));
const child = join(ROOT, 'bench/cold-start.ts');

interface Round {
  app: number;
  games: Record<string, number>;
  total: number;
  hashing: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/** the names pack-hash.ts exports (a bundle keeps them, perhaps with a digit); its helpers run under them */
const HASH_FRAME = /^(packHash|canonicalJson|sha256Text|sha256Hex)\d*$/;

/** ms spent under the top-most pack-hash.ts frames of a .cpuprofile */
const hashingMs = (file: string): number => {
  const p = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const inclusive = (n: ProfileNode): number =>
    (self.get(n.id) ?? 0) + (n.children ?? []).reduce((s, c) => s + inclusive(byId.get(c)!), 0);
  const isHash = (n: ProfileNode) =>
    n.callFrame.url.endsWith('pack-hash.ts') || HASH_FRAME.test(n.callFrame.functionName);
  const under = (n: ProfileNode): number =>
    isHash(n) ? inclusive(n) : (n.children ?? []).reduce((s, c) => s + under(byId.get(c)!), 0);
  return under(p.nodes[0]!) / 1000;
};

const round = (args: string[], cwd: string): Round => {
  const dir = mkdtempSync(join(work, 'prof-'));
  const r = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=100', ...args], {
    cwd,
    encoding: 'utf8',
  });
  if (r.status) throw new Error(`cold-start failed: ${r.stderr}`);
  const line = r.stdout.trim().split('\n').pop()!;
  const hashing = readdirSync(dir).reduce((s, f) => s + hashingMs(join(dir, f)), 0);
  return { ...(JSON.parse(line) as Omit<Round, 'hashing'>), hashing };
};

const report = (form: string, rounds: Round[]) => {
  const m = (f: (r: Round) => number) => median(rounds.map(f)).toFixed(1).padStart(8);
  const ids = Object.keys(rounds[0]!.games);
  console.log(
    `${form.padEnd(7)} ${m((r) => r.app)} ${ids.map((id) => m((r) => r.games[id]!)).join(' ')} ${m((r) => r.total)} ${m((r) => r.hashing)}`,
  );
};

const outdir = join(work, 'bundle');
const options = splitOptions(child, outdir);
await build({ ...options, minify: false, minifySyntax: true, minifyWhitespace: true, logLevel: 'silent' });
const forms: [string, string[], string][] = [
  ['bundle', [join(outdir, 'index.mjs')], outdir],
  ['tsx', ['--import', 'tsx', child], ROOT],
];
const results = forms.map(([form, args, cwd]) => {
  const rounds = Array.from({ length: RUNS }, () => round(args, cwd));
  return [form, rounds] as const;
});
const ids = Object.keys(results[0]![1][0]!.games);
console.log(`ms (median of ${RUNS} fresh processes, CPU profiler on)`);
console.log(`form         app ${ids.map((id) => id.slice(0, 8).padStart(8)).join(' ')}    total packHash`);
for (const [form, rounds] of results) report(form, rounds);
rmSync(work, { recursive: true, force: true });
