/** The game-clock tests' calendar: a start, times after it, the standard clock and turns at a time. */
import type { ClockConfig } from '../../functions/clock/game-clock.js';
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
