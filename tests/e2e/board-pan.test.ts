import { describe, expect, it } from 'vitest';
import wojna from '../../rules/games/wojna-o-niepodleglosc/index.js';
import { layoutBoard } from '../../web/board/geometry.js';
import { harnessStack, openingOf, renderOnHarness } from './board-harness-stack.js';

/**
 * A pan or a zoom ends with the SVG's viewBox as it was (web/board/gestures.ts draw): a new viewBox would
 * lay out every element of the board again (~3,500 on Olszynka's). While what is drawn still covers the
 * screen at a scale within bounds, the view is carried there by a CSS transform on the two SVG elements
 * (`carry`: nothing in them laid out or painted again); otherwise the board's inner group is moved, and
 * scaled for a zoom. What a player sees must not tell them apart: every target and cell label lies where
 * the view asked for (`data-view`) puts its cell, after a zoom in, a pan, a zoom back out and a zoom far out.
 */
const harness = harnessStack('rozkaz-board-pan-');

interface Seen {
  viewBox: string | null;
  view: number[];
  shift: string | null;
  /** the board SVG's CSS transform (a carried view), '' when none */
  css: string;
  rect: { left: number; top: number; width: number; height: number };
  targets: { cell: string; x: number; y: number }[];
  /** the cells' labels, in their own SVG under the board's (web/board/map-layers.tsx CellLabels) */
  labels: { viewBox: string | null; shift: string | null; css: string; at: { cell: string; x: number }[] };
}
const seen = (page: import('playwright-core').Page): Promise<Seen> =>
  page.evaluate(() => {
    const svg = document.querySelector('svg.board')!;
    const r = svg.closest('.board-wrap')!.getBoundingClientRect();
    return {
      viewBox: svg.getAttribute('viewBox'),
      view: (svg.getAttribute('data-view') ?? '').split(' ').map(Number),
      shift: svg.querySelector('g.view')!.getAttribute('transform'),
      css: (svg as SVGSVGElement).style.transform,
      rect: { left: r.left, top: r.top, width: r.width, height: r.height },
      labels: {
        viewBox: document.querySelector('svg.board-labels')!.getAttribute('viewBox'),
        shift: document.querySelector('svg.board-labels g.labels-view')!.getAttribute('transform'),
        css: document.querySelector<SVGSVGElement>('svg.board-labels')!.style.transform,
        at: [...document.querySelectorAll('svg.board-labels .cell-labels text')].slice(0, 40).map((t) => {
          const b = t.getBoundingClientRect();
          return { cell: t.textContent ?? '', x: b.left + b.width / 2 };
        }),
      },
      targets: [...svg.querySelectorAll('[data-target] polygon.target')].map((p) => {
        const b = p.getBoundingClientRect();
        return {
          cell: p.parentElement!.getAttribute('data-target')!,
          x: b.left + b.width / 2,
          y: b.top + b.height / 2,
        };
      }),
    };
  });

/** the board SVG's CSS scale (1: none) */
const cssScale = (s: Seen): number => Number(/scale\(([\d.]+)\)/.exec(s.css)?.[1] ?? 1);

/** the group's scale (1: none) */
const scaleOf = (s: Seen): number => Number(/scale\(([\d.]+)\)/.exec(s.shift ?? '')?.[1] ?? 1);

