/**
 * The whole HTTP API as one Hono app. The Lambda entry and the local server wrap the same app;
 * only `deps` differ. Each area is a sub-app mounted with `route`; errors are mapped in one place.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { newSeed } from '../dice/hmac-dice.js';
import { createLogger, type Logger } from '../log.js';
import { defaultCatalog } from '../play/catalog.js';
import { GameStore } from '../play/games.js';
import { UserStore } from '../store/users.js';
import { packBlobsFromEnv } from '../store/pack-blobs.js';
import { ClubPacks } from '../packs/club-packs.js';
import { csrfGuard } from './csrf.js';
import type { AppDeps, Env, Services } from './deps.js';
import { ApiError } from './errors.js';
import { serverTiming } from './server-timing.js';
import { setLateHeader } from './late-header.js';
import { saysNoStore } from './games-helpers.js';
import { authRoutes } from './routes/auth.js';
import { boardsRoutes } from './routes/boards.js';
import { catalogRoutes } from './routes/catalog.js';
import { chatRoutes } from './routes/chat.js';
import { claimRoutes } from './routes/claim.js';
import { clubsRoutes } from './routes/clubs.js';
import { clubPacksRoutes, packExampleRoutes } from './routes/packs.js';
import { draftRoutes } from './routes/draft.js';
import { gamesRoutes } from './routes/games.js';
import { healthRoutes } from './routes/health.js';
import { leaguesRoutes } from './routes/leagues.js';
import { meRoutes } from './routes/me.js';
import { ordersRoutes } from './routes/orders.js';
import { ratingsRoutes } from './routes/ratings.js';
import { unsubscribeRoutes } from './routes/unsubscribe.js';
import { vacationRoutes } from './routes/vacation.js';
import { checkBody, checkPath, checkQuery, LIMITS } from './validate.js';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The default client address: the last X-Forwarded-For hop, which the nearest proxy appended. */
const lastForwardedHop = (header: string | undefined): string => header?.split(',').pop()?.trim() || 'unknown';

/** The request's id: Lambda's (so a log line and the platform's REPORT line meet), else a fresh one. */
const requestIdOf = (c: Context<Env>): string =>
  (c.env as { lambdaContext?: { awsRequestId?: string } } | undefined)?.lambdaContext?.awsRequestId ?? randomUUID();

/** the game a path is about: `/api/games/<id>/…` and a league's `/api/leagues/<id>/games/<id>` */
const GAME_IN_PATH = /^\/api\/(?:leagues\/[\w-]+\/)?games\/([\w-]+)/;

export const services = (deps: AppDeps): Services => {
  const catalog = deps.games ?? defaultCatalog;
  const logger = deps.logger ?? createLogger('api', { level: 'error' });
  const log = deps.log ?? logger.hook;
  const packBlobs = deps.packBlobs ?? packBlobsFromEnv();
  return {
    deps: {
      ...deps,
      logger,
      log,
      clientIp: deps.clientIp ?? ((c) => lastForwardedHop(c.req.header('x-forwarded-for'))),
    },
    catalog,
    games: new GameStore(deps.db, catalog, { faults: deps.faults, afterCommit: deps.afterCommit, log, packBlobs }),
    packs: new ClubPacks(deps.db, packBlobs),
    users: new UserStore(deps.db),
    newSeed: deps.newSeed ?? newSeed,
  };
};

const tooLarge = (c: Context) =>
  c.json({ code: 'body-too-large', message: `a request body is at most ${LIMITS.bodyBytes} bytes` }, 413);
const countedLimit = bodyLimit({ maxSize: LIMITS.bodyBytes, onError: tooLarge });

/**
 * No body over LIMITS.bodyBytes is read. A body that states its length is judged by the header
 * alone, as hono's bodyLimit judges it; only one without (chunked) is counted as it streams in, by
 * bodyLimit. Asking bodyLimit first would touch `request.body`, and on Node that alone turns the
 * server's light request into a full web Request with a stream for its body, which every route then
 * reads through (≈0.15–0.3 ms of CPU a POST, ≈0.05 a GET: docs/platform/speed-submission.md). A GET, HEAD or OPTIONS
 * body is never read.
 */
const limitBody: MiddlewareHandler<Env> = (c, next) => {
  if (BODYLESS.has(c.req.method)) return next();
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return countedLimit(c, next);
  return parseInt(length, 10) > LIMITS.bodyBytes ? Promise.resolve(tooLarge(c)) : next();
};

export const createApp = (deps: AppDeps, svc: Services = services(deps)): Hono<Env> => {
  const app = new Hono<Env>();
  const logger: Logger = svc.deps.logger ?? createLogger('api', { level: 'error' });
  const log = deps.log;

  // one line per request, with its ids: never the query (an unsubscribe token), a body, or a cookie
  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c);
    c.set('requestId', requestId);
    await next();
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('user')?.userId ?? c.get('session')?.userId,
      gameId: GAME_IN_PATH.exec(c.req.path)?.[1],
    });
  });

  app.use('/api/*', serverTiming(deps.serverTiming === true));

  // the input policy's first two gates (docs/security.md): no body over 1 MB is read, and every path
  // segment — each id a route builds a key from — is short and plain before any route sees it
  app.use('*', limitBody);
  app.use('/api/*', async (c, next) => {
    checkPath(c.req.path);
    checkQuery(new URL(c.req.url).search);
    await next();
  });
  app.use('/api/*', async (c, next) => {
    await next();
    // answers are per user and change with every turn: never let a cache keep them (a route that
    // serves something immutable, like a static board, says so itself)
    if (!saysNoStore(c.res) && !c.res.headers.has('cache-control')) setLateHeader(c, 'cache-control', 'no-store');
  });
  app.use('/api/*', csrfGuard(deps.config.publicUrl));
  // every body, read by its route or not, is one JSON object without prototype keys, nested at most 24 deep
  app.use('/api/*', async (c, next) => {
    if (!BODYLESS.has(c.req.method) && c.req.path !== '/api/unsubscribe') await checkBody(c);
    await next();
  });

  app.route('/api/health', healthRoutes(svc));
  app.route('/api/auth', authRoutes(svc));
  app.route('/api/me/vacation', vacationRoutes(svc));
  app.route('/api/me', meRoutes(svc));
  app.route('/api/catalog', catalogRoutes(svc));
  app.route('/api/boards', boardsRoutes(svc));
  // five sub-apps share /api/games: Hono tries them in this order
  for (const routes of [ordersRoutes, draftRoutes, chatRoutes, claimRoutes, gamesRoutes])
    app.route('/api/games', routes(svc));
  app.route('/api/unsubscribe', unsubscribeRoutes(svc));
  app.route('/api/clubs', clubPacksRoutes(svc, svc.packs));
  app.route('/api/clubs', clubsRoutes(svc));
  app.route('/api/packs', packExampleRoutes());
  app.route('/api/leagues', leaguesRoutes(svc));
  app.route('/api/ratings', ratingsRoutes(svc));

  app.notFound((c) => c.json({ code: 'not-found', message: `no route ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body(), err.status);
    if (err instanceof HTTPException) return c.json({ code: 'http', message: err.message }, err.status);
    if (log) log(`${c.req.method} ${c.req.path} failed`, err);
    else
      logger.error('request failed', err, {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        userId: c.get('user')?.userId ?? c.get('session')?.userId,
        gameId: GAME_IN_PATH.exec(c.req.path)?.[1],
      });
    return c.json({ code: 'internal', message: 'something went wrong on our side' }, 500);
  });
  return app;
};
