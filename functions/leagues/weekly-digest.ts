/**
 * When a league's weekly results go out — Monday 08:00 on each recipient's own clock — and the
 * bookings that make the sweeper send them (stored by functions/store/digest-items.ts).
 *
 * One booking per (league, recipient): `LEAGUE#<id>` / `DIGEST#<userId>`, on gsi1 as
 * `LEAGUE-DIGEST-USER` / `<sendAt>#<leagueId>#<userId>#<timeZone>` (the index keeps keys only, so
 * the queue's sort key carries everything the sender needs). Why per recipient rather than per
 * (league, zone-hour): the instant is fixed when the booking is made, from the recipient's zone
 * then, so a player who moves zones mid-week still gets that week's digest (at the old hour) and
 * the new hour from the next week — a zone-hour booking would have to find the movers at send time
 * and could skip them for a week. The cost is one conditional put per player per finished game
 * (at most 19 in a 20-player league), and the booking step first reads the league's pending
 * bookings (one Query) and writes only the missing or later ones, so a game end usually writes
 * nothing at all once the week's bookings exist.
 *
 * Idempotent everywhere (the stream may retry the game-end hook, the sweeper and a reader may both
 * tick): booking is a conditional put that keeps the EARLIER of two instants; the mail's id is
 * (league, 'week', sendAt, user), so a second send of the same digest is the Postman's duplicate;
 * a booking is removed only if it still holds the instant that was sent.
 */
import { addDays, instantOf, localParts } from '../clock/zoned.js';

/** the local Monday and hour the weekly results go out */
export const DIGEST_WEEKDAY = 1;
export const DIGEST_HOUR = 8;

/** ISO weekday of a local calendar date (dates are labels: no zone involved) — 0 Sunday … 6 Saturday */
const weekday = (d: { year: number; month: number; day: number }): number =>
  new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

/** The first Monday 08:00 on the wall clock of `timeZone` strictly after `after` (DST-correct: computed on local dates). */
export const nextWeeklyDigest = (after: Date, timeZone: string): Date => {
  const today = localParts(after, timeZone);
  const toMonday = (DIGEST_WEEKDAY - weekday(today) + 7) % 7;
  for (const extra of [0, 7]) {
    const at = instantOf({ ...addDays(today, toMonday + extra), hour: DIGEST_HOUR, minute: 0 }, timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('unreachable: a Monday comes within two weeks');
};

/**
 * The digest instant a week before `sendAt` in `timeZone`: the start of the week `sendAt` reports.
 * Local Monday to local Monday, so a week across a clock change is 167 or 169 hours and no game's
 * end falls between two digests or into both.
 */
export const previousWeeklyDigest = (sendAt: Date, timeZone: string): Date => {
  const local = localParts(sendAt, timeZone);
  return instantOf({ ...addDays(local, -7), hour: local.hour, minute: local.minute }, timeZone);
};
