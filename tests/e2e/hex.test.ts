import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeSerious, SIZES } from './page-checks.js';
import { awaitedPlayer, type Player, signInByMail } from './players.js';
import { openChoices, rng, submitRandomOrder } from './random-orders.js';
import { ARTIFACTS, liveStack } from './stack.js';

/** A hex-map game through an open seat: the same renderer on Ostatnia Wojna Cesarzy's map. */
const live = liveStack();

const signIn = (email: string) => signInByMail(live.browser, live.server.url, email, { locale: 'en-GB' });

const SIZES_PHONE_TOUCH = { viewport: SIZES.phone, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

describe('hex board in Chromium', () => {
  it('open seat, join, stacks fan out, a unit shows its reachable hexes with costs and moves by clicks; the zoom kept across a submission in English and Polish', async () => {
    const catalog = (await (await fetch(`${live.server.url}/api/catalog`)).json()).games as {
      id: string;
      scenarios: { id: string }[];
    }[];
    const owc = catalog.find((g) => g.id === 'ostatnia-wojna-cesarzy');
    expect(owc, 'Ostatnia Wojna Cesarzy is in the catalog').toBeDefined();
    const a = await signIn('anna@example.org');
    await a.page.waitForSelector('#ng-game');
    await a.page.selectOption('#ng-game', owc!.id);
    await a.page.check('input[name=opp]:not(:checked)');
    await a.page.click('.new-game button[type=submit]');
    await a.page.waitForURL(/\/g\//);
    const id = a.page.url().split('/g/')[1];

    const b = await signIn('bartek@example.org');
    await b.page.waitForSelector('section[aria-labelledby="h-open"] button');
    await b.page.locator('section[aria-labelledby="h-open"] button').first().click();
    await b.page.waitForURL(new RegExp(`/g/${id}`));

    const g = await a.api.get(`/api/games/${id}`);
    const me = g.awaitingMe ? a : b;
    await me.page.goto(`${live.server.url}/g/${id}`);
    await me.page.waitForSelector('svg.board polygon');
    const view = (await me.api.get(`/api/games/${id}`)).view;
    expect(view.board.grid.kind).toBe('hex');
    const viewBox = () => me.page.getAttribute('svg.board', 'data-view');
    // issue 19, item 5: the big map opens on the player's own units at a readable zoom, not fitted
    // (a hex is 2 × 30 units wide: at least 40 px on screen)
    const svgBox = (await me.page.locator('svg.board').boundingBox())!;
    const opened = (await viewBox())!.split(' ').map(Number);
    expect((60 * svgBox.width) / opened[2]).toBeGreaterThanOrEqual(39);
    const mySide = (await me.api.get(`/api/games/${id}`)).mySide;
    const mine = view.board.pieces.filter((p: any) => p.side === mySide);
    expect(mine.length).toBeGreaterThan(0);
    await me.page.click('button[aria-label="Fit the board"]');

    // a stack fans out on click
    const counts = new Map<string, number>();
    for (const p of view.board.pieces) counts.set(p.cell, (counts.get(p.cell) ?? 0) + 1);
    const stacked = [...counts].find(([, n]) => n > 1)?.[0];
    if (stacked) {
      await me.page.click(`[data-stack="${stacked}"] .hit`);
      await me.page.waitForSelector('.fan');
      await me.page.keyboard.press('Escape');
      await me.page.click('button[aria-label="Fit the board"]');
    }

    // select a unit: its reachable hexes light up with costs, no request per click
    const choice = view.options.choices.find(
      (c: any) =>
        c.piece && c.targets?.length && counts.get(view.board.pieces.find((p: any) => p.id === c.piece).cell) === 1,
    );
    expect(choice, 'a unit that may move').toBeDefined();
    const cell = view.board.pieces.find((p: any) => p.id === choice.piece).cell;
    let requests = 0;
    me.page.on('request', (r) => r.url().includes('/api/') && requests++);
    await me.page.click(`[data-stack="${cell}"]`);
    await me.page.waitForSelector('[data-target]');
    expect(await me.page.locator('[data-target]').count()).toBe(new Set(choice.targets.map((t: any) => t.cell)).size);
    const far = [...choice.targets].sort((x: any, y: any) => (y.cost ?? 0) - (x.cost ?? 0))[0];
    await me.page.hover(`[data-target="${far.cell}"]`);
    await me.page.waitForSelector('.path-preview');
    await me.page.screenshot({ path: join(ARTIFACTS, 'hex-targets-1280x800.png') });
    expect(await axeSerious(me.page)).toEqual([]);
    await me.page.click(`[data-target="${far.cell}"]`);
    await me.page.waitForSelector('.draft-list li');
    expect(requests).toBe(0);

    // meanwhile the same side acts from elsewhere: sending the stale draft is a 409; the page
    // reloads the view, says so, and keeps only drafted orders the new options still offer
    const other = view.options.choices.find((c: any) => !c.piece && c.order);
    const r = await me.api.post(`/api/games/${id}/orders`, {
      expectedVersion: (await me.api.get(`/api/games/${id}`)).version,
      idempotencyKey: `e2e-${Date.now()}`,
      batch: { orders: [other.order] },
    });
    expect(r.status).toBe(200);
    // the view the player zoomed to stays across the submission and a reload (kept per game in the browser)
    const fitted = await viewBox();
    await me.page.click('button[aria-label="Zoom in"]');
    await expect.poll(viewBox).not.toBe(fitted);
    const zoomed = await viewBox();
    await me.page.click('button.primary');
    await me.page.waitForSelector('.notice.info');
    // the reloaded view settles on the kept zoom (it may redraw once on the way)
    await expect.poll(viewBox, { timeout: 5000 }).toBe(zoomed);
    const after = (await me.api.get(`/api/games/${id}`)).view.options;
    const stillOffered = after.choices.some((c: any) =>
      (c.targets ?? []).some((t: any) => JSON.stringify(t.order) === JSON.stringify(far.order)),
    );
    expect(await me.page.locator('.draft-list li').count()).toBe(stillOffered ? 1 : 0);
    await me.page.waitForTimeout(400);
    await me.page.reload();
    await me.page.waitForSelector('svg.board polygon');
    expect(await viewBox()).toBe(zoomed);
    await me.page.setViewportSize(SIZES.phone);
    await me.page.screenshot({ path: join(ARTIFACTS, 'hex-targets-390x844.png') });
    expect(await axeSerious(me.page)).toEqual([]);

    // a phone: two fingers spread apart zoom in, one finger drags the map
    const phone = await live.browser.newContext({ ...SIZES_PHONE_TOUCH, storageState: await me.ctx.storageState() });
    const pp = await phone.newPage();
    await pp.goto(`${live.server.url}/g/${id}`);
    await pp.waitForSelector('svg.board polygon');
    const vb = () => pp.getAttribute('svg.board', 'data-view').then((v) => v!.split(' ').map(Number));
    const box = (await pp.locator('svg.board').boundingBox())!;
    const cx = box.x + box.width / 2,
      cy = box.y + box.height / 2;
    const cdp = await phone.newCDPSession(pp);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', pts: [number, number][]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map(([x, y], i) => ({ x, y, id: i })) });
    const w0 = (await vb())[2];
    await touch('touchStart', [
      [cx - 20, cy],
      [cx + 20, cy],
    ]);
    for (let d = 30; d <= 90; d += 15)
      await touch('touchMove', [
        [cx - d, cy],
        [cx + d, cy],
      ]);
    await touch('touchEnd', []);
    const pinched = await vb();
    expect(pinched[2]).toBeLessThan(w0 * 0.6);
    await touch('touchStart', [[cx, cy]]);
    for (let d = 10; d <= 80; d += 10) await touch('touchMove', [[cx + d, cy]]);
    await touch('touchEnd', []);
    expect((await vb())[0]).toBeLessThan(pinched[0]);
    await phone.close();

    // in Polish too: the side awaited next (random orders until a lone unit may move) drafts a move by
    // clicks, zooms in and sends; the view stays where it was zoomed, after the answer and a reload
    const moving = (g: any) => {
      const n = new Map<string, number>();
      for (const p of g.view.board.pieces) n.set(p.cell, (n.get(p.cell) ?? 0) + 1);
      return g.view.options.choices.find(
        (c: any) =>
          c.piece &&
          c.targets?.some((t: any) => t.order?.type === 'move') &&
          n.get(g.view.board.pieces.find((p: any) => p.id === c.piece)?.cell) === 1,
      );
    };
    const rand = rng(20261127);
    let turn: { g: any; me: Player; lone: any; dest: string } | null = null;
    for (let n = 0; !turn; n++) {
      expect(n, 'a lone unit that may move by itself within 60 submissions').toBeLessThan(60);
      const { g, me } = await awaitedPlayer([a, b], id);
      const lone = moving(g);
      const move = lone?.targets.find((t: any) => t.order?.type === 'move');
      // the move alone a whole batch the rules accept (the draft check's verdict), not only a part of one
      const alone =
        move &&
        (await me.api.post(`/api/games/${id}/draft`, { expectedVersion: g.version, orders: [move.order], check: [] }))
          .body.ok === true;
      if (alone) turn = { g, me, lone, dest: move.cell };
      else expect(await submitRandomOrder(me, id, g, openChoices(g), rand), 'a legal single order').toBe(true);
    }
    const { g: pg, me: pl, lone, dest } = turn;
    const at = pg.view.board.pieces.find((p: any) => p.id === lone.piece).cell;
    await pl.page.goto(`${live.server.url}/g/${id}`);
    await pl.page.selectOption('header select', 'pl');
    await pl.page.waitForSelector('#tab-orders:has-text("Rozkazy")');
    await pl.page.click('button[aria-label="Pokaż całą planszę"]');
    await pl.page.click(`[data-stack="${at}"]`);
    await pl.page.click(`[data-target="${dest}"]`);
    await pl.page.waitForSelector('.draft-list li button[aria-label="Usuń rozkaz 1"]');
    const plView = () => pl.page.getAttribute('svg.board', 'data-view');
    const before = await plView();
    await pl.page.click('button[aria-label="Przybliż"]');
    await expect.poll(plView).not.toBe(before);
    const plZoomed = await plView();
    await pl.page.click('button.primary:has-text("Wyślij rozkazy")');
    await expect
      .poll(async () => (await pl.api.get(`/api/games/${id}`)).version, { timeout: 10_000 })
      .toBeGreaterThan(pg.version);
    await pl.page.waitForSelector('.notice.ok');
    expect(await plView()).toBe(plZoomed);
    await pl.page.waitForTimeout(400);
    await pl.page.reload();
    await pl.page.waitForSelector('#tab-orders:has-text("Rozkazy")');
    await pl.page.waitForSelector('svg.board polygon');
    expect(await plView()).toBe(plZoomed);
    await a.ctx.close();
    await b.ctx.close();
  });

  it('settings: name, time zone, language, quiet hours and mail kinds are saved to the profile', async () => {
    const c = await signIn('celina@example.org');
    await c.page.goto(`${live.server.url}/settings`);
    await c.page.waitForSelector('#s-name');
    await c.page.fill('#s-name', 'Celina');
    await c.page.selectOption('#s-tz', 'America/New_York');
    await c.page.selectOption('#s-lang', 'pl');
    await c.page.locator('fieldset').first().locator('input[type=checkbox]').check();
    await c.page.locator('fieldset').nth(1).locator('input[type=checkbox]').first().uncheck();
    await c.page.click('form.card button[type=submit]');
    await c.page.waitForSelector('p[role=status]');
    const me = await c.api.get('/api/me');
    expect(me).toMatchObject({
      name: 'Celina',
      timeZone: 'America/New_York',
      lang: 'pl',
      quietHours: { from: '22:00', to: '07:00' },
      notify: { 'your-turn': false },
    });
    // the page now speaks Polish
    await c.page.waitForSelector('h1:has-text("Ustawienia")');
    await c.page.waitForSelector('text=Pozostało dni urlopu');
    for (const vp of Object.values(SIZES)) {
      await c.page.setViewportSize(vp);
      await c.page.screenshot({ path: join(ARTIFACTS, `settings-${vp.width}x${vp.height}.png`) });
      expect(await axeSerious(c.page)).toEqual([]);
    }
    await c.ctx.close();
  });
});
