/**
 * Where place names go so that they never sit under or over a counter (issue 3): pure geometry
 * from the BoardView, shared by the renderer and its tests. Every stack has a footprint (its counters
 * with shadow, selection stroke and status dots, and the stack count); each place label is a box
 * (marker, name, halo) tried in a few spots around its cell — inside an empty cell first, else in the
 * strip between a stack and the cell above or below — and shrunk, condensed or shortened only as much
 * as the free space there needs. Text widths come from DejaVu Sans Bold's advances (what Chromium on
 * our CI draws with); the renderer pins each label to its computed width with `textLength`, so the
 * box is the drawn width in any font.
 */
import type { BoardView, PieceView } from '../../rules/core/board.js';
import { counterSize, HEX_SIZE, SQUARE_SIZE, type Layout } from './geometry.js';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Stacked counters are drawn offset diagonally; the whole fan of offsets is at most this wide. */
const STACK_STEP = 2.6;
const STACK_SPREAD = 3;
export const stackSpread = (n: number): number => (n < 2 ? 0 : Math.min(STACK_STEP * (n - 1), STACK_SPREAD));
/** the i-th of n counters (0 = bottom), offset along the diagonal from the cell centre */
export const stackOffset = (i: number, n: number): number =>
  n < 2 ? 0 : (i - (n - 1) / 2) * (stackSpread(n) / (n - 1));

/** The stack count sits on the counter's right edge, level with its centre, clear of the strips above and below. */
export const COUNT_R = 6;
export const countCentre = (size: number) => ({ x: size / 2 + 1, y: 0 });

/**
 * A target's cost badge (14 × 11): on an empty hex in the upper half, between the cell number and the
 * place-name spot; on a stack it sits inside the top counter's left half, so it can never reach a label.
 */
export const COST_W = 14,
  COST_H = 11;
export const costCentre = (grid: BoardView['grid'], occupied: boolean): { x: number; y: number } => {
  if (occupied) return { x: -counterSize(grid) / 2 + COST_W / 2, y: 0 };
  return grid.kind === 'square' ? { x: 0, y: SQUARE_SIZE * 0.3 } : { x: 0, y: -HEX_SIZE * 0.37 };
};
export const costBox = (grid: BoardView['grid'], occupied: boolean, at: { x: number; y: number }): Box => {
  const k = costCentre(grid, occupied);
  return { x: at.x + k.x - COST_W / 2, y: at.y + k.y - COST_H / 2, w: COST_W, h: COST_H };
};

export interface StackFootprint {
  cell: string;
  n: number;
  counters: Box;
  count: Box | null;
}

/** what a counter draws outside its square: selection stroke 1.3, shadow 1.2/1.6, status dots 2.6, facing arrow 5.5 */
const pads = (list: PieceView[]) => {
  const facing = list.some((p) => p.facing !== undefined) ? 5.5 : 0;
  const status = list.some((p) => p.status?.some((s) => s !== 'moved')) ? 2.6 : 1.3;
  return {
    top: Math.max(status, facing),
    right: Math.max(status, 1.6, facing),
    bottom: Math.max(1.6, facing),
    left: Math.max(1.3, facing),
  };
};

export const stackFootprints = (board: Pick<BoardView, 'grid' | 'pieces'>, layout: Layout): StackFootprint[] => {
  const c = counterSize(board.grid),
    h = c / 2;
  const stacks = new Map<string, PieceView[]>();
  for (const p of board.pieces) stacks.set(p.cell, [...(stacks.get(p.cell) ?? []), p]);
  const out: StackFootprint[] = [];
  for (const [cell, list] of stacks) {
    const ctr = layout.centers.get(cell);
    if (!ctr) continue;
    const n = list.length,
      half = h + stackSpread(n) / 2,
      pad = pads(list);
    const counters = {
      x: ctr.x - half - pad.left,
      y: ctr.y - half - pad.top,
      w: 2 * half + pad.left + pad.right,
      h: 2 * half + pad.top + pad.bottom,
    };
    const k = countCentre(c),
      r = COUNT_R + 0.5;
    out.push({
      cell,
      n,
      counters,
      count: n > 1 ? { x: ctr.x + k.x - r, y: ctr.y + k.y - r, w: 2 * r, h: 2 * r } : null,
    });
  }
  return out;
};

