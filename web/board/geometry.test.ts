import { describe, expect, it } from 'vitest';
import {
  cellAt,
  cellCenter,
  cellCorners,
  facingAngle,
  HEX_SIZE,
  layoutBoard,
  sharedEdge,
  SQUARE_SIZE,
} from './geometry.js';

const flatOdd = { kind: 'hex', orientation: 'flat', offset: 'odd' } as const;
const flatEven = { kind: 'hex', orientation: 'flat', offset: 'even' } as const;
const pointyOdd = { kind: 'hex', orientation: 'pointy', offset: 'odd' } as const;
const square = { kind: 'square' } as const;
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('hex pixel geometry', () => {
  it('flat odd-q: odd columns sit half a hex lower; neighbours are sqrt(3)·size apart', () => {
    const a = cellCenter(flatOdd, 0, 0),
      b = cellCenter(flatOdd, 1, 0),
      c = cellCenter(flatOdd, 0, 1);
    expect(b.y - a.y).toBeCloseTo((Math.sqrt(3) / 2) * HEX_SIZE);
    expect(b.x - a.x).toBeCloseTo(1.5 * HEX_SIZE);
    expect(dist(a, b)).toBeCloseTo(Math.sqrt(3) * HEX_SIZE);
    expect(dist(a, c)).toBeCloseTo(Math.sqrt(3) * HEX_SIZE);
  });
  it('flat even-q: even columns are the shoved ones', () => {
    expect(cellCenter(flatEven, 0, 0).y).toBeGreaterThan(cellCenter(flatEven, 1, 0).y);
    expect(cellCenter(flatEven, -2, 0).y).toBeCloseTo(cellCenter(flatEven, 0, 0).y);
  });
  it('pointy odd-r: odd rows shift right by half a hex', () => {
    const a = cellCenter(pointyOdd, 0, 0),
      b = cellCenter(pointyOdd, 0, 1);
    expect(b.x - a.x).toBeCloseTo((Math.sqrt(3) / 2) * HEX_SIZE);
    expect(b.y - a.y).toBeCloseTo(1.5 * HEX_SIZE);
    expect(dist(a, b)).toBeCloseTo(Math.sqrt(3) * HEX_SIZE);
  });
  it('a flat hex has a flat top: two corners share the smallest y', () => {
    const ys = cellCorners(flatOdd).map((p) => p.y);
    expect(ys.filter((y) => Math.abs(y - Math.min(...ys)) < 1e-6)).toHaveLength(2);
    const pys = cellCorners(pointyOdd).map((p) => p.y);
    expect(pys.filter((y) => Math.abs(y - Math.min(...pys)) < 1e-6)).toHaveLength(1);
  });
  it('the shared edge of two neighbours is one edge long and lies on both hexes', () => {
    const a = cellCenter(flatOdd, 2, 3),
      b = cellCenter(flatOdd, 3, 3);
    const [p, q] = sharedEdge(flatOdd, a, b);
    expect(dist(p, q)).toBeCloseTo(HEX_SIZE, 1);
    for (const e of [p, q]) {
      expect(dist(e, a)).toBeCloseTo(HEX_SIZE, 1);
      expect(dist(e, b)).toBeCloseTo(HEX_SIZE, 1);
    }
  });
  it('squares: centres one side apart, edges one side long', () => {
    const a = cellCenter(square, 0, 0),
      b = cellCenter(square, 1, 0);
    expect(dist(a, b)).toBe(SQUARE_SIZE);
    const [p, q] = sharedEdge(square, a, b);
    expect(p.x).toBe(SQUARE_SIZE);
    expect(dist(p, q)).toBe(SQUARE_SIZE);
  });
  it('facing 0 points up on flat hexes and squares, to the upper right on pointy hexes', () => {
    expect(facingAngle(flatOdd, 0)).toBe(-90);
    expect(facingAngle(flatOdd, 3)).toBe(90);
    expect(facingAngle(pointyOdd, 0)).toBe(-60);
    expect(facingAngle(square, 1)).toBe(0);
  });
  it('facing a vertex (v3) points 30° past its edge: vertex 0 of a flat hex is its upper-right corner', () => {
    expect(facingAngle(flatOdd, 0, 'vertex')).toBe(-60);
    expect(facingAngle(pointyOdd, 5, 'vertex')).toBe(270);
    // the drawn direction is that of one of the hex's corners seen from its centre
    const angles = cellCorners(flatOdd).map((p) => Math.round((Math.atan2(p.y, p.x) * 180) / Math.PI));
    expect(angles).toContain(facingAngle(flatOdd, 0, 'vertex'));
    expect(angles).toContain(facingAngle(flatOdd, 2, 'vertex'));
  });
  it('facing d points from a flat hex to its neighbour in direction d', () => {
    // odd-q, even column: N=(0,-1) NE=(+1,-1) SE=(+1,0) S=(0,+1) SW=(-1,0) NW=(-1,-1)
    const from = cellCenter(flatOdd, 4, 4);
    const nbr = [
      [4, 3],
      [5, 3],
      [5, 4],
      [4, 5],
      [3, 4],
      [3, 3],
    ];
    nbr.forEach(([c, r], d) => {
      const to = cellCenter(flatOdd, c, r);
      const ang = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
      expect(((ang - facingAngle(flatOdd, d) + 540) % 360) - 180).toBeCloseTo(0, 5);
    });
  });
  it('layout bounds enclose every cell', () => {
    const cells = [] as { label: string; col: number; row: number; terrain: string }[];
    for (let c = 0; c < 5; c++)
      for (let r = 0; r < 4; r++) cells.push({ label: `${c}${r}`, col: c, row: r, terrain: 'x' });
    const l = layoutBoard({ grid: flatOdd, cells });
    for (const p of l.centers.values()) {
      expect(p.x - HEX_SIZE).toBeGreaterThanOrEqual(l.bounds.x);
      expect(p.x + HEX_SIZE).toBeLessThanOrEqual(l.bounds.x + l.bounds.w);
      expect(p.y + HEX_SIZE).toBeLessThanOrEqual(l.bounds.y + l.bounds.h);
    }
  });
});

