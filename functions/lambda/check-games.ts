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

export const handler = async () => {
  const table = process.env.TABLE_NAME;
  if (!table) throw new Error('TABLE_NAME is not set');
  const games = new GameStore(createDb({ table }), defaultCatalog, { log: (m, e) => console.error(m, e) });
  const report = await checkRunningGames(games, new Date());
  console.log(
    JSON.stringify({
      checked: report.checked,
      diverged: report.diverged.map((c) => ({
        id: c.id,
        game: c.game,
        from: c.diverged!.fromVersion,
        detail: c.diverged!.detail,
      })),
    }),
  );
  return { checked: report.checked, diverged: report.diverged };
};
