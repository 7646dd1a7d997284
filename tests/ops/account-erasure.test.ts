/**
 * A player downloads their data and deletes their account. Afterwards no item of the table (read
 * whole with a Scan) holds their address or any name they had, their sessions and links are dead,
 * and the games, chat, league table and opponents' rating histories still load, showing a deleted
 * player where they were.
 */
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_NAME } from '../../functions/store/account-items.js';
import { Browser, bid, startStack, tokenFromMail, type Stack, inviteToDuel } from '../api/helpers/harness.js';
import { clubOf, leagueBody, playOut, type Club } from '../leagues/helpers.js';

let stack: Stack;
let club: Club;
beforeAll(async () => {
  stack = await startStack();
  club = await clubOf(stack, ['dyrektor', 'zofia', 'olek']);
});
afterAll(() => stack.close());

const ADDRESS = 'zofia@example.org';
const NAME = 'Zofia Usuwalska';

/** every item of the table as JSON text (a test may scan; the service never does) */
const wholeTable = async (): Promise<string[]> => {
  const { client, table } = stack.server.svc.deps.db;
  const out: string[] = [];
  let start: Record<string, any> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    for (const i of page.Items ?? []) out.push(JSON.stringify(unmarshall(i)));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
};

describe('data export and account deletion', () => {
  const zofia = () => club.players.zofia!;
  const olek = () => club.players.olek!;
  let leagueId = '';
  let leagueGame = '';
  let duelId = '';
  let openId = '';
  let zofiaId = '';
  const second = () => new Browser(stack);
  let otherSession: Browser;

  it('a season with her in it: a league game played out, a running duel, chat, two sessions, an unused link', async () => {
    zofiaId = club.ids.zofia!;
    expect((await zofia().request('PUT', '/api/me', { name: NAME })).status).toBe(200);
    const league = await club.director.post('/api/leagues', leagueBody(stack, club.id));
    expect(league.status).toBe(201);
    leagueId = league.body.leagueId ?? league.body.id;
    expect((await zofia().post(`/api/leagues/${leagueId}/entries`, {})).status).toBe(201);
    expect((await olek().post(`/api/leagues/${leagueId}/entries`, {})).status).toBe(201);
    expect((await club.director.post(`/api/leagues/${leagueId}/start`, {})).status).toBe(200);
    const page = await olek().get(`/api/leagues/${leagueId}`);
    leagueGame = page.body.games[0].gameId ?? page.body.games[0].id;
    await playOut(leagueGame, [zofia(), olek()]);

    const created = await inviteToDuel(olek(), ADDRESS);
    expect(created.status).toBe(201);
    duelId = created.body.id;
    expect((await zofia().post(`/api/games/${duelId}/join`, {})).status).toBe(200);
    expect((await bid(olek(), duelId, 1, 1)).status).toBe(200);
    expect((await zofia().post(`/api/games/${duelId}/chat`, { text: `pisz na ${ADDRESS}` })).status).toBe(201);
    expect((await olek().post(`/api/games/${duelId}/chat`, { text: 'dobrze' })).status).toBe(201);

    // a game of hers still waiting for an opponent in the open list
    const open = await zofia().post('/api/games', {
      game: 'duel',
      scenario: 'first-to-3',
      seat: 'red',
      opponent: { open: true },
    });
    expect([open.status, open.body.lifecycle]).toEqual([201, 'open']);
    openId = open.body.id;

    otherSession = second();
    await otherSession.signIn(ADDRESS);
    expect((await second().post('/api/auth/link', { email: ADDRESS })).status).toBe(202);
    expect((await wholeTable()).filter((t) => /zofia/i.test(t)).length).toBeGreaterThan(10);
  });

  it('GET /api/me/export downloads her data as a JSON attachment', async () => {
    const res = await zofia().get('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="rozkaz-my-data.json"');
    expect(res.body.profile).toMatchObject({ userId: zofiaId, email: ADDRESS, name: NAME });
    expect(res.body.games.map((g: { gameId: string }) => g.gameId).sort()).toEqual([duelId, leagueGame, openId].sort());
    expect(res.body.chat).toEqual([
      { gameId: duelId, at: expect.any(String), side: 'blue', to: 'all', text: `pisz na ${ADDRESS}` },
    ]);
    expect(res.body.clubs).toEqual([expect.objectContaining({ clubId: club.id })]);
    expect(res.body.ratings).toEqual([expect.objectContaining({ game: 'duel' })]);
    expect(res.body.ratingHistory).toHaveLength(1);
    expect((await new Browser(stack).get('/api/me/export')).status).toBe(401);
  });

  it('DELETE /api/me needs {confirm: true}; a club owner must hand the club over first', async () => {
    expect((await zofia().request('DELETE', '/api/me', {})).status).toBe(400);
    const owner = await club.director.request('DELETE', '/api/me', { confirm: true });
    expect([owner.status, owner.body.code, owner.body.clubs]).toEqual([409, 'owns-club', [club.id]]);
  });

  it('deletes her: the running game resigned, sessions and links dead, no address or name left in the table', async () => {
    const res = await zofia().request('DELETE', '/api/me', { confirm: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, resigned: [duelId], cancelled: [openId], declined: [] });
    // her open game is cancelled, so nobody joins a game whose other player is gone
    expect((await stack.server.svc.games.load(openId))?.record.lifecycle).toBe('cancelled');
    expect((await olek().get('/api/games/open')).body.games.map((g: { id: string }) => g.id)).not.toContain(openId);
    expect((await olek().post(`/api/games/${openId}/join`, {})).status).toBe(409);
    expect(zofia().cookie).toBe('');
    expect((await otherSession.get('/api/me')).status).toBe(401);
    // the unused link signs nobody in
    const token = tokenFromMail(stack, ADDRESS);
    expect((await new Browser(stack).post('/api/auth/verify', { token })).status).not.toBe(200);

    const table = await wholeTable();
    const left = table.filter((t) => /zofia|usuwalska/i.test(t));
    expect(left).toEqual([]);
    // her id stays only where it is the game's own record of who played (pseudonymous)
    expect(table.some((t) => t.includes(`"pk":"USER#${zofiaId}"`))).toBe(false);
    expect(table.some((t) => t.includes(`SESSION#`) && t.includes(zofiaId))).toBe(false);
  });

  it('the games still load, with a deleted player in her seat and on her chat messages', async () => {
    const duel = await olek().get(`/api/games/${duelId}`);
    expect(duel.status).toBe(200);
    expect(duel.body.lifecycle).toBe('over');
    expect(duel.body.seats.blue).toMatchObject({ name: DELETED_NAME });
    expect(duel.body.seats.red.name).toBe('olek');
    const chat = await olek().get(`/api/games/${duelId}/chat`);
    // both lines were written at the same (manual) instant: their order is the ids', so compare sorted
    expect(chat.body.messages.map((m: { name: string; text: string }) => [m.name, m.text]).sort()).toEqual([
      [DELETED_NAME, 'pisz na deleted'],
      ['olek', 'dobrze'],
    ]);
    expect((await olek().get(`/api/games/${duelId}/log`)).status).toBe(200);
    expect((await olek().get(`/api/games/${duelId}/replay/2`)).status).toBe(200);
    expect((await olek().get(`/api/games/${leagueGame}/export`)).status).toBe(200);
    const lobby = await olek().get('/api/games');
    expect(lobby.status).toBe(200);
    expect(JSON.stringify(lobby.body)).toContain(DELETED_NAME);
  });

  it('the league table and the opponent’s rating history show the same', async () => {
    const page = await olek().get(`/api/leagues/${leagueId}`);
    expect(page.status).toBe(200);
    const names = page.body.standings.map((s: { name: string }) => s.name).sort();
    expect(names).toEqual([DELETED_NAME, 'olek'].sort());
    const history = await olek().get(`/api/ratings/duel/${club.ids.olek}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain(DELETED_NAME);
    expect((await club.director.get(`/api/clubs/${club.id}`)).status).toBe(200);
  });
});
