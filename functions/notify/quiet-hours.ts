import { localParts, nextLocalTime, parseHhMm } from '../clock/zoned.js';

/** A player's quiet hours as local "HH:MM" times of day (the profile's shape); `from` after `to` wraps past midnight (22:00–07:00). */
export interface QuietHours {
  from: string;
  to: string;
}

const minuteOf = (at: Date, timeZone: string): number => {
  const p = localParts(at, timeZone);
  return p.hour * 60 + p.minute;
};

export const isQuiet = (at: Date, timeZone: string, quiet: QuietHours | null | undefined): boolean => {
  if (!quiet) return false;
  const s = parseHhMm(quiet.from),
    e = parseHhMm(quiet.to);
  if (s === e) return false; // an empty window, not a whole day
  const m = minuteOf(at, timeZone);
  return s < e ? m >= s && m < e : m >= s || m < e;
};

/**
 * When may a message held back at `at` go out: `at` itself outside quiet hours, otherwise the next
 * local reading of `to` — computed on local dates, so a night that gains or loses an hour ends at
 * the same wall time (07:00 stays 07:00 after the change).
 */
export const quietEndsAt = (at: Date, timeZone: string, quiet: QuietHours | null | undefined): Date => {
  if (!quiet || !isQuiet(at, timeZone, quiet)) return at;
  return nextLocalTime(at, timeZone, parseHhMm(quiet.to));
};
