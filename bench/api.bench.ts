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
 * BENCH_SUBMISSIONS (default 1500) and BENCH_CONCURRENCY (default 8) tune the run.
 * Then, for every game in the catalog (and BENCH_GAMES=id,… from rules/games/<id>/index.ts), one game
 * played by random legal batches, one submission at a time: latency, calls per submission, item size.
 * Those requests go out over node:http with a keep-alive agent, the client the floor's SDK calls use
 * (`nodeRequest`): with Node's fetch the bench's own client cost more than the hop it measures. The
 * view is also asked with fetch once per round and printed beside, for comparison.
 */
import { httpClient } from './support.js';
import {
  closeNodeRequests,
  cookieCheckMs,
  cpuMs,
  floorSubmission,
  fmt,
  itemSize,
  med,
  NESTED,
  nodeRequest,
  PARTS,
  percentile,
  putFloorItems,
  serverTimings,
} from './api-parts.js';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { createApp } from '../functions/api/app.js';
import { startLocalServer } from '../functions/local/server.js';
import { catalogOf, defaultCatalog } from '../functions/play/catalog.js';
import { countCalls, createDb } from '../functions/store/db.js';
import { GameStore } from '../functions/play/games.js';
import type { GameModule } from '../rules/core/contract.js';
import { SeededDice } from '../rules/core/dice.js';
import { keys } from '../functions/store/keys.js';
import { duel } from '../tests/fixture/duel.js';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const REAL_GAME_SUBMISSIONS = Number(process.env.BENCH_GAME_SUBMISSIONS ?? 300);
const VIEW_READS = Number(process.env.BENCH_VIEW_READS ?? 60);

const realGames: GameModule<any, any>[] = [];
for (const id of new Set([...defaultCatalog.ids(), ...(process.env.BENCH_GAMES ?? '').split(',').filter(Boolean)])) {
  const m =
    (await defaultCatalog.get(id)) ??
    ((await import(`../rules/games/${id}/index.js`)) as { default: GameModule<any, any> }).default;
  realGames.push(m);
}

