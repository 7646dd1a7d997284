/**
 * What a request about one game reads first, in one BatchGetItem (strongly consistent): the
 * session its cookie names, that user's profile (unless the answer needs only the caller's id), and
 * the game item. A signed-out session is gone from this very read, so revocation stays immediate;
 * the game comes as stored (no look at the log: a lagging state is repaired by the writer whose turn
 * put finds the next turn present, and by the notifier).
 */
import type { Db } from './db.js';
import { storedGameOf, type StoredGame } from './game-items.js';
import { keys } from './keys.js';
import { batchGet, type Key } from './table-kit.js';
import { sessionFrom, sessionKeys, sessionOnlyFrom, type Session, type SessionWithProfile } from './users.js';

export interface FirstRead<R> {
  /** null: no such session (signed out, expired and swept) or not this user's */
  caller: SessionWithProfile | null;
  /** null: no such game */
  game: StoredGame<R> | null;
}

type Caller = { sessionId: string; userId: string };

const readWithGame = async <R>(db: Db, callerKeys: Key[], gameId: string) => {
  const gameKey = keys.game(gameId);
  const items = await batchGet(db, [...callerKeys, gameKey], undefined, { consistent: true });
  const gameItem = items.find((i) => i.pk?.S === gameKey.pk && i.sk?.S === gameKey.sk);
  return { items, game: gameItem ? storedGameOf<R>(gameItem) : null };
};

export const readCallerAndGame = async <R>(db: Db, caller: Caller, gameId: string): Promise<FirstRead<R>> => {
  const { items, game } = await readWithGame<R>(db, sessionKeys(caller.sessionId, caller.userId), gameId);
  return { caller: sessionFrom(items, caller.sessionId, caller.userId), game };
};

/** The session and the game, without the profile: for an answer that needs only who the caller is (a view). */
export const readSessionAndGame = async <R>(
  db: Db,
  caller: Caller,
  gameId: string,
): Promise<{ session: Session | null; game: StoredGame<R> | null }> => {
  const { items, game } = await readWithGame<R>(db, [keys.session(caller.sessionId)], gameId);
  return { session: sessionOnlyFrom(items, caller.sessionId, caller.userId), game };
};
