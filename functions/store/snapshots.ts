/**
 * Snapshots: the whole game record at every K-th version, as `GAME#<id>` / `SNAP#000025` items, so
 * that showing version n re-runs at most K-1 turns instead of n.
 *
 * A snapshot is a cache, never the truth: it is what replaying setup + log gives at that version,
 * load-and-repair never reads it, and a reader that finds one missing, damaged (its SHA-256 does
 * not match) or not leading into the logged turns ignores it and replays from setup. It is written
 * after the two writes of a turn (turn put, state update) and only when the version is a multiple
 * of K, so 24 submissions in 25 pay nothing for it; a crash before it is written costs a longer
 * replay, never a wrong one.
 */
import { PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { createHash } from 'node:crypto';
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { keys, snapSk, versionOfSnapSk } from './keys.js';
import type { RecordShape } from './records.js';

/** every 25 versions: a Manoeuvre or OWC game of a few hundred turns keeps a dozen or so */
export const SNAPSHOT_EVERY = 25;

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export type SnapshotLookup<GameRecord extends RecordShape = RecordShape> =
  | { found: 'none' }
  /** an item is there but does not check out: the caller replays from setup and overwrites it */
  | { found: 'damaged'; version: number; why: string }
  | { found: 'ok'; record: GameRecord };

export class Snapshots<GameRecord extends RecordShape = RecordShape> {
  /** `every` 0 turns snapshots off (reads and writes): the bench's "without" case */
  constructor(
    private readonly db: Db,
    readonly every: number = SNAPSHOT_EVERY,
  ) {}

  /** whether version `v` is one that gets a snapshot */
  due(v: number): boolean {
    return this.every > 0 && v > 0 && v % this.every === 0;
  }

  /** the highest version at or below `v` that gets a snapshot (0: none, replay starts at setup) */
  slot(v: number): number {
    return this.every > 0 ? v - (v % this.every) : 0;
  }

  /** Writes the record's snapshot. Deterministic content, so two writers of the same one agree. */
  async put(record: GameRecord): Promise<void> {
    const json = JSON.stringify(record);
    await this.db.client.send(
      new PutItemCommand({
        TableName: this.db.table,
        Item: toItem({
          ...keys.snapshot(record.setup.id, record.version),
          version: record.version,
          // which rules made it (the record says so too; as attributes an operator can read them)
          rulesVersion: record.stateRules?.version ?? 1,
          ...(record.stateRules?.packHash ? { packHash: record.stateRules.packHash } : {}),
          record: json,
          sha256: sha256(json),
        }),
      }),
    );
  }

  /** The latest snapshot of the game at or below version `atMost` (one Query, Limit 1). */
  async nearest(gameId: string, atMost: number, seedHash: string): Promise<SnapshotLookup<GameRecord>> {
    if (this.every <= 0 || atMost < 1) return { found: 'none' };
    const res = await this.db.client.send(
      new QueryCommand({
        TableName: this.db.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
        ExpressionAttributeValues: toItem({ ':pk': keys.game(gameId).pk, ':a': snapSk(1), ':b': snapSk(atMost) }),
        ScanIndexForward: false,
        Limit: 1,
      }),
    );
    const item = res.Items?.[0];
    if (!item) return { found: 'none' };
    const o = fromItem<{ sk: string; record?: unknown; sha256?: unknown }>(item);
    const version = versionOfSnapSk(o.sk);
    const damaged = (why: string): SnapshotLookup<GameRecord> => ({ found: 'damaged', version, why });
    if (typeof o.record !== 'string' || typeof o.sha256 !== 'string') return damaged('missing attributes');
    if (sha256(o.record) !== o.sha256) return damaged('checksum mismatch');
    let record: GameRecord;
    try {
      record = JSON.parse(o.record) as GameRecord;
    } catch {
      return damaged('not JSON');
    }
    if (record?.version !== version || record.setup?.id !== gameId || record.dice?.seedHash !== seedHash)
      return damaged('not this game at this version');
    return { found: 'ok', record };
  }
}
