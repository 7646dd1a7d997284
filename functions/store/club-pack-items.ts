/**
 * A club's own data packs: `CLUB#<id>` / `PACK#<packId>`, the pack's description (game, name,
 * version, content hash, provenance). The content itself is kept by hash (pack-blobs.ts), so every
 * version a game was pinned to stays readable; this item names the latest. A save names the version
 * it read (`expectedVersion`): two directors saving at once cannot both win.
 */
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { clubKeys, PREFIX } from './keys.js';
import { getOne, type Keyed, putIf, queryPrefix, unkeyed } from './table-kit.js';

/** Which club pack a game or a league's games are played on, as the game page names it ("club pack 'Nasza' v3"). */
export interface ClubPackRef {
  clubId: string;
  packId: string;
  name: string;
  version: number;
  hash: string;
}

export interface ClubPack {
  clubId: string;
  packId: string;
  game: string;
  name: string;
  /** 1 for the first save, +1 for each save after */
  version: number;
  /** the content hash (rules/core/pack-hash.ts) of this version's content */
  hash: string;
  /** written by the club: where the content comes from and who may see it */
  provenance: string;
  /** the content's size, canonical JSON, in bytes */
  bytes: number;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

export class ClubPackStore {
  constructor(private readonly db: Db) {}

  /** the club's packs, by name */
  async list(clubId: string): Promise<ClubPack[]> {
    const items = await queryPrefix(this.db, clubKeys.pack(clubId, '').pk, PREFIX.clubPack, { consistent: true });
    return items.map((i) => unkeyed(fromItem<Keyed<ClubPack>>(i))).sort((a, b) => a.name.localeCompare(b.name));
  }

  async get(clubId: string, packId: string): Promise<ClubPack | null> {
    return getOne<ClubPack>(this.db, clubKeys.pack(clubId, packId));
  }

  /** writes `pack` if the stored version is `pack.version - 1` (absent for version 1); false otherwise */
  async save(pack: ClubPack): Promise<boolean> {
    const first = pack.version === 1;
    return putIf(this.db, {
      Item: toItem({ ...clubKeys.pack(pack.clubId, pack.packId), ...pack }),
      ConditionExpression: first ? 'attribute_not_exists(pk)' : '#v = :before',
      ...(first
        ? {}
        : {
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: toItem({ ':before': pack.version - 1 }),
          }),
    });
  }
}
