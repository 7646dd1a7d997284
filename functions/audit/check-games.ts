/**
 * `npm run check-games`: replays every running game under the rules in this checkout and lists the
 * games whose log no longer reproduces, with the turn each diverges from; those games are flagged
 * (never blocked). Run it before a deploy (DEPLOY.md). Reads the local table under `DATA_DIR`
 * (default `.data`; stop `npm start` first, dynalite's files take one process), or the AWS table
 * named by `TABLE_NAME` when `DATA_DIR` is not set and `TABLE_NAME` is. `--json` prints the whole
 * report. Exit code 1 when a game diverges, so a deploy script can stop on it.
 */
import { join } from 'node:path';
import { checkRunningGames, formatReport } from '../play/check-games.js';
import { defaultCatalog } from '../play/catalog.js';
import { GameStore } from '../play/games.js';
import { createDb, type Db } from '../store/db.js';
import { startLocalEngine } from '../store/local-engine.js';

const main = async (): Promise<number> => {
  const aws = !process.env.DATA_DIR && !!process.env.TABLE_NAME;
  let db: Db;
  let close = async () => {};
  if (aws) db = createDb({ table: process.env.TABLE_NAME });
  else {
    const engine = await startLocalEngine({ path: join(process.env.DATA_DIR ?? '.data', 'dynamodb') });
    db = engine.db;
    close = engine.close;
  }
  try {
    const report = await checkRunningGames(
      new GameStore(db, defaultCatalog, { log: (m) => console.error(m) }),
      new Date(),
    );
    console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.diverged.length ? 1 : 0;
  } finally {
    await close();
  }
};

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(2);
  },
);
