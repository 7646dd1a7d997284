/**
 * The play test's player in the browser: signed in through the page, and one submission composed by
 * clicks on the board and the panel from the view's options (tests/e2e/play.test.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shoot, SIZES } from './page-checks.js';
import { apiOf, mails, signInLink } from './players.js';
import type { Server } from './stack.js';

export type Lang = 'en' | 'pl';
export interface Player {
  ctx: BrowserContext;
  page: Page;
  lang: Lang;
  api: ReturnType<typeof apiOf>;
  /** the server the player signs in to */
  url: string;
}

/** A fresh browser context (not signed in yet) whose browser speaks `lang`. */
export const newPlayer = async (live: { server: Server; browser: Browser }, lang: Lang): Promise<Player> => {
  const ctx = await live.browser.newContext({
    viewport: SIZES.desktop,
    locale: lang === 'pl' ? 'pl-PL' : 'en-US',
    timezoneId: 'Europe/Warsaw',
  });
  const page = await ctx.newPage();
  return { ctx, page, lang, api: apiOf(ctx, live.server.url), url: live.server.url };
};

/** Sign in through the page from `start`: the form, the mailed link, the button; back at `start`. */
export const signIn = async (p: Player, email: string, checkA11y = false, start = '/') => {
  await p.page.goto(`${p.url}${start}`);
  await p.page.waitForURL(/\/signin/);
  await p.page.waitForSelector('#email');
  if (checkA11y) await shoot(p.page, 'signin');
  const before = (await mails(p.url)).filter((m) => m.to === email && /signin\?token=/.test(m.text)).length;
  await p.page.fill('#email', email);
  await p.page.click('form.card button[type=submit]');
  await p.page.waitForSelector('a[href="/dev/mail"]');
  const link = await signInLink(p.url, email, before);
  await p.page.goto(link);
  // opening the link alone must not sign in: the page waits for the button
  await p.page.waitForSelector('button.big');
  await p.page.click('button.big');
  await p.page.waitForURL(`${p.url}${start}`);
  await p.page.waitForSelector('h1');
};

export const gameOf = (p: Player, id: string) => p.api.get(`/api/games/${id}`);
export const label = (x: { pl: string; en: string } | undefined, lang: Lang) => (x ? x[lang] : '');

/** One submission composed by clicks on the board and the panel, from the view's options. */
export const playByClicks = async (
  p: Player,
  id: string,
  opts: { refuseFirst?: boolean } = {},
): Promise<{ order: any; version: number }> => {
  const g = await gameOf(p, id);
  const o = g.view.options;
  const onBoard = new Map<string, string>(g.view.board.pieces.map((x: any) => [x.id, x.cell]));
  const pieceChoices = o.choices.filter((c: any) => c.piece && c.targets?.length);
  const offBoard = pieceChoices.filter((c: any) => !onBoard.has(c.piece));
  const page = p.page;
  // the profile's language wins over the browser's once signed in
  p.lang = (await page.evaluate(() => document.documentElement.lang)) as Lang;
  let first: any = null;
  if (offBoard.length) {
    // deployment: every unit from the panel to a free highlighted square
    const used = new Set<string>();
    let todo = offBoard.slice(0, o.maxOrders);
    if (opts.refuseFirst && todo.length >= 2) {
      // two units onto one square: the client does not know, the server's rules refuse (422);
      // the page shows the rule and marks the order at `at`, which the player then removes
      const [a, b] = todo;
      const cell = a.targets.find((x: any) => b.targets.some((y: any) => y.cell === x.cell)).cell;
      // the draft check would hide that square for the second unit (tests/e2e/draft.test.ts); when the
      // check fails (network), the page composes as before and the server's 422 decides
      await page.route('**/api/games/*/draft', (r) => r.abort());
      for (const c of [a, b]) {
        await page
          .getByRole('button', { name: label(c.label, p.lang), exact: true })
          .first()
          .click();
        await page.click(`[data-target="${cell}"]`);
      }
      await page.click('button.primary');
      await page.waitForSelector('.notice.error');
      expect(await page.textContent('.notice.error')).toMatch(/\b3\b/);
      await expect.poll(() => page.locator('.draft-list li').nth(1).getAttribute('class')).toBe('error');
      await page.locator('.draft-list li.error button').click();
      await page.unroute('**/api/games/*/draft');
      used.add(cell);
      first = a.targets.find((x: any) => x.cell === cell).order;
      todo = todo.slice(1);
    }
    for (const c of todo) {
      await page
        .getByRole('button', { name: label(c.label, p.lang), exact: true })
        .first()
        .click();
      const t = c.targets.find((x: any) => !used.has(x.cell));
      used.add(t.cell);
      await page.click(`[data-target="${t.cell}"]`);
      first ??= t.order;
    }
  } else if (pieceChoices.length) {
    const c = pieceChoices[0];
    const cell = onBoard.get(c.piece)!;
    await page.click(`[data-stack="${cell}"]`);
    const fanned = await page.$(`.fan [data-piece="${c.piece}"]`);
    if (fanned) await fanned.click();
    await page.waitForSelector('[data-target]');
    const t = c.targets[c.targets.length - 1];
    await page.click(`[data-target="${t.cell}"]`);
    first = t.order;
    // two choices reach that cell (e.g. a plain move and a card's move): the panel asks which
    if (!(await page.locator('.draft-list li').count())) {
      const ask = page.locator('.selection .choice-buttons button').first();
      if (await ask.count()) await ask.click();
    }
  } else {
    const c = o.choices.find((x: any) => !x.piece && !x.card && x.order);
    if (!c) throw new Error(`no clickable choice in ${JSON.stringify(o).slice(0, 300)}`);
    await page
      .locator('.orders .actions')
      .getByRole('button', { name: label(c.label, p.lang), exact: true })
      .click();
    first = c.order;
  }
  await expect.poll(() => page.locator('.draft-list li').count()).toBeGreaterThan(0);
  await page.click('button.primary');
  await expect.poll(async () => (await gameOf(p, id)).version, { timeout: 15_000 }).toBeGreaterThan(g.version);
  return { order: first, version: g.version + 1 };
};
