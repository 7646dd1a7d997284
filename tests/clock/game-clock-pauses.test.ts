import { describe, expect, it } from 'vitest';
import {
  deadlineOf,
  handOff,
  remainingAt,
  sideDeadline,
  startClock,
  type ClockConfig,
} from '../../functions/clock/game-clock.js';
import { DAY, HOUR } from '../../functions/time/clock.js';
import { plus, redAwayAt10h, standard, T0, turnAt } from './clock-time.js';

describe('vacation pauses the clock', () => {
  it('charges the time used before the vacation, stands still during it, and resumes without an increment', () => {
    let c = redAwayAt10h();
    expect(c.remainingMs.red).toBe(62 * HOUR);
    expect(c.runningSince.red).toBeNull();
    expect(remainingAt(c, 'red', new Date(plus(5 * DAY)))).toBe(62 * HOUR);
    // while away and awaited the deadline is the bank's end plus the time left
    expect(deadlineOf(c)).toEqual({ at: plus(10 * HOUR + 15 * DAY + 62 * HOUR), side: 'red' });
    c = handOff(c, ['red'], plus(4 * DAY), turnAt('vacation', 'red', 4 * DAY, { on: false }));
    expect(c.runningSince.red).toBe(plus(4 * DAY));
    expect(deadlineOf(c)).toEqual({ at: plus(4 * DAY + 62 * HOUR), side: 'red' });
    // the move began before the vacation: still the same move, for the warning
    expect(c.moveSince?.red).toBe(T0);
    expect(c.allottedMs?.red).toBe(3 * DAY);
  });
  it('a side away while not awaited does not start when handed the prompt', () => {
    let c = handOff(startClock(standard, ['red', 'blue']), ['red'], T0);
    c = handOff(c, ['red'], plus(HOUR), turnAt('vacation', 'blue', HOUR, { on: true, until: plus(HOUR + 2 * DAY) }));
    c = handOff(c, ['blue'], plus(2 * HOUR), turnAt('orders', 'red', 2 * HOUR));
    expect(c.runningSince.blue).toBeNull();
    expect(sideDeadline(c, 'blue')).toBe(Date.parse(plus(HOUR + 2 * DAY + 3 * DAY)));
  });
  it('the bank running out puts the side back on the clock at the next change', () => {
    let c = handOff(startClock(standard, ['red', 'blue']), ['red'], T0);
    c = handOff(c, ['red'], plus(HOUR), turnAt('vacation', 'blue', HOUR, { on: true, until: plus(DAY) }));
    c = handOff(c, ['blue'], plus(2 * DAY), turnAt('orders', 'red', 2 * DAY));
    expect(c.away?.blue).toBeNull();
    expect(c.runningSince.blue).toBe(plus(2 * DAY));
  });
  it('the per-game "no vacation" option ignores vacation turns', () => {
    let c = handOff(startClock({ ...standard, vacation: false }, ['red', 'blue']), ['red'], T0);
    c = handOff(c, ['red'], plus(HOUR), turnAt('vacation', 'red', HOUR, { on: true, until: plus(10 * DAY) }));
    expect(c.runningSince.red).toBe(T0);
    expect(deadlineOf(c)?.at).toBe(plus(3 * DAY));
  });
});

describe('timeouts on the clock', () => {
  it('a flagged side has the grace day until adjudication; moving late clears the flag', () => {
    let c = handOff(startClock(standard, ['red', 'blue']), ['red'], T0);
    c = handOff(c, ['red'], plus(3 * DAY + 60_000), { kind: 'timeout', side: 'red', at: plus(3 * DAY + 60_000) });
    expect(c.flagged).toEqual({ side: 'red', at: plus(3 * DAY + 60_000) });
    expect(deadlineOf(c)).toEqual({ at: plus(4 * DAY + 60_000), side: 'red' });
    c = handOff(c, ['blue'], plus(3 * DAY + 2 * HOUR), turnAt('orders', 'red', 3 * DAY + 2 * HOUR));
    expect(c.flagged).toBeNull();
    expect(c.remainingMs.red).toBe(12 * HOUR); // nothing left + the increment
  });
});

describe('default answers on the clock', () => {
  it('end the timed-out move even when the side is awaited again at once', () => {
    const daily: ClockConfig = { kind: 'fischer', initialMs: DAY, incrementMs: 4 * HOUR, capMs: 3 * DAY };
    let c = handOff(startClock(daily, ['red', 'blue']), ['red'], T0);
    c = handOff(c, ['red', 'blue'], plus(DAY), { kind: 'default-answer', side: 'red', at: plus(DAY) });
    expect(c.remainingMs.red).toBe(4 * HOUR);
    expect(c.runningSince.red).toBe(plus(DAY));
    expect(c.moveSince?.red).toBe(plus(DAY));
    expect(sideDeadline(c, 'red')).toBe(Date.parse(plus(DAY + 4 * HOUR)));
  });
});

describe('both sides out of time', () => {
  it('the first flagged is the one the game waits on: its adjudication is the only deadline', () => {
    let c = handOff(startClock(standard, ['red', 'blue']), ['red', 'blue'], T0);
    c = handOff(c, ['red', 'blue'], plus(3 * DAY), { kind: 'timeout', side: 'red', at: plus(3 * DAY) });
    expect(deadlineOf(c)).toEqual({ at: plus(4 * DAY), side: 'red' });
  });
});
