import type { Mailer } from '../mail/mailer.js';
import type { GameCatalog } from '../play/catalog.js';
import type { Db } from '../store/db.js';
import type { GameStore } from '../play/games.js';
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

/** the parts of the API's Services this reads (by shape: notify/ does not import the API) */
export interface ServicesLike {
  deps: {
    db: Db;
    mailer: Mailer;
    clock: Clock;
    config: { publicUrl: string; signingKey: SigningKey };
    log?: (message: string, error?: unknown) => void;
  };
  games: GameStore;
  users: UserStore;
  catalog: GameCatalog;
}

export const notifyDepsOf = (svc: ServicesLike): NotifyDeps => ({
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
