import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { facingsToward, turnSteps, zoneOf } from '../../rules/games/olszynka-grochowska-1831/facing.js';
import { PACK } from '../../rules/games/olszynka-grochowska-1831/pack.js';
import { label, type Lang } from './play-clicks.js';
import { type ApiPlayer, signInByApi, startOpenGame } from './players.js';
import { openChoices, rng, submitRandomOrder } from './random-orders.js';
import { liveStack } from './stack.js';

/**
 * Issue 15, Done when: one full stage of `alder-wood-1831` in two browsers, the Polish and the Russian
 * player each composing their activation by clicks on the game page, with one reaction answered by a
 * standing policy (the Poles' change of front, `onlyIf60`) and one asked live (the Russians' change of
 * front, set to `ask` on their page) and answered on the Russian page mid-turn; then the API plays the
 * game to its end.
 *
 * The position (README "Positions"; an unrated game): stage 1 of 6, the Russians' initiative, two
 * battalions a side from the scenario's divisions and their division commanders, in two pairs far
 * apart. In each pair the mover's one-hex step lands in the side zone of the enemy battalion (R 5.5.4),
 * the geometry of module.test.ts's flank tests, so each activation draws its reaction whatever the order
 * of the activations and the dice; each reaction's morale test may pass or fail, and the test reads which.
 */
const live = liveStack();
const GAME = 'olszynka-grochowska-1831';
const POSITION = {
  stage: 1,
  initiative: 'ru',
  units: [
    { id: 'pl-3d-4p-1', hex: '2208', facing: 1 },
    { id: 'ru-25d-p1-1', hex: '2206', facing: 3 },
    { id: 'ru-25d-p1-2', hex: '2214', facing: 1 },
    { id: 'pl-3d-4p-2', hex: '2212', facing: 3 },
  ],
  leaders: [
    { id: 'pl-skrzynecki', hex: '2211' },
    { id: 'ru-reibnitz', hex: '2306' },
  ],
};
/** each side's planned move: the unit, from, to, and the enemy battalion whose flank it enters */
const PLAN = {
  ru: { unit: 'ru-25d-p1-1', from: '2206', to: '2207', flanked: 'pl-3d-4p-1', at: '2208' },
  pl: { unit: 'pl-3d-4p-2', from: '2212', to: '2213', flanked: 'ru-25d-p1-2', at: '2214' },
} as const;
type Side = keyof typeof PLAN;

type Seat = ApiPlayer & { lang: Lang };
const gameOf = (p: Seat, id: string) => p.api.get(`/api/games/${id}`);
/** the events of the newest `limit` log entries (in the player's language), oldest first */
const lastEvents = async (p: Seat, id: string, limit = 1) =>
  ((await p.api.get(`/api/games/${id}/log?lang=${p.lang}&limit=${limit}`)).turns as any[]).flatMap((t) => t.events);

/**
 * Clicks a hex's stack or target as a player would: when the board shows only part of the map and the
 * hex lies outside it, the board's fit button first brings the whole map into view.
 */
const reveal = async (page: Page, selector: string) => {
  const frame = (await page.locator('svg.board').locator('xpath=..').boundingBox())!;
  const b = (await page.locator(selector).boundingBox())!;
  const inside =
    b.x >= frame.x &&
    b.y >= frame.y &&
    b.x + b.width <= frame.x + frame.width &&
    b.y + b.height <= frame.y + frame.height;
  if (!inside) {
    const view = await page.getAttribute('svg.board', 'data-view');
    await page.locator('.zoom-buttons button').nth(2).click();
    await expect.poll(() => page.getAttribute('svg.board', 'data-view')).not.toBe(view);
  }
  await page.click(selector);
};

/**
 * One choice of the view composed by clicks and sent with the page's button: a piece's target is its
 * stack then the target hex; a piece's choice without targets is its stack then the button the panel
 * shows for it; anything else is a button of the panel's actions.
 */
