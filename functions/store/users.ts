/**
 * People, sign-in tokens, sessions and rate limits. Accounts are keyed by a generated id; the
 * EMAIL# item maps an address to it and is created on first sign-in or invitation.
 */
import { DeleteItemCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../rules/core/text.js';
import { fromItem, toItem, type Item } from './codec.js';
import type { Db } from './db.js';
import { batchGet, conditional, getOne, putIfAbsent, setFields, unkeyed, update, type Keyed } from './table-kit.js';
import { pointerItem, pointerKeys } from './account-items.js';
import { keys, normaliseEmail } from './keys.js';

export interface QuietHours {
  /** local "HH:MM" in the user's time zone */
  from: string;
  to: string;
}

/** the zone of an account whose owner's browser never said (the site's home) */
export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

export type SuppressReason = 'bounce' | 'complaint' | 'unsubscribe-all';

export interface Profile {
  userId: string;
  email: string;
  name: string;
  lang: Lang;
  /** IANA zone, e.g. 'Europe/Warsaw' */
  timeZone: string;
  quietHours: QuietHours | null;
  /** per mail kind; a missing kind means "send" */
  notify: Record<string, boolean>;
  createdAt: string;
  /**
   * Made for an invitation before its owner ever signed in: `lang` is the inviter's and `timeZone` the
   * site default, both guesses. The first sign-in takes the signing-in page's language and the browser's
   * zone instead (`adoptFirstSignIn`) and drops the mark.
   */
  provisional?: true;
}

export interface Session {
  sessionId: string;
  userId: string;
  createdAt: string;
  /** epoch seconds (also the TTL attribute) */
  expiresAt: number;
}

export interface SignInToken {
  email: string;
  /** epoch seconds; checked in code, TTL only cleans up */
  expiresAt: number;
  lang: Lang;
  /** the browser's IANA zone when the link was asked for, if it sent one */
  timeZone?: string;
}

const epochSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

export class UserStore {
  constructor(private readonly db: Db) {}

  async profile(userId: string): Promise<Profile | null> {
    return getOne<Profile>(this.db, keys.user(userId), { consistent: false });
  }

  async userIdByEmail(email: string): Promise<string | null> {
    const res = await this.db.client.send(
      new GetItemCommand({ TableName: this.db.table, Key: toItem(keys.email(email)) }),
    );
    return res.Item ? fromItem<{ userId: string }>(res.Item).userId : null;
  }

  /** The account for an address, created if it is new (two racing creators end with one account). */
  /** The account of `email`, made if missing: for an invitation `provisional`, else from the sign-in's language and zone. */
  async ensureUser(
    email: string,
    defaults: { lang: Lang; now: Date; timeZone?: string; provisional?: boolean },
  ): Promise<Profile> {
    const address = normaliseEmail(email);
    const existing = await this.userIdByEmail(address);
    if (existing) {
      const p = await this.profile(existing);
      if (p) return p;
    }
    const userId = existing ?? randomUUID();
    if (!existing) {
      // another request made the account first: take theirs
      if (!(await putIfAbsent(this.db, { ...keys.email(address), userId, email: address })))
        return this.ensureUser(address, defaults);
    }
    const profile: Profile = {
      userId,
      email: address,
      name: address.split('@')[0].slice(0, 40),
      lang: defaults.lang,
      timeZone: defaults.timeZone ?? DEFAULT_TIME_ZONE,
      quietHours: null,
      notify: {},
      createdAt: defaults.now.toISOString(),
      ...(defaults.provisional ? { provisional: true as const } : {}),
    };
    await putIfAbsent(this.db, { ...keys.user(userId), ...profile });
    return (await this.profile(userId))!;
  }

  /**
   * The first sign-in of an account made for an invitation: its owner's page language and browser zone
   * replace the guesses. Conditional on the mark, so a second sign-in (or a race of two) changes nothing
   * and a setting its owner chose since is never overwritten.
   */
  async adoptFirstSignIn(userId: string, from: { lang: Lang; timeZone?: string }): Promise<Profile> {
    const res = await conditional(
      update(this.db, {
        Key: toItem(keys.user(userId)),
        UpdateExpression: `SET #lang = :lang${from.timeZone ? ', #tz = :tz' : ''} REMOVE provisional`,
        ConditionExpression: 'attribute_exists(provisional)',
        ExpressionAttributeNames: { '#lang': 'lang', ...(from.timeZone ? { '#tz': 'timeZone' } : {}) },
        ExpressionAttributeValues: toItem({ ':lang': from.lang, ...(from.timeZone ? { ':tz': from.timeZone } : {}) }),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return res ? unkeyed(fromItem<Keyed<Profile>>(res.Attributes!)) : (await this.profile(userId))!;
  }

  /**
   * Every field of a profile edit in one conditional update: all of them are written or none (the
   * digest hour, which lives beside the profile on the same item, included).
   */
  async updateProfile(
    userId: string,
    patch: Partial<Pick<Profile, 'name' | 'lang' | 'timeZone' | 'quietHours' | 'notify'>> & { digestHour?: number },
  ): Promise<Profile> {
    const set = setFields(patch);
    if (!set) return (await this.profile(userId))!;
    const res = await update(this.db, {
      Key: toItem(keys.user(userId)),
      ...set,
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_NEW',
    });
    return unkeyed(fromItem<Keyed<Profile>>(res.Attributes!));
  }

  async putToken(sha256Hex: string, token: SignInToken): Promise<void> {
    await Promise.all([
      this.db.client.send(
        new PutItemCommand({ TableName: this.db.table, Item: toItem({ ...keys.token(sha256Hex), ...token }) }),
      ),
      // lets erasing the account find a link not yet used (store/account-items.ts)
      this.db.client.send(
        new PutItemCommand({
          TableName: this.db.table,
          Item: toItem(pointerItem(pointerKeys.token(token.email, sha256Hex), token.expiresAt)),
        }),
      ),
    ]);
  }

  /** Deletes the token and returns what it held: a token works once, even under concurrent use. */
  async consumeToken(sha256Hex: string): Promise<SignInToken | null> {
    const res = await conditional(
      this.db.client.send(
        new DeleteItemCommand({
          TableName: this.db.table,
          Key: toItem(keys.token(sha256Hex)),
          ConditionExpression: 'attribute_exists(pk)',
          ReturnValues: 'ALL_OLD',
        }),
      ),
    );
    return res?.Attributes ? unkeyed(fromItem<Keyed<SignInToken>>(res.Attributes)) : null;
  }

  async createSession(userId: string, now: Date, lifetimeMs: number): Promise<Session> {
    const session: Session = {
      sessionId: randomUUID(),
      userId,
      createdAt: now.toISOString(),
      expiresAt: epochSeconds(new Date(now.getTime() + lifetimeMs)),
    };
    await Promise.all([
      this.db.client.send(
        new PutItemCommand({
          TableName: this.db.table,
          Item: toItem({ ...keys.session(session.sessionId), ...session }),
        }),
      ),
      // lets erasing the account end every session of it (store/account-items.ts)
      this.db.client.send(
        new PutItemCommand({
          TableName: this.db.table,
          Item: toItem(pointerItem(pointerKeys.session(userId, session.sessionId), session.expiresAt)),
        }),
      ),
    ]);
    return session;
  }

  async session(sessionId: string): Promise<Session | null> {
    return getOne<Session>(this.db, keys.session(sessionId));
  }

  /**
   * The session and its user's profile in one round trip (the cookie names both); null unless
   * the session exists and belongs to that user.
   */
  async sessionWithProfile(sessionId: string, userId: string): Promise<SessionWithProfile | null> {
    return sessionFrom(
      await batchGet(this.db, sessionKeys(sessionId, userId), undefined, { consistent: true }),
      sessionId,
      userId,
    );
  }

  async deleteSession(sessionId: string, userId?: string): Promise<void> {
    await Promise.all([
      this.db.client.send(new DeleteItemCommand({ TableName: this.db.table, Key: toItem(keys.session(sessionId)) })),
      ...(userId
        ? [
            this.db.client.send(
              new DeleteItemCommand({ TableName: this.db.table, Key: toItem(pointerKeys.session(userId, sessionId)) }),
            ),
          ]
        : []),
    ]);
  }

  /** Marks an address as never to be mailed again (a bounce, a complaint, an unsubscribe from everything). */
  async suppress(email: string, reason: SuppressReason, now: Date): Promise<void> {
    await this.db.client.send(
      new PutItemCommand({
        TableName: this.db.table,
        Item: toItem({ ...keys.suppressed(email), reason, at: now.toISOString() }),
      }),
    );
  }

  async isSuppressed(email: string): Promise<boolean> {
    const res = await this.db.client.send(
      new GetItemCommand({ TableName: this.db.table, Key: toItem(keys.suppressed(email)), ConsistentRead: true }),
    );
    return res.Item !== undefined;
  }

  /** Counts one hit in `key`'s current fixed window and returns the window's count so far. */
  async hit(key: string, windowMs: number, now: Date): Promise<number> {
    const window = Math.floor(now.getTime() / windowMs);
    const res = await update(this.db, {
      Key: toItem(keys.rate(key, window)),
      UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :exp)',
      ExpressionAttributeValues: toItem({ ':one': 1, ':exp': epochSeconds(new Date((window + 2) * windowMs)) }),
      ReturnValues: 'UPDATED_NEW',
    });
    return fromItem<{ hits: number }>(res.Attributes!).hits;
  }
}

/** A profile item as `ensureUser` writes it (also for bulk loads: bench/scale). */
export const profileItem = (profile: Profile): Item => toItem({ ...keys.user(profile.userId), ...profile });

export interface SessionWithProfile {
  session: Session;
  profile: Profile;
}

/** The items a request reads to know its caller: the session the cookie names and that user's profile. */
export const sessionKeys = (sessionId: string, userId: string) => [keys.session(sessionId), keys.user(userId)];

/**
 * The session and profile among batch-read items (other items may be among them), or null when the
 * session is gone (signed out: revocation is immediate because every request reads it) or not this user's.
 */
export const sessionFrom = (items: Item[], sessionId: string, userId: string): SessionWithProfile | null => {
  const session = sessionOnlyFrom(items, sessionId, userId);
  const profile = decodedAt<Profile>(items, keys.user(userId));
  return session && profile ? { session, profile: unkeyed(profile) } : null;
};

/** `sessionFrom` for a read that left the profile out (an answer that needs only the caller's id). */
export const sessionOnlyFrom = (items: Item[], sessionId: string, userId: string): Session | null => {
  const session = decodedAt<Session>(items, keys.session(sessionId));
  return session && session.userId === userId ? unkeyed(session) : null;
};

/** the item with this key among batch-read items, decoded; only it: a game item read in the same batch is decoded once, by its reader */
const decodedAt = <T>(items: Item[], key: { pk: string; sk: string }): Keyed<T> | undefined => {
  const item = items.find((i) => i.pk?.S === key.pk && i.sk?.S === key.sk);
  return item && fromItem<Keyed<T>>(item);
};
