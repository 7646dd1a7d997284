import { describe, expect, it } from 'vitest';
import { formatDue, timeLeft } from './time.js';

describe("deadlines in the viewer's time zone", () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('a deadline within the week shows weekday and local time', () => {
    expect(formatDue('2026-11-24T17:00:00Z', 'Europe/Warsaw', 'en', now)).toBe('Tue 18:00');
    expect(formatDue('2026-11-24T17:00:00Z', 'America/New_York', 'en', now)).toBe('Tue 12:00');
  });
  it('time left reads in days and hours', () => {
    expect(timeLeft('2026-11-24T14:30:00Z', now, 'en')).toBe('2 d 4 h');
    expect(timeLeft('2026-11-22T10:20:00Z', now, 'en')).toBe('20 min');
    expect(timeLeft('2026-11-22T09:00:00Z', now, 'pl')).toBe('po terminie');
  });
});
