/**
 * Sessions: a jose-signed JWT (HS256) in an httpOnly cookie carries only the session id; every
 * request checks it against the SESSION# item, so deleting that item signs the user out everywhere.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { isLocalhost } from '../config.js';
import type { Session } from '../store/users.js';
import type { Env, Services } from './deps.js';
import { unauthorized } from './errors.js';

export const SESSION_COOKIE = 'rozkaz_session';

export const signSession = async (svc: Services, session: Session): Promise<string> =>
  new SignJWT({ sid: session.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.userId)
    .setIssuedAt(Math.floor(svc.deps.clock.now().getTime() / 1000))
    .setExpirationTime(session.expiresAt)
    .sign(svc.deps.config.signingKey);

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

/** The signed-in user and session, or null; never throws for a bad cookie (it is simply not a session). */
export const readSession = async (c: Context, svc: Services) => {
  const jwt = getCookie(c, SESSION_COOKIE);
  if (!jwt) return null;
  let sid: unknown, sub: unknown;
  try {
    const { payload } = await jwtVerify(jwt, svc.deps.config.signingKey, {
      algorithms: ['HS256'],
      currentDate: svc.deps.clock.now(),
    });
    sid = payload.sid;
    sub = payload.sub;
  } catch {
    return null;
  }
  if (typeof sid !== 'string' || typeof sub !== 'string') return null;
  const found = await svc.users.sessionWithProfile(sid, sub);
  if (!found || found.session.expiresAt * 1000 <= svc.deps.clock.now().getTime()) return null;
  return { session: found.session, user: found.profile };
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

/** The signed-in user inside a route behind requireUser. */
export const me = (c: Context<Env>) => {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
};
