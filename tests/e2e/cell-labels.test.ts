import { describe, expect, it } from 'vitest';
import { mergeBoard } from '../../rules/core/board.js';
import { SeededDice } from '../../rules/core/dice.js';
import wojna from '../../rules/games/wojna-o-niepodleglosc/index.js';
import { harnessStack } from './board-harness-stack.js';
import { SIZES } from './page-checks.js';

/**
 * The cells' own labels (web/board/cell-labels.ts): a zoom in drops those far beyond the view before
 * the redraw, a zoom out adds the new ones a few hundred a frame after it. Wherever the view rests,
 * the layer ends up holding each label in reach once, and the same labels as before for the same view.
 */
const harness = harnessStack('rozkaz-cell-labels-');

const labels = (page: import('playwright-core').Page) =>
  page.evaluate(() => [...document.querySelectorAll('svg.board .cell-labels text')].map((t) => t.textContent ?? ''));

describe('cell labels in Chromium (Wojna, warsaw-1920: ~700 labels in view)', () => {
  it('a zoom in drops the labels far off screen; a zoom back out adds them over the next frames, each once', async () => {
    const sc = wojna.scenarios.find((s) => s.id.includes('warsaw')) ?? wojna.scenarios[0];
    const state = wojna.setup(sc.id, {}, new SeededDice(7));
    const v = wojna.view(state, wojna.status(state).waitingFor[0] ?? null);
    const board = mergeBoard(wojna.staticBoard(state), v.board);
    const page = await harness.browser.newPage({ viewport: SIZES.desktop });
    await page.goto(harness.url);
    await page.waitForFunction(() => typeof window.renderBoard === 'function');
    // a unit selected, as a player composing: the view comes in on its targets, where the labels are readable
    await page.evaluate(([b, s, o]) => window.renderBoard(b as never, s as never, o as never), [
      board,
      [...wojna.sides],
      v.options,
    ] as const);
    await page.waitForTimeout(800);
    const opened = await labels(page);
    expect(opened.length, 'labels drawn at the opening view').toBeGreaterThan(300);
    expect(new Set(opened).size, 'each label once').toBe(opened.length);
    await page.focus('svg.board');
    for (const k of ['+', '+', '+']) await page.keyboard.press(k);
    await page.waitForTimeout(800);
    const zoomed = await labels(page);
    expect(zoomed.length, 'the labels far beyond the zoomed view are dropped').toBeLessThan(opened.length / 2);
    expect(zoomed.length).toBeGreaterThan(0);
    expect(zoomed.every((l) => opened.includes(l))).toBe(true);
    for (const k of ['-', '-', '-']) await page.keyboard.press(k);
    await page.waitForTimeout(800);
    const back = await labels(page);
    expect(new Set(back).size, 'each label once').toBe(back.length);
    expect([...back].sort()).toEqual([...opened].sort());
    await page.close();
  });
});
