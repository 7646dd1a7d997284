/**
 * The API alone, as it runs on Lambda, for the benches that drive it: in memory on a free port, no
 * web files, quiet, and no in-process notifier or sweeper (in AWS the table's stream and a schedule
 * run them; a bench that wants them runs them itself).
 */
import { type LocalServerOptions, startLocalServer } from '../functions/local/server.js';
import { catalogOf } from '../functions/play/catalog.js';
import type { GameModule } from '../rules/core/contract.js';

export const apiServer = (games: GameModule<any, any>[], more: Partial<LocalServerOptions> = {}) =>
  startLocalServer({
    port: 0,
    dataDir: null,
    games: catalogOf(games),
    quiet: true,
    webDir: '/nonexistent',
    log: () => {},
    hooks: false,
    ...more,
  });
