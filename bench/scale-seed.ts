/**
 * The table `npm run bench -- scale` measures (scale.bench.ts): users, active games with real logs,
 * a 40-player Swiss league in round 5 and the digest-takers' bookings, seeded through the server's
 * own item writers.
 */
import { createHash } from 'node:crypto';
import type { Services } from '../functions/api/deps.js';
import { clockConfig } from '../functions/clock/game-clock.js';
import { notifyDepsOf } from '../functions/notify/deps.js';
import { Postman } from '../functions/notify/postman.js';
import { scheduleDigest } from '../functions/notify/writers.js';
import { defaultCatalog } from '../functions/play/catalog.js';
import { genesis, runTurn } from '../functions/play/run-turn.js';
import type { GameRecord, GameSetup, TurnRecord } from '../functions/play/types.js';
import { putItems } from '../functions/store/bulk.js';
import type { Item } from '../functions/store/codec.js';
import { membershipItem } from '../functions/store/game-items.js';
import { leagueGameId, LeagueStore, type League } from '../functions/store/league-items.js';
import { profileItem, type Profile } from '../functions/store/users.js';

export const USERS = Number(process.env.BENCH_SCALE_USERS ?? 10_000);
export const GAME = process.env.BENCH_SCALE_GAME ?? 'manoeuvre';
export const module = (await defaultCatalog.get(GAME))!;
if (!module) throw new Error(`no game ${GAME} in the catalog`);

export const NOW = Date.parse('2026-03-02T10:55:00Z'); // a Monday: 08:00 in São Paulo falls in the hour that follows
export const HOUR = 3_600_000;
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
export const LOBBY_USER = 'u0';
export const LEAGUE_ID = 'scale-league';
export const LEAGUE_PLAYERS = 40;
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

/**
 * Seeds `games` active games (≈1.5% due), USERS profiles (one in five on the daily digest), the
 * league and the digest bookings. Returns the games due, the active games not due (for submissions)
 * and the league's game ids.
 */
export const seedTable = async (svc: Services, games: number) => {
  const db = svc.deps.db;
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
  return { due, active, leagueIds, notify };
};
