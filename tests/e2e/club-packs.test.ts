import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeSerious, cellFill, liveStack, signInByApi } from './helpers.js';
import type { BoardView } from '../../rules/core/board.js';
import { layoutBoard, sharedEdge } from '../../web/board/geometry.js';
import { guardPosition, send } from './manoeuvre-position.js';

/**
 * Club packs in real Chromium against `npm start` (issue 20): a director adds a pack to the club from
 * a copy of ours on the club page, a broken upload lists its problems by path, and a game created
 * on the new-game page with that pack names it on the game page, for both players; a changed pack
 * uploaded, a card edited in the list editor and a game on it whose Assault adds up the changed values;
 * three hexes of the OWC map painted and seen by both players of a game on that pack; a river hexside
 * and a road drawn on the Wojna map, seen in a game on that pack; a station taken away whose dot goes at
 * once and comes back on Undo, and a navigable river's edge set by the keyboard; Tannenberg's hill, fort
 * and Vistula bridge painted; a Manoeuvre terrain rule changed in the chart and a move it forbids refused
 * with its rule number in a game on the pack (and allowed in one on ours).
 */
const live = liveStack();

/** a club run by a director (Polish page), with a member (English page) in it */
const clubOf = async (tag: string) => {
  const dir = await signInByApi(live.browser, live.server.url, `dyrektor-${tag}@example.org`, 'pl');
  const member = await signInByApi(live.browser, live.server.url, `czlonek-${tag}@example.org`, 'en');
  const club = await dir.api.post('/api/clubs', { name: `Klub ${tag}` });
  const clubId: string = club.body.clubId;
  expect((await dir.api.post(`/api/clubs/${clubId}/invitations`, { email: `czlonek-${tag}@example.org` })).status).toBe(
    201,
  );
  expect((await member.api.post(`/api/clubs/${clubId}/join`, {})).status).toBe(200);
  return { dir, member, clubId };
};

