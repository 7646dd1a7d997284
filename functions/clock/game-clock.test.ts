import { describe, expect, it } from 'vitest';
import { clockConfig, deadlineOf, handOff, NO_CLOCK_LIMIT_MS, remainingAt, startClock } from './game-clock.js';
import { DAY, HOUR } from '../time/clock.js';

const T0 = '2026-01-05T12:00:00.000Z';
const plus = (ms: number) => new Date(new Date(T0).getTime() + ms).toISOString();
const fischer = clockConfig({ kind: 'fischer', initialHours: 72, incrementHours: 24, capHours: 96 });

describe('game clock (Fischer with a cap; none = 21 days per move)', () => {
  it('a side is charged for its move and gets the increment once per hand-off, capped', () => {
    let c = startClock(fischer, ['red', 'blue']);
    c = handOff(c, ['red'], T0);
    expect(deadlineOf(c)).toEqual({ at: plus(3 * DAY), side: 'red' });
    c = handOff(c, ['blue'], plus(10 * HOUR)); // red used 10 h: 62 h + 24 h = 86 h
    expect(c.remainingMs.red).toBe(86 * HOUR);
    expect(deadlineOf(c)).toEqual({ at: plus(10 * HOUR + 3 * DAY), side: 'blue' });
    c = handOff(c, ['red'], plus(11 * HOUR)); // blue used 1 h: 71 + 24 = 95 h
    expect(c.remainingMs.blue).toBe(95 * HOUR);
    c = handOff(c, ['blue'], plus(11 * HOUR + 1000)); // red: 86 h - 1 s + 24 h capped at 96 h
    expect(c.remainingMs.red).toBe(96 * HOUR);
  });

  it('both awaited (simultaneous answer): both run; one answering stops only its own clock', () => {
    let c = handOff(startClock(fischer, ['red', 'blue']), ['red', 'blue'], T0);
    c = handOff(c, ['blue'], plus(HOUR));
    expect(c.runningSince).toEqual({ red: null, blue: T0 });
    expect(remainingAt(c, 'blue', new Date(plus(2 * HOUR)))).toBe(70 * HOUR);
    expect(c.remainingMs.red).toBe(72 * HOUR - HOUR + 24 * HOUR);
  });

  it('without a clock every move has 21 days, reset at each hand-off', () => {
    let c = handOff(startClock(clockConfig({ kind: 'none' }), ['red', 'blue']), ['red'], T0);
    expect(deadlineOf(c)?.at).toBe(plus(NO_CLOCK_LIMIT_MS));
    c = handOff(c, ['blue'], plus(20 * DAY));
    expect(c.remainingMs.red).toBe(21 * DAY);
    expect(deadlineOf(c)?.at).toBe(plus(20 * DAY + 21 * DAY));
  });

  it('no one awaited: no deadline', () => {
    expect(deadlineOf(handOff(startClock(fischer, ['red', 'blue']), [], T0))).toBeNull();
  });
});
