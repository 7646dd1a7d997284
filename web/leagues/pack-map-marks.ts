/**
 * The marks of a painted map (stations, supply bases, regions) as the board draws them: the features
 * of its cells. The board the painter shows was built from the pack as loaded; once a mark is edited,
 * the painter draws the features these cells carry instead of the board's own (PackMap.tsx).
 */
import type { CellView } from '../../rules/core/board.js';
import { markedCells, markLists } from '../../rules/core/pack-kit.js';
import type { MapPart } from './pack-map-edits.js';

/**
 * The board's cells with the features the pack's marks give them now: every legend a mark of `part`
 * is drawn by is taken off each cell and given again to the cells its lists mark (a legend of several
 * marks, as both sides' bases: the cells of any of them); a cell's other features are kept. A cell
 * whose features stay as they were is the same object, so a caller can tell what changed.
 */
export const cellsWithMarks = (cells: readonly CellView[], content: unknown, part: MapPart): CellView[] => {
  const byLegend = new Map<string, Set<string>>();
  for (const m of part.marks ?? []) {
    if (!m.legend) continue;
    const at = byLegend.get(m.legend) ?? new Set<string>();
    for (const list of markLists(content, m)) for (const c of markedCells(content, m, list)) at.add(c);
    byLegend.set(m.legend, at);
  }
  if (!byLegend.size) return [...cells];
  return cells.map((c) => {
    const was = c.features ?? [];
    const now = [
      ...was.filter((f) => !byLegend.has(f)),
      ...[...byLegend].filter(([, at]) => at.has(c.label)).map(([legend]) => legend),
    ];
    if (now.length === was.length && now.every((f) => was.includes(f))) return c;
    const { features: _, ...rest } = c;
    return now.length ? { ...rest, features: now } : rest;
  });
};
