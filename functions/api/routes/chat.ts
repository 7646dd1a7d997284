import { Hono } from 'hono';
import { z } from 'zod';
import { allowChat } from '../../notify/mail-limits.js';
import { ChatStore } from '../../store/chat-items.js';
import type { ChatAnswer, ChatLine } from '../answers.js';
import type { Env, Services } from '../deps.js';
import { forbidden, refuseOver } from '../errors.js';
import { loadMine } from '../games-helpers.js';
import { me, requireUser } from '../session.js';
import { body } from '../validate.js';

const chatBody = z.object({ text: z.string().trim().min(1).max(2000) }).strict();

/** GET/POST /api/games/:id/chat — messages between the players (only they read or write them). */
export const chatRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  const chat = new ChatStore(svc.deps.db);
  app.use('/:id/chat', requireUser(svc));

  app.get('/:id/chat', async (c) => {
    const user = me(c);
    const { game } = await loadMine(svc, c.req.param('id'), user.userId);
    const messages = await chat.list(game.record.setup.id);
    return c.json({ messages: messages.map(({ userId: _u, ...m }) => m) } satisfies ChatAnswer);
  });

  app.post('/:id/chat', async (c) => {
    const user = me(c);
    const req = await body(c, chatBody);
    const { game } = await loadMine(svc, c.req.param('id'), user.userId);
    // an invitee who has not taken the seat yet may read but not write
    const side = Object.entries(game.record.seats).find(([, s]) => s?.userId === user.userId)?.[0];
    if (!side) throw forbidden('take your seat before writing', 'not-seated');
    refuseOver(await allowChat(svc.users, user.userId, game.record.setup.id, svc.deps.clock.now()));
    const { userId: _u, ...msg } = await chat.add(game.record.setup.id, { at: svc.deps.clock.now().toISOString(), side, userId: user.userId, name: user.name, text: req.text });
    return c.json(msg satisfies ChatLine, 201);
  });
  return app;
};
