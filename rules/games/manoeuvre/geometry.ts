/**
 * The 8×8 battlefield (spec 1.3, 2.2): squares a1..h8, orthogonal adjacency only ("nothing happens
 * diagonally", R 1.1). A fixed 8×8 board with edges chosen in play is simplest as file/rank
 * arithmetic; core's SquareGrid serves packs with printed boards.
 */
export const FILES = 'abcdefgh';
export type Edge = 'N' | 'E' | 'S' | 'W';
export const EDGES = ['N', 'E', 'S', 'W'] as const;

export const SQUARES: readonly string[] = Array.from({ length: 64 }, (_, i) => FILES[i % 8] + (Math.floor(i / 8) + 1));
const INDEX = new Map(SQUARES.map((l, i) => [l, i]));
export const isSquare = (l: string): boolean => INDEX.has(l);
export const idx = (l: string): number => INDEX.get(l)!;
export const xy = (l: string): [number, number] => {
  const i = idx(l);
  return [i % 8, Math.floor(i / 8)];
};
export const at = (x: number, y: number): string | null =>
  x >= 0 && x < 8 && y >= 0 && y < 8 ? SQUARES[x + 8 * y] : null;

const NB: string[][] = SQUARES.map((l) => {
  const [x, y] = xy(l);
  return [at(x, y + 1), at(x + 1, y), at(x, y - 1), at(x - 1, y)].filter((s): s is string => s !== null);
});
export const neighbours = (l: string): readonly string[] => NB[idx(l)];
export const adjacent = (a: string, b: string): boolean => distance(a, b) === 1;
export const distance = (a: string, b: string): number => {
  const [ax, ay] = xy(a),
    [bx, by] = xy(b);
  return Math.abs(ax - bx) + Math.abs(ay - by);
};

export const opposite = (e: Edge): Edge => (({ N: 'S', S: 'N', E: 'W', W: 'E' }) as const)[e];
/** one step toward the edge */
const TOWARD: Record<Edge, [number, number]> = { N: [0, 1], S: [0, -1], E: [1, 0], W: [-1, 0] };
export const step = (l: string, e: Edge): string | null => {
  const [x, y] = xy(l);
  return at(x + TOWARD[e][0], y + TOWARD[e][1]);
};
/** the two flank directions for a side whose home edge is e */
export const flanks = (e: Edge): [Edge, Edge] => (e === 'N' || e === 'S' ? ['W', 'E'] : ['N', 'S']);
/** 0 for the squares on the edge, 7 for the far row */
export const rowsFrom = (l: string, e: Edge): number => {
  const [x, y] = xy(l);
  return e === 'S' ? y : e === 'N' ? 7 - y : e === 'W' ? x : 7 - x;
};
/** the 2 home rows (set-up, spec 3.1.8) */
export const inHomeRows = (l: string, e: Edge): boolean => rowsFrom(l, e) < 2;
/** a side's half: the 4 rows nearest its edge (spec 1.3, AMB-2) */
export const inHalf = (l: string, e: Edge): boolean => rowsFrom(l, e) < 4;

/** the intermediate squares of the orthogonal 2-step routes from a to b (distance 2) */
export const between = (a: string, b: string): string[] => {
  const out: string[] = [];
  for (const m of neighbours(a)) if (adjacent(m, b)) out.push(m);
  return out;
};

export const QUADRANTS = ['NW', 'NE', 'SW', 'SE'] as const;
export type Quadrant = (typeof QUADRANTS)[number];
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** the squares of a section placed in a quadrant with a clockwise rotation: rows north-first */
export const placeSection = (
  rows: readonly string[],
  q: Quadrant,
  rot: Rotation,
): { square: string; code: string }[] => {
  let g = rows.map((r) => [...r]);
  for (let k = 0; k < rot / 90; k++) g = g.map((_, r) => g.map((__, c) => g[3 - c][r]));
  const x0 = q.endsWith('W') ? 0 : 4,
    top = q.startsWith('N') ? 7 : 3;
  const out: { square: string; code: string }[] = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) out.push({ square: at(x0 + c, top - r)!, code: g[r][c] });
  return out;
};
