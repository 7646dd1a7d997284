import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiPlayer, apiPlayers, foundClub } from './players.js';
import { liveStack } from './stack.js';
import type { BoardView } from '../../rules/core/board.js';
import { layoutBoard, sharedEdge } from '../../web/board/geometry.js';

/**
 * What the club-pack browser tests share: one live stack (server and Chromium) per test file, a club
 * with a director and a member, a pack added from a file or from a copy of ours opened in the painter,
 * a game on a pack opened by its players, and pointer presses on the painter's hexes and hexsides.
 */
export const live = liveStack();
const player = apiPlayers(live);

/** a club run by a director (Polish page), with a member (English page) in it */
export const clubOf = async (tag: string) => {
  const dir = await player(`dyrektor-${tag}@example.org`, 'pl');
  const member = await player(`czlonek-${tag}@example.org`, 'en');
  const clubId = await foundClub(dir, [[member, `czlonek-${tag}@example.org`]], `Klub ${tag}`);
  return { dir, member, clubId };
};

/** a new pack of the club from a JSON file, through the club page's form */
export const addFromFile = async (page: Page, name: string, provenance: string, content: unknown) => {
  await page.fill('#pack-name', name);
  await page.fill('#pack-provenance', provenance);
  await page.check('input[name=pack-from] >> nth=1');
  await page.setInputFiles('#pack-file', {
    name: 'pack.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(content)),
  });
  await page.click('form[aria-labelledby=h-newpack] button[type=submit]');
};

/** a copy of our pack of `game` added on the club page as `name`, opened in the editor's painter; the pack as read */
export const oursInPainter = async (dir: ApiPlayer, clubId: string, game: string, name: string) => {
  const page = dir.page;
  await page.goto(`${live.server.url}/clubs/${clubId}`);
  await page.waitForSelector('#pack-game');
  await page.selectOption('#pack-game', game);
  await page.fill('#pack-name', name);
  await page.fill('#pack-provenance', 'z naszego egzemplarza');
  await page.click('form[aria-labelledby=h-newpack] button[type=submit]');
  await page.waitForSelector(`[data-pack="${name}"]`);
  await page.click(`[data-pack="${name}"] button:has-text("Edytuj pakiet")`);
  await page.waitForSelector('.pack-map svg.board g.map path.cell');
  const { packs } = await dir.api.get(`/api/clubs/${clubId}/packs`);
  const read = await dir.api.get(`/api/clubs/${clubId}/packs/${packs[0].packId}`);
  return { packs, read };
};

/** the editor's save pressed: no problem listed, the pack named `name` at v2; the pack as read then */
export const savedV2 = async (dir: ApiPlayer, clubId: string, packId: string, name: string) => {
  const page = dir.page;
  await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
  await page.waitForSelector(`[data-pack="${name}"] .meta:has-text("v2"), .pack-tables [role=alert], .pack-problems`);
  expect(await page.locator('.pack-tables .pack-problems, .pack-tables [role=alert]').allTextContents()).toEqual([]);
  await page.waitForSelector(`[data-pack="${name}"] .meta:has-text("v2")`);
  return dir.api.get(`/api/clubs/${clubId}/packs/${packId}`);
};

/**
 * a game started by `dir` in the seat named (on the club's `pack`, or ours without one), `member`
 * invited and joined, with the game's `options`: its id
 */
export const gameOnPack = async (
  dir: ApiPlayer,
  member: ApiPlayer,
  pack: { clubId: string; packId: string } | undefined,
  /** game/scenario/seat */
  what: string,
  options?: Record<string, unknown>,
): Promise<string> => {
  const [game, scenario, seat] = what.split('/');
  const me = await member.api.get('/api/me');
  const created = await dir.api.post('/api/games', {
    game,
    scenario,
    seat,
    ...(pack ? { pack } : {}),
    opponent: { email: me.email },
    clock: { preset: 'none' },
    ...(options ? { options } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.id;
  expect((await member.api.post(`/api/games/${id}/join`, {})).status).toBe(200);
  return id;
};

/** game `id` opened by each of `players` once `ready` shows: the player and the view it was sent */
export const openedBy = async (id: string, players: ApiPlayer[], ready: string) => {
  const out = [];
  for (const p of players) {
    await p.page.goto(`${live.server.url}/g/${id}`);
    await p.page.waitForSelector(ready);
    out.push({ p, view: (await p.api.get(`/api/games/${id}`)).view });
  }
  return out;
};

/** the distance between two cells' centres */
export const dist = (centers: Map<string, { x: number; y: number }>, a: string, b: string): number =>
  Math.hypot(centers.get(a)!.x - centers.get(b)!.x, centers.get(a)!.y - centers.get(b)!.y);

/** where on the screen a point of the painter's board is, `t` of the way from cell `a`'s centre to cell `b`'s */
export const screenAt = async (page: Page, board: BoardView, a: string, b: string, t: number) => {
  const { centers } = layoutBoard(board);
  const p = centers.get(a)!,
    q = centers.get(b)!;
  return page.evaluate(
    (x) => {
      const svg = document.querySelector('.pack-map svg.board') as SVGSVGElement;
      const s = new DOMPoint(x.x, x.y).matrixTransform(svg.getScreenCTM()!);
      if (s.y >= 0 && s.y < innerHeight) return { x: s.x, y: s.y };
      // a point below the fold is scrolled to the middle of the window first: a click outside it reaches nothing
      window.scrollBy(0, s.y - innerHeight / 2);
      const r = new DOMPoint(x.x, x.y).matrixTransform(svg.getScreenCTM()!);
      return { x: r.x, y: r.y };
    },
    { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t },
  );
};
/** a press at a point of the board, `t` of the way from cell `a`'s centre to cell `b`'s */
export const pressBetween = async (page: Page, board: BoardView, a: string, b: string, t: number) => {
  const at = await screenAt(page, board, a, b, t);
  await page.mouse.click(at.x, at.y);
};

/** the `d` of the edge between two cells as the board draws a hexside (web/board/static-svg.ts) */
export const edgeD = (board: BoardView, a: string, b: string): string => {
  const { centers } = layoutBoard(board);
  const [p1, p2] = sharedEdge(board.grid, centers.get(a)!, centers.get(b)!);
  return `M${p1.x} ${p1.y}L${p2.x} ${p2.y}`;
};
/** the points of a line from cell `a` to cell `b` as the board draws a road */
/** a click on a cell of the painter's board */
export const clickBoard = (page: Page, board: BoardView, cell: string) => pressBetween(page, board, cell, cell, 0);
export const linkPoints = (board: BoardView, a: string, b: string): string => {
  const { centers } = layoutBoard(board);
  const [p, q] = [centers.get(a)!, centers.get(b)!];
  return `${p.x},${p.y} ${q.x},${q.y}`;
};
