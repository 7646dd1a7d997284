import { Hono } from 'hono';
import { presentRating, ratingList } from '../../clubs/club-page.js';
import { isProvisional } from '../../leagues/glicko2.js';
import { RatingStore } from '../../store/rating-items.js';
import type { Env, Services } from '../deps.js';
import { notFound } from '../errors.js';
import { me, requireUser } from '../session.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * /api/ratings — my ratings; the site-wide list for a game title (best first, provisional ones
 * after); one player's rating and history in a title. (The club's list is /api/clubs/:id/ratings/:game.)
 */
export const ratingsRoutes = (svc: Services) => {
  const ratings = new RatingStore(svc.deps.db);
  const app = new Hono<Env>();
  app.use('*', requireUser(svc));

  const knownGame = async (game: string) => {
    if (!(await svc.catalog.get(game))) throw notFound(`no game ${game}`, 'unknown-game');
  };

  app.get('/', async (c) => {
    const user = me(c);
    const mine = await ratings.ofUser(user.userId);
    return c.json({ ratings: mine.map((r) => ({ game: r.game, ...presentRating(r, 0) })) });
  });

  app.get('/:game', async (c) => {
    const game = c.req.param('game');
    await knownGame(game);
    return c.json({ game, ratings: ratingList(await ratings.list(game, 200)) });
  });

  app.get('/:game/:userId', async (c) => {
    const game = c.req.param('game');
    await knownGame(game);
    const userId = c.req.param('userId');
    const current = await ratings.current(userId, game);
    if (!current) throw notFound('that player has no rating in this game', 'unrated');
    const history = await ratings.history(userId, game);
    return c.json({
      game,
      rating: presentRating(current, 0),
      history: history.map((h) => ({
        gameId: h.gameId,
        endedAt: h.endedAt,
        league: h.league,
        opponent: { userId: h.opponent.userId, name: h.opponent.name, rating: Math.round(h.opponent.rating) },
        score: h.score,
        before: { rating: round2(h.before.rating), rd: round2(h.before.rd) },
        after: { rating: round2(h.after.rating), rd: round2(h.after.rd), provisional: isProvisional(h.after) },
      })),
    });
  });
  return app;
};