const clickChoice = async (p: Seat, id: string, g: any, choice: any, cell?: string) => {
  const page = p.page;
  const name = label(choice.label, p.lang);
  const pieceAt = (piece: string) => g.view.board.pieces.find((x: any) => x.id === piece)?.cell as string | undefined;
  const selectPiece = async (piece: string) => {
    const at = pieceAt(piece);
    expect(at, `${piece} drawn on the board`).toBeDefined();
    await reveal(page, `[data-stack="${at}"]`);
    const fanned = await page.$(`.fan [data-piece="${piece}"]`);
    if (fanned) await fanned.click();
  };
  if (choice.targets?.length) {
    await selectPiece(choice.piece);
    await reveal(page, `[data-target="${cell}"]`);
    // two choices land on that hex: the panel asks which; the one whose target is ours
    if (!(await page.locator('.draft-list li').count())) {
      const t = choice.targets.find((x: any) => x.cell === cell);
      const ask = page.locator('.selection .choice-buttons button', {
        hasText: label(t.label ?? choice.label, p.lang),
      });
      if (await ask.count()) await ask.first().click();
    }
  } else if (choice.piece) {
    await selectPiece(choice.piece);
    await page.locator('.selection .choice-buttons').getByRole('button', { name, exact: true }).click();
  } else {
    await page.locator('.orders .actions').getByRole('button', { name, exact: true }).click();
  }
  await expect.poll(() => page.locator('.draft-list li').count()).toBeGreaterThan(0);
  await page.click('button.primary');
  await expect
    .poll(async () => (await gameOf(p, id)).version, { timeout: 15_000 })
    .toBeGreaterThan(g.version)
    .catch(async (e) => {
      throw new Error(`${choice.id} not accepted: ${await page.locator('.notice').allTextContents()}`, { cause: e });
    });
};

