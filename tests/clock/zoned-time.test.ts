import { describe, expect, it } from 'vitest';
import { instantOf, isValidTimeZone, localParts, nextLocalTime } from '../../functions/clock/zoned.js';
import { digestDay, nextDigestAt } from '../../functions/notify/digest-time.js';
import { isQuiet, quietEndsAt } from '../../functions/notify/quiet-hours.js';

const W = 'Europe/Warsaw';
const iso = (d: Date) => d.toISOString();

describe('local time in a player zone', () => {
  it('reads the wall clock on both sides of the spring change (Warsaw, 29 March 2026)', () => {
    expect(localParts(new Date('2026-03-29T00:59:00Z'), W)).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(localParts(new Date('2026-03-29T01:00:00Z'), W)).toMatchObject({ day: 29, hour: 3, minute: 0 });
  });
  it('a reading that happens twice (autumn) gives the earlier instant', () => {
    expect(iso(instantOf({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, W))).toBe('2026-10-25T00:30:00.000Z');
  });
  it('a reading that never happens (spring gap) is shifted forward by the gap', () => {
    expect(iso(instantOf({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, W))).toBe('2026-03-29T01:30:00.000Z');
  });
  it('handles zones west of UTC and half-hour offsets', () => {
    expect(iso(instantOf({ year: 2026, month: 7, day: 1, hour: 9, minute: 0 }, 'America/New_York'))).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(iso(instantOf({ year: 2026, month: 1, day: 1, hour: 9, minute: 0 }, 'Asia/Kolkata'))).toBe(
      '2026-01-01T03:30:00.000Z',
    );
    expect(iso(nextLocalTime(new Date('2026-01-01T03:30:00Z'), 'Asia/Kolkata', 9 * 60))).toBe(
      '2026-01-02T03:30:00.000Z',
    );
  });
  it('rejects unknown zones', () => {
    expect(isValidTimeZone('Europe/Warsaw')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('the daily digest at the chosen local hour', () => {
  it('stays at 08:00 local across the spring change: 07:00Z before, 06:00Z after', () => {
    const first = nextDigestAt(new Date('2026-03-27T07:30:00Z'), W, 8);
    expect(iso(first)).toBe('2026-03-28T07:00:00.000Z');
    const second = nextDigestAt(first, W, 8);
    expect(iso(second)).toBe('2026-03-29T06:00:00.000Z'); // only 23 hours later
    expect(second.getTime() - first.getTime()).toBe(23 * 3_600_000);
    expect(iso(nextDigestAt(second, W, 8))).toBe('2026-03-30T06:00:00.000Z');
  });
  it('stays at 08:00 local across the autumn change: 25 hours between two digests', () => {
    const a = nextDigestAt(new Date('2026-10-24T05:00:00Z'), W, 8);
    expect(iso(a)).toBe('2026-10-24T06:00:00.000Z');
    const b = nextDigestAt(a, W, 8);
    expect(iso(b)).toBe('2026-10-25T07:00:00.000Z');
    expect(b.getTime() - a.getTime()).toBe(25 * 3_600_000);
  });
  it('New York changes on other dates (8 March 2026)', () => {
    const a = nextDigestAt(new Date('2026-03-07T13:00:00Z'), 'America/New_York', 7);
    expect(iso(a)).toBe('2026-03-08T11:00:00.000Z'); // 07:00 EDT
  });
  it('names the local day a digest belongs to', () => {
    expect(digestDay(new Date('2026-03-28T23:30:00Z'), W)).toBe('2026-03-29');
    expect(digestDay(new Date('2026-03-28T23:30:00Z'), 'UTC')).toBe('2026-03-28');
  });
});

describe('quiet hours in the player zone', () => {
  const night = { from: '22:00', to: '07:00' };
  it('wrap past midnight', () => {
    expect(isQuiet(new Date('2026-01-10T21:30:00Z'), W, night)).toBe(true); // 22:30 CET
    expect(isQuiet(new Date('2026-01-10T20:59:00Z'), W, night)).toBe(false); // 21:59
    expect(isQuiet(new Date('2026-01-11T05:59:00Z'), W, night)).toBe(true); // 06:59
    expect(isQuiet(new Date('2026-01-11T06:00:00Z'), W, night)).toBe(false); // 07:00
  });
  it('end at 07:00 local on the spring-forward night (6 h 30 min after 23:30)', () => {
    const at = new Date('2026-03-28T22:30:00Z'); // 23:30 CET
    expect(iso(quietEndsAt(at, W, night))).toBe('2026-03-29T05:00:00.000Z'); // 07:00 CEST
  });
  it('end at 07:00 local on the fall-back night (8 h 30 min after 23:30)', () => {
    const at = new Date('2026-10-24T21:30:00Z'); // 23:30 CEST
    expect(iso(quietEndsAt(at, W, night))).toBe('2026-10-25T06:00:00.000Z'); // 07:00 CET
  });
  it('after midnight end the same local morning', () => {
    expect(iso(quietEndsAt(new Date('2026-01-11T02:00:00Z'), W, night))).toBe('2026-01-11T06:00:00.000Z');
  });
  it('outside quiet hours a message goes at once; no quiet hours: never held', () => {
    const noon = new Date('2026-01-11T11:00:00Z');
    expect(quietEndsAt(noon, W, night)).toEqual(noon);
    expect(quietEndsAt(noon, W, null)).toEqual(noon);
  });
  it('daytime windows (13:00–15:00) do not wrap', () => {
    const siesta = { from: '13:00', to: '15:00' };
    expect(isQuiet(new Date('2026-07-01T11:30:00Z'), W, siesta)).toBe(true); // 13:30 CEST
    expect(iso(quietEndsAt(new Date('2026-07-01T11:30:00Z'), W, siesta))).toBe('2026-07-01T13:00:00.000Z');
    expect(isQuiet(new Date('2026-07-01T22:00:00Z'), W, siesta)).toBe(false);
  });
});
