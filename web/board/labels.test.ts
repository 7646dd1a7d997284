/**
 * Issue 3: on the Ostatnia Wojna Cesarzy board no place label sits under or over a counter. Boxes are
 * computed from the same geometry the renderer draws with (labels.ts, geometry.ts) for every place of
 * the OWC map and every piece of realistic mid-game views (the module's set-up plus random legal
 * batches with fixed seeds), and for a crowded worst case.
 */
import { describe, expect, it } from 'vitest';
import { mergeBoard, type BoardView } from '../../rules/core/board.js';
import { SeededDice } from '../../rules/core/dice.js';
import { playRandomBatches } from '../../rules/core/random-play.js';
import owc from '../../rules/games/ostatnia-wojna-cesarzy/index.js';
import { counterSize, layoutBoard } from './geometry.js';
import { costBox, intersects, placeLabels, stackFootprints, stackOffset, textWidth, type Box } from './labels.js';

const midGameView = (seed: number, batches: number) => {
  const dice = new SeededDice(seed);
  const s = playRandomBatches(owc, owc.setup('A', {}, dice), dice, batches);
  const v = owc.view(s, owc.status(s).waitingFor[0] ?? null);
  return { ...v, board: mergeBoard(owc.staticBoard(s), v.board) };
};
const midGame = (seed: number, batches: number): BoardView => midGameView(seed, batches).board;

/** every label × counter / stack count / other label intersection, by name */
const clashes = (board: BoardView) => {
  const layout = layoutBoard(board);
  const stacks = stackFootprints(board, layout);
  const labels = placeLabels(board, layout, stacks);
  const things: [string, Box][] = stacks.flatMap((s) => [
    [`stack ${s.cell}`, s.counters] as [string, Box],
    ...(s.count ? [[`count ${s.cell}`, s.count] as [string, Box]] : []),
  ]);
  const hits: string[] = [];
  for (const l of labels) for (const [what, b] of things) if (intersects(l.box, b)) hits.push(`${l.name} × ${what}`);
  labels.forEach((l, i) =>
    labels.slice(i + 1).forEach((m) => intersects(l.box, m.box) && hits.push(`${l.name} × ${m.name}`)),
  );
  return { labels, stacks, hits };
};

describe('place labels and counters (issue 3)', () => {
  it('OWC setup + random batches (seeds 7, 11, 23): every place labelled, 0 box intersections with counters, counts or labels', () => {
    for (const [seed, n] of [
      [7, 30],
      [11, 60],
      [23, 120],
    ] as const) {
      const board = midGame(seed, n);
      const { labels, stacks, hits } = clashes(board);
      expect(board.places!.length).toBe(51);
      expect(labels.map((l) => l.cell).sort()).toEqual(board.places!.map((p) => p.cell).sort());
      expect(stacks.reduce((a, s) => a + s.n, 0)).toBe(board.pieces.length);
      expect(hits, `seed ${seed}`).toEqual([]);
      // names stay whole in a real position (condensing is allowed, shortening is not needed)
      expect(
        labels.filter((l) => l.shortened).map((l) => l.name),
        `seed ${seed}`,
      ).toEqual([]);
    }
  });

  it('target costs (every target of every unit that may act, seed 7 in three movement phases): 0 intersections with labels', () => {
    for (const [seed, n] of [
      [7, 50],
      [7, 2],
      [7, 40],
    ] as const) {
      const v = midGameView(seed, n);
      const layout = layoutBoard(v.board);
      const labels = placeLabels(v.board, layout);
      const occupied = new Set(v.board.pieces.map((p) => p.cell));
      const cells = new Set(
        v.options.choices.flatMap((c) => (c.targets ?? []).filter((t) => t.cost !== undefined).map((t) => t.cell)),
      );
      expect(cells.size, `seed ${seed} after ${n}`).toBeGreaterThan(15);
      const hits = [...cells].flatMap((cell) =>
        labels
          .filter((l) => intersects(l.box, costBox(v.board.grid, occupied.has(cell), layout.centers.get(cell)!)))
          .map((l) => `${l.name} × cost ${cell}`),
      );
      expect(hits).toEqual([]);
    }
  });

  it('a place under a stack moves its name to the strip above (or below) the stack', () => {
    const board = midGame(7, 30);
    const { labels, stacks } = clashes(board);
    const layout = layoutBoard(board);
    const held = labels.filter((l) => stacks.some((s) => s.cell === l.cell));
    expect(held.length).toBeGreaterThan(3);
    expect(held.filter((l) => l.box.y < layout.centers.get(l.cell)!.y).length).toBeGreaterThan(held.length / 2);
    for (const l of held) {
      const st = stacks.find((s) => s.cell === l.cell)!;
      const c = layout.centers.get(l.cell)!;
      expect(l.box.y >= st.counters.y + st.counters.h || l.box.y + l.box.h <= st.counters.y, l.name).toBe(true);
      expect([-26.48, 25.48]).toContainEqual(+(l.box.y + l.box.h / 2 - c.y).toFixed(2));
    }
  });

  it('worst case: every OWC place and all its neighbours hold 3-stacks with status dots; still 0 intersections', () => {
    const base = midGame(7, 0);
    const layout = layoutBoard(base);
    const near = new Set<string>();
    for (const p of base.places!) {
      const c = layout.centers.get(p.cell)!;
      for (const [cell, q] of layout.centers) if (Math.hypot(q.x - c.x, q.y - c.y) < 60) near.add(cell);
    }
    const pieces = [...near].flatMap((cell) =>
      [0, 1, 2].map((i) => ({
        id: `${cell}-${i}`,
        cell,
        side: 'allies',
        label: 'XIV',
        symbol: 'infantry',
        values: ['2', '9'],
        status: ['cl'],
      })),
    );
    const board: BoardView = { ...base, pieces };
    const { labels, hits } = clashes(board);
    expect(near.size).toBeGreaterThan(200);
    expect(labels).toHaveLength(51);
    expect(hits).toEqual([]);
    // crowded: 23 names a little smaller, 9 condensed, one shortened, and that one keeps its victory points
    expect(labels.filter((l) => l.shortened).map((l) => l.text)).toEqual(['Stanisł… (2)']);
    expect([
      labels.filter((l) => l.size < 7.5).length,
      labels.filter((l) => l.condensed && !l.shortened).length,
    ]).toEqual([23, 9]);
  });

  it('stacks: the counters fan out at most 3 units whatever their number; the label font is DejaVu-true', () => {
    expect([2, 3, 6].map((n) => stackOffset(n - 1, n) - stackOffset(0, n))).toEqual([2.6, 3, 3]);
    expect(stackOffset(0, 1)).toBe(0);
    expect(counterSize({ kind: 'hex', orientation: 'flat', offset: 'even' })).toBeCloseTo(33.6, 5);
    // advances measured in Chromium (canvas, bold 100px): T 68, o 69, m 104, a 67, s 60, z 58, ó 69, w 92
    expect(textWidth('Tomaszów', 100)).toBeCloseTo(587, 5);
  });
});
