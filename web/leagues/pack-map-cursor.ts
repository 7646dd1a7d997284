/**
 * The map painter's geometry (PackMap.tsx): its keyboard cursor, whose arrows step a cell along the
 * grid's columns and rows as the board lays its cells out (offset coordinates for hexes, squares
 * alike), the cell across an edge, and whether two cells touch.
 */
import type { CellView } from '../../rules/core/board.js';
import { cellAt, type Layout, type Point, polygonPoints } from '../board/geometry.js';

export const CURSOR_KEYS = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
} as const satisfies Record<string, readonly [number, number]>;
export type CursorKey = keyof typeof CURSOR_KEYS;
export const isCursorKey = (k: string): k is CursorKey => Object.hasOwn(CURSOR_KEYS, k);

/**
 * Where the cursor goes from `from` on `key`: the next cell that way, past a gap in the grid of up to
 * three cells (a map that is not a rectangle); staying put at the map's edge. No cursor yet: the cell
 * in the middle of the list.
 */
export const cursorStepper = (cells: readonly Pick<CellView, 'label' | 'col' | 'row'>[]) => {
  const at = new Map(cells.map((c) => [`${c.col},${c.row}`, c.label]));
  const of = new Map(cells.map((c) => [c.label, c]));
  return (from: string | null, key: CursorKey): string | null => {
    const c = from ? of.get(from) : undefined;
    if (!c) return cells[Math.floor(cells.length / 2)]?.label ?? null;
    const [dx, dy] = CURSOR_KEYS[key];
    for (let n = 1; n <= 4; n++) {
      const next = at.get(`${c.col + dx * n},${c.row + dy * n}`);
      if (next) return next;
    }
    return from;
  };
};

/** the neighbour across the edge of `cell` nearest to point `q`: that edge's midpoint, doubled, is the neighbour's centre */
export const acrossEdge = (layout: Layout, cell: string, q: Point): string | null => {
  const c = layout.centers.get(cell)!;
  const n = layout.corners.length;
  const mids = layout.corners.map((p, i) => ({
    x: (p.x + layout.corners[(i + 1) % n].x) / 2,
    y: (p.y + layout.corners[(i + 1) % n].y) / 2,
  }));
  const d = (p: Point) => (p.x - (q.x - c.x)) ** 2 + (p.y - (q.y - c.y)) ** 2;
  const m = mids.reduce((best, p) => (d(p) < d(best) ? p : best));
  return cellAt(layout, { x: c.x + 2 * m.x, y: c.y + 2 * m.y });
};

/** whether two cells touch: their centres closer than a little more than twice an edge's midpoint from a centre */
export const touching = (layout: Pick<Layout, 'centers' | 'corners'>, a: string, b: string): boolean => {
  const p = layout.centers.get(a),
    q = layout.centers.get(b);
  const step = Math.hypot(
    (layout.corners[0].x + layout.corners[1].x) / 2,
    (layout.corners[0].y + layout.corners[1].y) / 2,
  );
  return !!p && !!q && a !== b && Math.hypot(p.x - q.x, p.y - q.y) < 2.2 * step;
};

/** outlines round `cells` (the cursor's, a mark's), as SVG: each cell's hexagon or square scaled by `scale`, with `attrs` */
export const ringSvg = (layout: Layout, cells: Iterable<string>, attrs: string, scale: number): string => {
  const corners = layout.corners.map((q) => ({ x: q.x * scale, y: q.y * scale }));
  return [...cells]
    .filter((c) => layout.centers.has(c))
    .map((c) => `<polygon data-c="${c}" points="${polygonPoints(corners, layout.centers.get(c)!)}" ${attrs}/>`)
    .join('');
};
