import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeSerious, SIZES } from './page-checks.js';
import { signInByApi } from './players.js';
import { openChoices, rng, submitRandomOrder } from './random-orders.js';
import { ARTIFACTS, liveStack } from './stack.js';

/**
 * Every page a player reads, in real Chromium against `npm start`, on a phone (390 × 844) and a
 * desktop: no serious or critical axe finding, no sideways page scroll. The game page of each of the
 * five games (a practice game): its counters explained on hover (SVG title) and on a tap (the box
 * under the board), its counter legend in the Game tab, and on the phone the orders panel reachable.
 * How-to-play for each game in English and Polish, reached from the lobby and the game page.
 */
const live = liveStack();

const widthOk = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const check = async (page: Page, name: string) => {
  for (const vp of Object.values(SIZES)) {
    await page.setViewportSize(vp);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(ARTIFACTS, `pages-${name}-${vp.width}x${vp.height}.png`) });
    expect(await widthOk(page), `sideways scroll on ${name} at ${vp.width}`).toBe(true);
    expect(await axeSerious(page), `axe on ${name} at ${vp.width}`).toEqual([]);
  }
  await page.setViewportSize(SIZES.desktop);
};

/** "Send orders" within the screen and the panel's visible part, and what a tap at its centre reaches */
const sendInView = (page: Page) =>
  page.evaluate(() => {
    const b = document.querySelector('#tp-orders button.primary');
    const panel = b?.closest('.panel');
    if (!b || !panel) return false;
    const r = b.getBoundingClientRect(),
      p = panel.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return (
      r.height > 0 &&
      r.top >= Math.max(0, p.top) &&
      r.bottom <= Math.min(innerHeight, p.bottom) &&
      !!hit &&
      b.contains(hit)
    );
  });

/**
 * The page's controls (links, buttons, selects, fields, summaries, the labels of check boxes) narrower
 * or lower than 44 px, with their words; a link inside a sentence is read, not aimed at, and the
 * board's own counters and cells are sized by its zoom (a selected unit's targets come in at 44 px).
 */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'a[href], button, select, textarea, summary, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), label:has(> input[type=checkbox]), label:has(> input[type=radio])',
      ),
    ]
      .filter((e) => !e.closest('svg') && !e.closest('p, li:not(:has(> a:only-child))'))
      .map((e) => {
        const r = e.getBoundingClientRect();
        return {
          name: (e.getAttribute('aria-label') || e.getAttribute('placeholder') || e.textContent || e.tagName)
            .trim()
            .slice(0, 40),
          w: Math.round(r.width),
          h: Math.round(r.height),
        };
      })
      .filter((x) => x.w > 0 && x.h > 0 && (x.w < 44 || x.h < 44)),
  );

/** words each game's counter key must put on one of its counters (value meanings, as the module words them) */
const WORDS: Record<string, RegExp> = {
  manoeuvre: /strength/,
  'ostatnia-wojna-cesarzy': /strength points|concealed/,
  'tannenberg-1914': /efficiency|attack fire/,
  'wojna-o-niepodleglosc': /morale|command range/,
  'olszynka-grochowska-1831': /morale|command range/,
};

