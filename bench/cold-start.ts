/**
 * The child of cold.bench.ts: one fresh process that loads the API's app module and then every game
 * module of the catalog, as a Lambda container's first requests (or a test worker) do, and prints
 * the milliseconds of each step as one JSON line.
 */
import { performance } from 'node:perf_hooks';

const t0 = performance.now();
await import('../functions/api/app.js');
const app = performance.now() - t0;
const { defaultCatalog } = await import('../functions/play/catalog.js');
const games: Record<string, number> = {};
for (const id of defaultCatalog.ids()) {
  const t = performance.now();
  await defaultCatalog.get(id);
  games[id] = performance.now() - t;
}
console.log(JSON.stringify({ app, games, total: performance.now() - t0 }));
