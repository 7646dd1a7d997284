import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInByMail, startOpenGame } from './players.js';
import { playUntil, rng } from './random-orders.js';
import { ARTIFACTS, liveStack } from './stack.js';

/**
 * OWC's retreat chosen on the map (issue 19, item 5): random legal orders through the API until a
 * side must retreat; that player selects the unit on the board and clicks the hex a path ends in, in
 * Polish and again in English, sends, and the unit stands there.
 */
const live = liveStack();

describe('OWC retreat on the map in Chromium', () => {
  it('9.6 the retreating player clicks the hex a retreat path ends in, in both languages', async () => {
    const a = await signInByMail(live.browser, live.server.url, 'fryderyk@example.org', { locale: 'pl-PL' });
    const b = await signInByMail(live.browser, live.server.url, 'gosia@example.org', { locale: 'pl-PL' });
    const catalog = (await (await fetch(`${live.server.url}/api/catalog`)).json()).games as {
      id: string;
      scenarios: { id: string }[];
      sides?: string[];
    }[];
    const owc = catalog.find((g) => g.id === 'ostatnia-wojna-cesarzy')!;
    const id = await startOpenGame(a, b, { game: owc.id, scenario: owc.scenarios[0].id, seat: 'random' });
    const rand = rng(20261125);
    const { g, me } = await playUntil(
      [a, b],
      id,
      rand,
      (g) => g.view.options.choices.some((c: any) => c.id.startsWith('retreat-') && c.targets?.length),
      'a retreat',
      600,
      // attacks first, so a retreat comes soon
      (open) => {
        const attacks = open.filter((c: any) => c.id.startsWith('attack-'));
        return attacks.length && rand() < 0.8 ? attacks : open;
      },
    );
    const choice = g.view.options.choices.find((c: any) => c.id.startsWith('retreat-') && c.targets?.length);
    const unit: string = choice.piece;
    const to: string = choice.targets[0].cell;
    const from: string = g.view.board.pieces.find((p: any) => p.id === unit).cell;
    await me.page.goto(`${live.server.url}/g/${id}`);
    await me.page.waitForSelector('svg.board polygon');
    // chosen on the map in Polish (the players' language), the draft removed, then chosen again in English and sent
    const drafted: string[] = [];
    for (const [lang, words] of [
      ['pl', { fit: 'Pokaż całą planszę', orders: 'Rozkazy', remove: 'Usuń rozkaz 1' }],
      ['en', { fit: 'Fit the board', orders: 'Orders', remove: 'Remove order 1' }],
    ] as const) {
      if (lang === 'en') {
        // the Polish draft dropped by its own button
        await me.page.click('.draft-list li button[aria-label="Usuń rozkaz 1"]');
        await expect.poll(() => me.page.locator('.draft-list li').count()).toBe(0);
        await me.page.selectOption('header select', 'en');
      }
      await me.page.waitForSelector(`#tab-orders:has-text("${words.orders}")`);
      await me.page.click(`button[aria-label="${words.fit}"]`);
      await me.page.click(`[data-stack="${from}"]`);
      if (await me.page.locator('.fan').count()) await me.page.click(`.fan [data-piece="${unit}"] .hit`);
      await me.page.waitForSelector(`[data-target="${to}"]`);
      await me.page.click(`[data-target="${to}"]`);
      await me.page.waitForSelector(`.draft-list li button[aria-label="${words.remove}"]`);
      expect(await me.page.locator('.draft-list li').count(), lang).toBe(1);
      drafted.push(await me.page.locator('.draft-list li span').first().innerText());
      await me.page.screenshot({ path: join(ARTIFACTS, `owc-retreat-on-map-${lang}.png`) });
    }
    expect(drafted[1], 'the same retreat drafted in both languages').toContain(`→ ${to}`);
    expect(drafted[0]).toContain(`→ ${to}`);
    await me.page.click('button.primary:has-text("Send orders")');
    await expect
      .poll(async () => (await me.api.get(`/api/games/${id}`)).version, { timeout: 10_000 })
      .toBeGreaterThan(g.version);
    const log = await me.api.get(`/api/games/${id}/log?lang=pl&limit=1`);
    expect(log.turns[0].events.find((e: any) => e.type === 'retreat')?.data).toMatchObject({
      unit,
      path: choice.order.path,
    });
    await a.ctx.close();
    await b.ctx.close();
  });
});
