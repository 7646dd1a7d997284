import { describe, expect, it } from 'vitest';
import wojna from '../../rules/games/wojna-o-niepodleglosc/index.js';
import { harnessStack, openingOf, renderOnHarness } from './board-harness-stack.js';

/**
 * The cells' own labels (web/board/cell-labels.ts): a zoom in drops those far beyond the view before
 * the redraw, a zoom out adds the new ones a few hundred a frame after it. Wherever the view rests,
 * the layer ends up holding each label in reach once, and the same labels as before for the same view.
 */
const harness = harnessStack('rozkaz-cell-labels-');

const labels = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg.board-labels .cell-labels text')].map((t) => t.textContent ?? ''),
  );

/** the labels once the layer has stopped adding (the same twice, 300 ms apart): frames are slow on a loaded machine */
const settled = async (page: import('playwright-core').Page) => {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = (await labels(page)).join(' ');
        const same = now === last && now !== '';
        last = now;
        return same;
      },
      { timeout: 10_000, interval: 300 },
    )
    .toBe(true);
  return labels(page);
};

describe('cell labels in Chromium (Wojna, warsaw-1920: ~700 labels in view)', () => {
  it('a zoom in drops the labels far off screen; a zoom back out adds them over the next frames, each once', async () => {
    // a unit selected, as a player composing: the view comes in on its targets, where the labels are readable
    const page = await renderOnHarness(harness, openingOf(wojna, 'warsaw-1920', 7));
    const opened = await settled(page);
    expect(opened.length, 'labels drawn at the opening view').toBeGreaterThan(300);
    expect(new Set(opened).size, 'each label once').toBe(opened.length);
    await page.focus('svg.board');
    for (const k of ['+', '+', '+']) await page.keyboard.press(k);
    await page.waitForTimeout(500);
    const zoomed = await settled(page);
    expect(zoomed.length, 'the labels far beyond the zoomed view are dropped').toBeLessThan(opened.length / 2);
    expect(zoomed.length).toBeGreaterThan(0);
    expect(zoomed.every((l) => opened.includes(l))).toBe(true);
    for (const k of ['-', '-', '-']) await page.keyboard.press(k);
    // added 150 a frame, none in a frame that shows the map's new picture: on a loaded machine frames are slow
    const sorted = [...opened].sort().join(' ');
    await expect.poll(async () => [...(await labels(page))].sort().join(' '), { timeout: 10_000 }).toBe(sorted);
    const back = await labels(page);
    expect(new Set(back).size, 'each label once').toBe(back.length);
    expect([...back].sort()).toEqual([...opened].sort());
    await page.close();
  });
});
