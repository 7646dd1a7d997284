/**
 * An account's items, for its owner's data export and for erasing the account.
 *
 * Where a person's data lives, and how each part is found without a scan:
 *   `USER#<id>` / *                 profile, memberships (`GAME#`), clubs (`CLUB#`), ratings (`RATING#`,
 *                                   `RHIST#`), vacation changes, and the pointers below
 *   `USER#<id>` / `SESSION#<sid>`   → `SESSION#<sid>` (written with the session, same expiry)
 *   `USER#<id>` / `MAIL#<mailId>`   → `MAIL#<mailId>` (written with each message to the account)
 *   `EMAIL#<address>` / *           the address's account (`USER`), suppression, and
 *   `EMAIL#<address>` / `TOKEN#<h>` → `TOKEN#<h>` (written with each sign-in link)
 *   `RATE#<key>#<window>`           the windows that can still exist for the account's limiters,
 *                                   computed from the key and the window length (they expire after 2)
 *   `GAME#<g>` / *, `CLUB#<c>` / *, `LEAGUE#<l>` / *, opponents' `RHIST#` and memberships: the
 *                                   shared items that name the person, reached from the above.
 *
 * Erasing deletes what is the person's own and rewrites what is shared: every object that carries the
 * person's `userId` gets `name: DELETED_NAME` (and `email: DELETED_ADDRESS`); any other `name` field
 * holding one of the names seen with that id (a join event's `{side, name}`) becomes DELETED_NAME too,
 * so a re-run join (whose input name was rewritten) still gives the logged events; and the address is
 * replaced wherever it occurs in a string — inside JSON-valued attributes too (a game's record, a
 * turn). Games, their logs and chat stay; snapshots are dropped (a cache, rebuilt on the next replay).
 */
import { DeleteItemCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { fromItem, toItem, type Item } from './codec.js';
import type { Db } from './db.js';
import { clubKeys, keys, normaliseEmail, PREFIX, SNAP_PREFIX } from './keys.js';
import { conditional, queryAll, queryPrefix, type Key } from './table-kit.js';
import { TABLE } from './table.js';

/** the name a deleted account's seats, messages and table rows show (the page words it per language) */
export const DELETED_NAME = 'deleted-player';
/** what an erased address becomes: not an address, so nothing can mail it */
export const DELETED_ADDRESS = 'deleted';

export const POINTER = { session: 'SESSION#', mail: 'MAIL#', token: 'TOKEN#' } as const;

export const pointerKeys = {
  session: (userId: string, sessionId: string) => ({ pk: keys.user(userId).pk, sk: POINTER.session + sessionId }),
  mail: (userId: string, mailId: string) => ({ pk: keys.user(userId).pk, sk: POINTER.mail + mailId }),
  token: (email: string, sha256Hex: string) => ({ pk: keys.email(email).pk, sk: POINTER.token + sha256Hex }),
} as const;

/** The pointer beside an item it lets erasure find; it expires with it. */
export const pointerItem = (key: Key, expiresAt: number): Record<string, unknown> => ({
  ...key,
  [TABLE.ttlAttribute]: expiresAt,
});

export interface Person {
  userId: string;
  email: string;
  /** the names the person went by (the profile's, and any recorded beside their id) */
  names?: ReadonlySet<string>;
}

/** a rate limiter's key and window length; erasure deletes the windows that may still exist */
export interface RateKey {
  key: string;
  windowMs: number;
}

type Row = Record<string, unknown> & Key;

const replaceAddress = (text: string, address: string): string => {
  if (!address) return text;
  const lower = text.toLowerCase();
  if (!lower.includes(address)) return text;
  let out = '';
  let from = 0;
  for (let i = lower.indexOf(address); i >= 0; i = lower.indexOf(address, from)) {
    out += text.slice(from, i) + DELETED_ADDRESS;
    from = i + address.length;
  }
  return out + text.slice(from);
};

/** `value` with the person's name and address taken out (see the file comment); JSON strings stay JSON */
export const withoutPerson = (value: unknown, who: Person): unknown => {
  const address = normaliseEmail(who.email);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const t = v.trimStart();
      if (t.startsWith('{') || t.startsWith('[')) {
        try {
          return JSON.stringify(walk(JSON.parse(v)));
        } catch {
          /* plain text that starts with a brace */
        }
      }
      return replaceAddress(v, address);
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const o: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) o[k] = walk(x);
      if (o.userId === who.userId) {
        if ('name' in o) o.name = DELETED_NAME;
        if ('email' in o) o.email = DELETED_ADDRESS;
      } else if (typeof o.name === 'string' && who.names?.has(o.name)) o.name = DELETED_NAME;
      return o;
    }
    return v;
  };
  return walk(value);
};

export class AccountItems {
  constructor(private readonly db: Db) {}

  /** every item under `USER#<id>` (profile, memberships, clubs, ratings, pointers), keys included */
  async userItems(userId: string): Promise<Row[]> {
    return this.partition(keys.user(userId).pk);
  }

  /** every item of one partition, keys included */
  async partition(pk: string): Promise<Row[]> {
    const items = await queryAll(this.db, {
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: toItem({ ':pk': pk }),
      ConsistentRead: true,
    });
    return items.map((i) => fromItem<Row>(i));
  }

