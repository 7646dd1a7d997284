import { Hono } from 'hono';
import { z } from 'zod';
import { scenarioAlliances, type Side } from '../../../rules/core/contract.js';
import { allowChat } from '../../notify/mail-limits.js';
import { ChatStore } from '../../store/chat-items.js';
import type { ChatAnswer, ChatLine } from '../answers.js';
import type { Env, Services } from '../deps.js';
import { forbidden, refuseOver } from '../errors.js';
import { loadMine } from '../games-helpers.js';
import { me, requireUser } from '../session.js';
import { body } from '../validate.js';

/** `to`: 'all' (default) or the id of an alliance the writer belongs to (ScenarioInfo.alliances) */
const chatBody = z
  .object({ text: z.string().trim().min(1).max(2000), to: z.string().min(1).max(40).default('all') })
  .strict();

/** The channels a side reads and writes: 'all', and the alliances it is a member of. */
const channelsOf = (alliances: Readonly<Record<string, readonly Side[]>>, side: Side): Set<string> =>
  new Set([
    'all',
    ...Object.entries(alliances)
      .filter(([, members]) => members.includes(side))
      .map(([id]) => id),
  ]);

/**
 * GET/POST /api/games/:id/chat — messages between the players (only they read or write them): to
 * every seat, or to the members of one alliance only (games of three or more seats with alliances).
 */
export const chatRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  const chat = new ChatStore(svc.deps.db);
  app.use('/:id/chat', requireUser(svc));

  app.get('/:id/chat', async (c) => {
    const user = me(c);
    const { game, side } = await loadMine(svc, c.req.param('id'), user.userId);
    const mine = channelsOf(scenarioAlliances(game.module, game.record.setup.scenario), side);
    const messages = await chat.list(game.record.setup.id);
    // an alliance's messages reach its members only (fog per seat holds for chat too)
    return c.json({
      messages: messages.filter((m) => mine.has(m.to ?? 'all')).map(({ userId: _u, ...m }) => m),
    } satisfies ChatAnswer);
  });

  app.post('/:id/chat', async (c) => {
    const user = me(c);
    const req = await body(c, chatBody);
    const { game } = await loadMine(svc, c.req.param('id'), user.userId);
    // an invitee who has not taken the seat yet may read but not write
    const side = Object.entries(game.record.seats).find(([, s]) => s?.userId === user.userId)?.[0];
    if (!side) throw forbidden('take your seat before writing', 'not-seated');
    if (!channelsOf(scenarioAlliances(game.module, game.record.setup.scenario), side).has(req.to))
      throw forbidden(`${side} is not in the alliance ${req.to}`, 'not-an-ally');
    refuseOver(await allowChat(svc.users, user.userId, game.record.setup.id, svc.deps.clock.now()));
    const { userId: _u, ...msg } = await chat.add(game.record.setup.id, {
      at: svc.deps.clock.now().toISOString(),
      side,
      userId: user.userId,
      name: user.name,
      text: req.text,
      to: req.to,
    });
    return c.json(msg satisfies ChatLine, 201);
  });
  return app;
};
