import { describe, expect, it } from 'vitest';
import { PACK } from '../../rules/games/wojna-o-niepodleglosc/pack.js';
import { partsOf } from '../../rules/games/wojna-o-niepodleglosc/parts.js';
import { shoot } from './page-checks.js';
import { type ApiPlayer, apiPlayers, startOpenGame } from './players.js';
import { openChoices, rng, submitRandomOrder } from './random-orders.js';
import { liveStack } from './stack.js';

/**
 * Wojna o niepodległość, issue 14's "Done when": the first turn of `warsaw-1920` played on the game
 * pages by the Polish player (in Polish) and the Red Army player (in English), every window composed by
 * clicks and sent with the page's button: both air plans, the Red activation (a move next to the
 * Poles, an attack whose defence the Polish standing policies answer at once), the Red player's policy
 * changed to `ask` on the page, the Polish activation (a move, an attack asked live and answered on the
 * Red page), both army HQ windows. Each outcome is seen on the other browser. The API then plays the
 * rest of the game with random legal orders until it is over.
 */
const live = liveStack();
const players = apiPlayers(live);
type Who = ApiPlayer & { lang: 'pl' | 'en' };
const { map } = partsOf(PACK, 'warsaw-1920');

const gameOf = (p: Who, id: string) => p.api.get(`/api/games/${id}`);
const lastEvents = async (p: Who, id: string): Promise<any[]> =>
  (await p.api.get(`/api/games/${id}/log?lang=${p.lang}&limit=1`)).turns[0].events;

/** the game page of `p`, its board fitted, once the page says it awaits `p` */
const open = async (p: Who, id: string) => {
  await p.page.goto(`${live.server.url}/g/${id}`);
  await p.page.waitForSelector('.status.mine');
  await p.page.click(`button[aria-label="${p.lang === 'pl' ? 'Pokaż całą planszę' : 'Fit the board'}"]`);
};

/** a panel button for `choice`, by its label in the page's language */
const clickChoice = async (p: Who, choice: any) => {
  await p.page.locator('.orders').getByRole('button', { name: choice.label[p.lang], exact: true }).first().click();
};

/** a piece on the board (fanned out of its stack when not alone) */
const clickPiece = async (p: Who, piece: string, cell: string) => {
  await p.page.click(`[data-stack="${cell}"]`);
  const fanned = p.page.locator(`.fan [data-piece="${piece}"] .hit`);
  if (await fanned.count()) await fanned.click();
};

/** the draft sent with the page's button; the game's version goes up */
const sendDraft = async (p: Who, id: string, version: number, drafted: number) => {
  await expect.poll(() => p.page.locator('.draft-list li').count()).toBe(drafted);
  await expect.poll(() => p.page.locator('.draft-problem').count(), { timeout: 5000 }).toBe(0);
  await p.page.click('.draft button.primary');
  await expect.poll(async () => (await gameOf(p, id)).version, { timeout: 15_000 }).toBeGreaterThan(version);
};

/** a window with nothing to do but end it: its `end` button clicked and sent */
const endByClick = async (p: Who, id: string) => {
  const g = await gameOf(p, id);
  expect(g.awaitingMe).toBe(true);
  await open(p, id);
  await clickChoice(
    p,
    g.view.options.choices.find((c: any) => c.id === 'end'),
  );
  await sendDraft(p, id, g.version, 1);
};

/** units (no HQs) by morale, best first, ties by id: the order of the rules' default morale unit (14.12) */
const byMorale = (g: any, ids: string[]): { id: string; morale: number }[] =>
  g.view.board.pieces
    .filter((x: any) => ids.includes(x.id) && x.symbol !== 'hq')
    .map((x: any) => ({ id: x.id, morale: Number(x.values[1]) }))
    .sort((a: any, b: any) => b.morale - a.morale || (a.id < b.id ? -1 : 1));
const unitsAt = (g: any, cell: string, side: string): string[] =>
  g.view.board.pieces.filter((x: any) => x.cell === cell && x.side === side).map((x: any) => x.id);
