import { Hono } from 'hono';
import { z } from 'zod';
import { LANGS } from '../../../rules/core/text.js';
import { notifyDepsOf } from '../../notify/deps.js';
import { Postman } from '../../notify/postman.js';
import { scheduleDigest } from '../../notify/writers.js';
import { DEFAULT_DIGEST_HOUR } from '../../store/clock-items.js';
import type { Profile } from '../../store/users.js';
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
    notify: z
      .record(z.string().regex(/^[a-z-]{1,32}$/), z.boolean())
      .refine((o) => Object.keys(o).length <= 20, 'too many kinds')
      .optional(),
    /** the local hour (0–23, in `timeZone`) of the daily digest */
    digestHour: z.number().int().min(0).max(23).optional(),
  })
  .strict();

/**
 * The profile as the player sees it. `digestHour` lives beside the profile on the user item
 * (store/clock-items.ts); the vacation bank has its own route (/api/me/vacation).
 */
export const presentMe = (profile: Profile & { digestHour?: unknown; vacationBank?: unknown }) => {
  const { vacationBank: _bank, ...rest } = profile;
  return { ...rest, digestHour: typeof profile.digestHour === 'number' ? profile.digestHour : DEFAULT_DIGEST_HOUR };
};

export const meRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  app.use('*', requireUser(svc));
  app.get('/', (c) => c.json(presentMe(me(c))));
  app.put('/', async (c) => {
    // the whole patch is checked before anything is written, then written in one update
    const { digestHour, ...patch } = await body(c, profilePatch);
    const user = me(c);
    const profile = await svc.users.updateProfile(user.userId, { ...patch, digestHour });
    // a digest switched on (or moved) is booked now; one already booked for today moves when it comes due
    if (profile.notify?.digest === true && (digestHour !== undefined || patch.notify || patch.timeZone)) {
      const d = notifyDepsOf(svc);
      await scheduleDigest(d, new Postman(d), profile);
    }
    return c.json(presentMe(profile));
  });
  return app;
};
