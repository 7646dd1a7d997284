import { Hono } from 'hono';
import { z } from 'zod';
import { LANGS } from '../../../rules/core/text.js';
import { eraseAccount, exportAccount } from '../../account/account.js';
import { notifyDepsOf } from '../../notify/deps.js';
import { Postman } from '../../notify/postman.js';
import { scheduleDigest } from '../../notify/writers.js';
import { DEFAULT_DIGEST_HOUR } from '../../store/clock-items.js';
import type { Profile } from '../../store/users.js';
import { DAY, HOUR } from '../../time/clock.js';
import { AccountItems, type RateKey } from '../../store/account-items.js';
import { ApiError } from '../errors.js';
import { clearSessionCookie } from '../session.js';
import { RATE } from './auth.js';
import { PACK_RATE } from './packs.js';
import { DRAFT_RATE } from './draft.js';
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

/** deleting an account is never an accident of an empty body */
const eraseBody = z.object({ confirm: z.literal(true) }).strict();

/** every rate limiter that counts this person, with its window (the windows still alive are deleted) */
const rateKeysOf = async (svc: Services, user: Profile): Promise<RateKey[]> => {
  const games = (await new AccountItems(svc.deps.db).userItems(user.userId))
    .filter((r) => r.sk.startsWith('GAME#'))
    .map((r) => r.sk.slice('GAME#'.length));
  return [
    { key: `email:${user.email}`, windowMs: (svc.deps.signInLimits ?? RATE).perEmail.windowMs },
    { key: `invite-to:${user.email}`, windowMs: 7 * DAY },
    { key: `invite-from:${user.userId}`, windowMs: DAY },
    { key: `draft:${user.userId}`, windowMs: DRAFT_RATE.windowMs },
    { key: `pack:${user.userId}`, windowMs: PACK_RATE.windowMs },
    ...games.map((g) => ({ key: `chat:${user.userId}:${g}`, windowMs: HOUR })),
  ];
};

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

  // a JSON download of everything stored under the account
  app.get('/export', async (c) => {
    const data = await exportAccount({ db: svc.deps.db, games: svc.games, clock: svc.deps.clock }, me(c));
    c.header('content-disposition', 'attachment; filename="rozkaz-my-data.json"');
    return c.json(data);
  });

  // erase the account: resign its running games, then delete its own items and unname the shared ones
  app.delete('/', async (c) => {
    await body(c, eraseBody);
    const user = me(c);
    const outcome = await eraseAccount(
      { db: svc.deps.db, games: svc.games, clock: svc.deps.clock },
      user,
      await rateKeysOf(svc, user),
    );
    if (!outcome.ok)
      throw new ApiError(409, 'owns-club', 'hand your clubs over to another member first', { clubs: outcome.clubs });
    clearSessionCookie(c, svc);
    return c.json(outcome);
  });
  return app;
};
