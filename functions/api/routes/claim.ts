import { Hono } from 'hono';
import { notifyDepsOf } from '../../notify/deps.js';
import { sideOf } from '../../play/present.js';
import { Sweeper } from '../../sweep/sweeper.js';
import type { Env, Services } from '../deps.js';
import { forbidden } from '../errors.js';
import { commitPlatformTurn, loadMine, view } from '../games-helpers.js';
import { me, requireUser } from '../session.js';
import { body, NO_BODY } from '../validate.js';

/**
 * POST /api/games/:id/claim — a win on the opponent's timeout. If the opponent's time has run out
 * but no sweeper has been by yet, the game is settled first exactly as the sweeper would (which
 * may start the opponent's automatic vacation instead of a timeout); then the claim is a turn.
 */
export const claimRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  const sweeper = new Sweeper(notifyDepsOf(svc));
  app.use('/:id/claim', requireUser(svc));
  app.post('/:id/claim', async (c) => {
    await body(c, NO_BODY);
    const user = me(c);
    const id = c.req.param('id');
    const { game, side } = await loadMine(svc, id, user.userId);
    if (game.record.seats[side]?.userId !== user.userId) throw forbidden('take your seat first', 'not-seated');
    const d = game.record.deadline;
    if (
      game.record.lifecycle === 'active' &&
      d &&
      d.side !== side &&
      !game.record.flagged &&
      Date.parse(d.at) <= svc.deps.clock.now().getTime()
    )
      await sweeper.settleGame(id);
    const after = await commitPlatformTurn(
      svc,
      id,
      () => ({ kind: 'claim', side, userId: user.userId }),
      (g) => sideOf(g.record, user.userId),
    );
    return c.json(view(svc, after, side));
  });
  return app;
};
