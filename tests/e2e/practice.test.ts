import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInByMail } from './players.js';
import { liveStack } from './stack.js';

/**
 * A practice game against the computer, started from the new-game page in real Chromium against
 * `npm start`, in both languages: Manoeuvre in English, Ostatnia Wojna Cesarzy in Polish (each with its
 * own bot, so no page says the computer plays at random), where the computer moves first
 * and has answered before the game opens. Then the player's orders (drawn from the view's options,
 * through the API) until one hands the computer the move: the answer already holds its reply, and the
 * page reloaded shows the player's move again.
 */
const live = liveStack();

const CASES = [
  {
    lang: 'en',
    game: 'manoeuvre',
    scenario: 'intro',
    seat: 'red',
    computer: 'blue',
    note: 'Practice game against the computer',
    random: null,
    lobby: 'Practice game against the computer',
  },
  {
    lang: 'pl',
    game: 'ostatnia-wojna-cesarzy',
    scenario: 'A',
    seat: 'russians',
    computer: 'allies',
    note: 'Partia treningowa z komputerem',
    random: null,
    lobby: 'Partia treningowa z komputerem',
  },
] as const;

describe('practice games in Chromium', () => {
  it.each(CASES)('$lang: $game against the computer from the new-game page', async (c) => {
    const { ctx, page, api } = await signInByMail(live.browser, live.server.url, `practice-${c.lang}@example.org`, {
      locale: c.lang === 'pl' ? 'pl-PL' : 'en-US',
    });
    if (c.lang === 'pl') await page.selectOption('header select', 'pl');
    await page.waitForSelector('#ng-game');
    await page.selectOption('#ng-game', c.game);
    await page.selectOption('#ng-scenario', c.scenario);
    await page.check(`input[name=seat][value=${c.seat}]`);
    await page.check('#ng-practice');
    // no opponent to name and no clock to choose
    expect(await page.locator('#ng-email').count()).toBe(0);
    expect(await page.locator('#ng-clock').count()).toBe(0);
    if (c.random) await page.waitForSelector(`.new-game .hint:has-text("${c.random}")`);
    else expect(await page.locator('.new-game').textContent()).not.toContain('random');
    await page.click('.new-game button[type=submit]');
    await page.waitForURL(/\/g\//);
    const id = page.url().split('/g/')[1].split(/[?#]/)[0];

    // the page opens on the player's move (a computer that moves first has already moved), marked as practice
    await page.waitForSelector(`.practice-note:has-text("${c.note}")`);
    await page.waitForSelector('.status.mine');
    if (c.random) expect(await page.locator('.practice-note').textContent()).toContain(c.random);
    const first = await api.get(`/api/games/${id}`);
    expect(first).toMatchObject({ mySide: c.seat, awaitingMe: true, lifecycle: 'active' });
    expect(first.seats[c.computer]).toMatchObject({ computer: true });
    // the player's orders until one hands the move over: the answer already holds the computer's reply
    let answered = false;
    for (let i = 0; i < 60 && !answered; i++) {
      const g = await api.get(`/api/games/${id}`);
      const choices = g.view.options.choices.filter(
        (x: { order?: unknown; targets?: unknown[] }) => x.order !== undefined || x.targets?.length,
      );
      const pick = choices[i % choices.length];
      const order = pick.targets?.length ? pick.targets[i % pick.targets.length].order : pick.order;
      const r = await api.post(`/api/games/${id}/orders`, {
        expectedVersion: g.version,
        idempotencyKey: randomUUID(),
        batch: { orders: [order] },
      });
      if (r.status !== 200) continue;
      answered = r.body.game.version > r.body.version;
      if (answered) expect(r.body.game.awaitingMe || r.body.game.lifecycle === 'over').toBe(true);
    }
    expect(answered).toBe(true);
    const log = await api.get(`/api/games/${id}/log`);
    expect(log.turns.some((t: { side: string }) => t.side === c.computer)).toBe(true);
    await page.reload();
    await page.waitForSelector(`.practice-note:has-text("${c.note}")`);
    await page.waitForSelector('.status.mine');

    // the lobby marks it
    await page.goto(`${live.server.url}/`);
    await page.waitForSelector(`.practice-mark:has-text("${c.lobby}")`);
    await ctx.close();
  });
});
