import { describe, expect, it } from 'vitest';
import { axeSerious } from './page-checks.js';
import { clubOf, gameOnPack, oursInPainter, openedBy, savedV2 } from './club-packs-kit.js';

/**
 * A whole counter added in the pack editor (issue 20), in real Chromium against `npm start`: a
 * Tannenberg cavalry brigade copied, its id changed (a clash with an HQ's id refused, naming the HQ),
 * its corps chosen from the HQs' corps, a value the schema refuses shown under its field while typing
 * (before any save), the brigade set up in Gumbinnen at A40B40; a unit named by a reinforcement is not
 * removed (the refusal names the reinforcement). Saved, a club game on the pack has the brigade on the
 * German board at A40B40.
 */
describe('club pack units in Chromium', () => {
  it('Tannenberg: a brigade added, renamed, set up at A40B40, saved; the German board shows it there', async () => {
    const { dir, member, clubId } = await clubOf('ulani');
    const page = dir.page;
    const { packs, read } = await oursInPainter(dir, clubId, 'tannenberg-1914', 'Nasi ułani');
    const units = read.content.forces.units as { id: string }[];
    const hq = read.content.forces.hqs[0].id as string;
    const j = units.findIndex((u) => u.id === 'de-1-1-kaw');
    const added = `forces.units.${j + 1}`;
    const id = (row: string) => `.pack-list [data-row="${row}"] input.row-id`;
    // an input's value is a property, not an attribute: read it
    const idIs = (row: string, v: string) => expect.poll(() => page.inputValue(id(row))).toBe(v);

    // a copy of 1/1 kaw. goes after it with a fresh id
    await page.click(`button[aria-label^="Kopiuj de-1-1-kaw "]`);
    await idIs(added, 'de-1-1-kaw-2');
    // an id an HQ holds is refused, naming the HQ; the field shows the id kept
    await page.fill(id(added), hq);
    await page.press(id(added), 'Enter');
    await page.waitForSelector('.pack-list[data-part="forces.units"] .pack-row-note');
    expect(await page.textContent('.pack-list[data-part="forces.units"] .pack-row-note')).toContain(`forces.hqs.0`);
    expect(await page.inputValue(id(added))).toBe('de-1-1-kaw-2');
    await page.fill(id(added), 'de-ulani');
    await page.press(id(added), 'Enter');
    await idIs(added, 'de-ulani');
    expect(await page.locator('.pack-list[data-part="forces.units"] .pack-row-note').count()).toBe(0);
    await page.fill(`[aria-label="${added} name"]`, 'Ułani nowi');
    // the corps is chosen among the HQs' corps, or none (army troops)
    const corps = await page.$$eval(`select[aria-label="${added} corps"] option`, (os) =>
      os.map((o) => (o as HTMLOptionElement).value),
    );
    expect(corps[0]).toBe('');
    expect(corps).toContain('XVII');
    await page.selectOption(`select[aria-label="${added} corps"]`, 'XVII');

    // EFF 9 is refused by the schema (1–6): shown under the field as typed, before any save
    await page.fill(`[aria-label="${added} front.eff"]`, '9');
    const problem = page.locator(`[data-problem-of="${added} front.eff"]`);
    await expect.poll(() => problem.count(), { timeout: 10_000 }).toBe(1);
    expect(await problem.textContent()).toMatch(/6/);
    expect(await page.getAttribute(`[aria-label="${added} front.eff"]`, 'aria-invalid')).toBe('true');
    // the field keeps the focus when its problem appears: typing on mends it
    await page.keyboard.press('Backspace');
    await page.keyboard.type('5');
    expect(await page.inputValue(`[aria-label="${added} front.eff"]`)).toBe('5');
    await expect.poll(() => problem.count(), { timeout: 10_000 }).toBe(0);
    await page.waitForSelector('.pack-tables [data-live-problems="0"]');

    // set up in Gumbinnen at A40B40
    await page.click(`[data-placing="${added}"] summary`);
    expect(await page.textContent(`[data-placing="${added}"] summary`)).toBe('nigdzie nie rozstawiony');
    await page.selectOption(`select[aria-label="scenariusz dla de-ulani"]`, 'scenarios.0.setup');
    await page.fill(`[aria-label="heks dla de-ulani"]`, 'A40B40');
    await page.click(`button[aria-label="Rozstaw de-ulani"]`);
    await page.waitForSelector(`[data-placing="${added}"] li:has-text("gumbinnen-1914 · setup: A40B40")`);
    expect(await page.textContent(`[data-placing="${added}"] summary`)).toBe('rozstawienie: 1');

    // a unit named by a reinforcement is not removed: the note names the reinforcement
    const scenarios = read.content.scenarios as { reinforcements: { pieces: string[] }[] }[];
    const arriving = scenarios
      .flatMap((s) => s.reinforcements.flatMap((r) => r.pieces))
      .find((p) => units.some((u) => u.id === p))!;
    const at = units.findIndex((u) => u.id === arriving);
    await page.click(`[data-row="forces.units.${at < j ? at : at + 1}"] button:has-text("Usuń")`);
    await page.waitForSelector('.pack-list[data-part="forces.units"] .pack-row-note');
    expect(await page.textContent('.pack-list[data-part="forces.units"] .pack-row-note')).toMatch(
      /scenarios\.\d+\.reinforcements\.\d+\.pieces\.\d+/,
    );
    expect(await axeSerious(page), 'axe on the editor with ids and set-ups').toEqual([]);
    // a good rename clears the note (the save's check lists no alert)
    await page.fill(id(added), 'de-ulani-1');
    await page.press(id(added), 'Enter');
    await idIs(added, 'de-ulani-1');
    await page.waitForSelector(`[data-placing="${added}"] li:has-text("A40B40")`);

    const v2 = await savedV2(dir, clubId, packs[0].packId, 'Nasi ułani');
    expect(v2.content.forces.units[j + 1]).toMatchObject({ id: 'de-ulani-1', name: 'Ułani nowi', corps: 'XVII' });
    expect(v2.content.forces.units[j + 1].front.eff).toBe(5);
    expect(v2.content.scenarios[0].setup).toContainEqual({ piece: 'de-ulani-1', hex: 'A40B40' });

    // a club game on the pack: the German board has the brigade at A40B40
    const game = await gameOnPack(
      dir,
      member,
      { clubId, packId: packs[0].packId },
      'tannenberg-1914/gumbinnen-1914/de',
    );
    const [seen] = await openedBy(game, [dir], 'svg.board g.pieces');
    expect(seen.view.board.pieces.find((p: { id: string }) => p.id === 'de-ulani-1')?.cell).toBe('A40B40');
    expect(await dir.page.innerHTML('svg.board')).toContain('Ułani nowi');
  });
});
