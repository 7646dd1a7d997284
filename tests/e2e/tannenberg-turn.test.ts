import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Player, signInByMail, startOpenGame } from './players.js';
import { openChoices, rng, submitRandomOrder } from './random-orders.js';
import { ARTIFACTS, liveStack } from './stack.js';

/**
 * Tannenberg 1914 (issue 13, "Done when"): a German and a Russian player in two Chromium pages play
 * one whole game turn of `gumbinnen-1914` on the game pages — both sides' sealed orders (the masking
 * window of phase 1, where the German hides 2/1 I) and reserve designations (phase 4) composed by
 * clicks and sent, a filed reserve trigger firing in the enemy's move (4.5.5–4.5.6), one combat
 * designated and fought with a card from each side (9.3), the other page showing the result — then
 * the API plays the game to its end.
 *
 * The start is a position (rules/games/tannenberg-1914/README.md "Positions"): François A38B41 with
 * 1/1 I at A41B39, Rennenkampf A48B40 with 1/29/XX at A45B38. The server's dice decide the initiative,
 * so the side without it files the reserve and the side with it walks into the trigger: the Russian
 * 1/29/XX steps A45B38 → A44B38 when 1/1 I enters A43B38, or the German 1/1 I steps A41B39 → A42B38
 * when 1/29/XX enters A43B38 (both worked out with the rules module; the first is reserve.test.ts's
 * case).
 */
const live = liveStack();

const POSITION = {
  turn: 1,
  pieces: [
    { piece: 'de-francois', hex: 'A38B41' },
    { piece: 'de-1-1-i', hex: 'A41B39' },
    { piece: 'de-2-1-i', hex: 'A38B40' },
    { piece: 'ru-rennenkampf', hex: 'A48B40' },
    { piece: 'ru-1-29-xx', hex: 'A45B38' },
  ],
};
/** per side: its unit on the map, where it starts, and the hex its reserve steps to when the other side moves */
const UNIT = {
  de: { unit: 'de-1-1-i', from: 'A41B39', reserveTo: 'A42B38' },
  ru: { unit: 'ru-1-29-xx', from: 'A45B38', reserveTo: 'A44B38' },
} as const;
type Side = keyof typeof UNIT;

type Seat = Player & { side: Side; lang: 'en' | 'pl' };

const gameOf = (p: Player, id: string) => p.api.get(`/api/games/${id}`);
const choice = (g: any, id: string) => {
  const c = g.view.options.choices.find((x: any) => x.id === id);
  expect(c, `choice ${id} in ${g.view.options.choices.map((x: any) => x.id).join(' ')}`).toBeDefined();
  return c;
};
const lastEvents = async (p: Seat, id: string): Promise<any[]> =>
  (await p.api.get(`/api/games/${id}/log?lang=${p.lang}&limit=1`)).turns[0].events;

/** the panel's action button of choice `id` (by its label in the page's language) clicked */
const clickAction = async (p: Seat, g: any, id: string) => {
  const c = choice(g, id);
  await p.page.locator('.orders .actions').getByRole('button', { name: c.label[p.lang], exact: true }).click();
};
/** the draft's send button: the game's version moves on */
const sendDraft = async (p: Seat, id: string, version: number) => {
  await p.page.click('.draft button.primary');
  await expect.poll(async () => (await gameOf(p, id)).version, { timeout: 15_000 }).toBeGreaterThan(version);
};
/** the page (re)opened on the game, composing for its player: the game as that player sees it */
const openAwaited = async (p: Seat, id: string): Promise<any> => {
  await p.page.goto(`${live.server.url}/g/${id}`);
  await p.page.waitForSelector('svg.board');
  const g = await gameOf(p, id);
  expect(g.awaitingMe, `${p.side} awaited in ${g.status.phase}`).toBe(true);
  await p.page.waitForSelector('.draft');
  p.lang = (await p.page.evaluate(() => document.documentElement.lang)) as 'en' | 'pl';
  return g;
};
/** a unit selected on the board and one of its highlighted hexes clicked */
const clickUnitTo = async (page: Page, from: string, to: string) => {
  await page.click(`[data-stack="${from}"]`);
  await page.waitForSelector(`[data-target="${to}"]`);
  await page.click(`[data-target="${to}"]`);
  // two choices reach that hex: the panel asks which (the first is the plain one)
  if (!(await page.locator('.draft-list li').count())) {
    const ask = page.locator('.selection .choice-buttons button').first();
    if (await ask.count()) await ask.click();
  }
  await expect.poll(() => page.locator('.draft-list li').count()).toBeGreaterThan(0);
};

