/**
 * API throughput on the local stack, in-process: embedded dynalite (in memory) and the real HTTP
 * server on a free port, driven over HTTP like a browser. Prints
 *  - POST /api/games/:id/orders: submissions per second, p50 / p99 latency;
 *  - the storage floor measured on the same engine in the same run: one BatchGet (session, profile,
 *    game) + one conditional Put + one conditional Update per "submission" with an item of the same
 *    size, and the ratio;
 *  - DynamoDB calls per submission (counted by client middleware), by command;
 *  - the stored game item's size.
 * The API runs without the in-process notifier (as on Lambda, where the stream runs it).
 * BENCH_SUBMISSIONS (default 1500) and BENCH_CONCURRENCY (default 8) tune the run; BENCH_ONLY=id,… plays
 * only those catalog games.
 * Then, for every game in the catalog (and BENCH_GAMES=id,… from rules/games/<id>/index.ts), one game
 * played by random legal batches, one submission at a time: latency, calls per submission, item size.
 * Its submissions alternate between the answer the play page asks for (`Prefer: return=minimal`: no
 * view, the page reads the game again) and the full answer (the default, with the game's view), each
 * against its own floor, and each HTTP submission is followed by the page's look at the game (GET),
 * timed apart and with the submission (the work a minimal answer leaves out is done by that look).
 * Those requests go out over node:http with a keep-alive agent, the client the floor's SDK calls use
 * (`nodeRequest`): with Node's fetch the bench's own client cost more than the hop it measures. The
 * view is also asked with fetch once per round and printed beside, for comparison, and from a bare
 * node:http server that does only the view's read and writes its remembered answer (api-view-least.ts):
 * the least any stack could answer a view in on this arrangement, printed beside the view's figure.
 *
 * The engine (bench/api-server.ts): BENCH_DB=thread runs dynalite on a thread of its own, as DynamoDB
 * runs on other machines than the function (the engine's work is not the API's CPU, and what the
 * API does while a call is on the wire — the answer's view during the game update — overlaps it);
 * BENCH_DB=inline runs it on the API's event loop, as `npm start` does, where the two take turns.
 * Without BENCH_DB the bench runs both, one after the other, and prints their summaries together,
 * then the HEADLINE (api-headline.ts): each game's view against one GetItem on the thread engine, the
 * figure the goal is read by, with the inline engine's beside it.
 */
import { httpClient } from './support.js';
import {
  closeNodeRequests,
  cookieCheckMs,
  floorSubmission,
  fmt,
  gameItem,
  itemSize,
  percentile,
  putFloorItems,
} from './api-parts.js';
import { benchGame, type GameBench, type GameFigures } from './api-games.js';
import { FIGURES, headline } from './api-headline.js';
import { createApp } from '../functions/api/app.js';
import { apiServer, benchDb } from './api-server.js';
import { leastViewServer } from './api-view-least.js';
import { catalogOf, defaultCatalog } from '../functions/play/catalog.js';
import { countCalls, createDb } from '../functions/store/db.js';
import { GameStore } from '../functions/play/games.js';
import type { GameModule } from '../rules/core/contract.js';
import { duel } from '../tests/fixture/duel.js';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';

if (!process.env.BENCH_DB) {
  const summaries: string[] = [];
  const figuresOf: Record<string, GameFigures[]> = {};
  for (const engine of ['thread', 'inline']) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_DB: engine },
      stdio: ['inherit', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    process.stdout.write(`\n--- BENCH_DB=${engine}\n${run.stdout}`);
    if (run.status) process.exit(run.status);
    const lines = run.stdout.split('\n');
    figuresOf[engine] = JSON.parse(lines.find((l) => l.startsWith(FIGURES))?.slice(FIGURES.length) ?? '[]');
    const from = lines.findIndex((l) => l.startsWith('summary'));
    summaries.push(
      `engine ${engine === 'thread' ? 'on a thread of its own' : "on the API's thread"} (BENCH_DB=${engine}):`,
    );
    for (const l of lines.slice(from + 1)) {
      if (!l.startsWith('  ')) break;
      summaries.push(l);
    }
  }
  console.log(
    `\nboth arrangements (each figure against the floor or GetItem of its own run; machine load now ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores: above the core count, wall-time ratios are mostly the scheduler's and the CPU ratios are the ones to read):`,
  );
  for (const l of summaries) console.log(`  ${l}`);
  console.log(headline(figuresOf.thread ?? [], figuresOf.inline ?? []));
  process.exit(0);
}

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const REAL_GAME_SUBMISSIONS = Number(process.env.BENCH_GAME_SUBMISSIONS ?? 300);
const VIEW_READS = Number(process.env.BENCH_VIEW_READS ?? 60);

