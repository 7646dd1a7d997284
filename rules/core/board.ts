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

/**
 * v5: one kind of counter as the legend explains it: what its symbol is and what each printed value
 * means, so the page can say "8-5" in words on any counter without knowing the game.
 */
export interface CounterKind {
  /** the piece symbols (PieceView.symbol) this entry explains */
  symbols: string[];
  name: Text;
  /** what each printed value means, in the order of PieceView.values */
  values: Text[];
  /** what a reduced (flipped) counter is: it is drawn with a light band and shows that face's values */
  reduced?: Text;
  note?: Text;
}

/** v5: the game's counter key: the legend of its counters, their status marks and size marks. */
export interface CounterKey {
  kinds: CounterKind[];
  /** status marks (PieceView.status) in words; a key ending in "#" stands for the mark with any number ("L#" for "L2") */
  statuses?: Record<string, Text>;
  /** size marks (PieceView.size) in words: "XX" → division */
  sizes?: Record<string, Text>;
}

/** Highlights drawn over the map: control lines, encirclement, last move, objectives. */
export interface OverlayView {
  kind: string; // key into legend
  cells?: string[];
  hexsides?: [string, string][];
  side?: Side | null;
  label?: Text;
}

/**
 * The part of a board that never changes during a game: grid, cells with their terrain, the legend,
 * hexsides, lines and places. It is built from the pack, the scenario and whatever setup fixed (a
 * chosen map section, a custom position's map), so it is served once per `boardKey` and cached for
 * good; views carry only the `BoardLayer`. It holds nothing secret (the conformance suite checks).
 */
export interface StaticBoard {
  grid: GridSpec;
  cells: CellView[];
  legend: Record<string, LegendEntry>;
  hexsides?: HexsideView[];
  lines?: LineView[];
  places?: PlaceView[];
  /** per-side colours for pieces */
  sideColors?: Record<Side, string>;
  /** v5: what the counters show, in words (the legend and each counter's explanation) */
  counterKey?: CounterKey;
}

/** v5: an attack declared and not yet settled (awaiting a roll, a defence, a retreat), drawn as arrows with its odds. */
export interface PendingAttackView {
  /** the attackers' cells */
  from: string[];
  /** the attacked cell */
  to: string;
  /** what is known of its odds now, e.g. "6:3, chance 4 in 10"; public to every viewer */
  label?: Text;
}

/** What a view carries of the board: what moves and changes during play. */
export interface BoardLayer {
  /** stacking order: earlier in the array is lower in the stack */
  pieces: PieceView[];
  overlays?: OverlayView[];
  /** v5: attacks declared and not yet settled */
  pending?: PendingAttackView[];
  /** cells whose control marking differs from the static board's, by label */
  control?: Record<string, Side | null>;
}

/** The whole board as the renderer draws it: a static board with a view's layer laid over it. */
export interface BoardView extends StaticBoard {
  pieces: PieceView[];
  overlays?: OverlayView[];
  pending?: PendingAttackView[];
}

export const mergeBoard = (board: StaticBoard, layer: BoardLayer): BoardView => {
  const control = layer.control;
  const cells = control
    ? board.cells.map((c) => (c.label in control ? { ...c, control: control[c.label] } : c))
    : board.cells;
  return {
    ...board,
    cells,
    pieces: layer.pieces,
    ...(layer.overlays ? { overlays: layer.overlays } : {}),
    ...(layer.pending?.length ? { pending: layer.pending } : {}),
  };
};

/** JSON with object keys sorted, so equal boards give equal text whatever order they were built in. */
const canonical = (v: unknown): string => {
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : canonical(x))).join(',')}]`;
  if (v && typeof v === 'object') {
    const keys = Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
};

/**
 * Two independent 32-bit FNV-1a passes (different offset bases) over the UTF-16 code units: a
 * 64-bit content address. It names a board for caching, it does not guard against forgery (the
 * server builds every board it serves itself).
 */
const fnv64 = (text: string): string => {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
};

const KEYS = new WeakMap<StaticBoard, string>();
/**
 * The static board's stable key: a hash of its content, so the same pack, scenario and setup give
 * the same key on every server and a changed pack gives a new one.
 * TODO(merge): when packs carry a content hash, prefix it (`<pack hash>.<board hash>`).
 */
export const boardKey = (board: StaticBoard): string => {
  let k = KEYS.get(board);
  if (!k) KEYS.set(board, (k = fnv64(canonical(board))));
  return k;
};
