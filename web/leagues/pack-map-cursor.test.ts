import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../rules/core/board.js';
import { layoutBoard } from '../board/geometry.js';
import { acrossEdge, cursorStepper, touching } from './pack-map-cursor.js';

// a 3×3 grid with its middle cell missing (a map that is not a rectangle)
const cells = [0, 1, 2].flatMap((row) =>
  [0, 1, 2].filter((col) => !(row === 1 && col === 1)).map((col) => ({ label: `${col}${row}`, col, row })),
);

describe('the map painter keyboard cursor', () => {
  const step = cursorStepper(cells);
  it('starts in the middle of the list, then steps by column and row', () => {
    expect(step(null, 'ArrowUp')).toBe('21');
    expect(step('00', 'ArrowRight')).toBe('10');
    expect(step('10', 'ArrowDown')).toBe('12');
    expect(step('12', 'ArrowUp')).toBe('10');
  });
  it('steps over a gap in the grid and stays put at the edge', () => {
    expect(step('01', 'ArrowRight')).toBe('21');
    expect(step('00', 'ArrowLeft')).toBe('00');
    expect(step('22', 'ArrowDown')).toBe('22');
  });
});

describe('the painter on a hex map: the edge clicked and cells that touch', () => {
  // flat-topped hexes, even columns shifted down: 0101's neighbours include 0201 and 0102
  const board: Pick<BoardView, 'grid' | 'cells'> = {
    grid: { kind: 'hex', orientation: 'flat', offset: 'even' },
    cells: [0, 1, 2].flatMap((col) =>
      [0, 1, 2].map((row) => ({ label: `0${col + 1}0${row + 1}`, col, row, terrain: 'clear' })),
    ),
  };
  const layout = layoutBoard(board);
  const at = (a: string, b: string, t: number) => {
    const p = layout.centers.get(a)!,
      q = layout.centers.get(b)!;
    return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
  };
  it('a press inside a hex near its edge with a neighbour names that neighbour', () => {
    expect(acrossEdge(layout, '0101', at('0101', '0102', 0.4))).toBe('0102');
    expect(acrossEdge(layout, '0202', at('0202', '0102', 0.4))).toBe('0102');
  });
  it('neighbours touch; a hex two columns away, or the hex itself, does not', () => {
    expect(touching(layout, '0101', '0102')).toBe(true);
    expect(touching(layout, '0101', '0301')).toBe(false);
    expect(touching(layout, '0101', '0101')).toBe(false);
  });
});
