import { Hono } from 'hono';
import type { Env, Services } from '../deps.js';
import { notYet } from '../errors.js';

/** GET and POST /api/unsubscribe?token=… (RFC 8058 one-click); the clocks-and-email issue fills this in. */
export const unsubscribeRoutes = (_svc: Services) => {
  const app = new Hono<Env>();
  app.get('/', () => {
    throw notYet('unsubscribe');
  });
  app.post('/', () => {
    throw notYet('unsubscribe');
  });
  return app;
};