describe('the renderer agrees with rules/core/hex.ts (shared geometry)', () => {
  const grids = [
    ['flat', 'odd'],
    ['flat', 'even'],
    ['pointy', 'odd'],
    ['pointy', 'even'],
  ] as const;
  for (const [orientation, offset] of grids)
    it(`${orientation}/${offset}: the neighbour in direction d lies at the facing angle of d, one hex away`, async () => {
      const { axialToOffset, hexNeighbour, offsetToAxial } = await import('../../rules/core/hex.js');
      const grid = { kind: 'hex', orientation, offset } as const;
      for (const [col, row] of [
        [4, 4],
        [5, 4],
        [4, 5],
        [5, 5],
      ]) {
        const from = cellCenter(grid, col, row);
        const a = offsetToAxial({ col, row }, orientation, offset);
        for (let d = 0; d < 6; d++) {
          const o = axialToOffset(hexNeighbour(a, d, orientation), orientation, offset);
          const to = cellCenter(grid, o.col, o.row);
          expect(dist(from, to)).toBeCloseTo(Math.sqrt(3) * HEX_SIZE);
          const ang = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
          // facing names an edge; the neighbour across edge d lies along that edge's normal
          const normal = facingAngle(grid, d);
          expect(Math.abs(((ang - normal + 540) % 360) - 180), `${col},${row} d${d}`).toBeLessThan(1e-6);
        }
      }
    });
});

describe('cellAt: a board point finds its cell by arithmetic (the map has no element per cell)', () => {
  const grids = [
    { kind: 'hex', orientation: 'flat', offset: 'odd' },
    { kind: 'hex', orientation: 'flat', offset: 'even' },
    { kind: 'hex', orientation: 'pointy', offset: 'odd' },
    { kind: 'hex', orientation: 'pointy', offset: 'even' },
    { kind: 'square' },
  ] as const;
  for (const grid of grids)
    it(`${grid.kind} ${'orientation' in grid ? `${grid.orientation}/${grid.offset}` : ''}: centres, points just inside each corner, and off the map`, () => {
      const cells = [] as { label: string; col: number; row: number; terrain: string }[];
      for (let c = 0; c < 6; c++)
        for (let r = 0; r < 5; r++) cells.push({ label: `${c}.${r}`, col: c, row: r, terrain: 'x' });
      const l = layoutBoard({ grid, cells });
      for (const c of cells) {
        const ctr = l.centers.get(c.label)!;
        expect(cellAt(l, ctr)).toBe(c.label);
        // 95 % of the way to each corner is still inside the cell
        for (const q of l.corners) expect(cellAt(l, { x: ctr.x + q.x * 0.95, y: ctr.y + q.y * 0.95 })).toBe(c.label);
      }
      expect(cellAt(l, { x: l.bounds.x - 100, y: l.bounds.y - 100 })).toBeNull();
      expect(cellAt(l, { x: l.bounds.x + l.bounds.w + 100, y: l.bounds.y + 5 })).toBeNull();
    });
  it('a gap in the map (a position with no cell) answers null, not its neighbour', () => {
    const grid = { kind: 'hex', orientation: 'flat', offset: 'odd' } as const;
    const cells = [
      { label: 'a', col: 0, row: 0, terrain: 'x' },
      { label: 'c', col: 2, row: 0, terrain: 'x' },
    ];
    const l = layoutBoard({ grid, cells });
    expect(cellAt(l, cellCenter(grid, 1, 0))).toBeNull();
  });
});
