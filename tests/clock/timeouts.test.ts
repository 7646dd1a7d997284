import { describe, expect, it } from 'vitest';
import { ClockItems } from '../../functions/store/clock-items.js';
import { DAY, HOUR, MINUTE } from '../../functions/time/clock.js';
import { key, stackPerFile } from '../api/helpers/harness.js';
import {
  bid,
  CountingMailer,
  DAILY,
  game,
  mails,
  player,
  startDuel,
  sweeper,
  turnsOf,
  type Browser,
  dailyDuel,
} from './helpers.js';

const stack = stackPerFile();

/** uses up a player's vacation bank for the year, so a missed deadline is a plain timeout */
const spendBank = async (b: { userId: string }, usedDays = 15) => {
  const items = new ClockItems(stack.server.svc.deps.db);
  const before = await items.extras(b.userId);
  expect(
    await items.putBank(
      b.userId,
      { year: stack.clock.now().getUTCFullYear(), usedMs: usedDays * DAY },
      before!.bankJson,
    ),
  ).toBe(true);
};

/** a daily duel in which red has bid and blue's clock runs from `t0` (with no vacation days left when `bankSpent`) */
const blueToMove = async ({ bankSpent }: { bankSpent: boolean }) => {
  const red = await player(stack, 'red'),
    blue = await player(stack, 'blue');
  if (bankSpent) await spendBank(blue);
  const t0 = stack.clock.now().getTime();
  const id = await startDuel(red, blue, { clock: DAILY });
  expect((await bid(red, id, 1, 3)).status).toBe(200);
  return { red, blue, id, t0 };
};

const kinds = async (id: string) => (await turnsOf(stack, id)).map((t) => t.kind);

/** both bid until the round has a winner and the loser is asked whether to regroup (a mid-turn answer) */
const untilRegroup = async (red: Browser, blue: Browser, id: string) => {
  for (let i = 0; i < 20; i++) {
    const g = await game(red, id);
    if (g.status.phase === 'regroup') return g;
    expect((await bid(red, id, g.version, 2)).status).toBe(200);
    expect((await bid(blue, id, g.version + 1, 2)).status).toBe(200);
  }
  throw new Error('no regroup in 20 rounds');
};

describe('mid-turn answers that time out', () => {
  it("get the module's default answer, recorded as a turn", async () => {
    const { red, blue, id } = await dailyDuel(stack);
    const g = await untilRegroup(red, blue, id);
    const regrouper = g.status.waitingFor[0] as string;
    expect(g.status.midTurn).toBe(true);
    expect(g.deadline.side).toBe(regrouper);
    stack.clock.set(Date.parse(g.deadline.at) - MINUTE);
    await sweeper(stack).sweep();
    expect((await kinds(id)).at(-1)).not.toBe('default-answer');
    stack.clock.set(Date.parse(g.deadline.at));
    const report = await sweeper(stack).sweep();
    expect(report.actions['default-answer']).toBe(1);
    const last = (await turnsOf(stack, id)).at(-1)!;
    expect(last).toMatchObject({
      kind: 'default-answer',
      side: regrouper,
      batch: { orders: [{ type: 'regroup', yes: false }] },
    });
    expect(last.events.map((e) => e.type)).toEqual(['regrouped']);
    const after = await game(red, id);
    expect(after.status.phase).toBe('bid');
    // the default answer ended that move: the next decision starts with the increment, not at zero
    expect(after.clock.sides[regrouper]).toMatchObject({ remainingMs: 4 * HOUR, running: true });
  });
});

