/**
 * A player's own data: the export they can download, and erasing the account (the profile page).
 *
 * Erasing ends the person's part in running games first — a resignation where they hold a seat in an
 * active game, a cancellation where their seat waits for opponents (an open game nobody could finish
 * with them), a refusal where they are invited — through the turn service like any other turn, so
 * opponents are told and clocks stop. Then the store (`store/account-items.ts`) deletes what is the
 * person's own and rewrites what is shared without their name and address. A club owner must hand the
 * club over first (409 `owns-club`): a club without an owner cannot be run.
 */
import type { Side } from '../../rules/core/contract.js';
import type { GameStore } from '../play/games.js';
import { commitTurn } from '../play/turns.js';
import { AccountItems, type RateKey } from '../store/account-items.js';
import { ChatStore } from '../store/chat-items.js';
import { ClubStore } from '../store/club-items.js';
import type { Db } from '../store/db.js';
import { PREFIX } from '../store/keys.js';
import type { Profile } from '../store/users.js';
import type { Clock } from '../time/clock.js';

export interface AccountDeps {
  db: Db;
  games: GameStore;
  clock: Clock;
}

/** what `GET /api/me/export` answers: everything stored under the account, in plain words */
export interface AccountExport {
  exportedAt: string;
  profile: Record<string, unknown>;
  games: { gameId: string; side?: string; role?: string; game?: string; lifecycle?: string }[];
  chat: { gameId: string; at: string; side: string; to?: string; text: string }[];
  clubs: { clubId: string; name?: string }[];
  ratings: Record<string, unknown>[];
  ratingHistory: Record<string, unknown>[];
}

const withoutKeys = (row: Record<string, unknown>): Record<string, unknown> => {
  const { pk: _p, sk: _s, gsi1pk: _g, gsi1sk: _gs, expiresAt: _e, ...rest } = row;
  return rest;
};

export const exportAccount = async (d: AccountDeps, profile: Profile): Promise<AccountExport> => {
  const own = await new AccountItems(d.db).userItems(profile.userId);
  const bySk = (prefix: string) => own.filter((r) => r.sk.startsWith(prefix));
  const me = own.find((r) => r.sk === 'PROFILE') ?? {};
  const games = bySk('GAME#').map((r) => ({ gameId: r.sk.slice('GAME#'.length), ...withoutKeys(r) }));
  const chat = new ChatStore(d.db);
  const mine: AccountExport['chat'] = [];
  for (const g of games)
    for (const m of await chat.list(g.gameId))
      if (m.userId === profile.userId) mine.push({ gameId: g.gameId, at: m.at, side: m.side, to: m.to, text: m.text });
  return {
    exportedAt: d.clock.now().toISOString(),
    profile: withoutKeys(me),
    games,
    chat: mine,
    clubs: bySk(PREFIX.myClub).map((r) => ({ clubId: r.sk.slice(PREFIX.myClub.length), ...withoutKeys(r) })),
    ratings: bySk(PREFIX.rating).map(withoutKeys),
    ratingHistory: bySk('RHIST#').map(withoutKeys),
  };
};

export type EraseOutcome =
  | { ok: true; resigned: string[]; cancelled: string[]; declined: string[]; deleted: number; rewritten: number }
  | { ok: false; code: 'owns-club'; clubs: string[] };

export const eraseAccount = async (d: AccountDeps, profile: Profile, rates: RateKey[]): Promise<EraseOutcome> => {
  const items = new AccountItems(d.db);
  const own = await items.userItems(profile.userId);
  const clubStore = new ClubStore(d.db);
  const owned: string[] = [];
  for (const r of own.filter((r) => r.sk.startsWith(PREFIX.myClub))) {
    const clubId = r.sk.slice(PREFIX.myClub.length);
    if ((await clubStore.club(clubId))?.owner === profile.userId) owned.push(clubId);
  }
  if (owned.length) return { ok: false, code: 'owns-club', clubs: owned };

  const ended = { resigned: [] as string[], cancelled: [] as string[], declined: [] as string[] };
  for (const gameId of own.filter((r) => r.sk.startsWith('GAME#')).map((r) => r.sk.slice('GAME#'.length))) {
    const out = await commitTurn(d.games, gameId, (g) => {
      const at = d.clock.now().toISOString();
      const seat = Object.entries(g.record.seats).find(([, s]) => s?.userId === profile.userId)?.[0] as
        | Side
        | undefined;
      const waiting = g.record.lifecycle === 'invited' || g.record.lifecycle === 'open';
      // a resignation before the game has started cancels it (run-turn), so an open game does not outlive its player
      if (seat && (g.record.lifecycle === 'active' || waiting))
        return { write: { kind: 'resign', side: seat, userId: profile.userId, at } };
      const invite = (g.record.setup.invites ?? (g.record.setup.invite ? [g.record.setup.invite] : [])).find(
        (i) => i.userId === profile.userId && !g.record.seats[i.side],
      );
      if (invite && waiting) return { write: { kind: 'decline', side: invite.side, userId: profile.userId, at } };
      return { stop: null };
    });
    if (out.kind === 'committed')
      ended[
        out.turn.kind === 'decline' ? 'declined' : out.game.record.lifecycle === 'cancelled' ? 'cancelled' : 'resigned'
      ].push(gameId);
  }
  const { deleted, rewritten } = await items.erase(profile, rates, d.clock.now());
  return { ok: true, ...ended, deleted, rewritten };
};