/** 14.13's morale modifier of a combat event (a zero modifier may be left out) */
const moraleMod = (combat: any): number => combat.data.modifiers.find((m: any) => m.id === 'morale')?.value ?? 0;

/** every window of `phase` in a row ended by clicks on the awaited player's page: the sides that were asked */
const endWindowsByClicks = async (both: Who[], id: string, phase: string): Promise<string[]> => {
  const asked: string[] = [];
  for (;;) {
    const views = await Promise.all(both.map((p) => gameOf(p, id)));
    const i = views.findIndex((v) => v.awaitingMe);
    if (i < 0 || views[i].status.phase !== phase) return asked;
    asked.push(views[i].mySide);
    await endByClick(both[i], id);
  }
};

/** a move order composed on the board: `choice`'s piece clicked, then its target `cell` */
const moveByClicks = async (p: Who, g: any, choice: any, cell: string) => {
  const from = g.view.board.pieces.find((x: any) => x.id === choice.piece).cell;
  await clickPiece(p, choice.piece, from);
  await p.page.waitForSelector(`[data-target="${cell}"]`);
  await p.page.click(`[data-target="${cell}"]`);
  // two paths end there: the panel asks which
  if (!(await p.page.locator('.draft-list li').count())) {
    const ask = p.page.locator('.selection .choice-buttons button').first();
    if (await ask.count()) await ask.click();
  }
  await expect.poll(() => p.page.locator('.draft-list li').count()).toBe(1);
};

/** on `p`'s page: `choice`'s piece moved to `cell` by clicks, the segment's `end` clicked, both sent */
const moveAndEnd = async (p: Who, id: string, g: any, choice: any, cell: string) => {
  await open(p, id);
  await moveByClicks(p, g, choice, cell);
  await clickChoice(
    p,
    g.view.options.choices.find((c: any) => c.id === 'end'),
  );
  await sendDraft(p, id, g.version, 2);
};

/** the other page, open and waiting, shows the line of `event` from the log without a reload */
const seesLine = async (p: Who, id: string, type: string) => {
  const line = (await lastEvents(p, id)).find((e) => e.type === type)?.text;
  expect(line, `a ${type} line`).toBeTruthy();
  await p.page.waitForFunction((l) => document.querySelector('.since-box')?.textContent?.includes(l), line, {
    timeout: 15_000,
  });
  return line as string;
};

