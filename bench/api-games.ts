/**
 * One catalog game through the API (api.bench.ts): a game played by random legal batches, one
 * submission at a time, each paired with its storage floor, then its view read against one GetItem.
 * Returns the game's summary line and its breakdown as multiples of the floor; prints the details.
 */
import type { GameModule } from '../rules/core/contract.js';
import { SeededDice } from '../rules/core/dice.js';
import type { Hono } from 'hono';
import type { CallCounter, Db } from '../functions/store/db.js';
import type { GameStore } from '../functions/play/games.js';
import {
  cpuMs,
  floorSubmission,
  fmt,
  gameItem,
  itemSize,
  med,
  NESTED,
  nodeRequest,
  PARTS,
  percentile,
  putFloorItems,
  serverTimings,
} from './api-parts.js';
import type { httpClient } from './support.js';

/** what every game's run shares: the server's table and address, the two players' sessions, the peeking store, the in-process app */
export interface GameBench {
  db: Db;
  base: string;
  red: string;
  blue: string;
  post: ReturnType<typeof httpClient>['post'];
  counter: CallCounter;
  peek: GameStore;
  direct: Hono<any>;
  /** the bare view server's address (api-view-least.ts): the least a view can cost here */
  least: string;
  submissions: number;
  viewReads: number;
}

