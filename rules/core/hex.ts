import { z } from 'zod';
import type { GridSpec } from './board.js';
import { CellIndex } from './cell-index.js';
import { cellSetSchema, expandCells, labelCodec, labelSchemeSchema, type LabelCodec, type Offset } from './labels.js';

/**
 * Hex grids. Axial coordinates (q, r) inside, cube algorithms (s = -q - r), printed labels
 * outside (see labels.ts). Screen y grows downwards, as on the printed maps and in the renderer.
 *
 * Directions are numbered like the board's facings: edge 0 is the top edge (flat) or the
 * top-right edge (pointy), then clockwise. The same index always names the same edge of a hex,
 * so `neighbour(h, d)` and `direction(a, b)` agree with `PieceView.facing`.
 */
export interface Axial {
  q: number;
  r: number;
}
export interface Cube {
  q: number;
  r: number;
  s: number;
}
export type HexOrientation = 'flat' | 'pointy';
export type OffsetParity = 'odd' | 'even';

// Clockwise from the top edge of a flat-topped hex: N, NE, SE, S, SW, NW.
const FLAT: readonly Axial[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];
// Clockwise from the top-right edge of a pointy-topped hex: NE, E, SE, SW, W, NW.
const POINTY: readonly Axial[] = [FLAT[1], FLAT[2], FLAT[3], FLAT[4], FLAT[5], FLAT[0]];

export const directionVectors = (o: HexOrientation): readonly Axial[] => (o === 'flat' ? FLAT : POINTY);
export const DIRECTION_NAMES: Record<HexOrientation, readonly string[]> = {
  flat: ['N', 'NE', 'SE', 'S', 'SW', 'NW'],
  pointy: ['NE', 'E', 'SE', 'SW', 'W', 'NW'],
} as const;

export const axial = (q: number, r: number): Axial => ({ q, r });
export const toCube = (a: Axial): Cube => ({ q: a.q, r: a.r, s: -a.q - a.r });
export const axialEquals = (a: Axial, b: Axial): boolean => a.q === b.q && a.r === b.r;
export const axialKey = (a: Axial): string => `${a.q},${a.r}`;
export const addAxial = (a: Axial, b: Axial, k = 1): Axial => ({ q: a.q + b.q * k, r: a.r + b.r * k });

export const hexDistance = (a: Axial, b: Axial): number => {
  const dq = a.q - b.q,
    dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};

export const hexNeighbour = (a: Axial, dir: number, o: HexOrientation = 'flat'): Axial =>
  addAxial(a, directionVectors(o)[((dir % 6) + 6) % 6]);

/** The six neighbours in direction order 0..5. */
export const hexNeighbours = (a: Axial, o: HexOrientation = 'flat'): Axial[] =>
  directionVectors(o).map((d) => addAxial(a, d));

/** The direction index from a to an adjacent b, or -1 when they are not adjacent. */
export const hexDirection = (a: Axial, b: Axial, o: HexOrientation = 'flat'): number => {
  const dq = b.q - a.q,
    dr = b.r - a.r;
  return directionVectors(o).findIndex((d) => d.q === dq && d.r === dr);
};

/** Round fractional cube coordinates to the nearest hex (the component with the largest error is recomputed). */
export const cubeRound = (q: number, r: number, s: number): Axial => {
  let rq = Math.round(q),
    rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q),
    dr = Math.abs(rr - r),
    ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // +0 turns a -0 from Math.round into 0 so results deep-equal and print cleanly
  return { q: rq + 0, r: rr + 0 };
};

/**
 * The hexes on the straight line from a to b, both included (cube lerp + rounding).
 * `nudge` decides lines that run exactly along hexsides: +1 and -1 shift the line a hair to
 * either side; games whose LOS rules treat a hexside-grazing line specially can ask for both
 * (see `hexLineAlternatives`).
 */
export const hexLine = (a: Axial, b: Axial, nudge: 1 | -1 = 1): Axial[] => {
  const n = hexDistance(a, b);
  if (n === 0) return [{ q: a.q, r: a.r }];
  const e = 1e-6 * nudge;
  const ac = toCube(a),
    bc = toCube(b);
  const [aq, ar, as] = [ac.q + e, ac.r + 2 * e, ac.s - 3 * e];
  const [bq, br, bs] = [bc.q + e, bc.r + 2 * e, bc.s - 3 * e];
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    out.push(cubeRound(aq + (bq - aq) * t, ar + (br - ar) * t, as + (bs - as) * t));
  }
  return out;
};

