import type { Bounds, Point } from './geometry.js';

/** Pan and zoom as pure viewBox arithmetic, shared by mouse, touch and keyboard handlers. */
export type ViewBox = Bounds;

export const MIN_ZOOM_W = 80;

/** Fit bounds into a viewport's aspect ratio (letterboxing the shorter side). */
export const fitViewBox = (b: Bounds, viewportW: number, viewportH: number): ViewBox => {
  if (viewportW <= 0 || viewportH <= 0) return { ...b };
  const aspect = viewportW / viewportH;
  if (b.w / b.h > aspect) {
    const h = b.w / aspect;
    return { x: b.x, y: b.y - (h - b.h) / 2, w: b.w, h };
  }
  const w = b.h * aspect;
  return { x: b.x - (w - b.w) / 2, y: b.y, w, h: b.h };
};

/**
 * Fit with a strip of `reserve` pixels kept free on the right (the zoom buttons), so a fitted board
 * never lies under them; the view keeps the viewport's aspect ratio. Too narrow a viewport: plain fit.
 */
export const fitViewBoxBeside = (b: Bounds, viewportW: number, viewportH: number, reserve: number): ViewBox => {
  if (reserve <= 0 || viewportW - reserve < viewportW / 2 || viewportH <= 0) return fitViewBox(b, viewportW, viewportH);
  const inner = fitViewBox(b, viewportW - reserve, viewportH);
  const unitsPerPx = inner.w / (viewportW - reserve);
  return { x: inner.x, y: inner.y, w: inner.w + reserve * unitsPerPx, h: inner.h };
};

/**
 * Zoom by `factor` (>1 zooms in) keeping the board point under `focus` (in board units) fixed.
 * Zoom is limited between a few cells and twice the whole board.
 */
export const zoomAt = (v: ViewBox, factor: number, focus: Point, board: Bounds): ViewBox => {
  const maxW = Math.max(board.w, board.h * (v.w / v.h)) * 2;
  let w = v.w / factor;
  w = Math.min(Math.max(w, MIN_ZOOM_W), maxW);
  const k = w / v.w;
  const h = v.h * k;
  return { x: focus.x - (focus.x - v.x) * k, y: focus.y - (focus.y - v.y) * k, w, h };
};

/** Pan by a distance in board units, keeping at least a quarter of the board in sight. */
export const panBy = (v: ViewBox, dx: number, dy: number, board: Bounds): ViewBox => {
  const x = clamp(v.x + dx, board.x - v.w * 0.75, board.x + board.w - v.w * 0.25);
  const y = clamp(v.y + dy, board.y - v.h * 0.75, board.y + board.h - v.h * 0.25);
  return { ...v, x, y };
};

const clamp = (n: number, lo: number, hi: number): number => (lo > hi ? (lo + hi) / 2 : Math.min(Math.max(n, lo), hi));

/** Client pixel → board units, for a viewBox shown in an element of the given client rect (preserveAspectRatio meet). */
export const clientToBoard = (
  v: ViewBox,
  rect: { left: number; top: number; width: number; height: number },
  cx: number,
  cy: number,
): Point => {
  const scale = Math.min(rect.width / v.w, rect.height / v.h) || 1;
  const offX = (rect.width - v.w * scale) / 2,
    offY = (rect.height - v.h * scale) / 2;
  return { x: v.x + (cx - rect.left - offX) / scale, y: v.y + (cy - rect.top - offY) / scale };
};

export const viewBoxAttr = (v: ViewBox): string =>
  `${v.x.toFixed(1)} ${v.y.toFixed(1)} ${v.w.toFixed(1)} ${v.h.toFixed(1)}`;

/**
 * The transform of the group holding the board that makes an SVG with viewBox `base` show the view
 * `v` of the same shape: a pan (same size) moves it, a zoom (another scale) also scales it, so neither
 * sets a new viewBox; none when they are one. Taken from the viewBox as written (`viewBoxAttr` rounds
 * it), so the board lands where `v` puts it.
 */
