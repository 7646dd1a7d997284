/**
 * What clocks and email keep on the user item beside the profile the spine defines:
 * `vacationBank` (JSON, replaced conditionally so two writers never both spend the same days),
 * `digestHour` (local hour of the daily digest, default 8), and single `notify` switches for
 * one-click unsubscribe. Beside it, one queue item per unfinished vacation change
 * (`USER#<id>` / `VACATION-PENDING#<seq>`, gsi1 `VACATION-PENDING` / `<due>#<userId>#<seq>`),
 * so the sweeper finds a change a crash left half done; the truth stays the bank's `pending`.
 */
import { DeleteItemCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { MailKind } from './mail-kinds.js';
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { idOfPk, keys, QUEUES, timeSk } from './keys.js';
import { dueInQueue } from './queue.js';
import { update, updateIf } from './table-kit.js';

/**
 * A player's vacation bank, kept on the profile. Time is charged exactly (not by started days);
 * a vacation is charged to the year it started in. While `since` is set the player is away and
 * every clock of theirs (in games that allow vacation) is paused.
 */
export interface VacationBank {
  year: number;
  usedMs: number;
  /** ISO time the current vacation began; absent when not on vacation */
  since?: string;
  /** started by the sweeper instead of a timeout (ends by itself when the player plays) */
  auto?: boolean;
  allowanceDays?: number;
  /** how many vacation changes (starts and ends) the player has made; the next one is `seq + 1` */
  seq?: number;
  /**
   * A change written to the bank whose vacation turns may not all be in the games yet: set in the
   * same write as the change, cleared once every game of the player has its turn (vacations.ts).
   */
  pending?: VacationPending;
}

/** a start (`on`) or an end of a vacation still to be carried into the player's games */
export interface VacationPending {
  on: boolean;
  /** the change's number (the bank's `seq` after it) */
  seq: number;
  /** the real instant of the change: the vacation's start, or its end (never later than the bank ran out) */
  at: string;
  /** a start: when the bank runs out */
  until?: string;
  auto?: boolean;
  /** an end because the bank ran out */
  ranOut?: boolean;
}

export const DEFAULT_DIGEST_HOUR = 8;

/** the gsi1 queue of vacation changes that may still have games to reach (table.ts) */
export const VACATION_PENDING_QUEUE = QUEUES.vacationPending;
const pendingKey = keys.vacationPending;

/** one queued change: whose, and its number in their bank */
export interface PendingVacationHint {
  userId: string;
  seq: number;
}

export interface ClockExtras {
  bank: VacationBank | undefined;
  /** the stored JSON, to make the next write conditional on it */
  bankJson: string | null;
  digestHour: number;
}

export class ClockItems {
  constructor(private readonly db: Db) {}

  async extras(userId: string): Promise<ClockExtras | null> {
    const res = await this.db.client.send(
      new GetItemCommand({
        TableName: this.db.table,
        Key: toItem(keys.user(userId)),
        ProjectionExpression: 'pk, vacationBank, digestHour',
        ConsistentRead: true,
      }),
    );
    if (!res.Item) return null;
    const o = fromItem<{ vacationBank?: string; digestHour?: number }>(res.Item);
    return {
      bank: o.vacationBank ? (JSON.parse(o.vacationBank) as VacationBank) : undefined,
      bankJson: o.vacationBank ?? null,
      digestHour: typeof o.digestHour === 'number' ? o.digestHour : DEFAULT_DIGEST_HOUR,
    };
  }

  /** replaces the bank if it is still `expectedJson`; false when someone else changed it first */
  async putBank(userId: string, bank: VacationBank, expectedJson: string | null): Promise<boolean> {
    return updateIf(this.db, {
      Key: toItem(keys.user(userId)),
      UpdateExpression: 'SET vacationBank = :b',
      ConditionExpression:
        expectedJson === null ? 'attribute_exists(pk) AND attribute_not_exists(vacationBank)' : 'vacationBank = :e',
      ExpressionAttributeValues: toItem({
        ':b': JSON.stringify(bank),
        ...(expectedJson === null ? {} : { ':e': expectedJson }),
      }),
    });
  }

  /**
   * Queues change `seq` of the player's bank for the sweeper from `dueAt` on. Written before the
   * bank write it announces, so a crash between the two leaves a hint without a change (dropped
   * when found), never a change without a hint.
   */
  async putPendingHint(userId: string, seq: number, dueAt: Date): Promise<void> {
    await this.db.client.send(
      new PutItemCommand({
        TableName: this.db.table,
        Item: toItem({
          ...pendingKey(userId, seq),
          gsi1pk: VACATION_PENDING_QUEUE,
          gsi1sk: timeSk(dueAt.toISOString(), userId, seq),
        }),
      }),
    );
  }

  async deletePendingHint(userId: string, seq: number): Promise<void> {
    await this.db.client.send(
      new DeleteItemCommand({ TableName: this.db.table, Key: toItem(pendingKey(userId, seq)) }),
    );
  }

  /** queued changes due at or before `before`, oldest first */
  async pendingHints(before: Date, limit = 100): Promise<PendingVacationHint[]> {
    return (await dueInQueue(this.db, VACATION_PENDING_QUEUE, before, limit)).map((i) => {
      const { pk, sk } = fromItem<{ pk: string; sk: string }>(i);
      return { userId: idOfPk.user(pk), seq: Number(sk.slice(VACATION_PENDING_QUEUE.length + 1)) };
    });
  }

  async setDigestHour(userId: string, hour: number): Promise<void> {
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`digest hour out of range: ${hour}`);
    await update(this.db, {
      Key: toItem(keys.user(userId)),
      UpdateExpression: 'SET digestHour = :h',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: toItem({ ':h': hour }),
    });
  }

  /** turns one kind of email off (or on); false when there is no such user */
  async setNotify(userId: string, kind: MailKind, on: boolean): Promise<boolean> {
    const exists = await updateIf(this.db, {
      Key: toItem(keys.user(userId)),
      // profiles always carry a `notify` map (possibly empty); older items may not
      UpdateExpression: 'SET #n = if_not_exists(#n, :empty)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#n': 'notify' },
      ExpressionAttributeValues: toItem({ ':empty': {} }),
    });
    if (!exists) return false;
    await update(this.db, {
      Key: toItem(keys.user(userId)),
      UpdateExpression: 'SET #n.#k = :v',
      ExpressionAttributeNames: { '#n': 'notify', '#k': kind },
      ExpressionAttributeValues: toItem({ ':v': on }),
    });
    return true;
  }
}
