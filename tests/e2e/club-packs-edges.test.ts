import { describe, expect, it } from 'vitest';
import { axeSerious } from './page-checks.js';
import type { BoardView } from '../../rules/core/board.js';
import { layoutBoard } from '../../web/board/geometry.js';
import { cursorStepper, touching } from '../../web/leagues/pack-map-cursor.js';
import { clubOf, oursInPainter, gameOnPack, openedBy, pressBetween, edgeD, savedV2 } from './club-packs-kit.js';

/**
 * The painter's edge tools that edit what was edited as the file before (issue 20), in real Chromium
 * against `npm start`: a Tannenberg fort's fortified sides set by the keyboard and by clicks on its
 * edges (12.2.4), a Vistula bridge named and another renamed (6.0), and a new navigable river of Wojna
 * (16.1) made with its own brush and name; and Tannenberg's units list, a gun's fire edited and its
 * face following. Each saved, checked by the game's pack check, and played on.
 */
describe('club pack edge tools in Chromium', () => {
  it('Tannenberg: a new fort loses a fortified side by the keyboard and another by a click, undone; bridges named', async () => {
    const { dir, member, clubId } = await clubOf('boki');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'tannenberg-1914', 'Nasze boki');
    const board: BoardView = { ...read.boards['map.hexes'], pieces: [] };
    const forts = read.content.map.forts as { hex: string; fortified: string[] }[];
    const sides = forts.reduce((n, f) => n + f.fortified.length, 0);
    const tool = async (name: string, n: number) => {
      await page.check(`.pack-map .tools label:has-text("${name}") input`);
      await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${n}")`);
    };
    // the keyboard cursor's first hex (the middle of the list) and the one below it, as the painter steps
    const step = cursorStepper(board.cells);
    const fort = step(null, 'ArrowRight')!;
    const below = step(fort, 'ArrowDown')!;
    expect(forts.some((f) => f.hex === fort)).toBe(false);

    // a Russian fort at the cursor (Space): fortified on all six sides (12.2.4)
    await tool('fortyfikacje rosyjskie', 3);
    await page.focus('.pack-map svg.board');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector(`.pack-map .pack-cursor:has-text("${fort}")`);
    await page.keyboard.press('Space');
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 4")');

    // the fortified sides: every fort's shown; stepping out of the fort across a side and Space takes that side away
    await tool('boki fortyfikacji', sides + 6);
    await expect.poll(() => page.innerHTML('.pack-map g.pack-marks')).toContain(edgeD(board, fort, below));
    await page.focus('.pack-map svg.board');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector(`.pack-map .pack-cursor:has-text("${below}")`);
    await page.keyboard.press('Space');
    await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${sides + 5}")`);
    expect(await page.innerHTML('.pack-map g.pack-marks')).not.toContain(edgeD(board, fort, below));
    // a click inside the fort by another side takes that one too; Undo gives it back, Space gives the first back
    const layout = layoutBoard(board);
    const other = board.cells.map((c) => c.label).find((c) => c !== below && touching(layout, fort, c))!;
    await pressBetween(page, board, fort, other, 0.4);
    await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${sides + 4}")`);
    await page.click('.pack-tables button:has-text("Cofnij")');
    await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${sides + 5}")`);
    await pressBetween(page, board, fort, other, 0.4);
    await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${sides + 4}")`);
    await page.focus('.pack-map svg.board');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${sides + 5}")`);
    await expect.poll(() => page.innerHTML('.pack-map g.pack-marks')).toContain(edgeD(board, fort, below));

    // the bridges (6.0): a new one named as typed, Dirschau's road bridge renamed; the list under the tools names them
    await tool('mosty na Wiśle', 4);
    await page.check('.pack-map [data-brush="road"] input');
    await page.fill('#pack-place-name', 'Fordon');
    await pressBetween(page, board, 'A5B41', 'A4B41', 0.4);
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 5")');
    await page.waitForSelector('.pack-named li:has-text("A5B41–A4B41: Fordon")');
    await page.fill('#pack-place-name', 'Tczew');
    await pressBetween(page, board, 'A5B48', 'A4B49', 0.4);
    await page.waitForSelector('.pack-named li:has-text("A4B49–A5B48: Tczew")');
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 5")');
    expect(await axeSerious(page), 'axe on the painter with the named bridges').toEqual([]);

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasze boki');
    const made = v2.content.map.forts.at(-1);
    expect(made).toMatchObject({ hex: fort, side: 'ru', name: fort });
    expect(made.fortified).toHaveLength(5);
    expect(made.fortified).toContain(below);
    expect(made.fortified).not.toContain(other);
    expect(v2.content.map.vistulaBridges[0]).toEqual({
      id: 'road-dirschau',
      a: 'A4B49',
      b: 'A5B48',
      kind: 'road',
      name: 'Tczew',
    });
    expect(v2.content.map.vistulaBridges.at(-1)).toEqual({
      id: 'road-a5b41-a4b41',
      a: 'A5B41',
      b: 'A4B41',
      kind: 'road',
      name: 'Fordon',
    });
    // the campaign's board is the whole map (Gumbinnen's play area does not reach the new fort)
    const id = await gameOnPack(dir, member, { clubId, packId: packs[0].packId }, 'tannenberg-1914/tannenberg-1914/de');
    for (const { view } of await openedBy(id, [dir, member], 'svg.board g.map path.cell'))
      expect(view.board.cells.find((c: { label: string }) => c.label === fort)?.features ?? []).toContain('fort');
  });

  it("Tannenberg's units list: a gun's attack fire edited, its face follows; a game on the pack draws the gun so", async () => {
    const { dir, member, clubId } = await clubOf('dziala');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'tannenberg-1914', 'Nasze działa');
    const units = read.content.forces.units as { id: string; front: { af?: number; df?: number } }[];
    // the I Corps' guns stand in Gumbinnen's set-up (A38B41): fire 4-3 on the front
    const j = units.findIndex((u) => u.id === 'de-1-i-art');
    const row = `forces.units.${j}`;
    const face = () => page.textContent(`.pack-list [data-face="${row}"] svg.counter-face >> nth=0`);
    expect(await face()).toContain(`${units[j].front.af}-${units[j].front.df}-`);
    await page.fill(`[aria-label="${row} front.af"]`, '9');
    await page.press(`[aria-label="${row} front.af"]`, 'Tab');
    await expect.poll(face).toContain(`9-${units[j].front.df}-`);
    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasze działa');
    expect(v2.content.forces.units[j].front.af).toBe(9);
    const id = await gameOnPack(dir, member, { clubId, packId: packs[0].packId }, 'tannenberg-1914/gumbinnen-1914/de');
    const [seen] = await openedBy(id, [dir], 'svg.board g.pieces');
    const gun = seen.view.board.pieces.find((p: { id: string }) => p.id === 'de-1-i-art');
    expect(gun.values[0]).toBe(`9-${units[j].front.df}`);
    // it stands under v. François in A38B41: the stack's words name it with its values as the counter prints them
    expect(await dir.page.innerHTML('svg.board')).toContain(`1/I art. II ${gun.values.join('-')}`);
  });

  it('Wojna: a river hexside painted, then a new navigable river "Bug" on it with the new brush; saved and played on', async () => {
    const { dir, member, clubId } = await clubOf('bug');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'wojna-o-niepodleglosc', 'Nasz Bug');
    const board: BoardView = { ...read.boards['maps.0.terrain'], pieces: [] };
    // 1202 and 1203 share an edge with nothing on it: a river first (16.1: only a river may be navigable)
    await page.check('[data-tool="hexside"] input');
    await page.check('[data-brush="river"] input');
    await pressBetween(page, board, '1202', '1203', 0.4);
    await expect.poll(() => page.innerHTML('.pack-map g.pack-features')).toContain(edgeD(board, '1202', '1203'));

    await page.check('[data-tool="edge0"] input');
    const reach = read.content.maps[0].navigable[0].hexsides.length;
    await page.waitForSelector(`.pack-map .meta:has-text("oznaczone: ${reach}")`);
    // no name field for an existing river; the new river's brush asks for one
    expect(await page.locator('#pack-place-name').count()).toBe(0);
    await page.check('.pack-map [data-brush="nowa rzeka"] input');
    await page.fill('#pack-place-name', 'Bug');
    await pressBetween(page, board, '1202', '1203', 0.4);
    // the new river is the chosen brush now: its one edge drawn and counted
    await page.waitForSelector('.pack-map [data-brush="Bug"] input:checked');
    await page.waitForSelector('.pack-map .meta:has-text("oznaczone: 1")');
    await expect.poll(() => page.innerHTML('.pack-map g.pack-marks')).toContain(edgeD(board, '1202', '1203'));
    // Undo takes the river away (the brush list too), and the click makes it again
    await page.click('.pack-tables button:has-text("Cofnij")');
    await expect.poll(() => page.locator('.pack-map [data-brush="Bug"]').count()).toBe(0);
    await page.check('.pack-map [data-brush="nowa rzeka"] input');
    await pressBetween(page, board, '1202', '1203', 0.4);
    await page.waitForSelector('.pack-map [data-brush="Bug"] input:checked');
    expect(await axeSerious(page), 'axe on the painter with a new river').toEqual([]);

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasz Bug');
    expect(v2.content.maps[0].navigable.at(-1)).toEqual({ name: 'Bug', hexsides: [{ a: '1202', b: '1203' }] });
    const id = await gameOnPack(
      dir,
      member,
      { clubId, packId: packs[0].packId },
      'wojna-o-niepodleglosc/exercise-1920/polish',
    );
    for (const { view } of await openedBy(id, [dir, member], 'svg.board g.map g.hexsides path'))
      expect(view.board.hexsides).toContainEqual({ cells: ['1202', '1203'], kind: 'river' });
  });
});
