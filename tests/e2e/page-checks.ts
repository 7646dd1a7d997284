/** What a browser test checks on a page: axe, the two screen sizes, and the board's cells clicked and read. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BoardView } from '../../rules/core/board.js';
import { layoutBoard } from '../../web/board/geometry.js';
import { ARTIFACTS, ROOT } from './stack.js';

const axeSource = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it is now. */
export const axeSerious = async (page: Page): Promise<string[]> => {
  // evaluated through the debugger protocol: the page's CSP (no inline script) stays on, as in production
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const r = await (
      window as unknown as {
        axe: {
          run: (
            c: Document,
            o: unknown,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.join(', ')}`);
};

export const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * Click a cell of the board as a player would, where it is on screen. The map is one path per terrain
 * (no element per cell), so the point comes from the board's own layout and the board group's screen matrix;
 * the cell is scrolled into view first, as a player scrolls to it.
 */
export const clickCell = async (page: Page, board: BoardView, cell: string): Promise<void> => {
  const c = layoutBoard(board).centers.get(cell);
  if (!c) throw new Error(`no cell ${cell} on the board`);
  const at = await page.evaluate((q) => {
    // the board's coordinates are those of its inner group (a pan moves the group, Board.tsx), not the SVG's
    const svg = document.querySelector('svg.board g.view') as SVGGElement;
    // a cell below the fold (a long page on a small screen) is scrolled into view first: a mark the
    // size of a point at the cell's centre, scrolled to by the page and every scrolling box around it
    const mark = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    for (const [k, v] of Object.entries({ x: q.x, y: q.y, width: 0.01, height: 0.01, fill: 'none' }))
      mark.setAttribute(k, String(v));
    svg.appendChild(mark);
    mark.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    mark.remove();
    const s = new DOMPoint(q.x, q.y).matrixTransform(svg.getScreenCTM()!);
    return { x: s.x, y: s.y };
  }, c);
  await page.mouse.click(at.x, at.y);
};

/**
 * The fill the map draws a cell with: the terrain path that holds the cell's outline (the map is one
 * path per fill, web/board/static-svg.ts, each cell a subpath from its first corner).
 */
export const cellFill = async (page: Page, board: BoardView, cell: string): Promise<string | null> => {
  const { centers, corners } = layoutBoard(board);
  const c = centers.get(cell);
  if (!c) throw new Error(`no cell ${cell} on the board`);
  const r = (n: number) => Math.round(n * 100) / 100;
  const start = `M${r(c.x + corners[0].x)} ${r(c.y + corners[0].y)}l`;
  return page.evaluate((st) => {
    for (const p of document.querySelectorAll('svg.board g.map path.cell'))
      if (p.getAttribute('d')?.includes(st)) return p.getAttribute('fill');
    return null;
  }, start);
};

/** Screenshots at both sizes, each checked for sideways overflow and by axe. */
export const shoot = async (page: Page, name: string) => {
  for (const [size, vp] of Object.entries(SIZES)) {
    await page.setViewportSize(vp);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(ARTIFACTS, `${name}-${vp.width}x${vp.height}.png`) });
    // nothing wider than the screen (a long row of dice once pushed the phone layout sideways)
    expect(
      await page.evaluate(() =>
        Math.max(document.documentElement.scrollWidth, document.querySelector('.panel')?.scrollWidth ?? 0),
      ),
      `width of ${name} at ${size}`,
    ).toBeLessThanOrEqual(vp.width);
    expect(await axeSerious(page), `axe on ${name} at ${size}`).toEqual([]);
  }
  await page.setViewportSize(SIZES.desktop);
};
