import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mergeBoard, type BoardView } from '../rules/core/board.js';
import type { GameModule } from '../rules/core/contract.js';
import { catalog } from '../rules/catalog.js';
import { SeededDice } from '../rules/core/dice.js';
import { launchChromium, serveHarness } from '../scripts/board-harness.js';
import { buildWeb } from '../scripts/build-web.js';

const root = join(import.meta.dirname, '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// 1. bundle sizes
const out = mkdtempSync(join(tmpdir(), 'rozkaz-web-'));
const web = await buildWeb(join(out, 'web'));
const outputs = web.metafile.outputs;
const key = (rel: string) => Object.keys(outputs).find((k) => k.endsWith(rel))!;
const firstLoad = new Set<string>();
const walk = (k: string) => {
  if (firstLoad.has(k)) return;
  firstLoad.add(k);
  for (const imp of outputs[k].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) walk(imp.path);
};
walk(key(web.entry));
const gz = (k: string) => gzipSync(readFileSync(join(root, k))).length;
const firstJs = [...firstLoad].reduce((s, k) => s + gz(k), 0);
const lazyJs = Object.keys(outputs)
  .filter((k) => k.endsWith('.js') && !firstLoad.has(k))
  .reduce((s, k) => s + gz(k), 0);
const css = web.css ? gz(key(web.css)) : 0;
console.log(`first-load JS (gzip): ${kb(firstJs)}   target < 150 KB ${firstJs < 150 * 1024 ? 'OK' : 'OVER'}`);
console.log(`game page chunks (gzip, loaded on /g/…): ${kb(lazyJs)}`);
console.log(`CSS (gzip): ${kb(css)}`);

// 2. the largest shipped board: every catalog game and every game folder's module, every scenario
const modules = new Map<string, GameModule<any, any>>();
for (const [id, load] of Object.entries(catalog)) modules.set(id, await load());
for (const dir of readdirSync(join(root, 'rules/games'))) {
  const f = join(root, 'rules/games', dir, 'index.ts');
  if (!existsSync(f)) continue;
  const m = (await import(f)) as { default?: GameModule<any, any> };
  if (m.default?.view && !modules.has(m.default.id)) modules.set(m.default.id, m.default);
}
let largest: { name: string; board: BoardView; sides: string[]; options: unknown } | null = null;
for (const m of modules.values())
  for (const sc of m.scenarios) {
    try {
      const state = m.setup(sc.id, {}, new SeededDice(7));
      const side = m.status(state).waitingFor[0] ?? m.sides[0];
      const v = m.view(state, side);
      const board = mergeBoard(m.staticBoard(state), v.board);
      const size = board.cells.length + board.pieces.length;
      if (!largest || size > largest.board.cells.length + largest.board.pieces.length)
        largest = { name: `${m.id}/${sc.id}`, board, sides: [...m.sides], options: v.options };
    } catch (e) {
      console.log(`(skipped ${m.id}/${sc.id}: ${(e as Error).message})`);
    }
  }
if (!largest) {
  console.log('no board to render (no game modules yet)');
  process.exit(0);
}

// 3. render it in Chromium with the real renderer
const { url, server } = await serveHarness(
  join(out, 'harness'),
  '<!doctype html><html><head><link rel="stylesheet" href="/harness.css"></head><body><div id="app"></div><script type="module" src="/harness.js"></script></body></html>',
  { minify: true },
);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.waitForFunction(() => typeof window.renderBoard === 'function');
  const runs = Number(process.env.WEB_BENCH_RUNS ?? 15);
  const times: number[] = [];
  for (let i = 0; i < runs; i++)
    times.push(
      await page.evaluate(([b, s, o]) => window.renderBoard(b as any, s as any, o as any), [
        largest.board,
        largest.sides,
        largest.options,
      ] as const),
    );
  const moved: number[] = [];
  for (let i = 0; i < runs; i++) moved.push(await page.evaluate(() => window.moveAndRender()));
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const movedSorted = [...moved].sort((a, b) => a - b);
  const movedMedian = movedSorted[Math.floor(movedSorted.length / 2)];
  console.log(
    `largest board: ${largest.name} — ${largest.board.cells.length} cells, ${largest.board.pieces.length} pieces, ${largest.board.hexsides?.length ?? 0} hexsides, ${largest.board.lines?.length ?? 0} lines`,
  );
  console.log(
    `render in Chromium (render + style + layout), median of ${runs}: ${median.toFixed(1)} ms (first ${times[0].toFixed(1)} ms, best ${sorted[0].toFixed(1)} ms)   target < 50 ms ${median < 50 ? 'OK' : 'OVER'}`,
  );
  console.log(
    `re-render after a move (same map, one piece moved), median of ${runs}: ${movedMedian.toFixed(1)} ms (best ${movedSorted[0].toFixed(1)} ms)   target < 16 ms ${movedMedian < 16 ? 'OK' : 'OVER'}`,
  );
  if (process.env.WEB_BENCH_SHOT) await page.screenshot({ path: process.env.WEB_BENCH_SHOT });

  // 4. the pack editor's map painter on the same board: one brush stroke, click to laid-out frame
  const first = await page.evaluate((b) => window.renderPackMap(b as any), largest.board);
  const strokes: number[] = [];
  for (let i = 0; i < runs * 2; i++) strokes.push(await page.evaluate(() => window.paintStroke()));
  if (strokes.some(Number.isNaN)) throw new Error('a brush stroke painted nothing');
  const st = [...strokes].sort((a, b) => a - b);
  const stMedian = st[Math.floor(st.length / 2)];
  const stP95 = st[Math.min(st.length - 1, Math.floor(st.length * 0.95))];
  console.log(
    `map painter (pack editor) on ${largest.name}: first render ${first.toFixed(1)} ms; brush stroke, median of ${strokes.length}: ${stMedian.toFixed(2)} ms, p95 ${stP95.toFixed(2)} ms, worst ${st[st.length - 1].toFixed(2)} ms   target < 16 ms ${stP95 < 16 ? 'OK' : 'OVER'}`,
  );
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}
