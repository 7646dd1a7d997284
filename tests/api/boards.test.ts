/**
 * The static board (issue 12, ARCHITECTURE v3): a game answer names its board by `boardKey` and
 * carries only pieces, overlays and options; `GET /api/boards/:game/:key` serves the grid, cells,
 * terrain, hexsides, lines and places once, public and immutable. Real dynalite, real HTTP, the
 * real Ostatnia Wojna Cesarzy and Manoeuvre modules.
 */
import { describe, expect, it } from 'vitest';
import { forgetBoards } from '../../functions/play/boards.js';
import { boardKey, mergeBoard } from '../../rules/core/board.js';
import { unpackView } from '../../rules/core/wire.js';
import { Browser, realGames, stackPerFile } from './helpers/harness.js';

const { owc, options } = await realGames('boards test');
const stack = stackPerFile(options);

let players = 0;
const startGame = async (game: string, scenario: string, seat: string) => {
  const a = new Browser(stack);
  const b = new Browser(stack);
  const n = ++players;
  await a.signIn(`boards-a${n}@example.org`);
  await b.signIn(`boards-b${n}@example.org`);
  const created = await a.post('/api/games', { game, scenario, seat, opponent: { email: `boards-b${n}@example.org` } });
  expect(created.status).toBe(201);
  expect((await b.post(`/api/games/${created.body.id}/join`)).status).toBe(200);
  return { id: created.body.id as string, a, b };
};
const SIZE_LIMIT = 25_000;
const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

describe('static board: served once per key, views carry only what changes', () => {
  it('OWC scenario A: the view as the API sends it is under 25 KB; the map is in the static board', async () => {
    const { id, a, b } = await startGame('ostatnia-wojna-cesarzy', 'A', 'allies');
    for (const p of [a, b]) {
      const res = await p.request('GET', `/api/games/${id}`);
      const text = JSON.stringify(res.body);
      expect(Buffer.byteLength(text), `${res.body.mySide}'s answer`).toBeLessThan(SIZE_LIMIT);
      expect(res.body.view.board.cells).toBeUndefined();
      expect(res.body.view.board.hexsides).toBeUndefined();
      expect(res.body.view.board.pieces.length).toBeGreaterThan(10);
    }
    const g = (await a.get(`/api/games/${id}`)).body;
    // the awaited side's movement options travel packed and unpack to exactly what the module offers
    const loaded = (await stack.server.svc.games.load(id))!;
    const offered = owc.view(loaded.record.state, 'allies').options;
    expect(offered.choices.reduce((n, c) => n + (c.targets?.length ?? 0), 0)).toBeGreaterThan(400);
    expect(unpackView(g.view).options).toEqual(JSON.parse(JSON.stringify(offered)));
    const board = await a.get(`/api/boards/ostatnia-wojna-cesarzy/${g.boardKey}`);
    expect(board.status).toBe(200);
    const game = (await stack.server.svc.games.load(id))!;
    expect(board.body).toEqual(JSON.parse(JSON.stringify(owc.staticBoard(game.record.state))));
    expect(boardKey(board.body)).toBe(g.boardKey);
    expect(bytes(board.body)).toBeGreaterThan(40_000);
    // merged, the page draws what one whole view used to carry
    const drawn = mergeBoard(board.body, g.view.board);
    expect(drawn.cells.length).toBe(board.body.cells.length);
    expect(drawn.cells.filter((c) => c.control !== undefined).length).toBeGreaterThan(5);
  });

  it('the board is public and immutable: cache headers, ETag and 304, the same key for a second game', async () => {
    const first = await startGame('ostatnia-wojna-cesarzy', 'A', 'russians');
    const second = await startGame('ostatnia-wojna-cesarzy', 'A', 'allies');
    const k1 = (await first.a.get(`/api/games/${first.id}`)).body.boardKey;
    const k2 = (await second.b.get(`/api/games/${second.id}`)).body.boardKey;
    expect(k1).toMatch(/^[0-9a-f]{16}$/);
    expect(k2).toBe(k1);
    const anon = new Browser(stack);
    const res = await anon.request('GET', `/api/boards/ostatnia-wojna-cesarzy/${k1}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"${k1}"`);
    const again = await anon.request('GET', `/api/boards/ostatnia-wojna-cesarzy/${k1}`, undefined, {
      'if-none-match': `"${k1}"`,
    });
    expect(again.status).toBe(304);
    // a game answer stays uncacheable
    expect((await first.a.request('GET', `/api/games/${first.id}`)).headers.get('cache-control')).toBe('no-store');
  });

  it('an instance that never built the board rebuilds it from ?from=<a game that uses it>; otherwise 404', async () => {
    const { id, a } = await startGame('ostatnia-wojna-cesarzy', 'A', 'allies');
    const k = (await a.get(`/api/games/${id}`)).body.boardKey;
    forgetBoards();
    expect((await a.get(`/api/boards/ostatnia-wojna-cesarzy/${k}`)).status).toBe(404);
    expect((await a.get(`/api/boards/manoeuvre/${k}?from=${id}`)).status).toBe(404);
    expect((await a.get(`/api/boards/ostatnia-wojna-cesarzy/0123456789abcdef?from=${id}`)).status).toBe(404);
    const rebuilt = await a.get(`/api/boards/ostatnia-wojna-cesarzy/${k}?from=${id}`);
    expect(rebuilt.status).toBe(200);
    expect(boardKey(rebuilt.body)).toBe(k);
    expect((await a.get(`/api/boards/ostatnia-wojna-cesarzy/${k}`)).status).toBe(200);
    expect((await a.get('/api/boards/ostatnia-wojna-cesarzy/not-a-key')).status).toBe(400);
  });

  it('Manoeuvre: replay answers name their own board and carry only its layer', async () => {
    const { id, a } = await startGame('manoeuvre', 'standard', 'blue');
    const g = (await a.get(`/api/games/${id}`)).body;
    const board = await a.get(`/api/boards/manoeuvre/${g.boardKey}`);
    expect(board.status).toBe(200);
    expect(board.body.cells).toHaveLength(64);
    const replay = (await a.get(`/api/games/${id}/replay/0`)).body;
    expect(replay.boardKey).toBe(g.boardKey);
    expect(replay.view.board.cells).toBeUndefined();
  });
});
