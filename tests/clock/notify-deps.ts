/** The notifier's and sweeper's dependencies on a bare table (no API server), for tests and benches. */
import type { Mailer } from '../../functions/mail/mailer.js';
import type { NotifyDeps } from '../../functions/notify/deps.js';
import type { GameCatalog } from '../../functions/play/catalog.js';
import { GameStore } from '../../functions/play/games.js';
import type { Db } from '../../functions/store/db.js';
import { UserStore } from '../../functions/store/users.js';
import type { Clock } from '../../functions/time/clock.js';

export const tableNotifyDeps = (db: Db, catalog: GameCatalog, mailer: Mailer, clock: Clock, signingKey: string) =>
  ({
    db,
    games: new GameStore(db, catalog),
    users: new UserStore(db),
    catalog,
    mailer,
    clock,
    publicUrl: 'https://rozkaz.example',
    signingKey,
  }) satisfies NotifyDeps;
