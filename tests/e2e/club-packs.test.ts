import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { axeSerious, cellFill } from './page-checks.js';
import type { BoardView } from '../../rules/core/board.js';
import { layoutBoard } from '../../web/board/geometry.js';
import { guardPosition, send } from './manoeuvre-position.js';
import {
  live,
  clubOf,
  addFromFile,
  oursInPainter,
  gameOnPack,
  openedBy,
  dist,
  pressBetween,
  edgeD,
  clickBoard,
} from './club-packs-kit.js';

/**
 * Club packs in real Chromium against `npm start` (issue 20): a director adds a copy of our pack on the
 * club page, a broken upload lists its problems by path, and a game made on that pack names it for both
 * players; a changed pack uploaded and a card edited whose Assault adds up the changed values; three OWC
 * hexes painted; a Manoeuvre terrain rule changed in the chart and a move it forbids refused with its rule
 * number (and allowed on ours). The Wojna and Tannenberg painters are in club-packs-maps.test.ts.
 */
describe('club packs in Chromium', () => {
  it('a director adds a pack on the club page and starts a game on it from the new-game page', async () => {
    const { dir, member, clubId } = await clubOf('pakiety');

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
    const id = await gameOnPack(dir, member, { clubId, packId }, 'manoeuvre/standard/blue', {
      position: guardPosition('movement'),
    });
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
      const id = await gameOnPack(dir, member, pack, 'manoeuvre/standard/blue', { position });
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