describe('every page, read and checked in Chromium', () => {
  it('lobby, settings, clubs, each game page (counters in words) and how-to-play, at 390 and 1280 px', async () => {
    const me = await signInByApi(live.browser, live.server.url, 'reader@example.org', 'en');
    const { page, api } = me;
    const catalog = (await api.get('/api/catalog')).games as {
      id: string;
      scenarios: { id: string; sides: string[] }[];
    }[];
    expect(catalog.map((g) => g.id).sort()).toEqual(Object.keys(WORDS).sort());

    await page.goto(`${live.server.url}/`);
    await page.waitForSelector('#h-how');
    expect(await page.locator('#h-how ~ ul a, .how-links a').count()).toBe(catalog.length);
    await check(page, 'lobby');
    await page.goto(`${live.server.url}/settings`);
    await page.waitForSelector('main h1');
    await check(page, 'settings');
    await page.goto(`${live.server.url}/clubs`);
    await page.waitForSelector('#club-name');
    await check(page, 'clubs');

    for (const g of catalog) {
      const sc = g.scenarios[0];
      const created = await api.post('/api/games', { game: g.id, scenario: sc.id, seat: sc.sides[0], practice: true });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id: string = created.body.id;
      // set-up orders at random (the computer answers) until counters stand on the map (Manoeuvre starts with none)
      const rand = rng(19);
      for (let i = 0; i < 80; i++) {
        const v = await api.get(`/api/games/${id}`);
        if (v.view.board.pieces.length > 0 || !v.awaitingMe) break;
        await submitRandomOrder(me, id, v, openChoices(v), rand);
      }
      await page.goto(`${live.server.url}/g/${id}`);
      await page.waitForSelector('svg.board .counter');
      // hover: every drawn counter carries its words; some counter of this game names a value's meaning
      const titles = await page.$$eval('svg.board .counter > title, svg.board .hit > title', (ts) =>
        ts.map((x) => x.textContent ?? ''),
      );
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.join('\n'), g.id).toMatch(WORDS[g.id]);
      // a tap: the stack's counters in words under the board, closed by its button
      await page.locator('svg.board [data-stack]').first().dispatchEvent('click');
      await page.waitForSelector('.piece-info');
      expect((await page.locator('.piece-info').textContent())?.length).toBeGreaterThan(5);
      await page.click('.piece-info .close');
      expect(await page.locator('.piece-info').count()).toBe(0);
      await check(page, `game-${g.id}`);

      // on a phone: no sideways scroll and the orders panel within reach (its tab in view, its body scrolls to it)
      await page.setViewportSize(SIZES.phone);
      await page.waitForTimeout(150);
      expect(await widthOk(page)).toBe(true);
      const tab = page.locator('#tab-orders');
      await tab.scrollIntoViewIfNeeded();
      const box = await tab.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= SIZES.phone.height, `orders tab of ${g.id} on a phone`).toBe(
        true,
      );
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await tab.click();
      // "Send orders" itself in view as the orders open: on the screen, in the panel's visible part and
      // not under anything (it stays at the panel's foot however long the orders are)
      expect((await api.get(`/api/games/${id}`)).awaitingMe, `${g.id}: the practice game awaits the player`).toBe(true);
      const send = page.locator('#tp-orders button.primary');
      await expect.poll(() => sendInView(page), { message: `Send orders of ${g.id} in view on a phone` }).toBe(true);
      expect(await send.innerText()).toBe('Send orders');
      const body = page.locator('#tp-orders');
      await body.scrollIntoViewIfNeeded();
      const bb = await body.boundingBox();
      expect(bb && bb.y < SIZES.phone.height && bb.height > 40, `orders panel of ${g.id} on a phone`).toBe(true);
      // every control a finger may need is a tap target of at least 44 × 44 px: the header's, the board's
      // zoom buttons, the status and since boxes, the tabs and each tab's own controls
      for (const t of ['orders', 'log', 'chat', 'info']) {
        await page.click(`#tab-${t}`);
        await page.waitForSelector(`#tp-${t}`);
        expect(await smallTargets(page), `small tap targets on ${g.id}'s page, ${t} tab, on a phone`).toEqual([]);
      }
      await page.click('#tab-orders');
      await page.setViewportSize(SIZES.desktop);

      // the Game tab: the counter legend and the link to how-to-play
      await page.click('#tab-info');
      await page.waitForSelector('.counter-legend li');
      await check(page, `game-${g.id}-info`);
      await page.click(`a[href="/how/${g.id}"]`);
      await page.waitForSelector('.how-to-play h1');
      expect(await page.locator('.how-sequence li').count()).toBeGreaterThan(2);
      expect(await page.locator('.how-to-play .counter-legend li').count()).toBeGreaterThan(0);
      await check(page, `how-${g.id}-en`);
    }

    // in Polish: the same pages in the other language (the profile's), reached from the lobby
    expect((await api.put('/api/me', { lang: 'pl' })).status).toBe(200);
    const pl = await signInByApi(live.browser, live.server.url, 'czytelnik@example.org', 'pl');
    for (const g of catalog) {
      await pl.page.goto(`${live.server.url}/`);
      await pl.page.click(`.how-links a[href="/how/${g.id}"]`);
      await pl.page.waitForSelector('.how-to-play h1');
      expect(await pl.page.locator('.how-to-play h1').textContent()).toMatch(/^Jak grać: /);
      expect(await pl.page.locator('#how-seq').textContent()).toBe('Tura krok po kroku');
      await check(pl.page, `how-${g.id}-pl`);
    }
    // how-to-play is public: a visitor who is not signed in reads it too
    const visitor = await live.browser.newContext({ viewport: SIZES.phone, locale: 'en-GB' });
    const vp = await visitor.newPage();
    await vp.goto(`${live.server.url}/how/manoeuvre`);
    await vp.waitForSelector('.how-to-play h1');
    expect(vp.url()).toBe(`${live.server.url}/how/manoeuvre`);
    await visitor.close();
    await me.ctx.close();
    await pl.ctx.close();
  });
});
