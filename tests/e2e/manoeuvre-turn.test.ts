import type { Locator, Page } from 'playwright-core';
import { join } from 'node:path';
import { clickCell, axeSerious } from './page-checks.js';
import { signInByMail, startOpenGame } from './players.js';
import { ARTIFACTS, liveStack } from './stack.js';
import { describe, expect, it } from 'vitest';
import { guardPosition, send } from './manoeuvre-position.js';

/**
 * Manoeuvre as a club plays it (issue 19), in English and in Polish: the map built from pictures of
 * the sections and painted on the board as they are chosen, sent in one submission; deployment by
 * clicking units and squares, an illegal square explained with its rule (3, and 1.1 for a move); a
 * whole turn — discard and draw, a move, an Assault — played with the keyboard alone in two
 * submissions (rules version 2).
 */
const live = liveStack();

const LANGS = [
  {
    locale: 'en-GB',
    draw: 'Draw up to 5',
    resolve: 'No more cards: resolve at once',
    rule: 'rule',
    assault: 'assault',
    // the rules' words for the refusals below, in the page's language (web/game/reasons.ts)
    homeRows: 'd5 is not in your two home rows',
    notNext: 'f3 is not orthogonally next to d3',
  },
  {
    locale: 'pl-PL',
    draw: 'Dobierz do 5',
    resolve: 'Bez dalszych kart: rozstrzygnij od razu',
    rule: 'zasada',
    assault: 'szturm',
    homeRows: 'd5 nie leży w twoich dwóch rzędach wyjściowych',
    notNext: 'f3 nie sąsiaduje bokiem z d3',
  },
] as const;

type Api = Awaited<ReturnType<typeof signInByMail>>['api'];
const versionOf = async (api: Api, id: string): Promise<number> => (await api.get(`/api/games/${id}`)).version;

/** Tab until `target` (or an element inside it) has the focus: the keyboard is the only input */
const tabTo = async (page: Page, target: Locator) => {
  const el = await target.elementHandle();
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((e) => !!e && (e === document.activeElement || e.contains(document.activeElement)), el))
      return;
  }
  throw new Error('never reached by Tab');
};
const press = async (page: Page, target: Locator, key = 'Enter') => {
  await tabTo(page, target);
  await page.keyboard.press(key);
};

const newGame = async (lang: (typeof LANGS)[number], tag: string, options?: unknown) => {
  const a = await signInByMail(live.browser, live.server.url, `${tag}-a-${lang.locale.toLowerCase()}@example.org`, {
    locale: lang.locale,
  });
  const b = await signInByMail(live.browser, live.server.url, `${tag}-b-${lang.locale.toLowerCase()}@example.org`, {
    locale: lang.locale,
  });
  const id = await startOpenGame(a, b, {
    game: 'manoeuvre',
    scenario: 'standard',
    seat: 'blue',
    ...(options ? { options } : {}),
  });
  return { a, b, id };
};

