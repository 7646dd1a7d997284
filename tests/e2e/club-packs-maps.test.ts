import { describe, expect, it } from 'vitest';
import { axeSerious, cellFill } from './page-checks.js';
import type { BoardView } from '../../rules/core/board.js';
import { layoutBoard } from '../../web/board/geometry.js';
import {
  clubOf,
  oursInPainter,
  gameOnPack,
  openedBy,
  screenAt,
  pressBetween,
  edgeD,
  clickBoard,
  linkPoints,
  savedV2,
} from './club-packs-kit.js';

/**
 * The map painter on the Wojna and Tannenberg maps in real Chromium against `npm start` (issue 20): a river
 * hexside and a road drawn; a station taken away whose dot goes at once and comes back on Undo, and a
 * navigable river's edge set by the keyboard; Tannenberg's hill, fort and Vistula bridge painted; each
 * seen by both players of a game on the pack.
 */
describe('club pack maps painted in Chromium', () => {
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
    // the set-up shown: Warsaw 1920's opens its own map, its 18th division's 1st regiment tagged at 0607
    await page.selectOption('.pack-setup-shown select', 'scenarios.1');
    await page.waitForSelector('.pack-map[data-part="maps.1.terrain"] g.setup-mark[data-setup-cell="0607"]');
    expect(await page.getAttribute('.pack-map g.setup-mark[data-setup-cell="0607"]', 'data-setup-ids')).toMatch(
      /^pl-18dp-1\b/,
    );
    expect(await page.getAttribute('.pack-map g.setup-mark[data-setup-cell="0607"]', 'data-side')).toBe('polish');
    await page.selectOption('.pack-setup-shown select', 'scenarios.0');
    await page.waitForSelector('.pack-map[data-part="maps.0.terrain"] g.setup-mark');
    expect(await page.textContent('.pack-setup-shown label')).toContain('Rozstawienie pokazane na mapie');

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

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasza stacja');
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

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasza twierdza');
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
});
