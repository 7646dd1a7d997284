/**
 * A vacation change is written to the bank first, then carried into each game as a vacation turn
 * (functions/clock/vacations.ts). These tests "crash" the process between those writes and check
 * that the next sweeper run or the next request finishes the change exactly once, as of the
 * instant the player asked — the rule: a vacation pauses every clock of that player.
 * Clocks use the first preset, "1 day + 4 h per move capped at 3 days" (`daily`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VacationFaults } from '../../functions/clock/vacations.js';
import { localHooks } from '../../functions/local/hooks.js';
import { replay } from '../../functions/play/run-turn.js';
import { ClockItems } from '../../functions/store/clock-items.js';
import { Sweeper } from '../../functions/sweep/sweeper.js';
import { DAY, HOUR, MINUTE } from '../../functions/time/clock.js';
import { startStack, type Stack } from '../api/helpers/harness.js';
import { bid, deps, game, player, startDuel, turnsOf } from './helpers.js';

/**
 * which crash the next vacation change of `userId` suffers: right after the bank write, or after
 * that many games (the stack's earlier players have games of their own that the sweeper settles)
 */
let crash: { userId: string; afterBank: true } | { userId: string; afterGames: number } | null = null;
let reached = 0;
/** while set, a change of `userId` stops after its first game until `release` is called (a slow process) */
let hold: { userId: string; until: Promise<void> } | null = null;
const faults: VacationFaults = {
  afterBankWrite: (userId) => {
    if (crash?.userId !== userId) return;
    reached = 0;
    if ('afterBank' in crash) {
      crash = null;
      throw new Error('injected crash after the bank write');
    }
  },
  afterVacationTurn: async (userId) => {
    if (hold?.userId === userId) {
      const h = hold;
      hold = null;
      await h.until;
    }
    if (crash?.userId === userId && 'afterGames' in crash && ++reached === crash.afterGames) {
      crash = null;
      throw new Error('injected crash after a vacation turn');
    }
  },
};

let stack: Stack;
beforeAll(async () => {
  // the notifier as in `npm start`, but no sweeper on a timer: each test runs its sweepers itself
  stack = await startStack({ faults, log: () => {}, hooks: { afterCommit: localHooks.afterCommit, sweepEveryMs: 0 } });
});
afterAll(() => stack.close());

const DAILY = { preset: 'daily' } as const;
const iso = (t: number) => new Date(t).toISOString();
const bankOf = async (userId: string) => (await new ClockItems(stack.server.svc.deps.db).extras(userId))!.bank!;
const hintsOf = async (userId: string) =>
  (await new ClockItems(stack.server.svc.deps.db).pendingHints(new Date('2100-01-01'))).filter(
    (h) => h.userId === userId,
  );
const vacationTurns = async (id: string) => (await turnsOf(stack, id)).filter((t) => t.kind === 'vacation');

/** the game as stored equals the game replayed from setup and its log */
const expectReplayEqualsStored = async (id: string) => {
  const g = (await stack.server.svc.games.load(id))!;
  const replayed = replay(g.record.setup, await turnsOf(stack, id), g.module, g.seed);
  expect(replayed.clock).toEqual(g.record.clock);
  expect(replayed.deadline).toEqual(g.record.deadline);
  expect({ ...replayed, state: null }).toEqual({ ...g.record, state: null });
  expect(replayed.state).toEqual(g.record.state);
};

/** red with three daily games against blue, each waiting for red only (blue has bid) */
const threeGames = async () => {
  const red = await player(stack, 'red'),
    blue = await player(stack, 'blue');
  const t0 = stack.clock.now().getTime();
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const id = await startDuel(red, blue, { clock: DAILY });
    expect((await bid(blue, id, 1, 1)).status).toBe(200);
    ids.push(id);
  }
  return { red, blue, t0, ids };
};

const redClock = async (red: Awaited<ReturnType<typeof player>>, id: string) => {
  const v = await game(red, id);
  return { ...v.clock.sides.red, deadline: v.deadline };
};

