/**
 * `npm run bench -- scale`: the table at club-season sizes, on the local engine (dynalite in memory).
 * For each size (BENCH_SCALE_GAMES, default 1000,5000 active games; BENCH_SCALE_USERS, default 10,000
 * users, one in five with the daily digest on, in time zones round the world), the table is seeded
 * with real records (genesis and a join through `runTurn`, of BENCH_SCALE_GAME, default Manoeuvre)
 * and then:
 *  - one sweeper pass: the DUE queue's items read against the games due (≈1.5% of the games);
 *  - one hour of digests at players' local hours: a sweeper pass every 5 minutes, the MAIL queue's
 *    items read against the digests due in that hour;
 *  - the lobby of a player with 50 games (GET /api/games over HTTP, session included);
 *  - the page of a 40-player Swiss league in round 5 (what the league page reads);
 *  - BENCH_SCALE_SUBMISSIONS (default 200) submissions over random games (POST …/orders over HTTP).
 * Every DynamoDB call of the server is counted by command in the SDK's middleware stack, with the
 * items each returned; a Scan anywhere fails the run. Latencies on a shared machine are noisy: the
 * figures that are goals are counts and ratios.
 */
import { signSession } from '../functions/api/session.js';
import { leagueServiceOf } from '../functions/leagues/league-deps.js';
import { apiServer } from './api-server.js';
import { catalogOf } from '../functions/play/catalog.js';
import { GameStore } from '../functions/play/games.js';
import { countCalls, createDb, type CallCounter } from '../functions/store/db.js';
import { MailStore } from '../functions/store/mail-items.js';
import { Sweeper } from '../functions/sweep/sweeper.js';
import { ManualClock } from '../functions/time/clock.js';
import { SeededDice } from '../rules/core/dice.js';
import { GAME, HOUR, LEAGUE_ID, LEAGUE_PLAYERS, LOBBY_USER, module, NOW, seedTable, USERS } from './scale-seed.js';
import { median } from './support.js';

const SIZES = (process.env.BENCH_SCALE_GAMES ?? '1000,5000').split(',').map(Number);
const SUBMISSIONS = Number(process.env.BENCH_SCALE_SUBMISSIONS ?? 200);

interface Figures {
  seedSeconds: number;
  due: number;
  sweepQueueItems: number;
  sweepItems: number;
  sweepCalls: number;
  sweepMs: number;
  digestsDue: number;
  digestQueueItems: number;
  digestPassItems: number;
  digestsSent: number;
  lobbyPages: number;
  lobbyCalls: string;
  lobbyItems: number;
  lobbyMs: number;
  leaguePages: number;
  leagueCalls: string;
  leagueItems: number;
  leagueMs: number;
  submissions: number;
  callsPerSubmission: number;
  submissionP50: number;
  scans: number;
}

const describeCalls = (c: CallCounter) =>
  Object.entries(c.byCommand)
    .map(([k, n]) => `${k.replace('Command', '')} ${n}`)
    .join(' + ');