  /**
   * Removes the account: its own items deleted, shared items rewritten without it. Returns how many
   * items were deleted and rewritten. Safe to run again after a crash (everything is found again from
   * the items that remain; the profile goes last).
   */
  async erase(
    person: Person & { name: string },
    rates: RateKey[],
    now: Date,
  ): Promise<{ deleted: number; rewritten: number }> {
    const tally = { deleted: 0, rewritten: 0 };
    const names = new Set([person.name]);
    const who: Person = { userId: person.userId, email: person.email, names };
    const del = async (key: Key) => {
      await this.db.client.send(
        new DeleteItemCommand({ TableName: this.db.table, Key: toItem({ pk: key.pk, sk: key.sk }) }),
      );
      tally.deleted++;
    };
    const rewrite = async (row: Row) => {
      if (await this.rewrite(row, who)) tally.rewritten++;
    };

    const own = await this.userItems(who.userId);
    const games = own.filter((r) => r.sk.startsWith('GAME#')).map((r) => r.sk.slice('GAME#'.length));
    const clubs = own.filter((r) => r.sk.startsWith(PREFIX.myClub)).map((r) => r.sk.slice(PREFIX.myClub.length));

    // shared: the games (record, turns, chat), their other players' lobby rows and rating histories;
    // read first, so every name the person had is known before anything is rewritten
    const others = new Set<string>();
    const gameRows: Row[] = [];
    for (const gameId of games) {
      for (const row of await this.partition(keys.game(gameId).pk)) {
        gameRows.push(row);
        for (const uid of userIdsIn(row, who.userId, names))
          if (uid !== who.userId) others.add(`${uid}\u001f${gameId}`);
      }
    }
    for (const row of gameRows) {
      if (row.sk.startsWith(SNAP_PREFIX)) await del(row);
      else await rewrite(row);
    }
    for (const pair of others) {
      const [uid, gameId] = pair.split('\u001f') as [string, string];
      const membership = await this.get(keys.membership(uid, gameId));
      if (membership) await rewrite(membership);
    }
    for (const hist of own.filter((r) => r.sk.startsWith('RHIST#'))) {
      const opponent = (hist.opponent as { userId?: string } | undefined)?.userId;
      const game = hist.sk.split('#')[1]!;
      if (!opponent) continue;
      for (const item of await queryPrefix(this.db, keys.user(opponent).pk, PREFIX.ratingHistory(game)))
        await rewrite(fromItem<Row>(item));
    }
    // clubs: the person leaves; their leagues keep their entries, without the name
    for (const clubId of clubs) {
      for (const row of await this.partition(clubKeys.profile(clubId).pk)) {
        if (row.sk === clubKeys.member(clubId, who.userId).sk) await del(row);
        else if (row.sk.startsWith(PREFIX.clubLeague)) {
          for (const l of await this.partition(`LEAGUE#${row.sk.slice(PREFIX.clubLeague.length)}`)) {
            if (l.sk === `${PREFIX.digestBooking}${who.userId}`) await del(l);
            else await rewrite(l);
          }
        } else await rewrite(row);
      }
    }

    // own: pointers and what they point to, rate windows, the address's items, then the profile
    for (const r of own) {
      if (r.sk.startsWith(POINTER.session)) await del(keys.session(r.sk.slice(POINTER.session.length)));
      if (r.sk.startsWith(POINTER.mail)) await del(keys.mail(r.sk.slice(POINTER.mail.length)));
    }
    for (const { key, windowMs } of rates) {
      const w = Math.floor(now.getTime() / windowMs);
      for (const window of [w - 2, w - 1, w]) await del(keys.rate(key, window));
    }
    for (const r of await this.partition(keys.email(who.email).pk)) {
      if (r.sk.startsWith(POINTER.token)) await del(keys.token(r.sk.slice(POINTER.token.length)));
      await del(r);
    }
    for (const r of own) if (r.sk !== keys.user(who.userId).sk) await del(r);
    await del(keys.user(who.userId));
    return tally;
  }

  private async get(key: Key): Promise<Row | null> {
    const res = await this.db.client.send(
      new GetItemCommand({ TableName: this.db.table, Key: toItem(key), ConsistentRead: true }),
    );
    return res.Item ? fromItem<Row>(res.Item) : null;
  }

  /**
   * Writes `row` without the person if that changes it, conditional on the item being unchanged since
   * it was read (a game's `version`, or the same old value); a lost race reads again, a few times.
   */
  private async rewrite(row: Row, who: Person, attempts = 5): Promise<boolean> {
    let current: Row | null = row;
    for (let i = 0; i < attempts && current; i++) {
      // a game's rules state is the rules' own (they never see players' names or addresses): left
      // as it is, so a unit or place that happens to share a player's name is never renamed
      const { state, ...rest } = current;
      const next = { ...(withoutPerson(rest, who) as Row), ...(state === undefined ? {} : { state }) } as Row;
      if (JSON.stringify(next) === JSON.stringify(current)) return false;
      const guard =
        typeof current.version === 'number'
          ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: toItem({ ':v': current.version }) }
          : { ConditionExpression: 'attribute_exists(pk)' };
      const done = await conditional(
        this.db.client.send(new PutItemCommand({ TableName: this.db.table, Item: toItem(next) as Item, ...guard })),
      );
      if (done) return true;
      current = await this.get(current);
    }
    if (current) throw new Error(`could not rewrite ${row.pk} ${row.sk}: it kept changing`);
    return false;
  }
}

/** every `userId` named anywhere in an item (JSON-valued attributes included); adds the names seen beside `person` */
const userIdsIn = (row: Row, person: string, names: Set<string>): Set<string> => {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.startsWith('{') || v.startsWith('[')) {
        try {
          walk(JSON.parse(v));
        } catch {
          /* text */
        }
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.userId === 'string') found.add(o.userId);
      if (o.userId === person && typeof o.name === 'string') names.add(o.name);
      Object.values(o).forEach(walk);
    }
  };
  walk(row);
  return found;
};