const realGames: GameModule<any, any>[] = [];
// BENCH_ONLY=id,…: only those games (a quicker run comparing one game's view before and after a change)
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
for (const id of new Set([...defaultCatalog.ids(), ...(process.env.BENCH_GAMES ?? '').split(',').filter(Boolean)])) {
  if (only.length && !only.includes(id)) continue;
  const m =
    (await defaultCatalog.get(id)) ??
    ((await import(`../rules/games/${id}/index.js`)) as { default: GameModule<any, any> }).default;
  realGames.push(m);
}

// The API alone, as it runs on Lambda; every answer says where its time went
// (functions/api/server-timing.ts): the breakdown below
const server = await apiServer([duel, ...realGames], { serverTiming: true, engine: benchDb });
const db = server.svc.deps.db;
const base = server.url;

const { session, post } = httpClient(server);

const red = await session('bench-red@example.org');
const blue = await session('bench-blue@example.org');
const cookies: Record<string, string> = { red, blue };

const newGame = async (): Promise<{ id: string; game: any }> => {
  const c = await post(red, '/api/games', {
    game: 'duel',
    scenario: 'first-to-3',
    seat: 'red',
    opponent: { open: true },
    options: { target: 20 },
  });
  const j = await post(blue, `/api/games/${c.body.id}/join`, {});
  return { id: c.body.id, game: j.body };
};

// warm up the engine, the SDK's connections and the JIT
{
  let { id, game } = await newGame();
  for (let i = 0; i < 20 && game.lifecycle === 'active'; i++) {
    const side = game.awaiting[0];
    const order = game.status.phase === 'bid' ? { type: 'bid', value: 2 } : { type: 'regroup', yes: false };
    const r = await post(cookies[side], `/api/games/${id}/orders`, {
      expectedVersion: game.version,
      idempotencyKey: `warm-up-${i}`,
      batch: { orders: [order] },
    });
    if (r.status !== 200) throw new Error(`warm-up submission failed: ${r.status} ${JSON.stringify(r.body)}`);
    game = r.body.game;
  }
}

const counter = countCalls(db.client);
const latencies: number[] = [];
let done = 0,
  keyN = 0;
let sample = '';

const driver = async () => {
  let current = await newGame();
  while (done < SUBMISSIONS) {
    const { id, game } = current;
    if (game.lifecycle !== 'active') {
      current = await newGame();
      continue;
    }
    const side: string = game.awaiting[0];
    const order =
      game.status.phase === 'bid' ? { type: 'bid', value: 1 + (keyN % 3) } : { type: 'regroup', yes: false };
    done++;
    const t0 = performance.now();
    const r = await post(cookies[side], `/api/games/${id}/orders`, {
      expectedVersion: game.version,
      idempotencyKey: `bench-key-${++keyN}`,
      batch: { orders: [order] },
    });
    latencies.push(performance.now() - t0);
    if (r.status !== 200) throw new Error(`submission failed: ${r.status} ${JSON.stringify(r.body)}`);
    current = { id, game: r.body.game };
    sample = id;
  }
};

counter.reset();
const t0 = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, driver));
const elapsed = performance.now() - t0;
const apiCalls = { ...counter.byCommand };
const apiTotal = counter.total;

// the stored item of a game in play
const raw = await gameItem(db, sample);
const itemBytes = itemSize(raw);
const stateBytes = Buffer.byteLength(raw.state.S ?? '');

// the storage floor: what one submission cannot avoid — read the game, claim the turn, update the game
const floorLat: number[] = [];
let floorDone = 0;
const filler = raw.record.S ?? '';
const floorWorker = async (w: number) => {
  const item = { record: { S: filler }, state: { S: raw.state.S ?? '' } };
  await putFloorItems(db, `duel-${w}`, 0, item);
  let v = 0;
  while (floorDone < SUBMISSIONS) {
    floorDone++;
    floorLat.push(await floorSubmission(db, `duel-${w}`, v++, item, filler.slice(0, 600)));
  }
};
const f0 = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => floorWorker(w)));
const floorElapsed = performance.now() - f0;

