import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, rateGame } from '../../functions/leagues/glicko2.js';
import { roundRobin } from '../../functions/leagues/round-robin.js';
import { clubPerBlock, leagueBody, playOut } from './helpers.js';

/**
 * The story through the real API: a director creates a club and a four-player round-robin
 * league of the duel fixture, the games start as ordinary games, results land by playing and
 * resigning them, and standings and ratings update.
 */
describe('a four-player round-robin league through the API', () => {
  let leagueId: string;
  const names = ['ala', 'bartek', 'celina', 'darek'];
  const { stack, club } = clubPerBlock(names);

  it('the club: members with roles, the invitation email links to the club page (pl/en)', async () => {
    const page = await club.director.get(`/api/clubs/${club.id}`);
    expect(page.status).toBe(200);
    expect(page.body.members.map((m: any) => [m.name, m.role])).toEqual([
      ['ala', 'owner'],
      ['bartek', 'member'],
      ['celina', 'member'],
      ['darek', 'member'],
    ]);
    const mail = stack.server.mailbox.messages.find(
      (m) => m.to === 'bartek@example.org' && m.text.includes(`/clubs/${club.id}`),
    );
    expect(mail?.subject).toMatch(/ala/);
    const mine = await club.players.bartek.get('/api/clubs');
    expect(mine.body.clubs.map((c: any) => c.clubId)).toEqual([club.id]);
  });

  it('a director creates the league; members enter, the director enters one', async () => {
    const created = await club.director.post('/api/leagues', leagueBody(stack, club.id));
    expect(created.status).toBe(201);
    leagueId = created.body.leagueId;
    expect(created.body.status).toBe('entry');
    expect(created.body.me.canManage).toBe(true);
    for (const n of ['ala', 'bartek', 'celina']) {
      stack.clock.advance(60_000);
      expect((await club.players[n].post(`/api/leagues/${leagueId}/entries`, {})).status).toBe(201);
    }
    stack.clock.advance(60_000);
    const entered = await club.director.post(`/api/leagues/${leagueId}/entries`, { userId: club.ids.darek });
    expect(entered.status).toBe(201);
    expect(entered.body.entries.map((e: any) => e.name)).toEqual(['ala', 'bartek', 'celina', 'darek']);
    const clubPage = await club.players.celina.get(`/api/clubs/${club.id}`);
    expect(clubPage.body.leagues.map((l: any) => [l.leagueId, l.status])).toEqual([[leagueId, 'entry']]);
  });

  it('bad input changes nothing: entering twice 409, a member editing 403, a stranger 403, unknown ids 404, bad shapes 400', async () => {
    const before = (await club.director.get(`/api/leagues/${leagueId}`)).body;
    const twice = await club.players.bartek.post(`/api/leagues/${leagueId}/entries`, {});
    expect([twice.status, twice.body.code]).toEqual([409, 'already-entered']);
    const edit = await club.players.bartek.request('PUT', `/api/leagues/${leagueId}`, { name: 'Moja liga' });
    expect([edit.status, edit.body.code]).toEqual([403, 'not-director']);
    const start = await club.players.bartek.post(`/api/leagues/${leagueId}/start`, {});
    expect(start.status).toBe(403);
    const enterOther = await club.players.bartek.post(`/api/leagues/${leagueId}/entries`, { userId: club.ids.celina });
    expect([enterOther.status, enterOther.body.code]).toEqual([403, 'not-director']);
    const { Browser } = await import('../api/helpers/harness.js');
    const stranger = new Browser(stack);
    await stranger.signIn('obcy@example.org');
    expect((await stranger.get(`/api/leagues/${leagueId}`)).body.code).toBe('not-a-member');
    expect((await stranger.post(`/api/leagues/${leagueId}/entries`, {})).status).toBe(403);
    expect((await stranger.get(`/api/clubs/${club.id}`)).status).toBe(403);
    expect((await club.director.get('/api/leagues/nope')).status).toBe(404);
    expect((await club.director.get('/api/clubs/nope')).status).toBe(404);
    expect((await club.director.post('/api/leagues', leagueBody(stack, 'nope'))).status).toBe(404);
    const badFormat = await club.director.post(
      '/api/leagues',
      leagueBody(stack, club.id, { format: { kind: 'knockout' } }),
    );
    expect([badFormat.status, badFormat.body.path]).toEqual([400, 'format.kind']);
    const badGame = await club.director.post('/api/leagues', leagueBody(stack, club.id, { game: 'chess' }));
    expect([badGame.status, badGame.body.code]).toEqual([400, 'unknown-game']);
    const pastDeadline = await club.director.post(
      '/api/leagues',
      leagueBody(stack, club.id, { entryDeadline: '2020-01-01T00:00:00Z' }),
    );
    expect([pastDeadline.status, pastDeadline.body.code]).toEqual([400, 'deadline-passed']);
    const ratedPosition = await club.director.post(
      '/api/leagues',
      leagueBody(stack, club.id, { options: { position: {} } }),
    );
    expect([ratedPosition.status, ratedPosition.body.code]).toEqual([400, 'rated-position']);
    const after = (await club.director.get(`/api/leagues/${leagueId}`)).body;
    expect(after).toEqual(before);
    expect((await club.director.get(`/api/clubs/${club.id}`)).body.leagues).toHaveLength(1);
  });

  it('start: six ordinary games at once, seats as the Berger table gives them, clocks running, a start email each', async () => {
    const started = await club.director.post(`/api/leagues/${leagueId}/start`, {});
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('running');
    expect(started.body.totalRounds).toBe(3);
    expect(started.body.openedRounds).toBe(3);
    const games = started.body.games;
    expect(games).toHaveLength(6);
    // nobody is rated yet, so the seeding is the entry order
    const ids = names.map((n) => club.ids[n]);
    const expected = roundRobin(ids).flatMap((r) => r.games.map((g) => [r.round, g.a, g.b]));
    expect(games.map((g: any) => [g.round, g.a.userId, g.b.userId])).toEqual(expected);
    for (const g of games) {
      expect(g.lifecycle).toBe('active');
      expect(g.url).toMatch(new RegExp(`/g/${g.gameId}$`));
      expect(g.deadline).toBeTruthy();
      expect(g.awaiting.length).toBeGreaterThan(0);
    }
    // each player's lobby lists their three games, ordinary games with the league named in the setup
    const lobby = await club.players.bartek.get('/api/games');
    expect(lobby.body.games.filter((g: any) => g.lifecycle === 'active')).toHaveLength(3);
    const view = await club.players.bartek.get(
      `/api/games/${games.find((g: any) => g.a.userId === club.ids.bartek || g.b.userId === club.ids.bartek).gameId}`,
    );
    expect(view.status).toBe(200);
    for (const n of names) {
      const mail = stack.server.mailbox.messages.find(
        (m) => m.to === `${n}@example.org` && m.subject.includes('Liga zimowa'),
      );
      expect(mail, n).toBeTruthy();
      expect(mail!.text).toContain(`/leagues/${leagueId}`);
    }
    // a club member watches a game they do not play: the spectator's view, without either side's secrets
    const notHers = games.find((g: any) => g.a.userId !== club.ids.celina && g.b.userId !== club.ids.celina);
    const watched = await club.players.celina.get(`/api/leagues/${leagueId}/games/${notHers.gameId}`);
    expect([watched.status, watched.body.mySide, watched.body.league.leagueId]).toEqual([200, null, leagueId]);
    expect(JSON.stringify(watched.body)).not.toMatch(/red-secret|blue-secret/);
    expect((await club.players.celina.get(`/api/games/${notHers.gameId}`)).status).toBe(403);
    expect((await club.players.celina.get(`/api/leagues/${leagueId}/games/nope`)).status).toBe(404);
    const late = await club.players.celina.post(`/api/leagues/${leagueId}/entries`, {});
    expect([late.status, late.body.code]).toEqual([409, 'entry-closed']);
    const again = await club.director.post(`/api/leagues/${leagueId}/start`, {});
    expect([again.status, again.body.code]).toEqual([409, 'already-started']);
    // once started only the name may change (tests/leagues/league-edit.test.ts): the format is fixed
    const edit = await club.director.request('PUT', `/api/leagues/${leagueId}`, {
      format: { kind: 'round-robin', double: true },
    });
    expect([edit.status, edit.body.code, edit.body.path]).toEqual([409, 'league-started', 'format']);
  });

  it('results land in the standings and the ratings as games end (played out, resigned)', async () => {
    const page = (await club.director.get(`/api/leagues/${leagueId}`)).body;
    const games = page.games as any[];
    const browserOf = (userId: string) => club.players[names.find((n) => club.ids[n] === userId)!];
    // the first game is played to its end through the orders route
    const first = games[0];
    const ended = await playOut(first.gameId, [browserOf(first.a.userId), browserOf(first.b.userId)]);
    expect(ended.lifecycle).toBe('over');
    const firstWinner = ended.result.winner === 'red' ? first.a.userId : first.b.userId;
    const mid = (await club.director.get(`/api/leagues/${leagueId}`)).body;
    expect(mid.games[0].lifecycle).toBe('over');
    expect(mid.standings.find((r: any) => r.player === firstWinner).score).toBe(1);
    // both players rated as a period of their own from the default rating
    const r1 = (await club.director.get(`/api/ratings/duel/${firstWinner}`)).body;
    const expectedWin = rateGame(DEFAULT_RATING, DEFAULT_RATING, 1).a;
    expect(r1.rating.rating).toBe(Math.round(expectedWin.rating));
    expect(r1.rating.provisional).toBe(true);
    expect(r1.history).toHaveLength(1);
    expect(r1.history[0].after.rating).toBeCloseTo(expectedWin.rating, 2);

    // the rest by resignation: the lower-seeded player (seat order in `names`) resigns
    const seedOf = (u: string) => names.findIndex((n) => club.ids[n] === u);
    for (const g of games.slice(1)) {
      const loser = seedOf(g.a.userId) > seedOf(g.b.userId) ? g.a.userId : g.b.userId;
      const r = await browserOf(loser).post(`/api/games/${g.gameId}/resign`, {});
      expect(r.status).toBe(200);
    }
    const done = (await club.director.get(`/api/leagues/${leagueId}`)).body;
    expect(done.status).toBe('finished');
    // hand-computed: the better seed won every resigned game; game 1 went to `firstWinner`
    const points: Record<string, number> = Object.fromEntries(names.map((n) => [club.ids[n], 0]));
    points[firstWinner]++;
    for (const g of games.slice(1)) points[seedOf(g.a.userId) < seedOf(g.b.userId) ? g.a.userId : g.b.userId]++;
    for (const row of done.standings) expect(row.score, row.name).toBe(points[row.player]);
    expect(done.standings.reduce((s: number, r: any) => s + r.score, 0)).toBe(6);
    expect(done.standings.every((r: any) => r.played === 3 && r.pending === 0)).toBe(true);
    // the crosstable: each cell holds the pairing's one game with its id, in standings order
    const { players, cells } = done.crosstable;
    expect(players.map((p: any) => p.userId)).toEqual(done.standings.map((r: any) => r.player));
    const winnerOf = new Map<string, string>([
      [first.gameId, firstWinner],
      ...games
        .slice(1)
        .map((g) => [g.gameId, seedOf(g.a.userId) < seedOf(g.b.userId) ? g.a.userId : g.b.userId] as [string, string]),
    ]);
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++) {
        if (i === j) {
          expect(cells[i][j]).toEqual([]);
          continue;
        }
        expect(cells[i][j]).toHaveLength(1);
        expect(cells[i][j][0].mark).toBe(winnerOf.get(cells[i][j][0].gameId) === players[i].userId ? '1' : '0');
      }
    const site = (await club.players.darek.get('/api/ratings/duel')).body.ratings;
    expect(site).toHaveLength(4);
    expect(site.every((r: any) => r.games === 3 && r.provisional)).toBe(true);
    // the best rating belongs to a player with the most points
    const best = Math.max(...Object.values(points));
    expect(points[site[0].userId]).toBe(best);
    const clubList = (await club.players.darek.get(`/api/clubs/${club.id}/ratings/duel`)).body.ratings;
    expect(clubList.map((r: any) => r.userId)).toEqual(site.map((r: any) => r.userId));
    const clubPage = (await club.players.darek.get(`/api/clubs/${club.id}`)).body;
    expect(clubPage.ratings.duel).toHaveLength(4);
    // a resigned game counts as a loss in the history with the opponent's pre-game rating
    const hist = (await club.players.darek.get(`/api/ratings/duel/${club.ids.darek}`)).body.history;
    expect(hist).toHaveLength(3);
  });

  it('a game end seen twice rates nothing twice', async () => {
    const svc = stack.server.svc;
    const { leagueServiceOf } = await import('../../functions/leagues/league-deps.js');
    const before = (await club.director.get('/api/ratings/duel')).body.ratings;
    const page = (await club.director.get(`/api/leagues/${leagueId}`)).body;
    const game = await svc.games.load(page.games[2].gameId);
    await leagueServiceOf(svc).onGameOver(game!.record);
    await leagueServiceOf(svc).onGameOver(game!.record);
    expect((await club.director.get('/api/ratings/duel')).body.ratings).toEqual(before);
  });
});
