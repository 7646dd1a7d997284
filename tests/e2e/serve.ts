/**
 * The e2e suite's server when rules/catalog.ts does not list Manoeuvre yet: the same local server
 * as `npm start` (functions/local/server.ts), with the catalog's games plus Manoeuvre. Once the
 * catalog lists Manoeuvre, the suite runs `npm start` itself and this file is not used.
 */
import type { GameModule } from '../../rules/core/contract.js';
import { catalogOf, defaultCatalog } from '../../functions/play/catalog.js';
import { startLocalServer } from '../../functions/local/server.js';

const ids = defaultCatalog.ids();
const modules = (await Promise.all(ids.map((id) => defaultCatalog.get(id)))).filter((m): m is GameModule<any, any> => !!m);
if (!ids.includes('manoeuvre')) modules.unshift((await import('../../rules/games/manoeuvre/index.js')).default);
const s = await startLocalServer({ port: Number(process.env.PORT), dataDir: process.env.DATA_DIR, games: catalogOf(modules), quiet: true });
console.log(`Rozkaz is running at ${s.url}`);
const stop = () => void s.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
