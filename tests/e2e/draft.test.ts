import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeSerious, SIZES } from './page-checks.js';
import { signInByMail, startOpenGame } from './players.js';
import { twoUnitsToMove } from './manoeuvre-position.js';
import { ARTIFACTS, liveStack } from './stack.js';

/**
 * Draft checks in Chromium (functions/api/routes/draft.ts, web/game/useDraftCheck.ts): in a Manoeuvre
 * movement phase, one unit's basic move is drafted and another unit stops being selectable (rule 5:
 * one basic move per Movement phase); two basic moves drafted while the check is held back are then
 * refused inline under the second order, with the rule, before anything is submitted.
 */
const live = liveStack();

describe('draft checks in Chromium', () => {
  it('5 one basic move per Movement phase: after drafting a move, another unit is no longer offered; two moves are refused inline with the rule', async () => {
    const a = await signInByMail(live.browser, live.server.url, 'dora@example.org', { locale: 'en-GB' });
    const b = await signInByMail(live.browser, live.server.url, 'emil@example.org', { locale: 'en-GB' });
    const id = await startOpenGame(a, b, { game: 'manoeuvre', scenario: 'intro', seat: 'blue' });

    const { g, me, ma, mb, cellA, cellB } = await twoUnitsToMove([a, b], id, 20261122);

    const page = me.page;
    // the check is held back until both moves are drafted, as on a slow connection
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const asked: any[] = [];
    await page.route('**/api/games/*/draft', async (route) => {
      asked.push(route.request().postDataJSON());
      await gate;
      await route.continue();
    });
    await page.goto(`${live.server.url}/g/${id}`);
    await page.waitForSelector(`[data-stack="${cellB}"].can-act`);

    await page.click(`[data-stack="${cellA}"]`);
    await page.click(`[data-target="${ma.targets[0].cell}"]`);
    await expect.poll(() => page.locator('.draft-list li').count()).toBe(1);
    await expect.poll(() => asked.length, { timeout: 5000 }).toBe(1);
    expect(asked[0]).toMatchObject({ expectedVersion: g.version, orders: [ma.targets[0].order] });
    expect(asked[0].check).toContain(mb.id);
    // no answer yet: the second unit is still offered, as before draft checks
    await page.click(`[data-stack="${cellB}"]`);
    const free = mb.targets.find((t: any) => t.cell !== ma.targets[0].cell);
    await page.click(`[data-target="${free.cell}"]`);
    await expect.poll(() => page.locator('.draft-list li').count()).toBe(2);
    await expect.poll(() => asked.length, { timeout: 5000 }).toBe(2);
    release();

    // the answer for both moves: the second is refused inline, with the rule, before submit
    const problem = page.locator('.draft-list li').nth(1).locator('.draft-problem');
    await expect.poll(() => problem.textContent(), { timeout: 10_000 }).toMatch(/^Rule 5: /);
    expect(await page.locator('.draft-list li').nth(1).getAttribute('class')).toBe('error');
    expect(await page.locator('.notice.error').count()).toBe(0);
    await page.locator('.draft-list').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'draft-refused-1280x800.png') });
    expect(await axeSerious(page)).toEqual([]);
    await page.setViewportSize(SIZES.phone);
    await page.locator('.draft-list').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'draft-refused-390x844.png') });
    expect(await axeSerious(page)).toEqual([]);
    await page.setViewportSize(SIZES.desktop);

    // remove it: with one move drafted, the other unit is no longer offered (its stack cannot act)
    await page.locator('.draft-list li').nth(1).locator('button').click();
    await expect
      .poll(() => page.locator(`[data-stack="${cellB}"]`).getAttribute('class'), { timeout: 10_000 })
      .toBe('stack');
    expect(await page.locator('.draft-problem').count()).toBe(0);
    await page.click(`[data-stack="${cellB}"]`);
    expect(await page.locator('[data-target]').count()).toBe(0);

    // the one move is sent as before
    await page.click('button.primary');
    await expect
      .poll(async () => (await me.api.get(`/api/games/${id}`)).version, { timeout: 15_000 })
      .toBe(g.version + 1);
    await a.ctx.close();
    await b.ctx.close();
  });
});
