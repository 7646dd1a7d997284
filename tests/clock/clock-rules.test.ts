import { describe, expect, it } from 'vitest';
import { clockSettings, describeClock } from '../../functions/clock/presets.js';
import { adjudicationAt, timeoutAction } from '../../functions/clock/timeout.js';
import {
  bankLeftMs,
  currentBank,
  endVacation,
  startVacation,
  vacationRunsOutAt,
  VacationError,
} from '../../functions/clock/vacation-bank.js';
import { warningAt, warningDue } from '../../functions/clock/warning.js';
import { DAY, HOUR } from '../../functions/time/clock.js';

describe('clock presets', () => {
  it('daily is 1 day + 4 h per move, capped at 3 days', () => {
    expect(clockSettings({ preset: 'daily' })).toEqual({
      kind: 'fischer',
      initialMs: DAY,
      incrementMs: 4 * HOUR,
      capMs: 3 * DAY,
      vacation: true,
    });
  });
  it('standard is 3 days + 12 h capped at 5; relaxed 3 days + 36 h capped at 10', () => {
    expect(clockSettings({ preset: 'standard' })).toMatchObject({
      initialMs: 3 * DAY,
      incrementMs: 12 * HOUR,
      capMs: 5 * DAY,
    });
    expect(clockSettings({ preset: 'relaxed' })).toMatchObject({
      initialMs: 3 * DAY,
      incrementMs: 36 * HOUR,
      capMs: 10 * DAY,
    });
  });
  it('none is 21 days per move; no-vacation is a per-game option', () => {
    expect(clockSettings({ preset: 'none', vacation: false })).toEqual({
      kind: 'none',
      perMoveMs: 21 * DAY,
      vacation: false,
    });
  });
  it('custom Fischer in hours, the cap at least the start', () => {
    expect(clockSettings({ preset: 'custom', initialHours: 48, incrementHours: 6, capHours: 96 })).toEqual({
      kind: 'fischer',
      initialMs: 2 * DAY,
      incrementMs: 6 * HOUR,
      capMs: 4 * DAY,
      vacation: true,
    });
    expect(() => clockSettings({ preset: 'custom', initialHours: 48, incrementHours: 6, capHours: 24 })).toThrow(/cap/);
  });
  it('describes itself in both languages', () => {
    expect(describeClock(clockSettings({ preset: 'standard' }))).toEqual({
      pl: '3 dni + 12 godz. za ruch, najwyżej 5 dni',
      en: '3 days + 12 h per move, at most 5 days',
    });
    expect(describeClock(clockSettings({ preset: 'none', vacation: false })).en).toBe(
      'no clock: 21 days per move, no vacation',
    );
  });
});

describe('the deadline warning', () => {
  it('with 3 days allotted it comes at 80 % used (14.4 h left), before the 12-hour mark', () => {
    const deadline = new Date('2026-01-10T12:00:00Z');
    expect(warningAt(deadline, 3 * DAY).toISOString()).toBe('2026-01-09T21:36:00.000Z');
  });
  it('with 1 day allotted the 12-hour mark comes first', () => {
    const deadline = new Date('2026-01-10T12:00:00Z');
    expect(warningAt(deadline, DAY).toISOString()).toBe('2026-01-10T00:00:00.000Z');
  });
  it('is due from the warning time until the deadline, not after', () => {
    const deadline = new Date('2026-01-10T12:00:00Z');
    expect(warningDue(new Date('2026-01-09T23:59:00Z'), deadline, DAY)).toBe(false);
    expect(warningDue(new Date('2026-01-10T00:00:00Z'), deadline, DAY)).toBe(true);
    expect(warningDue(new Date('2026-01-10T12:00:00Z'), deadline, DAY)).toBe(false);
  });
});

describe('the vacation bank', () => {
  const jan = new Date('2026-01-05T12:00:00Z');
  it('holds 15 days a year and charges the time actually taken', () => {
    const b = startVacation(undefined, jan);
    expect(bankLeftMs(b, new Date(jan.getTime() + 2 * DAY))).toBe(13 * DAY);
    const { bank, pausedMs } = endVacation(b, new Date(jan.getTime() + 2 * DAY + 6 * HOUR));
    expect(pausedMs).toBe(2 * DAY + 6 * HOUR);
    expect(bankLeftMs(bank, jan)).toBe(12 * DAY + 18 * HOUR);
    expect(bank.since).toBeUndefined();
  });
  it('a vacation ends by itself when the bank runs out', () => {
    const b = startVacation({ year: 2026, usedMs: 14 * DAY }, jan, true);
    expect(vacationRunsOutAt(b)!.toISOString()).toBe('2026-01-06T12:00:00.000Z');
    const { pausedMs, endedAt } = endVacation(b, new Date(jan.getTime() + 5 * DAY));
    expect(pausedMs).toBe(DAY);
    expect(endedAt.toISOString()).toBe('2026-01-06T12:00:00.000Z');
  });
  it('an empty bank refuses; a new year refills it', () => {
    const spent = { year: 2026, usedMs: 15 * DAY };
    expect(() => startVacation(spent, jan)).toThrow(VacationError);
    expect(currentBank(spent, new Date('2027-01-01T00:00:00Z'))).toEqual({
      year: 2027,
      usedMs: 0,
      allowanceDays: undefined,
    });
    expect(bankLeftMs(spent, new Date('2027-01-01T00:00:00Z'))).toBe(15 * DAY);
  });
  it('cannot start twice or end when not away', () => {
    const b = startVacation(undefined, jan);
    expect(() => startVacation(b, jan)).toThrow(/already/);
    expect(() => endVacation({ year: 2026, usedMs: 0 }, jan)).toThrow(/not on vacation/);
  });
});

describe('timeouts', () => {
  it('mid-turn answers get the default answer; whole turns use the bank first, then time out', () => {
    expect(timeoutAction({ midTurn: true, hasDefaultAnswer: true, vacationAllowed: true, bankLeftMs: DAY })).toBe(
      'default-answer',
    );
    expect(timeoutAction({ midTurn: false, hasDefaultAnswer: false, vacationAllowed: true, bankLeftMs: DAY })).toBe(
      'auto-vacation',
    );
    expect(timeoutAction({ midTurn: false, hasDefaultAnswer: false, vacationAllowed: false, bankLeftMs: DAY })).toBe(
      'timeout',
    );
    expect(timeoutAction({ midTurn: false, hasDefaultAnswer: false, vacationAllowed: true, bankLeftMs: 0 })).toBe(
      'timeout',
    );
  });
  it('adjudication comes one grace day after the timeout', () => {
    expect(adjudicationAt(new Date('2026-01-10T12:00:00Z')).toISOString()).toBe('2026-01-11T12:00:00.000Z');
  });
});
