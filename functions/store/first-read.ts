/**
 * What a request about one game reads first, in one BatchGetItem (strongly consistent): the
 * session its cookie names, that user's profile, and the game item. A signed-out session is gone
 * from this very read, so revocation stays immediate; the game comes as stored (no look at the log:
 * a lagging state is repaired by the writer whose turn put finds the next turn present, and by the
 * notifier).
 */
import type { Db } from './db.js';
import { storedGameOf, type StoredGame } from './game-items.js';
import { keys } from './keys.js';
import { batchGet } from './table-kit.js';
import { sessionFrom, sessionKeys, type SessionWithProfile } from './users.js';

export interface FirstRead<R> {
  /** null: no such session (signed out, expired and swept) or not this user's */
  caller: SessionWithProfile | null;
  /** null: no such game */
  game: StoredGame<R> | null;
}

export const readCallerAndGame = async <R>(
  db: Db,
  caller: { sessionId: string; userId: string },
  gameId: string,
): Promise<FirstRead<R>> => {
  const gameKey = keys.game(gameId);
  const items = await batchGet(db, [...sessionKeys(caller.sessionId, caller.userId), gameKey], undefined, {
    consistent: true,
  });
  const gameItem = items.find((i) => i.pk?.S === gameKey.pk && i.sk?.S === gameKey.sk);
  return {
    caller: sessionFrom(items, caller.sessionId, caller.userId),
    game: gameItem ? storedGameOf<R>(gameItem) : null,
  };
};