describe('Tannenberg 1914 in two browsers', () => {
  it('13 one turn of gumbinnen-1914 by clicks (sealed orders, a reserve trigger, a combat with cards), then the API to the end', async () => {
    const deP = await signInByMail(live.browser, live.server.url, 'francois@example.org', { locale: 'en-GB' });
    const ruP = await signInByMail(live.browser, live.server.url, 'rennenkampf@example.org', { locale: 'pl-PL' });
    const de: Seat = { ...deP, side: 'de', lang: 'en' };
    const ru: Seat = { ...ruP, side: 'ru', lang: 'pl' };
    const seat = { de, ru };

    // 13.3: François must hold MARCH (his independence roll is the server's); a game where he rolled
    // STOP leaves the Germans nothing to move or hold in reserve, so another game is started
    let id = '';
    for (let tries = 0; tries < 8 && !id; tries++) {
      const gid = await startOpenGame(de, ru, {
        game: 'tannenberg-1914',
        scenario: 'gumbinnen-1914',
        seat: 'de',
        options: { position: POSITION },
      });
      const g = await gameOf(de, gid);
      expect(g.mySide).toBe('de');
      if (g.view.board.pieces.find((p: any) => p.id === 'de-francois').status?.includes('march')) id = gid;
    }
    expect(id, 'a game where François holds MARCH').not.toBe('');

    // phase 1, the sealed orders window (16.1): each side composes its orders on its page and sends them.
    // The German hides 2/1 I under a masking marker; until the Russian's part is in too, nothing of it
    // reaches the Russian, who then sees a "?" marker on A38B40 and not what it hides
    let g = await gameOf(de, id);
    expect(g.status).toMatchObject({ phase: 'orders.mask', waitingFor: ['de', 'ru'], turn: 1 });
    const dg = await openAwaited(de, id);
    expect(choice(dg, 'mask:A38B40').order).toEqual({ type: 'mask', marker: 'de-m1', units: ['de-2-1-i'] });
    await clickAction(de, dg, 'mask:A38B40');
    await clickAction(de, dg, 'end');
    await expect.poll(() => de.page.locator('.draft-list li').count()).toBe(2);
    await sendDraft(de, id, dg.version);
    const before = await openAwaited(ru, id);
    expect(before.status.waitingFor).toEqual(['ru']);
    expect(before.view.board.pieces.filter((p: any) => p.cell === 'A38B40').map((p: any) => p.id)).toEqual([
      'de-2-1-i',
    ]);
    await clickAction(ru, before, 'end');
    await sendDraft(ru, id, before.version);
    const masked = await gameOf(ru, id);
    expect(masked.view.board.pieces.filter((p: any) => p.cell === 'A38B40')).toEqual([
      { id: 'de-m1', cell: 'A38B40', side: 'de', label: '?', symbol: 'marker' },
    ]);
    expect(JSON.stringify(masked.view)).not.toContain('de-2-1-i');
    // the Russian's open page draws the marker in place of the brigade
    await expect.poll(() => ru.page.locator('[data-stack="A38B40"]').textContent(), { timeout: 15_000 }).toContain('?');
    expect(await ru.page.locator('[data-stack="A38B40"]').textContent()).not.toContain('2/1/I');
    // phase 2: initiative rolled by the server
    const log = await de.api.get(`/api/games/${id}/log?lang=en&limit=3`);
    const initiative = log.turns
      .flatMap((t: any) => t.events)
      .filter((e: any) => e.type === 'initiative' && e.data.winner)
      .pop();
    const ip: Side = initiative.data.winner;
    const nip: Side = ip === 'de' ? 'ru' : 'de';
    const mover = seat[ip],
      keeper = seat[nip];
    g = await gameOf(de, id);
    expect(g.status).toMatchObject({ phase: 'reserve.reserve', waitingFor: ['de', 'ru'] });

    // phase 4, the sealed reserve window: the side without the initiative files its unit's trigger by
    // clicking the unit and the hex it would step to; the other side names none
    const r = UNIT[nip];
    const kg = await openAwaited(keeper, id);
    const trigger = choice(kg, `reserve:${r.unit}`).targets.find((t: any) => t.cell === r.reserveTo).order;
    await clickUnitTo(keeper.page, r.from, r.reserveTo);
    await clickAction(keeper, kg, 'end');
    await expect.poll(() => keeper.page.locator('.draft-list li').count()).toBe(2);
    await sendDraft(keeper, id, kg.version);
    // sealed: the mover sees neither the trigger nor the reserve marker until it has sent its own part
    const sealed = await gameOf(mover, id);
    expect(sealed.status.waitingFor).toEqual([ip]);
    expect(sealed.view.board.pieces.find((p: any) => p.id === r.unit).status ?? []).not.toContain('R');
    expect(JSON.stringify(sealed.view)).not.toContain(trigger.on.join('","'));
    const mg = await openAwaited(mover, id);
    await clickAction(mover, mg, 'end');
    await sendDraft(mover, id, mg.version);
    const shown = await gameOf(mover, id);
    expect(shown.view.board.pieces.find((p: any) => p.id === r.unit).status).toContain('R');
    expect(JSON.stringify(shown.view)).not.toContain(trigger.on.join('","'));

    // phase 5, the mover's movement: its unit to a hex whose path enters the trigger's hexes, by clicks
    const m = UNIT[ip];
    const move = await openAwaited(mover, id);
    expect(move.status.phase).toBe('move-ip.move');
    const walk = choice(move, `move:${m.unit}`)
      .targets.filter((t: any) => t.order.path.slice(1).some((h: string) => trigger.on.includes(h)))
      .sort((a: any, b: any) => a.order.path.length - b.order.path.length)[0];
    expect(walk, `a move of ${m.unit} through ${trigger.on}`).toBeDefined();
    await clickUnitTo(mover.page, m.from, walk.cell);
    await sendDraft(mover, id, move.version);
    const stops = walk.order.path.find((h: string) => trigger.on.includes(h));
    // 4.5.5–4.5.6: the reserve steps next to the mover, which stops in the first trigger hex it entered
    const moved = await lastEvents(mover, id);
    expect(moved.find((e: any) => e.type === 'reserve-move')?.data).toEqual({
      unit: r.unit,
      from: r.from,
      to: r.reserveTo,
      stops,
    });
    expect(moved.find((e: any) => e.type === 'move')?.data.path).toEqual(
      walk.order.path.slice(0, walk.order.path.indexOf(stops) + 1),
    );
    // the keeper's open page shows both units where they stand now, without a reload
    await keeper.page.waitForSelector(`[data-stack="${r.reserveTo}"]`, { timeout: 15_000 });
    await keeper.page.waitForSelector(`[data-stack="${stops}"]`, { timeout: 15_000 });
    await keeper.page.screenshot({ path: join(ARTIFACTS, 'tannenberg-reserve-fired.png') });
    console.log(
      `initiative ${ip} (${initiative.data.de} v ${initiative.data.ru}); ${m.unit} ${walk.order.path.join('–')} stopped at ${stops}; reserve ${r.unit} ${r.from} → ${r.reserveTo}`,
    );

    // the rest of both movement phases: "End movement" clicked and sent by whoever is asked
    for (let i = 0; i < 4; i++) {
      const now = await gameOf(de, id);
      if (now.status.phase.startsWith('combat')) break;
      const p = seat[now.status.waitingFor[0] as Side];
      const pg = await openAwaited(p, id);
      await clickAction(p, pg, 'end');
      await sendDraft(p, id, pg.version);
    }

    // phase 8: the initiative side designates the combat (9.1.2: the two units stand in each other's ZOC)
    const cg = await openAwaited(mover, id);
    expect(cg.status.phase).toBe('combat.combat');
    const combat = cg.view.options.choices.find((c: any) => c.order?.type === 'combat');
    expect(combat.order).toEqual({ type: 'combat', own: [m.unit], enemy: [r.unit] });
    await clickAction(mover, cg, combat.id);
    await sendDraft(mover, id, cg.version);
    // 9.3 the cards, sealed: ATTACK from the initiative side, DEFEND from the other
    const a = await openAwaited(mover, id);
    expect(a.status.phase).toBe('combat.card');
    await clickAction(mover, a, 'card:attack');
    await sendDraft(mover, id, a.version);
    const k = await openAwaited(keeper, id);
    // the keeper learns that a card is in, not which
    const chosen = await lastEvents(keeper, id);
    expect(chosen.map((e: any) => e.type)).toEqual(['card-chosen']);
    const keeperSees = JSON.stringify({ ...k.view, options: null });
    for (const word of ['"attack"', 'ATTACK', 'NATARCIE']) expect(keeperSees).not.toContain(word);
    expect(k.view.board.pending[0].label.en).toBe('cards: 1 of 2');
    await clickAction(keeper, k, 'card:defend');
    await sendDraft(keeper, id, k.version);

    // the cards revealed and the CRT applied (9.7): attack 6 or 5 against 5 or 6, the matrix's combat
    const fought = await lastEvents(keeper, id);
    expect(fought.find((e: any) => e.type === 'cards')?.data).toEqual({ [ip]: 'attack', [nip]: 'defend' });
    const crt = fought.find((e: any) => e.type === 'crt');
    expect(crt.data).toMatchObject({ attacker: ip, attack: ip === 'de' ? 6 : 5, defence: ip === 'de' ? 5 : 6 });
    expect(crt.data.result).toMatch(/^\d+\/\d+$/);
    const [attLoss, defLoss] = crt.data.result.split('/').map(Number);
    const losses = fought.filter((e: any) => e.type === 'loss');
    expect(losses.find((e: any) => e.data.unit === m.unit)?.data.ep ?? 0).toBe(attLoss);
    expect(losses.find((e: any) => e.data.unit === r.unit)?.data.ep ?? 0).toBe(defLoss);
    // the turn ended: turn 2 has begun
    const after = await gameOf(de, id);
    expect(after.status.turn).toBe(2);
    expect(fought.some((e: any) => e.type === 'turn-end' && e.data.turn === 1)).toBe(true);
    // the mover's open page (the other browser) shows the combat's result in its "since" box
    const moverLine = (await mover.api.get(`/api/games/${id}/log?lang=${mover.lang}&limit=1`)).turns[0].events.find(
      (e: any) => e.type === 'crt',
    ).text;
    await mover.page.waitForFunction(
      (line) => document.querySelector('.since-box')?.textContent?.includes(line),
      moverLine,
      { timeout: 15_000 },
    );
    await mover.page.screenshot({ path: join(ARTIFACTS, 'tannenberg-combat-seen.png') });
    console.log(`combat ${crt.data.ratio} → column ${crt.data.column}, result ${crt.data.result}; "${moverLine}"`);

    // the rest of the game through the API: random legal single orders from the views' options
    const rand = rng(20261127);
    const players: Player[] = [de, ru];
    let submissions = 0;
    for (;;) {
      const views = await Promise.all(players.map((p) => gameOf(p, id)));
      if (views[0].lifecycle !== 'active') break;
      const i = views.findIndex((v) => v.awaitingMe);
      expect(i, `someone awaited in ${views[0].status.phase}`).toBeGreaterThanOrEqual(0);
      expect(submissions, 'the game ends within 3000 submissions').toBeLessThan(3000);
      expect(await submitRandomOrder(players[i], id, views[i], openChoices(views[i]), rand)).toBe(true);
      submissions++;
    }
    const end = await gameOf(de, id);
    expect(end.lifecycle).toBe('over');
    expect(end.status.turn).toBe(5);
    console.log(`random play to the end: ${submissions} submissions, result ${JSON.stringify(end.result)}`);
    await de.page.goto(`${live.server.url}/g/${id}`);
    await de.page.waitForSelector('.status.over');
    await de.ctx.close();
    await ru.ctx.close();
  });
});