/** DejaVu Sans Bold advance widths (em), measured in Chromium; anything else counts as 0.7 */
const ADV: Record<string, number> = {
  ' ': 0.35,
  '(': 0.46,
  ')': 0.46,
  '-': 0.42,
  '.': 0.38,
  ',': 0.38,
  "'": 0.31,
  '/': 0.37,
  '…': 1,
  a: 0.67,
  b: 0.72,
  c: 0.59,
  d: 0.72,
  e: 0.68,
  f: 0.44,
  g: 0.72,
  h: 0.71,
  i: 0.34,
  j: 0.34,
  k: 0.67,
  l: 0.34,
  m: 1.04,
  n: 0.71,
  o: 0.69,
  p: 0.72,
  q: 0.72,
  r: 0.49,
  s: 0.6,
  t: 0.48,
  u: 0.71,
  v: 0.65,
  w: 0.92,
  x: 0.65,
  y: 0.65,
  z: 0.58,
  A: 0.77,
  B: 0.76,
  C: 0.73,
  D: 0.83,
  E: 0.68,
  F: 0.68,
  G: 0.82,
  H: 0.84,
  I: 0.37,
  J: 0.37,
  K: 0.77,
  L: 0.64,
  M: 1,
  N: 0.84,
  O: 0.85,
  P: 0.73,
  Q: 0.85,
  R: 0.77,
  S: 0.72,
  T: 0.68,
  U: 0.81,
  V: 0.77,
  W: 1.1,
  X: 0.77,
  Y: 0.72,
  Z: 0.73,
  ą: 0.67,
  ć: 0.59,
  ę: 0.68,
  ł: 0.37,
  ń: 0.71,
  ó: 0.69,
  ś: 0.6,
  ź: 0.58,
  ż: 0.58,
  Ą: 0.77,
  Ć: 0.73,
  Ę: 0.68,
  Ł: 0.64,
  Ń: 0.84,
  Ó: 0.85,
  Ś: 0.72,
  Ź: 0.73,
  Ż: 0.73,
};
export const textWidth = (s: string, size: number): number => [...s].reduce((w, ch) => w + (ADV[ch] ?? 0.7), 0) * size;

export const LABEL_FONT = 7.5;
const FONTS = [7.5, 7, 6.5, 6];
/** glyphs may be condensed to this fraction of their width before a name is shortened */
const CONDENSE = 0.82;
/** the white halo's stroke (half of it lies outside the glyphs) */
export const HALO = 2;
/** the marker before the name (square or star) and the gap after it */
const MARKER = 6,
  MARKER_GAP = 1.6;
const ASCENT = 0.93,
  DESCENT = 0.24;

export interface PlaceLabel {
  cell: string;
  /** the drawn text (shortened with … only when no spot had room) */
  text: string;
  name: string;
  kind: string;
  side?: string | null;
  size: number;
  /** the text's drawn width (its `textLength`) and the centre of the text run */
  width: number;
  x: number;
  /** baseline */
  y: number;
  marker: { x: number; y: number; s: number };
  /** marker + text + halo */
  box: Box;
  condensed: boolean;
  shortened: boolean;
}

interface Spot {
  dy: number;
  /** how far from the cell centre the label may reach sideways */
  reach: number;
}

/** candidate spots around a cell, best first: its own middle when empty, else the strips below and above its stack */
const spots = (board: Pick<BoardView, 'grid'>, occupied: boolean): Spot[] => {
  const g = board.grid;
  const c = counterSize(g);
  if (g.kind === 'square') {
    const strip = (SQUARE_SIZE / 2 + c / 2 + 2) / 2;
    return occupied
      ? [
          { dy: strip, reach: SQUARE_SIZE * 0.5 },
          { dy: -strip, reach: SQUARE_SIZE * 0.5 },
        ]
      : [
          { dy: 4, reach: SQUARE_SIZE * 0.5 },
          { dy: strip, reach: SQUARE_SIZE * 0.5 },
        ];
  }
  // flat: the cell below is two inradii away, so the strip between two stacks lies on the shared edge,
  // nudged up by half the difference of a footprint's top (status dots) and bottom (shadow) pads
  const inr = (HEX_SIZE * Math.sqrt(3)) / 2;
  const strip = g.orientation === 'flat' ? inr : HEX_SIZE * 0.78,
    nudge = g.orientation === 'flat' ? 0.5 : 0;
  // sideways at most to 9 units short of the next column's centre, where an empty target hex shows its cost
  const reach = g.orientation === 'flat' ? HEX_SIZE * 1.2 : HEX_SIZE * 0.9;
  const below = { dy: strip - nudge, reach },
    above = { dy: -strip - nudge, reach };
  // above a stack first: that strip covers only the cell's own number (hidden by its counter anyway);
  // the strip below would cover the number of the cell below
  return occupied ? [above, below] : [{ dy: HEX_SIZE * 0.24, reach }, below, above];
};