describe('Wojna o niepodległość in two browsers', () => {
  it('3.1–8 one turn of warsaw-1920 by clicks: an attack defended by policy, one asked live (14.12); the API plays on to the end', async () => {
    const t0 = Date.now();
    const pl: Who = { ...(await players('pol-woj@example.org', 'pl')), lang: 'pl' };
    const red: Who = { ...(await players('red-woj@example.org', 'en')), lang: 'en' };
    const id = await startOpenGame(pl, red, { game: 'wojna-o-niepodleglosc', scenario: 'warsaw-1920', seat: 'polish' });
    const g0 = await gameOf(pl, id);
    expect(g0.mySide).toBe('polish');
    expect(g0.status.turn).toBe(1);

    // 3.2: the air plans, the Poles first, each ended on its page (a side the weather grounds is not asked)
    const airPlans = await endWindowsByClicks([pl, red], id, 'air');
    console.log(`air plans ended by clicks: ${airPlans.join(', ') || 'none (grounded)'}`);

    // 3.5: the Red Army has the initiative on turn 1: a unit moved by clicks next to the Poles, the segment ended
    let g = await gameOf(red, id);
    expect(g.status).toMatchObject({ turn: 1, phase: 'activation.5.units', waitingFor: ['opposing'] });
    const polishAt = new Set<string>(
      g.view.board.pieces.filter((x: any) => x.side === 'polish').map((x: any) => x.cell),
    );
    const nextToPoles = (cell: string) => map.neighbours(cell).some((n) => polishAt.has(n));
    const redMoves = openChoices(g).filter((c: any) => c.id.startsWith('move:') && c.piece);
    // the 11th Rifle Division's first brigade to 1007, by the Siberian Brigade on 1008; else any move next to the Poles
    const redMove =
      redMoves.find((c: any) => c.piece === 'op-11ds-1' && c.targets.some((t: any) => t.cell === '1007')) ??
      redMoves.find((c: any) => c.targets.some((t: any) => nextToPoles(t.cell)));
    const redTo =
      redMove.piece === 'op-11ds-1' && redMove.targets.some((t: any) => t.cell === '1007')
        ? '1007'
        : redMove.targets.find((t: any) => nextToPoles(t.cell)).cell;
    await moveAndEnd(red, id, g, redMove, redTo);
    const moved = (await lastEvents(red, id)).find((e) => e.type === 'move');
    expect(moved.data).toMatchObject({ side: 'opposing', piece: redMove.piece });
    expect(moved.data.path.at(-1)).toBe(redTo);
    g = await gameOf(red, id);
    expect(g.view.board.pieces.find((x: any) => x.id === redMove.piece).cell).toBe(redTo);
    expect(g.status.phase).toBe('activation.5.combat');

    // 14.7: the combat segment: an attack from redTo clicked in the panel, then the end of the activation
    const redAttack = g.view.options.choices.find(
      (c: any) => c.group === 'attack' && c.order?.attackers.includes(redMove.piece),
    );
    expect(redAttack, 'an attack offered next to the Poles').toBeDefined();
    const target1: string = redAttack.order.target;
    // spec 5.1 item 6: the attack's button reads its odds and modifiers before it is sent (clicked by that label)
    expect(redAttack.label.en).toMatch(new RegExp(`^Attack ${target1}: d10 [+−]?\\d+ — odds \\d+:\\d+ `));
    expect(redAttack.modifiers[0].rule).toBe('14.11');
    // what the Polish policy `best` (14.12) picks, and the attacker's morale unit
    const polishMorale = byMorale(g, unitsAt(g, target1, 'polish'))[0];
    const redMorale = byMorale(g, redAttack.order.attackers)[0];
    await open(red, id);
    await clickChoice(red, redAttack);
    await clickChoice(
      red,
      g.view.options.choices.find((c: any) => c.id === 'end'),
    );
    await sendDraft(red, id, g.version, 2);
    // the Polish defence was answered ahead by its standing policies (spec 5.3): fought in the same submission,
    // no question asked, and the Poles' activation began
    const fought1 = await lastEvents(red, id);
    expect(fought1.some((e) => e.type === 'defence-asked')).toBe(false);
    const combat1 = fought1.find((e) => e.type === 'combat');
    expect(combat1.data).toMatchObject({ side: 'opposing', target: target1, attackers: redAttack.order.attackers });
    // the preview's odds are the fight's strengths (the Polish defaults: best morale, every artillery in range)
    expect(redAttack.modifiers[0].label.en).toBe(`odds ${combat1.data.attack}:${combat1.data.defence}`);
    expect(combat1.data.roll).toBeGreaterThanOrEqual(0);
    expect(combat1.data.roll).toBeLessThanOrEqual(9);
    // 14.13: attacker's morale against the Polish morale unit the policy chose, the best in the hex
    expect(moraleMod(combat1)).toBe(Math.sign(redMorale.morale - polishMorale.morale));
    const plLosses = fought1.find((e) => e.type === 'losses' && e.data.units.some((u: string) => u.startsWith('pl-')));
    if (combat1.data.defender.loss > 0) expect(plLosses.data.units[0]).toBe(polishMorale.id);
    expect(fought1.some((e) => e.type === 'activation-start' && e.data.side === 'polish')).toBe(true);
    // the Polish page, open the whole time, sees the combat in its own words and that it is now its turn
    await pl.page.goto(`${live.server.url}/g/${id}`);
    await pl.page.waitForSelector('.status.mine');
    const combatLine1 = await seesLine(pl, id, 'combat');
    expect(combatLine1).toContain(target1);
    await shoot(pl.page, 'wojna-after-red-attack');

    // the Red player sets its morale-unit policy to "ask me" on its own page, while it is not its turn
    await red.page.goto(`${live.server.url}/g/${id}`);
    await red.page.click('details.standing summary');
    await red.page
      .locator('details.standing label.standing-row', { hasText: 'Defence: the morale unit' })
      .locator('select')
      .selectOption('ask');
    await red.page.waitForSelector('.notice.ok');
    await expect
      .poll(
        async () => (await gameOf(red, id)).view.options.standing.find((s: any) => s.key === 'defenceMorale').current,
      )
      .toBe('ask');

    // 3.6: the Polish activation: a move by clicks, the segment ended
    g = await gameOf(pl, id);
    expect(g.status).toMatchObject({ phase: 'activation.6.units', waitingFor: ['polish'] });
    // a unit moved next to the biggest Red Army stack it can reach, so an attack is offered whose defence has a
    // choice of morale units
    const redUnits = (cell: string) =>
      g.view.board.pieces.filter((x: any) => x.cell === cell && x.side === 'opposing' && x.symbol !== 'hq').length;
    const reach = (cell: string) => Math.max(0, ...map.neighbours(cell).map(redUnits));
    const plMoves = openChoices(g)
      .filter((c: any) => c.id.startsWith('move:') && c.piece)
      .flatMap((c: any) => c.targets.map((t: any) => ({ c, cell: t.cell as string, n: reach(t.cell) })));
    const best = plMoves.reduce((x: any, y: any) => (y.n > x.n ? y : x));
    expect(best.n).toBeGreaterThan(0);
    const plMove = best.c;
    const plTo: string = best.cell;
    await moveAndEnd(pl, id, g, plMove, plTo);
    g = await gameOf(pl, id);
    expect(g.view.board.pieces.find((x: any) => x.id === plMove.piece).cell).toBe(plTo);
    // rules version 14: a contact on the way settled by policy (9.23: a lone HQ displaced) no longer halts the
    // batch, so the End order sent with the move was played too
    expect(g.status.phase).toBe('activation.6.combat');

    // a Polish attack clicked and sent alone: the Red policy says ask, so the attack stops before its roll
    const plAttacks = g.view.options.choices.filter((c: any) => c.group === 'attack' && c.order);
    const plAttack = plAttacks.reduce((x: any, y: any) =>
      redUnits(y.order.target) > redUnits(x.order.target) ? y : x,
    );
    expect(plAttack, 'a Polish attack offered').toBeDefined();
    const target2: string = plAttack.order.target;
    await open(pl, id);
    await clickChoice(pl, plAttack);
    await sendDraft(pl, id, g.version, 1);
    expect((await lastEvents(pl, id)).find((e) => e.type === 'defence-asked')?.data).toMatchObject({
      side: 'opposing',
      target: target2,
    });
    expect((await lastEvents(pl, id)).some((e) => e.type === 'combat')).toBe(false);

    // the Red page is asked live: it picks the morale unit on the board (14.12) and defends
    g = await gameOf(red, id);
    expect(g.status).toMatchObject({ phase: 'defence', waitingFor: ['opposing'], midTurn: true });
    const moraleChoices = g.view.options.choices.filter((c: any) => c.group === 'morale');
    expect(moraleChoices.length).toBeGreaterThan(0);
    // the Red player picks the weakest morale on offer: not what the policy `best` would have picked
    const offered = byMorale(
      g,
      moraleChoices.map((c: any) => c.piece),
    );
    const weakest = offered[offered.length - 1];
    const morale = moraleChoices.find((c: any) => c.piece === weakest.id);
    const plAttackMorale = byMorale(g, plAttack.order.attackers)[0];
    await open(red, id);
    expect(await red.page.textContent('.orders .prompt')).toContain('Defence');
    await clickPiece(red, morale.piece, target2);
    await clickChoice(red, morale);
    await clickChoice(
      red,
      g.view.options.choices.find((c: any) => c.id === 'defend'),
    );
    await shoot(red.page, 'wojna-defence-asked');
    await sendDraft(red, id, g.version, 2);
    const fought2 = await lastEvents(red, id);
    const combat2 = fought2.find((e) => e.type === 'combat');
    expect(combat2.data).toMatchObject({ side: 'polish', target: target2, attackers: plAttack.order.attackers });
    // the first loss, if the defender took any, falls on the morale unit the Red player chose (14.42)
    const redLosses = fought2.find((e) => e.type === 'losses' && e.data.units.some((u: string) => u.startsWith('op-')));
    if (offered.length > 1) expect(morale.piece).not.toBe(offered[0].id);
    if (combat2.data.defender.loss > 0) expect(redLosses.data.units[0]).toBe(morale.piece);
    // 14.13: the Polish attacker's morale against the unit the Red player chose
    expect(moraleMod(combat2)).toBe(Math.sign(plAttackMorale.morale - weakest.morale));
    // the Polish page sees the combat and its turn back
    await pl.page.goto(`${live.server.url}/g/${id}`);
    await pl.page.waitForSelector('.status.mine');
    expect(await seesLine(pl, id, 'combat')).toContain(target2);
    console.log(
      `turn 1: Red ${redMove.piece} → ${redTo}, attack ${target1} (roll ${combat1.data.roll}, total ${combat1.data.total}, morale ${polishMorale.id} ${polishMorale.morale} by policy, loss ${combat1.data.defender.loss}); ` +
        `Poles ${plMove.piece} → ${plTo}, attack ${target2} (roll ${combat2.data.roll}, total ${combat2.data.total}, morale ${weakest.id} ${weakest.morale} of ${offered.map((o) => o.morale).join('/')} asked live, loss ${combat2.data.defender.loss})`,
    );

    // the rest of the turn by clicks: the Polish activation ended, then both army HQ windows (19.1)
    g = await gameOf(pl, id);
    expect(g.status.phase).toBe('activation.6.combat');
    await endByClick(pl, id);
    expect((await gameOf(pl, id)).status).toMatchObject({ turn: 1, phase: 'army', waitingFor: ['polish'] });
    expect(await endWindowsByClicks([pl, red], id, 'army')).toEqual(['polish', 'opposing']);
    // turn 2: the awaited side's page, open since its army window, shows its turn without a reload
    const turn2 = await gameOf(pl, id);
    expect(turn2.status.turn).toBe(2);
    const next = turn2.awaitingMe ? pl : red;
    await next.page.waitForSelector('.status.mine', { timeout: 15_000 });

    // the rest of the game through the API: random legal single orders, ending a window three times in four
    const t1 = Date.now();
    const rand = rng(20261127);
    const both = [pl, red];
    let submissions = 0;
    for (;;) {
      const views = await Promise.all(both.map((p) => gameOf(p, id)));
      if (views[0].lifecycle !== 'active') break;
      expect(submissions, 'the game over within 3000 submissions').toBeLessThan(3000);
      const i = views.findIndex((v) => v.awaitingMe);
      expect(i, JSON.stringify(views[0].status)).toBeGreaterThanOrEqual(0);
      const openNow = openChoices(views[i]);
      const closing = openNow.filter(
        (c: any) => ['end', 'defend', 'fighters'].includes(c.id) || c.order?.type === 'react',
      );
      const pool = closing.length && rand() < 0.75 ? closing : openNow;
      expect(await submitRandomOrder(both[i], id, views[i], pool, rand), 'a legal single order').toBe(true);
      submissions++;
    }
    const over = await gameOf(pl, id);
    expect(over.lifecycle).toBe('over');
    expect(over.status.phase).toBe('over');
    console.log(
      `API play: ${submissions} submissions to turn ${over.status.turn} in ${Date.now() - t1} ms (turn 1 by clicks: ${t1 - t0} ms), result ${JSON.stringify(over.result)}`,
    );
    await red.page.goto(`${live.server.url}/g/${id}`);
    await red.page.waitForSelector('.status.over');
    await pl.ctx.close();
    await red.ctx.close();
  });
});
