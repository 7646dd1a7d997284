import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
// a game's Polish words for its refusals (web/game/reasons-<game>.ts) load only with that game's page:
// the bound counts every other lazy chunk and the largest of those
const lazyKeys = Object.keys(outputs).filter((k) => k.endsWith('.js') && !firstLoad.has(k));
const oneGame = (k: string) =>
  Object.keys(outputs[k].inputs).some((i) => /web\/game\/reasons-(?!said|core)[\w-]+\.ts$/.test(i));
const lazyJs =
  lazyKeys.filter((k) => !oneGame(k)).reduce((s, k) => s + gz(k), 0) + Math.max(0, ...lazyKeys.filter(oneGame).map(gz));
const css = web.css ? gz(key(web.css)) : 0;
// issue 19's targets: first load under 50 KB; each game's own code under 80 KB (the lazy chunks hold every
// game's page code together, so their sum bounds any one game's)
console.log(`first-load JS (gzip): ${kb(firstJs)}   target < 50 KB ${firstJs < 50 * 1024 ? 'OK' : 'OVER'}`);
console.log(
  `game page chunks (gzip, loaded on /g/…, every game's code together, one game's refusal words): ${kb(lazyJs)}   target < 80 KB a game ${lazyJs < 80 * 1024 ? 'OK' : 'OVER'}`,
);
console.log(`CSS (gzip): ${kb(css)}`);

// 2. each game's largest shipped board: every catalog game and every game folder's module, every scenario
const modules = new Map<string, GameModule<any, any>>();
for (const [id, load] of Object.entries(catalog)) modules.set(id, await load());
for (const dir of readdirSync(join(root, 'rules/games'))) {
  const f = join(root, 'rules/games', dir, 'index.ts');
  if (!existsSync(f)) continue;
  const m = (await import(f)) as { default?: GameModule<any, any> };
  if (m.default?.view && !modules.has(m.default.id)) modules.set(m.default.id, m.default);
}
interface Case {
  name: string;
  board: BoardView;
  sides: string[];
  options: unknown;
}
const size = (b: BoardView) => b.cells.length + b.pieces.length;
const cases: Case[] = [];
for (const m of modules.values()) {
  let best: Case | null = null;
  for (const sc of m.scenarios) {
    try {
      const state = m.setup(sc.id, {}, new SeededDice(7));
      const side = m.status(state).waitingFor[0] ?? m.sides[0];
      const v = m.view(state, side);
      const board = mergeBoard(m.staticBoard(state), v.board);
      if (!best || size(board) > size(best.board))
        best = { name: `${m.id}/${sc.id}`, board, sides: [...m.sides], options: v.options };
    } catch (e) {
      console.log(`(skipped ${m.id}/${sc.id}: ${(e as Error).message})`);
    }
  }
  if (best?.board.cells.length) cases.push(best);
}
if (!cases.length) {
  console.log('no board to render (no game modules yet)');
  process.exit(0);
}
cases.sort((a, b) => size(b.board) - size(a.board));
// the issue's "largest board" is 3,000 hexes, more than any shipped map: the largest grown by whole rows below to that
{
  const big = cases[0].board;
  const cells = [...big.cells];
  const cols = [...new Set(big.cells.map((c) => c.col))];
  let row = Math.max(...big.cells.map((c) => c.row));
  while (cells.length < 3000) {
    row++;
    for (const col of cols)
      cells.push({ label: `x${col}.${row}`, col, row, terrain: big.cells[cells.length % big.cells.length].terrain });
  }
  if (cells.length > big.cells.length)
    cases.unshift({ ...cases[0], name: `${cases[0].name} grown to ${cells.length} hexes`, board: { ...big, cells } });
}
// WEB_BENCH_ONLY=tannenberg: only the boards whose name holds it, any case (a quicker run while working on one)
const only = process.env.WEB_BENCH_ONLY?.toLowerCase();
if (only) {
  const names = cases.map((c) => c.name);
  cases.splice(0, cases.length, ...cases.filter((c) => c.name.toLowerCase().includes(only)));
  if (!cases.length) {
    console.log(`WEB_BENCH_ONLY=${process.env.WEB_BENCH_ONLY} names no board; the boards are: ${names.join(', ')}`);
    process.exit(1);
  }
}

