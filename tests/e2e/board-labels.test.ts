import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../rules/core/dice.js';
import { playRandomBatches } from '../../rules/core/random-play.js';
import { boardOf, harnessStack, renderOnHarness, type ShownBoard } from './board-harness-stack.js';
import { layoutBoard } from '../../web/board/geometry.js';
import owc from '../../rules/games/ostatnia-wojna-cesarzy/index.js';
import { SIZES } from './page-checks.js';
import { ARTIFACTS } from './stack.js';

/**
 * Issue 3: place names on the Ostatnia Wojna Cesarzy board never sit under or over a counter. The real
 * renderer draws a mid-game board in Chromium with a unit selected; the browser's own boxes of every
 * place label, counter, stack count and target cost are compared, at desktop and phone sizes, fitted and
 * zoomed in.
 */
const harness = harnessStack('rozkaz-labels-');

/** the module's set-up and random legal batches with a fixed seed: a realistic mid-game view */
const midGame = (seed: number, batches: number): ShownBoard => {
  const dice = new SeededDice(seed);
  return boardOf(owc, playRandomBatches(owc, owc.setup('A', {}, dice), dice, batches));
};

interface R {
  x: number;
  y: number;
  w: number;
  h: number;
  what: string;
}

describe('OWC place labels and counters in Chromium', () => {
  for (const [size, vp] of Object.entries(SIZES))
    it(`no place label intersects a counter, a stack count or a cost (${size} ${vp.width}×${vp.height}, fitted and zoomed)`, async () => {
      const shown = midGame(7, 50);
      const { board } = shown;
      // as a player composing: the first unit that may act is selected, its targets show their costs
      const page = await renderOnHarness(harness, shown, { viewport: vp, deviceScaleFactor: size === 'phone' ? 2 : 1 });
      expect(await page.locator('svg.board [data-target]').count()).toBeGreaterThan(3);
      // the busiest place: the one with most pieces within two hexes, to zoom in on
      const busy = (board.places ?? [])
        .map((p) => p.cell)
        .sort(
          (a, b) => board.pieces.filter((x) => x.cell === b).length - board.pieces.filter((x) => x.cell === a).length,
        )[0];
      const boxes = () =>
        page.evaluate(() => {
          const r = (e: Element, what: string) => {
            const b = e.getBoundingClientRect();
            return { x: b.x, y: b.y, w: b.width, h: b.height, what };
          };
          return {
            labels: [...document.querySelectorAll('svg.board .place-label')].map((e) => r(e, e.textContent ?? '')),
            counters: [
              ...document.querySelectorAll(
                'svg.board .stack .counter > rect.face, svg.board .stack rect.under, svg.board .stack .counter.hidden-piece > rect:first-of-type',
              ),
            ].map((e) => r(e, `counter ${e.closest('[data-stack]')!.getAttribute('data-stack')}`)),
            counts: [
              ...[...document.querySelectorAll('svg.board .stack-count circle')].map((e) =>
                r(e, `count ${e.closest('[data-stack]')!.getAttribute('data-stack')}`),
              ),
              ...[...document.querySelectorAll('svg.board [data-target] rect')].map((e) =>
                r(e, `cost ${e.closest('[data-target]')!.getAttribute('data-target')}`),
              ),
            ],
          };
        });
      const hits = (b: { labels: R[]; counters: R[]; counts: R[] }) => {
        const out: string[] = [];
        const meet = (a: R, c: R) => a.x < c.x + c.w && c.x < a.x + a.w && a.y < c.y + c.h && c.y < a.y + a.h;
        for (const l of b.labels)
          for (const c of [...b.counters, ...b.counts]) if (meet(l, c)) out.push(`${l.what} × ${c.what}`);
        b.labels.forEach((l, i) =>
          b.labels.slice(i + 1).forEach((m) => meet(l, m) && out.push(`${l.what} × ${m.what}`)),
        );
        return out;
      };
      const fitted = await boxes();
      expect(fitted.labels.length).toBe(board.places!.length);
      expect(fitted.counters.length).toBe(board.pieces.length);
      expect(hits(fitted)).toEqual([]);
      await page.screenshot({ path: join(ARTIFACTS, `owc-labels-fit-${vp.width}x${vp.height}.png`) });
      // zoom in on the busiest place as a player would (keyboard zoom about the centre, then pan there)
      await page.evaluate((c) => {
        const svg = document.querySelector('svg.board')!;
        const w = 340,
          h = w * (svg.clientHeight / svg.clientWidth);
        svg.setAttribute('viewBox', `${c.x - w / 2} ${c.y - h / 2} ${w} ${h}`);
      }, layoutBoard(board).centers.get(busy)!);
      const zoomed = await boxes();
      expect(hits(zoomed)).toEqual([]);
      await page.screenshot({ path: join(ARTIFACTS, `owc-labels-zoom-${vp.width}x${vp.height}.png`) });
      await page.close();
    });
});
