import { describe, expect, it } from 'vitest';
import { facingDegrees, facingFront, facingStep, rotateFacing, vertexEdges, vertexOfEdges } from './facing.js';
import { axial, hexNeighbour } from './hex.js';

describe('facing to a hex edge or a hex vertex (v3)', () => {
  const h = axial(3, 2);
  it('an edge facing fronts one hex: the neighbour across that edge', () => {
    expect(facingFront(h, { kind: 'edge', index: 2 })).toEqual([hexNeighbour(h, 2)]);
  });
  it('a vertex facing fronts the two hexes sharing that corner (vertex 5 lies between edges 5 and 0)', () => {
    expect(vertexEdges(5)).toEqual([5, 0]);
    expect(facingFront(h, { kind: 'vertex', index: 5 })).toEqual([hexNeighbour(h, 5), hexNeighbour(h, 0)]);
    expect(facingFront(h, { kind: 'vertex', index: 1 }, 'pointy')).toEqual([
      hexNeighbour(h, 1, 'pointy'),
      hexNeighbour(h, 2, 'pointy'),
    ]);
  });
  it('edges that touch meet at a vertex; opposite edges do not', () => {
    expect(vertexOfEdges(0, 1)).toBe(0);
    expect(vertexOfEdges(0, 5)).toBe(5);
    expect(vertexOfEdges(5, 0)).toBe(5);
    expect(vertexOfEdges(0, 3)).toBeNull();
  });
  it('half a step turns an edge facing to a vertex facing; twelve half steps come round', () => {
    expect(rotateFacing({ kind: 'edge', index: 0 }, 1)).toEqual({ kind: 'vertex', index: 0 });
    expect(rotateFacing({ kind: 'edge', index: 0 }, -1)).toEqual({ kind: 'vertex', index: 5 });
    expect(rotateFacing({ kind: 'vertex', index: 3 }, 12)).toEqual({ kind: 'vertex', index: 3 });
    expect(facingStep({ kind: 'vertex', index: 2 })).toBe(5);
    expect(facingDegrees({ kind: 'vertex', index: 0 })).toBe(30);
    expect(facingDegrees({ kind: 'edge', index: 3 })).toBe(180);
  });
});
