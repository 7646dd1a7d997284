import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import owc from '../../rules/games/ostatnia-wojna-cesarzy/index.js';
import tannenberg from '../../rules/games/tannenberg-1914/index.js';
import type { GameModule } from '../../rules/core/contract.js';
import { harnessStack, openingOf, renderOnHarness } from './board-harness-stack.js';
import { SIZES } from './page-checks.js';
import { ARTIFACTS } from './stack.js';

/**
 * The board's static map is shown as a bitmap under the SVG (web/board/useMapBitmap.ts). Drawn in
 * Chromium, the board with its bitmap must look as the SVG's own map does: the same picture, pixel for
 * pixel but for anti-aliasing, fitted and after a zoom, at device pixel ratios 1 and 2. Fitted, the
 * bitmap is rastered from the map's paths; the zoom comes after the master picture is drawn, so the
 * zoomed bitmap is a resample of one of its levels (`data-source`).
 */
const harness = harnessStack('rozkaz-bitmap-');

/** the board as a PNG, as the page shows it */
const shot = async (page: Page, name: string): Promise<string> => {
  const box = (await page.locator('.board-wrap').boundingBox())!;
  const png = await page.screenshot({ clip: box, path: join(ARTIFACTS, `${name}.png`) });
  return png.toString('base64');
};

/** the share of pixels two PNGs of one size differ in by more than `tol` in a channel, read by the page */
const differ = (page: Page, a: string, b: string, tol = 48): Promise<number> =>
  page.evaluate(
    async ([a, b, tol]) => {
      const read = async (src: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${src}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, c.width, c.height).data;
      };
      const [x, y] = [await read(a), await read(b)];
      let n = 0;
      for (let i = 0; i < x.length; i += 4)
        if (Math.max(Math.abs(x[i] - y[i]), Math.abs(x[i + 1] - y[i + 1]), Math.abs(x[i + 2] - y[i + 2])) > tol) n++;
      return n / (x.length / 4);
    },
    [a, b, tol] as const,
  );

/** the board with its bitmap against the SVG's own map (under 2 % of pixels apart), and against no map (the map fills the board) */
const expectLikeSvg = async (page: Page, name: string) => {
  const withBitmap = await shot(page, `bitmap-${name}`);
  // the SVG's own map instead: the bitmap hidden, the map painted
  await page.evaluate(() => {
    document.querySelector('svg.board')!.classList.remove('has-bitmap');
    (document.querySelector('.map-bitmap') as HTMLElement).style.visibility = 'hidden';
  });
  const vector = await shot(page, `bitmap-${name}-vector`);
  // and no map at all: the comparison is worth something only if the map fills much of the board
  await page.evaluate(() => {
    (document.querySelector('svg.board .map') as SVGElement).style.display = 'none';
  });
  const none = await shot(page, `bitmap-${name}-none`);
  await page.evaluate(() => {
    document.querySelector('svg.board')!.classList.add('has-bitmap');
    (document.querySelector('.map-bitmap') as HTMLElement).style.visibility = '';
    (document.querySelector('svg.board .map') as SVGElement).style.display = '';
  });
  expect(await differ(page, withBitmap, none), `${name}: the map covers the board`).toBeGreaterThan(0.15);
  expect(await differ(page, withBitmap, vector), `${name}: bitmap and SVG map differ`).toBeLessThan(0.02);
};

/** the set-up as the page shows it, no piece selected: nothing over the map but the counters */
const boardOf = (m: GameModule<any, any>, scenario: string) => ({ ...openingOf(m, scenario, 3), options: undefined });

describe('the map bitmap in Chromium', () => {
  for (const [m, scenario, dpr] of [
    [owc, 'D', 1],
    [tannenberg, 'tannenberg-1914', 2],
  ] as const)
    it(`${m.id}: the bitmap shows the map as the SVG draws it, fitted and zoomed in (device pixel ratio ${dpr})`, async () => {
      const page = await renderOnHarness(harness, boardOf(m, scenario), {
        viewport: SIZES.desktop,
        deviceScaleFactor: dpr,
      });
      for (const zoom of ['fitted', 'zoomed']) {
        if (zoom === 'zoomed') {
          // the master picture, drawn while the page is idle, before the zoom
          await page.waitForSelector('.map-bitmap[data-master="drawn"]', { state: 'attached', timeout: 20_000 });
          await page.focus('svg.board');
          await page.keyboard.press('+');
          await page.keyboard.press('+');
          await page.keyboard.press('ArrowRight');
        }
        // the gesture's end (180 ms quiet) and the sharp bitmap drawn after the next frame
        await page.waitForTimeout(600);
        await page.waitForSelector('svg.board.has-bitmap .map', { state: 'attached' });
        const shown = page.locator('.map-bitmap canvas:not([style*="display: none"])');
        expect(await shown.getAttribute('data-source'), zoom).toBe(zoom === 'fitted' ? 'map' : 'master');
        // the zoom's resample is done off the main thread, by the map's worker (resample-worker.ts)
        if (zoom === 'zoomed') expect(await shown.getAttribute('data-by'), zoom).toBe('worker');
        await expectLikeSvg(page, `${m.id}-${zoom}`);
      }
      await page.close();
    });

  it('ostatnia-wojna-cesarzy: a zoom before the master picture is drawn is drawn sharp in bands, and shows the map as the SVG draws it', async () => {
    const page = await renderOnHarness(harness, boardOf(owc, 'D'));
    await page.focus('svg.board');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    expect(await page.locator('.map-bitmap[data-master="drawn"]').count(), 'the master is not drawn yet').toBe(0);
    await page.waitForSelector('.map-bitmap canvas[data-source="bands"]:not([style*="display: none"])', {
      state: 'attached',
      timeout: 20_000,
    });
    await expectLikeSvg(page, 'owc-early-zoom');
    await page.close();
  });
});
