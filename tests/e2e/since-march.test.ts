import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../rules/core/board.js';
import { unpackView } from '../../rules/core/wire.js';
import { turnsSinceOwnMove } from '../../functions/notify/since.js';
import { layoutBoard } from '../../web/board/geometry.js';
import { awaitedPlayer, signInByApi, type ApiPlayer, type Player } from './players.js';
import { openChoices, rng, submitRandomOrder } from './random-orders.js';
import { liveStack } from './stack.js';

/**
 * OWC 5: a march's event names only the hexes entered. "Since your last move" still draws the march
 * from the hex the unit left (web/game/since.ts, read from the position before the other side's
 * turns): on the other side's page the march's line starts at the centre of that hex, in English and
 * in Polish.
 */
const live = liveStack();

interface Ev {
  type: string;
  data: { unit?: string; path?: string[] };
}

describe("OWC: the other side's march drawn from the hex it left, in Chromium", () => {
  it('5: the path-since line begins at the hex the marching unit stood in before the turn, in both languages', async () => {
    const [a, b] = (await Promise.all(
      ['en', 'en'].map((l, i) => signInByApi(live.browser, live.server.url, `since-march-${i}@example.org`, l as 'en')),
    )) as ApiPlayer[];
    const created = await a.api.post('/api/games', {
      game: 'ostatnia-wojna-cesarzy',
      scenario: 'A',
      seat: 'random',
      opponent: { open: true },
      clock: { preset: 'none' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect((await b.api.post(`/api/games/${id}/join`, {})).status).toBe(200);
    const rand = rng(20261127);
    for (let n = 0; ; n++) {
      expect(n, "the other side's march seen within 300 submissions").toBeLessThan(300);
      const { g, me } = await awaitedPlayer([a as Player, b as Player], id);
      const log = await me.api.get(`/api/games/${id}/log?lang=en&limit=60`);
      const span = turnsSinceOwnMove(
        [...(log.turns as { version: number; side: string; kind: string; events: Ev[] }[])].sort(
          (x, y) => x.version - y.version,
        ),
        g.mySide,
      );
      const marches = span
        .flatMap((t) => t.events)
        .filter((e) => e.type === 'move' && e.data.unit && e.data.path?.length);
      const once = marches.find((m) => marches.filter((x) => x.data.unit === m.data.unit).length === 1);
      if (once && span[0].version > 0) {
        // where the unit stood before the other side's turns, as this side saw it
        const before = await me.api.get(`/api/games/${id}/replay/${span[0].version - 1}`);
        const left = unpackView(before.view).board.pieces.find((p) => p.id === once.data.unit)?.cell;
        if (left && left !== once.data.path?.[0]) {
          // the view's board is merged with its static board (players.ts), so it holds the grid and cells
          const layout = layoutBoard(g.view.board as BoardView);
          const at = (cell: string) => {
            const c = layout.centers.get(cell);
            return c ? `${c.x},${c.y}` : '';
          };
          await me.page.goto(`${live.server.url}/g/${id}`);
          const first = `${at(left)} ${at(once.data.path?.[0] ?? '')}`;
          // in English, then in Polish: the box words the turns in the page's language (the log read
          // again in it) and the board draws the same march from the hex the unit left
          const worded: string[] = [];
          for (const [lang, heading] of [
            ['en', 'Since your last move'],
            ['pl', 'Od twojego ostatniego ruchu'],
          ] as const) {
            if (lang === 'pl') await me.page.selectOption('header select', 'pl');
            await me.page.waitForSelector(`.since-box summary:has-text("${heading}")`);
            await me.page.waitForSelector('svg.board .since .path-since', { state: 'attached' });
            const lines = await me.page
              .locator('svg.board .since .path-since')
              .evaluateAll((els) => els.map((e) => e.getAttribute('points') ?? ''));
            expect(
              lines.some((l) => l.startsWith(first)),
              `${lang}: a line from ${left} to ${once.data.path?.[0]} among ${lines.join(' | ')}`,
            ).toBe(true);
            // the Polish lines come from the log read again in Polish (a request): wait for them, not the heading
            if (lang === 'pl')
              await expect
                .poll(() => me.page.locator('.since-box ul').innerText(), {
                  timeout: 20_000,
                  message: 'the turns worded in Polish, not left in English',
                })
                .not.toBe(worded[0]);
            worded.push(await me.page.locator('.since-box ul').innerText());
          }
          expect(worded[1], 'the turns worded in Polish, not left in English').not.toBe(worded[0]);
          break;
        }
      }
      // marches first, so one comes soon
      const open = openChoices(g);
      const moves = open.filter(
        (c: { targets?: { order?: { type?: string } }[] }) => c.targets?.[0]?.order?.type === 'move',
      );
      const sent = moves.length && (await submitRandomOrder(me, id, g, moves, rand));
      expect(sent || (await submitRandomOrder(me, id, g, open, rand)), 'a legal single order').toBe(true);
    }
    await a.ctx.close();
    await b.ctx.close();
  });
});
