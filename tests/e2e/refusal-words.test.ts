import { describe, expect, it } from 'vitest';
import { signInByApi, startOpenGame } from './players.js';
import { twoUnitsToMove } from './manoeuvre-position.js';
import { liveStack } from './stack.js';

/**
 * A refusal in the first moments after a game page opens (issue 19): each game's words for its rarer
 * refusals are a chunk of their own (web/game/reasons-<game>.ts), fetched once the page knows its game.
 * Here that chunk is held back, as on a slow connection, while the draft check refuses an order whose
 * words are only in it (Manoeuvre 5 `one-basic-move`): the page says nothing in English meanwhile,
 * and says it in Polish once the chunk is in. Before the fix the English words showed, and stayed.
 */
const live = liveStack();

describe('a refusal before its words are loaded', () => {
  it('5 one basic move per Movement phase: refused in Polish, never in English while the words load', async () => {
    const a = await signInByApi(live.browser, live.server.url, 'ola@example.org', 'pl');
    const b = await signInByApi(live.browser, live.server.url, 'piotr@example.org', 'pl');
    const id = await startOpenGame(a, b, { game: 'manoeuvre', scenario: 'intro', seat: 'blue' });
    const { me, ma, mb, cellA, cellB } = await twoUnitsToMove([a, b], id, 20261127);

    const page = me.page;
    // Manoeuvre's words chunk and the draft check are both held back
    let releaseWords!: () => void;
    const words = new Promise<void>((r) => (releaseWords = r));
    let wordsAsked = 0;
    await page.route(/\/reasons-manoeuvre[^/]*\.js$/, async (route) => {
      wordsAsked++;
      await words;
      await route.continue();
    });
    let releaseCheck!: () => void;
    const check = new Promise<void>((r) => (releaseCheck = r));
    let checks = 0;
    await page.route('**/api/games/*/draft', async (route) => {
      checks++;
      await check;
      await route.continue();
    });
    await page.goto(`${live.server.url}/g/${id}`);
    await page.waitForSelector(`[data-stack="${cellB}"].can-act`);
    await expect.poll(() => wordsAsked, { timeout: 10_000 }).toBe(1);

    // two basic moves drafted before any check answers: the second is refused (rule 5)
    await page.click(`[data-stack="${cellA}"]`);
    await page.click(`[data-target="${ma.targets[0].cell}"]`);
    await expect.poll(() => page.locator('.draft-list li').count()).toBe(1);
    await expect.poll(() => checks, { timeout: 5000 }).toBe(1);
    await page.click(`[data-stack="${cellB}"]`);
    const free = mb.targets.find((t: any) => t.cell !== ma.targets[0].cell);
    await page.click(`[data-target="${free.cell}"]`);
    await expect.poll(() => page.locator('.draft-list li').count()).toBe(2);
    await expect.poll(() => checks, { timeout: 5000 }).toBe(2);
    releaseCheck();

    // the check's answer is in, its words are not: the order is not yet said to be refused at all,
    // and nothing on the page reads in English
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/draft') && r.request().postDataJSON().orders.length === 2,
    );
    await answered;
    await page.waitForTimeout(300);
    const shown = await page.locator('.draft-list').innerText();
    expect(shown).not.toContain('the basic move is made already');
    expect(await page.locator('.draft-problem').count()).toBe(0);

    releaseWords();
    const problem = page.locator('.draft-list li').nth(1).locator('.draft-problem');
    await expect
      .poll(() => problem.textContent(), { timeout: 10_000 })
      .toBe('Przepis 5: ruch podstawowy został już wykonany');
    expect(await page.locator('.draft-list li').nth(1).getAttribute('class')).toBe('error');
    await a.ctx.close();
    await b.ctx.close();
  });
});
