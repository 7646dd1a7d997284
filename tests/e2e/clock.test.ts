import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localHooks } from '../../functions/local/hooks.js';
import { ManualClock } from '../../functions/time/clock.js';
import { shoot } from './page-checks.js';
import { type apiOf, signInByMail } from './players.js';
import { inProcessStack } from './stack.js';

/**
 * The correspondence clock in the browser: the server runs in-process on an injected clock (the
 * same startLocalServer as `npm start`), so the test can let a player's time run out. A Manoeuvre
 * game with the daily preset and no vacation; the clocks on the game page; settings for the digest
 * hour and the vacation bank; the opponent's time runs out and the other player claims the win.
 */
const DAY = 86_400_000,
  HOUR = 3_600_000;
const clock = new ManualClock(new Date());
const live = inProcessStack({ clock, hooks: { afterCommit: localHooks.afterCommit, sweepEveryMs: 0 } });

interface Player {
  ctx: BrowserContext;
  page: Page;
  api: ReturnType<typeof apiOf>;
}
const signIn = (email: string, locale: string): Promise<Player> =>
  signInByMail(live.browser, live.server.url, email, { locale, timezoneId: 'Europe/Warsaw' });

describe('clocks, vacation and the claim in Chromium', () => {
  it('daily preset without vacation; clocks shown; digest hour and vacation in settings; a timed-out opponent is claimed against', async () => {
    const alice = await signIn('ala@example.org', 'en-GB');
    const bob = await signIn('bolek@example.org', 'pl-PL');

    // the new-game form offers the presets in words, custom Fischer, no clock, and "no vacation"
    await alice.page.waitForSelector('#ng-clock');
    await alice.page.selectOption('#ng-game', 'manoeuvre');
    await expect
      .poll(() => alice.page.locator('#ng-clock option').allTextContents())
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('1 day + 4 h per move, at most 3 days'),
          expect.stringContaining('3 days + 36 h per move, at most 10 days'),
          expect.stringContaining('21 days per move'),
        ]),
      );
    await alice.page.selectOption('#ng-clock', 'custom');
    await alice.page.waitForSelector('#ng-increment');
    await alice.page.selectOption('#ng-clock', 'daily');
    await alice.page.check('#ng-novacation');
    await alice.page.fill('#ng-email', 'bolek@example.org');
    await alice.page.click('.new-game button[type=submit]');
    await alice.page.waitForURL(/\/g\//);
    const id = alice.page.url().split('/g/')[1];
    const created = await alice.api.get(`/api/games/${id}`);
    expect(created.clock.config).toEqual({
      kind: 'fischer',
      initialMs: 1 * DAY,
      incrementMs: 4 * HOUR,
      capMs: 3 * DAY,
      vacation: false,
    });
    expect((await bob.api.post(`/api/games/${id}/join`, {})).status).toBe(200);

    // play by the API until exactly one side is awaited (a whole turn, not a mid-turn answer)
    const players = [alice, bob];
    let g = created;
    for (let n = 0; n < 200; n++) {
      const views = await Promise.all(players.map((p) => p.api.get(`/api/games/${id}`)));
      g = views[0];
      if (g.awaiting.length === 1 && n > 0) break;
      const i = views.findIndex((v) => v.awaitingMe);
      const choices = views[i].view.options.choices.filter((x: any) => x.order !== undefined || x.targets?.length);
      const c = choices[Math.floor(Math.random() * choices.length)];
      const order = c.targets?.length ? c.targets[Math.floor(Math.random() * c.targets.length)].order : c.order;
      await players[i].api.post(`/api/games/${id}/orders`, {
        expectedVersion: views[i].version,
        idempotencyKey: randomUUID(),
        batch: { orders: [order] },
      });
    }
    expect(g.awaiting.length).toBe(1);

    // the game page shows both clocks with the module's side names and the clock's terms
    await alice.page.goto(`${live.server.url}/g/${id}`);
    await alice.page.waitForSelector('.clocks li.clock');
    expect(await alice.page.locator('.clocks li.clock').count()).toBe(2);
    const clocks = await alice.page.textContent('.clocks');
    expect(clocks).toContain('Blue');
    expect(clocks).toContain('Red');
    expect(clocks).toContain('1 d + 4 h per move, at most 3 d · no vacation');
    expect(await alice.page.locator('.clocks li.clock.running').count()).toBe(1);

    // settings: the digest with its hour, and the vacation bank (this game does not pause)
    await alice.page.goto(`${live.server.url}/settings`);
    await alice.page.waitForSelector('#s-notify-digest');
    expect(await alice.page.isChecked('#s-notify-digest')).toBe(false);
    await alice.page.check('#s-notify-digest');
    await alice.page.selectOption('#s-digest-hour', '7');
    await alice.page.click('form.card button[type=submit]');
    await alice.page.waitForSelector('p[role=status]');
    await expect.poll(async () => (await alice.api.get('/api/me')).digestHour).toBe(7);
    expect((await alice.api.get('/api/me')).notify.digest).toBe(true);
    await alice.page.waitForSelector('#vac-bank');
    expect(await alice.page.textContent('#vac-bank')).toContain('15 vacation days left');
    // a second game that allows vacation: Alice's vacation pauses her clock there, and Bob sees it
    const scenario = created.scenario as string;
    const second = await alice.api.post('/api/games', {
      game: 'manoeuvre',
      scenario,
      options: {},
      seat: 'random',
      clock: { preset: 'standard' },
      opponent: { email: 'bolek@example.org' },
    });
    expect(second.status).toBe(201);
    const id2 = (second.body.id ?? second.body.game?.id) as string;
    expect((await bob.api.post(`/api/games/${id2}/join`, {})).status).toBe(200);
    await alice.page.getByRole('button', { name: 'Start vacation' }).click();
    await alice.page.waitForSelector('.on-vacation');
    expect((await alice.api.get('/api/me/vacation')).onVacation).toBe(true);
    const g2 = await bob.api.get(`/api/games/${id2}`);
    const aliceSide2 = Object.keys(g2.clock.sides).find((sd) => sd !== g2.mySide)!;
    expect(g2.clock.sides[aliceSide2].away).not.toBeNull();
    await bob.page.goto(`${live.server.url}/g/${id2}`);
    await bob.page.waitForSelector(`.clocks li[data-side="${aliceSide2}"] .away`);
    expect(await bob.page.textContent(`.clocks li[data-side="${aliceSide2}"] .away`)).toMatch(
      /^na urlopie do \d+ \S+, \d\d:\d\d$/,
    );
    await shoot(alice.page, 'settings-vacation');
    await alice.page.getByRole('button', { name: 'End vacation' }).click();
    await alice.page.getByRole('button', { name: 'Start vacation' }).waitFor();
    expect((await alice.api.get('/api/me/vacation')).onVacation).toBe(false);

    // the awaited side's time runs out; the sweeper flags the turn (no vacation in this game)
    for (let k = 0; k < 6; k++) {
      const now = await alice.api.get(`/api/games/${id}`);
      if (now.flagged) break;
      clock.advance(now.clock.sides[now.awaiting[0]].remainingMs + 60_000);
      await localHooks.sweep!(live.server.svc);
    }
    const seen = await alice.api.get(`/api/games/${id}`);
    expect(seen.flagged).toBe(seen.awaiting[0]);
    const winner = seen.mySide === seen.flagged ? bob : alice;
    const flagged = await winner.api.get(`/api/games/${id}`);
    const winnerSide = flagged.mySide as string;
    await winner.page.goto(`${live.server.url}/g/${id}`);
    const claim = winner.page.locator('.claim button');
    await claim.waitFor();
    expect(await winner.page.locator(`.clocks li[data-side="${flagged.flagged}"]`).getAttribute('class')).toContain(
      'out',
    );
    // the waiting player's orders tab says why it is empty
    expect(await winner.page.textContent('.orders')).toMatch(/your opponent’s move|ruch przeciwnika/);
    await shoot(winner.page, 'game-claim');
    await claim.click();
    await winner.page.waitForSelector('.status.over');
    const over = await winner.api.get(`/api/games/${id}`);
    expect(over.result).toEqual({ winner: winnerSide, reason: 'timeout' });
    const names: Record<string, [string, string]> = { blue: ['Blue', 'Niebiescy'], red: ['Red', 'Czerwoni'] };
    const pl = winner === bob;
    expect(await winner.page.textContent('.status strong')).toContain(
      pl ? `Zwycięzca: ${names[winnerSide][1]} — upłynął czas` : `Winner: ${names[winnerSide][0]} — time ran out`,
    );
    // the log names the sides as the module does, not by their ids
    await winner.page.click('#tab-log');
    await winner.page.waitForSelector('.log-list > li');
    expect(await winner.page.textContent('.log-list')).toContain(
      pl ? `${names[winnerSide][1]} wygrywa na czas` : `${names[winnerSide][0]} wins on time`,
    );
    await alice.ctx.close();
    await bob.ctx.close();
  });
});
