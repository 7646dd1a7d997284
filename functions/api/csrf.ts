/**
 * Cross-site request forgery: a state-changing request that carries the session cookie must be
 * JSON and come from our own origin. Token-bearing routes are exempt — the token is the proof,
 * and an email client's one-click unsubscribe (RFC 8058) sends neither JSON nor an Origin.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { forbidden } from './errors.js';
import { SESSION_COOKIE } from './session.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT = new Set(['/api/auth/verify', '/api/unsubscribe']);

export const csrfGuard =
  (publicUrl: string): MiddlewareHandler =>
  async (c, next) => {
    if (!SAFE.has(c.req.method) && !EXEMPT.has(c.req.path) && getCookie(c, SESSION_COOKIE) !== undefined) {
      const origin = c.req.header('origin');
      if (origin !== new URL(publicUrl).origin) throw forbidden('cross-site request refused', 'bad-origin');
      const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') throw forbidden('requests must be JSON', 'not-json');
    }
    await next();
  };
