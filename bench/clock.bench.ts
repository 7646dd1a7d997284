/**
 * Clocks and email on the local engine (embedded dynalite, in memory), with a manual clock:
 *  - the notifier: ms and DynamoDB calls per committed turn (a join that hands both sides the prompt);
 *  - the sweeper sending deadline warnings: messages per second, calls per message;
 *  - the sweeper timing games out: games per second, calls per game (one pass holds 100).
 * The AWS sweeper has 4 minutes per run; these figures say how many games one run can settle.
 * BENCH_CLOCK_GAMES (default 200) sets the number of games.
 */
import { Notifier } from '../functions/notify/notifier.js';
import type { NotifyDeps } from '../functions/notify/deps.js';
import { catalogOf } from '../functions/play/catalog.js';
import type { GameSetup } from '../functions/play/types.js';
import { ClockItems } from '../functions/store/clock-items.js';
import { countCalls } from '../functions/store/db.js';
import { startLocalEngine } from '../functions/store/local-engine.js';
import { Sweeper } from '../functions/sweep/sweeper.js';
import { DAY, HOUR, ManualClock } from '../functions/time/clock.js';
import type { Mailer, MailMessage } from '../functions/mail/mailer.js';
import { tableNotifyDeps } from '../tests/clock/notify-deps.js';
import { duel } from '../tests/fixture/duel.js';

const GAMES = Number(process.env.BENCH_CLOCK_GAMES ?? 200);
const engine = await startLocalEngine();
const db = engine.db;
const clock = new ManualClock('2026-01-05T12:00:00Z');
const catalog = catalogOf([duel]);
const sent: MailMessage[] = [];
const mailer: Mailer = { send: async (m) => void sent.push(m) };
const d: NotifyDeps = tableNotifyDeps(db, catalog, mailer, clock, 'bench-key');
const { games, users } = d;
const items = new ClockItems(db);

const t0 = clock.now();
const joins = [];
for (let i = 0; i < GAMES; i++) {
  const red = await users.ensureUser(`red-${i}@example.org`, { lang: 'en', now: t0 });
  const blue = await users.ensureUser(`blue-${i}@example.org`, { lang: 'pl', now: t0 });
  // no vacation days left: a missed deadline is a timeout
  for (const u of [red, blue]) await items.putBank(u.userId, { year: 2026, usedMs: 15 * DAY }, null);
  const setup: GameSetup = {
    id: `bench-${i}`,
    game: 'duel',
    scenario: 'first-to-3',
    options: {},
    createdAt: t0.toISOString(),
    createdBy: red.userId,
    seats: { red: { userId: red.userId, name: `red ${i}` } },
    invite: null,
    clock: { kind: 'fischer', initialMs: DAY, incrementMs: 4 * HOUR, capMs: 3 * DAY },
  };
  const g = await games.create(setup, (i % 256).toString(16).padStart(2, '0').repeat(32));
  const out = await games.commit(g, {
    kind: 'join',
    side: 'blue',
    userId: blue.userId,
    name: `blue ${i}`,
    at: t0.toISOString(),
  });
  if (!out.ok) throw new Error('join failed');
  joins.push(out.turn);
}

const counter = countCalls(db.client);
const notifier = new Notifier(d);
let start = performance.now();
for (const turn of joins) await notifier.onTurns([turn]);
let ms = performance.now() - start;
console.log(
  `notifier: ${(ms / GAMES).toFixed(2)} ms and ${(counter.total / GAMES).toFixed(1)} DynamoDB calls per turn (2 your-turn messages + 2 warnings scheduled per turn; ${sent.length} sent)`,
);

const sweepAll = async () => {
  const sweeper = new Sweeper(d);
  let passes = 0;
  for (;;) {
    if (passes > 50) throw new Error('the sweeper does not settle');
    const r = await sweeper.sweep();
    passes++;
    if (r.errors) throw new Error(`sweep errors: ${r.errors}`);
    if (!r.games && !Object.values(r.mail).some(Boolean)) return passes;
  }
};

clock.set(t0.getTime() + 12 * HOUR);
counter.reset();
const before = sent.length;
start = performance.now();
let passes = await sweepAll();
ms = performance.now() - start;
const warnings = sent.length - before;
console.log(
  `sweeper, warnings: ${warnings} sent in ${ms.toFixed(0)} ms (${((warnings / ms) * 1000).toFixed(0)} per second, ${(counter.total / warnings).toFixed(1)} DynamoDB calls each, ${passes} passes)`,
);

clock.set(t0.getTime() + DAY + 60_000);
counter.reset();
start = performance.now();
passes = await sweepAll();
ms = performance.now() - start;
console.log(
  `sweeper, timeouts: ${GAMES} games in ${ms.toFixed(0)} ms (${((GAMES / ms) * 1000).toFixed(0)} games per second, ${(counter.total / GAMES).toFixed(1)} DynamoDB calls each, ${passes} passes; the notifier runs off the stream in AWS and is not counted)`,
);
const timedOut = (await Promise.all(joins.map((t) => games.load(t.gameId)))).filter((g) => g?.record.flagged).length;
console.log(`games flagged: ${timedOut} of ${GAMES}`);
await engine.close();
