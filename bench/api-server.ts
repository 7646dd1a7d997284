/**
 * The API alone, as it runs on Lambda, for the benches that drive it: in memory on a free port, no
 * web files, quiet, and no in-process notifier or sweeper (in AWS the table's stream and a schedule
 * run them; a bench that wants them runs them itself).
 *
 * The engine: `engine: 'thread'` runs dynalite on a worker thread of its own (`db-thread.mjs`), as
 * DynamoDB runs on other machines than the function; the default (inline) runs it on the API's own
 * event loop, as `npm start` does, where the engine's work and the API's take turns.
 */
import { Worker } from 'node:worker_threads';
import { type LocalServerOptions, startLocalServer } from '../functions/local/server.js';
import { catalogOf } from '../functions/play/catalog.js';
import type { GameModule } from '../rules/core/contract.js';

/** the engine's arrangement a bench asked for in BENCH_DB (default inline) */
export const benchDb: 'inline' | 'thread' = process.env.BENCH_DB === 'thread' ? 'thread' : 'inline';

/** dynalite on its own thread: its endpoint, and how to stop it */
const engineThread = async (): Promise<{ endpoint: string; close: () => Promise<void> }> => {
  const worker = new Worker(new URL('./db-thread.mjs', import.meta.url));
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      worker.postMessage('close');
      await new Promise((r) => worker.once('exit', r));
    },
  };
};

export const apiServer = async (
  games: GameModule<any, any>[],
  { engine: arrangement = 'inline', ...more }: Partial<LocalServerOptions> & { engine?: 'inline' | 'thread' } = {},
) => {
  const engine = arrangement === 'thread' && !more.dbEndpoint ? await engineThread() : null;
  const server = await startLocalServer({
    port: 0,
    dataDir: null,
    games: catalogOf(games),
    quiet: true,
    webDir: '/nonexistent',
    log: () => {},
    hooks: false,
    ...(engine ? { dbEndpoint: engine.endpoint } : {}),
    ...more,
  });
  if (!engine) return server;
  return {
    ...server,
    close: async () => {
      await server.close();
      await engine.close();
    },
  };
};