/** one kind of answer's samples: submissions over HTTP and in-process, their floors, parts, the look after */
const newRun = () => ({
  lat: [] as number[],
  floor: [] as number[],
  latDirect: [] as number[],
  floorDirect: [] as number[],
  // CPU time of this process (engine, API and client alike) per submission and per floor sequence:
  // what the machine's other load does not inflate the way it does wall time
  cpu: [] as number[],
  cpuFloor: [] as number[],
  cpuDirect: [] as number[],
  cpuFloorDirect: [] as number[],
  parts: Object.fromEntries(PARTS.map((p) => [p, [] as number[]])) as Record<(typeof PARTS)[number], number[]>,
  beyond: [] as number[],
  // the client's parse of the answer (the bench's own client: a browser pays it too, the server does not)
  parseDirect: [] as number[],
  parseHttp: [] as number[],
  // the page's GET of the game after an HTTP submission, and the submission and that look together
  look: [] as number[],
  trip: [] as number[],
});
type Run = ReturnType<typeof newRun>;

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
export const benchGame = async (
  { db, base, red, blue, post, counter, peek, direct, least, submissions, viewReads }: GameBench,
  module: GameModule<any, any>,
): Promise<{ summary: string; breakdown: string; figure: GameFigures } | null> => {
  const scenario = module.scenarios[0];
  const seats = [red, blue];
  // a game that ends before the count is reached is followed by a new one: every game gives its
  // medians as many submissions (OWC's scenario A ends near version 60, which gave 30 HTTP samples)
  const newGame = async (): Promise<{ id: string; game: any } | null> => {
    const c = await post(red, '/api/games', {
      game: module.id,
      scenario: scenario.id,
      seat: module.sides[0],
      opponent: { open: true },
    });
    if (c.status !== 201) {
      console.log(`${module.id}: cannot create (${c.status} ${JSON.stringify(c.body)})`);
      return null;
    }
    return { id: c.body.id, game: (await post(blue, `/api/games/${c.body.id}/join`, {})).body };
  };
  const first = await newGame();
  if (!first) return null;
  let { id, game } = first;
  let games = 1;
  // Two answers, alternating: `minimal` is what the play page asks (`Prefer: return=minimal`: it reads
  // the game again after each submission, so the answer leaves the view out), `full` the default
  // answer with the game's view. Each over HTTP and in-process in turn.
  const runs = { minimal: newRun(), full: newRun() };
  let calls = 0,
    maxItem = 0,
    maxState = 0,
    refused = 0,
    floorVersion = 0;
  const byCommand: Record<string, number> = {};
  const dice = new SeededDice(7);
  for (let n = 0; n < submissions; n++) {
    if (game.lifecycle !== 'active') {
      ({ id, game } = (await newGame())!);
      games++;
    }
    const side: string = game.awaiting[0];
    const before = (await peek.load(id))!;
    const { record } = before;
    const batch = module.randomBatch(record.state, side, dice);
    const stored = await gameItem(db, id);
    const lastTurn = JSON.stringify((await peek.turns(id, record.version, record.version))[0] ?? {});
    if (n === 0) await putFloorItems(db, module.id, floorVersion, stored);
    // every other submission goes to the same app in-process (no HTTP on either side): the difference is HTTP's
    const inProcess = n % 2 === 1;
    const run = runs[n % 4 < 2 ? 'minimal' : 'full'];
    const cf = process.cpuUsage();
    (inProcess ? run.floorDirect : run.floor).push(
      await floorSubmission(db, module.id, floorVersion++, stored, lastTurn),
    );
    (inProcess ? run.cpuFloorDirect : run.cpuFloor).push(cpuMs(cf));
    counter.reset();
    const cs = process.cpuUsage();
    const t = performance.now();
    const body = JSON.stringify({ expectedVersion: record.version, idempotencyKey: `real-${module.id}-${n}`, batch });
    const cookie = seats[module.sides.indexOf(side)];
    // with its length, as every client sends a body it has whole (the in-process request too)
    const init = {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        origin: base,
        cookie,
        ...(run === runs.minimal ? { prefer: 'return=minimal' } : {}),
      },
      body,
    };
    const url = `${base}/api/games/${id}/orders`;
    const res = inProcess ? await direct.request(url, init) : await nodeRequest(url, init);
    // in-process the answer is whole once the app has returned; over HTTP once its last byte came
    const answered = ('received' in res ? res.received : undefined) ?? performance.now();
    const r = { status: res.status, body: (await res.json()) as any };
    const took = performance.now() - t;
    (inProcess ? run.parseDirect : run.parseHttp).push(performance.now() - answered);
    const reported = serverTimings(res.headers.get('server-timing'));
    (inProcess ? run.latDirect : run.lat).push(took);
    (inProcess ? run.cpuDirect : run.cpu).push(cpuMs(cs));
    calls += counter.total;
    for (const [k, x] of Object.entries(counter.byCommand)) byCommand[k] = (byCommand[k] ?? 0) + x;
    if (r.status !== 200) {
      refused++;
      if (refused > 3)
        throw new Error(`${module.id}: random batch refused: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      game = r.body.game ?? game;
      continue;
    }
    game = r.body.game ?? { version: r.body.version, lifecycle: r.body.lifecycle, awaiting: r.body.awaiting };
    for (const p of PARTS) run.parts[p].push(reported[p] ?? 0);
    // in-process: what the request took beyond the parts it reports (Hono, middleware, the body's parse)
    if (inProcess)
      run.beyond.push(answered - t - PARTS.reduce((sum, p) => sum + (NESTED.has(p) ? 0 : (reported[p] ?? 0)), 0));
    else {
      // the page's look at the game right after its submission (web/game/useComposer.ts: load()),
      // over HTTP as the page asks it: from memory after a full answer, built now after a minimal one
      const l = performance.now();
      await (await nodeRequest(`${base}/api/games/${id}`, { headers: { cookie } })).json();
      run.look.push(performance.now() - l);
      run.trip.push(took + run.look.at(-1)!);
    }
    const item = await gameItem(db, id);
    maxItem = Math.max(maxItem, itemSize(item));
    maxState = Math.max(maxState, Buffer.byteLength(item.state.S ?? ''));
  }
  // the view, paired with one GetItem of the same item
  const viewParts = Object.fromEntries(PARTS.map((p) => [p, [] as number[]])) as Record<
    (typeof PARTS)[number],
    number[]
  >;
  const viewLat: number[] = [];
  const getLat: number[] = [];
  const viewDirectLat: number[] = [];
  const viewFetchLat: number[] = [];
  // to the answer's last byte, before the client parses it (the SDK's figure parses its own answer)
  const viewReceived: number[] = [];
  // the read of each HTTP view, as its Server-Timing reports it
  const viewHttpRead: number[] = [];
  // CPU time of this process per view and per GetItem (engine and client included): what the other
  // agents' load inflates less than wall time
  const [viewCpu, getCpu] = [[], []] as number[][];
  // the same view from the bare server (api-view-least.ts): what no stack could go below here
  const [leastLat, leastCpu] = [[], []] as number[][];
  const bare = await nodeRequest(`${least}/${id}`, { headers: { cookie: red } });
  const viewBytes = bare.bytes ?? 0;
  const bareBody = (await bare.json()) as { version?: number };
  if (bare.status !== 200 || bareBody.version !== game.version)
    throw new Error(`${module.id}: the bare view server answered ${bare.status} at version ${bareBody.version}`);
  for (let i = 0; i < viewReads; i++) {
    const v0 = performance.now();
    const answered = await direct.request(`${base}/api/games/${id}`, { headers: { cookie: red } });
    await answered.json();
    viewDirectLat.push(performance.now() - v0);
    const reported = serverTimings(answered.headers.get('server-timing'));
    for (const p of PARTS) viewParts[p].push(reported[p] ?? 0);
    const gc = process.cpuUsage();
    const g = performance.now();
    await gameItem(db, id, true);
    getLat.push(performance.now() - g);
    getCpu.push(cpuMs(gc));
    const vc = process.cpuUsage();
    const v = performance.now();
    const res = await nodeRequest(`${base}/api/games/${id}`, { headers: { cookie: red } });
    await res.json();
    viewLat.push(performance.now() - v);
    viewReceived.push(res.received! - v);
    viewHttpRead.push(serverTimings(res.headers.get('server-timing')).read ?? 0);
    viewCpu.push(cpuMs(vc));
    const lc = process.cpuUsage();
    const l = performance.now();
    await (await nodeRequest(`${least}/${id}`, { headers: { cookie: red } })).json();
    leastLat.push(performance.now() - l);
    leastCpu.push(cpuMs(lc));
    // the same view asked with Node's fetch, for comparison only (not the figure: see nodeRequest)
    const w = performance.now();
    await (await fetch(`${base}/api/games/${id}`, { headers: { cookie: red } })).json();
    viewFetchLat.push(performance.now() - w);
  }
  const partsLine = (ps: Record<string, number[]>) =>
    PARTS.filter((p) => ps[p].some((x) => x > 0))
      .map((p) => `${p} ${fmt(med(ps[p]))}`)
      .join(', ');
  const done =
    runs.minimal.lat.length + runs.minimal.latDirect.length + runs.full.lat.length + runs.full.latDirect.length;
  const perSub = calls / done;
  const viewRatio = med(viewLat) / med(getLat);
  // each view against the GetItem read just before it: a load that comes and goes moves both of a
  // pair alike, so the median of these ratios drifts less between runs than the ratio of medians
  const paired = (xs: number[]) => med(xs.map((x, i) => x / getLat[i]));
  console.log(
    `${module.id} (${scenario.id}): ${done} submissions one at a time over ${games} game${games > 1 ? 's' : ''}, the last ${game.lifecycle} at version ${game.version} (the view below is read on it), largest game item ${maxItem} bytes (state ${maxState} bytes)`,
  );
  const figures = (run: Run, label: string) => {
    const p50 = med(run.lat),
      f50 = med(run.floor);
    // HTTP: what the HTTP submissions took over their floor beyond what the in-process ones did
    const d50 = med(run.latDirect),
      fd50 = med(run.floorDirect);
    const http = Math.max(0, p50 - f50 - (d50 - fd50));
    const cpuRatio = med(run.cpu) / med(run.cpuFloor);
    console.log(
      `  ${label}: p50 ${fmt(p50)} against a floor of ${fmt(f50)} in the same run: ${(p50 / f50).toFixed(2)}× (goal ≤ 2×); p99 ${fmt(
        percentile(
          [...run.lat].sort((a, b) => a - b),
          99,
        ),
      )}`,
    );
    console.log(
      `    CPU per submission ${fmt(med(run.cpu))} against ${fmt(med(run.cpuFloor))} for the floor: ${cpuRatio.toFixed(2)}×; in-process ${fmt(med(run.cpuDirect))} against ${fmt(med(run.cpuFloorDirect))}: ${(med(run.cpuDirect) / med(run.cpuFloorDirect)).toFixed(2)}×`,
    );
    console.log(
      `    in-process (the same app without HTTP): p50 ${fmt(d50)} against a floor of ${fmt(fd50)}: ${(d50 / fd50).toFixed(2)}×`,
    );
    console.log(
      `    where it goes (Server-Timing medians): ${partsLine(run.parts)}; other ${fmt(med(run.beyond))}, the client's parse of the answer ${fmt(med(run.parseDirect))} in-process (${fmt(med(run.parseHttp))} over HTTP), HTTP ${fmt(http)}; storage (read + write) ${fmt(med(run.parts.read) + med(run.parts.write))} against the floor's ${fmt(f50)}`,
    );
    console.log(
      `    the page's look at the game right after (GET over HTTP) ${fmt(med(run.look))}; submission and look together ${fmt(med(run.trip))}: ${(med(run.trip) / f50).toFixed(2)}× the floor`,
    );
    // the submission's breakdown in the issue's terms, as fractions of the floor (what the 2× goal leaves: 1.0 beyond storage)
    const f = (ms: number) => `${(ms / f50).toFixed(2)}`;
    return {
      ratio: p50 / f50,
      // each submission against the floor sequence timed just before it: a load that comes and goes
      // moves both of a pair alike
      paired: med(run.lat.map((x, i) => x / run.floor[i]!)),
      direct: d50 / fd50,
      cpuRatio,
      trip: med(run.trip) / f50,
      breakdown: `floor ${fmt(f50)}: storage ${f(med(run.parts.read) + med(run.parts.write))}  rules ${f(med(run.parts.rules) + med(run.parts.validation))}  view ${f(med(run.parts.view))} (module ${f(med(run.parts['rules-view']))})  serialisation ${f(med(run.parts.json))}  other ${f(med(run.beyond))}  client's parse ${f(med(run.parseHttp))}  HTTP ${f(http)}`,
    };
  };
  const slim = figures(runs.minimal, "the page's submission (Prefer: return=minimal, no view in the answer)");
  const full = figures(runs.full, 'the full answer (the default: the game with its view)');
  console.log(
    `  DynamoDB calls per submission ${perSub.toFixed(2)} (goal ≤ 3): ${Object.entries(byCommand)
      .map(([k, x]) => `${k.replace('Command', '')} ${(x / done).toFixed(2)}`)
      .join(', ')}`,
  );
  console.log(
    `  view GET /api/games/:id (${viewBytes} bytes of JSON) p50 ${fmt(med(viewLat))} against one GetItem ${fmt(med(getLat))}: ${viewRatio.toFixed(2)}× (goal ≤ 1.5×); in-process ${fmt(med(viewDirectLat))}: ${(med(viewDirectLat) / med(getLat)).toFixed(2)}× (${partsLine(viewParts)}); CPU ${fmt(med(viewCpu))} against ${fmt(med(getCpu))}: ${(med(viewCpu) / med(getCpu)).toFixed(2)}×; to the last byte, before the client's parse, ${fmt(med(viewReceived))}: ${(med(viewReceived) / med(getLat)).toFixed(2)}×; asked with fetch instead ${fmt(med(viewFetchLat))}: ${(med(viewFetchLat) / med(getLat)).toFixed(2)}×`,
  );
  // where the view's time goes, as multiples of one GetItem: its read (the BatchGetItem of the session
  // and the game, timed by the request itself), the client's parse of the answer, and the rest (the
  // HTTP hop both ways, the Node adapter, Hono, the middleware and the route)
  const split = viewSplit(
    med(viewHttpRead),
    med(viewLat.map((x, i) => x - viewReceived[i]!)),
    med(viewLat),
    med(getLat),
  );
  console.log(
    `    of the view, against one GetItem: its read ${split.read.toFixed(2)}×, the client's parse ${split.parse.toFixed(2)}×, the hop, Hono, the middleware and the route ${split.rest.toFixed(2)}× — the largest: ${split.largest}`,
  );
  console.log(
    `    each view against the GetItem just before it (median of ${viewLat.length} pairs): ${paired(viewLat).toFixed(2)}×; the bare server's ${paired(leastLat).toFixed(2)}×`,
  );
  console.log(
    `    the least any stack could answer it in here (a bare node:http server doing only the read and writing the remembered answer, bench/api-view-least.ts) ${fmt(med(leastLat))}: ${(med(leastLat) / med(getLat)).toFixed(2)}× GetItem, CPU ${(med(leastCpu) / med(getCpu)).toFixed(2)}×; our stack adds ${((med(viewLat) - med(leastLat)) / med(getLat)).toFixed(2)}× (CPU ${((med(viewCpu) - med(leastCpu)) / med(getCpu)).toFixed(2)}×)`,
  );
  const summary = `${module.id.padEnd(26)} ${slim.ratio.toFixed(2)}× floor (in-process ${slim.direct.toFixed(2)}×, CPU ${slim.cpuRatio.toFixed(2)}×; full answer ${full.ratio.toFixed(2)}×, CPU ${full.cpuRatio.toFixed(2)}×; with the look after ${slim.trip.toFixed(2)}× | ${full.trip.toFixed(2)}×)  ${perSub.toFixed(2)} calls  view ${viewRatio.toFixed(2)}× GetItem (in-process ${(med(viewDirectLat) / med(getLat)).toFixed(2)}×, CPU ${(med(viewCpu) / med(getCpu)).toFixed(2)}×; least possible here ${(med(leastLat) / med(getLat)).toFixed(2)}×, CPU ${(med(leastCpu) / med(getCpu)).toFixed(2)}×)`;
  const breakdown = `${module.id.padEnd(26)} minimal ${slim.breakdown}\n  ${''.padEnd(26)} full    ${full.breakdown}`;
  const figure: GameFigures = {
    game: module.id,
    submission: slim.ratio,
    submissionCpu: slim.cpuRatio,
    submissionPaired: slim.paired,
    calls: perSub,
    view: viewRatio,
    viewBytes,
    viewPaired: paired(viewLat),
    viewCpu: med(viewCpu) / med(getCpu),
    least: med(leastLat) / med(getLat),
    leastPaired: paired(leastLat),
    leastCpu: med(leastCpu) / med(getCpu),
    viewRead: split.read,
    viewParse: split.parse,
    viewRest: split.rest,
  };
  return { summary, breakdown, figure };
};

