import { describe, expect, it } from 'vitest';
import { cursorStepper } from './pack-map-cursor.js';

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
