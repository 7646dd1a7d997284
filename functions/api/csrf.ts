/**
 * Cross-site request forgery: a state-changing request that carries the session cookie must be
 * JSON and come from our own origin, and so must sign-in itself. The unsubscribe link is exempt — its token is the proof,
 * and an email client's one-click unsubscribe (RFC 8058) sends neither JSON nor an Origin.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { forbidden } from './errors.js';
import { SESSION_COOKIE } from './session.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT = new Set(['/api/unsubscribe']);
/**
 * Sign-in sets the cookie, so it is checked with or without one: a foreign page posting an
 * attacker's token would otherwise sign the victim into the attacker's account (login CSRF).
 * Our confirm page posts it as JSON from our origin.
 */
const ALWAYS = new Set(['/api/auth/verify']);

export const csrfGuard = (publicUrl: string): MiddlewareHandler => {
  const ours = new URL(publicUrl).origin;
  return async (c, next) => {
    if (
      !SAFE.has(c.req.method) &&
      !EXEMPT.has(c.req.path) &&
      (ALWAYS.has(c.req.path) || getCookie(c, SESSION_COOKIE) !== undefined)
    ) {
      const origin = c.req.header('origin');
      if (origin !== ours) throw forbidden('cross-site request refused', 'bad-origin');
      const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') throw forbidden('requests must be JSON', 'not-json');
    }
    await next();
  };
};
