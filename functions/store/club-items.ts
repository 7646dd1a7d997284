/**
 * Clubs in the one table:
 *   `CLUB#<id>` / `PROFILE`            name, description, owner (the one source of truth for ownership), created
 *   `CLUB#<id>` / `MEMBER#<userId>`     role ('director' | 'member'; the owner is whoever PROFILE names), name, since
 *   `USER#<id>` / `CLUB#<clubId>`       the user's side of a membership ("my clubs"), with the club's name
 *   `CLUB#<id>` / `INVITE#<email>`      a pending invitation by address (the account is made at once, like game invitations)
 *   `CLUB#<id>` / `LEAGUE#<leagueId>`   the club's leagues (the league's own item is in league-items.ts)
 * No transactions (dynalite has none): a membership is written club side first, user side second, and a
 * join drops its invitation last, so a join that crashed part-way is finished by joining again; removals
 * go user side first. Readers trust the club side.
 */
import { DeleteItemCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { clubKeys, keys, PREFIX } from './keys.js';
import { batchGet, getOne, type Keyed, putIf, queryPrefix, setFields, unkeyed, update, updateIf } from './table-kit.js';

export { clubKeys } from './keys.js';

export const CLUB_ROLES = ['owner', 'director', 'member'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];
/** what a member item may hold: ownership is read from the profile */
export type StoredRole = Exclude<ClubRole, 'owner'>;

export interface Club {
  clubId: string;
  name: string;
  description: string;
  owner: string;
  createdAt: string;
  createdBy: string;
}
export interface ClubMember {
  clubId: string;
  userId: string;
  name: string;
  role: ClubRole;
  since: string;
}
export interface ClubInvite {
  clubId: string;
  email: string;
  userId: string;
  role: StoredRole;
  invitedBy: string;
  at: string;
}
export interface MyClub {
  clubId: string;
  clubName: string;
  since: string;
}

export class ClubStore {
  constructor(private readonly db: Db) {}

  /** A new club with its owner as its first member. */
  async create(club: Club, ownerName: string): Promise<void> {
    await this.db.client.send(
      new PutItemCommand({
        TableName: this.db.table,
        Item: toItem({ ...clubKeys.profile(club.clubId), ...club }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    await this.putMember(
      { clubId: club.clubId, userId: club.owner, name: ownerName, role: 'director', since: club.createdAt },
      club.name,
    );
  }

  async club(clubId: string): Promise<Club | null> {
    return getOne<Club>(this.db, clubKeys.profile(clubId));
  }

  async clubs(clubIds: string[]): Promise<Map<string, Club>> {
    const out = new Map<string, Club>();
    for (const item of await batchGet(
      this.db,
      clubIds.map((id) => clubKeys.profile(id)),
    )) {
      const c = unkeyed(fromItem<Keyed<Club>>(item));
      out.set(c.clubId, c);
    }
    return out;
  }

  async updateClub(clubId: string, patch: Partial<Pick<Club, 'name' | 'description'>>): Promise<void> {
    const set = setFields(patch);
    if (set)
      await update(this.db, {
        Key: toItem(clubKeys.profile(clubId)),
        ...set,
        ConditionExpression: 'attribute_exists(pk)',
      });
  }

  /** Moves ownership if `from` still owns the club; false when someone else changed it first. */
  async transfer(clubId: string, from: string, to: string): Promise<boolean> {
    return updateIf(this.db, {
      Key: toItem(clubKeys.profile(clubId)),
      UpdateExpression: 'SET #o = :to',
      ConditionExpression: '#o = :from',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: toItem({ ':to': to, ':from': from }),
    });
  }

  /** The member with their effective role (the profile's owner is 'owner'), or null. */
  async member(club: Club, userId: string): Promise<ClubMember | null> {
    const res = await this.db.client.send(
      new GetItemCommand({
        TableName: this.db.table,
        Key: toItem(clubKeys.member(club.clubId, userId)),
        ConsistentRead: true,
      }),
    );
    if (!res.Item) return null;
    const m = unkeyed(fromItem<Keyed<ClubMember>>(res.Item));
    return { ...m, role: club.owner === userId ? 'owner' : m.role };
  }

  async members(club: Club): Promise<ClubMember[]> {
    const items = await queryPrefix(this.db, clubKeys.profile(club.clubId).pk, PREFIX.clubMember, { consistent: true });
    return items
      .map((i) => unkeyed(fromItem<Keyed<ClubMember>>(i)))
      .map((m) => ({ ...m, role: club.owner === m.userId ? 'owner' : m.role }));
  }

  /** Club side first: a crash before the user side leaves a member the club page shows and "my clubs" lacks, never the reverse. */
  async putMember(m: Omit<ClubMember, 'role'> & { role: ClubRole }, clubName: string): Promise<void> {
    const role: StoredRole = m.role === 'member' ? 'member' : 'director';
    await this.db.client.send(
      new PutItemCommand({
        TableName: this.db.table,
        Item: toItem({ ...clubKeys.member(m.clubId, m.userId), ...m, role }),
      }),
    );
    const mine: MyClub = { clubId: m.clubId, clubName, since: m.since };
    await this.db.client.send(
      new PutItemCommand({ TableName: this.db.table, Item: toItem({ ...clubKeys.mine(m.userId, m.clubId), ...mine }) }),
    );
  }

  /** Sets a stored role; false if the member is gone. */
  async setRole(clubId: string, userId: string, role: StoredRole): Promise<boolean> {
    return updateIf(this.db, {
      Key: toItem(clubKeys.member(clubId, userId)),
      UpdateExpression: 'SET #r = :r',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: toItem({ ':r': role }),
    });
  }

  /** User side first, so a crash leaves a member the club still lists (and can remove again), never a "my clubs" row for a club that let them go. */
  async removeMember(clubId: string, userId: string): Promise<void> {
    await this.db.client.send(
      new DeleteItemCommand({ TableName: this.db.table, Key: toItem(clubKeys.mine(userId, clubId)) }),
    );
    await this.db.client.send(
      new DeleteItemCommand({ TableName: this.db.table, Key: toItem(clubKeys.member(clubId, userId)) }),
    );
  }

  async myClubs(userId: string): Promise<MyClub[]> {
    const items = await queryPrefix(this.db, keys.user(userId).pk, PREFIX.myClub);
    return items.map((i) => unkeyed(fromItem<Keyed<MyClub>>(i)));
  }

  /** false when that address is already invited */
  async invite(inv: ClubInvite): Promise<boolean> {
    return putIf(this.db, {
      Item: toItem({ ...clubKeys.invite(inv.clubId, inv.email), ...inv }),
      ConditionExpression: 'attribute_not_exists(sk)',
    });
  }

  async invitation(clubId: string, email: string): Promise<ClubInvite | null> {
    return getOne<ClubInvite>(this.db, clubKeys.invite(clubId, email));
  }

  async invitations(clubId: string): Promise<ClubInvite[]> {
    const items = await queryPrefix(this.db, clubKeys.profile(clubId).pk, PREFIX.clubInvite, { consistent: true });
    return items.map((i) => unkeyed(fromItem<Keyed<ClubInvite>>(i)));
  }

  async dropInvitation(clubId: string, email: string): Promise<void> {
    await this.db.client.send(
      new DeleteItemCommand({ TableName: this.db.table, Key: toItem(clubKeys.invite(clubId, email)) }),
    );
  }

  async addLeague(clubId: string, leagueId: string, at: string): Promise<void> {
    await this.db.client.send(
      new PutItemCommand({
        TableName: this.db.table,
        Item: toItem({ ...clubKeys.league(clubId, leagueId), leagueId, at }),
      }),
    );
  }

  async leagueIds(clubId: string): Promise<string[]> {
    const items = await queryPrefix(this.db, clubKeys.profile(clubId).pk, PREFIX.clubLeague);
    return items.map((i) => fromItem<{ leagueId: string }>(i).leagueId);
  }
}
