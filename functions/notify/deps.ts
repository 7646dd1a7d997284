import type { Services } from '../api/deps.js';
import type { Mailer } from '../mail/mailer.js';
import type { GameCatalog } from '../play/catalog.js';
import type { Db } from '../store/db.js';
import type { GameStore } from '../turns/games.js';
import type { UserStore } from '../store/users.js';
import type { Clock } from '../time/clock.js';
import type { SigningKey } from './unsubscribe-token.js';

/** What the notifier and the sweeper need; the API's Services carry all of it. */
export interface NotifyDeps {
  db: Db;
  games: GameStore;
  users: UserStore;
  catalog: GameCatalog;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  signingKey: SigningKey;
  log?: (message: string, error?: unknown) => void;
}

export const notifyDepsOf = (svc: Services): NotifyDeps => ({
  db: svc.deps.db,
  games: svc.games,
  users: svc.users,
  catalog: svc.catalog,
  mailer: svc.deps.mailer,
  clock: svc.deps.clock,
  publicUrl: svc.deps.config.publicUrl,
  signingKey: svc.deps.config.signingKey,
  log: svc.deps.log,
});
