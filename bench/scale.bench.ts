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
import { createHash } from 'node:crypto';
import { clockConfig } from '../functions/clock/game-clock.js';
import { signSession } from '../functions/api/session.js';
import { leagueServiceOf } from '../functions/leagues/league-deps.js';
import { startLocalServer } from '../functions/local/server.js';
import { notifyDepsOf } from '../functions/notify/deps.js';
import { Postman } from '../functions/notify/postman.js';
import { scheduleDigest } from '../functions/notify/writers.js';
import { catalogOf, defaultCatalog } from '../functions/play/catalog.js';
import { GameStore } from '../functions/play/games.js';
import { genesis, runTurn } from '../functions/play/run-turn.js';
import type { GameRecord, GameSetup, TurnRecord } from '../functions/play/types.js';
import { putItems } from '../functions/store/bulk.js';
import type { Item } from '../functions/store/codec.js';
import { countCalls, createDb, type CallCounter } from '../functions/store/db.js';
import { membershipItem } from '../functions/store/game-items.js';
import { leagueGameId, LeagueStore, type League } from '../functions/store/league-items.js';
import { MailStore } from '../functions/store/mail-items.js';
import { profileItem, type Profile } from '../functions/store/users.js';
import { Sweeper } from '../functions/sweep/sweeper.js';
import { ManualClock } from '../functions/time/clock.js';
import { SeededDice } from '../rules/core/dice.js';
import { median } from './support.js';

const SIZES = (process.env.BENCH_SCALE_GAMES ?? '1000,5000').split(',').map(Number);
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 10_000);
const SUBMISSIONS = Number(process.env.BENCH_SCALE_SUBMISSIONS ?? 200);
const GAME = process.env.BENCH_SCALE_GAME ?? 'manoeuvre';
const module = (await defaultCatalog.get(GAME))!;
if (!module) throw new Error(`no game ${GAME} in the catalog`);

const NOW = Date.parse('2026-03-02T10:55:00Z'); // a Monday: 08:00 in São Paulo falls in the hour that follows
const HOUR = 3_600_000;
const ZONES = [
  'Europe/Warsaw',
  'Europe/London',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Asia/Kolkata',
  'America/Sao_Paulo',
  'Europe/Helsinki',
  'Asia/Singapore',
  'Pacific/Auckland',
];
const LOBBY_USER = 'u0';
const LEAGUE_ID = 'scale-league';
const LEAGUE_PLAYERS = 40;
const LEAGUE_ROUND = 5; // rounds 1–4 played, round 5 under way

