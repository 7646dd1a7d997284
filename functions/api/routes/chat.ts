import { Hono } from 'hono';
import type { Env, Services } from '../deps.js';
import { notYet } from '../errors.js';

/** GET/POST /api/games/:id/chat — the clocks-and-email issue fills this in. */
export const chatRoutes = (_svc: Services) => {
  const app = new Hono<Env>();
  app.get('/:id/chat', () => {
    throw notYet('chat');
  });
  app.post('/:id/chat', () => {
    throw notYet('chat');
  });
  return app;
};