const runSize = async (games: number): Promise<Figures> => {
  const clock = new ManualClock(NOW);
  // as in AWS the stream runs the notifier and a schedule the sweeper: here, the bench does
  const server = await apiServer([module], { clock });
  const svc = server.svc;
  const db = svc.deps.db;
  const t0 = performance.now();

  const { due, active, leagueIds, notify } = await seedTable(svc, games);
  const seedSeconds = (performance.now() - t0) / 1000;

  // what is due in the hour, read through a second client (not counted)
  const uncounted = createDb({ endpoint: server.dbEndpoint, region: 'local', table: db.table });
  const digestsDue = (await new MailStore(uncounted).due(new Date(NOW + HOUR), 100_000)).length;

  const counter = countCalls(db.client);
  let scans = 0;
  const sweeper = new Sweeper(notify);

  // one sweeper pass
  counter.reset();
  let t = performance.now();
  const pass = await sweeper.sweep();
  const sweepMs = performance.now() - t;
  if (pass.errors) throw new Error(`sweep errors: ${pass.errors}`);
  const sweepQueueItems = counter.queryItems.gsi1 ?? 0;
  const sweepItems = counter.itemsRead;
  const sweepCalls = counter.total;
  scans += counter.byCommand.ScanCommand ?? 0;

  // one hour of digests: a pass every five minutes
  let digestQueueItems = 0,
    digestPassItems = 0,
    digestsSent = 0;
  for (let m = 5; m <= 60; m += 5) {
    clock.set(NOW + m * 60_000);
    counter.reset();
    const r = await sweeper.sweep();
    digestQueueItems += counter.queryItems.gsi1 ?? 0;
    digestPassItems += counter.itemsRead;
    digestsSent += (r.mail.sent ?? 0) + (r.mail.cancelled ?? 0);
    scans += counter.byCommand.ScanCommand ?? 0;
  }

  // the lobby of a player with 50 games, over HTTP with a session
  const session = await svc.users.createSession(LOBBY_USER, clock.now(), 30 * 24 * HOUR);
  const cookie = `rozkaz_session=${await signSession(svc, session)}`;
  const lobbyLat: number[] = [];
  let lobby = { pages: 0, calls: '', items: 0 };
  for (let k = 0; k < 5; k++) {
    counter.reset();
    t = performance.now();
    const res = await fetch(`${server.url}/api/games`, { headers: { cookie } });
    const body = (await res.json()) as { games: unknown[] };
    lobbyLat.push(performance.now() - t);
    if (body.games.length < 50) throw new Error(`the lobby lists ${body.games.length} games`);
    lobby = { pages: counter.queryPages.table ?? 0, calls: describeCalls(counter), items: counter.itemsRead };
    scans += counter.byCommand.ScanCommand ?? 0;
  }

  // the page of the 40-player Swiss league: what the league route reads (league, contents, its games)
  const leagueLat: number[] = [];
  let leaguePage = { pages: 0, calls: '', items: 0 };
  for (let k = 0; k < 5; k++) {
    counter.reset();
    t = performance.now();
    const snap = await leagueServiceOf(svc).advance(LEAGUE_ID);
    leagueLat.push(performance.now() - t);
    if (!snap || snap.entries.length !== LEAGUE_PLAYERS || snap.records.size !== leagueIds.length)
      throw new Error(`league page incomplete: ${snap?.entries.length} entries, ${snap?.records.size} games`);
    leaguePage = { pages: counter.queryPages.table ?? 0, calls: describeCalls(counter), items: counter.itemsRead };
    scans += counter.byCommand.ScanCommand ?? 0;
  }

  // submissions over random games, each by the player it awaits
  const peek = new GameStore(uncounted, catalogOf([module]));
  const dice = new SeededDice(games);
  const cookies = new Map<string, string>();
  const subLat: number[] = [];
  let subCalls = 0;
  for (let n = 0; n < SUBMISSIONS; n++) {
    const id = active[(n * 7919) % active.length];
    const game = (await peek.read(id))!;
    if (game.record.lifecycle !== 'active') continue;
    const side = game.record.status.waitingFor[0];
    const player = game.record.seats[side]!.userId;
    if (!cookies.has(player)) {
      const s = await svc.users.createSession(player, clock.now(), 30 * 24 * HOUR);
      cookies.set(player, `rozkaz_session=${await signSession(svc, s)}`);
    }
    const batch = module.randomBatch(game.record.state, side, dice);
    counter.reset();
    t = performance.now();
    const res = await fetch(`${server.url}/api/games/${id}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: cookies.get(player)! },
      body: JSON.stringify({ expectedVersion: game.record.version, idempotencyKey: `scale-${games}-${n}`, batch }),
    });
    await res.json();
    subLat.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`submission ${n} to ${id}: ${res.status}`);
    subCalls += counter.total;
    scans += counter.byCommand.ScanCommand ?? 0;
  }

  await server.close();
  uncounted.client.destroy();
  return {
    seedSeconds,
    due,
    sweepQueueItems,
    sweepItems,
    sweepCalls,
    sweepMs,
    digestsDue,
    digestQueueItems,
    digestPassItems,
    digestsSent,
    lobbyPages: lobby.pages,
    lobbyCalls: lobby.calls,
    lobbyItems: lobby.items,
    lobbyMs: median(lobbyLat),
    leaguePages: leaguePage.pages,
    leagueCalls: leaguePage.calls,
    leagueItems: leaguePage.items,
    leagueMs: median(leagueLat),
    submissions: subLat.length,
    callsPerSubmission: subCalls / subLat.length,
    submissionP50: median(subLat),
    scans,
  };
};

const results: [number, Figures][] = [];
for (const size of SIZES) results.push([size, await runSize(size)]);

const col = (f: (x: Figures) => string) => results.map(([, x]) => f(x).padStart(42)).join('');
const row = (label: string, f: (x: Figures) => string) => console.log(label.padEnd(44) + col(f));
console.log(
  `scale — ${USERS} users, ${GAME} games, dynalite in memory, the API over HTTP in-process (shared machine: times are noisy, counts are not)`,
);
row('active games', (x) => String(results.find(([, y]) => y === x)![0]));
row('seeding (s)', (x) => x.seedSeconds.toFixed(1));
row('sweeper pass: games due', (x) => String(x.due));
row(
  '  DUE-queue items read (goal ≤ 1.2 × due)',
  (x) => `${x.sweepQueueItems} (${(x.sweepQueueItems / x.due).toFixed(2)}×)`,
);
row('  all items read, calls, ms', (x) => `${x.sweepItems}, ${x.sweepCalls}, ${x.sweepMs.toFixed(0)}`);
row('an hour of digests: due in the hour', (x) => String(x.digestsDue));
row(
  '  MAIL-queue items read in 12 passes',
  (x) => `${x.digestQueueItems} (${(x.digestQueueItems / x.digestsDue).toFixed(2)}×)`,
);
row('  digests handled, all items read', (x) => `${x.digestsSent}, ${x.digestPassItems}`);
row('lobby, 50 games: query pages (goal ≤ 2)', (x) => String(x.lobbyPages));
row('  calls', (x) => x.lobbyCalls);
row('  items read, p50 ms', (x) => `${x.lobbyItems}, ${x.lobbyMs.toFixed(1)}`);
row('Swiss league, 40 players: query pages (≤ 2)', (x) => String(x.leaguePages));
row('  calls', (x) => x.leagueCalls);
row('  items read, p50 ms', (x) => `${x.leagueItems}, ${x.leagueMs.toFixed(1)}`);
row('submissions over random games', (x) => String(x.submissions));
row('  calls per submission, p50 ms', (x) => `${x.callsPerSubmission.toFixed(2)}, ${x.submissionP50.toFixed(1)}`);
row('Scan calls (goal 0)', (x) => String(x.scans));
const failed = results.some(
  ([, x]) =>
    x.scans > 0 ||
    x.sweepQueueItems > 1.2 * x.due ||
    x.digestQueueItems > 1.2 * x.digestsDue ||
    x.lobbyPages > 2 ||
    x.leaguePages > 2 ||
    x.callsPerSubmission > 3,
);
console.log(failed ? 'GOALS NOT MET' : 'all goals met at every size');
if (failed) process.exitCode = 1;
