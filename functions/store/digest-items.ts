/**
 * The weekly digest's bookings (functions/leagues/weekly-digest.ts decides when they fall): one per
 * (league, recipient), `LEAGUE#<id>` / `DIGEST#<userId>`, on gsi1 as `LEAGUE-DIGEST-USER` /
 * `<sendAt>#<leagueId>#<userId>#<timeZone>` (the index keeps keys only, so the queue's sort key
 * carries everything the sender needs). Booking keeps the EARLIER of two instants; a booking is
 * removed only while it still holds the instant that was sent.
 */
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { leagueKeys, PREFIX, QUEUES, timeSk } from './keys.js';
import { dueInQueue } from './queue.js';
import { deleteIf, putIf, queryPrefix } from './table-kit.js';

export const LEAGUE_DIGEST_USER = QUEUES.leagueDigestUser;

export interface DigestBooking {
  leagueId: string;
  userId: string;
  /** ISO instant: Monday 08:00 in `timeZone` */
  sendAt: string;
  /** the recipient's zone when booked: the week it reports is measured in it */
  timeZone: string;
}

export class DigestBookings {
  constructor(private readonly db: Db) {}

  /** the league's pending bookings, by user */
  async ofLeague(leagueId: string): Promise<Map<string, DigestBooking>> {
    const out = new Map<string, DigestBooking>();
    for (const i of await queryPrefix(this.db, leagueKeys.profile(leagueId).pk, PREFIX.digestBooking)) {
      const b = fromItem<DigestBooking>(i);
      if (b.userId)
        out.set(b.userId, { leagueId: b.leagueId, userId: b.userId, sendAt: b.sendAt, timeZone: b.timeZone });
    }
    return out;
  }

  /** books `b` unless an earlier (or the same) instant is already booked for that recipient; true when written */
  async book(b: DigestBooking): Promise<boolean> {
    return putIf(this.db, {
      Item: toItem({
        ...leagueKeys.digestBooking(b.leagueId, b.userId),
        ...b,
        gsi1pk: LEAGUE_DIGEST_USER,
        gsi1sk: timeSk(b.sendAt, b.leagueId, b.userId, b.timeZone),
      }),
      ConditionExpression: 'attribute_not_exists(sk) OR sendAt > :s',
      ExpressionAttributeValues: toItem({ ':s': b.sendAt }),
    });
  }

  /** bookings due at `before`, oldest first */
  async due(before: Date, limit = 100): Promise<DigestBooking[]> {
    return (await dueInQueue(this.db, LEAGUE_DIGEST_USER, before, limit)).map((i) => {
      const [sendAt, leagueId, userId, timeZone] = fromItem<{ gsi1sk: string }>(i).gsi1sk.split('#');
      return { leagueId, userId, sendAt, timeZone };
    });
  }

  /** removed only if it still holds `sendAt` (a later booking made meanwhile stays) */
  async done(b: Pick<DigestBooking, 'leagueId' | 'userId' | 'sendAt'>): Promise<void> {
    await deleteIf(this.db, {
      Key: toItem(leagueKeys.digestBooking(b.leagueId, b.userId)),
      ConditionExpression: 'sendAt = :s',
      ExpressionAttributeValues: toItem({ ':s': b.sendAt }),
    });
  }
}
