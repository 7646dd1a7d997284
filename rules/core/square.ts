import { z } from 'zod';
import type { GridSpec } from './board.js';
import { CellIndex } from './cell-index.js';
import { cellSetSchema, expandCells, labelCodec, labelSchemeSchema, type LabelCodec, type Offset } from './labels.js';

/**
 * Square grids with ORTHOGONAL adjacency only (no diagonals). Directions match the board's
 * square facings: 0 = up (row − 1), 1 = right (col + 1), 2 = down (row + 1), 3 = left (col − 1).
 * Distance is the number of orthogonal steps (Manhattan).
 */
export const SQUARE_DIRECTIONS: readonly Offset[] = [
  { col: 0, row: -1 },
  { col: 1, row: 0 },
  { col: 0, row: 1 },
  { col: -1, row: 0 },
];

export const squareDistance = (a: Offset, b: Offset): number => Math.abs(a.col - b.col) + Math.abs(a.row - b.row);
export const squareNeighbours = (a: Offset): Offset[] =>
  SQUARE_DIRECTIONS.map((d) => ({ col: a.col + d.col, row: a.row + d.row }));

export const squareGridSpecSchema = z
  .object({
    labels: labelSchemeSchema,
    cells: cellSetSchema,
  })
  .strict();
export type SquareGridSpec = z.infer<typeof squareGridSpecSchema>;

const okey = (col: number, row: number): string => `${col},${row}`;

/** A pack's square board: labels outside ("d5"), offsets inside. Label arguments must be on the board. */
export class SquareGrid extends CellIndex {
  readonly codec: LabelCodec;
  private readonly byOffset = new Map<string, number>();

  constructor(readonly spec: SquareGridSpec) {
    super('square', SQUARE_DIRECTIONS.length);
    this.codec = labelCodec(spec.labels);
    for (const o of expandCells(this.codec, spec.cells, 'row'))
      this.byOffset.set(okey(o.col, o.row), this.addCell(this.codec.format(o), o));
    for (const o of this.off)
      this.nbr.push(squareNeighbours(o).map((n) => this.byOffset.get(okey(n.col, n.row)) ?? -1));
  }

  static from(spec: unknown): SquareGrid {
    return new SquareGrid(squareGridSpecSchema.parse(spec));
  }

  labelAt(o: Offset): string | undefined {
    const i = this.byOffset.get(okey(o.col, o.row));
    return i === undefined ? undefined : this.labels[i];
  }
  distance(a: string, b: string): number {
    return squareDistance(this.off[this.idx(a)], this.off[this.idx(b)]);
  }
  /** every square within `radius` orthogonal steps as the crow walks (ignoring gaps), nearest first, then in board order */
  within(center: string, radius: number): string[] {
    const c = this.off[this.idx(center)];
    const out: { l: string; d: number; i: number }[] = [];
    for (let dr = -radius; dr <= radius; dr++) {
      const span = radius - Math.abs(dr);
      for (let dc = -span; dc <= span; dc++) {
        const i = this.byOffset.get(okey(c.col + dc, c.row + dr));
        if (i !== undefined) out.push({ l: this.labels[i], d: Math.abs(dc) + Math.abs(dr), i });
      }
    }
    return out.sort((x, y) => x.d - y.d || x.i - y.i).map((x) => x.l);
  }
  /** canonical key of the edge between two orthogonally adjacent squares */
  edgeKey(a: string, b: string): string {
    if (!this.adjacent(a, b)) throw new Error(`edge: ${a} and ${b} are not orthogonally adjacent`);
    return a < b ? `${a}|${b}` : `${b}|${a}`;
  }
  gridSpec(): GridSpec {
    return { kind: 'square' };
  }
}