/** a new pack of the club from a JSON file, through the club page's form */
const addFromFile = async (page: Page, name: string, provenance: string, content: unknown) => {
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
const oursInPainter = async (
  dir: Awaited<ReturnType<typeof signInByApi>>,
  clubId: string,
  game: string,
  name: string,
) => {
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

/** a game on the club's pack, started by `dir` in the seat named with `member` joined: its id */
const gameOnPack = async (
  dir: Awaited<ReturnType<typeof signInByApi>>,
  member: Awaited<ReturnType<typeof signInByApi>>,
  pack: { clubId: string; packId: string },
  /** game/scenario/seat */
  what: string,
): Promise<string> => {
  const [game, scenario, seat] = what.split('/');
  const me = await member.api.get('/api/me');
  const created = await dir.api.post('/api/games', {
    game,
    scenario,
    seat,
    pack,
    opponent: { email: me.email },
    clock: { preset: 'none' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.id;
  expect((await member.api.post(`/api/games/${id}/join`, {})).status).toBe(200);
  return id;
};

/** game `id` opened by each of `players` once `ready` shows: the player and the view it was sent */
const openedBy = async (id: string, players: Awaited<ReturnType<typeof signInByApi>>[], ready: string) => {
  const out = [];
  for (const p of players) {
    await p.page.goto(`${live.server.url}/g/${id}`);
    await p.page.waitForSelector(ready);
    out.push({ p, view: (await p.api.get(`/api/games/${id}`)).view });
  }
  return out;
};

/** the distance between two cells' centres */
const dist = (centers: Map<string, { x: number; y: number }>, a: string, b: string): number =>
  Math.hypot(centers.get(a)!.x - centers.get(b)!.x, centers.get(a)!.y - centers.get(b)!.y);

/** where on the screen a point of the painter's board is, `t` of the way from cell `a`'s centre to cell `b`'s */
const screenAt = async (page: Page, board: BoardView, a: string, b: string, t: number) => {
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
const pressBetween = async (page: Page, board: BoardView, a: string, b: string, t: number) => {
  const at = await screenAt(page, board, a, b, t);
  await page.mouse.click(at.x, at.y);
};

/** the `d` of the edge between two cells as the board draws a hexside (web/board/static-svg.ts) */
const edgeD = (board: BoardView, a: string, b: string): string => {
  const { centers } = layoutBoard(board);
  const [p1, p2] = sharedEdge(board.grid, centers.get(a)!, centers.get(b)!);
  return `M${p1.x} ${p1.y}L${p2.x} ${p2.y}`;
};
/** the points of a line from cell `a` to cell `b` as the board draws a road */
/** a click on a cell of the painter's board */
const clickBoard = (page: Page, board: BoardView, cell: string) => pressBetween(page, board, cell, cell, 0);
const linkPoints = (board: BoardView, a: string, b: string): string => {
  const { centers } = layoutBoard(board);
  const [p, q] = [centers.get(a)!, centers.get(b)!];
  return `${p.x},${p.y} ${q.x},${q.y}`;
};

describe('club packs in Chromium', () => {
  it('a director adds a pack on the club page and starts a game on it from the new-game page', async () => {
    const dir = await signInByApi(live.browser, live.server.url, 'dyrektor-pakiety@example.org', 'pl');
    const member = await signInByApi(live.browser, live.server.url, 'czlonek-pakiety@example.org', 'en');
    const club = await dir.api.post('/api/clubs', { name: 'Klub Pakietów' });
    const clubId: string = club.body.clubId;
    expect(
      (await dir.api.post(`/api/clubs/${clubId}/invitations`, { email: 'czlonek-pakiety@example.org' })).status,
    ).toBe(201);
    expect((await member.api.post(`/api/clubs/${clubId}/join`, {})).status).toBe(200);

    const page = dir.page;
    await page.goto(`${live.server.url}/clubs/${clubId}`);
    await page.waitForSelector('#h-packs');
    // a broken file: its problems listed by their place in the pack
    const ours = await dir.api.get('/api/packs/manoeuvre/example');
    const broken = JSON.parse(JSON.stringify(ours));
    broken.chart[2].id = 'swamp';
    await addFromFile(page, 'Zepsuty', 'próba', broken);
    await page.waitForSelector('.pack-problems code:has-text("chart[2].id")');
    // a copy of ours
    await page.check('input[name=pack-from] >> nth=0');
    await page.fill('#pack-name', 'Nasz Manewr');
    await page.fill('#pack-provenance', 'z naszego egzemplarza, tylko dla członków');
    await page.click('form[aria-labelledby=h-newpack] button[type=submit]');
    await page.waitForSelector('[data-pack="Nasz Manewr"]');
    expect(await axeSerious(page), 'axe on the club page').toEqual([]);
    // the terrain chart as a grid: hills defend one better against assault; undo, redo, save as v2
    await page.click('[data-pack="Nasz Manewr"] button:has-text("Edytuj pakiet")');
    const hills = page.getByRole('spinbutton', { name: 'hills defense.assault' });
    const before = Number(await hills.inputValue());
    await hills.fill(String(before + 1));
    await hills.blur();
    await page.click('.pack-tables button:has-text("Cofnij")');
    expect(Number(await hills.inputValue())).toBe(before);
    await hills.fill(String(before + 1));
    await hills.blur();
    // the first section's north-west square painted woods on its picture, drawn by the board's renderer
    await page.check('.pack-sections [data-brush="woods"] input');
    const nw = await page.evaluate(() => {
      const svg = document.querySelector('.pack-sections [data-section="sections.0"] svg')!;
      svg.scrollIntoView({ block: 'center' });
      const r = svg.getBoundingClientRect();
      return { x: r.x + r.width / 8, y: r.y + r.height / 8 };
    });
    await page.mouse.click(nw.x, nw.y);
    // and by the keyboard: the first arrow puts the cursor on the third row's first square, the next moves it right
    await page.focus('.pack-sections [data-section="sections.0"] .section-keys');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('.pack-sections [data-section="sections.0"] figcaption:has-text("pole 2.0")');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('.pack-sections [data-section="sections.0"] figcaption:has-text("pole 2.1")');
    await page.keyboard.press('Space');
    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('[data-pack="Nasz Manewr"] .meta:has-text("v2")');
    expect(await axeSerious(page), 'axe on the grid editor').toEqual([]);
    const { packs } = await dir.api.get(`/api/clubs/${clubId}/packs`);
    expect(packs.map((p: { name: string; version: number }) => [p.name, p.version])).toEqual([['Nasz Manewr', 2]]);
    const v2 = await dir.api.get(`/api/clubs/${clubId}/packs/${packs[0].packId}`);
    expect(v2.content.chart.find((t: { id: string }) => t.id === 'hills').defense.assault).toBe(before + 1);
    expect(ours.sections[0].rows[0][0]).toBe('.');
    expect(v2.content.sections[0].rows[0]).toBe(`w${ours.sections[0].rows[0].slice(1)}`);
    expect(ours.sections[0].rows[2][1]).toBe('.');
    expect(v2.content.sections[0].rows[2]).toBe(`${ours.sections[0].rows[2][0]}w${ours.sections[0].rows[2].slice(2)}`);

    // the new-game page offers it for Manoeuvre
    await page.goto(live.server.url);
    await page.waitForSelector('#ng-game');
    await page.selectOption('#ng-game', 'manoeuvre');
    await page.waitForSelector('#ng-pack');
    await page.selectOption('#ng-pack', `${clubId}/${packs[0].packId}`);
    await page.selectOption('#ng-scenario', 'intro');
    await page.fill('#ng-email', 'czlonek-pakiety@example.org');
    await page.click('.new-game button[type=submit]');
    await page.waitForURL(/\/g\//);
    const id = page.url().split('/g/')[1].split(/[?#]/)[0];
    await page.waitForSelector('.pack-note:has-text("Nasz Manewr")');
    const game = await dir.api.get(`/api/games/${id}`);
    expect(game.clubPack).toEqual({ name: 'Nasz Manewr', version: 2, clubId });
    // the invited member sees the same pack named on the game page
    await member.page.goto(`${live.server.url}/g/${id}`);
    await member.page.waitForSelector(`.pack-note:has-text("club pack 'Nasz Manewr' v2")`);
  });

  it('a changed pack uploaded, a card edited in the list: a game on it adds the changed values up in its Assault (6.1 s6)', async () => {
    const { dir, member, clubId } = await clubOf('zmiana');
    const page = dir.page;
    await page.goto(`${live.server.url}/clubs/${clubId}`);
    await page.waitForSelector('#h-packs');
    // the file: the 42nd (Britain's second unit) at full strength 7 instead of 5
    const ours = await dir.api.get('/api/packs/manoeuvre/example');
    const changed = JSON.parse(JSON.stringify(ours));
    const gb = changed.armies.findIndex((a: { id: string }) => a.id === 'gb');
    const u42 = changed.armies[gb].units.findIndex((u: { id: string }) => u.id === 'gb.42nd');
    expect(changed.armies[gb].units[u42].full).toBe(5);
    changed.armies[gb].units[u42].full = 7;
    await addFromFile(page, 'Manewr 42', 'z naszego egzemplarza', changed);
    await page.waitForSelector('[data-pack="Manewr 42"]');

    // the cards as a list: gb-06 (the 42nd's first card) defends 6 instead of 3
    await page.click('[data-pack="Manewr 42"] button:has-text("Edytuj pakiet")');
    const card = (n: number, field: string) =>
      page.locator(`[data-row="armies.${gb}.unitCards.${n}"] input[aria-label$=" ${field}"]`);
    const counter = page.locator(`[data-row="armies.${gb}.units.${u42}"] input[aria-label$=" full"]`);
    expect(await counter.inputValue()).toBe('7');
    // its faces previewed by the board's counter component: full 7, and the reduced face flipped
    const faces = page.locator(`[data-face="armies.${gb}.units.${u42}"] svg.counter-face g.counter`);
    expect(await faces.count()).toBe(2);
    expect(await faces.nth(0).textContent()).toContain('7');
    expect(await page.locator(`[data-face="armies.${gb}.units.${u42}"] svg.counter-face`).nth(1).innerHTML()).toContain(
      'opacity="0.45"',
    );
    expect(await card(5, 'defense').inputValue()).toBe('3');
    await card(5, 'defense').fill('6');
    await card(5, 'defense').blur();
    // the card previewed as the hand draws it, following the edit
    const face = page.locator(`[data-card="armies.${gb}.unitCards.5"].card-face`);
    await expect.poll(() => face.locator('.card-values').textContent()).toContain('D 6');
    expect(await face.locator('.card-name').textContent()).toBe('gb.42nd');
    // a value the schema refuses is named by its path, and its cell is marked
    await card(6, 'defense').fill('0');
    await card(6, 'defense').blur();
    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector(`.pack-problems code:has-text("armies[${gb}].unitCards[6].defense")`);
    expect(await card(6, 'defense').getAttribute('aria-invalid')).toBe('true');
    expect(await axeSerious(page), 'axe on the list editor').toEqual([]);
    await page.click('.pack-tables button:has-text("Cofnij")');
    expect(await card(6, 'defense').inputValue()).toBe('2');
    expect(await card(5, 'defense').inputValue()).toBe('6');
    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('[data-pack="Manewr 42"] .meta:has-text("v2")');
    const { packs } = await dir.api.get(`/api/clubs/${clubId}/packs`);
    const packId: string = packs[0].packId;

    // a game on it: the Guard moves d3 → d4 and assaults the 42nd on d5, played on the page
    const created = await dir.api.post('/api/games', {
      game: 'manoeuvre',
      scenario: 'standard',
      seat: 'blue',
      pack: { clubId, packId },
      opponent: { email: 'czlonek-zmiana@example.org' },
      clock: { preset: 'none' },
      options: { position: guardPosition('movement') },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id: string = created.body.id;
    expect((await member.api.post(`/api/games/${id}/join`, {})).status).toBe(200);
    await page.goto(`${live.server.url}/g/${id}`);
    await page.waitForSelector('.pack-note:has-text("Manewr 42")');
    await page.click('[data-stack="d3"]');
    await page.click('[data-target="d4"]');
    await page.waitForSelector('.draft-list li >> nth=0');
    await page.click('[data-stack="d3"]');
    await page.click('[data-target="d5"]');
    await page.waitForSelector('.draft-list li >> nth=1');
    await page.click('button:has-text("Bez dalszych kart: rozstrzygnij od razu")');
    await page.waitForSelector('.draft-list li >> nth=2');
    const v0 = (await dir.api.get(`/api/games/${id}`)).version;
    await page.click('.draft button.primary');
    await expect.poll(async () => (await dir.api.get(`/api/games/${id}`)).version, { timeout: 15_000 }).toBe(v0 + 1);

    // the defender plays the three cards: D = 7 (the 42nd, changed) + 6 (gb-06, changed) + 2 + 4 = 19,
    // where our pack gives 5 + 3 + 2 + 4 = 14; the member sees the total in the game's log
    await send(member.api, id, [
      { type: 'defense-card', card: 'gb-06' },
      { type: 'defense-card', card: 'gb-07' },
      { type: 'defense-card', card: 'gb-09' },
      { type: 'defend' },
    ]);
    await member.page.goto(`${live.server.url}/g/${id}`);
    await member.page.click('#tab-log');
    await member.page.waitForSelector('.log-list > li');
    await expect
      .poll(() => member.page.textContent('.log-list'), { timeout: 10_000 })
      .toMatch(/Attack Total \d+ against Defense Total 19/);
  });

  it('three hexes of the OWC map painted and a river hexside added: both players of a game on the pack see them', async () => {
    const { dir, member, clubId } = await clubOf('mapa');
    const page = dir.page;
    // three hexes that are not marsh, painted marsh
    const { packs, read } = await oursInPainter(dir, clubId, 'ostatnia-wojna-cesarzy', 'Nasza mapa');
    // the painter draws the whole map (the campaign's board), not the shortest scenario's part of it
    const painted: BoardView = { ...read.boards['map.hexes'], pieces: [] };
    expect(painted.cells.length).toBe(read.content.map.hexes.length);
    const inA = new Set(read.board.cells.map((c: { label: string }) => c.label));
    const targets: string[] = painted.cells
      .filter((c) => c.terrain === 'clear' && inA.has(c.label))
      .slice(0, 3)
      .map((c) => c.label);
    await page.check('[data-brush="marsh"] input');
    for (const h of targets) await clickBoard(page, painted, h);
    await page.waitForSelector('.pack-map .meta:has-text("3")');
    // a minor river between the first painted hex and a neighbour in scenario A with no hexside there yet
    const { centers } = layoutBoard(painted);
    const step = Math.min(
      ...painted.cells.filter((c) => c.label !== targets[0]).map((c) => dist(centers, c.label, targets[0])),
    );
    const sided = (a: string, b: string) =>
      read.content.map.hexsides.some(
        (h: { a: string; b: string }) => [h.a, h.b].sort().join() === [a, b].sort().join(),
      );
    const river = painted.cells
      .map((c) => c.label)
      .find(
        (l) => l !== targets[0] && inA.has(l) && dist(centers, l, targets[0]) < step * 1.1 && !sided(l, targets[0]),
      )!;
    await page.check('[data-tool="hexside"] input');
    await page.check('[data-brush="minor-river"] input');
    await pressBetween(page, painted, targets[0], river, 0.4);
    await expect.poll(() => page.innerHTML('.pack-map g.pack-features')).toContain(edgeD(painted, targets[0], river));
    expect(await axeSerious(page), 'axe on the map painter').toEqual([]);
    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('[data-pack="Nasza mapa"] .meta:has-text("v2")');
    const v2 = await dir.api.get(`/api/clubs/${clubId}/packs/${packs[0].packId}`);
    const terrainOf = (id: string) => v2.content.map.hexes.find((h: { id: string }) => h.id === id).terrain as string;
    expect(targets.map(terrainOf)).toEqual(['marsh', 'marsh', 'marsh']);
    expect(v2.content.map.hexsides).toContainEqual({ a: targets[0], b: river, kind: 'minor-river' });

    const id = await gameOnPack(dir, member, { clubId, packId: packs[0].packId }, 'ostatnia-wojna-cesarzy/A/allies');
    const marsh = read.board.legend.marsh.fill as string;
    for (const { p, view } of await openedBy(id, [dir, member], 'svg.board g.map path.cell')) {
      const fills = [];
      for (const h of targets) fills.push(await cellFill(p.page, view.board, h));
      expect(fills).toEqual([marsh, marsh, marsh]);
      // a clear hex beside them keeps its own colour: the check can tell terrains apart
      const clear = view.board.cells.find(
        (c: { terrain: string; label: string }) => c.terrain === 'clear' && !targets.includes(c.label),
      ).label;
      expect(await cellFill(p.page, view.board, clear)).toBe(read.board.legend.clear.fill);
      expect(view.board.hexsides).toContainEqual({ cells: [targets[0], river], kind: 'minor-river' });
      expect(await p.page.innerHTML('svg.board g.map g.hexsides')).toContain(edgeD(view.board, targets[0], river));
    }
  });

  it('a river hexside and a road drawn on the Wojna map: the pack check passes and a game on it shows both', async () => {
    const { dir, member, clubId } = await clubOf('rzeka');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'wojna-o-niepodleglosc', 'Nasza rzeka');
    const board: BoardView = { ...read.board, pieces: [] };
    // 1202 and 1203 share an edge with nothing on it; 1210 and 1211 touch and no road joins them
    const features = () => page.innerHTML('.pack-map g.pack-features');

    // the river: a click just inside 1202 by its edge with 1203; clicked again it goes, and undo brings it back
    await page.check('[data-tool="hexside"] input');
    await page.check('[data-brush="river"] input');
    await pressBetween(page, board, '1202', '1203', 0.4);
    await expect.poll(features).toContain(edgeD(board, '1202', '1203'));
    await pressBetween(page, board, '1203', '1202', 0.4);
    await expect.poll(features).not.toContain(edgeD(board, '1202', '1203'));
    await page.click('.pack-tables button:has-text("Cofnij")');
    await expect.poll(features).toContain(edgeD(board, '1202', '1203'));

    // the drag brush: pressed on 1405 and dragged to 1408, it paints the four hexes crossed, one step of undo
    await page.check('[data-tool="terrain"] input');
    await page.check('[data-brush="marsh"] input');
    // the far end first: finding it may scroll the page, and 1405 stays in the window after
    const to = await screenAt(page, board, '1408', '1408', 0);
    const from = await screenAt(page, board, '1405', '1405', 0);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 3 });
    await page.mouse.up();
    await page.waitForSelector('.pack-map .meta:has-text("pomalowane heksy: 4")');
    expect(await page.locator('.pack-map [data-painted="marsh"]').count()).toBe(4);
    await page.click('.pack-tables button:has-text("Cofnij")');
    await page.waitForSelector('.pack-map .meta:has-text("pomalowane heksy: 0")');

    // the road: from 1210 to 1211, drawn by the board's own line renderer in the preview
    await page.check('[data-tool="line0"] input');
    await clickBoard(page, board, '1210');
    await clickBoard(page, board, '1211');
    await expect.poll(features).toContain(linkPoints(board, '1210', '1211'));
    expect(await axeSerious(page), 'axe on the map painter with its tools').toEqual([]);

    // saved: the pack check passes (v2), and the pack holds both
    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('[data-pack="Nasza rzeka"] .meta:has-text("v2")');
    const v2 = await dir.api.get(`/api/clubs/${clubId}/packs/${packs[0].packId}`);
    expect(v2.content.maps[0].hexsides).toContainEqual({ a: '1202', b: '1203', kind: 'river' });
    expect(v2.content.maps[0].roads).toContainEqual({ hexes: ['1210', '1211'] });

    const id = await gameOnPack(
      dir,
      member,
      { clubId, packId: packs[0].packId },
      'wojna-o-niepodleglosc/exercise-1920/polish',
    );
    for (const { p, view } of await openedBy(id, [dir, member], 'svg.board g.map g.hexsides path')) {
      expect(view.board.hexsides).toContainEqual({ cells: ['1202', '1203'], kind: 'river' });
      expect(view.board.lines).toContainEqual({ kind: 'road', cells: ['1210', '1211'] });
      expect(await p.page.innerHTML('svg.board g.map g.hexsides')).toContain(edgeD(view.board, '1202', '1203'));
      expect(await p.page.innerHTML('svg.board g.map g.lines')).toContain(linkPoints(view.board, '1210', '1211'));
    }
  });
  it('Wojna: a station clicked on, a hex painted and a river set by the keyboard; a game on the pack shows them', async () => {
    const { dir, member, clubId } = await clubOf('klawiatura');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'wojna-o-niepodleglosc', 'Nasza stacja');
    const board: BoardView = { ...read.boards['maps.0.terrain'], pieces: [] };
    const marks = () => page.innerHTML('.pack-map g.pack-marks');

    // the warsaw-1920 map opens too, on its own board, and back to the exercise map
    await page.check('[data-map="maps.1.terrain"] input');
    await expect.poll(() => page.locator('.pack-map svg.board g.map path.cell').count()).toBeGreaterThan(0);
    expect(await page.getAttribute('.pack-map', 'data-part')).toBe('maps.1.terrain');
    await page.check('[data-map="maps.0.terrain"] input');
    await page.waitForSelector('.pack-map[data-part="maps.0.terrain"] svg.board g.map path.cell');

    // a station: the stations tool, a click on its hex rings it; clicked again it goes; undo brings it back
    // a station stands on a railway (the pack check refuses one elsewhere): the first railway hex without one
    const station: string = read.content.maps[0].railways
      .flatMap((r: { hexes: string[] }) => r.hexes)
      .find((h: string) => !read.content.maps[0].stations.includes(h));
    await page.check('[data-tool="mark0"] input');
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 3")');
    // a station of ours taken away: its dot leaves the board at once (the board's own dots hidden, the
    // edited pack's drawn), the other stations' stay; Undo brings it back and the board's own again
    const [gone, kept] = read.content.maps[0].stations as string[];
    const { centers } = layoutBoard(board);
    const dotAt = (h: string) => `M${centers.get(h)!.x - 13} ${centers.get(h)!.y + 8}a3 3`;
    const ownDots = page.locator('.pack-map svg.board g.map path.cell-feature >> nth=0');
    const drawnDots = () => page.innerHTML('.pack-map g.pack-features > g.pack-features');
    expect(await page.innerHTML('.pack-map svg.board g.map')).toContain(dotAt(gone));
    await clickBoard(page, board, gone);
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 2")');
    await expect.poll(drawnDots).toContain(dotAt(kept));
    expect(await drawnDots()).not.toContain(dotAt(gone));
    expect(await ownDots.evaluate((el) => getComputedStyle(el).display)).toBe('none');
    await page.click('.pack-tables button:has-text("Cofnij")');
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 3")');
    await expect.poll(drawnDots).toBe('');
    expect(await ownDots.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    await clickBoard(page, board, station);
    await expect.poll(marks).toContain(`data-c="${station}"`);
    await clickBoard(page, board, station);
    await expect.poll(marks).not.toContain(`data-c="${station}"`);
    await page.click('.pack-tables button:has-text("Cofnij")');
    await expect.poll(marks).toContain(`data-c="${station}"`);

    // the keyboard: focus on the board, an arrow puts the cursor on a hex (named in words), Space paints it
    await page.check('[data-tool="terrain"] input');
    await page.check('[data-brush="marsh"] input');
    await page.focus('.pack-map svg.board');
    await page.keyboard.press('ArrowRight');
    const cursorAt = async () => /heks (\d{4})/.exec((await page.textContent('.pack-map .pack-cursor')) ?? '')?.[1];
    await expect.poll(cursorAt).toMatch(/^\d{4}$/);
    // from there, right until a hex that is not marsh (the cursor's words name the terrain)
    for (let i = 0; i < 6 && (await page.textContent('.pack-map .pack-cursor'))?.includes('podmokłe'); i++)
      await page.keyboard.press('ArrowDown');
    const painted = (await cursorAt())!;
    expect(await page.getAttribute('.pack-map svg.board', 'aria-label')).toContain('strzałki przesuwają kursor');
    await page.keyboard.press('Space');
    await page.waitForSelector('.pack-map .meta:has-text("pomalowane heksy: 1")');
    expect(await page.locator(`.pack-map [data-painted="marsh"][data-c="${painted}"]`).count()).toBe(1);
    // the hexside tool: one step down, Enter sets a river on the edge the cursor just crossed
    await page.check('[data-tool="hexside"] input');
    await page.check('[data-brush="river"] input');
    await page.focus('.pack-map svg.board');
    await page.keyboard.press('ArrowDown');
    const below = (await cursorAt())!;
    expect(below).not.toBe(painted);
    const edge = (h: { a: string; b: string }) => [h.a, h.b].sort().join() === [below, painted].sort().join();
    expect(read.content.maps[0].hexsides.some(edge)).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.innerHTML('.pack-map g.pack-features')).toContain(edgeD(board, below, painted));
    // the navigable rivers' tool (16.1): Enter adds the same edge at the Wierzba's downstream end
    const reach = read.content.maps[0].navigable[0].hexsides.length;
    await page.check('[data-tool="edge0"] input');
    await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${reach}")`);
    await expect.poll(() => page.innerHTML('.pack-map g.pack-marks')).toContain('<path');
    await page.focus('.pack-map svg.board');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${reach + 1}")`);
    await expect.poll(() => page.innerHTML('.pack-map g.pack-marks')).toContain(edgeD(board, below, painted));
    expect(await axeSerious(page), 'axe on the painter with marks and the cursor').toEqual([]);

    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('[data-pack="Nasza stacja"] .meta:has-text("v2"), .pack-tables .error, .pack-problems');
    expect(await page.locator('.pack-tables .pack-problems, .pack-tables [role=alert]').allTextContents()).toEqual([]);
    await page.waitForSelector('[data-pack="Nasza stacja"] .meta:has-text("v2")');
    const v2 = await dir.api.get(`/api/clubs/${clubId}/packs/${packs[0].packId}`);
    expect(v2.content.maps[0].stations).toEqual([...read.content.maps[0].stations, station]);
    expect(v2.content.maps[0].terrain[painted]).toBe('marsh');
    expect(v2.content.maps[0].hexsides).toContainEqual({ a: below, b: painted, kind: 'river' });
    expect(v2.content.maps[0].navigable[0].hexsides.at(-1)).toEqual({ a: below, b: painted });

    const id = await gameOnPack(
      dir,
      member,
      { clubId, packId: packs[0].packId },
      'wojna-o-niepodleglosc/exercise-1920/polish',
    );
    for (const { p, view } of await openedBy(id, [dir, member], 'svg.board g.map path.cell')) {
      const cell = (l: string) => view.board.cells.find((c: { label: string }) => c.label === l);
      expect(cell(station).features).toContain('station');
      expect(cell(painted).terrain).toBe('marsh');
      expect(await cellFill(p.page, view.board, painted)).toBe(view.board.legend.marsh.fill);
      expect(await p.page.innerHTML('svg.board g.map g.hexsides')).toContain(edgeD(view.board, below, painted));
    }
  });

  it('Tannenberg: a hill and a Russian fort marked, a Vistula bridge set, undone and set again; a game on the pack has them', async () => {
    const { dir, member, clubId } = await clubOf('twierdza');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'tannenberg-1914', 'Nasza twierdza');
    const board: BoardView = { ...read.boards['map.hexes'], pieces: [] };
    const hexOf = (id: string) => read.content.map.hexes.find((h: { id: string }) => h.id === id);
    const [hill, fort] = ['A30B40', 'A30B41'];
    expect([hexOf(hill), hexOf(fort)].map((h) => [h.t, h.hill])).toEqual([
      ['clear', undefined],
      ['clear', undefined],
    ]);
    const tool = async (name: string, n: number) => {
      await page.check(`.pack-map .tools label:has-text("${name}") input`);
      await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${n}")`);
    };
    // the hills (9.7.3): a click gives the hex the hill's pattern at once
    await tool('wzgórza', 46);
    await clickBoard(page, board, hill);
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 47")');
    await expect
      .poll(() => page.locator('.pack-map g.pack-features > g.pack-features path.cell-pattern').count())
      .toBeGreaterThan(0);
    // a Russian fortification (12.2): Kowno, Osowiec and Grodno, and now one more
    await tool('fortyfikacje rosyjskie', 3);
    await clickBoard(page, board, fort);
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 4")');
    await expect.poll(() => page.innerHTML('.pack-map g.pack-marks')).toContain(`data-c="${fort}"`);
    // a road bridge over the Vistula (6.0) between Graudenz's hexes and the next ones north: a click on the edge
    const [a, b] = ['A5B41', 'A4B41'];
    await tool('mosty na Wiśle', 4);
    await page.check('.pack-map [data-brush="road"] input');
    await pressBetween(page, board, a, b, 0.4);
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 5")');
    await expect.poll(() => page.innerHTML('.pack-map g.pack-marks')).toContain(edgeD(board, a, b));
    await page.click('.pack-tables button:has-text("Cofnij")');
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 4")');
    expect(await page.innerHTML('.pack-map g.pack-marks')).not.toContain(edgeD(board, a, b));
    await pressBetween(page, board, a, b, 0.4);
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 5")');
    expect(await axeSerious(page), 'axe on the painter with the edge tool').toEqual([]);

    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('[data-pack="Nasza twierdza"] .meta:has-text("v2"), .pack-problems');
    expect(await page.locator('.pack-tables .pack-problems').allTextContents()).toEqual([]);
    const v2 = await dir.api.get(`/api/clubs/${clubId}/packs/${packs[0].packId}`);
    expect(v2.content.map.hexes.find((h: { id: string }) => h.id === hill).hill).toBe(true);
    expect(v2.content.map.forts.at(-1)).toMatchObject({ hex: fort, side: 'ru', name: fort });
    expect(v2.content.map.forts.at(-1).fortified).toHaveLength(6);
    expect(v2.content.map.vistulaBridges.at(-1)).toEqual({ id: 'road-a5b41-a4b41', a, b, kind: 'road', name: '' });

    const id = await gameOnPack(dir, member, { clubId, packId: packs[0].packId }, 'tannenberg-1914/gumbinnen-1914/de');
    for (const { view } of await openedBy(id, [dir, member], 'svg.board g.map path.cell')) {
      const cell = (l: string) => view.board.cells.find((c: { label: string }) => c.label === l);
      expect(cell(hill).features).toContain('hill');
      expect(cell(fort).features).toContain('fort');
    }
  });

  it('a terrain rule changed in the chart (cavalry stops on entering a field, 5): a cavalry move through a field, legal on our pack, is refused with rule 5 on the club pack', async () => {
    const { dir, member, clubId } = await clubOf('teren');
    const page = dir.page;
    await page.goto(`${live.server.url}/clubs/${clubId}`);
    await page.waitForSelector('#pack-game');
    await page.selectOption('#pack-game', 'manoeuvre');
    await page.fill('#pack-name', 'Pola');
    await page.fill('#pack-provenance', 'z naszego egzemplarza');
    await page.click('form[aria-labelledby=h-newpack] button[type=submit]');
    await page.waitForSelector('[data-pack="Pola"]');
    await page.click('[data-pack="Pola"] button:has-text("Edytuj pakiet")');
    // our chart: cavalry goes on through a field; the club's: it stops there
    const stops = page.getByRole('checkbox', { name: 'field cavalryStops' });
    expect(await stops.isChecked()).toBe(false);
    await stops.check();
    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('[data-pack="Pola"] .meta:has-text("v2")');
    const { packs } = await dir.api.get(`/api/clubs/${clubId}/packs`);
    const v2 = await dir.api.get(`/api/clubs/${clubId}/packs/${packs[0].packId}`);
    expect(v2.content.chart.find((t: { id: string }) => t.id === 'field').cavalryStops).toBe(true);

    // the Hussards on c3, a field on c4 and c5 empty: two squares north through the field
    const base = guardPosition('movement');
    const position = {
      ...base,
      map: { squares: { c4: 'field' } },
      units: base.units.map((u) => (u.unit === 'fr.hussards' ? { ...u, square: 'c3' } : u)),
    };
    const gameOn = async (pack?: { clubId: string; packId: string }) => {
      const created = await dir.api.post('/api/games', {
        game: 'manoeuvre',
        scenario: 'standard',
        seat: 'blue',
        ...(pack ? { pack } : {}),
        opponent: { email: 'czlonek-teren@example.org' },
        clock: { preset: 'none' },
        options: { position },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id: string = created.body.id;
      expect((await member.api.post(`/api/games/${id}/join`, {})).status).toBe(200);
      // the page offers c5 to the Hussards only where the chart lets them go on
      await page.goto(`${live.server.url}/g/${id}`);
      await page.waitForSelector('[data-stack="c3"]');
      await page.click('[data-stack="c3"]');
      await page.waitForSelector('[data-target="c4"]');
      const offered = await page.locator('[data-target="c5"]').count();
      const g = await dir.api.get(`/api/games/${id}`);
      const r = await dir.api.post(`/api/games/${id}/orders`, {
        expectedVersion: g.version,
        idempotencyKey: randomUUID(),
        batch: { orders: [{ type: 'move', unit: 'fr.hussards', path: ['c4', 'c5'] }] },
      });
      return { offered, status: r.status, body: r.body };
    };
    const ours = await gameOn();
    expect([ours.offered, ours.status], JSON.stringify(ours.body)).toEqual([1, 200]);
    const club = await gameOn({ clubId, packId: packs[0].packId });
    expect(club.offered).toBe(0);
    expect(club.status).toBe(422);
    expect(club.body).toMatchObject({ rule: '5', at: 'orders[0].path[0]' });
    await page.waitForSelector('.pack-note:has-text("Pola")');
  });
});
