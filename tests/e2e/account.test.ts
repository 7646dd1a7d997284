import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en, pl } from '../../web/i18n.js';
import { signInByApi } from './players.js';
import { liveStack } from './stack.js';

/**
 * The profile page's "your data" in Chromium, in Polish and in English: the download gives the
 * account's data as JSON; deleting asks once more, ends the session, and the opponent's game page
 * shows a deleted player in the reader's language.
 */
const live = liveStack();

describe.each([
  ['pl', pl],
  ['en', en],
] as const)('download and delete on the profile page (%s)', (lang, words) => {
  it('downloads the data, deletes the account, and the opponent sees a deleted player', async () => {
    const url = live.server.url;
    const me = await signInByApi(live.browser, url, `konto-${lang}@example.org`, lang);
    const rival = await signInByApi(live.browser, url, `rywal-${lang}@example.org`, lang);
    const created = await me.api.post('/api/games', {
      game: 'manoeuvre',
      scenario: 'intro',
      seat: 'blue',
      opponent: { email: `rywal-${lang}@example.org` },
      clock: { preset: 'none' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id: string = created.body.id;
    expect((await rival.api.post(`/api/games/${id}/join`, {})).status).toBe(200);

    await me.page.goto(`${url}/settings`);
    const download = me.page.waitForEvent('download');
    await me.page.click('#data-download');
    expect(await me.page.textContent('#data-download')).toBe(words['settings.download']);
    const file = await (await download).path();
    const data = JSON.parse(readFileSync(file, 'utf8'));
    expect(data.profile).toMatchObject({ userId: me.userId, email: `konto-${lang}@example.org`, lang });
    expect(data.games.map((g: { gameId: string }) => g.gameId)).toEqual([id]);

    await me.page.click('#delete-account');
    expect(await me.page.textContent('#delete-warning')).toBe(words['settings.deleteWarn']);
    expect(await me.page.textContent('#delete-confirm')).toBe(words['settings.deleteConfirm']);
    await me.page.click('#delete-confirm');
    expect(await me.page.textContent('#account-deleted')).toBe(words['settings.deleted']);
    expect((await me.ctx.request.get(`${url}/api/me`)).status()).toBe(401);

    // the opponent's lobby lists the finished game against a deleted player, in their language
    await rival.page.goto(`${url}/`);
    await rival.page.getByText(words['lobby.vs'].replace('{name}', words['player.deleted'])).first().waitFor();
    expect(await rival.page.content()).not.toContain(`konto-${lang}`);
    await me.ctx.close();
    await rival.ctx.close();
  });
});
