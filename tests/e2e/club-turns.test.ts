import { describe, expect, it } from 'vitest';
import { clubWithLeague, apiPlayers } from './players.js';
import { openChoices, rng, submitRandomOrder } from './random-orders.js';
import { liveStack } from './stack.js';

/**
 * Issue 19 item 9 in real Chromium against `npm start`: a club's Manoeuvre league of three has
 * started; the club page marks each member's game "their move" exactly when that member's seat is
 * awaited (not merely when the game awaits someone), and each player's lobby row of a league game
 * says "League game · round n" (pl and en).
 */
const live = liveStack();

const player = apiPlayers(live);

describe('a club league in the club page and the lobby', () => {
  it('9 the club page marks the player to move by seat and names each opponent in full; lobby rows say which league round (pl, en)', async () => {
    const dir = await player('kapitan@example.org', 'pl');
    const en = await player('mary@example.org', 'en');
    const pl = await player('zosia@example.org', 'pl');
    const players = [dir, en, pl];
    const { clubId, leagueId } = await clubWithLeague(
      dir,
      [
        [en, 'mary@example.org'],
        [pl, 'zosia@example.org'],
      ],
      { club: 'Klub Kolejki', league: 'Liga Kolejki' },
    );
    for (const p of players) expect((await p.api.post(`/api/leagues/${leagueId}/entries`, {})).status).toBe(201);
    expect((await dir.api.post(`/api/leagues/${leagueId}/start`, {})).status).toBe(200);

    // the first game moves on until exactly one of its two players is awaited, so "to move" must follow the seat
    const league = () => dir.api.get(`/api/leagues/${leagueId}`);
    const g0 = (await league()).games[0];
    const rand = rng(19);
    for (let i = 0; i < 40 && (await league()).games[0].awaiting.length !== 1; i++) {
      const awaited = (await league()).games[0].awaiting[0];
      const me = players.find((p) => p.userId === awaited)!;
      const g = await me.api.get(`/api/games/${g0.gameId}`);
      expect(await submitRandomOrder(me, g0.gameId, g, openChoices(g), rand)).toBe(true);
    }
    const { games } = await league();
    expect(games).toHaveLength(3);
    expect(games[0].awaiting).toHaveLength(1);
    expect(new Set(games.map((g: any) => g.round)).size).toBe(3);

    // the club page: each member's games, "their move" by that member's seat
    const word = { pl: 'jego ruch', en: 'their move' };
    let notTheirs = 0;
    for (const [viewer, lang] of [
      [en, 'en'],
      [dir, 'pl'],
    ] as const) {
      await viewer.page.goto(`${live.server.url}/clubs/${clubId}`);
      await viewer.page.waitForSelector('[data-member] [data-game]');
      for (const p of players) {
        const mine = games.filter((g: any) => g.a.userId === p.userId || g.b.userId === p.userId);
        expect(mine).toHaveLength(2);
        const name = mine[0].a.userId === p.userId ? mine[0].a.name : mine[0].b.name;
        for (const g of mine) {
          const text = await viewer.page.locator(`[data-member="${name}"] [data-game="${g.gameId}"]`).innerText();
          const toMove = g.awaiting.includes(p.userId);
          if (!toMove) notTheirs++;
          expect(text.includes(`(${word[lang]}`), `${lang}: ${name} in ${g.gameId}: ${text}`).toBe(toMove);
          // 9 the player list: the opponent named in full after one dash, no dash left dangling
          const other = g.a.userId === p.userId ? g.b.name : g.a.name;
          expect(text, `${lang}: ${name} in ${g.gameId}`).toContain(` – ${other}`);
          expect(text, `${lang}: ${name} in ${g.gameId}`).not.toMatch(/[–-]\s*(\(|$)/);
        }
      }
    }
    expect(notTheirs).toBeGreaterThan(0);

    // each player's lobby: every league game's row names its round
    for (const [p, lang] of [
      [en, 'en'],
      [pl, 'pl'],
    ] as const) {
      await p.page.goto(`${live.server.url}/`);
      await p.page.waitForSelector('.league-mark');
      const mine = games.filter((g: any) => g.a.userId === p.userId || g.b.userId === p.userId);
      for (const g of mine) {
        const mark = p.page.locator(`li.game-row:has(a[href="/g/${g.gameId}"]) .league-mark`);
        expect(await mark.innerText()).toBe(
          lang === 'en' ? `League game · round ${g.round}` : `Partia ligowa · runda ${g.round}`,
        );
      }
    }
  });
});
