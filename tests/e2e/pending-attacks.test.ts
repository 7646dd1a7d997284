import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { awaitedPlayer, signInByApi, startOpenGame, type ApiPlayer, type Player } from './players.js';
import { openChoices, rng, submitRandomOrder } from './random-orders.js';
import { ARTIFACTS, liveStack } from './stack.js';

/**
 * The attack waiting for the defender's answer is drawn on the board with its odds (issue 19): after
 * the attacker's turn the defender opens the game page and reads, over the attacked hex, the marker
 * with the same words the view gives, in the page's language.
 */
const live = liveStack();

/** the pending marker over `hex` as the page draws it: its odds text, or null when there is none */
const markerText = async (p: ApiPlayer, hex: string): Promise<string | null> => {
  const marker = p.page.locator(`svg.board .since [data-attack="${hex}"][data-pending]`);
  await marker.waitFor();
  return marker.locator('text.attack-odds').textContent();
};

const pair = async (tag: string, langs: ['pl' | 'en', 'pl' | 'en']) =>
  Promise.all(langs.map((l, i) => signInByApi(live.browser, live.server.url, `${tag}-${i}@example.org`, l)));

const send = async (p: ApiPlayer, id: string, orders: unknown[]) => {
  const g = await p.api.get(`/api/games/${id}`);
  const r = await p.api.post(`/api/games/${id}/orders`, {
    expectedVersion: g.version,
    idempotencyKey: randomUUID(),
    batch: { orders },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

describe('pending attacks with their odds in Chromium', () => {
  it('Wojna 14.7, 14.11: 1 pp Leg. and 1 p. uł. attack 1004; the defender asked live sees "siła 9:4, stosunek sił +2" on its Polish page', async () => {
    const [polish, opposing] = await pair('pending-wojna', ['en', 'pl']);
    const id = await startOpenGame(polish, opposing, {
      game: 'wojna-o-niepodleglosc',
      scenario: 'exercise-1920',
      seat: 'polish',
      options: { position: 'encircled-open' },
    });
    // the defender answers live (policy ask), so the attack waits before its roll
    const standing = await opposing.api.post(`/api/games/${id}/orders`, {
      expectedVersion: (await opposing.api.get(`/api/games/${id}`)).version,
      idempotencyKey: randomUUID(),
      batch: { orders: [{ type: 'standing', key: 'retreat', value: 'ask' }] },
    });
    expect(standing.status, JSON.stringify(standing.body)).toBe(200);
    // the air phases and the Polish units step pass until the Poles may attack 1004
    for (let n = 0; ; n++) {
      expect(n, 'the Polish combat step within 8 batches').toBeLessThan(8);
      const { g, me } = await awaitedPlayer([polish as Player, opposing as Player], id);
      if (me === polish && g.view.options.choices.some((c: { id: string }) => c.id === 'attack:1004')) break;
      await send(me as ApiPlayer, id, [{ type: 'end' }]);
    }
    await send(polish, id, [{ type: 'attack', target: '1004', attackers: ['pl-1pp', 'pl-1pul'] }, { type: 'end' }]);
    const g = await opposing.api.get(`/api/games/${id}`);
    expect(g.awaitingMe).toBe(true);
    expect(g.view.board.pending).toEqual([
      expect.objectContaining({ to: '1004', label: { pl: 'siła 9:4, stosunek sił +2', en: 'strength 9:4, odds +2' } }),
    ]);
    await opposing.page.goto(`${live.server.url}/g/${id}`);
    expect(await markerText(opposing, '1004')).toBe('siła 9:4, stosunek sił +2');
    // the attacker's English page draws the same marker in English
    await polish.page.goto(`${live.server.url}/g/${id}`);
    expect(await markerText(polish, '1004')).toBe('strength 9:4, odds +2');
    await opposing.page.screenshot({ path: join(ARTIFACTS, 'pending-wojna-pl.png') });
    await polish.ctx.close();
    await opposing.ctx.close();
  });

  it('OWC 12.1: an attack awaiting the delay answer is drawn with its odds and chance on the defender’s page', async () => {
    const [a, b] = await pair('pending-owc', ['en', 'en']);
    const newGame = () => startOpenGame(a, b, { game: 'ostatnia-wojna-cesarzy', scenario: 'A', seat: 'random' });
    let id = await newGame();
    const rand = rng(20261126);
    for (let n = 0; ; n++) {
      expect(n, 'an attack awaiting its roll within 300 submissions').toBeLessThan(300);
      // the server's dice may end a game before any attack waits for its answer: then another game
      if ((await a.api.get(`/api/games/${id}`)).lifecycle === 'over') id = await newGame();
      const { g, me } = await awaitedPlayer([a as Player, b as Player], id);
      const pending = (g.view.board.pending ?? []).find((p: { label?: unknown }) => p.label);
      if (pending) {
        await me.page.goto(`${live.server.url}/g/${id}`);
        expect(await markerText(me as ApiPlayer, pending.to)).toBe(pending.label.en);
        expect(pending.label.en).toMatch(/^\d+:\d+, chance -?\d+$/);
        break;
      }
      // attacks first, so one comes soon (an attack the rules refuse twelve times over: any order)
      const open = openChoices(g);
      const attacks = open.filter((c: { id: string }) => c.id.startsWith('attack-'));
      const sent = attacks.length && (await submitRandomOrder(me, id, g, attacks, rand));
      expect(sent || (await submitRandomOrder(me, id, g, open, rand)), 'a legal single order').toBe(true);
    }
    await a.ctx.close();
    await b.ctx.close();
  });
});
