import { Hono } from 'hono';
import { z } from 'zod';
import {
  bankLeftMs,
  currentBank,
  VACATION_DAYS_PER_YEAR,
  VacationError,
  vacationRunsOutAt,
  type VacationBank,
} from '../../clock/vacation-bank.js';
import { endVacationEverywhere, finishPendingVacation, startVacationEverywhere } from '../../clock/vacations.js';
import { notifyDepsOf } from '../../notify/deps.js';
import { ClockItems } from '../../store/clock-items.js';
import { DAY } from '../../time/clock.js';
import type { Env, Services } from '../deps.js';
import { ApiError } from '../errors.js';
import { me, requireUser } from '../session.js';
import { body } from '../validate.js';

const vacationBody = z.object({ on: z.boolean() }).strict();

export const presentVacation = (bank: VacationBank | undefined, now: Date) => {
  const b = currentBank(bank, now);
  return {
    onVacation: Boolean(b.since),
    since: b.since ?? null,
    /** when a running vacation ends by itself (the bank runs out) */
    until: b.since ? vacationRunsOutAt(b)!.toISOString() : null,
    auto: Boolean(b.auto),
    year: b.year,
    allowanceDays: b.allowanceDays ?? VACATION_DAYS_PER_YEAR,
    leftDays: Math.round((bankLeftMs(b, now) / DAY) * 100) / 100,
  };
};

/**
 * GET /api/me/vacation — the bank; POST {on} — start or end a vacation, which pauses (or restarts)
 * the player's clock in every game that allows vacation. Each change is a vacation turn per game.
 * Both first finish a change that a crash left half done (the bank's `pending`).
 */
export const vacationRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  const items = new ClockItems(svc.deps.db);
  const d = notifyDepsOf(svc);
  app.use('*', requireUser(svc));

  app.get('/', async (c) => {
    const userId = me(c).userId;
    const extras = await items.extras(userId);
    const bank = extras?.bank?.pending ? (await finishPendingVacation(d, userId, svc.deps.faults))?.bank : extras?.bank;
    return c.json(presentVacation(bank, svc.deps.clock.now()));
  });

  app.post('/', async (c) => {
    const user = me(c);
    const req = await body(c, vacationBody);
    try {
      if (req.on) {
        const change = await startVacationEverywhere(d, user.userId, { auto: false, faults: svc.deps.faults });
        return c.json({ ...presentVacation(change.bank, svc.deps.clock.now()), games: change.games });
      }
      const change = await endVacationEverywhere(d, user.userId, { reason: 'asked', faults: svc.deps.faults });
      if (!change) throw new ApiError(409, 'not-away', 'you are not on vacation');
      return c.json({ ...presentVacation(change.bank, svc.deps.clock.now()), games: change.games });
    } catch (e) {
      if (e instanceof VacationError)
        throw new ApiError(409, e.code, e.code === 'bank-empty' ? 'no vacation days left this year' : e.message);
      throw e;
    }
  });
  return app;
};