interface Fit {
  text: string;
  size: number;
  width: number;
  condensed: boolean;
  shortened: boolean;
}
/** the largest rendering of the text within `room` (marker included); a shortened name keeps its value, e.g. "Stanisł… (2)" */
const fit = (name: string, suffix: string, room: number): Fit | null => {
  const full = name + suffix;
  const need = (t: string, f: number, k = 1) => MARKER + MARKER_GAP + textWidth(t, f) * k + HALO;
  for (const f of FONTS)
    if (need(full, f) <= room)
      return { text: full, size: f, width: textWidth(full, f), condensed: false, shortened: false };
  const f = FONTS[FONTS.length - 1];
  if (need(full, f, CONDENSE) <= room)
    return { text: full, size: f, width: textWidth(full, f) * CONDENSE, condensed: true, shortened: false };
  const chars = [...name];
  for (let k = chars.length - 1; k >= 3; k--) {
    const t = chars.slice(0, k).join('').trimEnd() + '…' + suffix;
    if (need(t, f, CONDENSE) <= room)
      return { text: t, size: f, width: textWidth(t, f) * CONDENSE, condensed: true, shortened: true };
  }
  return null;
};

/** a spot earlier in the list wins unless the name would have to be condensed or shortened there */
const rank = (f: Fit): number => (f.shortened ? 0 : f.condensed ? 1 : 2);

export const placeLabels = (
  board: Pick<BoardView, 'grid' | 'pieces' | 'places'>,
  layout: Layout,
  stacks = stackFootprints(board, layout),
): PlaceLabel[] => {
  const obstacles: Box[] = stacks.flatMap((s) => (s.count ? [s.counters, s.count] : [s.counters]));
  const occupied = new Set(stacks.map((s) => s.cell));
  const places = (board.places ?? []).filter((p) => layout.centers.has(p.cell));
  // cells with pieces have fewer spots: they choose first
  const order = [...places].sort((a, b) => Number(occupied.has(b.cell)) - Number(occupied.has(a.cell)));
  const out: PlaceLabel[] = [];
  for (const pl of order) {
    const ctr = layout.centers.get(pl.cell)!;
    const suffix = pl.value ? ` (${pl.value})` : '';
    const full = pl.name + suffix;
    let best: { fit: Fit; x: number; top: number; h: number } | null = null;
    for (const sp of spots(board, occupied.has(pl.cell))) {
      // the strip's height is set by the largest font; a smaller one only ever needs less
      const h = (ASCENT + DESCENT) * FONTS[0] + HALO;
      const top = ctr.y + sp.dy - h / 2;
      let L = ctr.x - sp.reach,
        R = ctr.x + sp.reach,
        blocked = false;
      for (const o of [...obstacles, ...out.map((l) => l.box)]) {
        if (o.y >= top + h || o.y + o.h <= top) continue;
        if (o.x + o.w <= ctr.x) L = Math.max(L, o.x + o.w);
        else if (o.x >= ctr.x) R = Math.min(R, o.x);
        else blocked = true;
      }
      if (blocked) continue;
      const f = fit(pl.name, suffix, R - L - 1);
      if (!f) continue;
      const w = MARKER + MARKER_GAP + f.width + HALO;
      const x = Math.min(Math.max(ctr.x - w / 2, L + 0.5), R - 0.5 - w);
      if (!best || rank(f) > rank(best.fit)) best = { fit: f, x, top, h };
      if (rank(f) === 2) break;
    }
    if (!best) continue;
    const { fit: f, x, top, h } = best;
    const w = MARKER + MARKER_GAP + f.width + HALO;
    const baseline = top + HALO / 2 + ASCENT * f.size + (h - HALO - (ASCENT + DESCENT) * f.size) / 2;
    out.push({
      cell: pl.cell,
      text: f.text,
      name: full,
      kind: pl.kind,
      side: pl.side,
      size: f.size,
      width: f.width,
      x: x + HALO / 2 + MARKER + MARKER_GAP + f.width / 2,
      y: baseline,
      marker: { x: x + HALO / 2 + MARKER / 2, y: baseline - (ASCENT * f.size) / 2 + 0.3, s: MARKER },
      box: { x, y: top, w, h },
      condensed: f.condensed,
      shortened: f.shortened,
    });
  }
  return out;
};
