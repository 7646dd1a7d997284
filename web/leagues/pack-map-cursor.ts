/**
 * The map painter's keyboard cursor (PackMap.tsx): arrows step a cell along the grid's columns and
 * rows, as the board lays its cells out (offset coordinates for hexes, squares alike).
 */
import type { CellView } from '../../rules/core/board.js';

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
