/**
 * The least a view can cost on this bench (api-games.ts prints it beside the view): a bare node:http
 * server — no Hono, no middleware, no input checks, no cookie signature — that does only what a view
 * cannot leave out: the session and the game item in one BatchGetItem (revocation needs the session),
 * the game loaded, the side's remembered view and its JSON (functions/play/present.ts), the answer
 * written with its headers. The bench's client asks it as it asks the API (node:http, keep-alive) and
 * parses the answer the same way. The API's view against this is what our stack (the Node adapter,
 * Hono, the middleware, the route) adds; this against one GetItem is what the arrangement leaves for
 * any stack at all (a second item in the read, an HTTP hop on both ends, the client's parse of the view).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Services } from '../functions/api/deps.js';
import { view } from '../functions/api/games-helpers.js';
import { SESSION_COOKIE } from '../functions/api/session.js';
import { gameJson, sideOf } from '../functions/play/present.js';
import type { GameRecord } from '../functions/play/types.js';
import { readSessionAndGame } from '../functions/store/first-read.js';

/** the session's claims of a cookie, decoded once (the API checks a cookie's signature once per instance too) */
const claimsOf = new Map<string, { sessionId: string; userId: string }>();
const claims = (cookieHeader: string | undefined) => {
  const jwt = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`))?.[1];
  if (!jwt) return null;
  let found = claimsOf.get(jwt);
  if (!found) {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
    claimsOf.set(jwt, (found = { sessionId: payload.sid, userId: payload.sub }));
  }
  return found;
};

/** the bare view server on a free port of 127.0.0.1: `GET /<gameId>` with the session cookie */
export const leastViewServer = async (svc: Services): Promise<{ url: string; close: () => Promise<void> }> => {
  const server: Server = createServer(async (req, res) => {
    const caller = claims(req.headers.cookie);
    const read = caller && (await readSessionAndGame<GameRecord>(svc.deps.db, caller, req.url!.slice(1)));
    const side = read?.session && read.game ? sideOf(read.game.record, read.session.userId) : null;
    if (!read?.game || !side) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const json = gameJson(view(svc, await svc.games.loaded(read.game), side));
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(json);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
};