/** Both nudged lines; they differ only where the true line runs along a hexside. */
export const hexLineAlternatives = (a: Axial, b: Axial): [Axial[], Axial[]] => [hexLine(a, b, 1), hexLine(a, b, -1)];

/** The hexes exactly `radius` away: start `radius` steps out in direction 4, then walk the six sides. */
export const hexRing = (center: Axial, radius: number, o: HexOrientation = 'flat'): Axial[] => {
  if (radius === 0) return [{ q: center.q, r: center.r }];
  const dirs = directionVectors(o);
  let h = addAxial(center, dirs[4], radius);
  const out: Axial[] = [];
  for (let side = 0; side < 6; side++) {
    for (let k = 0; k < radius; k++) {
      out.push(h);
      h = addAxial(h, dirs[side]);
    }
  }
  return out;
};

/** Centre first, then ring 1, ring 2 … up to `radius`: every hex within range, nearest first. */
export const hexSpiral = (center: Axial, radius: number, o: HexOrientation = 'flat'): Axial[] => {
  const out: Axial[] = [];
  for (let k = 0; k <= radius; k++) out.push(...hexRing(center, k, o));
  return out;
};

/** Canonical key of the edge between two adjacent hexes; the same whichever hex comes first. */
export const hexsideKeyAxial = (a: Axial, b: Axial): string => {
  if (hexDistance(a, b) !== 1) throw new Error(`hexside: ${axialKey(a)} and ${axialKey(b)} are not adjacent`);
  const [x, y] = a.q < b.q || (a.q === b.q && a.r < b.r) ? [a, b] : [b, a];
  return `${axialKey(x)}|${axialKey(y)}`;
};

// Offset ↔ axial (flat: columns are offset; pointy: rows are offset). `& 1` is right for negatives too.
export const offsetToAxial = (o: Offset, orientation: HexOrientation, parity: OffsetParity): Axial => {
  const { col, row } = o;
  if (orientation === 'flat') {
    const r = parity === 'odd' ? row - (col - (col & 1)) / 2 : row - (col + (col & 1)) / 2;
    return { q: col, r: r + 0 };
  }
  const q = parity === 'odd' ? col - (row - (row & 1)) / 2 : col - (row + (row & 1)) / 2;
  return { q: q + 0, r: row };
};
export const axialToOffset = (a: Axial, orientation: HexOrientation, parity: OffsetParity): Offset => {
  if (orientation === 'flat') {
    const row = parity === 'odd' ? a.r + (a.q - (a.q & 1)) / 2 : a.r + (a.q + (a.q & 1)) / 2;
    return { col: a.q, row: row + 0 };
  }
  const col = parity === 'odd' ? a.q + (a.r - (a.r & 1)) / 2 : a.q + (a.r + (a.r & 1)) / 2;
  return { col: col + 0, row: a.r };
};

/** What a pack declares about its hex map. */
export const hexGridSpecSchema = z
  .object({
    orientation: z.enum(['flat', 'pointy']),
    offset: z.enum(['odd', 'even']),
    labels: labelSchemeSchema,
    cells: cellSetSchema,
  })
  .strict();
export type HexGridSpec = z.infer<typeof hexGridSpecSchema>;

/**
 * A pack's hex map: labels outside, axial inside. Every method taking a label throws on a label
 * that is not on the map (callers validate orders first with `has`); results list only cells on
 * the map, in direction order or nearest-first, so they are deterministic.
 */
export class HexGrid extends CellIndex {
  readonly orientation: HexOrientation;
  readonly parity: OffsetParity;
  readonly codec: LabelCodec;
  private readonly byAxial = new Map<string, number>();
  private readonly ax: Axial[] = [];

