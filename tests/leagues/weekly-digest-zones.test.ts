/**
 * The weekly league results go out Monday 08:00 on each recipient's own clock — Warsaw, New York
 * and Tokyo — at exact UTC instants across the end of summer time in Europe (25 October 2026) and
 * in the US (1 November 2026), exactly once each (two runners at every instant, a replayed game-end
 * hook), and never to a player who withdrew.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueServiceOf } from '../../functions/leagues/league-deps.js';
import type { LeagueService } from '../../functions/leagues/league-service.js';
import { localHooks } from '../../functions/local/hooks.js';
import type { MailMessage } from '../../functions/mail/mailer.js';
import { startStack, type Stack } from '../api/helpers/harness.js';
import { clubOf, type Club } from './helpers.js';

/** a result line whichever seat each player had (seeding ties fall to random user ids) */
const won = (winner: string, loser: string) => new RegExp(`${winner} 1–0 ${loser}|${loser} 0–1 ${winner}`);
const isDigest = (m: { subject: string }) => /wyniki tygodnia|this week's results/.test(m.subject);

describe('weekly league digest at Monday 08:00 local', () => {
  let stack: Stack;
  let club: Club;
  let svc: LeagueService;
  let games: any[];
  let leagueId: string;
  /** every call of the mailer (the local mailbox itself drops a repeated id, so count before it) */
  const sent: (MailMessage & { at: string })[] = [];
  const email = (n: string) => `${n}@example.org`;
  const digestsTo = (n: string) => sent.filter((m) => isDigest(m) && m.to === email(n));

  /** the leg-th game (0 or 1) between two players */
  const gameOf = (p: string, q: string, leg: number) =>
    games
      .filter((g) => [g.a.userId, g.b.userId].sort().join() === [club.ids[p], club.ids[q]].sort().join())
      .sort((x, y) => x.round - y.round)[leg];
  /** `loser` resigns their game against `winner` at `at` */
  const resign = async (loser: string, winner: string, leg: number, at: string) => {
    stack.clock.set(at);
    const g = gameOf(loser, winner, leg);
    const r = await club.players[loser].post(`/api/games/${g.gameId}/resign`, {});
    expect(r.status).toBe(200);
  };
  /** the sweeper and a second runner at once, at `at` */
  const tickAt = async (at: string) => {
    stack.clock.set(at);
    await Promise.all([svc.tick(), svc.tick()]);
    await svc.tick();
  };

  beforeAll(async () => {
    // the game-end hook as in the server; the sweeper only when the test says (no timer)
    stack = await startStack({ hooks: { afterCommit: localHooks.afterCommit, sweepEveryMs: 0 } });
    stack.clock.set('2026-10-14T12:00:00Z');
    const box = stack.server.mailbox;
    const send = box.send.bind(box);
    box.send = async (m: MailMessage) => {
      sent.push({ ...m, at: stack.clock.now().toISOString() });
      return send(m);
    };
    club = await clubOf(stack, ['wanda', 'nate', 'taro', 'xavier']);
    for (const [n, zone] of [
      ['nate', 'America/New_York'],
      ['taro', 'Asia/Tokyo'],
    ] as const) {
      const r = await club.players[n].request('PUT', '/api/me', { timeZone: zone });
      expect(r.body.timeZone).toBe(zone);
    }
    svc = leagueServiceOf(stack.server.svc);
    const l = await club.director.post('/api/leagues', {
      clubId: club.id,
      name: 'Trzy strefy',
      game: 'duel',
      scenario: 'first-to-3',
      options: { target: 1 },
      clock: { kind: 'none' },
      format: { kind: 'round-robin', double: true, schedule: 'all-at-once' },
      entryDeadline: '2026-10-14T18:00:00Z',
    });
    expect(l.status).toBe(201);
    for (const n of ['wanda', 'nate', 'taro', 'xavier'])
      expect((await club.players[n].post(`/api/leagues/${l.body.leagueId}/entries`, {})).status).toBe(201);
    const s = await club.director.post(`/api/leagues/${l.body.leagueId}/start`);
    expect(s.body.games).toHaveLength(12);
    games = s.body.games;
    leagueId = l.body.leagueId;
  });
  afterAll(() => stack?.close());

  it('week 1 (summer time): Tokyo Sun 23:00Z, Warsaw Mon 06:00Z, New York Mon 12:00Z — each once, not a second early', async () => {
    await resign('taro', 'nate', 0, '2026-10-15T12:00:00Z');
    await tickAt('2026-10-18T22:59:59Z');
    expect(sent.filter(isDigest)).toEqual([]);
    await tickAt('2026-10-18T23:00:00Z'); // Monday 08:00 JST
    expect(digestsTo('taro').map((m) => m.at)).toEqual(['2026-10-18T23:00:00.000Z']);
    await tickAt('2026-10-19T05:59:59Z');
    expect(digestsTo('wanda')).toEqual([]);
    await tickAt('2026-10-19T06:00:00Z'); // Monday 08:00 CEST
    expect(digestsTo('wanda').map((m) => m.at)).toEqual(['2026-10-19T06:00:00.000Z']);
    expect(digestsTo('xavier').map((m) => m.at)).toEqual(['2026-10-19T06:00:00.000Z']); // still in, Warsaw by default
    // a game ends half an hour after Warsaw's digest, before New York's
    await resign('nate', 'wanda', 0, '2026-10-19T06:30:00Z');
    await tickAt('2026-10-19T11:59:59Z');
    expect(digestsTo('nate')).toEqual([]);
    await tickAt('2026-10-19T12:00:00Z'); // Monday 08:00 EDT
    const ny = digestsTo('nate');
    expect(ny.map((m) => m.at)).toEqual(['2026-10-19T12:00:00.000Z']);
    expect(ny[0].text).toMatch(won('nate', 'taro'));
    expect(ny[0].text).toMatch(won('wanda', 'nate'));
  });

  it('week 2 (Europe falls back on 25 Oct): Tokyo 23:00Z, Warsaw 07:00Z (169-hour week, the 06:30 game not lost), New York 12:00Z; nothing for the withdrawn', async () => {
    const before = sent.length;
    stack.clock.set('2026-10-20T12:00:00Z');
    expect((await club.players.xavier.post(`/api/leagues/${leagueId}/withdraw`, {})).status).toBe(200);
    await resign('wanda', 'taro', 0, '2026-10-21T12:00:00Z');
    await tickAt('2026-10-25T22:59:59Z');
    expect(sent.slice(before).filter(isDigest)).toEqual([]);
    await tickAt('2026-10-25T23:00:00Z');
    await tickAt('2026-10-26T06:59:59Z');
    await tickAt('2026-10-26T07:00:00Z'); // Monday 08:00 CET
    await tickAt('2026-10-26T11:59:59Z');
    await tickAt('2026-10-26T12:00:00Z'); // still EDT
    await tickAt('2026-10-27T12:00:00Z');
    const week = sent.slice(before).filter(isDigest);
    expect(week.map((m) => [m.to, m.at])).toEqual([
      [email('taro'), '2026-10-25T23:00:00.000Z'],
      [email('wanda'), '2026-10-26T07:00:00.000Z'],
      [email('nate'), '2026-10-26T12:00:00.000Z'],
    ]);
    const [tokyo, warsaw, newYork] = week;
    // Warsaw's week runs 19 Oct 06:00Z – 26 Oct 07:00Z: the game at 06:30Z on the 19th is in it
    expect(warsaw.text).toMatch(won('wanda', 'nate'));
    expect(warsaw.text).toMatch(won('taro', 'wanda'));
    expect(tokyo.text).toMatch(won('wanda', 'nate'));
    expect(tokyo.text).not.toMatch(won('nate', 'taro')); // last week's
    // New York's week began at 12:00Z on the 19th: the 06:30Z game was last week's
    expect(newYork.text).toMatch(won('taro', 'wanda'));
    expect(newYork.text).not.toMatch(won('wanda', 'nate'));
    expect(digestsTo('xavier')).toHaveLength(1); // week 1 only
  });

  it('week 3 (the US falls back on 1 Nov): Tokyo Sun 23:00Z, Warsaw Mon 07:00Z, New York Mon 13:00Z; a replayed hook sends nothing twice', async () => {
    const before = sent.length;
    await resign('nate', 'taro', 1, '2026-10-28T12:00:00Z');
    // the stream retries an old game's end: its week's bookings come back, are found sent, and the next week's stay
    const old = await stack.server.svc.games.load(gameOf('nate', 'wanda', 0).gameId);
    await svc.onGameOver(old!.record);
    await tickAt('2026-10-30T12:00:00Z');
    expect(sent.slice(before).filter(isDigest)).toEqual([]);
    for (const at of [
      '2026-11-01T22:59:59Z',
      '2026-11-01T23:00:00Z',
      '2026-11-02T06:59:59Z',
      '2026-11-02T07:00:00Z',
      '2026-11-02T12:00:00Z',
      '2026-11-02T12:59:59Z',
      '2026-11-02T13:00:00Z',
      '2026-11-09T13:00:00Z',
    ])
      await tickAt(at);
    const week = sent.slice(before).filter(isDigest);
    expect(week.map((m) => [m.to, m.at])).toEqual([
      [email('taro'), '2026-11-01T23:00:00.000Z'],
      [email('wanda'), '2026-11-02T07:00:00.000Z'],
      [email('nate'), '2026-11-02T13:00:00.000Z'], // 08:00 EST
    ]);
    for (const m of week) expect(m.text).toMatch(won('taro', 'nate'));
    // over the three weeks: one digest per recipient per week, none to the withdrawn player after withdrawing
    expect(['taro', 'wanda', 'nate'].map((n) => digestsTo(n).length)).toEqual([3, 3, 3]);
    expect(digestsTo('xavier').map((m) => m.at)).toEqual(['2026-10-19T06:00:00.000Z']);
    expect(new Set(sent.filter(isDigest).map((m) => m.id)).size).toBe(sent.filter(isDigest).length);
  });
});