latencies.sort((a, b) => a - b);
floorLat.sort((a, b) => a - b);
const apiRate = (SUBMISSIONS / elapsed) * 1000;
const floorRate = (SUBMISSIONS / floorElapsed) * 1000;
console.log(
  `POST /api/games/:id/orders — local stack (dynalite in memory ${benchDb === 'thread' ? 'on a thread of its own' : "on the API's thread"}, HTTP on ${base}), ${SUBMISSIONS} submissions, ${CONCURRENCY} games at once; machine load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
);
console.log(`  submissions per second   ${apiRate.toFixed(0)}`);
console.log(`  latency p50 / p99        ${fmt(percentile(latencies, 50))} / ${fmt(percentile(latencies, 99))}`);
console.log(
  `storage floor — BatchGet (session, profile, game) + conditional Put + conditional Update, same engine, same run`,
);
console.log(`  sequences per second     ${floorRate.toFixed(0)}`);
console.log(`  latency p50 / p99        ${fmt(percentile(floorLat, 50))} / ${fmt(percentile(floorLat, 99))}`);
console.log(
  `ratio API / floor          ${(percentile(latencies, 50) / percentile(floorLat, 50)).toFixed(2)}× p50 latency, ${(floorRate / apiRate).toFixed(2)}× throughput`,
);
console.log(
  `DynamoDB calls per submission ${(apiTotal / SUBMISSIONS).toFixed(2)}  (new games when one ends included; ${Object.entries(
    apiCalls,
  )
    .map(([k, n]) => `${k.replace('Command', '')} ${(n / SUBMISSIONS).toFixed(2)}`)
    .join(', ')})`,
);
console.log(
  `stored game item           ${itemBytes} bytes (state ${stateBytes} bytes; DynamoDB limit 400 KB, state kept < 350 KB) — duel fixture`,
);
// Every catalog game (and BENCH_GAMES): api-games.ts plays one and prints its figures.
const peek = new GameStore(
  createDb({ endpoint: server.dbEndpoint, region: 'local', table: db.table }),
  catalogOf(realGames),
);
// the same app and services, answered in-process: what a submission costs without HTTP on either side
const direct = createApp(server.svc.deps, server.svc);
// the session cookie's signature check: paid the first time an instance sees a cookie (api-parts.ts)
console.log(
  `session cookie signature check ${fmt(await cookieCheckMs(server.svc.deps.config.signingKey, red.slice(red.indexOf('=') + 1)))} p50, once per cookie and instance (kept after)`,
);
// the least a view can cost here: a bare server doing only the view's read and answer (api-view-least.ts)
const least = await leastViewServer(server.svc);
const summary: string[] = [];
const breakdown: string[] = [];
const figures: GameFigures[] = [];
const env: GameBench = {
  db,
  base,
  red,
  blue,
  post,
  counter,
  peek,
  direct,
  least: least.url,
  submissions: REAL_GAME_SUBMISSIONS,
  viewReads: VIEW_READS,
};
for (const module of realGames) {
  const lines = await benchGame(env, module);
  if (!lines) continue;
  summary.push(lines.summary);
  breakdown.push(lines.breakdown);
  figures.push(lines.figure);
}
console.log('summary (ratios measured in this run; milliseconds on a shared machine are noisy):');
for (const line of summary) console.log(`  ${line}`);
console.log(
  "breakdown of a submission as multiples of its floor, the page's minimal answer and the full one (medians; storage = read + write with their JSON, rules = the turn and the batch schema, view = the answer's view with the module's own in brackets, serialisation = the answer's JSON, other = Hono, middleware and the body in-process, client's parse = the bench client's JSON.parse of the answer over HTTP (inside the p50 and HTTP; the in-process one is left out of other), HTTP = the hop):",
);
for (const line of breakdown) console.log(`  ${line}`);
console.log(FIGURES + JSON.stringify(figures));
closeNodeRequests();
await least.close();
await server.close();
