import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../functions/time/clock.js';
import { stackPerFile } from '../api/helpers/harness.js';
import { bid, DAILY, game, player, startDuel, sweeper, turnsOf } from './helpers.js';

const stack = stackPerFile();

describe('vacation', () => {
  it('pauses every clock of the player, as a turn in each game, and charges the bank for the time away', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue'),
      green = await player(stack, 'green');
    const t0 = stack.clock.now().getTime();
    const g1 = await startDuel(red, blue, { clock: DAILY });
    const g2 = await startDuel(green, red, { clock: DAILY });
    // blue and green move, so only red's clocks run
    expect((await bid(blue, g1, 1, 1)).status).toBe(200);
    expect((await bid(green, g2, 1, 1)).status).toBe(200);
    expect((await red.get('/api/me/vacation')).body).toMatchObject({
      onVacation: false,
      leftDays: 15,
      allowanceDays: 15,
    });

    stack.clock.set(t0 + 2 * HOUR);
    const on = await red.post('/api/me/vacation', { on: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      onVacation: true,
      auto: false,
      until: new Date(t0 + 2 * HOUR + 15 * DAY).toISOString(),
    });
    expect(new Set(on.body.games)).toEqual(new Set([g1, g2]));
    for (const id of [g1, g2]) {
      const v = await game(red, id);
      expect(v.clock.sides[v.mySide]).toMatchObject({ running: false, remainingMs: 22 * HOUR });
      expect(v.deadline).toEqual({ side: v.mySide, at: new Date(t0 + 2 * HOUR + 15 * DAY + 22 * HOUR).toISOString() });
      expect((await turnsOf(stack, id)).at(-1)).toMatchObject({ kind: 'vacation', side: v.mySide, userId: red.userId });
    }
    expect((await red.post('/api/me/vacation', { on: true })).status).toBe(409);

    // three days away: nothing times out, nothing is used up
    stack.clock.set(t0 + 3 * DAY + 2 * HOUR);
    await sweeper(stack).sweep();
    expect((await game(red, g1)).clock.sides.red.remainingMs).toBe(22 * HOUR);
    const off = await red.post('/api/me/vacation', { on: false });
    expect(off.body).toMatchObject({ onVacation: false, leftDays: 12 });
    for (const id of [g1, g2]) {
      const v = await game(red, id);
      expect(v.clock.sides[v.mySide]).toMatchObject({ running: true, remainingMs: 22 * HOUR });
      expect(v.deadline).toEqual({ side: v.mySide, at: new Date(t0 + 3 * DAY + 2 * HOUR + 22 * HOUR).toISOString() });
    }
    expect((await red.post('/api/me/vacation', { on: false })).status).toBe(409);
  });

  it('a game that starts while the player is away starts with that clock paused', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue');
    const t0 = stack.clock.now().getTime();
    expect((await blue.post('/api/me/vacation', { on: true })).status).toBe(200);
    const id = await startDuel(red, blue, { clock: DAILY });
    const v = await game(blue, id);
    expect(v.clock.sides.blue).toMatchObject({
      running: false,
      away: { since: new Date(t0).toISOString(), until: new Date(t0 + 15 * DAY).toISOString() },
    });
    expect(v.clock.sides.red.running).toBe(true);
    expect((await turnsOf(stack, id)).map((t) => t.kind)).toEqual(['join', 'vacation']);
    expect((await blue.post('/api/me/vacation', { on: false })).body.games).toEqual([id]);
  });

  it('an empty bank is refused', async () => {
    const red = await player(stack, 'red');
    const t0 = stack.clock.now().getTime();
    expect((await red.post('/api/me/vacation', { on: true })).status).toBe(200);
    stack.clock.set(t0 + 16 * DAY);
    expect((await red.post('/api/me/vacation', { on: false })).body).toMatchObject({ leftDays: 0 });
    const again = await red.post('/api/me/vacation', { on: true });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('bank-empty');
  });
});