// 3. render each in Chromium with the real renderer: first render (a page opened), then re-renders after a move
const { url, server } = await serveHarness(
  join(out, 'harness'),
  '<!doctype html><html><head><link rel="stylesheet" href="/harness.css"></head><body><div id="app"></div><script type="module" src="/harness.js"></script></body></html>',
  { minify: true },
);
const browser = await launchChromium();
const runs = Number(process.env.WEB_BENCH_RUNS ?? 15);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const best = (xs: number[]) => Math.min(...xs);
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
/**
 * The page's main-thread CPU time of each task that holds a `board-render` mark: what one render
 * (render + style + layout) cost the renderer, however busy the machine was (wall time is not).
 */
const renderCpu = (trace: Buffer): number[] => {
  interface Ev {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string };
  }
  const ev = (JSON.parse(trace.toString()) as { traceEvents: Ev[] }).traceEvents;
  const marks = ev.filter((e) => e.name === 'board-render' && e.ph !== 'X');
  const tasks = ev.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined);
  return marks.flatMap((m) => {
    const t = tasks.find((x) => x.pid === m.pid && x.tid === m.tid && x.ts <= m.ts && m.ts <= x.ts + (x.dur ?? 0));
    return t ? [(t.tdur ?? 0) / 1000] : [];
  });
};
/**
 * The page's CPU time (every thread of its renderer: main and compositor tasks, and the raster
 * workers' tasks, which run outside them) between the `board-pan-start` and `board-pan-end` marks:
 * what the frames of a pan or zoom cost. Headless Chromium without a GPU rasterises in software.
 */
/** WEB_BENCH_BREAKDOWN: the CPU ms of a window by trace event name (nested events each counted), the largest first */
const breakdown = (trace: Buffer, from: string, to: string): string => {
  const ev = (
    JSON.parse(trace.toString()) as {
      traceEvents: { name: string; ph: string; pid: number; ts: number; tdur?: number }[];
    }
  ).traceEvents;
  const start = ev.find((e) => e.name === from && e.ph !== 'X');
  const end = ev.find((e) => e.name === to && e.ph !== 'X');
  if (!start || !end) return '';
  const sums = new Map<string, number>();
  for (const e of ev)
    if (e.ph === 'X' && e.pid === start.pid && e.ts >= start.ts && e.ts <= end.ts && e.tdur)
      sums.set(e.name, (sums.get(e.name) ?? 0) + e.tdur / 1000);
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(', ');
};
const panCpu = (trace: Buffer, from = 'board-pan-start', to = 'board-pan-end'): number => {
  const ev = (
    JSON.parse(trace.toString()) as {
      traceEvents: { name: string; ph: string; pid: number; ts: number; dur?: number; tdur?: number }[];
    }
  ).traceEvents;
  const start = ev.find((e) => e.name === from && e.ph !== 'X');
  const end = ev.find((e) => e.name === to && e.ph !== 'X');
  if (!start || !end) return NaN;
  return (
    ev
      .filter(
        (e) =>
          e.ph === 'X' &&
          (e.name === 'RunTask' || e.name === 'RasterTask') &&
          e.pid === start.pid &&
          e.ts >= start.ts &&
          e.ts <= end.ts,
      )
      .reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000
  );
};
/**
 * the longest main-thread task between two marks (CPU ms): the frame a redraw holds up, whatever runs on
 * other threads; `rank` 1: the next longest (e.g. the frame that shows the worker's picture after a zoom)
 */