/** one game's headline figures of a run, against the floor or the GetItem of that run (api.bench.ts prints them) */
export interface GameFigures {
  game: string;
  /** the page's submission (minimal answer): p50 against the floor's, and CPU against the floor's */
  submission: number;
  submissionCpu: number;
  /** the median of each submission's ratio to the floor timed just before it */
  submissionPaired?: number;
  calls: number;
  /** the view: p50 against one GetItem's p50, the median of per-pair ratios, CPU against CPU */
  view: number;
  /** the view answer's JSON in bytes, on the state it was read on */
  viewBytes: number;
  viewPaired: number;
  viewCpu: number;
  /** the same for the bare view server (api-view-least.ts): the least any stack could do here */
  least: number;
  leastPaired: number;
  leastCpu: number;
  /** the view's parts as multiples of one GetItem: its read, the client's parse, the rest (hop and stack) */
  viewRead?: number;
  viewParse?: number;
  viewRest?: number;
}

/** a view's p50 split into its read, the client's parse and the rest, each against one GetItem's p50 */
export const viewSplit = (readMs: number, parseMs: number, viewMs: number, getMs: number) => {
  const read = readMs / getMs,
    parse = parseMs / getMs,
    rest = Math.max(0, viewMs / getMs - read - parse);
  const largest =
    read >= parse && read >= rest ? 'the read' : parse >= rest ? "the client's parse" : 'the hop and stack';
  return { read, parse, rest, largest };
};
