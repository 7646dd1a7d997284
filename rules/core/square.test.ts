import { describe, expect, it } from 'vitest';
import { SquareGrid, squareDistance } from './square.js';

// An 8×8 board addressed like chess: files a–h, ranks 1–8.
const board = SquareGrid.from({ labels: { kind: 'letter-number', letters: 'col' }, cells: { from: 'a1', to: 'h8' } });

describe('square grids (orthogonal only)', () => {
  it('64 squares labelled a1..h8', () => {
    expect(board.size).toBe(64);
    expect(board.has('d5')).toBe(true);
    expect(board.has('i1')).toBe(false);
    expect(board.offsetOf('d5')).toEqual({ col: 3, row: 5 });
  });
  it('neighbours are the 4 orthogonal squares in direction order up, right, down, left; no diagonals', () => {
    expect(board.neighbours('d5')).toEqual(['d4', 'e5', 'd6', 'c5']);
    expect(board.neighbours('a1')).toEqual(['b1', 'a2']);
    expect(board.adjacent('d5', 'e6')).toBe(false);
    expect(board.direction('d5', 'c5')).toBe(3);
    expect(board.neighbour('a1', 0)).toBeUndefined();
  });
  it('distance is the number of orthogonal steps: a diagonal neighbour is 2 away', () => {
    expect(board.distance('d5', 'e6')).toBe(2);
    expect(board.distance('a1', 'h8')).toBe(14);
    expect(squareDistance({ col: 0, row: 0 }, { col: -2, row: 3 })).toBe(5);
  });
  it('within a range: a diamond, nearest first, clipped by the edge', () => {
    expect(board.within('d5', 1)).toEqual(['d5', 'd4', 'c5', 'e5', 'd6']);
    expect(board.within('d5', 2)).toHaveLength(13);
    expect(board.within('a1', 2)).toHaveLength(6);
  });
  it('edge keys are symmetric and need adjacency; holes in the board are respected', () => {
    expect(board.edgeKey('d5', 'd4')).toBe(board.edgeKey('d4', 'd5'));
    expect(() => board.edgeKey('d5', 'e6')).toThrow(/not orthogonally adjacent/);
    const holed = SquareGrid.from({
      labels: { kind: 'letter-number', letters: 'col' },
      cells: { from: 'a1', to: 'c3', exclude: ['b2'] },
    });
    expect(holed.neighbours('b1')).toEqual(['c1', 'a1']);
    expect(holed.gridSpec()).toEqual({ kind: 'square' });
  });
});