describe('a vacation change that a crash left half done is finished exactly once', () => {
  it('start: dies after the bank write and one game; the next two sweepers, racing, pause the other two as of the request (22 h left of the 1-day preset)', async () => {
    const { red, blue, t0, ids } = await threeGames();
    const start = t0 + 2 * HOUR;
    stack.clock.set(start);
    crash = { userId: red.userId, afterGames: 1 };
    expect((await red.post('/api/me/vacation', { on: true })).status).toBe(500);

    // the bank holds the vacation and its unfinished change; one game is paused, two still run
    expect(await bankOf(red.userId)).toMatchObject({
      since: iso(start),
      seq: 1,
      pending: { on: true, seq: 1, at: iso(start), until: iso(start + 15 * DAY) },
    });
    const before = await Promise.all(ids.map((id) => redClock(red, id)));
    expect(before.filter((c) => c.running).length).toBe(2);
    const late = ids.filter((_, i) => before[i].running);

    // a minute later blue sets a standing order in one of the running games: a turn that keeps red's clock running
    stack.clock.set(start + MINUTE);
    const standing = await blue.post(`/api/games/${late[0]}/orders`, {
      expectedVersion: 2,
      idempotencyKey: `standing-${late[0]}`,
      batch: { orders: [{ type: 'standing', key: 'auto-regroup', value: 'never' }] },
    });
    expect(standing.status).toBe(200);

    // the next sweeper run (5 minutes on), twice at once
    stack.clock.set(start + 5 * MINUTE);
    const reports = await Promise.all([new Sweeper(deps(stack)).sweep(), new Sweeper(deps(stack)).sweep()]);
    expect(reports.reduce((n, r) => n + (r.actions['vacation-finished'] ?? 0), 0)).toBe(2);
    expect(reports.reduce((n, r) => n + r.errors, 0)).toBe(0);

    for (const id of ids) {
      // 24 h less the 2 h used before the request; the 5 minutes until the sweeper are not charged
      expect(await redClock(red, id)).toMatchObject({
        running: false,
        remainingMs: 22 * HOUR,
        away: { since: iso(start), until: iso(start + 15 * DAY) },
        deadline: { side: 'red', at: iso(start + 15 * DAY + 22 * HOUR) },
      });
      const turns = await vacationTurns(id);
      expect(turns).toHaveLength(1);
      expect(turns[0].data).toMatchObject({ on: true, asOf: iso(start), seq: 1 });
      // the log's times only grow: the game with blue's later turn has its vacation turn stamped then
      expect(turns[0].at).toBe(id === late[0] ? iso(start + MINUTE) : iso(start));
      await expectReplayEqualsStored(id);
    }
    expect((await bankOf(red.userId)).pending).toBeUndefined();
    expect(await hintsOf(red.userId)).toEqual([]);
    // a third run finds nothing left to do
    expect((await new Sweeper(deps(stack)).sweep()).actions['vacation-finished']).toBeUndefined();
    expect((await red.get('/api/me/vacation')).body).toMatchObject({ onVacation: true, since: iso(start) });
  });

  it('end: dies after the bank write and one game; two racing sweepers restart the other two as of the request, and the bank is charged 3 days', async () => {
    const { red, blue, t0, ids } = await threeGames();
    stack.clock.set(t0 + 2 * HOUR);
    expect((await red.post('/api/me/vacation', { on: true })).status).toBe(200);
    const end = t0 + 2 * HOUR + 3 * DAY;
    stack.clock.set(end);
    crash = { userId: red.userId, afterGames: 1 };
    expect((await red.post('/api/me/vacation', { on: false })).status).toBe(500);
    const bank = await bankOf(red.userId);
    expect(bank.since).toBeUndefined();
    expect(bank).toMatchObject({ usedMs: 3 * DAY, seq: 2, pending: { on: false, seq: 2, at: iso(end) } });
    const after = await Promise.all(ids.map((id) => redClock(red, id)));
    expect(after.filter((c) => c.running).length).toBe(1);
    // a minute later blue sets a standing order in a game still paused: its restart is written after that turn
    const late = ids.find((_, i) => !after[i].running)!;
    stack.clock.set(end + MINUTE);
    const standing = await blue.post(`/api/games/${late}/orders`, {
      expectedVersion: 3,
      idempotencyKey: `standing-${late}`,
      batch: { orders: [{ type: 'standing', key: 'auto-regroup', value: 'never' }] },
    });
    expect(standing.status).toBe(200);

    stack.clock.set(end + 5 * MINUTE);
    const reports = await Promise.all([new Sweeper(deps(stack)).sweep(), new Sweeper(deps(stack)).sweep()]);
    expect(reports.reduce((n, r) => n + (r.actions['vacation-finished'] ?? 0), 0)).toBe(2);
    for (const id of ids) {
      // running again from the end of the vacation: 22 h left then, 5 minutes used since
      expect(await redClock(red, id)).toMatchObject({
        running: true,
        away: null,
        remainingMs: 22 * HOUR - 5 * MINUTE,
        deadline: { side: 'red', at: iso(end + 22 * HOUR) },
      });
      expect((await vacationTurns(id)).map((t) => (t.data as { on: boolean; seq: number }).on)).toEqual([true, false]);
      expect((await vacationTurns(id))[1]).toMatchObject({
        data: { on: false, asOf: iso(end), seq: 2 },
        at: iso(id === late ? end + MINUTE : end),
      });
      await expectReplayEqualsStored(id);
    }
    expect((await bankOf(red.userId)).pending).toBeUndefined();
    expect(await hintsOf(red.userId)).toEqual([]);
    expect((await red.get('/api/me/vacation')).body).toMatchObject({ onVacation: false, leftDays: 12 });
  });

  it('start, then end: each dies right after the bank write; the next request of the player finishes the change before answering', async () => {
    const { red, t0, ids } = await threeGames();
    const start = t0 + 2 * HOUR;
    stack.clock.set(start);
    crash = { userId: red.userId, afterBank: true };
    expect((await red.post('/api/me/vacation', { on: true })).status).toBe(500);
    expect((await Promise.all(ids.map((id) => redClock(red, id)))).every((c) => c.running)).toBe(true);

    // ten minutes later the player asks again: already away — and every game is paused as of the first request
    stack.clock.set(start + 10 * MINUTE);
    const again = await red.post('/api/me/vacation', { on: true });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already-away');
    for (const id of ids) expect(await redClock(red, id)).toMatchObject({ running: false, remainingMs: 22 * HOUR });

    const end = start + 1 * DAY;
    stack.clock.set(end);
    crash = { userId: red.userId, afterBank: true };
    expect((await red.post('/api/me/vacation', { on: false })).status).toBe(500);
    expect((await Promise.all(ids.map((id) => redClock(red, id)))).every((c) => !c.running)).toBe(true);

    // the next reader of the bank, an hour later, restarts every clock as of the end
    stack.clock.set(end + HOUR);
    expect((await red.get('/api/me/vacation')).body).toMatchObject({ onVacation: false, leftDays: 14 });
    for (const id of ids) {
      expect(await redClock(red, id)).toMatchObject({
        running: true,
        remainingMs: 21 * HOUR,
        deadline: { side: 'red', at: iso(end + 22 * HOUR) },
      });
      expect((await vacationTurns(id)).map((t) => t.data)).toMatchObject([
        { on: true, asOf: iso(start), seq: 1 },
        { on: false, asOf: iso(end), seq: 2 },
      ]);
      await expectReplayEqualsStored(id);
    }
    expect(await hintsOf(red.userId)).toEqual([]);
    // nothing is left for the sweeper
    stack.clock.set(end + HOUR + 5 * MINUTE);
    expect((await new Sweeper(deps(stack)).sweep()).actions['vacation-finished']).toBeUndefined();
  });

  it('the automatic vacation: the sweeper dies after the bank write and one game; the next run pauses the others with 6 h and 12 h left', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue');
    const t0 = stack.clock.now().getTime();
    // red's clocks start 0, 6 and 12 hours apart; the first one runs out at t0 + 24 h
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      stack.clock.set(t0 + i * 6 * HOUR);
      const id = await startDuel(red, blue, { clock: DAILY });
      expect((await bid(blue, id, 1, 1)).status).toBe(200);
      ids.push(id);
    }
    const out = t0 + DAY;
    stack.clock.set(out);
    crash = { userId: red.userId, afterGames: 1 };
    const first = await new Sweeper(deps(stack), { faults }).sweep();
    expect(first.errors).toBe(1); // red's crash; the earlier tests' players are settled as usual
    expect(await bankOf(red.userId)).toMatchObject({ since: iso(out), auto: true, pending: { on: true, auto: true } });

    stack.clock.set(out + 5 * MINUTE);
    await Promise.all([new Sweeper(deps(stack)).sweep(), new Sweeper(deps(stack)).sweep()]);
    const left = [0, 6 * HOUR, 12 * HOUR];
    for (const [i, id] of ids.entries()) {
      expect(await redClock(red, id)).toMatchObject({
        running: false,
        remainingMs: left[i],
        away: { since: iso(out) },
        deadline: { at: iso(out + 15 * DAY + left[i]) },
      });
      expect(await vacationTurns(id)).toHaveLength(1);
      expect((await turnsOf(stack, id)).map((t) => t.kind)).not.toContain('timeout');
      await expectReplayEqualsStored(id);
    }
    expect((await bankOf(red.userId)).pending).toBeUndefined();
  });

  it('a slow writer of a start that was finished and then ended by others writes nothing more (no second vacation turn)', async () => {
    const { red, t0, ids } = await threeGames();
    const start = t0 + 2 * HOUR;
    stack.clock.set(start);
    let release!: () => void;
    hold = { userId: red.userId, until: new Promise<void>((r) => (release = r)) };
    const slow = red.post('/api/me/vacation', { on: true });
    while (hold) await new Promise((r) => setTimeout(r, 5)); // the slow request has paused its first game

    stack.clock.set(start + 5 * MINUTE);
    expect((await new Sweeper(deps(stack)).sweep()).actions['vacation-finished']).toBe(2);
    stack.clock.set(start + HOUR);
    const off = await red.post('/api/me/vacation', { on: false });
    expect(off.status).toBe(200);
    expect(new Set(off.body.games)).toEqual(new Set(ids));

    release();
    const late = await slow;
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ onVacation: false, games: [expect.any(String)] });
    for (const id of ids) {
      expect((await vacationTurns(id)).map((t) => (t.data as { seq: number }).seq)).toEqual([1, 2]);
      // 2 h used before the vacation, an hour away, and back on the clock since
      expect(await redClock(red, id)).toMatchObject({
        running: true,
        remainingMs: 22 * HOUR,
        deadline: { at: iso(start + HOUR + 22 * HOUR) },
      });
      await expectReplayEqualsStored(id);
    }
    expect(await bankOf(red.userId)).toMatchObject({ usedMs: HOUR, seq: 2 });
    expect((await bankOf(red.userId)).pending).toBeUndefined();
  });

  it('a queue item whose change never reached the bank (a crash between the two puts) is dropped by the sweeper, the bank untouched', async () => {
    const red = await player(stack, 'red');
    const items = new ClockItems(stack.server.svc.deps.db);
    const now = stack.clock.now();
    await items.putPendingHint(red.userId, 1, now);
    expect(await hintsOf(red.userId)).toEqual([{ userId: red.userId, seq: 1 }]);
    const report = await new Sweeper(deps(stack)).sweep();
    expect(report.errors).toBe(0);
    expect(await hintsOf(red.userId)).toEqual([]);
    expect((await items.extras(red.userId))!.bank).toBeUndefined();
  });
});
