/**
 * Mail items: `MAIL#<deterministic id>` / `MAIL`. Creating one is a conditional put, so whichever
 * process computes a message first owns it and a retry finds it already there. Messages waiting
 * (quiet hours, warnings, digests) sit in the gsi1 queue `MAIL` under `<sendAt>#<id>`; sending
 * claims the item with a lease, so two sweepers never send the same message, and a sender that
 * died mid-way is retried once its lease runs out.
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { MailKind } from './mail-kinds.js';
import { fromItem, toItem, type Item } from './codec.js';
import type { Db } from './db.js';
import { pointerItem, pointerKeys } from './account-items.js';
import { idOfPk, keys, QUEUES, timeSk } from './keys.js';
import { conditional, putIfAbsent, update } from './table-kit.js';
import { dueInQueue } from './queue.js';
import { TABLE } from './table.js';

export const MAIL_QUEUE = QUEUES.mail;
/** how long a mail item is kept after it was made or due */
export const MAIL_KEEP_SECONDS = 180 * 24 * 3600;
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'cancelled', 'digested', 'skipped'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface StoredMessage {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** what a message is about, so it can be re-checked (and for warnings and digests, written) when it goes out */
export interface MailAbout {
  gameId?: string;
  side?: string;
  turn?: number;
  /** warnings: the move they belong to */
  moveSince?: string;
}

export interface MailItem {
  id: string;
  kind: MailKind;
  userId?: string;
  to: string;
  status: MailStatus;
  sendAt: string;
  createdAt: string;
  /** rendered at creation; absent for kinds written when they go out (warnings, digests) */
  message?: StoredMessage;
  about?: MailAbout;
  leaseUntil?: string;
  sentAt?: string;
  /** why a message was not sent (cancelled/skipped), for the record */
  note?: string;
}

const queueSk = (at: string, id: string) => timeSk(at, id);
/**
 * The values a move between waiting and sending names (`claim`, `reschedule`): both statuses, and the
 * queue entry at `at` as `:q` / `:qs`.
 */
const queueMove = (at: string, id: string) => ({
  ':pending': 'pending',
  ':sending': 'sending',
  ':q': MAIL_QUEUE,
  ':qs': queueSk(at, id),
});

/** the message without its table keys, queue entry and expiry */
const fromStored = (item: Item): MailItem => {
  const {
    pk: _p,
    sk: _s,
    gsi1pk: _q,
    gsi1sk: _qs,
    expiresAt: _e,
    ...rest
  } = fromItem<MailItem & Record<string, unknown>>(item);
  return rest as MailItem;
};

export class MailStore {
  constructor(private readonly db: Db) {}

  /** true when this call created the item; false when the id was already taken */
  async create(item: Omit<MailItem, 'status'> & { status?: MailStatus }): Promise<boolean> {
    const status = item.status ?? 'pending';
    const queued = status === 'pending' ? { gsi1pk: MAIL_QUEUE, gsi1sk: queueSk(item.sendAt, item.id) } : {};
    // TTL clean-up only, long after any retry could recompute the same id
    const expiresAt =
      Math.floor(Math.max(Date.parse(item.createdAt), Date.parse(item.sendAt)) / 1000) + MAIL_KEEP_SECONDS;
    const created = await putIfAbsent(this.db, {
      ...keys.mail(item.id),
      ...item,
      status,
      ...queued,
      [TABLE.ttlAttribute]: expiresAt,
    });
    // lets erasing the account find its messages (store/account-items.ts)
    if (created && item.userId)
      await putIfAbsent(this.db, pointerItem(pointerKeys.mail(item.userId, item.id), expiresAt));
    return created;
  }

  async get(id: string): Promise<MailItem | null> {
    const res = await this.db.client.send(
      new GetItemCommand({ TableName: this.db.table, Key: toItem(keys.mail(id)), ConsistentRead: true }),
    );
    return res.Item ? fromStored(res.Item) : null;
  }

  /** ids of messages due at `now` (pending, or sending with a lapsed lease), earliest first */
  async due(now: Date, limit = 100): Promise<string[]> {
    return (await dueInQueue(this.db, MAIL_QUEUE, now, limit)).map((i) => idOfPk.mail(fromItem<{ pk: string }>(i).pk));
  }

  /**
   * Takes the message for sending until `now + leaseMs`. Only one caller wins; null for the others,
   * for messages not yet due, and for messages already finished.
   */
  async claim(id: string, now: Date, leaseMs: number): Promise<MailItem | null> {
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const res = await conditional(
      update(this.db, {
        Key: toItem(keys.mail(id)),
        UpdateExpression: 'SET #st = :sending, leaseUntil = :until, gsi1pk = :q, gsi1sk = :qs',
        ConditionExpression: '(#st = :pending AND sendAt <= :now) OR (#st = :sending AND leaseUntil <= :now)',
        ExpressionAttributeNames: { '#st': 'status' },
        ExpressionAttributeValues: toItem({ ...queueMove(until, id), ':until': until, ':now': now.toISOString() }),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return res ? fromStored(res.Attributes!) : null;
  }

  /**
   * Ends a claimed message: sent, or not sent for a reason; it leaves the queue. A sent message keeps
   * its id, kind, status and times (the duplicate check needs no more) but not its text or address:
   * those name people, and an erased account must leave no trace in other players' mail.
   */
  async finish(
    id: string,
    status: Exclude<MailStatus, 'pending' | 'sending'>,
    at: Date,
    extra: { note?: string; message?: StoredMessage } = {},
  ): Promise<void> {
    await update(this.db, {
      Key: toItem(keys.mail(id)),
      UpdateExpression:
        status === 'sent'
          ? 'SET #st = :s, sentAt = :at REMOVE gsi1pk, gsi1sk, leaseUntil, message, #to'
          : `SET #st = :s, finishedAt = :at${extra.note ? ', note = :n' : ''}${extra.message ? ', message = :m' : ''} REMOVE gsi1pk, gsi1sk, leaseUntil`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#st': 'status', ...(status === 'sent' ? { '#to': 'to' } : {}) },
      ExpressionAttributeValues: toItem({
        ':s': status,
        ':at': at.toISOString(),
        ...(status !== 'sent' && extra.note ? { ':n': extra.note } : {}),
        ...(status !== 'sent' && extra.message ? { ':m': extra.message } : {}),
      }),
    });
  }

  /** a claimed message that is not due after all (a deadline moved, quiet hours began): back to waiting */
  async reschedule(id: string, sendAt: Date): Promise<void> {
    const at = sendAt.toISOString();
    await update(this.db, {
      Key: toItem(keys.mail(id)),
      UpdateExpression: 'SET #st = :pending, sendAt = :at, gsi1pk = :q, gsi1sk = :qs REMOVE leaseUntil',
      ConditionExpression: '#st = :sending',
      ExpressionAttributeNames: { '#st': 'status' },
      ExpressionAttributeValues: toItem({ ...queueMove(at, id), ':at': at }),
    });
  }
}
