import { HexGrid, hexDistance, hexsideKey, type Axial } from '../../core/hex.js';
import { labelCodec } from '../../core/labels.js';

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
/** core's axial label codec: "A37B42" ↔ {col: 37, row: 42}; only the canonical spelling is a map label */
const CODEC = labelCodec({ kind: 'axial' });
const LABEL = /^A\d{1,2}B\d{1,2}$/;
export const hexLabel = (a: number, b: number): string => CODEC.format({ col: a, row: b });
export const parseHex = (label: string): AB | undefined => {
  const o = LABEL.test(label) ? CODEC.parse(label) : undefined;
  return o ? { a: o.col, b: o.row } : undefined;
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
 * The map's hexes: core's HexGrid with the axial "A/B" label scheme (core/labels.ts), which reads
 * A37B42 as q = 37, r = −(37 + 42) exactly as above. `onEdge` is the one question we add.
 */
export class Board extends HexGrid {
  constructor(labels: readonly string[]) {
    super({ orientation: ORIENTATION, offset: 'even', labels: { kind: 'axial' }, cells: { list: [...labels] } });
  }
  /** an edge hex: fewer than six neighbours on the map */
  onEdge(l: string): boolean {
    return this.offMapSides(l) > 0;
  }
}

/** Distance between two labels, on or off the map. */
export const hexDist = (a: string, b: string): number => hexDistance(axialOfHex(a), axialOfHex(b));
/** The canonical key of the side between two hexes (core's). */
export const sideKey = (a: string, b: string): string => hexsideKey(a, b);