// The API alone, as it runs on Lambda (in AWS the notifier runs off the table's stream, not in the request).
const server = await startLocalServer({
  port: 0,
  dataDir: null,
  games: catalogOf([duel, ...realGames]),
  quiet: true,
  webDir: '/nonexistent',
  log: () => {},
  hooks: false,
  // every answer says where its time went (functions/api/server-timing.ts): the breakdown below
  serverTiming: true,
});
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
const raw = (
  await db.client.send(
    new GetItemCommand({ TableName: db.table, Key: { pk: { S: keys.game(sample).pk }, sk: { S: 'STATE' } } }),
  )
).Item!;
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
  `POST /api/games/:id/orders — local stack (dynalite in memory, HTTP on ${base}), ${SUBMISSIONS} submissions, ${CONCURRENCY} games at once`,
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
// Every catalog game (and BENCH_GAMES): one game played by random legal batches, one submission at a
// time. Each submission is paired with its storage floor, timed just before it on the same engine:
// the three calls a submission cannot avoid, on items of the game's own sizes (a BatchGetItem of a
// session, a profile and the game item; the conditional put of the turn; the conditional update of
// the game). The ratio of the two p50s is what the goal is about; on a shared machine both move
// together, so read the ratio, not the milliseconds. The breakdown is what the submissions themselves
// report in their Server-Timing header (medians of each part): read (the BatchGetItem and the game
// item's JSON), validation (the batch schema), rules (the turn, dice included), write (the turn put
// and the game update with their JSON), view (the answer's view and events, fog applied; of it,
// rules-view is the module's own view, the rest is the platform's packing and presentation), json (the
// answer's JSON); other is what the in-process submissions took beyond those parts (Hono, the
// middleware, the body's parse), HTTP what the HTTP ones took beyond the in-process ones. (Re-running
// a part after the request would find the games' own memo caches warm and under-count the view.)
// Then the view: GET /api/games/:id against one GetItem of the game item, paired the same way.
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
const summary: string[] = [];
const breakdown: string[] = [];
for (const module of realGames) {
  const scenario = module.scenarios[0];
  const seats = [red, blue];
  const c = await post(red, '/api/games', {
    game: module.id,
    scenario: scenario.id,
    seat: module.sides[0],
    opponent: { open: true },
  });
  if (c.status !== 201) {
    console.log(`${module.id}: cannot create (${c.status} ${JSON.stringify(c.body)})`);
    continue;
  }
  const id = c.body.id;
  let game = (await post(blue, `/api/games/${id}/join`, {})).body;
  const lat: number[] = [];
  const floor: number[] = [];
  const latDirect: number[] = [];
  const floorDirect: number[] = [];
  // CPU time of this process (engine, API and client alike) per submission and per floor sequence:
  // what the machine's other load does not inflate the way it does wall time
  const [cpu, cpuFloor, cpuDirect, cpuFloorDirect] = [[], [], [], []] as number[][];
  const parts = Object.fromEntries(PARTS.map((p) => [p, [] as number[]])) as Record<(typeof PARTS)[number], number[]>;
  const beyond: number[] = [];
  const viewParts = Object.fromEntries(PARTS.map((p) => [p, [] as number[]])) as Record<
    (typeof PARTS)[number],
    number[]
  >;
  let calls = 0,
    maxItem = 0,
    maxState = 0,
    refused = 0,
    floorVersion = 0;
  const byCommand: Record<string, number> = {};
  const dice = new SeededDice(7);
  for (let n = 0; n < REAL_GAME_SUBMISSIONS && game.lifecycle === 'active'; n++) {
    const side: string = game.awaiting[0];
    const before = (await peek.load(id))!;
    const { record } = before;
    const batch = module.randomBatch(record.state, side, dice);
    const stored = (
      await db.client.send(
        new GetItemCommand({ TableName: db.table, Key: { pk: { S: keys.game(id).pk }, sk: { S: 'STATE' } } }),
      )
    ).Item!;
    const lastTurn = JSON.stringify((await peek.turns(id, record.version, record.version))[0] ?? {});
    if (n === 0) await putFloorItems(db, module.id, floorVersion, stored);
    // every other submission goes to the same app in-process (no HTTP on either side): the difference is HTTP's
    const inProcess = n % 2 === 1;
    const cf = process.cpuUsage();
    (inProcess ? floorDirect : floor).push(await floorSubmission(db, module.id, floorVersion++, stored, lastTurn));
    (inProcess ? cpuFloorDirect : cpuFloor).push(cpuMs(cf));
    counter.reset();
    const cs = process.cpuUsage();
    const t = performance.now();
    const body = JSON.stringify({ expectedVersion: record.version, idempotencyKey: `real-${module.id}-${n}`, batch });
    // with its length, as every client sends a body it has whole (the in-process request too)
    const init = {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        origin: base,
        cookie: seats[module.sides.indexOf(side)],
      },
      body,
    };
    const url = `${base}/api/games/${id}/orders`;
    const res = inProcess ? await direct.request(url, init) : await nodeRequest(url, init);
    const r = { status: res.status, body: (await res.json()) as any };
    const took = performance.now() - t;
    const reported = serverTimings(res.headers.get('server-timing'));
    (inProcess ? latDirect : lat).push(took);
    (inProcess ? cpuDirect : cpu).push(cpuMs(cs));
    calls += counter.total;
    for (const [k, x] of Object.entries(counter.byCommand)) byCommand[k] = (byCommand[k] ?? 0) + x;
    if (r.status !== 200) {
      refused++;
      if (refused > 3)
        throw new Error(`${module.id}: random batch refused: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      game = r.body.game ?? game;
      continue;
    }
    game = r.body.game;
    for (const p of PARTS) parts[p].push(reported[p] ?? 0);
    // in-process: what the request took beyond the parts it reports (Hono, middleware, the body's parse)
    if (inProcess) beyond.push(took - PARTS.reduce((sum, p) => sum + (NESTED.has(p) ? 0 : (reported[p] ?? 0)), 0));
    const item = (
      await db.client.send(
        new GetItemCommand({ TableName: db.table, Key: { pk: { S: keys.game(id).pk }, sk: { S: 'STATE' } } }),
      )
    ).Item!;
    maxItem = Math.max(maxItem, itemSize(item));
    maxState = Math.max(maxState, Buffer.byteLength(item.state.S ?? ''));
  }
  // the view, paired with one GetItem of the same item
  const viewLat: number[] = [];
  const getLat: number[] = [];
  const viewDirectLat: number[] = [];
  const viewFetchLat: number[] = [];
  // to the answer's last byte, before the client parses it (the SDK's figure parses its own answer)
  const viewReceived: number[] = [];
  // CPU time of this process per view and per GetItem (engine and client included): what the other
  // agents' load inflates less than wall time
  const [viewCpu, getCpu] = [[], []] as number[][];
  for (let i = 0; i < VIEW_READS; i++) {
    const v0 = performance.now();
    const answered = await direct.request(`${base}/api/games/${id}`, { headers: { cookie: red } });
    await answered.json();
    viewDirectLat.push(performance.now() - v0);
    const reported = serverTimings(answered.headers.get('server-timing'));
    for (const p of PARTS) viewParts[p].push(reported[p] ?? 0);
    const gc = process.cpuUsage();
    const g = performance.now();
    await db.client.send(
      new GetItemCommand({
        TableName: db.table,
        Key: { pk: { S: keys.game(id).pk }, sk: { S: 'STATE' } },
        ConsistentRead: true,
      }),
    );
    getLat.push(performance.now() - g);
    getCpu.push(cpuMs(gc));
    const vc = process.cpuUsage();
    const v = performance.now();
    const res = await nodeRequest(`${base}/api/games/${id}`, { headers: { cookie: red } });
    await res.json();
    viewLat.push(performance.now() - v);
    viewReceived.push(res.received! - v);
    viewCpu.push(cpuMs(vc));
    // the same view asked with Node's fetch, for comparison only (not the figure: see nodeRequest)
    const w = performance.now();
    await (await fetch(`${base}/api/games/${id}`, { headers: { cookie: red } })).json();
    viewFetchLat.push(performance.now() - w);
  }
  const p50 = med(lat),
    f50 = med(floor);
  // HTTP: what the HTTP submissions took over their floor beyond what the in-process ones did
  const d50 = med(latDirect),
    fd50 = med(floorDirect);
  const http = Math.max(0, p50 - f50 - (d50 - fd50));
  const partsLine = (ps: Record<string, number[]>) =>
    PARTS.filter((p) => ps[p].some((x) => x > 0))
      .map((p) => `${p} ${fmt(med(ps[p]))}`)
      .join(', ');
  const perSub = calls / (lat.length + latDirect.length);
  const ratio = p50 / f50,
    viewRatio = med(viewLat) / med(getLat);
  console.log(
    `${module.id} (${scenario.id}): ${lat.length + latDirect.length} submissions one at a time, game ${game.lifecycle} at version ${game.version}, largest game item ${maxItem} bytes (state ${maxState} bytes)`,
  );
  console.log(
    `  p50 ${fmt(p50)} against a floor of ${fmt(f50)} in the same run: ${ratio.toFixed(2)}× (goal ≤ 2×); p99 ${fmt(
      percentile(
        [...lat].sort((a, b) => a - b),
        99,
      ),
    )}`,
  );
  console.log(
    `  CPU per submission ${fmt(med(cpu))} against ${fmt(med(cpuFloor))} for the floor: ${(med(cpu) / med(cpuFloor)).toFixed(2)}×; in-process ${fmt(med(cpuDirect))} against ${fmt(med(cpuFloorDirect))}: ${(med(cpuDirect) / med(cpuFloorDirect)).toFixed(2)}×`,
  );
  console.log(
    `  in-process (the same app without HTTP): p50 ${fmt(d50)} against a floor of ${fmt(fd50)}: ${(d50 / fd50).toFixed(2)}×`,
  );
  console.log(
    `  where it goes (Server-Timing medians): ${partsLine(parts)}; other ${fmt(med(beyond))}, HTTP ${fmt(http)}; storage (read + write) ${fmt(med(parts.read) + med(parts.write))} against the floor's ${fmt(f50)}`,
  );
  console.log(
    `  DynamoDB calls per submission ${perSub.toFixed(2)} (goal ≤ 3): ${Object.entries(byCommand)
      .map(([k, x]) => `${k.replace('Command', '')} ${(x / (lat.length + latDirect.length)).toFixed(2)}`)
      .join(', ')}`,
  );
  console.log(
    `  view GET /api/games/:id p50 ${fmt(med(viewLat))} against one GetItem ${fmt(med(getLat))}: ${viewRatio.toFixed(2)}× (goal ≤ 1.5×); in-process ${fmt(med(viewDirectLat))}: ${(med(viewDirectLat) / med(getLat)).toFixed(2)}× (${partsLine(viewParts)}); CPU ${fmt(med(viewCpu))} against ${fmt(med(getCpu))}: ${(med(viewCpu) / med(getCpu)).toFixed(2)}×; to the last byte, before the client's parse, ${fmt(med(viewReceived))}: ${(med(viewReceived) / med(getLat)).toFixed(2)}×; asked with fetch instead ${fmt(med(viewFetchLat))}: ${(med(viewFetchLat) / med(getLat)).toFixed(2)}×`,
  );
  summary.push(
    `${module.id.padEnd(26)} ${ratio.toFixed(2)}× floor (in-process ${(d50 / fd50).toFixed(2)}×, CPU ${(med(cpu) / med(cpuFloor)).toFixed(2)}×)  ${perSub.toFixed(2)} calls  view ${viewRatio.toFixed(2)}× GetItem (in-process ${(med(viewDirectLat) / med(getLat)).toFixed(2)}×, CPU ${(med(viewCpu) / med(getCpu)).toFixed(2)}×)`,
  );
  // the submission's breakdown in the issue's terms, as fractions of the floor (what the 2× goal leaves: 1.0 beyond storage)
  const f = (ms: number) => `${(ms / f50).toFixed(2)}`;
  breakdown.push(
    `${module.id.padEnd(26)} floor ${fmt(f50)}: storage ${f(med(parts.read) + med(parts.write))}  rules ${f(med(parts.rules) + med(parts.validation))}  view ${f(med(parts.view))} (module ${f(med(parts['rules-view']))})  serialisation ${f(med(parts.json))}  other ${f(med(beyond))}  HTTP ${f(http)}`,
  );
}
console.log('summary (ratios measured in this run; milliseconds on a shared machine are noisy):');
for (const line of summary) console.log(`  ${line}`);
console.log(
  "breakdown of a submission as multiples of its floor (medians; storage = read + write with their JSON, rules = the turn and the batch schema, view = the answer's view with the module's own in brackets, serialisation = the answer's JSON, other = Hono, middleware and the body in-process, HTTP = the hop):",
);
for (const line of breakdown) console.log(`  ${line}`);
closeNodeRequests();
await server.close();
