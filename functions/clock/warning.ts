import { HOUR } from '../time/clock.js';

/** warn when this share of the move's time is used … */
export const WARN_USED_FRACTION = 0.8;
/** … or when this much is left, whichever comes first */
export const WARN_LEFT_MS = 12 * HOUR;

/**
 * When to warn a player about a running deadline. `allottedMs` is what the player had when the
 * move began (reserve plus increment, or the fixed limit); `deadline` is the current deadline,
 * which vacations push back — the warning moves with it. Earlier than the move's start means
 * "at once": a move that begins with under 12 h left is warned about immediately.
 */
export const warningAt = (deadline: Date, allottedMs: number): Date =>
  new Date(deadline.getTime() - Math.max((1 - WARN_USED_FRACTION) * allottedMs, WARN_LEFT_MS));

export const warningDue = (now: Date, deadline: Date, allottedMs: number): boolean =>
  now.getTime() >= warningAt(deadline, allottedMs).getTime() && now.getTime() < deadline.getTime();
