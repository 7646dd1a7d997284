import { describe, expect, it } from 'vitest';
import { leagueServiceOf } from '../../functions/leagues/league-deps.js';
import { Browser, stackPerFile, startDuel, openDuel } from '../api/helpers/harness.js';
import { clubPerBlock, inDays, leagueBody, playOut } from './helpers.js';

const DAY = 86_400_000;

describe('club roles through the API', () => {
  const { stack, club } = clubPerBlock(['ola', 'piotr', 'rysiek', 'szymon']);

  it('invitations: twice 409, a member again 409, decline drops it, joining uninvited 403', async () => {
    const again = await club.director.post(`/api/clubs/${club.id}/invitations`, { email: 'piotr@example.org' });
    expect([again.status, again.body.code]).toEqual([409, 'already-member']);
    expect((await club.director.post(`/api/clubs/${club.id}/invitations`, { email: 'tomek@example.org' })).status).toBe(
      201,
    );
    const twice = await club.director.post(`/api/clubs/${club.id}/invitations`, { email: 'Tomek@Example.org' });
    expect([twice.status, twice.body.code]).toEqual([409, 'already-invited']);
    const tomek = new Browser(stack);
    await tomek.signIn('tomek@example.org');
    const seen = await tomek.get(`/api/clubs/${club.id}`);
    expect([seen.status, seen.body.me]).toEqual([200, { role: null, invited: true }]);
    expect((await tomek.post(`/api/clubs/${club.id}/decline`)).status).toBe(200);
    expect((await tomek.post(`/api/clubs/${club.id}/join`)).body.code).toBe('not-invited');
    const memberInvites = await club.players.piotr.post(`/api/clubs/${club.id}/invitations`, {
      email: 'x@example.org',
    });
    expect([memberInvites.status, memberInvites.body.code]).toEqual([403, 'not-director']);
    const bad = await club.director.post(`/api/clubs/${club.id}/invitations`, { email: 'not-an-address' });
    expect([bad.status, bad.body.path]).toEqual([400, 'email']);
  });

  it('roles: the owner makes a director; a director removes members but not directors; the owner cannot leave', async () => {
    const made = await club.director.post(`/api/clubs/${club.id}/members/${club.ids.piotr}/role`, { role: 'director' });
    expect(made.body.members.find((m: any) => m.name === 'piotr').role).toBe('director');
    const notOwner = await club.players.piotr.post(`/api/clubs/${club.id}/members/${club.ids.rysiek}/role`, {
      role: 'director',
    });
    expect([notOwner.status, notOwner.body.code]).toEqual([403, 'not-owner']);
    const removed = await club.players.piotr.post(`/api/clubs/${club.id}/members/${club.ids.szymon}/remove`);
    expect(removed.status).toBe(200);
    expect(removed.body.members.map((m: any) => m.name)).toEqual(['ola', 'piotr', 'rysiek']);
    expect((await club.players.szymon.get(`/api/clubs/${club.id}`)).status).toBe(403);
    expect((await club.players.szymon.get('/api/clubs')).body.clubs).toEqual([]);
    const removeOwner = await club.players.piotr.post(`/api/clubs/${club.id}/members/${club.ids.ola}/remove`);
    expect([removeOwner.status, removeOwner.body.code]).toEqual([403, 'is-owner']);
    const leave = await club.director.post(`/api/clubs/${club.id}/leave`);
    expect([leave.status, leave.body.code]).toEqual([409, 'owner-cannot-leave']);
    expect((await club.director.post(`/api/clubs/${club.id}/members/nobody/remove`)).status).toBe(404);
  });

  it('transfer: the new owner owns, the old one stays as a director and may then leave', async () => {
    const bad = await club.players.rysiek.post(`/api/clubs/${club.id}/transfer`, { userId: club.ids.rysiek });
    expect(bad.status).toBe(403);
    const t = await club.director.post(`/api/clubs/${club.id}/transfer`, { userId: club.ids.rysiek });
    expect(t.status).toBe(200);
    expect(t.body.owner.userId).toBe(club.ids.rysiek);
    expect(t.body.members.map((m: any) => [m.name, m.role])).toEqual([
      ['rysiek', 'owner'],
      ['ola', 'director'],
      ['piotr', 'director'],
    ]);
    expect((await club.director.post(`/api/clubs/${club.id}/leave`)).status).toBe(200);
    expect((await club.players.rysiek.get(`/api/clubs/${club.id}`)).body.members.map((m: any) => m.name)).toEqual([
      'rysiek',
      'piotr',
    ]);
  });
});

