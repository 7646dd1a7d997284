/**
 * `npm start`: the whole service on one machine — embedded dynalite on disk under DATA_DIR, the
 * API, the local mailbox and its /dev pages, the web client from dist/web, and the sweeper on a
 * timer. Same createApp as the Lambda; only the adapters differ.
 */
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp, services } from '../api/app.js';
import { createLogger, levelFromEnv } from '../log.js';
import type { AppDeps, Services } from '../api/deps.js';
import { parseLocalEnv, type AppConfig } from '../config.js';
import { LocalMailbox } from '../mail/local-mailbox.js';
import type { GameCatalog } from '../play/catalog.js';
import { createDb } from '../store/db.js';
import { cachedPackBlobs, localPackBlobs } from '../store/pack-blobs.js';
import { ensureTable, startLocalEngine } from '../store/local-engine.js';
import { systemClock, type Clock } from '../time/clock.js';
import { devRoutes } from './dev-routes.js';
import { homePage, signinPage } from './fallback-page.js';
import { localHooks, type LocalHooks } from './hooks.js';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../api/security-headers.js';

const LOOPBACK = '127.0.0.1';
const SECURITY_ENTRIES = Object.entries(SECURITY_HEADERS);
const isLoopback = (address: string): boolean =>
  /^127\./.test(address) || address === '::1' || address === '::ffff:127.0.0.1';

export interface LocalServerOptions {
  port?: number;
  /** where the database, mailbox and signing key live; null: all in memory (tests, bench) */
  dataDir?: string | null;
  /** default: http://localhost:<port> */
  publicUrl?: string;
  webDir?: string;
  games?: GameCatalog;
  clock?: Clock;
  newSeed?: () => string;
  faults?: AppDeps['faults'];
  /** print mail to the console unless quiet */
  quiet?: boolean;
  log?: AppDeps['log'];
  /** structured logs (functions/log.ts); default: errors only. `npm start` logs every request (LOG_LEVEL) */
  logger?: AppDeps['logger'];
  signInLimits?: AppDeps['signInLimits'];
  draftBudget?: AppDeps['draftBudget'];
  /** the notifier and sweeper wiring; default localHooks; false: none (the API alone, as on Lambda) */
  hooks?: LocalHooks | false;
  /** an engine already running (DynamoDB Local in CI): the table is made there if missing; default: embedded dynalite */
  dbEndpoint?: string;
  /** the interface to listen on; default 127.0.0.1 (HOST) */
  host?: string;
  /**
   * serve the development mailbox (/dev/mail, which holds every sign-in link) even when listening
   * beyond the loopback interface (DEV_MAIL=1); on loopback it is always served
   */
  devMail?: boolean;
  /** answer with a Server-Timing header (`npm run bench -- api`); off by default */
  serverTiming?: boolean;
}

export interface LocalServer {
  url: string;
  port: number;
  /** what the server listens on (address and port) */
  address: AddressInfo;
  /** the embedded DynamoDB's address (a second client may connect) */
  dbEndpoint: string;
  mailbox: LocalMailbox;
  svc: Services;
  close(): Promise<void>;
}

/** The development signing key: generated into DATA_DIR on first start (never committed; .data is ignored). */
const signingKey = (dataDir: string | null): Uint8Array => {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'signing-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex') + '\n', { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
};

const attachEngine = async (endpoint: string) => {
  const db = createDb({ endpoint, region: 'eu-central-1' });
  await ensureTable(db);
  return { db, endpoint, close: async () => db.client.destroy() };
};

