import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../rules/core/board.js';
import { axeSerious } from './page-checks.js';
import { clickBoard, clubOf, gameOnPack, openedBy, oursInPainter, savedV2 } from './club-packs-kit.js';

type Rec = Record<string, any>;

/**
 * A scenario's entries and a set-up by click in the pack editor (issue 20), in real Chromium against
 * `npm start`: in OWC's scenario A a director adds an arrival (A.2), its unit chosen from the units'
 * ids, its problems shown under its fields while typing, its hex picked by a click on the map preview;
 * and sets another unit up by clicking its hex on the map, whose preview then tags that hex with both units' ids. Saved, a club game on the pack has the unit
 * on the board at that hex, and the arrival in its panel, due at stage 2 at the hex clicked.
 */
describe('club pack entries in Chromium', () => {
  it('OWC A.2: an arrival added and its hex clicked, a unit set up by a click; both in a club game on the pack', async () => {
    const { dir, member, clubId } = await clubOf('przybycia');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'ostatnia-wojna-cesarzy', 'Nasze przybycia');
    const content = read.content as Rec;
    const board: BoardView = { ...read.boards['map.hexes'], pieces: [] };
    const a = content.scenarios.findIndex((s: Rec) => s.id === 'A');
    const sc = content.scenarios[a];
    const units = content.forces.units as Rec[];
    const def = (id: string) => units.find((u) => u.id === id)!;
    // an Allied division standing alone in A's set-up: its hex takes one more unit and an arrival
    const alone = (sc.setup as Rec[]).find(
      (e) =>
        def(e.unit).side === 'allies' &&
        def(e.unit).size === 'division' &&
        sc.setup.filter((x: Rec) => x.hex === e.hex).length === 1,
    )!;
    const hex: string = alone.hex;
    const inA = new Set([...sc.setup, ...sc.arrivals].map((e: Rec) => e.unit));
    const [arriving, placed] = units.filter(
      (u) =>
        !inA.has(u.id) &&
        u.side === 'allies' &&
        u.nat === def(alone.unit).nat &&
        ['division', 'brigade'].includes(u.size),
    );

    // an arrival added to A: the check names what it lacks, under its fields, before any save
    const row = `scenarios.${a}.arrivals.${sc.arrivals.length}`;
    const name = `A · arrivals ${sc.arrivals.length + 1}`;
    await page.click(`button[aria-label="Dodaj wpis do A · arrivals"]`);
    await page.waitForSelector(`.pack-entries [data-row="${row}"]`);
    const problem = (f: string) => page.locator(`[data-problem-of="${row} ${f}"]`);
    await expect.poll(() => problem('hex').count(), { timeout: 10_000 }).toBe(1);
    expect(await problem('hex').textContent()).toMatch(/four digits|is not on the map/);
    expect(await problem('unit').textContent()).toBe('no unit ');
    // the unit is chosen among the units' ids (the scenarios' and the campaign's, 40.1)
    const options = await page.$$eval(`select[aria-label="${row} unit"] option`, (os) =>
      os.map((o) => (o as HTMLOptionElement).value),
    );
    expect(options).toContain(arriving.id);
    expect(options).toContain(content.campaign.units[0].id);
    await page.selectOption(`select[aria-label="${row} unit"]`, arriving.id);
    await page.fill(`[aria-label="${row} stage"]`, '2');
    await expect.poll(() => problem('unit').count(), { timeout: 10_000 }).toBe(0);

    // its hex picked on the map: the map asks, a click answers, the field holds the hex
    await page.click(`button[aria-label="Wskaż ${name} hex na mapie"]`);
    await page.waitForSelector(`.pack-map .pack-pick[data-pick="${name} hex"]`);
    expect(await page.getAttribute('.pack-map .pack-board', 'data-tool')).toBe('pick');
    await clickBoard(page, board, hex);
    await expect.poll(() => page.inputValue(`[aria-label="${row} hex"]`)).toBe(hex);
    expect(await page.locator('.pack-map .pack-pick').count()).toBe(0);
    // the click painted nothing: no cell of the map changed
    expect(await page.locator('.pack-map g.painted polygon').count()).toBe(0);
    await expect.poll(() => problem('hex').count(), { timeout: 10_000 }).toBe(0);

    // the map preview tags A's set-up: the hex holds the division alone, titled with its id and the hex
    const tag = `.pack-map g.setup-mark[data-setup-cell="${hex}"]`;
    await page.waitForSelector(tag);
    expect(await page.getAttribute(tag, 'data-setup-ids')).toBe(alone.unit);
    expect(await page.getAttribute(tag, 'aria-label')).toBe(`${alone.unit} rozstawione na heksie ${hex}`);

    // another unit set up in A by clicking its hex
    const at = units.findIndex((u) => u.id === placed.id);
    await page.click(`[data-placing="forces.units.${at}"] summary`);
    expect(await page.inputValue(`select[aria-label="scenariusz dla ${placed.id}"]`)).toBe(`scenarios.${a}.setup`);
    await page.click(`button[aria-label="Rozstaw ${placed.id} na heksie wskazanym na mapie"]`);
    await page.waitForSelector('.pack-map .pack-pick');
    await clickBoard(page, board, hex);
    await page.waitForSelector(`[data-placing="forces.units.${at}"] li:has-text("A · setup: ${hex}")`);
    // the preview's tag on that hex now names both, the division first ("+1" more)
    await expect.poll(() => page.getAttribute(tag, 'data-setup-ids')).toBe(`${alone.unit} ${placed.id}`);
    expect(await page.textContent(tag)).toContain(`${alone.unit} +1`);
    expect(await page.getAttribute(tag, 'aria-label')).toContain(`${alone.unit}, ${placed.id}`);
    // Escape gives up a pick: nothing changes
    await page.click(`button[aria-label="Wskaż ${name} hex na mapie"]`);
    await page.waitForSelector('.pack-map .pack-pick');
    await page.click('.pack-map .pack-pick button');
    expect(await page.locator('.pack-map .pack-pick').count()).toBe(0);
    expect(await page.inputValue(`[aria-label="${row} hex"]`)).toBe(hex);
    await page.waitForSelector('.pack-tables [data-live-problems="0"]');
    expect(await axeSerious(page), 'axe on the editor with entries').toEqual([]);

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasze przybycia');
    expect(v2.content.scenarios[a].arrivals.at(-1)).toEqual({ unit: arriving.id, stage: 2, hex });
    expect(v2.content.scenarios[a].setup).toContainEqual({ unit: placed.id, hex });

    // a club game on the pack: the unit set up stands at the hex; the arrival is due at stage 2 there
    const game = await gameOnPack(dir, member, { clubId, packId: packs[0].packId }, 'ostatnia-wojna-cesarzy/A/allies');
    const [, seen] = await openedBy(game, [dir, member], 'svg.board g.pieces');
    expect(seen.view.board.pieces.find((p: Rec) => p.id === placed.id)?.cell).toBe(hex);
    const due = `${sc.stages[1]} → ${hex}`;
    const rows = seen.view.panel.sections.flatMap((s: Rec) => s.rows) as Rec[];
    expect(rows.find((r) => r.label.en === arriving.name.en)?.value).toBe(due);
    // the game page's information tab lists it so
    await member.page.click('#tab-info');
    await member.page.waitForSelector(`.info dd:has-text("${due}")`);
    expect(await member.page.textContent(`.info div:has(dd:has-text("${due}")) dt`)).toBe(arriving.name.en);
  });

  it('Tannenberg: markers, a reinforcement of two pieces (one taken out again), Hindenburg put in and out; saved', async () => {
    const { dir, clubId } = await clubOf('zasady');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'tannenberg-1914', 'Nasze zasady');
    const content = read.content as Rec;
    const g = content.scenarios.findIndex((s: Rec) => s.id === 'gumbinnen-1914');
    const sc = content.scenarios[g];
    const placed = new Set([...sc.setup.map((e: Rec) => e.piece), ...sc.reinforcements.flatMap((r: Rec) => r.pieces)]);
    const [p1, p2] = (content.forces.units as Rec[]).map((u) => u.id as string).filter((id) => !placed.has(id));
    const masking = content.forces.markers.masking as number;

    // 16.1.1: the marker pools, one record, edited in place (no add, no remove)
    await page.fill('[aria-label="forces.markers masking"]', String(masking + 2));
    expect(await page.locator('.pack-entries[data-part="forces.markers"] button').count()).toBe(0);

    // 17.3.1: Hindenburg put into Gumbinnen: its HQs chosen among the HQs, named by the check until chosen
    const hb = `scenarios.${g}.special.hindenburg`;
    await page.click(`button[aria-label="Włącz gumbinnen-1914 · special.hindenburg w tym scenariuszu"]`);
    await page.waitForSelector(`.pack-entries [data-row="${hb}"]`);
    const hqs = content.forces.hqs.map((h: Rec) => h.id);
    expect(
      await page.$$eval(`select[aria-label="${hb} from"] option`, (os) =>
        os.map((o) => (o as HTMLOptionElement).value),
      ),
    ).toEqual(['', ...hqs]);
    await expect.poll(() => page.locator(`[data-problem-of="${hb} from"]`).count(), { timeout: 10_000 }).toBe(1);
    // and taken out again: Gumbinnen has none (the button to put it in is back)
    await page.click(`button[aria-label="Usuń gumbinnen-1914 · special.hindenburg"]`);
    await page.waitForSelector(`button[aria-label="Włącz gumbinnen-1914 · special.hindenburg w tym scenariuszu"]`);

    // 17.2.1: a reinforcement of two pieces, one taken out again; turn 2 at A30B46, typed
    const row = `scenarios.${g}.reinforcements.${sc.reinforcements.length}`;
    await page.click(`button[aria-label="Dodaj wpis do gumbinnen-1914 · reinforcements"]`);
    const add = `select[aria-label="dodaj do ${row} pieces"]`;
    await page.selectOption(add, p1);
    await page.selectOption(add, p2);
    await page.waitForSelector(`[data-names="${row} pieces"] .pack-name:has-text("${p2}")`);
    // a name held is not offered again
    expect(await page.$$eval(`${add} option`, (os) => os.map((o) => (o as HTMLOptionElement).value))).not.toContain(p1);
    await page.click(`button[aria-label="Usuń ${p1} z ${row} pieces"]`);
    expect(await page.locator(`[data-names="${row} pieces"] .pack-name`).allTextContents()).toEqual([`${p2} ✕ `]);
    await page.fill(`[aria-label="${row} turn"]`, '2');
    await page.fill(`[aria-label="${row} hex"]`, 'A30B46');
    await page.waitForSelector('.pack-tables [data-live-problems="0"]');
    expect(await axeSerious(page), 'axe on the editor with Tannenberg entries').toEqual([]);

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasze zasady');
    expect(v2.content.forces.markers.masking).toBe(masking + 2);
    expect(v2.content.scenarios[g].special.hindenburg).toBeUndefined();
    expect(v2.content.scenarios[g].reinforcements.at(-1)).toEqual({
      turn: 2,
      hex: 'A30B46',
      pieces: [p2],
      rail: false,
    });
  });
});