describe('league rules through the API', () => {
  const names = ['ewa', 'filip', 'gosia', 'henryk'];
  const { stack, club } = clubPerBlock(names);

  const enterAll = async (leagueId: string, who: string[]) => {
    for (const n of who) {
      stack.clock.advance(1000);
      const r = await club.players[n].post(`/api/leagues/${leagueId}/entries`, {});
      if (r.status !== 201) throw new Error(`enter ${n}: ${r.status} ${JSON.stringify(r.body)}`);
    }
  };
  /** a league of the club, made by its director: the create answer */
  const newLeague = async (over: Parameters<typeof leagueBody>[2]) =>
    (await club.director.post('/api/leagues', leagueBody(stack, club.id, over))).body;
  /** a league with `who` entered (a second apart), started: the create and start answers */
  const startedLeague = async (over: Parameters<typeof leagueBody>[2], who: string[]) => {
    const l = await newLeague(over);
    await enterAll(l.leagueId, who);
    return { l, s: (await club.director.post(`/api/leagues/${l.leagueId}/start`)).body };
  };
  const browserOf = (userId: string) => club.players[names.find((n) => club.ids[n] === userId)!];

  it('entering after the entry deadline: 409 entry-closed, nothing changes', async () => {
    const l = await newLeague({ entryDeadline: inDays(stack, 1) });
    await enterAll(l.leagueId, ['ewa']);
    stack.clock.advance(2 * DAY);
    const late = await club.players.filip.post(`/api/leagues/${l.leagueId}/entries`, {});
    expect([late.status, late.body.code]).toEqual([409, 'entry-closed']);
    expect((await club.director.get(`/api/leagues/${l.leagueId}`)).body.entries.map((e: any) => e.name)).toEqual([
      'ewa',
    ]);
    const tooFew = await club.director.post(`/api/leagues/${l.leagueId}/start`);
    expect([tooFew.status, tooFew.body.code]).toEqual([409, 'too-few-players']);
  });

  it('withdrawal with forfeits: running games end, unplayed ones score + / -, nobody is rated for them', async () => {
    const l = await newLeague({ withdrawal: 'forfeit', name: 'Forfeit' });
    await enterAll(l.leagueId, ['ewa', 'filip', 'gosia']);
    const started = (await club.director.post(`/api/leagues/${l.leagueId}/start`)).body;
    expect(started.games).toHaveLength(3);
    expect(started.byes.map((b: any) => b.round).sort()).toEqual([1, 2, 3]);
    // ewa–filip is played out first; then gosia withdraws
    const ef = started.games.find(
      (g: any) => [g.a.userId, g.b.userId].sort().join() === [club.ids.ewa, club.ids.filip].sort().join(),
    );
    const over = await playOut(ef.gameId, [browserOf(ef.a.userId), browserOf(ef.b.userId)]);
    const efWinner = over.result.winner === 'red' ? ef.a.userId : ef.b.userId;
    const ratedBefore = (await club.director.get('/api/ratings/duel')).body.ratings;
    const w = await club.players.gosia.post(`/api/leagues/${l.leagueId}/withdraw`, {});
    expect(w.status).toBe(200);
    const twice = await club.players.gosia.post(`/api/leagues/${l.leagueId}/withdraw`, {});
    expect([twice.status, twice.body.code]).toEqual([409, 'league-finished']);
    expect(w.body.status).toBe('finished');
    const rows = Object.fromEntries(w.body.standings.map((r: any) => [r.name, r]));
    expect(rows.gosia.withdrawn).toBe(true);
    expect([rows.gosia.score, rows.gosia.forfeitLosses]).toEqual([0, 2]);
    expect(rows.ewa.forfeitWins + rows.filip.forfeitWins).toBe(2);
    // their game, two forfeit wins, and each one's bye
    expect(rows.ewa.score + rows.filip.score).toBe(5);
    expect(w.body.standings[0].player).toBe(efWinner);
    const gosiaRow = w.body.crosstable.players.findIndex((p: any) => p.name === 'gosia');
    expect(w.body.crosstable.cells[gosiaRow].flat().map((c: any) => c.mark)).toEqual(['-', '-']);
    // the games gosia's withdrawal ended are over, but rated for nobody
    for (const g of w.body.games.filter((x: any) => x.gameId !== ef.gameId)) expect(g.lifecycle).toBe('over');
    expect((await club.director.get('/api/ratings/duel')).body.ratings).toEqual(ratedBefore);
    expect((await club.director.get(`/api/ratings/duel/${club.ids.gosia}`)).status).toBe(404);
  });

  it('withdrawal with annulment: the unplayed games are struck out', async () => {
    const l = await newLeague({ withdrawal: 'annul', name: 'Annul', rated: false });
    await enterAll(l.leagueId, ['ewa', 'filip', 'gosia']);
    await club.director.post(`/api/leagues/${l.leagueId}/start`);
    const w = (await club.director.post(`/api/leagues/${l.leagueId}/withdraw`, { userId: club.ids.filip })).body;
    const rows = Object.fromEntries(w.standings.map((r: any) => [r.name, r]));
    expect([rows.filip.played, rows.filip.score, rows.ewa.played, rows.gosia.played]).toEqual([0, 0, 0, 0]);
    expect(w.status).toBe('running');
    const twice = await club.players.filip.post(`/api/leagues/${l.leagueId}/withdraw`, {});
    expect([twice.status, twice.body.code]).toEqual([409, 'already-withdrawn']);
    const notDirector = await club.players.gosia.post(`/api/leagues/${l.leagueId}/withdraw`, { userId: club.ids.ewa });
    expect([notDirector.status, notDirector.body.code]).toEqual([403, 'not-director']);
  });

  it('Swiss: round 2 opens when round 1 ends, with no repeat pairing, and a round email', async () => {
    const l = await newLeague({ name: 'Szwajcar', format: { kind: 'swiss', rounds: 2, next: 'when-finished' } });
    await enterAll(l.leagueId, names);
    const tooMany = await club.director.request('PUT', `/api/leagues/${l.leagueId}`, {
      format: { kind: 'swiss', rounds: 9 },
    });
    expect(tooMany.status).toBe(200);
    const refused = await club.director.post(`/api/leagues/${l.leagueId}/start`);
    expect([refused.status, refused.body.code]).toEqual([422, 'too-many-rounds']);
    await club.director.request('PUT', `/api/leagues/${l.leagueId}`, { format: { kind: 'swiss', rounds: 2 } });
    // henryk has turned league emails off
    expect((await club.players.henryk.request('PUT', '/api/me', { notify: { league: false } })).status).toBe(200);
    const s = (await club.director.post(`/api/leagues/${l.leagueId}/start`)).body;
    expect([s.totalRounds, s.openedRounds, s.games.length]).toEqual([2, 1, 2]);
    for (const g of s.games) await browserOf(g.b.userId).post(`/api/games/${g.gameId}/resign`, {});
    const after = (await club.director.get(`/api/leagues/${l.leagueId}`)).body;
    expect(after.openedRounds).toBe(2);
    const r2 = after.games.filter((g: any) => g.round === 2);
    expect(r2).toHaveLength(2);
    const pairsOf = (gs: any[]) => gs.map((g: any) => [g.a.userId, g.b.userId].sort().join());
    const r1Pairs = new Set(pairsOf(after.games.filter((g: any) => g.round === 1)));
    for (const p of pairsOf(r2)) expect(r1Pairs.has(p)).toBe(false);
    // score groups: the two round-1 winners meet
    const winners = s.games
      .map((g: any) => g.a.userId)
      .sort()
      .join();
    expect(pairsOf(r2)).toContain(winners);
    const mails = stack.server.mailbox.messages.filter(
      (m) => m.subject.includes('Szwajcar') && /runda 2|round 2/i.test(m.subject),
    );
    expect(mails.map((m) => m.to).sort()).toEqual(['ewa@example.org', 'filip@example.org', 'gosia@example.org']);
    expect(mails[0].headers?.['List-Unsubscribe']).toBeTruthy();
  });

  it('scheduled rounds open on their date (the sweeper tick), and the weekly digest reports the week', async () => {
    const { s } = await startedLeague(
      {
        name: 'Co tydzień',
        format: { kind: 'round-robin', double: false, schedule: 'rounds', roundDays: 7 },
      },
      ['ewa', 'filip'],
    );
    expect([s.totalRounds, s.openedRounds]).toEqual([1, 1]);
    const g = s.games[0];
    await browserOf(g.b.userId).post(`/api/games/${g.gameId}/resign`, {});
    const svc = leagueServiceOf(stack.server.svc);
    stack.clock.advance(8 * DAY);
    const before = stack.server.mailbox.messages.length;
    const tick = await svc.tick();
    expect(tick.digests).toBeGreaterThanOrEqual(1);
    const digest = stack.server.mailbox.messages.slice(before).filter((m) => m.subject.includes('Co tydzień'));
    expect(digest.map((m) => m.to).sort()).toEqual(['ewa@example.org', 'filip@example.org']);
    expect(digest[0].text).toMatch(/1–0/);
    // a second tick sends nothing again
    const again = stack.server.mailbox.messages.length;
    await svc.tick();
    expect(stack.server.mailbox.messages.slice(again).filter((m) => m.subject.includes('Co tydzień'))).toEqual([]);
  });

  it("the director's vacation policy: 'not-allowed' gives the league's games the clock's no-vacation option", async () => {
    const { l, s } = await startedLeague({ name: 'Bez urlopów', vacation: 'not-allowed' }, ['ewa', 'henryk']);
    expect(s.vacation).toBe('not-allowed');
    const game = await stack.server.svc.games.load(s.games[0].gameId);
    expect(game!.record.setup.clock.vacation).toBe(false);
    expect(game!.record.setup.league).toEqual({ id: l.leagueId, clubId: club.id, round: 1, board: 1 });
    expect(game!.record.setup.rated).toBe(true);
  });

  it('a double round robin with rounds a week apart: round 2 waits for its date, then the tick opens it', async () => {
    const { l, s } = await startedLeague(
      {
        name: 'Rewanż',
        format: { kind: 'round-robin', double: true, schedule: 'rounds', roundDays: 7 },
      },
      ['gosia', 'henryk'],
    );
    expect([s.totalRounds, s.openedRounds, s.games.length]).toEqual([2, 1, 2]);
    expect(s.games[1].lifecycle).toBe('scheduled');
    // seats swapped in the second cycle
    expect([s.games[1].a.userId, s.games[1].b.userId]).toEqual([s.games[0].b.userId, s.games[0].a.userId]);
    await leagueServiceOf(stack.server.svc).tick();
    expect((await club.director.get(`/api/leagues/${l.leagueId}`)).body.openedRounds).toBe(1);
    stack.clock.advance(7 * DAY);
    await leagueServiceOf(stack.server.svc).tick();
    const after = (await club.players.henryk.get(`/api/leagues/${l.leagueId}`)).body;
    expect(after.openedRounds).toBe(2);
    expect(after.games[1].lifecycle).toBe('active');
  });
});

