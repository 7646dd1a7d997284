/** The game-clock tests' calendar: a start, times after it, the standard clock, turns at a time and a vacation begun. */
import { type ClockConfig, handOff, startClock } from '../../functions/clock/game-clock.js';
import { DAY, HOUR } from '../../functions/time/clock.js';

export const T0 = '2026-01-05T12:00:00.000Z';
/** T0 plus `ms`, as an ISO time */
export const plus = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
export const standard: ClockConfig = { kind: 'fischer', initialMs: 3 * DAY, incrementMs: 12 * HOUR, capMs: 5 * DAY };

/** A turn of `kind` by `side` at T0 + `ms`, with its data (a vacation's on/off) when it has any. */
export const turnAt = (kind: 'vacation' | 'orders', side: string, ms: number, data?: Record<string, unknown>) => ({
  kind,
  side,
  at: plus(ms),
  ...(data ? { data } : {}),
});

/** The standard clock with red to move since T0 and gone on a 15-day vacation 10 hours into the move (no asOf). */
export const redAwayAt10h = () =>
  handOff(
    handOff(startClock(standard, ['red', 'blue']), ['red'], T0),
    ['red'],
    plus(10 * HOUR),
    turnAt('vacation', 'red', 10 * HOUR, { on: true, until: plus(10 * HOUR + 15 * DAY) }),
  );
