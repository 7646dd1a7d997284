import { describe, expect, it } from 'vitest';
import { shoot } from './page-checks.js';
import { clubWithLeague, apiPlayers } from './players.js';
import { liveStack } from './stack.js';

/**
 * The director edits a league on its page in Chromium (against `npm start`): the API's refusals
 * appear next to the fields they name, a form loaded before someone else's change is refused as
 * stale and reloads, a good edit is what the other players see; once the league has started only
 * the name can change. A member sees no edit button, and the API refuses them with 403.
 */
const live = liveStack();

const player = apiPlayers(live);

describe('editing a league in Chromium', () => {
  it('the director edits on the league page (errors by the fields, stale form reloads); a member sees the change, no button, 403', async () => {
    const dir = await player('organizator@example.org', 'pl');
    const member = await player('gracz@example.org', 'en');
    const { leagueId: id } = await clubWithLeague(dir, [[member, 'gracz@example.org']], {
      club: 'Klub Edycji',
      league: 'Liga Manewru',
    });

    const page = dir.page;
    await page.goto(`${live.server.url}/leagues/${id}`);
    await page.getByRole('button', { name: 'Edytuj ligę' }).click();
    await page.waitForSelector('form[aria-labelledby=h-editleague]');
    const form = page.locator('form[aria-labelledby=h-editleague]');
    const save = form.getByRole('button', { name: 'Zapisz zmiany' });

    // a one-letter name: the API's 400 (path "name") is shown by the name field, in Polish
    await page.fill('#le-name', 'L');
    await save.click();
    await page.waitForSelector('#le-name-err');
    expect(await page.locator('#le-name-err').innerText()).toBe('Musi mieć co najmniej 2 znaki');
    expect(await page.locator('#le-name').getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('[role=alert]').innerText()).toBe('Popraw zaznaczone pola.');
    // a deadline in the past: the API's "deadline-passed" by the deadline field
    await page.fill('#le-name', 'Liga Manewru — wiosna');
    await page.fill('#le-deadline', '2020-01-01T12:00');
    await save.click();
    await page.waitForSelector('#le-entryDeadline-err');
    expect(await page.locator('#le-entryDeadline-err').innerText()).toBe('Termin zgłoszeń musi być w przyszłości.');
    expect(await page.locator('#le-name-err').count()).toBe(0);
    // 30 Swiss rounds: the API names format.rounds, shown in the format group
    await page.fill('#le-deadline', '2099-03-01T18:00');
    await form.locator('input[name=le-format][value=swiss]').check();
    await page.fill('#le-rounds', '30');
    await save.click();
    await page.waitForSelector('#le-format-err');
    expect(await page.locator('#le-format-err').innerText()).toBe('Może wynosić najwyżej 29');
    await page.locator('#le-format-err').scrollIntoViewIfNeeded();
    await shoot(page, 'league-edit-errors-pl');
    // the game's options are labelled choices showing the league's current ones (the defaults: the Polish rulebook);
    // only the custom position is JSON, under "advanced": not JSON is caught here, a position in a rated league by the API (options.position)
    await form.locator('input[name=le-format][value=rr]').check();
    const nightfall = form.getByRole('group', { name: 'Koniec dnia (zmrok)' });
    expect(await nightfall.getByRole('radio', { name: /Na koniec tury tego gracza/ }).isChecked()).toBe(true);
    expect(
      await form.locator('[data-option]').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-option'))),
    ).toEqual(['endOfDay', 'forcedMarch', 'attrition', 'hands']);
    await form.locator('details.advanced-options summary').click();
    await page.fill('#le-position', '{units');
    await save.click();
    await expect
      .poll(() => page.locator('#le-options-err').innerText())
      .toBe('Ustawienie początkowe musi być poprawnym JSON-em.');
    expect(await page.locator('#le-format-err').count()).toBe(0);
    expect(await page.locator('#le-position').getAttribute('aria-invalid')).toBe('true');
    await page.fill('#le-position', '{"phase":"movement"}');
    await save.click();
    await expect
      .poll(() => page.locator('#le-options-err').innerText())
      .toBe('Partia z własnego ustawienia nie może być rankingowa.');
    await page.fill('#le-position', '');

    // someone else edits meanwhile: this form's save is refused as stale and shows the current values
    expect((await dir.api.put(`/api/leagues/${id}`, { withdrawal: 'annul' })).status).toBe(200);
    await nightfall.getByRole('radio', { name: /Na koniec całej tury gry/ }).check();
    await save.click();
    await expect.poll(() => form.locator('[role=alert]').innerText()).toMatch(/Ktoś w międzyczasie zmienił ligę/);
    expect(await nightfall.getByRole('radio', { name: /Na koniec tury tego gracza/ }).isChecked()).toBe(true);
    expect(await page.inputValue('#le-name')).toBe('Liga Manewru');
    expect(await form.locator('input[name=le-wd]').nth(1).isChecked()).toBe(true);
    expect((await dir.api.get(`/api/leagues/${id}`)).format.kind).toBe('round-robin');

    // the edit again, now on the current version: saved, the form closes, the page shows it
    await page.fill('#le-name', 'Liga Manewru — wiosna');
    await form.locator('input[name=le-format][value=rr2]').check();
    await page.fill('#le-deadline', '2099-03-01T18:00');
    await nightfall.getByRole('radio', { name: /Na koniec całej tury gry/ }).check();
    await form
      .getByRole('group', { name: 'Forsowny marsz z Pola i Mokradeł' })
      .getByRole('radio', { name: /zaczął albo zakończył/ })
      .check();
    await shoot(page, 'league-edit-options-pl');
    await save.click();
    await page.waitForSelector('form[aria-labelledby=h-editleague]', { state: 'detached' });
    await expect.poll(() => page.locator('h1').innerText()).toBe('Liga Manewru — wiosna');
    const edited = await dir.api.get(`/api/leagues/${id}`);
    expect([edited.name, edited.options, edited.format, edited.withdrawal, edited.entryDeadline]).toEqual([
      'Liga Manewru — wiosna',
      { endOfDay: 'game-turn', forcedMarch: 'began-or-ended' },
      { kind: 'round-robin', double: true, schedule: 'all-at-once' },
      'annul',
      new Date('2099-03-01T18:00:00+01:00').toISOString(),
    ]);

    // the form opened again shows the league's options as saved
    await page.getByRole('button', { name: 'Edytuj ligę' }).click();
    expect(await nightfall.getByRole('radio', { name: /Na koniec całej tury gry/ }).isChecked()).toBe(true);
    expect(await form.locator('input[name=le-opt-forcedMarch][value=began-or-ended]').isChecked()).toBe(true);
    expect(await form.locator('input[name=le-opt-hands][value=draw]').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Anuluj' }).click();

    // the member sees the change and no edit button; the API refuses them
    const en = member.page;
    await en.goto(`${live.server.url}/leagues/${id}`);
    await expect.poll(() => en.locator('h1').innerText()).toBe('Liga Manewru — wiosna');
    expect(await en.locator('.lead').innerText()).toContain('Double round robin (seats swapped), all at once');
    expect(await en.getByRole('button', { name: 'Edit the league' }).count()).toBe(0);
    expect(await en.locator('#edit-league').count()).toBe(0);
    const refused = await member.api.put(`/api/leagues/${id}`, { name: 'Moja liga' });
    expect([refused.status, refused.body.code]).toEqual([403, 'not-director']);
    expect((await member.api.get(`/api/leagues/${id}`)).name).toBe('Liga Manewru — wiosna');

    // started: the form has the name only; a rename reaches the member
    for (const p of [dir, member]) expect((await p.api.post(`/api/leagues/${id}/entries`, {})).status).toBe(201);
    expect((await dir.api.post(`/api/leagues/${id}/start`, {})).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Edytuj ligę' }).click();
    await page.waitForSelector('#le-name');
    expect(await form.locator('input, select').count()).toBe(1);
    expect(await form.innerText()).toContain('Liga już trwa: można zmienić tylko jej nazwę');
    await shoot(page, 'league-edit-started-pl');
    await page.fill('#le-name', 'Liga Manewru — finał');
    await save.click();
    await page.waitForSelector('form[aria-labelledby=h-editleague]', { state: 'detached' });
    await en.reload();
    await expect.poll(() => en.locator('h1').innerText()).toBe('Liga Manewru — finał');
    await en.waitForSelector('table.standings');
    expect(await en.locator('#edit-league').count()).toBe(0);

    // the same form in English
    expect((await dir.api.put('/api/me', { lang: 'en' })).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Edit the league' }).click();
    expect(await form.locator('h2').innerText()).toBe('Edit the league');
    expect(await form.innerText()).toContain('The league has started: only its name can still change');
    await page.fill('#le-name', 'Z');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.locator('#le-name-err').innerText()).toBe('Must be at least 2 characters long');
    await shoot(page, 'league-edit-started-en');
  });
});