const userId = (i: number) => `u${i}`;
const hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** One game as a real log: version 0 from setup, turn 1 the join (and turn 2 a resignation for a finished league game). */
const makeGame = (id: string, red: string, blue: string, joinAt: number, finished: boolean) => {
  const setup: GameSetup = {
    id,
    game: module.id,
    scenario: module.scenarios[0].id,
    options: {},
    createdAt: new Date(joinAt - HOUR).toISOString(),
    createdBy: red,
    seats: { [module.sides[0]]: { userId: red, name: red }, [module.sides[1]]: null },
    invite: null,
    clock: clockConfig({ kind: 'fischer', initialHours: 72, incrementHours: 24, capHours: 240 }),
  };
  const seed = hex(`scale ${id}`);
  const turns: TurnRecord[] = [];
  let record: GameRecord = genesis(setup, module, seed);
  const step = (input: Parameters<typeof runTurn>[1]) => {
    const r = runTurn(record, input, module, seed);
    if (!r.ok) throw new Error(`${id}: ${r.error.code}`);
    record = r.record;
    turns.push(r.turn);
  };
  step({ kind: 'join', side: module.sides[1], userId: blue, name: blue, at: new Date(joinAt).toISOString() });
  if (finished)
    step({ kind: 'resign', side: module.sides[1], userId: blue, at: new Date(joinAt + HOUR).toISOString() });
  return { record, seed, turns };
};

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
  const server = await startLocalServer({
    port: 0,
    dataDir: null,
    games: catalogOf([module]),
    clock,
    quiet: true,
    webDir: '/nonexistent',
    log: () => {},
    hooks: false, // as in AWS: the stream runs the notifier, a schedule the sweeper — here, the bench does
  });
  const svc = server.svc;
  const db = svc.deps.db;
  const t0 = performance.now();

  // users: profiles only (the address item is made on sign-in); one in five takes the daily digest
  const profiles: Profile[] = Array.from({ length: USERS }, (_, i) => ({
    userId: userId(i),
    email: `${userId(i)}@scale.example.org`,
    name: `Player ${i}`,
    lang: i % 2 ? 'en' : 'pl',
    timeZone: ZONES[i % ZONES.length],
    quietHours: null,
    notify: (i % 5 === 0 ? { digest: true } : {}) as Record<string, boolean>,
    createdAt: new Date(NOW - 100 * 24 * HOUR).toISOString(),
  }));
  await putItems(db, profiles.map(profileItem));

  // games: deadlines spread over the next three days, ≈1.5% already passed; u0 plays 50 of them;
  // 100 are the Swiss league's (rounds 1–4 finished, round 5 running)
  const items: Item[] = [];
  const leagueGames = new Map<string, { a: string; b: string; round: number; board: number }>();
  const entrants = Array.from({ length: LEAGUE_PLAYERS }, (_, k) => userId(100 + k));
  for (let round = 1; round <= LEAGUE_ROUND; round++)
    for (let board = 1; board <= LEAGUE_PLAYERS / 2; board++) {
      const a = entrants[(board * 2 - 2 + round * 3) % LEAGUE_PLAYERS];
      const b = entrants[(board * 2 - 1 + round * 7) % LEAGUE_PLAYERS];
      leagueGames.set(leagueGameId(LEAGUE_ID, round, board), {
        a,
        b: a === b ? entrants[(board + 1) % 40] : b,
        round,
        board,
      });
    }
  const leagueIds = [...leagueGames.keys()];
  let due = 0;
  const active: string[] = [];
  for (let i = 0; i < games; i++) {
    const league = i < leagueIds.length ? leagueGames.get(leagueIds[i])! : null;
    const id = league ? leagueIds[i] : `g${String(i).padStart(6, '0')}`;
    const red = league
      ? league.a
      : i >= leagueIds.length && i < leagueIds.length + 50
        ? LOBBY_USER
        : userId((2 * i) % USERS);
    const blue = league ? league.b : userId((2 * i + 1) % USERS || 1);
    const isDue = !league && i % 67 === 5;
    // the clock gives the side to move 72 hours: a due game joined over 72 hours ago, the others since
    const joinAt = isDue ? NOW - 73 * HOUR - (i % 60) * 60_000 : NOW - 70 * HOUR + ((i * 7919) % (69 * 60)) * 60_000;
    const g = makeGame(id, red, blue, joinAt, !!league && league.round < LEAGUE_ROUND);
    if (g.record.deadline && Date.parse(g.record.deadline.at) <= NOW) due++;
    if (g.record.lifecycle === 'active' && !isDue) active.push(id);
    items.push(svc.games.items.gameItem(g.record, g.seed), ...g.turns.map((t) => svc.games.items.turnItem(t)));
    for (const [side, seat] of Object.entries(g.record.seats))
      if (seat)
        items.push(
          membershipItem({
            userId: seat.userId,
            gameId: id,
            side,
            role: 'player',
            game: module.id,
            since: g.record.setup.createdAt,
          }),
        );
  }
  await putItems(db, items);

  // the league: its item, 40 entries, the pairings of five rounds
  const leagues = new LeagueStore(db);
  const league: League = {
    leagueId: LEAGUE_ID,
    clubId: 'scale-club',
    name: 'Scale Swiss',
    game: module.id,
    scenario: module.scenarios[0].id,
    options: {},
    clock: clockConfig({ kind: 'fischer', initialHours: 72, incrementHours: 24, capHours: 240 }),
    rated: false,
    vacation: 'allowed',
    format: { kind: 'swiss', rounds: 7, next: 'when-finished' },
    withdrawal: 'forfeit',
    entryDeadline: new Date(NOW - 40 * 24 * HOUR).toISOString(),
    status: 'running',
    createdAt: new Date(NOW - 50 * 24 * HOUR).toISOString(),
    createdBy: entrants[0],
    startedAt: new Date(NOW - 39 * 24 * HOUR).toISOString(),
    finishedAt: null,
    totalRounds: 7,
    openedRounds: LEAGUE_ROUND,
    roundOpens: Array.from({ length: 7 }, () => null),
    byes: [],
    rev: 0,
  };
  await leagues.save(league, null);
  for (const [k, u] of entrants.entries())
    await leagues.putEntry({
      leagueId: LEAGUE_ID,
      userId: u,
      name: `Player ${100 + k}`,
      enteredAt: league.createdAt,
      enteredBy: u,
      withdrawnAt: null,
      seed: k + 1,
    });
  await leagues.putPairings(
    [...leagueGames.entries()].map(([gameId, p]) => ({
      leagueId: LEAGUE_ID,
      round: p.round,
      board: p.board,
      a: p.a,
      b: p.b,
      gameId,
    })),
  );

  // digests: each digest-taker's next one at 08:00 local, booked by the notifier's own code
  const notify = notifyDepsOf(svc);
  const postman = new Postman(notify);
  const digesters = profiles.filter((p) => p.notify.digest);
  for (let i = 0; i < digesters.length; i += 50)
    await Promise.all(digesters.slice(i, i + 50).map((p) => scheduleDigest(notify, postman, p)));
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