describe('casual rated games', () => {
  const stack = stackPerFile();

  it('a rated casual game rates both players when it ends; an unrated one does not; a rated custom position is refused', async () => {
    const red = new Browser(stack),
      blue = new Browser(stack);
    const r = await red.signIn('red@example.org');
    const b = await blue.signIn('blue@example.org');
    const refused = await openDuel(red, { rated: true, options: { position: {} } });
    expect([refused.status, refused.body.code]).toEqual([400, 'rated-position']);
    const unrated = await startDuel(red, blue);
    expect((await blue.post(`/api/games/${unrated}/resign`, {})).status).toBe(200);
    expect((await red.get('/api/ratings')).body.ratings).toEqual([]);
    const rated = await startDuel(red, blue, { rated: true, options: { target: 1 } });
    const over = await playOut(rated, [red, blue]);
    const winner = over.result.winner === 'red' ? r.userId : b.userId;
    const list = (await red.get('/api/ratings/duel')).body.ratings;
    expect(list.map((x: any) => x.userId)).toEqual([winner, winner === r.userId ? b.userId : r.userId]);
    expect(list.map((x: any) => [x.games, x.provisional])).toEqual([
      [1, true],
      [1, true],
    ]);
    const hist = (await red.get(`/api/ratings/duel/${r.userId}`)).body.history;
    expect(hist.map((h: any) => [h.gameId, h.league])).toEqual([[rated, null]]);
  });
});
