import { Hono } from 'hono';
import { z } from 'zod';
import { rememberedBoard, staticBoardOf } from '../../play/boards.js';
import type { Env, Services } from '../deps.js';
import { notFound } from '../errors.js';
import { check, ID_SEGMENT } from '../validate.js';

const params = z.object({ game: z.string().min(1).max(40), key: z.string().regex(/^[0-9a-f]{16}$/) }).strict();
const query = z.object({ from: z.string().regex(ID_SEGMENT, 'not a game id').optional() }).passthrough();

/**
 * /api/boards/:game/:key — a static board (grid, cells, terrain, hexsides, lines, places) by its
 * content key, as game answers name it in `boardKey`. It holds nothing secret and never changes
 * under its key, so it is public and cached for good. `?from=<gameId>` names a game that uses the
 * board, for an instance that has not built it yet; the answer is the same with or without it.
 */
export const boardsRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  app.get('/:game/:key', async (c) => {
    const { game, key } = check(c.req.param(), params, ['params']);
    const { from } = check(c.req.query(), query, ['query']);
    const etag = `"${key}"`;
    const cache = (): void => {
      c.header('cache-control', 'public, max-age=31536000, immutable');
      c.header('etag', etag);
    };
    if (c.req.header('if-none-match') === etag) {
      cache();
      return c.body(null, 304);
    }
    let json = rememberedBoard(game, key);
    if (!json && from) {
      const loaded = await svc.games.read(from);
      if (loaded && loaded.module.id === game && staticBoardOf(loaded.module, loaded.record.state).key === key)
        json = rememberedBoard(game, key);
    }
    if (!json) throw notFound('no such board', 'unknown-board');
    cache();
    c.header('content-type', 'application/json; charset=utf-8');
    return c.body(json);
  });
  return app;
};
