import type { VacationBank } from '../store/clock-items.js';
import { DAY } from '../time/clock.js';

/** days of vacation per player per calendar year (UTC) */
export const VACATION_DAYS_PER_YEAR = 15;

// the bank's shape is what the profile stores (functions/store/clock-items.ts)
export type { VacationBank, VacationPending } from '../store/clock-items.js';

const yearOf = (d: Date): number => d.getUTCFullYear();

export const emptyBank = (now: Date, allowanceDays = VACATION_DAYS_PER_YEAR): VacationBank => ({
  year: yearOf(now),
  usedMs: 0,
  allowanceDays,
});

const allowanceMs = (b: VacationBank): number => (b.allowanceDays ?? VACATION_DAYS_PER_YEAR) * DAY;

/** the bank as of `now`: a new year starts a fresh allowance unless a vacation is still running */
export const currentBank = (bank: VacationBank | undefined, now: Date): VacationBank => {
  if (!bank) return emptyBank(now);
  if (bank.since || bank.year === yearOf(now)) return bank;
  // the change counter and an unfinished change carry over: games compare against them
  return {
    year: yearOf(now),
    usedMs: 0,
    allowanceDays: bank.allowanceDays,
    ...(bank.seq ? { seq: bank.seq } : {}),
    ...(bank.pending ? { pending: bank.pending } : {}),
  };
};

export const onVacation = (bank: VacationBank | undefined): boolean => Boolean(bank?.since);

/** what is left to take, counting the running vacation up to `now` */
export const bankLeftMs = (bank: VacationBank | undefined, now: Date): number => {
  const b = currentBank(bank, now);
  const running = b.since ? Math.max(0, now.getTime() - Date.parse(b.since)) : 0;
  return Math.max(0, allowanceMs(b) - b.usedMs - running);
};

/** when the running vacation ends by itself because the bank is empty */
export const vacationRunsOutAt = (bank: VacationBank): Date | null =>
  bank.since ? new Date(Date.parse(bank.since) + Math.max(0, allowanceMs(bank) - bank.usedMs)) : null;

export class VacationError extends Error {
  constructor(
    readonly code: 'already-away' | 'not-away' | 'bank-empty',
    message: string,
  ) {
    super(message);
  }
}

export const startVacation = (bank: VacationBank | undefined, at: Date, auto = false): VacationBank => {
  const b = currentBank(bank, at);
  if (b.since) throw new VacationError('already-away', 'already on vacation');
  if (bankLeftMs(b, at) <= 0) throw new VacationError('bank-empty', 'no vacation days left this year');
  return { ...b, since: at.toISOString(), auto };
};

/**
 * Ends the running vacation at `at` (or earlier, when the bank ran out before `at`) and charges it.
 * `pausedMs` is how long every paused clock of the player stood still.
 */
export const endVacation = (bank: VacationBank, at: Date): { bank: VacationBank; pausedMs: number; endedAt: Date } => {
  if (!bank.since) throw new VacationError('not-away', 'not on vacation');
  const runsOut = vacationRunsOutAt(bank)!;
  const endedAt = new Date(Math.min(at.getTime(), runsOut.getTime()));
  const pausedMs = Math.max(0, endedAt.getTime() - Date.parse(bank.since));
  const { since: _s, auto: _a, ...rest } = bank;
  return { bank: { ...rest, usedMs: bank.usedMs + pausedMs }, pausedMs, endedAt };
};
