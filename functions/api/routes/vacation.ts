import { Hono } from 'hono';
import type { Env, Services } from '../deps.js';
import { notYet } from '../errors.js';

/** POST /api/me/vacation — start or end vacation; the clocks-and-email issue fills this in. */
export const vacationRoutes = (_svc: Services) => {
  const app = new Hono<Env>();
  app.post('/', () => {
    throw notYet('vacation');
  });
  return app;
};