export const shiftAttr = (base: ViewBox, v: ViewBox): string | undefined => {
  const [bx, by, bw] = viewBoxAttr(base).split(' ').map(Number);
  if (v.w === base.w) {
    const x = bx - v.x,
      y = by - v.y;
    return x || y ? `translate(${x.toFixed(2)},${y.toFixed(2)})` : undefined;
  }
  // board point p is drawn at p·k + (b − v·k): v's corner lands on the viewBox's, v's width fills its width
  const k = bw / v.w;
  return `translate(${(bx - v.x * k).toFixed(3)},${(by - v.y * k).toFixed(3)}) scale(${k.toPrecision(8)})`;
};

/** whether a view has the viewBox's shape (a pan or a zoom of it), so the group's transform can show it */
export const sameShape = (base: ViewBox, v: ViewBox): boolean =>
  Math.abs(v.w * base.h - v.h * base.w) <= 1e-9 * v.w * base.h;

/**
 * Bring a box (a selected piece and its targets) into view at a size a finger can hit: unchanged
 * when it is already inside and cells are at least `minPx` on screen; otherwise fitted to the box,
 * but never zoomed in beyond `maxPx` per cell.
 */
export const focusViewBox = (
  v: ViewBox,
  box: Bounds,
  vw: number,
  vh: number,
  unit: number,
  minPx = 44,
  maxPx = 96,
): ViewBox => {
  if (vw <= 0 || vh <= 0) return v;
  const scale = Math.min(vw / v.w, vh / v.h);
  const inside = box.x >= v.x && box.y >= v.y && box.x + box.w <= v.x + v.w && box.y + box.h <= v.y + v.h;
  if (inside && unit * scale >= minPx) return v;
  const f = fitViewBox(box, vw, vh);
  const minW = (vw * unit) / maxPx;
  if (f.w >= minW) return f;
  const cx = box.x + box.w / 2,
    cy = box.y + box.h / 2;
  const h = (minW * vh) / vw;
  return { x: cx - minW / 2, y: cy - h / 2, w: minW, h };
};

/**
 * Where a big board opens (issue 19, item 5): fitted when a cell is already `px` wide on screen,
 * otherwise centred on `home` (the viewer's own pieces) at `px` per cell, so counters can be read.
 */
export const homeViewBox = (
  fit: ViewBox,
  home: readonly Point[],
  vw: number,
  vh: number,
  unit: number,
  px = 40,
): ViewBox => {
  if (vw <= 0 || vh <= 0 || !home.length) return fit;
  if (unit * Math.min(vw / fit.w, vh / fit.h) >= px) return fit;
  const xs = home.map((q) => q.x),
    ys = home.map((q) => q.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2,
    cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const w = (vw * unit) / px,
    h = (vh * unit) / px;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
};

/** a view box read back from storage: four finite numbers with a positive size, else null */
export const parseViewBox = (raw: string | null): ViewBox | null => {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<ViewBox>;
    const ok = [v.x, v.y, v.w, v.h].every((n) => typeof n === 'number' && Number.isFinite(n)) && v.w! > 0 && v.h! > 0;
    return ok ? { x: v.x!, y: v.y!, w: v.w!, h: v.h! } : null;
  } catch {
    return null;
  }
};

/**
 * The CSS transform (origin at the element's top left: translate by x, y pixels, then scale by k) that
 * makes an SVG drawn with the viewBox `drawn` look as if drawn with `wanted`, in an element of w × h
 * pixels (preserveAspectRatio meet). A pan or zoom moves the drawn layer by this on the compositor and
 * the SVG is redrawn with `wanted` once, when the gesture ends.
 */
export const layerTransform = (drawn: ViewBox, wanted: ViewBox, w: number, h: number) => {
  const place = (v: ViewBox) => {
    const s = Math.min(w / v.w, h / v.h) || 1;
    return { s, ox: (w - v.w * s) / 2, oy: (h - v.h * s) / 2 };
  };
  const a = place(drawn),
    b = place(wanted);
  const k = b.s / a.s;
  return { k, x: b.ox - k * a.ox + (drawn.x - wanted.x) * b.s, y: b.oy - k * a.oy + (drawn.y - wanted.y) * b.s };
};
