import type { Side } from './contract.js';
import type { Text } from './text.js';

/**
 * One board shape for all five games, drawn by one renderer.
 * Cells are addressed by their printed label; `col`/`row` are offset coordinates
 * (the numbering scheme the pack declares) so the renderer can place them.
 */
export type GridSpec =
  | {
      kind: 'hex';
      /** flat: flat-topped hexes in vertical columns; pointy: pointy-topped hexes in horizontal rows */
      orientation: 'flat' | 'pointy';
      /**
       * Which columns (flat) or rows (pointy) are shoved half a hex down/right:
       * 'odd' → odd col/row indices are shifted, 'even' → even ones.
       */
      offset: 'odd' | 'even';
    }
  | { kind: 'square' };

export interface CellView {
  label: string;
  col: number;
  row: number;
  terrain: string; // key into BoardView.legend
  /** extra terrain-like features drawn in the cell (town, fortress, bridgehead…), keys into legend */
  features?: string[];
  /** owner/control marking, if the game shows one */
  control?: Side | null;
}

export interface LegendEntry {
  name: Text;
  /** CSS colour for the fill */
  fill: string;
  /** optional pattern hint the renderer may draw: 'trees', 'marsh', 'hills', 'town', 'dots', 'hatch' */
  pattern?: string;
  /** rules summary shown in the legend */
  note?: Text;
}

/** A feature lying on the edge between two adjacent cells (river, ridge, lake shore, front line). */
export interface HexsideView {
  cells: [string, string];
  kind: string; // key into legend
}

/** A line through cell centres (road, railway, border). */
export interface LineView {
  kind: string; // key into legend
  cells: string[];
}

export interface PlaceView {
  cell: string;
  name: string;
  kind: string; // 'town' | 'city' | 'fortress' | 'objective' | …
  /** e.g. victory points, printed next to the name */
  value?: string;
  side?: Side | null;
}

export interface PieceView {
  id: string;
  cell: string;
  side: Side | null;
  /** short printed name, e.g. "II/1" or "Garde" */
  label: string;
  /** NATO-ish symbol key: 'infantry' | 'cavalry' | 'artillery' | 'hq' | 'leader' | 'marker' | 'unknown' … */
  symbol: string;
  /** printed values in reading order, e.g. ["4", "3"] for strength/reduced or attack-defense-move */
  values?: string[];
  /** size mark above the symbol: 'XXX', 'XX', 'X', 'III' … */
  size?: string;
  /** 0..5 hex facing (edge index, clockwise from the top/top-right) or 0..3 on squares */
  facing?: number;
  /** v3: what `facing` names on a hex: an edge (default) or a vertex (the corner between edge `facing` and the next clockwise; see facing.ts) */
  facingKind?: 'edge' | 'vertex';
  /** true when the viewer sees only that a piece is there */
  hidden?: boolean;
  /** drawn as reduced / flipped */
  reduced?: boolean;
  /** status markers on the piece: 'broken', 'disordered', 'out-of-supply', 'moved' … */
  status?: string[];
  /** colour hint, normally derived from side */
  color?: string;
}

/** Highlights drawn over the map: control lines, encirclement, last move, objectives. */
export interface OverlayView {
  kind: string; // key into legend
  cells?: string[];
  hexsides?: [string, string][];
  side?: Side | null;
  label?: Text;
}

export interface BoardView {
  grid: GridSpec;
  cells: CellView[];
  legend: Record<string, LegendEntry>;
  hexsides?: HexsideView[];
  lines?: LineView[];
  places?: PlaceView[];
  /** stacking order: earlier in the array is lower in the stack */
  pieces: PieceView[];
  overlays?: OverlayView[];
  /** per-side colours for pieces */
  sideColors?: Record<Side, string>;
}
