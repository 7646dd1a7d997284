import { axialKey, hexDistance, hexNeighbours, hexsideKey, type Axial } from '../../core/hex.js';

/**
 * The rulebook names a hex by two axial rows (rule 2.1): A, the vertical column, counted from
 * the west edge, and B, the slanting row, larger to the north ("A37,B42" is Insterburg). We print
 * it "A37B42". Inside, core's axial coordinates on flat-topped hexes: q = A, r = −(A + B), so
 * core's direction 0 (N) is (A, B+1), 1 (NE) (A+1, B), 2 (SE) (A+1, B−1), 3 (S) (A, B−1),
 * 4 (SW) (A−1, B), 5 (NW) (A−1, B+1) and the distance is max(|ΔA|, |ΔB|, |ΔA+ΔB|).
 * Only the label format is here; every geometric question goes to core/hex.ts.
 */
export const ORIENTATION = 'flat' as const;

export interface AB {
  a: number;
  b: number;
}
const LABEL = /^A(\d{1,2})B(\d{1,2})$/;

export const hexLabel = (a: number, b: number): string => `A${a}B${b}`;
export const parseHex = (label: string): AB | undefined => {
  const m = LABEL.exec(label);
  return m ? { a: Number(m[1]), b: Number(m[2]) } : undefined;
};
export const abToAxial = ({ a, b }: AB): Axial => ({ q: a, r: -(a + b) + 0 });
export const axialToAb = ({ q, r }: Axial): AB => ({ a: q, b: -r - q + 0 });
export const axialOfHex = (label: string): Axial => {
  const ab = parseHex(label);
  if (!ab) throw new Error(`not a hex label: ${label}`);
  return abToAxial(ab);
};
export const hexOfAxial = (x: Axial): string => {
  const { a, b } = axialToAb(x);
  return hexLabel(a, b);
};
/** Centre in hex units, north up (y grows northwards): x = A·√3/2, y = B + A/2. */
export const hexCentre = (label: string): { x: number; y: number } => {
  const { a, b } = parseHex(label)!;
  return { x: (a * Math.sqrt(3)) / 2, y: b + a / 2 };
};

/**
 * The map's hexes with their neighbours (core's flat-hex directions, off-map ones dropped).
 * Built once per pack; pure lookups afterwards.
 */
export class Board {
  private readonly set: Set<string>;
  private readonly nb = new Map<string, string[]>();
  private readonly ax = new Map<string, Axial>();
  constructor(readonly labels: readonly string[]) {
    this.set = new Set(labels);
    const byAx = new Map<string, string>();
    for (const l of labels) {
      const a = axialOfHex(l);
      this.ax.set(l, a);
      byAx.set(axialKey(a), l);
    }
    for (const l of labels) {
      const ns = hexNeighbours(this.ax.get(l)!, ORIENTATION).map((n) => byAx.get(axialKey(n)));
      this.nb.set(l, ns.filter((x): x is string => x !== undefined));
    }
  }
  has(l: string): boolean {
    return this.set.has(l);
  }
  /** neighbours on the map, in core's direction order (N, NE, SE, S, SW, NW) */
  neighbours(l: string): readonly string[] {
    return this.nb.get(l) ?? [];
  }
  adjacent(a: string, b: string): boolean {
    return this.neighbours(a).includes(b);
  }
  distance(a: string, b: string): number {
    return hexDistance(this.ax.get(a) ?? axialOfHex(a), this.ax.get(b) ?? axialOfHex(b));
  }
  /** an edge hex: fewer than six neighbours on the map */
  onEdge(l: string): boolean {
    return this.neighbours(l).length < 6;
  }
}

/** Distance between two labels, on or off the map. */
export const hexDist = (a: string, b: string): number => hexDistance(axialOfHex(a), axialOfHex(b));
/** The canonical key of the side between two hexes (core's). */
export const sideKey = (a: string, b: string): string => hexsideKey(a, b);
