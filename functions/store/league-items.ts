/**
 * Leagues in the one table:
 *   `LEAGUE#<id>` / `PROFILE`                   club, game, scenario, options, clock, rated, vacation policy, format,
 *                                                withdrawal policy, entry deadline, status, rounds (planned opening
 *                                                times, how many are open, byes); replaced whole, conditional on `rev`
 *   `LEAGUE#<id>` / `ENTRY#<userId>`             a player's entry: name, when, by whom, seed, withdrawal
 *   `LEAGUE#<id>` / `PAIRING#<round>#<board>`    a game of the schedule: seat A, seat B, and its game id
 *                                                `<leagueId>-<round>-<board>` (deterministic, so opening a round twice
 *                                                creates nothing twice: the game item's put is conditional)
 * While a round waits for its date the profile is on gsi1 as `LEAGUE-DUE` / `<opensAt>#<leagueId>`; the
 * sweeper opens it. Results are not copied here: standings read the games' own records.
 */
import { DeleteItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { ClubPackRef } from './club-pack-items.js';
import type { ClockConfig } from './records.js';
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { idOfPk, leagueKeys, PREFIX, QUEUES, timeSk } from './keys.js';
import { dueInQueue } from './queue.js';
import { batchGet, deleteIf, getOne, type Keyed, putIf, queryAll, unkeyed } from './table-kit.js';

export { leagueKeys } from './keys.js';

/** gsi1 queue of leagues whose next round opens on a date */
export const LEAGUE_DUE = QUEUES.leagueDue;
const leagueDueSk = (at: string, leagueId: string) => timeSk(at, leagueId);

export const leagueGameId = (leagueId: string, round: number, board: number): string => `${leagueId}-${round}-${board}`;

export type LeagueFormat =
  | {
      kind: 'round-robin';
      /** two cycles, seats swapped in the second */
      double: boolean;
      /** every game at once, or one round every `roundDays` days */
      schedule: 'all-at-once' | 'rounds';
      roundDays?: number;
    }
  | {
      kind: 'swiss';
      rounds: number;
      /** the next round opens when the previous one has ended, or on its date (`dates[r - 2]` for round r ≥ 2) */
      next: 'when-finished' | 'dates';
      dates?: string[];
    };

export const LEAGUE_STATUSES = ['entry', 'running', 'finished'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];
export const VACATION_POLICIES = ['allowed', 'not-allowed'] as const;
export type VacationPolicy = (typeof VACATION_POLICIES)[number];

/** what a withdrawal does to the player's games: lost by forfeit, or not counted (functions/leagues/standings.ts) */
export type WithdrawalPolicy = 'forfeit' | 'annul';

export interface League {
  leagueId: string;
  clubId: string;
  name: string;
  game: string;
  scenario: string;
  options: Record<string, unknown>;
  clock: ClockConfig;
  rated: boolean;
  /** the club pack every game of the league is played on, fixed (by hash) when the league is made; absent: ours */
  pack?: ClubPackRef;
  vacation: VacationPolicy;
  format: LeagueFormat;
  withdrawal: WithdrawalPolicy;
  entryDeadline: string;
  status: LeagueStatus;
  createdAt: string;
  createdBy: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** known at the start */
  totalRounds: number;
  /** rounds 1..openedRounds have their games */
  openedRounds: number;
  /** planned opening time of each round (index 0 = round 1); null: when the previous one ends */
  roundOpens: (string | null)[];
  byes: { round: number; player: string }[];
  /** bumped by every write; writes are conditional on it */
  rev: number;
}

export interface LeagueEntry {
  leagueId: string;
  userId: string;
  name: string;
  enteredAt: string;
  enteredBy: string;
  withdrawnAt: string | null;
  /** 1-based seeding, fixed at the start (rating for the title, best first; then entry order) */
  seed?: number;
}

export interface LeaguePairing {
  leagueId: string;
  round: number;
  board: number;
  /** seat A: the module's first side */
  a: string;
  b: string;
  gameId: string;
}

/** the date the next closed round waits for, if it waits for one */
export const nextOpening = (l: League): string | null =>
  l.status === 'running' && l.openedRounds < l.totalRounds ? (l.roundOpens[l.openedRounds] ?? null) : null;

export class LeagueStore {
  constructor(private readonly db: Db) {}

  async league(leagueId: string): Promise<League | null> {
    return getOne<League>(this.db, leagueKeys.profile(leagueId));
  }

  async leagues(ids: string[]): Promise<League[]> {
    const items = await batchGet(
      this.db,
      ids.map((id) => leagueKeys.profile(id)),
    );
    return items.map((i) => unkeyed(fromItem<Keyed<League>>(i)));
  }

  /** Writes the league as `next` if it is still at `expectedRev` (null: it must be new); false when someone else wrote first. */
  async save(next: League, expectedRev: number | null): Promise<League | null> {
    const stored: League = { ...next, rev: expectedRev === null ? 0 : expectedRev + 1 };
    const opens = nextOpening(stored);
    const saved = await putIf(this.db, {
      Item: toItem({
        ...leagueKeys.profile(next.leagueId),
        ...stored,
        ...(opens ? { gsi1pk: LEAGUE_DUE, gsi1sk: leagueDueSk(opens, next.leagueId) } : {}),
      }),
      ConditionExpression: expectedRev === null ? 'attribute_not_exists(pk)' : 'rev = :rev',
      ...(expectedRev === null ? {} : { ExpressionAttributeValues: toItem({ ':rev': expectedRev }) }),
    });
    return saved ? stored : null;
  }

  /** Leagues whose next round's date is at or before `before`. */
  async dueLeagues(before: Date, limit = 50): Promise<string[]> {
    return (await dueInQueue(this.db, LEAGUE_DUE, before, limit)).map((i) =>
      idOfPk.league(fromItem<{ pk: string }>(i).pk),
    );
  }

  /** false when the player has already entered */
  async enter(e: LeagueEntry): Promise<boolean> {
    return putIf(this.db, {
      Item: toItem({ ...leagueKeys.entry(e.leagueId, e.userId), ...e }),
      ConditionExpression: 'attribute_not_exists(sk)',
    });
  }

  async putEntry(e: LeagueEntry): Promise<void> {
    await this.db.client.send(
      new PutItemCommand({
        TableName: this.db.table,
        Item: toItem({ ...leagueKeys.entry(e.leagueId, e.userId), ...e }),
      }),
    );
  }

  async dropEntry(leagueId: string, userId: string): Promise<void> {
    await this.db.client.send(
      new DeleteItemCommand({ TableName: this.db.table, Key: toItem(leagueKeys.entry(leagueId, userId)) }),
    );
  }

  /** entries and pairings in one query of the league's partition */
  async contents(leagueId: string): Promise<{ entries: LeagueEntry[]; pairings: LeaguePairing[] }> {
    const items = (
      await queryAll(this.db, {
        TableName: this.db.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: toItem({ ':pk': leagueKeys.profile(leagueId).pk }),
        ConsistentRead: true,
      })
    ).map((i) => fromItem<Keyed<Record<string, unknown>>>(i));
    const entries = items
      .filter((i) => i.sk.startsWith(PREFIX.leagueEntry))
      .map((i) => unkeyed(i) as unknown as LeagueEntry);
    entries.sort((x, y) => x.enteredAt.localeCompare(y.enteredAt) || x.userId.localeCompare(y.userId));
    const pairings = items
      .filter((i) => i.sk.startsWith(PREFIX.leaguePairing))
      .map((i) => unkeyed(i) as unknown as LeaguePairing);
    pairings.sort((x, y) => x.round - y.round || x.board - y.board);
    return { entries, pairings };
  }

  async putPairings(pairings: LeaguePairing[]): Promise<void> {
    for (const p of pairings)
      await this.db.client.send(
        new PutItemCommand({
          TableName: this.db.table,
          Item: toItem({ ...leagueKeys.pairing(p.leagueId, p.round, p.board), ...p }),
        }),
      );
  }
}

/** `LEAGUE#<id>` / `DIGEST`: the league's next weekly results email, on gsi1 as `LEAGUE-DIGEST` / `<sendAt>#<leagueId>` */
export const LEAGUE_DIGEST = QUEUES.leagueDigest;

export class LeagueDigests {
  constructor(private readonly db: Db) {}

  /** books the digest at `sendAt` unless one is already booked */
  async book(leagueId: string, sendAt: string): Promise<void> {
    await putIf(this.db, {
      Item: toItem({
        ...leagueKeys.digest(leagueId),
        leagueId,
        sendAt,
        gsi1pk: LEAGUE_DIGEST,
        gsi1sk: leagueDueSk(sendAt, leagueId),
      }),
      ConditionExpression: 'attribute_not_exists(sk)',
    });
  }

  async due(before: Date, limit = 50): Promise<{ leagueId: string; sendAt: string }[]> {
    return (await dueInQueue(this.db, LEAGUE_DIGEST, before, limit)).map((i) => {
      const { gsi1sk } = fromItem<{ gsi1sk: string }>(i);
      const cut = gsi1sk.lastIndexOf('#');
      return { sendAt: gsi1sk.slice(0, cut), leagueId: gsi1sk.slice(cut + 1) };
    });
  }

  /** done: removed only if it is still the one for `sendAt` */
  async done(leagueId: string, sendAt: string): Promise<void> {
    await deleteIf(this.db, {
      Key: toItem(leagueKeys.digest(leagueId)),
      ConditionExpression: 'sendAt = :s',
      ExpressionAttributeValues: toItem({ ':s': sendAt }),
    });
  }
}
