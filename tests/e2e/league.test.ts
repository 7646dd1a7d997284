import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeSerious, SIZES } from './page-checks.js';
import { mails, apiPlayers } from './players.js';
import { ARTIFACTS, liveStack } from './stack.js';

/**
 * A club's Manoeuvre league in real Chromium against `npm start`: the director creates the club and
 * the league on the web pages, three members join from their invitation emails and enter, the
 * director starts it, a game ends, and the league page shows the standings, the crosstable and every
 * game with its status and link (pl and en, phone and desktop, no serious axe findings).
 */
const live = liveStack();

const player = apiPlayers(live);

const shoot = async (page: Page, name: string) => {
  for (const vp of Object.values(SIZES)) {
    await page.setViewportSize(vp);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(ARTIFACTS, `${name}-${vp.width}x${vp.height}.png`), fullPage: true });
    expect(await axeSerious(page), `axe on ${name} at ${vp.width}`).toEqual([]);
  }
  await page.setViewportSize(SIZES.desktop);
};

describe('a Manoeuvre league in Chromium', () => {
  it('the director builds the club and the league on the pages; the league page shows standings, crosstable and games', async () => {
    const dir = await player('dyrektor@example.org', 'pl');
    const emails = ['bolek@example.org', 'lolek@example.org', 'tola@example.org'];
    const others = await Promise.all(emails.map((e) => player(e, 'en')));
    const page = dir.page;

    // the club, created on the clubs page
    await page.goto(`${live.server.url}/clubs`);
    await page.fill('#club-name', 'Klub Sztabowy');
    await page.click('form[aria-labelledby=h-newclub] button[type=submit]');
    await page.waitForURL(/\/clubs\/[A-Za-z0-9_-]+$/);
    const clubId = page.url().split('/').pop()!;
    // invitations from the club page; each member joins from the link in their email
    for (const [i, p] of others.entries()) {
      const email = emails[i];
      await page.fill('#invite-email', email);
      await page.click('form[aria-labelledby=h-invite] button[type=submit]');
      await page.waitForSelector(`text=${email}`);
      const mail = (await mails(live.server.url)).find((m) => m.to === email && m.text.includes(`/clubs/${clubId}`));
      expect(mail, email).toBeTruthy();
      expect((await p.api.post(`/api/clubs/${clubId}/join`, {})).status).toBe(200);
    }
    await page.reload();
    await page.waitForSelector('[data-member="bolek"]');
    expect(await page.locator('[data-member]').count()).toBe(4);

    // the league, from the director's form on the club page (defaults: Manoeuvre, its first scenario, round robin)
    await page.fill('#lg-name', 'Liga Manewru');
    await page.click('form[aria-labelledby=h-newleague] button[type=submit]');
    await page.waitForURL(/\/leagues\/[A-Za-z0-9_-]+$/);
    const leagueId = page.url().split('/').pop()!;
    const league0 = await dir.api.get(`/api/leagues/${leagueId}`);
    expect([league0.game, league0.status, league0.format.kind]).toEqual(['manoeuvre', 'entry', 'round-robin']);
    // the director enters; the members enter themselves
    await page.getByRole('button', { name: 'Zgłoś się do ligi' }).click();
    for (const p of others) expect((await p.api.post(`/api/leagues/${leagueId}/entries`, {})).status).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Rozpocznij ligę' }).click();
    await page.waitForSelector('table.standings');

    const started = await dir.api.get(`/api/leagues/${leagueId}`);
    expect(started.status).toBe('running');
    expect(started.games).toHaveLength(6);
    expect(started.games.every((g: any) => g.lifecycle === 'active' && g.awaiting.length > 0)).toBe(true);
    // one game ends: seat B resigns; the result lands in the standings and both players are rated
    const g0 = started.games[0];
    const loser = [dir, ...others].find((p) => p.userId === g0.b.userId)!;
    expect((await loser.api.post(`/api/games/${g0.gameId}/resign`, {})).status).toBe(200);

    await page.reload();
    await page.waitForSelector('table.standings tbody tr');
    expect(await page.locator('table.standings tbody tr').count()).toBe(4);
    const top = page.locator('table.standings tbody tr').first();
    await expect.poll(() => top.getAttribute('data-player')).toBe(g0.a.name);
    expect(await top.locator('td').nth(2).innerText()).toBe('1');
    // crosstable cells link the games; the games list shows whose move it is, the deadline and the link
    expect(await page.locator('table.crosstable a').count()).toBe(12);
    // the director's own three games (two cells each) open the game page, the others the spectator view
    expect(await page.locator('table.crosstable a[href^="/g/"]').count()).toBe(6);
    expect(await page.locator(`table.crosstable a[href^="/leagues/${leagueId}/games/"]`).count()).toBe(6);
    expect(await page.locator(`[data-game="${g0.gameId}"]`).innerText()).toContain('1–0');
    const running = page.locator(`[data-game="${started.games[1].gameId}"]`);
    expect(await running.innerText()).toMatch(/ruch: .+ · termin/);
    await shoot(page, 'league-pl');

    // English for the members; the club page lists the rating of the two rated players
    const en = others[0].page;
    await en.goto(`${live.server.url}/leagues/${leagueId}`);
    await en.waitForSelector('table.standings tbody tr');
    expect(await en.locator('h2#h-cross').innerText()).toBe('Crosstable');
    await shoot(en, 'league-en');
    // a game the member does not play opens read-only, in the spectator's view
    const watched = started.games.find(
      (g: any) => g.a.userId !== others[0].userId && g.b.userId !== others[0].userId && g.gameId !== g0.gameId,
    );
    await en.click(`[data-game="${watched.gameId}"] a`);
    await en.waitForURL(new RegExp(`/leagues/${leagueId}/games/${watched.gameId}$`));
    await en.waitForSelector('svg.board');
    expect(await en.locator('[data-status]').innerText()).toMatch(/to move: .+ · due/);
    await shoot(en, 'watch-en');
    await en.goto(`${live.server.url}/clubs/${clubId}`);
    await en.waitForSelector('table.league-table');
    expect(await en.locator('table.league-table tbody tr').count()).toBe(2);
    await shoot(en, 'club-en');
    const ratings = await dir.api.get('/api/ratings/manoeuvre');
    expect(ratings.ratings.map((r: any) => r.userId).sort()).toEqual([g0.a.userId, g0.b.userId].sort());
  });
});
