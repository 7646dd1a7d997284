/**
 * Ratings in the one table, per user per game title:
 *   `USER#<id>` / `RATING#<game>`                          current Glicko-2 rating (full precision), games, W/D/L,
 *                                                          the last rated game and the rating before it, `rev`;
 *                                                          on gsi1 as `RATINGS#<game>` / `<rating, 7.2 digits>#<userId>`
 *                                                          so the site-wide list is one query, best first
 *   `USER#<id>` / `RHIST#<game>#<endedAt>#<gameId>`        one rated game: before, after, opponent, score
 * A game is rated once: the rating is replaced conditionally on `rev`, then the history item is put;
 * a retry finds the history item (or `lastGameId`) and does not rate that player again.
 */
import { PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { keys, PREFIX, ratingKeys, ratingListPk, ratingListSk as ratingSk } from './keys.js';
import { batchGet, getOne, type Keyed, queryPrefix, unkeyed, written } from './table-kit.js';

/** a Glicko-2 rating as stored (functions/leagues/glicko2.ts computes them) */
export interface Rating {
  rating: number;
  rd: number;
  volatility: number;
}

export { ratingKeys, ratingListPk } from './keys.js';

export interface PlayerRating extends Rating {
  userId: string;
  game: string;
  name: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  lastGameId: string | null;
  lastAt: string | null;
  /** the rating before `lastGameId` was rated (how a retry recovers it) */
  prev: Rating | null;
  rev: number;
}

export interface RatingHistoryEntry {
  userId: string;
  game: string;
  gameId: string;
  endedAt: string;
  opponent: { userId: string; name: string; rating: number };
  score: 0 | 0.5 | 1;
  before: Rating;
  after: Rating;
  league: string | null;
}

export class RatingStore {
  constructor(private readonly db: Db) {}

  async current(userId: string, game: string): Promise<PlayerRating | null> {
    return getOne<PlayerRating>(this.db, ratingKeys.current(userId, game));
  }

  /** Ratings of these users for one title (users without one are absent). */
  async ofUsers(userIds: string[], game: string): Promise<PlayerRating[]> {
    const items = await batchGet(
      this.db,
      userIds.map((u) => ratingKeys.current(u, game)),
    );
    return items.map((i) => unkeyed(fromItem<Keyed<PlayerRating>>(i)));
  }

  /** Every title a user is rated in. */
  async ofUser(userId: string): Promise<PlayerRating[]> {
    const items = await queryPrefix(this.db, keys.user(userId).pk, PREFIX.rating);
    return items.map((i) => unkeyed(fromItem<Keyed<PlayerRating>>(i)));
  }

  /** Replaces the rating if it is still at `expectedRev` (null: there must be none yet). */
  async put(r: PlayerRating, expectedRev: number | null): Promise<boolean> {
    const stored = { ...r, rev: expectedRev === null ? 0 : expectedRev + 1 };
    return written(
      this.db.client.send(
        new PutItemCommand({
          TableName: this.db.table,
          Item: toItem({
            ...ratingKeys.current(r.userId, r.game),
            ...stored,
            gsi1pk: ratingListPk(r.game),
            gsi1sk: ratingSk(r.rating, r.userId),
          }),
          ConditionExpression: expectedRev === null ? 'attribute_not_exists(sk)' : 'rev = :rev',
          ...(expectedRev === null ? {} : { ExpressionAttributeValues: toItem({ ':rev': expectedRev }) }),
        }),
      ),
    );
  }

  async putHistory(h: RatingHistoryEntry): Promise<void> {
    await this.db.client.send(
      new PutItemCommand({
        TableName: this.db.table,
        Item: toItem({ ...ratingKeys.history(h.userId, h.game, h.endedAt, h.gameId), ...h }),
      }),
    );
  }

  async historyItem(userId: string, game: string, endedAt: string, gameId: string): Promise<RatingHistoryEntry | null> {
    return getOne<RatingHistoryEntry>(this.db, ratingKeys.history(userId, game, endedAt, gameId));
  }

  /** A player's rated games in one title, oldest first. */
  async history(userId: string, game: string): Promise<RatingHistoryEntry[]> {
    const items = await queryPrefix(this.db, keys.user(userId).pk, PREFIX.ratingHistory(game));
    return items.map((i) => unkeyed(fromItem<Keyed<RatingHistoryEntry>>(i)));
  }

  /** The site-wide list for one title, best first (the index holds keys only; the items are then read). */
  async list(game: string, limit = 100): Promise<PlayerRating[]> {
    const res = await this.db.client.send(
      new QueryCommand({
        TableName: this.db.table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: toItem({ ':p': ratingListPk(game) }),
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    const ks = (res.Items ?? []).map((i) => fromItem<{ pk: string; sk: string }>(i));
    const items = await batchGet(
      this.db,
      ks.map((k) => ({ pk: k.pk, sk: k.sk })),
    );
    return items.map((i) => unkeyed(fromItem<Keyed<PlayerRating>>(i))).sort((a, b) => b.rating - a.rating);
  }
}
