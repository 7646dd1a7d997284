/** The live stack of a browser test file: `npm start` on a free port with its own data, and Chromium. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/board-harness.js';
import { startLocalServer, type LocalServer, type LocalServerOptions } from '../../functions/local/server.js';

export const ROOT = join(import.meta.dirname, '..', '..');
export const ARTIFACTS = join(ROOT, 'tests', 'e2e', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export const freePort = (): Promise<number> =>
  new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });

export interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The server `npm start` runs, on a free port with its own data folder. The web client is built once
 * for the whole run (tests/e2e/build-once.ts), not by every file's `npm start`.
 */
export const startServer = async (): Promise<Server> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rozkaz-e2e-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}` };
  // its own process group, so stop() ends the server and anything it started
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/local/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://localhost:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${out}`);
    try {
      const r = await fetch(`${url}/api/catalog`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - t0 > 90_000) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        // the whole process group
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          child.kill('SIGTERM');
        }
        await new Promise((r) => {
          const timer = setTimeout(() => {
            try {
              process.kill(-child.pid!, 'SIGKILL');
            } catch {
              /* gone */
            }
            r(null);
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            r(null);
          });
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * `npm start` and one Chromium shared by a test file's tests: started in the file's beforeAll,
 * closed in its afterAll. Tests read `live.server` and `live.browser` (set once beforeAll ran).
 */
export const liveStack = (): { readonly server: Server; readonly browser: Browser } => {
  const live = {} as { server: Server; browser: Browser };
  beforeAll(async () => {
    live.server = await startServer();
    live.browser = await launch();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
  });
  return live;
};

/**
 * The app in this process instead of `npm start` (a test's own catalog, clock or hooks; the client from
 * dist/web, as `build-once.ts` built it) and one Chromium, for a test file: started in its beforeAll,
 * closed in its afterAll.
 */
export const inProcessStack = (
  opts: LocalServerOptions,
): { readonly server: LocalServer; readonly browser: Browser } => {
  const live = {} as { server: LocalServer; browser: Browser };
  beforeAll(async () => {
    live.server = await startLocalServer({
      port: 0,
      dataDir: null,
      quiet: true,
      webDir: join(ROOT, 'dist', 'web'),
      ...opts,
    });
    live.browser = await launch();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.close();
  });
  return live;
};
/** Chromium for a test file (the same launch as the board harness's). */
export const launch = launchChromium;
