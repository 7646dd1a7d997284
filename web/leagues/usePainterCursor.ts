/**
 * The map painter's keyboard cursor (PackMap.tsx): the arrows move it cell to cell, Space or Enter
 * presses its cell (the hexside tool: the edge it just crossed); drawn as a dashed outline.
 */
import { useLayoutEffect, useMemo, useState } from 'preact/hooks';
import type { StaticBoard } from '../../rules/core/board.js';
import type { Layout } from '../board/geometry.js';
import { cursorStepper, isCursorKey, ringSvg, touching } from './pack-map-cursor.js';

export const usePainterCursor = (
  board: StaticBoard,
  layout: Layout,
  layer: () => Element | null | undefined,
  /** a press on `cell`; `other`: the cell across the edge the cursor crossed last */
  act: (cell: string, other: string | null) => void,
) => {
  const step = useMemo(() => cursorStepper(board.cells), [board]);
  const [cursor, setCursor] = useState<{ at: string; from: string | null } | null>(null);
  const key = (e: KeyboardEvent): boolean => {
    if (isCursorKey(e.key) && !e.altKey && !e.ctrlKey && !e.metaKey) {
      const at = step(cursor?.at ?? null, e.key);
      if (at) setCursor({ at, from: cursor?.at !== at ? (cursor?.at ?? null) : cursor.from });
      return true;
    }
    if ((e.key === ' ' || e.key === 'Enter') && cursor) {
      act(cursor.at, cursor.from && touching(layout, cursor.at, cursor.from) ? cursor.from : null);
      return true;
    }
    return false;
  };
  useLayoutEffect(() => {
    const g = layer();
    if (g)
      g.innerHTML = cursor
        ? ringSvg(layout, [cursor.at], 'fill="none" stroke="#000" stroke-width="3" stroke-dasharray="6 4"', 0.9)
        : '';
  }, [cursor]);
  return { cursor: cursor?.at ?? null, key };
};
