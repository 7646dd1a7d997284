import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeSerious, SIZES, shoot } from './page-checks.js';
import { gameOf, type Lang, label, newPlayer, playByClicks, signIn } from './play-clicks.js';
import { mails } from './players.js';
import { rng } from './random-orders.js';
import { ARTIFACTS, liveStack } from './stack.js';

/** Manoeuvre's orders that draw an attack mark (rules/games/manoeuvre/marks.ts) */
const ATTACK_ORDERS = new Set(['assault', 'ambush', 'bombard', 'volley', 'grand-battery']);

/**
 * Two players in real Chromium against `npm start`: sign in through the local mailbox, create and
 * accept a Manoeuvre game, play the opening turns by clicks on the board, then finish the game
 * through the API with random legal batches drawn from the view's options.
 */
const live = liveStack();
const ALICE = 'alice@example.org',
  BOB = 'bob@example.org';

describe('Rozkaz in Chromium', () => {
  it('two players sign in by mail, play Manoeuvre by clicks, finish by API; the page shows the result', async () => {
    const alice = await newPlayer(live, 'en');
    const bob = await newPlayer(live, 'pl');
    await signIn(alice, ALICE, true);

    // new game: Manoeuvre, introductory battle, the 2010 English end of the day (variant V1) by its control, invite Bob
    await alice.page.waitForSelector('#ng-game');
    await alice.page.selectOption('#ng-game', 'manoeuvre');
    await alice.page.selectOption('#ng-scenario', 'intro');
    const form = alice.page.locator('.new-game form');
    expect(await form.getByRole('radio', { name: /At the end of that player's turn/ }).isChecked()).toBe(true);
    await form
      .getByRole('group', { name: 'End of the day (nightfall)' })
      .getByRole('radio', { name: /At the end of the whole game turn/ })
      .check();
    await alice.page.fill('#ng-email', BOB);
    await shoot(alice.page, 'new-game-options');
    await alice.page.click('.new-game button[type=submit]');
    await alice.page.waitForURL(/\/g\//);
    const id = alice.page.url().split('/g/')[1];
    // only the non-default choice is stored
    expect((await gameOf(alice, id)).options).toEqual({ endOfDay: 'game-turn' });

    // Bob follows the invitation's link: sign-in first, then straight back to the game, which offers the seat
    const invite = (await mails(live.server.url)).find((m) => m.to === BOB && m.text.includes(`/g/${id}`));
    expect(invite, 'an invitation mail with the game link').toBeDefined();
    await signIn(bob, BOB, false, `/g/${id}`);
    await bob.page.waitForSelector('.status .row-actions button');
    // before accepting, Bob sees the variant by its labels: on the game's info tab and on the invitation row
    // (in the page's language: the browser's Polish until the account's language is loaded)
    const variant = async () =>
      (await bob.page.getAttribute('html', 'lang')) === 'pl'
        ? 'Warianty: Koniec dnia (zmrok): Na koniec całej tury gry'
        : 'Variants: End of the day (nightfall): At the end of the whole game turn';
    await bob.page.click('#tab-info');
    await expect
      .poll(async () => [await bob.page.locator('.info .variants').innerText(), await variant()])
      .toSatisfy(([shown, want]) => shown === want);
    await bob.page.goto(`${live.server.url}/`);
    await bob.page.waitForSelector('section[aria-labelledby="h-inv"] button');
    await expect
      .poll(async () => [
        await bob.page.locator('section[aria-labelledby="h-inv"] .variants').first().innerText(),
        await variant(),
      ])
      .toSatisfy(([shown, want]) => shown === want);
    await shoot(bob.page, 'lobby-invited');
    await bob.page.locator('section[aria-labelledby="h-inv"] button').first().click();
    await bob.page.waitForURL(new RegExp(`/g/${id}`));
    await bob.page.waitForSelector('svg.board');

    await alice.page.goto(`${live.server.url}/`);
    await alice.page.waitForSelector('.game-row');
    await shoot(alice.page, 'lobby');
    await alice.page.goto(`${live.server.url}/g/${id}`);
    await alice.page.waitForSelector('svg.board');

    // chat between the players
    await alice.page.click('#tab-chat');
    await alice.page.fill('#chat-text', 'Powodzenia! Good luck!');
    await alice.page.click('.chat-form button');
    await alice.page.waitForSelector('.chat-list li:has-text("Good luck")');
    await bob.page.click('#tab-chat');
    await bob.page.waitForSelector('.chat-list li:has-text("Powodzenia")');
    await alice.page.click('#tab-orders');

    // the opening turns by clicks, until each side has moved a unit on the board
    const moved = new Set<string>();
    let refusedOnce = false;
    for (let step = 0; step < 40 && moved.size < 2; step++) {
      const g = await gameOf(alice, id);
      const side = g.status.waitingFor[0];
      const [me, other] = g.mySide === side ? [alice, bob] : [bob, alice];
      await me.page.goto(`${live.server.url}/g/${id}`);
      await me.page.waitForSelector('.status.mine');
      const { order } = await playByClicks(me, id, { refuseFirst: step < 3 && !refusedOnce }).catch(async (e) => {
        await me.page.screenshot({ path: join(ARTIFACTS, 'failure.png') });
        throw e;
      });
      if (order?.type === 'deploy') refusedOnce = true;
      if (order?.type === 'move') {
        moved.add(side);
        const dest = order.path[order.path.length - 1];
        // the waiting side's open page shows the new position without a reload
        await other.page.waitForSelector(`[data-stack="${dest}"]`, { timeout: 15_000 });
        // issue 19, item 2: the move is drawn as the opponent's path, and worded as the your-turn email words it
        await other.page.waitForSelector('svg.board .since .path-since', { state: 'attached' });
        const otherLang = (await other.page.evaluate(() => document.documentElement.lang)) as Lang;
        const lastTurn = (await other.api.get(`/api/games/${id}/log?lang=${otherLang}&limit=1`)).turns[0];
        const moveLine = lastTurn.events.find((e: any) => e.type === 'moved').text;
        await other.page.waitForFunction(
          (line) => document.querySelector('.since-box')?.textContent?.includes(line),
          moveLine,
        );
        if (moved.size === 1) await shoot(other.page, 'game');
      }
    }
    expect(moved.size).toBe(2);
    expect(refusedOnce).toBe(true);
    await shoot(alice.page, 'game-alice');

    // standing orders: set by a side at any time from their own panel
    const waiting = (await gameOf(alice, id)).awaitingMe ? bob : alice;
    await waiting.page.goto(`${live.server.url}/g/${id}`);
    await waiting.page.click('details.standing summary');
    await waiting.page.locator('details.standing select').first().selectOption('never');
    await waiting.page.waitForSelector('.notice.ok');
    await expect.poll(async () => (await gameOf(waiting, id)).view.options.standing[0].current).toBe('never');

    // pan and zoom by keyboard and wheel change the view, not the page
    const vb = () => alice.page.getAttribute('svg.board', 'data-view');
    await alice.page.goto(`${live.server.url}/g/${id}`);
    await alice.page.waitForSelector('svg.board');
    const v0 = await vb();
    await alice.page.focus('svg.board');
    // a key moves the drawn layer at once and the board is redrawn with the new viewBox when the keys go quiet
    await alice.page.keyboard.press('Equal');
    await expect.poll(vb).not.toBe(v0);
    const v1 = await vb();
    await alice.page.keyboard.press('ArrowRight');
    await expect.poll(vb).not.toBe(v1);
    const box = (await alice.page.locator('svg.board').boundingBox())!;
    await alice.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const v2 = await vb();
    await alice.page.mouse.wheel(0, 400);
    await expect.poll(vb).not.toBe(v2);

    // every string in Polish too: Bob switches the page's language
    await bob.page.selectOption('header select', 'pl');
    await bob.page.waitForSelector('#tab-orders:has-text("Rozkazy")');
    await bob.page.screenshot({ path: join(ARTIFACTS, 'game-pl-1280x800.png') });
    expect(await axeSerious(bob.page)).toEqual([]);

    // the rest of the game through the API: random legal single orders from the view's options
    const rand = rng(20261122);
    const players = [alice, bob];
    let submissions = 0,
      refused = 0,
      attackSeen = false;
    for (; submissions < 6000; ) {
      const views = await Promise.all(players.map((p) => gameOf(p, id)));
      if (views[0].lifecycle !== 'active') break;
      const i = views.findIndex((v) => v.awaitingMe);
      if (i < 0) throw new Error(`nobody awaited: ${JSON.stringify(views[0].status)}`);
      const g = views[i];
      const choices = g.view.options.choices.filter((c: any) => c.order !== undefined || c.targets?.length);
      let done = false;
      for (let attempt = 0; attempt < 12 && !done && choices.length; attempt++) {
        // the dice are the server's, so a purely random game may end without an attack: until one has been
        // drawn, an offered attack is taken first
        const attacks = attackSeen
          ? []
          : choices
              .flatMap((c: any) => (c.targets?.length ? c.targets.map((t: any) => t.order) : [c.order]))
              .filter((o: any) => ATTACK_ORDERS.has(o?.type));
        const c = choices[Math.floor(rand() * choices.length)];
        const order =
          attacks.length && attempt < 6
            ? attacks[Math.floor(rand() * attacks.length)]
            : c.targets?.length
              ? c.targets[Math.floor(rand() * c.targets.length)].order
              : c.order;
        const r = await players[i].api.post(`/api/games/${id}/orders`, {
          expectedVersion: g.version,
          idempotencyKey: randomUUID(),
          batch: { orders: [order] },
        });
        submissions++;
        if (r.status === 200) done = true;
        else if (r.status === 422) refused++;
        else throw new Error(`submit ${JSON.stringify(order)}: ${r.status} ${JSON.stringify(r.body)}`);
        // issue 19, item 2: once, an attack is drawn on the opponent's board with its result
        if (
          r.status === 200 &&
          !attackSeen &&
          r.body.game.lifecycle === 'active' &&
          r.body.events.some((e: any) => e.marks?.some((m: any) => m.kind === 'attack'))
        ) {
          attackSeen = true;
          const them = players[1 - i];
          await them.page.goto(`${live.server.url}/g/${id}`);
          await them.page.waitForSelector('svg.board .since .attack-since', { state: 'attached' });
          await them.page.screenshot({ path: join(ARTIFACTS, `since-attack-${them.lang}.png`) });
        }
      }
      if (!done) throw new Error(`no legal order found in ${JSON.stringify(g.view.options).slice(0, 400)}`);
    }
    const end = await gameOf(alice, id);
    expect(end.lifecycle).toBe('over');
    expect(attackSeen, 'an attack was drawn on the opponent board').toBe(true);
    console.log(
      `random play: ${submissions} submissions (${refused} refused by the rules), result ${JSON.stringify(end.result)}`,
    );

    // the browser shows the final result
    await alice.page.goto(`${live.server.url}/g/${id}`);
    await alice.page.waitForSelector('.status.over');
    await shoot(alice.page, 'game-over');
    // the finished game: seed revealed, export to verify every roll
    await alice.page.click('#tab-info');
    const href = await alice.page.getAttribute('a[download]', 'href');
    const exported = await alice.api.get(href!);
    expect(exported.seed).toMatch(/\S/);
    expect(await alice.page.textContent('.info')).toContain(exported.seed);
    // the log in words with dice drawn as dice, and the replay slider
    await alice.page.click('#tab-log');
    await alice.page.waitForSelector('.log-list > li');
    // the log shows the newest turns, which may hold no roll: older pages come by the button, each
    // adding entries, until one holds dice or the whole log is shown
    let olderPages = 0;
    while (
      (await alice.page.locator('.log-list .dice [role=img]').count()) === 0 &&
      (await alice.page.locator('button.log-older').count()) > 0
    ) {
      const shown = await alice.page.locator('.log-list > li').count();
      await alice.page.click('button.log-older');
      await alice.page.waitForFunction((n) => document.querySelectorAll('.log-list > li').length > n, shown);
      olderPages++;
    }
    // each die names its size (events carry diceFaces): a d6 with pips, any other die as a numbered badge with "dN"
    const dice = await alice.page.locator('.log-list .dice [role=img]').evaluateAll((els) =>
      els.map((e) => ({
        label: e.getAttribute('aria-label') ?? '',
        d6: e.classList.contains('d6'),
        pips: e.querySelectorAll('circle').length,
        badge: e.querySelector('.die-size')?.textContent ?? null,
      })),
    );
    expect(dice.length).toBeGreaterThan(0);
    for (const d of dice) {
      const m = /^(\d+) \(d(\d+)\)$/.exec(d.label);
      expect(m, `die label ${d.label}`).not.toBeNull();
      if (m![2] === '6') expect(d).toMatchObject({ d6: true, pips: Number(m![1]) });
      else expect(d.badge).toBe(`d${m![2]}`);
    }
    console.log(
      `log dice: ${dice.length} drawn (${olderPages} older pages loaded), sizes ${[...new Set(dice.map((d) => d.label.replace(/^\d+ /, '')))].join(' ')}`,
    );
    // a long game: one more older page adds entries below those shown (newest first), none twice
    if ((await alice.page.locator('button.log-older').count()) > 0) {
      const texts = () => alice.page.locator('.log-list > li').allTextContents();
      const shown = await texts();
      await alice.page.click('button.log-older');
      await alice.page.waitForFunction((n) => document.querySelectorAll('.log-list > li').length > n, shown.length);
      const all = await texts();
      expect(all.slice(0, shown.length)).toEqual(shown);
      console.log(`log: ${shown.length} newest entries, ${all.length} after one older page`);
    }
    await alice.page.locator('#replay-n').fill('20');
    await alice.page.waitForSelector('.replay-banner');
    await shoot(alice.page, 'replay');
    // issue 19, item 7: the position is named by game turn and phase (its status's phase label), not by submission
    const at20 = await alice.api.get(`/api/games/${id}/replay/20`);
    expect(await alice.page.textContent('.replay-banner')).toContain(
      `${label(at20.status.phaseLabel, 'en')} — position after step 20 of`,
    );
    expect(await alice.page.textContent('.replay-at')).toContain(label(at20.status.phaseLabel, 'en'));
    // and each log entry by the phase it was played in
    const logTurns = (await alice.api.get(`/api/games/${id}/log?lang=en&limit=200`)).turns as any[];
    // a game turn from the middle of the newest 200 steps: the page finds its start on older log pages
    const jumpTurn: number = logTurns[Math.floor(logTurns.length / 2)].during.turn;
    expect(await alice.page.locator('.log-list .step').first().textContent()).toMatch(/\S/);
    // jump to a turn in Polish: the board shows where that turn begins (the position before its first step)
    await bob.page.goto(`${live.server.url}/g/${id}`);
    await bob.page.click('#tab-log');
    await bob.page.fill('#jump-turn', String(jumpTurn));
    await bob.page.click('.jump-turn button');
    await bob.page.waitForSelector('.replay-banner');
    const first2 = Math.min(...logTurns.filter((e) => e.during?.turn === jumpTurn).map((e) => e.version));
    const start2 = await bob.api.get(`/api/games/${id}/replay/${first2 - 1}`);
    await bob.page.waitForFunction(
      (n) => document.querySelector('.replay-banner')?.textContent?.includes(`po kroku ${n} z`),
      first2 - 1,
    );
    expect(await bob.page.textContent('.replay-banner')).toContain(label(start2.status.phaseLabel, 'pl'));
    console.log(
      `replay: step 20 is "${label(at20.status.phaseLabel, 'en')}"; turn ${jumpTurn} begins after step ${first2 - 1}, "${label(start2.status.phaseLabel, 'pl')}"`,
    );
    // the banner sits above the board: the board's top edge is below the banner's bottom
    const [banner, boardBox] = await Promise.all([
      alice.page.locator('.replay-banner').boundingBox(),
      alice.page.locator('svg.board').boundingBox(),
    ]);
    expect(boardBox!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height - 1);
    await alice.page.setViewportSize(SIZES.phone);
    const back = await alice.page.locator('.replay-banner button').boundingBox();
    expect(back!.x + back!.width, 'the banner button fits the phone screen').toBeLessThanOrEqual(SIZES.phone.width);
    await alice.page.setViewportSize(SIZES.desktop);
    await bob.page.goto(`${live.server.url}/`);
    await bob.page.waitForSelector('#h-fin');
    await alice.ctx.close();
    await bob.ctx.close();
  });
});