describe('1831 Olszynka Grochowska in two browsers', () => {
  it('R 2.3, 5.5.4: a full stage of alder-wood-1831 by clicks, a change of front by policy and one asked live; the API ends the game', async () => {
    // the rules module on the position: each planned step enters the side zone of the enemy battalion,
    // and the Polish battalion's turn to face it is one vertex (60°), which the default policy takes
    const grid = PACK().grid;
    const facingOf = (u: string) => POSITION.units.find((x) => x.id === u)!.facing;
    for (const s of ['pl', 'ru'] as const)
      expect(zoneOf(grid, PLAN[s].at, facingOf(PLAN[s].flanked), PLAN[s].to), `${s} enters a flank`).toBe('side');
    const plTurn = facingsToward(grid, PLAN.ru.at, PLAN.ru.to, facingOf(PLAN.ru.flanked))[0];
    expect(turnSteps(facingOf(PLAN.ru.flanked), plTurn)).toBe(1);

    const { url } = live.server;
    const [pl, ru] = await Promise.all([
      signInByApi(live.browser, url, 'pl-olsz@example.org', 'pl').then((p) => ({ ...p, lang: 'pl' as Lang })),
      signInByApi(live.browser, url, 'ru-olsz@example.org', 'en').then((p) => ({ ...p, lang: 'en' as Lang })),
    ]);
    const id = await startOpenGame(pl, ru, {
      game: GAME,
      scenario: 'alder-wood-1831',
      seat: 'pl',
      options: { position: POSITION },
    });
    const seats: Record<Side, Seat> = { pl, ru };
    const start = await gameOf(pl, id);
    expect(start.mySide).toBe('pl');
    expect(start.status.turn).toBe(1);

    // the Russians answer their change of front live: set on their own page (standing orders, spec 5.3)
    await ru.page.goto(`${url}/g/${id}`);
    await ru.page.waitForSelector('svg.board');
    await ru.page.click('details.standing summary');
    await ru.page.locator('label.standing-row', { hasText: 'Change of front' }).locator('select').selectOption('ask');
    await expect
      .poll(async () => (await gameOf(ru, id)).view.options.standing.find((s: any) => s.key === 'changeFront').current)
      .toBe('ask');
    await pl.page.goto(`${url}/g/${id}`);
    await pl.page.waitForSelector('svg.board');
    // the Poles keep theirs: a 60° turn is taken by policy
    expect((await gameOf(pl, id)).view.options.standing.find((s: any) => s.key === 'changeFront').current).toBe(
      'onlyIf60',
    );
    /** the page's "since your last move" box comes to hold `line` without a reload */
    const sees = (p: Seat, line: string) =>
      p.page.waitForFunction((l) => document.querySelector('.since-box')?.textContent?.includes(l), line, {
        timeout: 15_000,
      });
    /** the unit's facing on the board; undefined once a rout (R 1.8.1) has sent it to the Routed box */
    const facingIn = (g: any, u: string) =>
      g.view.board.pieces.find((x: any) => x.id === u)?.facing as number | undefined;
    /** R 1.8: a pass turns the unit, a fail (1–2 over) leaves its facing, a rout (3+ over) takes it off the map */
    const facingAfter = (verdict: string, turned: number, unit: string) =>
      verdict === 'pass' ? turned : verdict === 'fail' ? facingOf(unit) : undefined;
    const routed = new Set<string>();

    const moved = new Set<Side>();
    const attacks: string[] = [];
    let asked = false,
      answered = false;
    for (let step = 0; step < 30; step++) {
      const views = await Promise.all([gameOf(pl, id), gameOf(ru, id)]);
      if (views[0].lifecycle !== 'active' || views[0].status.turn !== 1) break;
      const i = views.findIndex((v) => v.awaitingMe);
      expect(i, JSON.stringify(views[0].status)).toBeGreaterThanOrEqual(0);
      const g = views[i];
      const side = g.mySide as Side;
      const me = seats[side];
      const other = seats[side === 'pl' ? 'ru' : 'pl'];
      // the page hands the turn over by itself: no reload
      await me.page.waitForSelector('.status.mine', { timeout: 15_000 });
      const choices: any[] = g.view.options.choices;
      const byId = (re: RegExp) => choices.find((c) => re.test(c.id));
      const phase = g.status.phase as string;
      const plan = PLAN[side];
      if (phase === 'first') {
        // R 2.3.1: the initiative holder picks his first activation (the other marker is drawn from the cup)
        await clickChoice(me, id, g, byId(/^pick:/));
      } else if (phase === 'move' && !moved.has(side)) {
        // R 7, 5.5.4: one step into the flank of the enemy battalion
        const move = byId(new RegExp(`^move:${plan.unit}$`));
        expect(g.view.board.pieces.find((x: any) => x.id === plan.unit).cell).toBe(plan.from);
        expect(move.targets.map((x: any) => x.cell)).toContain(plan.to);
        await clickChoice(me, id, g, move, plan.to);
        moved.add(side);
        const after = await gameOf(me, id);
        expect(after.view.board.pieces.find((x: any) => x.id === plan.unit).cell).toBe(plan.to);
        // the other browser sees the battalion in its new hex without a reload
        await other.page.waitForSelector(`[data-stack="${plan.to}"]`, { state: 'attached', timeout: 15_000 });
        const seen = (await gameOf(other, id)).view.board.pieces.filter((x: any) => x.cell === plan.to);
        expect(seen.map((x: any) => x.side)).toEqual([side]);
        if (side === 'ru') {
          // by the Poles' standing policy, in the Russian batch: the battalion turned (or stood, the test failed)
          const r = (await lastEvents(pl, id)).find((e: any) => e.type === 'reaction');
          expect(r, 'a reaction by policy in the Russian move').toBeDefined();
          expect(r.data).toMatchObject({
            unit: PLAN.ru.flanked,
            kind: 'changeFront',
            from: PLAN.ru.at,
            mover: PLAN.ru.unit,
            hex: PLAN.ru.to,
            byPolicy: true,
          });
          expect(r.rule).toBe('5.5');
          const verdict = r.data.result.verdict;
          if (verdict === 'rout') routed.add(PLAN.ru.flanked);
          expect(facingIn(await gameOf(pl, id), PLAN.ru.flanked)).toBe(facingAfter(verdict, plTurn, PLAN.ru.flanked));
          // the Polish page words it in its "since your last move" box
          await sees(pl, r.text);
          console.log(`by policy: ${r.text}, die ${r.dice} against morale ${r.data.result.morale}: ${verdict}`);
        } else {
          // asked live: the Poles' batch stopped there, the Russians are awaited mid-turn with the reaction offered
          const q = await gameOf(ru, id);
          expect(q.awaitingMe).toBe(true);
          expect(q.status).toMatchObject({ phase: 'reaction', midTurn: true, waitingFor: ['ru'] });
          expect(q.view.options.choices.map((c: any) => c.id)).toEqual([`react:${PLAN.pl.flanked}:changeFront`, 'end']);
          const a = (await lastEvents(pl, id)).find((e: any) => e.type === 'asked');
          expect(a.data).toEqual({ mover: PLAN.pl.unit, hex: PLAN.pl.to, units: [PLAN.pl.flanked] });
          await pl.page.waitForSelector('.status.theirs', { timeout: 15_000 });
          asked = true;
        }
      } else if (phase === 'reaction') {
        // R 5.5 asked: the Russian page offers the change of front of the flanked battalion; it is clicked there
        expect(side).toBe('ru');
        await clickChoice(me, id, g, byId(/^react:/));
        const r = (await lastEvents(ru, id)).find((e: any) => e.type === 'reaction');
        expect(r.data).toMatchObject({
          unit: PLAN.pl.flanked,
          kind: 'changeFront',
          from: PLAN.pl.at,
          mover: PLAN.pl.unit,
          hex: PLAN.pl.to,
          byPolicy: false,
        });
        const verdict = r.data.result.verdict;
        const toward = facingsToward(grid, PLAN.pl.at, PLAN.pl.to, facingOf(PLAN.pl.flanked))[0];
        if (verdict === 'rout') routed.add(PLAN.pl.flanked);
        expect(facingIn(await gameOf(ru, id), PLAN.pl.flanked)).toBe(facingAfter(verdict, toward, PLAN.pl.flanked));
        // the Poles get their movement step back, and read the answer on their page
        await pl.page.waitForSelector('.status.mine', { timeout: 15_000 });
        const plText = (await lastEvents(pl, id)).find((e: any) => e.type === 'reaction').text;
        await sees(pl, plText);
        answered = true;
        console.log(`asked live: ${r.text}, die ${r.dice} against morale ${r.data.result.morale}: ${verdict}`);
      } else if (phase === 'combat' && byId(/^attack:\d{4}:infantry$/)) {
        // R 9.3: a battalion next to the enemy must attack: the plain attack, picked on the defender's stack
        const a = byId(/^attack:\d{4}:infantry$/);
        attacks.push(a.order.hex);
        await clickChoice(me, id, g, a);
        const c = (await lastEvents(other, id)).find((e: any) => e.type === 'combat');
        expect(c.data).toMatchObject({ hex: a.order.hex, attackers: a.order.attackers });
        // the defender's page shows the combat's line
        await sees(other, c.text);
        console.log(`combat: ${c.text} (${c.data.strengths.join(':')}, points lost ${c.data.points.join('/')})`);
      } else {
        await clickChoice(me, id, g, byId(/^end$/));
      }
    }
    // the stage is over, played on the pages: one pick, one marker drawn, each side's activation with its move,
    // its reaction and its combat; the cup empty, stage 2 begun (or the game over at once)
    const after = await gameOf(pl, id);
    expect(after.lifecycle === 'over' || after.status.turn === 2, JSON.stringify(after.status)).toBe(true);
    expect([...moved].sort()).toEqual(['pl', 'ru']);
    expect([asked, answered]).toEqual([true, true]);
    // each mover attacks the battalion it flanked (R 9.3) unless that one routed off the map; a draw earlier in
    // the stage may leave a second pair in contact, whose other battalion then attacks in its own activation
    const standing = (['ru', 'pl'] as const).filter((s) => !routed.has(PLAN[s].flanked)).map((s) => PLAN[s].at);
    expect(attacks).toEqual(expect.arrayContaining(standing));
    const log = await lastEvents(pl, id, 60);
    // the log's turns oldest first: what came after the Russian seat was taken
    const stage = log.slice(log.findIndex((e: any) => e.type === 'platform.joined') + 1);
    const count = (type: string) => stage.filter((e: any) => e.type === type).length;
    expect(['picked', 'drawn', 'activated', 'moved', 'asked', 'reaction', 'combat'].map(count)).toEqual([
      1,
      1,
      2,
      2,
      1,
      2,
      attacks.length,
    ]);
    expect(stage.find((e: any) => e.type === 'stageEnd')?.data).toEqual({ stage: 1 });
    expect(
      stage
        .filter((e: any) => e.type === 'reaction')
        .map((e: any) => [e.data.unit, e.data.byPolicy])
        .sort(),
    ).toEqual([
      [PLAN.ru.flanked, true],
      [PLAN.pl.flanked, false],
    ]);

    // the rest of the game through the API: random legal single orders until it ends
    const rand = rng(20261127);
    const players = [pl, ru];
    let n = 0;
    for (; n < 3000; n++) {
      const views = await Promise.all(players.map((p) => gameOf(p, id)));
      if (views[0].lifecycle !== 'active') break;
      const i = views.findIndex((v) => v.awaitingMe);
      expect(i, JSON.stringify(views[0].status)).toBeGreaterThanOrEqual(0);
      expect(await submitRandomOrder(players[i], id, views[i], openChoices(views[i]), rand)).toBe(true);
    }
    const end = await gameOf(ru, id);
    expect(end.lifecycle).toBe('over');
    expect(end.result.winners.length).toBeGreaterThan(0);
    console.log(`API: ${n} submissions to the end, result ${JSON.stringify(end.result)}`);
    // both pages show the game over
    for (const p of players) {
      await p.page.goto(`${url}/g/${id}`);
      await p.page.waitForSelector('.status.over');
    }
    for (const p of players) await p.ctx.close();
  });
});
