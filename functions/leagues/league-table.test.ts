import { describe, expect, it } from 'vitest';
import type { LeagueEntry, LeaguePairing } from '../store/league-items.js';
import { nextWeeklyDigest, previousWeeklyDigest } from './weekly-digest.js';
import {
  endedByWithdrawal,
  leagueResults,
  maxSwissRounds,
  planRounds,
  resultOf,
  roundDone,
  seeded,
  type RecordSummary,
} from './league-table.js';

const START = new Date('2026-03-02T12:00:00.000Z');
const entry = (userId: string, enteredAt: string, over: Partial<LeagueEntry> = {}): LeagueEntry => ({
  leagueId: 'L',
  userId,
  name: userId,
  enteredAt,
  enteredBy: userId,
  withdrawnAt: null,
  ...over,
});
const pairing = (round: number, board: number, a: string, b: string): LeaguePairing => ({
  leagueId: 'L',
  round,
  board,
  a,
  b,
  gameId: `L-${round}-${board}`,
});
const rec = (
  lifecycle: RecordSummary['lifecycle'],
  winner: string | null | undefined,
  reason = 'points',
  updatedAt = '2026-03-05T00:00:00.000Z',
  seats = { red: { userId: 'a', name: 'a' }, blue: { userId: 'b', name: 'b' } },
) =>
  ({
    lifecycle,
    result: winner === undefined ? null : { winner, reason },
    updatedAt,
    seats,
    status: { waitingFor: [], phase: 'x' },
    deadline: null,
    setup: {},
  }) as unknown as RecordSummary;

describe('planning rounds', () => {
  it('round robin all at once: every round opens at the start (4 players: 3 rounds of 2)', () => {
    const p = planRounds({ kind: 'round-robin', double: false, schedule: 'all-at-once' }, ['a', 'b', 'c', 'd'], START);
    expect(p.totalRounds).toBe(3);
    expect(p.roundOpens).toEqual([START.toISOString(), START.toISOString(), START.toISOString()]);
    expect(p.schedule.map((r) => r.games.length)).toEqual([2, 2, 2]);
  });
  it('round robin in rounds: one every roundDays; a double cycle of 3 players has 6 rounds each with a bye', () => {
    const p = planRounds(
      { kind: 'round-robin', double: true, schedule: 'rounds', roundDays: 10 },
      ['a', 'b', 'c'],
      START,
    );
    expect(p.totalRounds).toBe(6);
    expect(p.roundOpens[1]).toBe('2026-03-12T12:00:00.000Z');
    expect(p.roundOpens[5]).toBe('2026-04-21T12:00:00.000Z'); // 50 days on
    expect(p.schedule.every((r) => r.bye !== null && r.games.length === 1)).toBe(true);
  });
  it('Swiss: round 1 at the start, later rounds on their dates or when the previous ends (null)', () => {
    expect(
      planRounds({ kind: 'swiss', rounds: 3, next: 'when-finished' }, ['a', 'b', 'c', 'd'], START).roundOpens,
    ).toEqual([START.toISOString(), null, null]);
    expect(
      planRounds(
        { kind: 'swiss', rounds: 3, next: 'dates', dates: ['2026-03-10T00:00:00.000Z', '2026-03-20T00:00:00.000Z'] },
        ['a', 'b'],
        START,
      ).roundOpens,
    ).toEqual([START.toISOString(), '2026-03-10T00:00:00.000Z', '2026-03-20T00:00:00.000Z']);
  });
  it('no repeat pairing bounds the Swiss rounds: n − 1 for an even field, n for an odd one (a bye each round)', () => {
    expect([maxSwissRounds(8), maxSwissRounds(7), maxSwissRounds(2)]).toEqual([7, 7, 1]);
  });
});