const longestTask = (trace: Buffer, from: string, to: string, rank = 0): number => {
  const ev = (
    JSON.parse(trace.toString()) as {
      traceEvents: { name: string; ph: string; pid: number; tid: number; ts: number; tdur?: number }[];
    }
  ).traceEvents;
  const start = ev.find((e) => e.name === from && e.ph !== 'X');
  const end = ev.find((e) => e.name === to && e.ph !== 'X');
  if (!start || !end) return NaN;
  const ms = ev
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.pid === start.pid &&
        e.tid === start.tid &&
        e.ts >= start.ts &&
        e.ts <= end.ts,
    )
    .map((e) => (e.tdur ?? 0) / 1000)
    .sort((a, b) => b - a);
  return ms[rank] ?? 0;
};
const fmt = (xs: number[]) => `${median(xs).toFixed(1).padStart(6)} (${best(xs).toFixed(1)})`;

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.waitForFunction(() => typeof window.renderBoard === 'function');
  console.log(
    `board render in Chromium (render + style + layout), ms, median of ${runs} (best): wall time, and the page's main-thread CPU time (load-independent)`,
  );
  for (const c of cases) {
    await page.evaluate(([b, s, o]) => window.loadBoard(b as any, s as any, o as any), [
      c.board,
      c.sides,
      c.options,
    ] as const);
    await page.evaluate(() => window.renderLoaded());
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await page.evaluate(() => window.renderLoaded()));
    const moved: number[] = [];
    for (let i = 0; i < runs; i++) moved.push(await page.evaluate(() => window.moveAndRender()));
    const cpu = renderCpu(await browser.stopTracing());
    const [cpuFirst, cpuMoved] = [cpu.slice(0, runs), cpu.slice(runs)];
    // the map's master picture (web/board/useMapBitmap.ts), drawn band by band while the page is idle:
    // its CPU, and the gestures below then timed with it ready (WEB_BENCH_NO_MASTER_WAIT: not waited for)
    let masterCpu = NaN;
    if (!process.env.WEB_BENCH_NO_MASTER_WAIT) {
      await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
      await page.evaluate(() => performance.mark('board-master-start'));
      const ready = await page
        .waitForSelector('.map-bitmap[data-master="drawn"]', { state: 'attached', timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      await page.evaluate(() => performance.mark('board-master-end'));
      const t = await browser.stopTracing();
      if (ready) masterCpu = panCpu(t, 'board-master-start', 'board-master-end');
    }
    // pan and zoom on the board as drawn (fitted, one piece selected with its targets), WEB_BENCH_GESTURES
    // times over (each round: two zooms in and pans, pans alone, the zooms undone): one gesture's figure
    // is one sample on a shared, noisy machine, so each is reported as the median and p95 of the rounds
    const frames = runs * 2;
    const rounds = Math.max(1, Number(process.env.WEB_BENCH_GESTURES ?? 5));
    // one gesture traced: what `run` answers and the trace; WEB_BENCH_TRACE=<folder>: the first round's trace
    // kept as `<case>-<name>.json`, to read in a trace viewer (chrome://tracing, Perfetto)
    const traced = async <T>(name: string, round: number, run: () => Promise<T>): Promise<[T, Buffer]> => {
      await browser.startTracing(page, {
        categories: [
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          ...(process.env.WEB_BENCH_TRACE ? ['devtools.timeline', 'v8.execute'] : []),
        ],
      });
      const answer = await run();
      const trace = await browser.stopTracing();
      if (process.env.WEB_BENCH_TRACE && round === 0)
        writeFileSync(join(process.env.WEB_BENCH_TRACE, `${c.name.replace(/\W+/g, '-')}-${name}.json`), trace);
      return [answer, trace];
    };
    const g = {
      perFrame: [] as number[],
      redraw: [] as number[],
      whole: [] as number[],
      panWall: [] as number[],
      zoomTask: [] as number[],
      zoomNext: [] as number[],
      panRedraw: [] as number[],
      panTask: [] as number[],
      outRedraw: [] as number[],
      outTask: [] as number[],
    };
    for (let round = 0; round < rounds; round++) {
      const [wall, trace] = await traced('zoom', round, () => page.evaluate((n) => window.panAndZoom(n), frames));
      g.panWall.push(wall / frames);
      // the gesture's steps (the layer moved by the compositor), and the one redraw when it ends
      g.perFrame.push(panCpu(trace, 'board-pan-start', 'board-pan-steps-end') / frames);
      g.redraw.push(panCpu(trace, 'board-pan-steps-end', 'board-pan-end'));
      g.zoomTask.push(longestTask(trace, 'board-pan-steps-end', 'board-pan-end'));
      g.zoomNext.push(longestTask(trace, 'board-pan-steps-end', 'board-pan-end', 1));
      if (process.env.WEB_BENCH_BREAKDOWN && round === 0)
        console.log('      redraw by event:', breakdown(trace, 'board-pan-steps-end', 'board-pan-end'));
      g.whole.push(panCpu(trace) / frames);
      // then pans alone at that zoom: the most frequent gesture on a large map
      const [, panTrace] = await traced('pan', round, () => page.evaluate((n) => window.panAndZoom(n, 'pan'), 8));
      g.panRedraw.push(panCpu(panTrace, 'board-pan-steps-end', 'board-pan-end'));
      g.panTask.push(longestTask(panTrace, 'board-pan-steps-end', 'board-pan-end'));
      if (process.env.WEB_BENCH_BREAKDOWN && round === 0)
        console.log('      pan-alone redraw by event:', breakdown(panTrace, 'board-pan-steps-end', 'board-pan-end'));
      // and the two zooms undone: back to the scale the board opened at
      const [, outTrace] = await traced('out', round, () => page.evaluate((n) => window.panAndZoom(n, 'out'), 2));
      g.outRedraw.push(panCpu(outTrace, 'board-pan-steps-end', 'board-pan-end'));
      g.outTask.push(longestTask(outTrace, 'board-pan-steps-end', 'board-pan-end'));
    }
    const m1 = (xs: number[]) => median(xs).toFixed(1);
    const mp = (xs: number[]) => `${m1(xs)}/${p95(xs).toFixed(1)}`;
    const b = c.board;
    console.log(
      `  ${c.name.padEnd(42)} ${String(b.cells.length).padStart(5)} cells ${String(b.pieces.length).padStart(4)} pieces ${String(b.hexsides?.length ?? 0).padStart(4)} hexsides`,
    );
    console.log(
      `      first render: wall ${fmt(times)}  cpu ${fmt(cpuFirst)} ${median(cpuFirst) < 50 ? 'OK  ' : 'OVER'}    after a move: wall ${fmt(moved)}  cpu ${fmt(cpuMoved)} ${median(cpuMoved) < 16 ? 'OK' : 'OVER'}`,
    );
    console.log(
      `      pan and zoom, ${frames} frames, ${rounds} rounds, median/p95: cpu ${mp(g.perFrame)} ms a frame (all the page's threads, software raster included) ${median(g.perFrame) < 16 ? 'OK' : 'OVER'}; the redraw when the gesture ends ${mp(g.redraw)} ms once (after pans alone: ${mp(g.panRedraw)} ms; zoomed back out: ${mp(g.outRedraw)} ms) (${m1(g.whole)} ms a frame with it); wall ${m1(g.panWall)} ms a frame (at least one 60 Hz frame each)`,
    );
    const worst = Math.max(median(g.zoomTask), median(g.panTask), median(g.outTask));
    console.log(
      `      the longest main-thread task of each redraw (the frame it holds up), median/p95: zoom ${mp(g.zoomTask)} ms (the next longest ${mp(g.zoomNext)} ms), pans ${mp(g.panTask)} ms, zoom back out ${mp(g.outTask)} ms ${worst < 16 ? 'OK' : 'OVER'} (by the medians)`,
    );
    console.log(
      `      master picture, drawn in idle time before the gestures: ${Number.isNaN(masterCpu) ? 'none (not waited for, or the map needs none)' : `cpu ${masterCpu.toFixed(1)} ms in all`}`,
    );
  }
  console.log(
    'targets: first render < 50 ms, a re-render after a move < 16 ms, pan and zoom < 16 ms a frame (OK/OVER by the CPU figure)',
  );
  if (process.env.WEB_BENCH_SHOT) await page.screenshot({ path: process.env.WEB_BENCH_SHOT });

  // WEB_BENCH_NO_PAINTER: the board figures only (a quicker run while working on the play page)
  if (!process.env.WEB_BENCH_NO_PAINTER) {
    // 4. the pack editor's map painter on the largest board grown to 3,000 hexes: a brush stroke, a click
    // by an edge (the hexside tool), a hill marked and a bridge set, each from the press to the laid-out frame
    const largest = cases[0];
    const first = await page.evaluate((b) => window.renderPackMap(b as any), largest.board);
    const figure = async (what: string, run: () => Promise<number>) => {
      const times: number[] = [];
      for (let i = 0; i < runs * 2; i++) times.push(await run());
      if (times.some(Number.isNaN)) throw new Error(`a ${what} painted nothing`);
      const st = [...times].sort((a, b) => a - b);
      const p95 = st[Math.min(st.length - 1, Math.floor(st.length * 0.95))];
      return `${what}, median of ${st.length}: ${st[Math.floor(st.length / 2)].toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, worst ${st[st.length - 1].toFixed(2)} ms ${p95 < 16 ? 'OK' : 'OVER'}`;
    };
    const stroke = await figure('brush stroke', () => page.evaluate(() => window.paintStroke()));
    const edge = await figure('hexside click', () => page.evaluate(() => window.paintEdge()));
    const mark = await figure('hill mark click', () => page.evaluate(() => window.paintMark()));
    const edgeList = await figure('bridge (edge tool) click', () => page.evaluate(() => window.paintEdgeList()));
    const sides = await figure('fortified side click (3,000 forts)', () => page.evaluate(() => window.paintSides()));
    console.log(
      `map painter (pack editor) on ${largest.name}, grown to 3,000 hexes: first render ${first.toFixed(1)} ms; ${stroke}; ${edge}; ${mark}; ${edgeList}; ${sides}   target < 16 ms`,
    );
  }
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}
