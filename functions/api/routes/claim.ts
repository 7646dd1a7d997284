import { Hono } from 'hono';
import type { Env, Services } from '../deps.js';
import { notYet } from '../errors.js';

/** POST /api/games/:id/claim — a win on the opponent's timeout; the clocks-and-email issue fills this in. */
export const claimRoutes = (_svc: Services) => {
  const app = new Hono<Env>();
  app.post('/:id/claim', () => {
    throw notYet('claiming on time');
  });
  return app;
};
