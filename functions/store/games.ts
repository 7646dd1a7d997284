/**
 * Games in DynamoDB: the game item (STATE), its log (TURN#…), memberships and the two queues.
 *
 * Every change is a turn, written log first: (1) put TURN#<v+1> if it does not exist — only one
 * writer can claim the number; (2) update STATE if its version is still v. A process dying between
 * the two leaves the log ahead of the state; `load` — the one way every reader gets a game —
 * re-runs such turns (the rules are deterministic) and writes the state it should have had.
 * No transactions and no streams on this path: dynalite has neither.
 */
import { BatchGetItemCommand, GetItemCommand, PutItemCommand, QueryCommand, UpdateItemCommand, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import type { GameModule } from '../../rules/core/contract.js';
import type { GameCatalog } from '../play/catalog.js';
import { genesis, ReplayMismatch, replayFrom, runTurn, type RunResult } from '../play/run-turn.js';
import type { GameRecord, GameSetup, TurnInput, TurnRecord } from '../play/types.js';
import { fromItem, toItem, type Item } from './codec.js';
import { isConditionFailed, type Db } from './db.js';
import { dueSk, gameIdOfPk, keys, MEMBERSHIP_PREFIX, openSk, QUEUE, TURN_PREFIX, turnSk, versionOfTurnSk } from './keys.js';
import { SNAPSHOT_EVERY, Snapshots } from './snapshots.js';

/** DynamoDB's item limit is 400 KB; the state stays under this so the rest of the item fits. */
export const MAX_STATE_BYTES = 350_000;

export interface LoadedGame {
  record: GameRecord;
  seed: string;
  module: GameModule<any, any>;
}

export interface Membership {
  userId: string;
  gameId: string;
  side: string;
  role: 'player' | 'invited';
  game: string;
  since: string;
}

/** Test-only hooks to simulate a crash at the worst moment. */
export interface StoreFaults {
  /** runs after the turn is in the log and before the game item is updated; throw to "crash" */
  afterTurnPut?: (turn: TurnRecord) => void | Promise<void>;
}

export type CommitOutcome =
  | { ok: true; game: LoadedGame; turn: TurnRecord }
  | Extract<RunResult, { ok: false }>
  /** another writer claimed the turn number first */
  | { ok: false; refusedBy: 'race' };

export interface GameStoreOptions {
  faults?: StoreFaults;
  /** called with committed turns (including repaired ones), e.g. the local notifier; errors are logged, not thrown */
  afterCommit?: (turns: TurnRecord[]) => Promise<void>;
  log?: (message: string, error?: unknown) => void;
  /** a snapshot every this many versions (default SNAPSHOT_EVERY); 0: none, replay always starts at setup */
  snapshotEvery?: number;
}

/** One page of a game's log, oldest first, with the cursors to the pages either side (null: nothing there). */
export interface TurnPage {
  turns: TurnRecord[];
  /** pass as `before` for the page of older turns */
  older: number | null;
  /** pass as `after` for the page of newer turns */
  newer: number | null;
}

const byteLength = (s: string): number => Buffer.byteLength(s, 'utf8');

export class GameStore {
  readonly snapshots: Snapshots;

  constructor(
    private readonly db: Db,
    private readonly catalog: GameCatalog,
    private readonly options: GameStoreOptions = {},
  ) {
    this.snapshots = new Snapshots(db, options.snapshotEvery ?? SNAPSHOT_EVERY);
  }

  /** Version 0: set up the game and write it, with the creator's (and invitee's) membership. */
  async create(setup: GameSetup, seed: string): Promise<LoadedGame> {
    const module = await this.module(setup.game);
    const record = genesis(setup, module, seed);
    const members: Membership[] = [];
    for (const [side, seat] of Object.entries(setup.seats)) {
      if (seat) members.push({ userId: seat.userId, gameId: setup.id, side, role: 'player', game: setup.game, since: setup.createdAt });
    }
    if (setup.invite) members.push({ userId: setup.invite.userId, gameId: setup.id, side: setup.invite.side, role: 'invited', game: setup.game, since: setup.createdAt });
    // memberships first: if we die before the game item, the lobby skips memberships of missing games
    await Promise.all(members.map((m) => this.putMembership(m)));
    await this.db.client.send(
      new PutItemCommand({ TableName: this.db.table, Item: this.gameItem(record, seed), ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return { record, seed, module };
  }

  /** The one way to read a game: the state item, repaired from any turns logged beyond it. */
  async load(gameId: string): Promise<LoadedGame | null> {
    const [got, last] = await Promise.all([
      this.db.client.send(new GetItemCommand({ TableName: this.db.table, Key: toItem(keys.game(gameId)), ConsistentRead: true })),
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
    if (!got.Item) return null;
    const stored = this.decodeGame(got.Item);
    const game: LoadedGame = { ...stored, module: await this.module(stored.record.setup.game) };
    const lastVersion = last.Items?.[0] ? versionOfTurnSk(fromItem<{ sk: string }>(last.Items[0]).sk) : 0;
    if (lastVersion <= game.record.version) return game;
    return this.repair(game);
  }

  /** Re-runs turns logged beyond the state, writes the repaired state, and hands them to afterCommit. */
  private async repair(game: LoadedGame): Promise<LoadedGame> {
    const stale = game.record.version;
    const ahead = await this.turns(game.record.setup.id, stale + 1);
    const passed: GameRecord[] = [];
    const record = replayFrom(game.record, ahead, game.module, game.seed, Infinity, (r) => passed.push(r));
    this.options.log?.(`repaired game ${record.setup.id}: version ${stale} → ${record.version}`);
    await this.writeGame(record, stale);
    await this.putSnapshots(passed);
    for (const turn of ahead) await this.turnSideEffects(record, turn);
    await this.notify(ahead);
    return { ...game, record };
  }

  /** Turns `from`..`to` (inclusive) of a game's log, in order. */
  async turns(gameId: string, from = 1, to = 999_999): Promise<TurnRecord[]> {
    if (to < from) return [];
    const items = await this.queryAll({
      TableName: this.db.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
      ExpressionAttributeValues: toItem({ ':pk': keys.game(gameId).pk, ':a': turnSk(from), ':b': turnSk(to) }),
      ConsistentRead: true,
    });
    return items.map((i) => JSON.parse(fromItem<{ turn: string }>(i).turn) as TurnRecord);
  }

  /**
   * One page of the log up to version `upTo`: `limit` turns before version `before` (default: the
   * newest), or after version `after`. One range Query with Limit — never the whole log.
   */
  async turnPage(gameId: string, upTo: number, cursor: { before?: number; after?: number }, limit: number): Promise<TurnPage> {
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
    const turns = items.map((i) => JSON.parse(fromItem<{ turn: string }>(i).turn) as TurnRecord).sort((a, b) => a.version - b.version);
    if (!turns.length) return { turns, older: null, newer: null };
    const first = turns[0].version, last = turns[turns.length - 1].version;
    return { turns, older: first > 1 ? first : null, newer: last < upTo ? last : null };
  }

  /**
   * Version `n` of a loaded game, exactly as replaying setup + log gives it, but re-running only
   * the turns after the nearest snapshot. A snapshot that is missing, damaged or does not lead
   * into the log is passed over (replay starts at setup) and written again on the way.
   */
  async replayAt(game: LoadedGame, n: number): Promise<GameRecord> {
    const id = game.record.setup.id;
    if (!Number.isInteger(n) || n < 0 || n > game.record.version) throw new RangeError(`game ${id} has no version ${n}`);
    if (n === game.record.version) return game.record;
    const slot = this.snapshots.slot(n);
    // the usual case costs two reads in parallel: the snapshot at the slot, and the turns after it
    const [snap, tail] = await Promise.all([
      slot > 0 ? this.snapshots.nearest(id, n, game.record.dice.seedHash) : Promise.resolve({ found: 'none' as const }),
      this.turns(id, slot + 1, n),
    ]);
    const fromSetup = () => genesis(game.record.setup, game.module, game.seed);
    // snapshots re-written on the way: from the one found wanting (or the first, when none was found)
    let mendFrom = snap.found === 'damaged' ? snap.version : 1;
    const passed: GameRecord[] = [];
    const keep = (r: GameRecord) => {
      if (this.snapshots.due(r.version) && r.version >= mendFrom) passed.push(r);
    };
    if (snap.found === 'damaged') this.options.log?.(`snapshot ${snap.version} of game ${id} ignored: ${snap.why}`);
    const base = snap.found === 'ok' ? snap.record : fromSetup();
    const gap = base.version < slot ? await this.turns(id, base.version + 1, slot) : [];
    let record: GameRecord;
    try {
      record = replayFrom(base, [...gap, ...tail], game.module, game.seed, n, keep);
    } catch (e) {
      if (!(e instanceof ReplayMismatch) || base.version === 0) throw e;
      this.options.log?.(`snapshot ${base.version} of game ${id} ignored: it does not lead into the log (${e.message}); replaying from setup`);
      passed.length = 0;
      mendFrom = base.version;
      const head = await this.turns(id, 1, slot);
      record = replayFrom(fromSetup(), [...head, ...tail], game.module, game.seed, n, keep);
    }
    await this.putSnapshots(passed);
    return record;
  }

  /**
   * Runs the turn and writes it, log first. 'race' means another writer took the number: the
   * caller reloads and decides again.
   */
  async commit(game: LoadedGame, input: TurnInput): Promise<CommitOutcome> {
    const run = runTurn(game.record, input, game.module, game.seed);
    if (!run.ok) return run;
    const stateBytes = byteLength(JSON.stringify(run.record.state));
    if (stateBytes > MAX_STATE_BYTES) throw new Error(`game ${game.record.setup.id}: state of ${stateBytes} bytes exceeds ${MAX_STATE_BYTES}`);
    try {
      await this.db.client.send(
        new PutItemCommand({ TableName: this.db.table, Item: this.turnItem(run.turn), ConditionExpression: 'attribute_not_exists(sk)' }),
      );
    } catch (e) {
      if (isConditionFailed(e)) return { ok: false, refusedBy: 'race' };
      throw e;
    }
    await this.options.faults?.afterTurnPut?.(run.turn);
    await this.writeGame(run.record, game.record.version);
    // the snapshot is a third, optional write: only on every K-th version, after the two that count
    await Promise.all([this.putSnapshots([run.record]), this.turnSideEffects(run.record, run.turn)]);
    await this.notify([run.turn]);
    return { ok: true, game: { ...game, record: run.record }, turn: run.turn };
  }

  /** Games the user plays or is invited to, with their records (state left out: the lobby needs none). */
  async lobby(userId: string): Promise<{ membership: Membership; record: GameRecord }[]> {
    const members = (
      await this.queryAll({
        TableName: this.db.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)',
        ExpressionAttributeValues: toItem({ ':pk': keys.membership(userId, '').pk, ':g': MEMBERSHIP_PREFIX }),
      })
    ).map((i) => fromItem<Membership>(i));
    const records = await this.summaries(members.map((m) => m.gameId));
    return members.filter((m) => records.has(m.gameId)).map((membership) => ({ membership, record: records.get(membership.gameId)! }));
  }

  /** Games with an open seat, oldest first. */
  async openGames(limit = 50): Promise<GameRecord[]> {
    const ids = await this.queue(QUEUE.open, undefined, limit);
    const records = await this.summaries(ids);
    return ids.map((id) => records.get(id)).filter((r): r is GameRecord => !!r && r.lifecycle === 'open');
  }

  /** Ids of games whose deadline is at or before `before`, earliest first (the sweeper's queue). */
  async dueGames(before: Date, limit = 100): Promise<string[]> {
    return this.queue(QUEUE.due, `${before.toISOString()}#\uffff`, limit);
  }

  async putMembership(m: Membership): Promise<void> {
    await this.db.client.send(new PutItemCommand({ TableName: this.db.table, Item: toItem({ ...keys.membership(m.userId, m.gameId), ...m }) }));
  }

  private async queue(name: string, below: string | undefined, limit: number): Promise<string[]> {
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
   * Game records without their state, by id, as load-and-repair would give them: a second BatchGet
   * looks for TURN#<version+1> of every game, and a game whose log is ahead of its state (a crash
   * between the two writes) is loaded — and so repaired — before it is listed. Two round trips
   * whatever the number of games; the repair costs only where one is needed.
   */
  private async summaries(ids: string[]): Promise<Map<string, GameRecord>> {
    const out = await this.batchGet(
      ids.map((id) => keys.game(id)),
      { ProjectionExpression: 'pk, #r', ExpressionAttributeNames: { '#r': 'record' } },
      (item) => {
        const { pk, record } = fromItem<{ pk: string; record: string }>(item);
        return [gameIdOfPk(pk), { ...(JSON.parse(record) as Omit<GameRecord, 'state'>), state: null } as GameRecord];
      },
    );
    const ahead = await this.batchGet(
      [...out.values()].map((r) => keys.turn(r.setup.id, r.version + 1)),
      { ProjectionExpression: 'pk' },
      (item) => [gameIdOfPk(fromItem<{ pk: string }>(item).pk), true],
    );
    for (const id of ahead.keys()) {
      const repaired = await this.load(id);
      if (repaired) out.set(id, { ...repaired.record, state: null });
    }
    return out;
  }

  /** BatchGet by key, 100 at a time, retrying what DynamoDB defers. */
  private async batchGet<T>(
    itemKeys: { pk: string; sk: string }[],
    projection: { ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string> },
    decode: (item: Item) => [string, T],
  ): Promise<Map<string, T>> {
    const out = new Map<string, T>();
    for (let i = 0; i < itemKeys.length; i += 100) {
      let request: Record<string, { Keys: Item[]; ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string> }> | undefined = {
        [this.db.table]: { Keys: itemKeys.slice(i, i + 100).map((k) => toItem(k)), ...projection },
      };
      for (let attempt = 0; request && Object.keys(request).length; attempt++) {
        if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
        const res = await this.db.client.send(new BatchGetItemCommand({ RequestItems: request }));
        for (const item of res.Responses?.[this.db.table] ?? []) {
          const [k, v] = decode(item);
          out.set(k, v);
        }
        request = res.UnprocessedKeys as typeof request;
      }
    }
    return out;
  }

  private async queryAll(input: QueryCommandInput): Promise<Item[]> {
    const items: Item[] = [];
    let start: Item | undefined;
    do {
      const res = await this.db.client.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      items.push(...(res.Items ?? []));
      start = res.LastEvaluatedKey;
    } while (start);
    return items;
  }

  private async module(id: string): Promise<GameModule<any, any>> {
    const m = await this.catalog.get(id);
    if (!m) throw new Error(`game module ${id} is not in the catalog`);
    return m;
  }

  private async turnSideEffects(record: GameRecord, turn: TurnRecord): Promise<void> {
    // memberships are derived from join turns; re-putting one is harmless, so repair may repeat it
    if (turn.kind === 'join' && turn.userId)
      await this.putMembership({ userId: turn.userId, gameId: record.setup.id, side: turn.side, role: 'player', game: record.setup.game, since: turn.at });
  }

  /** Best effort: a snapshot that fails to be written is only a longer replay later. */
  private async putSnapshots(records: GameRecord[]): Promise<void> {
    const due = records.filter((r) => this.snapshots.due(r.version));
    if (!due.length) return;
    try {
      await Promise.all(due.map((r) => this.snapshots.put(r)));
    } catch (e) {
      this.options.log?.(`snapshot of game ${due[0].setup.id} not written`, e);
    }
  }

  private async notify(turns: TurnRecord[]): Promise<void> {
    if (!this.options.afterCommit || !turns.length) return;
    try {
      await this.options.afterCommit(turns);
    } catch (e) {
      this.options.log?.('afterCommit failed', e);
    }
  }

  /** Conditional on the version it replaces; losing that race means another reader wrote the same repair. */
  private async writeGame(record: GameRecord, expected: number): Promise<void> {
    const { state, ...rest } = record;
    const queue = queueKeys(record);
    const values: Record<string, unknown> = {
      ':v': record.version,
      ':expected': expected,
      ':l': record.lifecycle,
      ':r': JSON.stringify(rest),
      ':s': JSON.stringify(state),
      ':u': record.updatedAt,
      ...(queue ? { ':q': queue.gsi1pk, ':qs': queue.gsi1sk } : {}),
    };
    try {
      await this.db.client.send(
        new UpdateItemCommand({
          TableName: this.db.table,
          Key: toItem(keys.game(record.setup.id)),
          UpdateExpression: `SET version = :v, lifecycle = :l, #r = :r, #s = :s, updatedAt = :u${queue ? ', gsi1pk = :q, gsi1sk = :qs' : ' REMOVE gsi1pk, gsi1sk'}`,
          ConditionExpression: 'version = :expected',
          ExpressionAttributeNames: { '#r': 'record', '#s': 'state' },
          ExpressionAttributeValues: toItem(values),
        }),
      );
    } catch (e) {
      if (!isConditionFailed(e)) throw e;
    }
  }

  private gameItem(record: GameRecord, seed: string): Item {
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

  private decodeGame(item: Item): { record: GameRecord; seed: string } {
    const o = fromItem<{ record: string; state: string; seed: string }>(item);
    return { record: { ...(JSON.parse(o.record) as Omit<GameRecord, 'state'>), state: JSON.parse(o.state) }, seed: o.seed };
  }

  private turnItem(turn: TurnRecord): Item {
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

/** DUE while a deadline runs, OPEN while a seat waits for anyone; a game is never in both. */
export const queueKeys = (record: GameRecord): { gsi1pk: string; gsi1sk: string } | undefined => {
  if (record.lifecycle === 'active' && record.deadline) return { gsi1pk: QUEUE.due, gsi1sk: dueSk(record.deadline.at, record.setup.id) };
  if (record.lifecycle === 'open') return { gsi1pk: QUEUE.open, gsi1sk: openSk(record.setup.createdAt, record.setup.id) };
  return undefined;
};