describe.each(LANGS)('Manoeuvre play page ($locale)', (lang) => {
  it('3 set-up by pictures: four sections painted on the board as chosen, one submission; units deployed by clicks, an illegal square says why', async () => {
    const { a, b, id } = await newGame(lang, 'setup');
    const first = (await a.api.get(`/api/games/${id}`)).awaitingMe ? a : b;
    const second = first === a ? b : a;
    const page = first.page;
    await page.goto(`${live.server.url}/g/${id}`);
    await page.waitForSelector('.pictures button.picture');
    expect(await page.locator('.pictures li').count()).toBe(24);
    const v0 = await versionOf(first.api, id);

    // each quadrant in turn: turn the k-th section once (90°), pick it; the board is painted at once
    const map = page.locator('svg.board g.map');
    for (let k = 0; k < 4; k++) {
      const before = await map.innerHTML();
      const item = page.locator('.pictures li').nth(k);
      await item.locator('button.turn').click();
      expect(await item.locator('button.picture').getAttribute('data-choice')).toMatch(new RegExp(`-${k + 1}-90$`));
      await item.locator('button.picture').click();
      await expect.poll(() => page.locator('.draft-list li').count()).toBe(k + 1);
      expect(await map.innerHTML()).not.toBe(before);
      if (k === 1) {
        await page.screenshot({ path: join(ARTIFACTS, `manoeuvre-sections-${lang.locale}-1280x800.png`) });
        expect(await axeSerious(page)).toEqual([]);
      }
    }
    await page.click('.draft button.primary');
    await expect.poll(() => versionOf(first.api, id), { timeout: 15_000 }).toBe(v0 + 1);
    expect((await second.api.get(`/api/games/${id}`)).status.phase).toBe('setup.pair');

    await send(second.api, id, [{ type: 'nations', nations: ['fr', 'gb'] }]);
    await send(first.api, id, [{ type: 'nation', nation: 'fr' }]);
    await send(second.api, id, [{ type: 'edge', edge: 'N' }]);

    // deployment: pick a unit from "off the map", click squares of the home rows (S: ranks 1–2)
    const g = await first.api.get(`/api/games/${id}`);
    const free: string[] = g.view.options.choices[0].targets.map((t: { cell: string }) => t.cell);
    await page.goto(`${live.server.url}/g/${id}`);
    const units = page.locator('.actions .choice-buttons button');
    await units.first().waitFor();
    expect(await units.count()).toBe(8);
    await units.first().click();
    // d5 is outside the home rows: the rules say why, with the rule
    await clickCell(page, g.view.board, 'd5');
    await expect
      .poll(() => page.locator('.notice.error').textContent(), { timeout: 10_000 })
      .toContain(`${lang.rule} 3: ${lang.homeRows}`);
    for (let i = 0; i < 8; i++) {
      if (i > 0) await units.first().click();
      await page.click(`[data-target="${free[i]}"]`);
      await expect.poll(() => page.locator('.draft-list li').count()).toBe(i + 1);
      await page.waitForSelector(`svg.board [data-stack="${free[i]}"]`);
    }
    const v1 = await versionOf(first.api, id);
    await page.click('.draft button.primary');
    await expect.poll(() => versionOf(first.api, id), { timeout: 15_000 }).toBe(v1 + 1);
    expect((await second.api.get(`/api/games/${id}`)).awaitingMe).toBe(true);
    await a.ctx.close();
    await b.ctx.close();
  });

  it('8 an illegal click says why: the Guard cannot go to f3, two squares away (1.1)', async () => {
    const { a, b, id } = await newGame(lang, 'why', { position: guardPosition('movement') });
    const page = a.page;
    await page.goto(`${live.server.url}/g/${id}`);
    await page.click('[data-stack="d3"]');
    await page.waitForSelector('[data-target="d4"]');
    await clickCell(page, (await a.api.get(`/api/games/${id}`)).view.board, 'f3');
    await expect
      .poll(() => page.locator('.notice.error').textContent(), { timeout: 10_000 })
      .toContain(`${lang.rule} 1.1: ${lang.notNext}`);
    // the Guard stays selected: its targets are still shown
    expect(await page.locator('[data-target="d4"]').count()).toBe(1);
    await a.ctx.close();
    await b.ctx.close();
  });

  it('4–6 a turn with a move and an Assault in two submissions, with the keyboard alone', async () => {
    const { a, b, id } = await newGame(lang, 'turn', { position: guardPosition('discard') });
    const page = a.page;
    await page.goto(`${live.server.url}/g/${id}`);
    await page.waitForSelector('.hand button.card-face.playable');
    const v0 = await versionOf(a.api, id);

    // submission 1: discard the 4e's second card, draw up to 5, send
    await press(page, page.locator('.hand button.card-face').nth(2));
    await press(page, page.getByRole('button', { name: lang.draw }));
    await expect.poll(() => page.locator('.draft-list li').count()).toBe(2);
    await press(page, page.locator('.draft button.primary'));
    await expect.poll(() => versionOf(a.api, id), { timeout: 15_000 }).toBe(v0 + 1);

    // submission 2: the Guard d3 → d4, its Assault on the 42nd on d5, no more cards, send
    const guard = page.locator('[data-stack="d3"] .hit');
    await guard.waitFor();
    await tabTo(page, guard);
    // the focus is visible: the focused counter's hit area is outlined
    expect(await guard.evaluate((e) => getComputedStyle(e).stroke)).toBe('rgb(26, 95, 180)');
    await page.keyboard.press('Enter');
    await press(page, page.locator('[data-target="d4"]'));
    await expect.poll(() => page.locator('.draft-list li').count()).toBe(1);
    await press(page, guard, ' ');
    await press(page, page.locator('[data-target="d5"]'));
    await expect.poll(() => page.locator('.draft-list li').count()).toBe(2);
    await press(page, page.getByRole('button', { name: lang.resolve }));
    await expect.poll(() => page.locator('.draft-list li').count()).toBe(3);
    await expect.poll(() => page.locator('.draft-problem').count(), { timeout: 5000 }).toBe(0);
    await press(page, page.locator('.draft button.primary'));
    await expect.poll(() => versionOf(a.api, id), { timeout: 15_000 }).toBe(v0 + 2);

    // issue 19, item 2: the defender, asked for the defence, sees the pending Assault drawn d4 → d5 with its kind
    await b.page.goto(`${live.server.url}/g/${id}`);
    const pending = b.page.locator('[data-attack="d5"][data-pending]');
    await pending.waitFor({ state: 'attached' });
    expect(await pending.locator('.attack-line').count()).toBe(1);
    expect(await pending.locator('.attack-odds').textContent()).toBe(lang.assault);

    // the defender answers with D 3 + 2 + 4 (14 in all: no Hit-or-Retreat choice for the attacker);
    // the combat resolves with it, and with nothing to restore Blue's turn ends by itself
    await send(b.api, id, [
      { type: 'defense-card', card: 'gb-06' },
      { type: 'defense-card', card: 'gb-07' },
      { type: 'defense-card', card: 'gb-09' },
      { type: 'defend' },
    ]);
    for (let i = 0; i < 3; i++) {
      const g = await b.api.get(`/api/games/${id}`);
      if (g.status.phase === 'discard') break;
      expect(g.awaitingMe).toBe(true);
      const c = g.view.options.choices[0];
      await send(b.api, id, [c.order ?? c.targets[0].order]);
    }
    const red = await b.api.get(`/api/games/${id}`);
    expect(red.status.phase).toBe('discard');
    expect(red.awaitingMe).toBe(true);
    const blue = await a.api.get(`/api/games/${id}`);
    expect(blue.view.board.pieces.find((p: { id: string }) => p.id === 'fr.garde').cell).toMatch(/^d[45]$/);
    await a.ctx.close();
    await b.ctx.close();
  });
});
