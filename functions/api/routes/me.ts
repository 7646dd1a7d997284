import { Hono } from 'hono';
import { z } from 'zod';
import { LANGS } from '../../../rules/core/text.js';
import type { Env, Services } from '../deps.js';
import { me, requireUser } from '../session.js';
import { body } from '../validate.js';

const validZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM');

const profilePatch = z
  .object({
    name: z.string().trim().min(1).max(40).optional(),
    lang: z.enum(LANGS).optional(),
    timeZone: z.string().max(64).refine(validZone, 'unknown time zone').optional(),
    quietHours: z.object({ from: hhmm, to: hhmm }).strict().nullable().optional(),
    notify: z.record(z.string().regex(/^[a-z-]{1,32}$/), z.boolean()).refine((o) => Object.keys(o).length <= 20, 'too many kinds').optional(),
  })
  .strict();

export const meRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  app.use('*', requireUser(svc));
  app.get('/', (c) => c.json(me(c)));
  app.put('/', async (c) => {
    const patch = await body(c, profilePatch);
    return c.json(await svc.users.updateProfile(me(c).userId, patch));
  });
  return app;
};