describe('whole turns that time out', () => {
  it('the opponent may claim the win once the time has run out (not before)', async () => {
    const { red, blue, id, t0 } = await blueToMove({ bankSpent: true });
    const early = await red.post(`/api/games/${id}/claim`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('no-timeout');
    stack.clock.set(t0 + DAY + MINUTE);
    // nobody swept yet: the claim settles the timeout first, then wins
    const claim = await red.post(`/api/games/${id}/claim`);
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ lifecycle: 'over', result: { winner: 'red', reason: 'timeout' } });
    expect((await kinds(id)).slice(-2)).toEqual(['timeout', 'claim']);
    expect(mails(stack, blue.email, 'game-over')[0].text).toContain('time forfeit (claimed by the opponent)');
    expect(mails(stack, red.email, 'game-over')[0].subject).toMatch(/You won/);
  });

  it('no claim while the opponent still has vacation days: they stand in first', async () => {
    const { red, id, t0 } = await blueToMove({ bankSpent: false });
    stack.clock.set(t0 + DAY + MINUTE);
    const claim = await red.post(`/api/games/${id}/claim`);
    expect(claim.status).toBe(409);
    expect((await turnsOf(stack, id)).at(-1)).toMatchObject({
      kind: 'vacation',
      side: 'blue',
      data: { on: true, auto: true },
    });
  });

  it('unclaimed, the game is adjudicated after a grace day', async () => {
    const { red, blue, id, t0 } = await blueToMove({ bankSpent: true });
    stack.clock.set(t0 + DAY);
    expect((await sweeper(stack).sweep()).actions.timeout).toBe(1);
    expect((await game(red, id)).flagged).toBe('blue');
    stack.clock.set(t0 + 2 * DAY - MINUTE);
    await sweeper(stack).sweep();
    expect((await game(red, id)).lifecycle).toBe('active');
    stack.clock.set(t0 + 2 * DAY);
    expect((await sweeper(stack).sweep()).actions.adjudicated).toBe(1);
    const over = await game(red, id);
    expect(over).toMatchObject({ lifecycle: 'over', result: { winner: 'red', reason: 'timeout' } });
    expect((await turnsOf(stack, id)).at(-1)).toMatchObject({
      kind: 'claim',
      side: 'red',
      data: { adjudicated: true },
    });
    expect(mails(stack, blue.email, 'game-over')[0].text).toContain(
      'adjudication after a time forfeit and a day of grace',
    );
  });
});

describe('both sides out of time at once', () => {
  it('the first side flagged is timed out; the game then waits for the claim or the adjudication only', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue');
    await spendBank(red);
    await spendBank(blue);
    const t0 = stack.clock.now().getTime();
    const id = await startDuel(red, blue, { clock: DAILY });
    stack.clock.set(t0 + DAY + MINUTE);
    const first = await sweeper(stack).sweep();
    expect(first.actions).toEqual({ timeout: 1 });
    const second = await sweeper(stack).sweep();
    expect(second.games).toBe(0);
    const g = await game(red, id);
    expect(g.deadline).toEqual({ side: g.flagged, at: new Date(t0 + 2 * DAY + MINUTE).toISOString() });
  });
});

describe('automatic vacation before a timeout', () => {
  it('draws on the bank and pauses every clock of the player; it ends when the player plays', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue'),
      green = await player(stack, 'green');
    const t0 = stack.clock.now().getTime();
    const id = await startDuel(red, blue, { clock: DAILY });
    const other = await startDuel(green, blue, { clock: DAILY });
    expect((await bid(red, id, 1, 3)).status).toBe(200);
    expect((await bid(green, other, 1, 3)).status).toBe(200);
    stack.clock.set(t0 + DAY + 5 * MINUTE);
    const report = await sweeper(stack).sweep();
    expect(report.actions['auto-vacation']).toBeGreaterThanOrEqual(1);
    expect(report.actions.timeout ?? 0).toBe(0);
    const vac = await blue.get('/api/me/vacation');
    expect(vac.body).toMatchObject({ onVacation: true, auto: true, leftDays: 15 });
    for (const g of [id, other]) {
      expect((await turnsOf(stack, g)).at(-1)).toMatchObject({
        kind: 'vacation',
        side: 'blue',
        data: { on: true, auto: true },
      });
      expect((await game(blue, g)).clock.sides.blue.running).toBe(false);
    }
    // two days later blue plays: the vacation ends everywhere and 2 days are charged
    stack.clock.set(t0 + 3 * DAY + 5 * MINUTE);
    expect((await bid(blue, id, 3, 1)).status).toBe(200);
    expect((await blue.get('/api/me/vacation')).body).toMatchObject({ onVacation: false, leftDays: 13 });
    expect((await turnsOf(stack, other)).at(-1)).toMatchObject({ kind: 'vacation', side: 'blue', data: { on: false } });
    expect((await game(blue, other)).clock.sides.blue.running).toBe(true);
  });

  it('when the bank runs out during it, the vacation ends at that moment and the turn times out', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue');
    await spendBank(blue, 14.5);
    const t0 = stack.clock.now().getTime();
    const id = await startDuel(red, blue, { clock: DAILY });
    expect((await bid(red, id, 1, 3)).status).toBe(200);
    stack.clock.set(t0 + DAY);
    await sweeper(stack).sweep();
    const paused = await game(red, id);
    expect(paused.deadline).toEqual({ side: 'blue', at: new Date(t0 + DAY + 12 * HOUR).toISOString() });
    stack.clock.set(t0 + DAY + 12 * HOUR + MINUTE);
    const report = await sweeper(stack).sweep();
    expect(report.actions).toMatchObject({ 'vacation-ran-out': 1, timeout: 1 });
    const turns = await turnsOf(stack, id);
    expect(turns.slice(-3).map((t) => [t.kind, (t.data as { on?: boolean } | undefined)?.on])).toEqual([
      ['vacation', true],
      ['vacation', false],
      ['timeout', undefined],
    ]);
    expect(turns.at(-2)!.at).toBe(new Date(t0 + DAY + 12 * HOUR).toISOString());
    expect((await blue.get('/api/me/vacation')).body).toMatchObject({ onVacation: false, leftDays: 0 });
  });
});