  constructor(readonly spec: HexGridSpec) {
    super('hex', 6);
    this.orientation = spec.orientation;
    this.parity = spec.offset;
    this.codec = labelCodec(spec.labels);
    const printedAxial = spec.labels.kind === 'axial';
    if (printedAxial && spec.orientation !== 'flat')
      throw new Error('hex grid: axial labels are defined for flat-topped hexes');
    for (const p of expandCells(this.codec, spec.cells, spec.orientation === 'flat' ? 'col' : 'row')) {
      // printed axial numbers (A, B) are columns and north-growing oblique rows: q = A, r = -(A + B)
      const a = printedAxial ? { q: p.col, r: -(p.col + p.row) + 0 } : offsetToAxial(p, this.orientation, this.parity);
      const o = printedAxial ? axialToOffset(a, this.orientation, this.parity) : p;
      this.byAxial.set(axialKey(a), this.addCell(this.codec.format(p), o));
      this.ax.push(a);
    }
    for (const a of this.ax)
      this.nbr.push(hexNeighbours(a, this.orientation).map((n) => this.byAxial.get(axialKey(n)) ?? -1));
  }

  static from(spec: unknown): HexGrid {
    return new HexGrid(hexGridSpecSchema.parse(spec));
  }

  toAxial(label: string): Axial {
    const a = this.ax[this.idx(label)];
    return { q: a.q, r: a.r };
  }
  /** the canonical spelling of a label written in any form its scheme parses ("A37,B42" → "A37B42"), or undefined when it is not on the map */
  canonical(label: string): string | undefined {
    const p = this.codec.parse(label);
    if (!p) return undefined;
    let l: string;
    try {
      l = this.codec.format(p);
    } catch {
      return undefined;
    }
    return this.has(l) ? l : undefined;
  }
  /** the label of an axial hex, or undefined when it is off the map */
  labelAt(a: Axial): string | undefined {
    const i = this.byAxial.get(axialKey(a));
    return i === undefined ? undefined : this.labels[i];
  }
  distance(a: string, b: string): number {
    return hexDistance(this.ax[this.idx(a)], this.ax[this.idx(b)]);
  }
  /** the cells of the straight line a→b that are on the map (both ends included); see hexLine for `nudge` */
  line(a: string, b: string, nudge: 1 | -1 = 1): string[] {
    return this.onMap(hexLine(this.ax[this.idx(a)], this.ax[this.idx(b)], nudge));
  }
  ring(center: string, radius: number): string[] {
    return this.onMap(hexRing(this.ax[this.idx(center)], radius, this.orientation));
  }
  /** every cell within `radius`, nearest first (the centre first) */
  within(center: string, radius: number): string[] {
    return this.onMap(hexSpiral(this.ax[this.idx(center)], radius, this.orientation));
  }
  /** the cells adjacent to both a and b (two for adjacent a, b inside the map), in a's direction order */
  common(a: string, b: string): readonly string[] {
    const i = this.idx(a),
      j = this.idx(b);
    const row = (this.commonCache[i] ??= new Map());
    let c = row.get(j);
    if (!c) {
      const nb = this.neighbourCells(b);
      row.set(j, (c = this.neighbourCells(a).filter((x) => nb.includes(x))));
    }
    return c;
  }
  private readonly commonCache: Map<number, readonly string[]>[] = [];
  /** how many of the six neighbours are off the map (0 inside, more at an edge) */
  offMapSides(label: string): number {
    return 6 - this.neighbourCells(label).length;
  }
  /** canonical key of the side between two adjacent cells: the two labels in sorted order joined by "|" */
  hexsideKey(a: string, b: string): string {
    if (!this.adjacent(a, b)) throw new Error(`hexside: ${a} and ${b} are not adjacent`);
    return hexsideKey(a, b);
  }
  /** the grid as BoardView wants it */
  gridSpec(): GridSpec {
    return { kind: 'hex', orientation: this.orientation, offset: this.parity };
  }
  private onMap(hexes: Axial[]): string[] {
    const out: string[] = [];
    for (const h of hexes) {
      const l = this.labelAt(h);
      if (l !== undefined) out.push(l);
    }
    return out;
  }
}

/** Canonical key of the side between two labelled cells, independent of order (adjacency not checked). */
export const hexsideKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
/** The two labels of a hexside key. */
export const hexsideCells = (key: string): [string, string] => {
  const i = key.indexOf('|');
  return [key.slice(0, i), key.slice(i + 1)];
};

/** The printed-label scheme a hex pack declares (same schema as square boards; see labels.ts). */
export { labelSchemeSchema as hexLabelSchemeSchema, type LabelScheme as HexLabelScheme } from './labels.js';
