import type { CellView } from './board.js';
import type { Offset } from './labels.js';

/**
 * What hex and square grids share: cells numbered in declaration order, looked up by printed label,
 * with a neighbour table by direction (-1 at the map edge). Subclasses add the geometry.
 * Every method taking a label throws on a label that is not on the map.
 */
export abstract class CellIndex {
  private readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  protected readonly off: Offset[] = [];
  protected readonly nbr: number[][] = [];

  constructor(
    /** 'hex' or 'square', for error messages */
    private readonly what: string,
    /** how many directions a cell has (6 or 4) */
    private readonly directions: number,
  ) {}

  /** adds a cell; returns its index */
  protected addCell(label: string, o: Offset): number {
    if (this.index.has(label)) throw new Error(`${this.what} grid: cell ${label} declared twice`);
    this.index.set(label, this.list.length);
    this.list.push(label);
    this.off.push(o);
    return this.list.length - 1;
  }
  protected idx(label: string): number {
    const i = this.index.get(label);
    if (i === undefined) throw new Error(`${this.what} ${JSON.stringify(label)} is not on the map`);
    return i;
  }

  /** every label, in declaration order */
  get labels(): readonly string[] {
    return this.list;
  }
  get size(): number {
    return this.labels.length;
  }
  has(label: string): boolean {
    return this.index.has(label);
  }
  offsetOf(label: string): Offset {
    const o = this.off[this.idx(label)];
    return { col: o.col, row: o.row };
  }
  /** neighbours on the map, in direction order (a fresh array) */
  neighbours(label: string): string[] {
    return [...this.neighbourCells(label)];
  }
  /** the same neighbours as one shared, read-only array per cell: for hot loops (path finding, floods) */
  neighbourCells(label: string): readonly string[] {
    const i = this.idx(label);
    let out = this.nbList[i];
    if (!out) {
      out = [];
      for (const j of this.nbr[i]) if (j >= 0) out.push(this.list[j]);
      this.nbList[i] = out;
    }
    return out;
  }
  private readonly nbList: string[][] = [];
  /** the neighbour in direction `dir`, or undefined at the map edge */
  neighbour(label: string, dir: number): string | undefined {
    const j = this.nbr[this.idx(label)][((dir % this.directions) + this.directions) % this.directions];
    return j >= 0 ? this.labels[j] : undefined;
  }
  adjacent(a: string, b: string): boolean {
    return this.nbr[this.idx(a)].includes(this.idx(b));
  }
  /** direction index from a to an adjacent b, or -1 */
  direction(a: string, b: string): number {
    return this.nbr[this.idx(a)].indexOf(this.idx(b));
  }
  /** a cell's number (its place in `labels`), for searches over numbered states (path.ts `StateSearch`) */
  indexOf(label: string): number {
    return this.idx(label);
  }
  /** the number of the neighbour of cell number `i` in direction `dir` (0 ≤ dir < directions), or -1 at the map edge */
  neighbourIndex(i: number, dir: number): number {
    return this.nbr[i][dir];
  }
  /** label/col/row of every cell, for building a BoardView's cells */
  cellPositions(): Pick<CellView, 'label' | 'col' | 'row'>[] {
    return this.labels.map((label, i) => ({ label, col: this.off[i].col, row: this.off[i].row }));
  }
}