export const startLocalServer = async (opts: LocalServerOptions = {}): Promise<LocalServer> => {
  const dataDir = opts.dataDir === undefined ? '.data' : opts.dataDir;
  const engine = opts.dbEndpoint
    ? await attachEngine(opts.dbEndpoint)
    : await startLocalEngine(dataDir ? { path: join(dataDir, 'dynamodb') } : {});
  const clock = opts.clock ?? systemClock;
  const mailbox = new LocalMailbox({ dir: dataDir ?? undefined, print: !opts.quiet, clock });
  const webDir = resolve(opts.webDir ?? 'dist/web');
  const hasWeb = existsSync(join(webDir, 'index.html'));

  let handler: ((req: Request, env: unknown) => Response | Promise<Response>) | undefined;
  // Every answer's security headers are on the Node response before Hono sees the request: an answer
  // that names one of them itself (the stand-in pages' script policy) wins, as the adapter's writeHead
  // takes precedence. Set after the route instead, they made every answer build a Headers object
  // (docs/platform/speed-submission.md, "The local server's security headers").
  const listener = getRequestListener((req, env) => handler!(req, env));
  const server = createServer((req, res) => {
    for (const [name, value] of SECURITY_ENTRIES) res.setHeader(name, value);
    return listener(req, res);
  });
  // Node closes an idle keep-alive socket after 5 s; a client that reuses it at that moment gets ECONNRESET
  // (a browser test's GET failed so in CI). Clients drop idle sockets well before a minute.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(opts.port ?? 3000, opts.host ?? LOOPBACK, () => res());
  });
  const address = server.address() as AddressInfo;
  const port = address.port;
  const config: AppConfig = {
    publicUrl: opts.publicUrl ?? `http://localhost:${port}`,
    signingKey: signingKey(dataDir),
    local: true,
    sessionDays: 30,
  };

  const hooks: LocalHooks = opts.hooks === false ? { sweepEveryMs: 0 } : (opts.hooks ?? localHooks);
  let svc: Services;
  const deps: AppDeps = {
    db: engine.db,
    mailer: mailbox,
    clock,
    config,
    games: opts.games,
    newSeed: opts.newSeed,
    faults: opts.faults,
    log: opts.log,
    logger: opts.logger,
    signInLimits: opts.signInLimits,
    draftBudget: opts.draftBudget,
    clientIp: (c) => getConnInfo(c).remote.address ?? 'unknown',
    afterCommit: hooks.afterCommit ? (turns) => hooks.afterCommit!(svc, turns) : undefined,
    // club packs' content: under the data directory, or (in-memory runs) a fresh temporary one
    packBlobs: cachedPackBlobs(
      localPackBlobs(
        dataDir ? join(dataDir, 'packs') : join(tmpdir(), `rozkaz-packs-${randomBytes(6).toString('hex')}`),
      ),
    ),
    serverTiming: opts.serverTiming,
  };
  svc = services(deps);
  const api = createApp(deps, svc);

  const root = new Hono();
  // the mailbox hands out every sign-in link: only to this machine, unless asked for by name
  if (isLoopback(address.address) || opts.devMail) root.route('/', devRoutes(mailbox));
  root.route('/', api);
  const isPage = (path: string) => !/^\/(api|dev)(\/|$)/.test(path);
  if (hasWeb) {
    root.use('*', async (c, next) => (isPage(c.req.path) ? serveStatic({ root: webDir })(c, next) : next()));
    // single-page app: any other page is index.html, which routes on the client
    root.get('*', async (c, next) =>
      isPage(c.req.path) ? c.html(readFileSync(join(webDir, 'index.html'), 'utf8')) : next(),
    );
  } else {
    // the stand-in pages (no web build) carry their few lines of script inline
    const inline = (c: Context) =>
      c.header(
        'content-security-policy',
        CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
      );
    root.get('/signin', (c) => (inline(c), c.html(signinPage())));
    root.get('*', async (c, next) => (isPage(c.req.path) ? (inline(c), c.html(homePage())) : next()));
  }
  root.notFound((c) => c.json({ code: 'not-found', message: `no route ${c.req.method} ${c.req.path}` }, 404));
  handler = (req, env) => root.fetch(req, env as never);

  const sweeper = hooks.sweep
    ? setInterval(() => void hooks.sweep!(svc).catch((e) => svc.deps.log?.('sweep failed', e)), hooks.sweepEveryMs)
    : undefined;
  sweeper?.unref();

  return {
    url: config.publicUrl,
    port,
    address,
    dbEndpoint: engine.endpoint,
    mailbox,
    svc,
    close: async () => {
      if (sweeper) clearInterval(sweeper);
      await new Promise<void>((res) => server.close(() => res()));
      await engine.close();
    },
  };
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const env = parseLocalEnv();
  const s = await startLocalServer({
    port: env.port,
    dataDir: env.dataDir,
    publicUrl: process.env.PUBLIC_URL,
    host: env.host,
    devMail: env.devMail,
    logger: createLogger('api', { level: levelFromEnv() }),
  });
  const mail =
    isLoopback(s.address.address) || env.devMail
      ? `mail: ${s.url}/dev/mail`
      : 'mailbox off: not on loopback (DEV_MAIL=1 to serve it)';
  console.log(`Rozkaz is running at ${s.url} on ${s.address.address}  (data: ${resolve(env.dataDir)}; ${mail})`);
  const stop = () => void s.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
