/**
 * Sessions: a jose-signed JWT (HS256) in an httpOnly cookie carries only the session id; every
 * request checks it against the SESSION# item, so deleting that item signs the user out everywhere.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';
import { isLocalhost } from '../config.js';
import type { GameRecord } from '../play/types.js';
import { readCallerAndGame, readSessionAndGame } from '../store/first-read.js';
import type { Session } from '../store/users.js';
import type { Env, Services } from './deps.js';
import { unauthorized } from './errors.js';
import { addTiming } from '../timings.js';
import { timingsOf } from './server-timing.js';

export const SESSION_COOKIE = 'rozkaz_session';

/**
 * The signing key imported once as a WebCrypto key: handing jose the raw bytes imports them again on
 * every request (≈0.5 ms a cookie under load, `npm run bench -- api`), the imported key does not.
 */
const imported = new WeakMap<Uint8Array, Promise<CryptoKey>>();
const keyOf = (svc: Services): Promise<CryptoKey> => {
  const raw = svc.deps.config.signingKey;
  let key = imported.get(raw);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    imported.set(raw, key);
  }
  return key;
};

export const signSession = async (svc: Services, session: Session): Promise<string> =>
  new SignJWT({ sid: session.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.userId)
    .setIssuedAt(Math.floor(svc.deps.clock.now().getTime() / 1000))
    .setExpirationTime(session.expiresAt)
    .sign(await keyOf(svc));

export const setSessionCookie = (c: Context, svc: Services, jwt: string): void =>
  setCookie(c, SESSION_COOKIE, jwt, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: !isLocalhost(svc.deps.config.publicUrl),
    path: '/',
    maxAge: svc.deps.config.sessionDays * 24 * 3600,
  });

export const clearSessionCookie = (c: Context, svc: Services): void => {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: !isLocalhost(svc.deps.config.publicUrl) });
};

interface Claims {
  sessionId: string;
  userId: string;
}

/**
 * Cookies already verified, by their text, per signing key: a browser sends the same cookie with
 * every request, and its signature check (import, HMAC, base64 and JSON of the token) was the
 * largest in-process cost of a request after the rules (`npm run bench -- api`). The same text under
 * the same key verifies the same way, so a cookie seen before has only its time claims checked again,
 * as jose checks them; revocation is untouched (every request still reads the SESSION item).
 */
const VERIFIED_KEPT = 4096;
const verified = new WeakMap<Uint8Array, Map<string, Claims & { exp?: number; nbf?: number }>>();
const inTime = (t: { exp?: number; nbf?: number }, now: Date) => {
  const s = Math.floor(now.getTime() / 1000);
  return (t.exp === undefined || t.exp > s) && (t.nbf === undefined || t.nbf <= s);
};

/** The session id and user id a valid cookie names (no read yet), or null; never throws for a bad cookie. */
const cookieClaims = async (c: Context, svc: Services): Promise<Claims | null> => {
  const jwt = getCookie(c, SESSION_COOKIE);
  if (!jwt) return null;
  const now = svc.deps.clock.now();
  const raw = svc.deps.config.signingKey;
  let seen = verified.get(raw);
  if (!seen) verified.set(raw, (seen = new Map()));
  const known = seen.get(jwt);
  if (known) return inTime(known, now) ? { sessionId: known.sessionId, userId: known.userId } : null;
  try {
    const { payload } = await jwtVerify(jwt, await keyOf(svc), { algorithms: ['HS256'], currentDate: now });
    const { sid, sub, exp, nbf } = payload;
    if (typeof sid !== 'string' || typeof sub !== 'string') return null;
    if (seen.size >= VERIFIED_KEPT) seen.delete(seen.keys().next().value!);
    seen.set(jwt, { sessionId: sid, userId: sub, exp, nbf });
    return { sessionId: sid, userId: sub };
  } catch {
    return null;
  }
};

const live = <P>(svc: Services, found: { session: Session; profile: P } | null) =>
  found && found.session.expiresAt * 1000 > svc.deps.clock.now().getTime()
    ? { session: found.session, user: found.profile }
    : null;

/** The signed-in user and session, or null; never throws for a bad cookie (it is simply not a session). */
export const readSession = async (c: Context, svc: Services) => {
  const claims = await cookieClaims(c, svc);
  return claims && live(svc, await svc.users.sessionWithProfile(claims.sessionId, claims.userId));
};

/** 401 unless signed in; sets `user` and `session`. */
export const requireUser =
  (svc: Services): MiddlewareHandler<Env> =>
  async (c, next) => {
    const s = await readSession(c, svc);
    if (!s) throw unauthorized();
    c.set('user', s.user);
    c.set('session', s.session);
    await next();
  };

/**
 * `requireUser` for a route about the game `:id` (the view, a submission): the session, the
 * profile and the game item in one BatchGetItem; sets `user`, `session` and `game` (null: no such
 * game). The session is read in the same consistent call, so a signed-out session is refused at once.
 * `{profile: false}`: a route whose answer needs only the caller's id (the view) reads the session
 * and the game alone — one item less in the read — and `user` is not set (`callerId` gives the id).
 */
export const requireUserAndGame =
  (svc: Services, { profile = true }: { profile?: boolean } = {}): MiddlewareHandler<Env> =>
  async (c, next) => {
    const claims = await cookieClaims(c, svc);
    if (!claims) throw unauthorized();
    const t = performance.now();
    const gameId = c.req.param('id') ?? '';
    const read = profile
      ? await readCallerAndGame<GameRecord>(svc.deps.db, claims, gameId)
      : await readSessionAndGame<GameRecord>(svc.deps.db, claims, gameId);
    const caller = 'caller' in read ? read.caller : read.session && { session: read.session, profile: null };
    const s = live(svc, caller);
    if (!s) throw unauthorized();
    if (s.user) c.set('user', s.user);
    c.set('session', s.session);
    c.set('game', read.game && (await svc.games.loaded(read.game)));
    // the one read (session, profile, game) and the game item's JSON
    addTiming(timingsOf(c), 'read', performance.now() - t);
    await next();
  };

/** The signed-in caller's id inside a route behind requireUser or requireUserAndGame. */
export const callerId = (c: Context<Env>): string => {
  const session = c.get('session');
  if (!session) throw unauthorized();
  return session.userId;
};

/** The signed-in user inside a route behind requireUser. */
export const me = (c: Context<Env>) => {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
};
