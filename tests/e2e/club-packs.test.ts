import { describe, expect, it } from 'vitest';
import { axeSerious, liveStack, signInByApi } from './helpers.js';

/**
 * Club packs in real Chromium against `npm start` (issue 20): a director adds a pack to the club from
 * a copy of ours on the club page, a broken upload lists its problems by path, and a game created
 * on the new-game page with that pack names it on the game page, for both players.
 */
const live = liveStack();

describe('club packs in Chromium', () => {
  it('a director adds a pack on the club page and starts a game on it from the new-game page', async () => {
    const dir = await signInByApi(live.browser, live.server.url, 'dyrektor-pakiety@example.org', 'pl');
    const member = await signInByApi(live.browser, live.server.url, 'czlonek-pakiety@example.org', 'en');
    const club = await dir.api.post('/api/clubs', { name: 'Klub Pakietów' });
    const clubId: string = club.body.clubId;
    expect(
      (await dir.api.post(`/api/clubs/${clubId}/invitations`, { email: 'czlonek-pakiety@example.org' })).status,
    ).toBe(201);
    expect((await member.api.post(`/api/clubs/${clubId}/join`, {})).status).toBe(200);

    const page = dir.page;
    await page.goto(`${live.server.url}/clubs/${clubId}`);
    await page.waitForSelector('#h-packs');
    // a broken file: its problems listed by their place in the pack
    const ours = await dir.api.get('/api/packs/manoeuvre/example');
    const broken = JSON.parse(JSON.stringify(ours));
    broken.chart[2].id = 'swamp';
    await page.fill('#pack-name', 'Zepsuty');
    await page.fill('#pack-provenance', 'próba');
    await page.check('input[name=pack-from] >> nth=1');
    await page.setInputFiles('#pack-file', {
      name: 'zepsuty.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    await page.click('form[aria-labelledby=h-newpack] button[type=submit]');
    await page.waitForSelector('.pack-problems code:has-text("chart[2].id")');
    // a copy of ours
    await page.check('input[name=pack-from] >> nth=0');
    await page.fill('#pack-name', 'Nasz Manewr');
    await page.fill('#pack-provenance', 'z naszego egzemplarza, tylko dla członków');
    await page.click('form[aria-labelledby=h-newpack] button[type=submit]');
    await page.waitForSelector('[data-pack="Nasz Manewr"]');
    expect(await axeSerious(page), 'axe on the club page').toEqual([]);
    // the terrain chart as a grid: hills defend one better against assault; undo, redo, save as v2
    await page.click('[data-pack="Nasz Manewr"] button:has-text("Edytuj tabele")');
    const hills = page.getByRole('spinbutton', { name: 'hills defense.assault' });
    const before = Number(await hills.inputValue());
    await hills.fill(String(before + 1));
    await hills.blur();
    await page.click('.pack-tables button:has-text("Cofnij")');
    expect(Number(await hills.inputValue())).toBe(before);
    await hills.fill(String(before + 1));
    await hills.blur();
    await page.click('.pack-tables button:has-text("Zapisz jako nową wersję")');
    await page.waitForSelector('[data-pack="Nasz Manewr"] .meta:has-text("v2")');
    expect(await axeSerious(page), 'axe on the grid editor').toEqual([]);
    const { packs } = await dir.api.get(`/api/clubs/${clubId}/packs`);
    expect(packs.map((p: { name: string; version: number }) => [p.name, p.version])).toEqual([['Nasz Manewr', 2]]);
    const v2 = await dir.api.get(`/api/clubs/${clubId}/packs/${packs[0].packId}`);
    expect(v2.content.chart.find((t: { id: string }) => t.id === 'hills').defense.assault).toBe(before + 1);

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
});
