import { describe, expect, it } from 'vitest';
import { axeSerious } from './page-checks.js';
import { clubOf, gameOnPack, oursInPainter, openedBy, savedV2 } from './club-packs-kit.js';

/**
 * The pack editor's lists for what was edited in the file only before (issue 20), in real Chromium
 * against `npm start`: Wojna's aviation (ch. 17: a squadron renamed, its stars, its fighter flag),
 * transports (ch. 18: a kind chosen from the schema's list, an MA), a squadron added as a copy and a
 * transport removed (the scenario provides them, 17.1, 18.1), a level's defence-only flag (14.10)
 * and a third level's stars. A value the game's schema refuses is marked at its cell when saving; once
 * mended, the pack saves and a game on it shows the edited squadron and the defence-only strength.
 * Olszynka's formations (R 3.1): a division renamed in both languages, named so in a game's cup.
 */
describe('club pack lists in Chromium', () => {
  it('Wojna: aviation, transports, a defence-only level and a third level edited; a refused cell marked, mended, played on', async () => {
    const { dir, member, clubId } = await clubOf('lotnictwo');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'wojna-o-niepodleglosc', 'Nasze lotnictwo');
    const forces = read.content.forces['exercise-1920'];
    const unitAt = (id: string) => forces.units.findIndex((u: { id: string }) => u.id === id);
    const air = 'forces.exercise-1920.aviation.0';
    const transport = 'forces.exercise-1920.transports.1';
    const pp2 = `forces.exercise-1920.units.${unitAt('pl-2pp')}`;
    const pp1 = `forces.exercise-1920.units.${unitAt('pl-1pp')}`;
    expect([forces.aviation[0].id, forces.transports[1].id]).toEqual(['pl-esk-1', 'pl-lorry']);
    const field = async (label: string, value: string) => {
      await page.fill(`[aria-label="${label}"]`, value);
      await page.press(`[aria-label="${label}"]`, 'Tab');
    };
    const face = (row: string) => page.textContent(`.pack-list [data-face="${row}"] svg.counter-face >> nth=0`);

    // the aviation list: 1 Eskadra Wywiadowcza (1★ full, 0★ weakened), its face the board's air counter
    await page.waitForSelector(`.pack-list[data-part="forces.*.aviation"] [data-face="${air}"]`);
    expect(await face(air)).toContain('1');
    // four keystrokes in one field are one step of undo, and Undo gives the name back whole
    const steps = () => page.textContent('.pack-tables .row-actions .meta');
    expect(await steps()).toBe('zmienione komórki: 0');
    await page.click(`[aria-label="${air} name"]`);
    await page.keyboard.press('End');
    await page.keyboard.type(' bis');
    await expect.poll(() => page.inputValue(`[aria-label="${air} name"]`)).toBe('1 Eskadra Wywiadowcza bis');
    expect(await steps()).toBe('zmienione komórki: 1');
    await page.click('.pack-tables button:has-text("Cofnij")');
    await expect.poll(steps).toBe('zmienione komórki: 0');
    expect(await page.inputValue(`[aria-label="${air} name"]`)).toBe('1 Eskadra Wywiadowcza');
    await field(`${air} name`, 'Eskadra Kościuszkowska');
    await field(`${air} stars.0`, '4');
    await expect.poll(() => face(air)).toContain('4');
    // 7 Eskadra Myśliwska flies as a fighter no more
    await page.uncheck('[aria-label="forces.exercise-1920.aviation.1 fighter"]');
    // the transports: the lorries become carts (chosen from the list the schema takes), MA 14 → 10
    expect(
      await page.$$eval(`select[aria-label="${transport} kind"] option`, (os) => os.map((o) => o.textContent)),
    ).toEqual(['cart', 'lorry', 'echelon']);
    await page.selectOption(`select[aria-label="${transport} kind"]`, 'cart');
    await field(`${transport} ma`, '10');
    // a squadron added as a copy of 7 Eskadra (a new id, after it) and renamed; the Poles' carts removed
    await page.click('button[aria-label^="Kopiuj pl-esk-7 "]');
    // the id is a field of its own now (renamed wherever the pack names it): read as a value
    const idOf = (row: string) => page.inputValue(`[data-row="${row}"] input.row-id`);
    await expect.poll(() => idOf('forces.exercise-1920.aviation.2')).toBe('pl-esk-7-2');
    await field('forces.exercise-1920.aviation.2 name', '8 Eskadra Myśliwska');
    await page.click('[data-row="forces.exercise-1920.transports.0"] button:has-text("Usuń")');
    await expect.poll(() => idOf('forces.exercise-1920.transports.0')).toBe('pl-lorry');
    // 2 pp Leg.'s full strength counts in defence only (14.10): the face prints it in parentheses
    expect(await face(pp2)).toContain('6-7-5');
    await page.check(`[aria-label="${pp2} levels.0.defenceOnly"]`);
    await expect.poll(() => face(pp2)).toContain('(6)-7-5');
    // 1 pp Leg.'s three levels are three faces (the second and third reduced); its third level gets a star
    expect(await page.locator(`.pack-list [data-face="${pp1}"] svg.counter-face`).count()).toBe(3);
    expect(await page.textContent(`.pack-list [data-face="${pp1}"] svg.counter-face >> nth=2`)).toContain('2-5-5');
    await field(`${pp1} levels.2.stars`, '1');
    expect(await axeSerious(page), 'axe on the editor with the new lists').toEqual([]);

    // saved: 4★ is refused (0–3), the problem listed by its path and the cell marked with it
    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('.pack-tables .pack-problems');
    expect(await page.textContent('.pack-tables .pack-problems')).toContain(
      'forces.exercise-1920.aviation[0].stars[0]',
    );
    const cell = page.locator(`[aria-label="${air} stars.0"]`);
    expect(await cell.getAttribute('aria-invalid')).toBe('true');
    expect(await cell.getAttribute('title')).toMatch(/3/);
    expect(await page.locator('.pack-tables [aria-invalid=true]').count()).toBe(1);
    // mended to 3★ and saved again: version 2
    await field(`${air} stars.0`, '3');
    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('[data-pack="Nasze lotnictwo"] .meta:has-text("v2")');
    expect(await page.locator('.pack-tables .pack-problems').count()).toBe(0);
    const v2 = (await dir.api.get(`/api/clubs/${clubId}/packs/${packs[0].packId}`)).content.forces['exercise-1920'];
    expect(v2.aviation[0]).toEqual({
      id: 'pl-esk-1',
      name: 'Eskadra Kościuszkowska',
      side: 'polish',
      fighter: false,
      stars: [3, 0],
    });
    expect(v2.aviation[1].fighter).toBe(false);
    expect(v2.aviation[2]).toEqual({ ...v2.aviation[1], id: 'pl-esk-7-2', name: '8 Eskadra Myśliwska' });
    expect(v2.transports.map((t: { id: string }) => t.id)).not.toContain('pl-cart');
    expect(v2.transports[0]).toMatchObject({ id: 'pl-lorry', kind: 'cart', ma: 10 });
    expect(v2.units[unitAt('pl-2pp')].levels[0]).toEqual({ strength: 6, defenceOnly: true, morale: 7, ma: 5 });
    expect(v2.units[unitAt('pl-1pp')].levels[2]).toEqual({ strength: 2, morale: 5, ma: 5, stars: 1 });

    // a game on the pack: both players' panels list the renamed squadron (ch. 17), the Poles' board draws
    // 2 pp Leg. with its strength in parentheses (14.10)
    const id = await gameOnPack(
      dir,
      member,
      { clubId, packId: packs[0].packId },
      'wojna-o-niepodleglosc/exercise-1920/polish',
    );
    const seen = await openedBy(id, [dir, member], 'svg.board g.pieces');
    for (const { p, view } of seen) {
      const rows = view.panel.sections.flatMap((s: { rows: { label: { pl: string } }[] }) => s.rows);
      expect(rows.map((r: { label: { pl: string } }) => r.label.pl)).toEqual(
        expect.arrayContaining(['Eskadra Kościuszkowska', '8 Eskadra Myśliwska']),
      );
      await p.page.click('#tab-info');
      await p.page.waitForSelector('dl.facts dt:has-text("Eskadra Kościuszkowska")');
    }
    const pp = seen[0].view.board.pieces.find((x: { id: string }) => x.id === 'pl-2pp');
    expect(pp?.values).toEqual(['(6)', '7', '5']);
  });

  it('Olszynka: the 3rd Division renamed in both languages and recoloured in the formations list; the cup names it so in a game (R 2.3.2)', async () => {
    const { dir, member, clubId } = await clubOf('zwiazki');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'olszynka-grochowska-1831', 'Nasze dywizje');
    const i = read.content.forces.formations.findIndex((f: { id: string }) => f.id === 'pl-3div');
    const row = `forces.formations.${i}`;
    await page.waitForSelector(`.pack-list[data-part="forces.formations"] [data-row="${row}"]`);
    // the kind is chosen from the schema's list
    expect(await page.$$eval(`select[aria-label="${row} kind"] option`, (os) => os.map((o) => o.textContent))).toEqual([
      'division',
      'corps',
      'army',
    ]);
    for (const [lang, name] of [
      ['pl', 'Dywizja Skrzyneckiego'],
      ['en', "Skrzynecki's Division"],
    ]) {
      await page.fill(`[aria-label="${row} name (${lang})"]`, name);
      await page.press(`[aria-label="${row} name (${lang})"]`, 'Tab');
    }
    // the circle's colour picked with the browser's colour chooser
    expect(await page.getAttribute(`[aria-label="${row} colour"]`, 'type')).toBe('color');
    await page.fill(`[aria-label="${row} colour"]`, '#aa3300');
    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasze dywizje');
    expect(v2.content.forces.formations[i]).toMatchObject({
      id: 'pl-3div',
      name: { pl: 'Dywizja Skrzyneckiego', en: "Skrzynecki's Division" },
      kind: 'division',
      colour: '#aa3300',
    });
    const id = await gameOnPack(
      dir,
      member,
      { clubId, packId: packs[0].packId },
      'olszynka-grochowska-1831/alder-wood-1831/pl',
    );
    // the Polish director's page in Polish, the member's in English: each names the division in the cup
    for (const [{ p }, name] of (await openedBy(id, [dir, member], 'svg.board g.pieces')).map(
      (x, j) => [x, j ? "Skrzynecki's Division" : 'Dywizja Skrzyneckiego'] as const,
    )) {
      await p.page.click('#tab-info');
      await p.page.waitForSelector(`dl.facts dd:has-text("${name}")`);
    }
  });
});
