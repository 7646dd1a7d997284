import type { BoardView, CellView, GridSpec } from '../../rules/core/board.js';

/** Pixel geometry of a board, from its grid spec and the cells' offset coordinates. */
export interface Point {
  x: number;
  y: number;
}

/** Hex circumradius / square side in SVG user units; the viewBox scales everything else. */
export const HEX_SIZE = 30;
export const SQUARE_SIZE = 60;
const SQRT3 = Math.sqrt(3);

const isShifted = (n: number, offset: 'odd' | 'even'): boolean => {
  const odd = ((n % 2) + 2) % 2 === 1;
  return offset === 'odd' ? odd : !odd;
};

export const cellCenter = (grid: GridSpec, col: number, row: number): Point => {
  if (grid.kind === 'square') return { x: (col + 0.5) * SQUARE_SIZE, y: (row + 0.5) * SQUARE_SIZE };
  const s = HEX_SIZE;
  if (grid.orientation === 'flat') {
    return { x: s + col * 1.5 * s, y: (SQRT3 / 2) * s + SQRT3 * s * (row + (isShifted(col, grid.offset) ? 0.5 : 0)) };
  }
  return { x: (SQRT3 / 2) * s + SQRT3 * s * (col + (isShifted(row, grid.offset) ? 0.5 : 0)), y: s + row * 1.5 * s };
};

/** Corner offsets from a cell centre, clockwise from the right (flat) / top-right (pointy). */
export const cellCorners = (grid: GridSpec): Point[] => {
  if (grid.kind === 'square') {
    const h = SQUARE_SIZE / 2;
    return [
      { x: -h, y: -h },
      { x: h, y: -h },
      { x: h, y: h },
      { x: -h, y: h },
    ];
  }
  const start = grid.orientation === 'flat' ? 0 : -30;
  return [0, 1, 2, 3, 4, 5].map((i) => {
    const a = ((start + 60 * i) * Math.PI) / 180;
    return { x: round(HEX_SIZE * Math.cos(a)), y: round(HEX_SIZE * Math.sin(a)) };
  });
};

const round = (n: number): number => Math.round(n * 100) / 100;

/** The polygon's `points` attribute for a cell at a centre. */
export const polygonPoints = (corners: Point[], c: Point): string =>
  corners.map((p) => `${round(c.x + p.x)},${round(c.y + p.y)}`).join(' ');

/**
 * The inner size a counter may take in a cell. On hexes it leaves a strip between a stack and the
 * stack in the cell below, where a place name fits (labels.ts).
 */
export const counterSize = (grid: GridSpec): number => (grid.kind === 'square' ? SQUARE_SIZE * 0.72 : HEX_SIZE * 1.12);

/** Length of one cell edge: the hexside drawn between two adjacent cells. */
export const edgeLength = (grid: GridSpec): number => (grid.kind === 'square' ? SQUARE_SIZE : HEX_SIZE);

/**
 * The shared edge of two adjacent cells: perpendicular to the line between their centres, through
 * its midpoint, one edge long. Works for hexes of either orientation and for squares.
 */
export const sharedEdge = (grid: GridSpec, a: Point, b: Point): [Point, Point] => {
  const mx = (a.x + b.x) / 2,
    my = (a.y + b.y) / 2;
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const half = edgeLength(grid) / 2;
  const px = (-dy / len) * half,
    py = (dx / len) * half;
  return [
    { x: round(mx + px), y: round(my + py) },
    { x: round(mx - px), y: round(my - py) },
  ];
};

/** Direction (degrees, SVG: 0 = right, 90 = down) a piece faces, from the contract's edge index; a hex vertex lies 30° past its edge. */
export const facingAngle = (grid: GridSpec, facing: number, kind: 'edge' | 'vertex' = 'edge'): number => {
  if (grid.kind === 'square') return -90 + 90 * facing;
  const past = kind === 'vertex' ? 30 : 0;
  return (grid.orientation === 'flat' ? -90 + 60 * facing : -60 + 60 * facing) + past;
};

export interface Bounds {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Everything the renderer needs to place things, computed once per board. */
export interface Layout {
  centers: Map<string, Point>;
  corners: Point[];
  bounds: Bounds;
  /** the cell at each grid position, `col,row`: a point finds its cell by arithmetic (cellAt), not by a listener per cell */
  at: Map<string, string>;
  grid: GridSpec;
}

export const layoutBoard = (board: Pick<BoardView, 'grid' | 'cells'>): Layout => {
  const centers = new Map<string, Point>();
  const at = new Map<string, string>();
  const corners = cellCorners(board.grid);
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  const cx = corners.map((p) => p.x),
    cy = corners.map((p) => p.y);
  const [lx, hx, ly, hy] = [Math.min(...cx), Math.max(...cx), Math.min(...cy), Math.max(...cy)];
  for (const c of board.cells as CellView[]) {
    const p = cellCenter(board.grid, c.col, c.row);
    centers.set(c.label, p);
    at.set(`${c.col},${c.row}`, c.label);
    minX = Math.min(minX, p.x + lx);
    maxX = Math.max(maxX, p.x + hx);
    minY = Math.min(minY, p.y + ly);
    maxY = Math.max(maxY, p.y + hy);
  }
  const grid = board.grid;
  if (!board.cells.length) return { centers, corners, bounds: { x: 0, y: 0, w: 100, h: 100 }, at, grid };
  const pad = 8;
  return {
    centers,
    corners,
    bounds: { x: minX - pad, y: minY - pad, w: maxX - minX + 2 * pad, h: maxY - minY + 2 * pad },
    at,
    grid,
  };
};

/**
 * The cell under a board point, or null off the map. Cells tile the plane on a regular grid, so the
 * cell is the grid position with the nearest centre: the rough inverse of cellCenter and its
 * neighbours, compared by distance.
 */
export const cellAt = (layout: Layout, p: Point): string | null => {
  const g = layout.grid;
  if (g.kind === 'square')
    return layout.at.get(`${Math.floor(p.x / SQUARE_SIZE)},${Math.floor(p.y / SQUARE_SIZE)}`) ?? null;
  const s = HEX_SIZE;
  const flat = g.orientation === 'flat';
  // flat: columns are 1.5 s apart; pointy: rows are
  const major = flat ? Math.round((p.x - s) / (1.5 * s)) : Math.round((p.y - s) / (1.5 * s));
  const minor = flat
    ? Math.round((p.y - (SQRT3 / 2) * s) / (SQRT3 * s))
    : Math.round((p.x - (SQRT3 / 2) * s) / (SQRT3 * s));
  let best: string | null = null,
    bestD = Infinity;
  for (let a = major - 1; a <= major + 1; a++)
    for (let b = minor - 1; b <= minor + 1; b++) {
      const [col, row] = flat ? [a, b] : [b, a];
      const c = cellCenter(g, col, row);
      const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = `${col},${row}`;
      }
    }
  return best === null ? null : (layout.at.get(best) ?? null);
};
