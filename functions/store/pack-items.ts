/**
 * Earlier packs, addressable by content hash: `PACK#<hash>` / `PACK`, the pack's canonical JSON
 * gzipped (`gz`, binary) beside the game id. Written once per pack (put-if-absent) when the first
 * game on it is created, never changed or deleted: a game pinned to that hash can always be served.
 * Our largest pack (OWC's Eastern Front) is well under DynamoDB's 400 KB item limit once gzipped;
 * club packs (bigger maps) are meant for S3 (issue 20), behind the same two calls.
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { gunzipSync, gzipSync } from 'node:zlib';
import { canonicalJson } from '../../rules/core/pack-hash.js';
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { putIfAbsent } from './table-kit.js';

const packKey = (hash: string) => ({ pk: `PACK#${hash}`, sk: 'PACK' });

export class PackArchive {
  constructor(private readonly db: Db) {}

  /** keeps `pack` under `hash` if it is not kept yet; true when this call wrote it */
  async keep(game: string, hash: string, pack: unknown, now: Date): Promise<boolean> {
    return putIfAbsent(this.db, {
      ...packKey(hash),
      game,
      gz: gzipSync(Buffer.from(canonicalJson(pack), 'utf8')),
      keptAt: now.toISOString(),
    });
  }

  /** the pack kept under `hash`, or null */
  async get(hash: string): Promise<{ game: string; pack: unknown } | null> {
    const res = await this.db.client.send(
      new GetItemCommand({ TableName: this.db.table, Key: toItem(packKey(hash)), ConsistentRead: true }),
    );
    if (!res.Item) return null;
    const item = fromItem<{ game: string; gz: Uint8Array }>(res.Item);
    return { game: item.game, pack: JSON.parse(gunzipSync(item.gz).toString('utf8')) };
  }
}
