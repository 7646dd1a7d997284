import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../rules/core/board.js';
import { axeSerious } from './page-checks.js';
import { clickBoard, clubOf, gameOnPack, linkPoints, openedBy, oursInPainter, savedV2 } from './club-packs-kit.js';

/**
 * A town placed and a railway drawn hex to hex on the Wojna exercise map, in real Chromium against
 * `npm start` (issue 20: "roads and railways hex to hex, towns and labels placed"): the preview draws
 * both as the board does, Undo takes the town away and it is placed again, the pack saves through the
 * pack check, and both players of a game on the pack see the town's name and the railway.
 */
describe('club pack places and railways in Chromium', () => {
  it('Wojna: the town "Nowa Wieś" placed at 1005 and a railway 1003–1004 drawn; a game on the pack shows both', async () => {
    const { dir, member, clubId } = await clubOf('miasteczko');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'wojna-o-niepodleglosc', 'Nasze miasteczko');
    const board: BoardView = { ...read.boards['maps.0.terrain'], pieces: [] };
    const map = read.content.maps[0];
    // 1005 holds no locality, 1003 and 1004 no railway
    expect(map.localities.map((l: { hex: string }) => l.hex)).not.toContain('1005');
    expect(map.railways.flatMap((r: { hexes: string[] }) => r.hexes)).not.toContain('1003');
    const features = () => page.innerHTML('.pack-map g.pack-features');

    // the town: the place tool, the town brush, a name typed, a click on the hex
    await page.check('.pack-map [data-tool="place"] input');
    await page.check('.pack-map [data-brush="town"] input');
    await page.fill('#pack-place-name', 'Nowa Wieś');
    await clickBoard(page, board, '1005');
    await expect.poll(features).toContain('Nowa Wieś');
    // the board's own place labels give way to the pack's, which still name ours
    await expect
      .poll(() => page.locator('.pack-map svg.board g.place-layer').evaluate((el) => getComputedStyle(el).display))
      .toBe('none');
    expect(await features()).toContain('Borowice');
    await page.click('.pack-tables button:has-text("Cofnij")');
    await expect.poll(features).not.toContain('Nowa Wieś');
    await clickBoard(page, board, '1005');
    await expect.poll(features).toContain('Nowa Wieś');

    // the railway: the second line tool (roads, then railways), from 1003 to the hex next to it
    await page.check('.pack-map [data-tool="line1"] input');
    await clickBoard(page, board, '1003');
    await clickBoard(page, board, '1004');
    await expect.poll(features).toContain(linkPoints(board, '1003', '1004'));
    expect(await axeSerious(page), 'axe on the painter with the line tool').toEqual([]);

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasze miasteczko');
    expect(v2.content.maps[0].localities).toContainEqual({ hex: '1005', name: 'Nowa Wieś', kind: 'town' });
    expect(v2.content.maps[0].railways).toContainEqual(expect.objectContaining({ hexes: ['1003', '1004'] }));

    const id = await gameOnPack(
      dir,
      member,
      { clubId, packId: packs[0].packId },
      'wojna-o-niepodleglosc/exercise-1920/polish',
    );
    for (const { p, view } of await openedBy(id, [dir, member], 'svg.board g.map g.lines')) {
      expect(view.board.places).toContainEqual(expect.objectContaining({ cell: '1005' }));
      expect(view.board.lines).toContainEqual({ kind: 'railway', cells: ['1003', '1004'] });
      expect(await p.page.textContent('svg.board g.place-layer')).toContain('Nowa Wieś');
      expect(await p.page.innerHTML('svg.board g.map g.lines')).toContain(linkPoints(view.board, '1003', '1004'));
    }
  });
});