describe('a pan in Chromium (Wojna, warsaw-1920, a unit selected with its targets)', () => {
  it('keeps the viewBox and moves (and for a zoom scales) the board group; each target lies where the view puts its cell', async () => {
    const shown = openingOf(wojna, 'warsaw-1920', 7);
    const { centers } = layoutBoard(shown.board);
    const page = await renderOnHarness(harness, shown);
    await page.focus('svg.board');
    const opened = await seen(page);
    await page.keyboard.press('+');
    // the gesture's end: 180 ms without a key
    await page.waitForTimeout(500);
    const zoomed = await seen(page);
    // a zoom keeps the viewBox and the group as drawn: the SVG element is scaled (its CSS transform)
    expect(zoomed.viewBox, 'a zoom keeps the viewBox').toBe(opened.viewBox);
    expect(zoomed.view[2]).toBeLessThan(opened.view[2]);
    expect(zoomed.shift, 'a zoom carried: the group as drawn').toBe(opened.shift);
    expect(cssScale(zoomed), 'a zoom scales the SVG element').toBeGreaterThan(1.05);
    for (const k of ['ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(k);
    await page.waitForTimeout(500);
    const panned = await seen(page);
    expect(panned.viewBox, 'a pan keeps the viewBox').toBe(zoomed.viewBox);
    expect(panned.view[0]).toBeGreaterThan(zoomed.view[0] + 50);
    expect(panned.view[1]).toBeGreaterThan(zoomed.view[1] + 20);
    expect(panned.shift, 'a pan carried: the group as drawn').toBe(zoomed.shift);
    expect(cssScale(panned), 'a pan keeps the scale').toBe(cssScale(zoomed));
    // where the view puts a board point (preserveAspectRatio meet), worked out here from data-view alone
    const onScreen = (s: Seen, cell: string) => {
      const [x, y, w, h] = s.view;
      const k = Math.min(s.rect.width / w, s.rect.height / h);
      const c = centers.get(cell)!;
      return {
        x: s.rect.left + (s.rect.width - w * k) / 2 + (c.x - x) * k,
        y: s.rect.top + (s.rect.height - h * k) / 2 + (c.y - y) * k,
      };
    };
    for (const s of [zoomed, panned]) {
      // the labels' SVG drawn with the board's viewBox, shift and CSS transform, each label centred over its cell
      expect(s.labels.viewBox).toBe(s.viewBox);
      expect(s.labels.shift).toBe(s.shift);
      expect(s.labels.css).toBe(s.css);
      expect(s.labels.at.length, 'labels drawn').toBeGreaterThan(5);
      for (const l of s.labels.at) expect(Math.abs(l.x - onScreen(s, l.cell).x), `label ${l.cell}`).toBeLessThan(1);
      expect(s.targets.length, 'the selected unit has targets').toBeGreaterThan(2);
      for (const t of s.targets) {
        const want = onScreen(s, t.cell);
        expect(Math.abs(t.x - want.x), `${t.cell} across`).toBeLessThan(1);
        expect(Math.abs(t.y - want.y), `${t.cell} down`).toBeLessThan(1);
      }
    }
    await page.keyboard.press('-');
    await page.waitForTimeout(500);
    const out = await seen(page);
    expect(out.viewBox, 'a zoom back out keeps the viewBox').toBe(opened.viewBox);
    expect(out.view[2]).toBeGreaterThan(panned.view[2]);
    expect(out.targets.length).toBeGreaterThan(2);
    for (const t of out.targets) {
      expect(Math.abs(t.x - onScreen(out, t.cell).x)).toBeLessThan(1);
      expect(Math.abs(t.y - onScreen(out, t.cell).y)).toBeLessThan(1);
    }
    // zoomed far out, the part drawn no longer covers the screen: the group is scaled inside the SVG, no CSS transform
    for (let i = 0; i < 3; i++) await page.keyboard.press('-');
    await page.waitForTimeout(500);
    const far = await seen(page);
    expect(far.viewBox, 'a far zoom keeps the viewBox').toBe(opened.viewBox);
    expect(far.css, 'redrawn: no CSS transform left').toBe('');
    expect(scaleOf(far), 'the group scaled').toBeLessThan(scaleOf(opened) * 0.95);
    expect(far.labels.shift).toBe(far.shift);
    for (const t of far.targets) {
      expect(Math.abs(t.x - onScreen(far, t.cell).x)).toBeLessThan(1);
      expect(Math.abs(t.y - onScreen(far, t.cell).y)).toBeLessThan(1);
    }
    await page.close();
  });
});
