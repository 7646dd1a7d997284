/**
 * Games in DynamoDB, persistence only: the game item (STATE), its log (TURN#…), memberships and
 * the two game queues. The turn service (functions/turns/) decides what to write; this file only
 * writes it, log first: `putTurn` claims TURN#<v+1> if absent, `putGame` replaces STATE if its
 * version is still v. No transactions and no streams on this path: dynalite has neither.
 */
import { GetItemCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { fromItem, toItem, type Item } from './codec.js';
import type { Db } from './db.js';
import {
  dueSk,
  gameIdOfPk,
  keys,
  MEMBERSHIP_PREFIX,
  openSk,
  QUEUE,
  TURN_PREFIX,
  turnSk,
  versionOfTurnSk,
} from './keys.js';
import type { Membership, RecordShape, TurnShape } from './records.js';
import { batchGet, putIf, queryAll, queryPrefix, updateIf } from './table-kit.js';

/** One page of a game's log, oldest first, with the cursors to the pages either side (null: nothing there). */
export interface TurnPage<T> {
  turns: T[];
  /** pass as `before` for the page of older turns */
  older: number | null;
  /** pass as `after` for the page of newer turns */
  newer: number | null;
}

export class GameItems<R extends RecordShape, T extends TurnShape> {
  constructor(private readonly db: Db) {}

  /** Version 0; false when a game with that id exists. */
  async create(record: R, seed: string): Promise<boolean> {
    return putIf(this.db, { Item: this.gameItem(record, seed), ConditionExpression: 'attribute_not_exists(pk)' });
  }

  /**
   * The stored game item alone: one GetItem, no look at the log. The request path reads this (or
   * `storedGameOf` of an item it batch-read); a state lagging behind its log is found by the writer
   * whose put of the next turn fails, or by the notifier (`read` below).
   */
  async readStored(gameId: string): Promise<StoredGame<R> | null> {
    const got = await this.db.client.send(
      new GetItemCommand({ TableName: this.db.table, Key: toItem(keys.game(gameId)), ConsistentRead: true }),
    );
    return got.Item ? storedGameOf<R>(got.Item) : null;
  }

  /** The stored game item and the number of the last turn in its log (read in parallel), or null. */
  async read(gameId: string): Promise<(StoredGame<R> & { lastTurn: number }) | null> {
    const [stored, last] = await Promise.all([
      this.readStored(gameId),
      this.db.client.send(
        new QueryCommand({
          TableName: this.db.table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :turn)',
          ExpressionAttributeValues: toItem({ ':pk': keys.game(gameId).pk, ':turn': TURN_PREFIX }),
          ProjectionExpression: 'sk',
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
        }),
      ),
    ]);
    if (!stored) return null;
    const lastTurn = last.Items?.[0] ? versionOfTurnSk(fromItem<{ sk: string }>(last.Items[0]).sk) : 0;
    return { ...stored, lastTurn };
  }

  /** Claims the turn's number in the log: false when that turn exists (another writer was first). */
  async putTurn(turn: T): Promise<boolean> {
    return putIf(this.db, { Item: this.turnItem(turn), ConditionExpression: 'attribute_not_exists(sk)' });
  }

  /**
   * Replaces the game's state if it is still at version `expected`; false when it is not. `stateJson`:
   * the state's JSON when the caller has made it already (the committer measures it), not made twice.
   * `seed`: the game's dice seed (never changed here), when the caller has it: the item as written is
   * then remembered as parsed, so this process's next read of it (the next submission, the other
   * side's look) compares its text instead of parsing it (`storedGameOf`).
   */
  async putGame(record: R, expected: number, stateJson?: string, seed?: string): Promise<boolean> {
    const { state, ...rest } = record;
    const queue = queueKeys(record);
    const recordJson = JSON.stringify(rest);
    const stateText = stateJson ?? JSON.stringify(state);
    const values: Record<string, unknown> = {
      ':v': record.version,
      ':expected': expected,
      ':l': record.lifecycle,
      ':r': recordJson,
      ':s': stateText,
      ':u': record.updatedAt,
      ...(queue ? { ':q': queue.gsi1pk, ':qs': queue.gsi1sk } : {}),
    };
    const pk = keys.game(record.setup.id);
    const written = await updateIf(this.db, {
      Key: toItem(pk),
      UpdateExpression: `SET version = :v, lifecycle = :l, #r = :r, #s = :s, updatedAt = :u${queue ? ', gsi1pk = :q, gsi1sk = :qs' : ' REMOVE gsi1pk, gsi1sk'}`,
      ConditionExpression: 'version = :expected',
      ExpressionAttributeNames: { '#r': 'record', '#s': 'state' },
      ExpressionAttributeValues: toItem(values),
    });
    // the record as a read would parse it: the fields JSON keeps, in the same order, then the state
    if (written && seed !== undefined)
      rememberParsed(
        pk.pk,
        { record: recordJson, state: stateText, seed },
        {
          record: { ...(JSON.parse(recordJson) as Omit<R, 'state'>), state } as R,
          seed,
        },
      );
    return written;
  }

  /** Turns `from`..`to` (inclusive) of a game's log, in order. */
  async turns(gameId: string, from = 1, to = 999_999): Promise<T[]> {
    if (to < from) return [];
    const items = await queryAll(this.db, {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
      ExpressionAttributeValues: toItem({ ':pk': keys.game(gameId).pk, ':a': turnSk(from), ':b': turnSk(to) }),
      ConsistentRead: true,
    });
    return items.map(decodeTurn<T>);
  }

  /**
   * One page of the log up to version `upTo`: `limit` turns before version `before` (default: the
   * newest), or after version `after`. One range Query with Limit — never the whole log.
   */
  async turnPage(
    gameId: string,
    upTo: number,
    cursor: { before?: number; after?: number },
    limit: number,
  ): Promise<TurnPage<T>> {
    const newestFirst = cursor.after === undefined;
    const from = newestFirst ? 1 : cursor.after! + 1;
    const to = newestFirst ? Math.min(upTo, (cursor.before ?? upTo + 1) - 1) : upTo;
    if (to < from || limit < 1) return { turns: [], older: null, newer: null };
    const items: Item[] = [];
    let start: Item | undefined;
    do {
      // Limit counts items read; a page bigger than 1 MB comes in parts, so ask again for the rest
      const res = await this.db.client.send(
        new QueryCommand({
          TableName: this.db.table,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
          ExpressionAttributeValues: toItem({ ':pk': keys.game(gameId).pk, ':a': turnSk(from), ':b': turnSk(to) }),
          ProjectionExpression: 'turn',
          ScanIndexForward: !newestFirst,
          Limit: limit - items.length,
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(res.Items ?? []));
      start = res.LastEvaluatedKey;
    } while (start && items.length < limit);
    const turns = items.map(decodeTurn<T>).sort((a, b) => a.version - b.version);
    if (!turns.length) return { turns, older: null, newer: null };
    const first = turns[0].version,
      last = turns[turns.length - 1].version;
    return { turns, older: first > 1 ? first : null, newer: last < upTo ? last : null };
  }

  async putMembership(m: Membership): Promise<void> {
    await this.db.client.send(new PutItemCommand({ TableName: this.db.table, Item: membershipItem(m) }));
  }

  async memberships(userId: string): Promise<Membership[]> {
    return (await queryPrefix(this.db, keys.membership(userId, '').pk, MEMBERSHIP_PREFIX)).map((i) =>
      fromItem<Membership>(i),
    );
  }

  /** Ids of the games on a queue (DUE: `below` bounds the deadline; OPEN: oldest first). */
  async queue(name: string, below: string | undefined, limit: number): Promise<string[]> {
    const res = await this.db.client.send(
      new QueryCommand({
        TableName: this.db.table,
        IndexName: 'gsi1',
        KeyConditionExpression: below ? 'gsi1pk = :q AND gsi1sk <= :b' : 'gsi1pk = :q',
        ExpressionAttributeValues: toItem({ ':q': name, ...(below ? { ':b': below } : {}) }),
        Limit: limit,
      }),
    );
    return (res.Items ?? []).map((i) => gameIdOfPk(fromItem<{ pk: string }>(i).pk));
  }

  /**
   * Game records without their state, by id, and the ids of those whose log is ahead of their state
   * (TURN#<version+1> exists: a crash between the two writes). Two BatchGets whatever the number.
   */
  async summaries(ids: string[]): Promise<{ records: Map<string, R>; ahead: string[] }> {
    const records = new Map<string, R>();
    for (const item of await batchGet(
      this.db,
      ids.map((id) => keys.game(id)),
      { expression: 'pk, #r', names: { '#r': 'record' } },
    )) {
      const { pk, record } = fromItem<{ pk: string; record: string }>(item);
      records.set(gameIdOfPk(pk), { ...(JSON.parse(record) as Omit<R, 'state'>), state: null } as R);
    }
    const next = await batchGet(
      this.db,
      [...records.values()].map((r) => keys.turn(r.setup.id, r.version + 1)),
      { expression: 'pk' },
    );
    return { records, ahead: next.map((item) => gameIdOfPk(fromItem<{ pk: string }>(item).pk)) };
  }

  /** The game item as `create` writes it (also for bulk loads: bench/scale). */
  gameItem(record: R, seed: string): Item {
    const { state, ...rest } = record;
    return toItem({
      ...keys.game(record.setup.id),
      version: record.version,
      lifecycle: record.lifecycle,
      game: record.setup.game,
      record: JSON.stringify(rest),
      state: JSON.stringify(state),
      seed,
      updatedAt: record.updatedAt,
      ...queueKeys(record),
    });
  }

  /** The turn item as `putTurn` writes it. */
  turnItem(turn: T): Item {
    return toItem({
      ...keys.turn(turn.gameId, turn.version),
      kind: turn.kind,
      side: turn.side,
      at: turn.at,
      userId: turn.userId,
      idempotencyKey: turn.idempotencyKey,
      awaitedUsers: turn.awaitedUsers.length ? turn.awaitedUsers : undefined,
      turn: JSON.stringify(turn),
    });
  }
}

/** A membership item ("my games"). */
export const membershipItem = (m: Membership): Item => toItem({ ...keys.membership(m.userId, m.gameId), ...m });

/** A game item as stored: its record (with the state) and the dice seed. */
export interface StoredGame<R> {
  record: R;
  seed: string;
}

/**
 * The record and seed of a game item read by any command (GetItem, BatchGetItem). A page polls its
 * game while it waits, so most reads find the item as the last read found it: the item's JSON is
 * parsed again only when its text changed (comparing the text costs a fraction of parsing it), and
 * otherwise the record parsed then is handed out again. Records are shared, so nobody changes one:
 * every change of a game makes a new record (play/run-turn.ts), as the rules make a new state.
 */
export const storedGameOf = <R>(item: Item): StoredGame<R> => {
  const pk = item.pk?.S;
  const raw = { record: item.record?.S, state: item.state?.S, seed: item.seed?.S };
  const last = pk === undefined ? undefined : parsed.get(pk);
  if (last && last.record === raw.record && last.state === raw.state && last.seed === raw.seed) {
    // the most recently used at the end: the first in the map is the one to drop
    parsed.delete(pk!);
    parsed.set(pk!, last);
    return last.game as StoredGame<R>;
  }
  const o = fromItem<{ record: string; state: string; seed: string }>(item);
  const game: StoredGame<R> = {
    record: { ...(JSON.parse(o.record) as Omit<R, 'state'>), state: JSON.parse(o.state) } as R,
    seed: o.seed,
  };
  if (pk !== undefined) rememberParsed(pk, raw, game);
  return game;
};
/** `game` is what the item with these texts parses to (read now, or written just now by `putGame`) */
const rememberParsed = (
  pk: string,
  raw: { record?: string; state?: string; seed?: string },
  game: StoredGame<unknown>,
): void => {
  parsed.delete(pk);
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(pk, { ...raw, game });
};
/** games whose parsed item is kept, most recently read last */
const PARSED_KEPT = 512;
const parsed = new Map<string, { record?: string; state?: string; seed?: string; game: StoredGame<unknown> }>();

/** A turn item's record; also what the stream consumer decodes. */
export const decodeTurn = <T>(item: Item): T => JSON.parse(fromItem<{ turn: string }>(item).turn) as T;

/** DUE while a deadline runs, OPEN while a seat waits for anyone; a game is never in both. */
export const queueKeys = (record: RecordShape): { gsi1pk: string; gsi1sk: string } | undefined => {
  if (record.lifecycle === 'active' && record.deadline)
    return { gsi1pk: QUEUE.due, gsi1sk: dueSk(record.deadline.at, record.setup.id) };
  if (record.lifecycle === 'open')
    return { gsi1pk: QUEUE.open, gsi1sk: openSk(record.setup.createdAt, record.setup.id) };
  return undefined;
};