describe('results from game records', () => {
  it('seat A is the first side: winner red → a, blue → b, no winner → draw; unfinished → none', () => {
    const sides = ['red', 'blue'];
    expect(resultOf(rec('over', 'red'), sides)).toBe('a');
    expect(resultOf(rec('over', 'blue'), sides)).toBe('b');
    expect(resultOf(rec('over', null), sides)).toBe('draw');
    expect(resultOf(rec('active', undefined), sides)).toBeNull();
    expect(resultOf(rec('cancelled', undefined), sides)).toBeNull();
  });
  it('a resignation at or after a withdrawal is the withdrawal, not a result; one before it stays', () => {
    const w = new Map([['b', '2026-03-05T00:00:00.000Z']]);
    expect(endedByWithdrawal(rec('over', 'red', 'resignation', '2026-03-05T00:00:00.000Z'), w)).toBe(true);
    expect(endedByWithdrawal(rec('over', 'red', 'resignation', '2026-03-04T23:59:59.000Z'), w)).toBe(false);
    expect(endedByWithdrawal(rec('over', 'red', 'timeout', '2026-03-06T00:00:00.000Z'), w)).toBe(false);
  });
  it("standings: win 1, loss 0; entry order seeds; a withdrawn player's unplayed game is a forfeit", () => {
    const entries = [
      entry('b', '2026-03-01T00:00:02Z'),
      entry('a', '2026-03-01T00:00:01Z'),
      entry('c', '2026-03-01T00:00:03Z', { withdrawnAt: '2026-03-05T00:00:00.000Z' }),
    ];
    expect(seeded(entries).map((e) => e.userId)).toEqual(['a', 'b', 'c']);
    const pairings = [pairing(1, 1, 'a', 'b'), pairing(2, 1, 'c', 'a'), pairing(3, 1, 'b', 'c')];
    const records = new Map([['L-1-1', rec('over', 'blue')]]);
    const r = leagueResults(
      { byes: [{ round: 1, player: 'c' }], withdrawal: 'forfeit', format: { kind: 'round-robin' } },
      entries,
      pairings,
      records,
      ['red', 'blue'],
    );
    expect(r.standings.rows.map((x) => [x.player, x.score, x.forfeitWins])).toEqual([
      ['b', 2, 1],
      ['a', 1, 1],
      ['c', 0, 0],
    ]);
    expect(roundDone(2, pairings, records, entries)).toBe(true);
    expect(roundDone(1, pairings, new Map(), entries)).toBe(false);
  });
});

describe("the weekly digest: Monday 08:00 on the recipient's clock", () => {
  const at = (iso: string, zone: string) => nextWeeklyDigest(new Date(iso), zone).toISOString();
  it('is the next Monday 08:00 strictly after the moment (UTC)', () => {
    expect(at('2026-03-04T15:00:00Z', 'UTC')).toBe('2026-03-09T08:00:00.000Z'); // a Wednesday
    expect(at('2026-03-09T07:59:00Z', 'UTC')).toBe('2026-03-09T08:00:00.000Z');
    expect(at('2026-03-09T08:00:00Z', 'UTC')).toBe('2026-03-16T08:00:00.000Z');
  });
  it('Warsaw: 06:00Z in summer time, 07:00Z after the clocks go back on 25 October 2026', () => {
    expect(at('2026-10-14T12:00:00Z', 'Europe/Warsaw')).toBe('2026-10-19T06:00:00.000Z');
    expect(at('2026-10-19T06:00:00Z', 'Europe/Warsaw')).toBe('2026-10-26T07:00:00.000Z');
    // that week is 169 hours long, and the digest a week before the 26th is the 19th's
    expect(previousWeeklyDigest(new Date('2026-10-26T07:00:00Z'), 'Europe/Warsaw').toISOString()).toBe(
      '2026-10-19T06:00:00.000Z',
    );
  });
  it('New York changes a week later (1 November 2026): 12:00Z, then 13:00Z', () => {
    expect(at('2026-10-21T12:00:00Z', 'America/New_York')).toBe('2026-10-26T12:00:00.000Z');
    expect(at('2026-10-28T12:00:00Z', 'America/New_York')).toBe('2026-11-02T13:00:00.000Z');
    expect(previousWeeklyDigest(new Date('2026-11-02T13:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-10-26T12:00:00.000Z',
    );
  });
  it('Tokyo (no DST): Sunday 23:00Z, even when "now" is already Monday in Tokyo', () => {
    expect(at('2026-10-21T12:00:00Z', 'Asia/Tokyo')).toBe('2026-10-25T23:00:00.000Z');
    expect(at('2026-10-25T22:59:59Z', 'Asia/Tokyo')).toBe('2026-10-25T23:00:00.000Z');
    expect(at('2026-10-25T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-01T23:00:00.000Z'); // Monday 08:30 JST
  });
  it('spring forward: Warsaw 29 March 2026 makes a 167-hour week', () => {
    expect(at('2026-03-25T12:00:00Z', 'Europe/Warsaw')).toBe('2026-03-30T06:00:00.000Z');
    expect(previousWeeklyDigest(new Date('2026-03-30T06:00:00Z'), 'Europe/Warsaw').toISOString()).toBe(
      '2026-03-23T07:00:00.000Z',
    );
  });
});
