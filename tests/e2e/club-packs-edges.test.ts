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
 * (16.1) made with its own brush and name, then renamed in the list under the tool bar, and a road named;
 * the forts' names, garrisons (12.3.1) and Königsberg flag (19.2.1) in that list, a river renamed on its hexsides; Tannenberg's units list, a
 * gun's fire edited and its face following, its trains' list; Wojna's units list, a strength edited and
 * its face following. Each saved, checked by the game's pack check, and played on.
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

    // the forts' own members in the list under the tool bar: the new Russian fort (named by its hex) renamed and
    // garrisoned (12.3.1); Boyen made a Königsberg fort (19.2.1) and Thorn's garrison emptied (unmanned)
    const field = async (name: string, value: string) => {
      await page.fill(`.pack-records [aria-label="${name}"]`, value);
      await page.press(`.pack-records [aria-label="${name}"]`, 'Tab');
    };
    await tool('fortyfikacje rosyjskie', 4);
    await page.waitForSelector(`.pack-records caption:has-text("fortyfikacje rosyjskie")`);
    expect(await page.inputValue(`.pack-records [aria-label="${fort} nazwa"]`)).toBe(fort);
    await field(`${fort} nazwa`, 'Nowogeorgiewsk');
    await field(`${fort} załoga (12.3.1)`, '2');
    await tool('fortyfikacje niemieckie', forts.length - 3);
    await page.check('.pack-records [aria-label="A37B32 Królewiec (19.2.1)"]');
    await field('A3B31 załoga (12.3.1)', '');
    // the hexside tool lists the rivers' names: the Drewenz renamed on every hexside of it
    await page.check('[data-tool="hexside"] input');
    await field('zmień nazwę Drewenz', 'Drwęca');
    await page.waitForSelector('.pack-records [aria-label="zmień nazwę Drwęca"]');
    // the supply trains' list (15.3): a train's MA edited
    await page.fill('[aria-label="forces.trains.0 ma"]', '6');
    await page.press('[aria-label="forces.trains.0 ma"]', 'Tab');

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasze boki');
    const byHex = (h: string) => v2.content.map.forts.find((f: { hex: string }) => f.hex === h);
    expect(byHex(fort)).toMatchObject({ name: 'Nowogeorgiewsk', manned: 2 });
    expect(byHex('A37B32')).toMatchObject({ name: 'Boyen', manned: 3, koenigsberg: true });
    expect(byHex('A3B31')).not.toHaveProperty('manned');
    expect(v2.content.forces.trains[0].ma).toBe(6);
    const river = (n: string) => v2.content.map.hexsides.filter((h: { name?: string }) => h.name === n).length;
    expect([river('Drewenz'), river('Drwęca')]).toEqual([0, 38]);
    const made = v2.content.map.forts.at(-1);
    expect(made).toMatchObject({ hex: fort, side: 'ru' });
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
    // renamed in the list under the tool bar (by its first hexside): the brush takes the new name
    await page.fill('.pack-records [aria-label="1202–1203 nazwa rzeki"]', 'Bug Zachodni');
    await page.press('.pack-records [aria-label="1202–1203 nazwa rzeki"]', 'Tab');
    await page.waitForSelector('.pack-map [data-brush="Bug Zachodni"] input:checked');
    expect(await axeSerious(page), 'axe on the painter with a new river').toEqual([]);
    // the road tool lists the map's road by its ends: renamed
    await page.check('[data-tool="line0"] input');
    await page.fill('.pack-records [aria-label="0106–1606 nazwa"]', 'trakt borowicki');
    await page.press('.pack-records [aria-label="0106–1606 nazwa"]', 'Tab');
    // the units' list: 1 pp Leg.'s full strength 6 → 9, its counter's face follows (strength, morale, MA)
    const unit = 'forces.exercise-1920.units.0';
    const face = () => page.textContent(`.pack-list [data-face="${unit}"] svg.counter-face >> nth=0`);
    expect(await face()).toContain('6-7-5');
    await page.fill(`[aria-label="${unit} levels.0.strength"]`, '9');
    await page.press(`[aria-label="${unit} levels.0.strength"]`, 'Tab');
    await expect.poll(face).toContain('9-7-5');

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasz Bug');
    expect(v2.content.maps[0].navigable.at(-1)).toEqual({
      name: 'Bug Zachodni',
      hexsides: [{ a: '1202', b: '1203' }],
    });
    expect(v2.content.maps[0].roads[0].name).toBe('trakt borowicki');
    expect(v2.content.forces['exercise-1920'].units[0].levels[0].strength).toBe(9);
    const id = await gameOnPack(
      dir,
      member,
      { clubId, packId: packs[0].packId },
      'wojna-o-niepodleglosc/exercise-1920/polish',
    );
    const seen = await openedBy(id, [dir, member], 'svg.board g.map g.hexsides path');
    for (const { view } of seen) expect(view.board.hexsides).toContainEqual({ cells: ['1202', '1203'], kind: 'river' });
    // the Polish player's own 1 pp Leg. is drawn with the edited strength
    const pp = seen[0].view.board.pieces.find((p: { id: string }) => p.id === 'pl-1pp');
    expect(pp?.values).toEqual(['9', '7', '5']);
  });
});
