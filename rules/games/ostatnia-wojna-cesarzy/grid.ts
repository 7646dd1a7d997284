import { hexDistance, hexNeighbours, offsetToAxial, axialKey, type Axial } from '../../core/hex.js';

/**
 * The rulebook prints hex numbers row first ("RRCC": 3518 = row 35, column 18; rows grow
 * southwards, columns eastwards), on flat-topped hexes in vertical columns with the even
 * columns half a hex lower (the spec's reading, README "Grid"). core/labels.ts formats column
 * first, so the labels are done here; geometry is core's axial code.
 */
export const ORIENTATION = 'flat' as const;
export const PARITY = 'even' as const;

export const rrcc = (row: number, col: number): string => `${String(row).padStart(2, '0')}${String(col).padStart(2, '0')}`;
export const parseRrcc = (label: string): { row: number; col: number } | undefined => {
  const m = /^(\d\d)(\d\d)$/.exec(label);
  return m ? { row: Number(m[1]), col: Number(m[2]) } : undefined;
};

export const axialOf = (label: string): Axial => {
  const o = parseRrcc(label);
  if (!o) throw new Error(`not a hex number: ${label}`);
  return offsetToAxial({ col: o.col, row: o.row }, ORIENTATION, PARITY);
};

/** Centre in row units (y) and columns (x): even columns sit half a row lower. */
export const centre = (label: string): { x: number; y: number } => {
  const o = parseRrcc(label)!;
  return { x: o.col, y: o.row + (o.col % 2 === 0 ? 0.5 : 0) };
};

export class Grid {
  readonly labels: string[];
  private readonly set: Set<string>;
  private readonly nb = new Map<string, string[]>();
  /** every neighbour in direction order 0..5, including those off the map (virtual labels) */
  private readonly all = new Map<string, Axial[]>();
  private readonly ax = new Map<string, Axial>();
  private readonly byAx = new Map<string, string>();
  constructor(labels: readonly string[]) {
    this.labels = [...labels];
    this.set = new Set(labels);
    for (const l of labels) {
      const a = axialOf(l);
      this.ax.set(l, a);
      this.byAx.set(axialKey(a), l);
    }
    for (const l of labels) {
      const ns = hexNeighbours(this.ax.get(l)!, ORIENTATION);
      this.all.set(l, ns);
      this.nb.set(l, ns.map((n) => this.byAx.get(axialKey(n))).filter((x): x is string => x !== undefined));
    }
  }
  has(l: string): boolean {
    return this.set.has(l);
  }
  neighbours(l: string): string[] {
    return this.nb.get(l) ?? [];
  }
  /** how many of the six neighbours are off the map */
  offMapSides(l: string): number {
    return 6 - this.neighbours(l).length;
  }
  adjacent(a: string, b: string): boolean {
    return this.neighbours(a).includes(b);
  }
  distance(a: string, b: string): number {
    return hexDistance(this.ax.get(a) ?? axialOf(a), this.ax.get(b) ?? axialOf(b));
  }
  /** the two hexes adjacent to both a and b (a, b adjacent), on the map */
  common(a: string, b: string): string[] {
    let m = this.commonCache.get(a);
    if (!m) this.commonCache.set(a, (m = new Map()));
    let c = m.get(b);
    if (!c) {
      const nb = this.neighbours(b);
      m.set(b, (c = this.neighbours(a).filter((x) => nb.includes(x))));
    }
    return c;
  }
  private readonly commonCache = new Map<string, Map<string, string[]>>();
}
