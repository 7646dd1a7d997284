/**
 * Facing to a hex edge or to a hex vertex (v3). Edge d is numbered as in hex.ts (0 = top edge on
 * flat hexes, top-right on pointy, then clockwise); vertex v is the corner between edge v and edge
 * v+1, so it lies half a step clockwise of edge v. Some games face a unit across an edge (its front
 * is one hex), others toward a corner (its front is the two hexes sharing that corner).
 */
import { hexNeighbour, type Axial, type HexOrientation } from './hex.js';

export type FacingKind = 'edge' | 'vertex';
export interface HexFacing {
  kind: FacingKind;
  /** 0..5 */
  index: number;
}

const mod6 = (n: number): number => ((n % 6) + 6) % 6;

/** The two edges meeting at vertex v (clockwise order). */
export const vertexEdges = (v: number): [number, number] => [mod6(v), mod6(v + 1)];

/** The vertex where two adjacent edges meet; null when the edges do not touch. */
export const vertexOfEdges = (a: number, b: number): number | null => {
  if (mod6(b - a) === 1) return mod6(a);
  if (mod6(a - b) === 1) return mod6(b);
  return null;
};

/** A facing as twelfths of a turn clockwise from edge 0: edge d = 2d, vertex v = 2v + 1. */
export const facingStep = (f: HexFacing): number => 2 * mod6(f.index) + (f.kind === 'vertex' ? 1 : 0);
export const facingOfStep = (step: number): HexFacing => {
  const s = ((step % 12) + 12) % 12;
  return { kind: s % 2 ? 'vertex' : 'edge', index: s >> 1 };
};

/** Turned by `steps` twelfths clockwise (negative: anticlockwise); a half step turns an edge facing to a vertex. */
export const rotateFacing = (f: HexFacing, steps: number): HexFacing => facingOfStep(facingStep(f) + steps);

/** The hexes a facing points at: across the edge (one), or the two sharing the vertex. */
export const facingFront = (h: Axial, f: HexFacing, o: HexOrientation = 'flat'): Axial[] =>
  f.kind === 'edge' ? [hexNeighbour(h, f.index, o)] : vertexEdges(f.index).map((d) => hexNeighbour(h, d, o));

/** Degrees clockwise from edge 0's direction, for drawing: an edge is 60° per step, a vertex 30° past its edge. */
export const facingDegrees = (f: HexFacing): number => 30 * facingStep(f);