describe('two sweepers at once', () => {
  it('send each warning once and time out each game once', async () => {
    const t0 = stack.clock.now().getTime();
    const games: { id: string; blue: Browser & { email: string } }[] = [];
    for (let i = 0; i < 3; i++) {
      const red = await player(stack, 'red'),
        blue = await player(stack, 'blue');
      await spendBank(blue);
      const id = await startDuel(red, blue, { clock: DAILY });
      expect((await bid(red, id, 1, 3)).status).toBe(200);
      games.push({ id, blue });
    }
    const [ma, mb] = [new CountingMailer(), new CountingMailer()];
    const [a, b] = [sweeper(stack, { mailer: ma }), sweeper(stack, { mailer: mb })];
    stack.clock.set(t0 + 12 * HOUR);
    await Promise.all([a.sweep(), b.sweep(), a.sweep(), b.sweep()]);
    const warnings = [...ma.sent, ...mb.sent].filter((m) => m.id.startsWith('deadline-warning-'));
    const warnedBlue = warnings.filter((m) => games.some((g) => g.blue.email === m.to));
    expect(warnedBlue).toHaveLength(3);
    expect(new Set(warnings.map((m) => m.id)).size).toBe(warnings.length);

    stack.clock.set(t0 + DAY + MINUTE);
    const reports = await Promise.all([a.sweep(), b.sweep()]);
    expect(reports.reduce((n, r) => n + (r.actions.timeout ?? 0), 0)).toBe(3);
    for (const g of games) expect((await kinds(g.id)).filter((k) => k === 'timeout')).toHaveLength(1);
    expect(reports.every((r) => r.errors === 0)).toBe(true);
  });
});

describe('chat', () => {
  it('is shared by the two players only', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue'),
      eve = await player(stack, 'eve');
    const id = await startDuel(red, blue, { clock: DAILY });
    expect((await red.post(`/api/games/${id}/chat`, { text: '  Powodzenia!  ' })).status).toBe(201);
    stack.clock.advance(MINUTE);
    expect((await blue.post(`/api/games/${id}/chat`, { text: 'Nawzajem.' })).status).toBe(201);
    const got = await blue.get(`/api/games/${id}/chat`);
    expect(got.body.messages.map((m: { side: string; text: string }) => [m.side, m.text])).toEqual([
      ['red', 'Powodzenia!'],
      ['blue', 'Nawzajem.'],
    ]);
    expect(got.body.messages[0].userId).toBeUndefined();
    expect((await eve.get(`/api/games/${id}/chat`)).status).toBe(403);
    expect((await eve.post(`/api/games/${id}/chat`, { text: 'hi' })).status).toBe(403);
    expect((await red.post(`/api/games/${id}/chat`, { text: '   ' })).status).toBe(400);
    void key;
  });
});
