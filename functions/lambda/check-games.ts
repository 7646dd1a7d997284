/**
 * `check-games` on Lambda: the same pass as `npm run check-games` against the deployed table (invoke
 * it before and after a deploy; DEPLOY.md). Flags diverging games and returns the report.
 */
// first: stack traces of everything below map back to our sources
import './stacks.js';
import { checkRunningGames } from '../play/check-games.js';
import { defaultCatalog } from '../play/catalog.js';
import { GameStore } from '../play/games.js';
import { createDb } from '../store/db.js';
import { createLogger, levelFromEnv } from '../log.js';

const logger = createLogger('check-games', { level: levelFromEnv() });

export const handler = async (_event?: unknown, context?: { awsRequestId?: string }) => {
  const table = process.env.TABLE_NAME;
  if (!table) throw new Error('TABLE_NAME is not set');
  const requestId = context?.awsRequestId;
  const games = new GameStore(createDb({ table }), defaultCatalog, { log: logger.hook });
  const report = await checkRunningGames(games, new Date());
  logger.info('checked', { requestId, counts: { checked: report.checked, diverged: report.diverged.length } });
  // one line per diverging game: its id, the turn it diverges from, and the rules' words (no player data)
  for (const c of report.diverged)
    logger.warn(`diverged: ${c.diverged!.detail}`, {
      requestId,
      gameId: c.id,
      kind: c.game,
      version: c.diverged!.fromVersion,
    });
  return { checked: report.checked, diverged: report.diverged };
};
