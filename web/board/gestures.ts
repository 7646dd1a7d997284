import { useEffect, useRef } from 'preact/hooks';
import type { BoardView } from '../../rules/core/board.js';
import { HEX_SIZE, SQUARE_SIZE, type Layout, type Point } from './geometry.js';
import { cellLabelLayer } from './cell-labels.js';
import {
  clientToBoard,
  fitViewBoxBeside,
  focusViewBox,
  homeViewBox,
  layerTransform,
  panBy,
  parseViewBox,
  sameShape,
  shiftAttr,
  viewBoxAttr,
  zoomAt,
  type ViewBox,
} from './viewbox.js';

/**
 * The board's gesture layer: pan and zoom by mouse, touch, wheel, keyboard and buttons, the view kept
 * per game, and the cell labels of the part looked at. The arithmetic is viewbox.ts's; this is the
 * part that talks to the page. During a gesture the drawn SVG is moved by the compositor (a CSS
 * transform on its layer, `glide`); it is drawn again once, when the gesture ends (`draw`). A pan ends
 * with the viewBox as it was and the board's one inner group moved (`viewRef`): a new viewBox makes the
 * browser lay out every element of the SVG again (Olszynka's ~3,500 layout objects: 10 ms), a group's
 * new transform only that group; a zoom (a new scale) sets the viewBox.
 */
export interface ViewGestures {
  /** the view the player asked for (during a gesture the SVG still shows `drawn` under a transform) */
  vb: { current: ViewBox };
  /** the view the SVG is drawn with: its viewBox (`base`) with the inner group moved by their difference */
  drawn: { current: ViewBox };
  /** the view shown once the last gesture ended: `drawn`, or `drawn` carried there by a CSS transform (`carry`) */
  seen: { current: ViewBox };
  /** the SVG's viewBox: set by a zoom, kept by a pan */
  base: { current: ViewBox };
  zoom: (factor: number, focus?: Point) => void;
  pan: (dx: number, dy: number) => void;
  /** the whole map fitted beside the zoom buttons; `forget`: the kept view is dropped too (the fit button) */
  fit: (forget?: boolean) => void;
  /** a click during a gesture's quiet time: the board is drawn first, so the click reads the board as seen */
  settle: () => void;
  /** true once when the last pointer up ended a drag: the click it makes is not a click on the board */
  dragged: () => boolean;
  /** the cells (a selected piece and its targets) brought into view at a size a finger can hit */
  focus: (cells: readonly string[]) => void;
}

export interface GestureRefs {
  svgRef: { current: SVGSVGElement | null };
  /** the group holding everything the SVG draws: a pan moves it (its transform), the viewBox kept */
  viewRef: { current: SVGGElement | null };
  /** the SVG's own compositor layer, which a pan or zoom moves */
  layerRef: { current: HTMLDivElement | null };
  labelsRef: { current: SVGGElement | null };
  /** told each view as drawn, with the board's size on screen (the map's bitmap, useMapBitmap.ts) */
  onDraw?: { current: ((v: ViewBox, screen: { w: number; h: number }) => void) | null };
}

/**
 * A gesture's end shows the new view with the SVG as drawn, moved and scaled by a CSS transform on the SVG
 * element itself (not a compositor layer of its own, so it is rastered sharp at the new scale), while that
 * scale lies within these bounds and the part drawn (the box and its clip margin) still covers the screen:
 * then nothing in the SVG is laid out or painted again. A zoom redrawn inside the SVG (the group's new
 * scale) lays out every text and repaints every element: 11–18 ms on Wojna's board at p95.
 */
const CARRY_MIN = 0.6;
const CARRY_MAX = 4;
/** the SVGs' `overflow-clip-margin` (style.css: 25vmax), a little less, so no edge of the clip shows */
const clipMarginPx = () =>
  typeof window === 'undefined' ? 0 : 0.24 * Math.max(window.innerWidth || 0, window.innerHeight || 0);

/** the zoom buttons' column (40–44 px buttons, 6–10 px from the edge) plus a little air */
const ZOOM_STRIP_PX = 58;
/** a wheel, keyboard or button gesture has ended when no step came for this long: the board is then redrawn */
const GESTURE_QUIET_MS = 180;
/** the cell labels' font size (style.css) and the smallest on screen worth drawing */
const CELL_LABEL_PX = 6.5;
const MIN_LABEL_PX = 5;
/** labels are drawn this far (a fraction of the screen) beyond each edge */
const LABEL_MARGIN = 0.2;
/** the area the labels drawn cover, as a multiple of the screen's (the margin on each side) */
const LABEL_AREA = (1 + 2 * LABEL_MARGIN) ** 2;
/**
 * the labels drawn are kept while they cover at most this many times the area they would be drawn for: a
 * zoom in by up to ~1.7× keeps them all, so zooming back out (the common way back) adds none, each label a
 * frame's layout and paint (Wojna: its zoom back out's longest task was a label frame, 9–12 ms)
 */
const LABEL_KEEP = 3;

export const useViewGestures = (
  { svgRef, viewRef, layerRef, labelsRef, onDraw }: GestureRefs,
  map: BoardView,
  layout: Layout,
  /** where the view is kept in the browser, e.g. the game and board */
  viewKey: string | undefined,
  /** cells of the viewer's own pieces: a board too big to read fitted opens centred on them */
  home: readonly string[] | undefined,
): ViewGestures => {
  /** the view the player asked for; during a gesture the SVG still carries `drawn` and a CSS transform shows `vb` */
  const vb = useRef<ViewBox>(layout.bounds);
  /** the view the SVG is drawn with (its viewBox, the inner group moved by `shiftAttr`) */
  const drawn = useRef<ViewBox>(layout.bounds);
  /** the SVG's viewBox, of the same size as `drawn` */
  const base = useRef<ViewBox>(layout.bounds);
  /** the view shown at rest: `drawn`, or `drawn` under the SVGs' CSS transform (`carry`) */
  const seen = useRef<ViewBox>(layout.bounds);
  /** the redraw due when a wheel or keyboard gesture goes quiet */
  const commitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** the board's size on screen, kept so a pan or zoom reads no layout */
  const screen = useRef<{ w: number; h: number } | null>(null);
  /** the part of the map whose cell labels are drawn, null when none are */
  const labelled = useRef<ViewBox | null>(null);
  /** the scale (screen pixels per map unit) the labels were drawn at */
  const labelScale = useRef(0);
  /** the labels' layer: what leaves the part is removed at once, what enters it added over the next frames */
  const labels = useRef<ReturnType<typeof cellLabelLayer> | null>(null);
  const touched = useRef(false);
  const suppressClick = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const storeKey = viewKey ? `rozkaz.view.${viewKey}` : null;
  /** cell labels only where the board is looked at, and only once they can be read */
  const drawLabels = () => {
    const g = labelsRef.current,
      s = screen.current;
    if (!g || !s?.w || !s.h) return;
    const v = vb.current,
      d = drawn.current;
    const scale = Math.min(s.w / v.w, s.h / v.h);
    /** the scale the labels are laid out at: the SVG's own (a CSS transform on it lays nothing out) */
    const inner = Math.min(s.w / d.w, s.h / d.h);
    if (scale * CELL_LABEL_PX < MIN_LABEL_PX) {
      if (labelled.current) labels.current?.show(null);
      labelled.current = null;
      return;
    }
    // what is on screen (the viewBox is met, so one axis shows more), with a margin so a short pan redraws nothing
    const w = s.w / scale,
      h = s.h / scale,
      x = v.x + v.w / 2 - w / 2,
      y = v.y + v.h / 2 - h / 2;
    const l = labelled.current;
    // a new scale: every label is drawn again over the next frames (cell-labels.ts), none laid out in the redraw's
    const rescaled = Math.abs(inner - labelScale.current) > inner * 1e-3;
    // a pan or a zoom in keeps the labels drawn while they cover the view and are at most LABEL_KEEP times what it needs
    if (
      !rescaled &&
      l &&
      x >= l.x &&
      y >= l.y &&
      x + w <= l.x + l.w &&
      y + h <= l.y + l.h &&
      l.w * l.h <= LABEL_KEEP * w * h * LABEL_AREA
    )
      return;
    const box = {
      x: x - w * LABEL_MARGIN,
      y: y - h * LABEL_MARGIN,
      w: w * (1 + 2 * LABEL_MARGIN),
      h: h * (1 + 2 * LABEL_MARGIN),
    };
    labels.current?.show(box, rescaled);
    labelled.current = box;
    labelScale.current = inner;
  };
  /** the board's box on screen: the wrapper's, which the SVG fills (the SVG's own is moved by a gesture's transform) */
  const measure = (el: Element) => {
    const r = (el.closest('.board-wrap') ?? el).getBoundingClientRect();
    screen.current = { w: r.width, h: r.height };
    return r;
  };
  /** the board's and the labels' SVG elements, which a carried view transforms */
  const svgs = () => [svgRef.current, labelsRef.current?.ownerSVGElement].filter((x): x is SVGSVGElement => !!x);
  /**
   * The view shown at a gesture's end without redrawing the SVG: the layer's transform moved onto the two
   * SVG elements (a CSS transform there is a paint property, no layout and no new paint of their elements),
   * when the scale is within bounds and what is drawn still covers the screen; false: it must be redrawn.
   */
  const carry = (v: ViewBox): boolean => {
    const s = screen.current;
    if (!s?.w || !s.h || !svgRef.current) return false;
    const t = layerTransform(drawn.current, v, s.w, s.h);
    const m = clipMarginPx();
    if (t.k < CARRY_MIN || t.k > CARRY_MAX) return false;
    if (t.x - t.k * m > 0 || t.y - t.k * m > 0 || t.x + t.k * (s.w + m) < s.w || t.y + t.k * (s.h + m) < s.h)
      return false;
    const css = `translate(${t.x.toFixed(2)}px,${t.y.toFixed(2)}px) scale(${t.k.toFixed(5)})`;
    for (const el of svgs()) el.style.transform = css;
    return true;
  };
  /** the SVG redrawn with the view asked for: its viewBox set, the gesture's transform dropped, its cell labels brought up to date; `gesture`: a gesture's end, which may carry the view drawn (`carry`) */
  const draw = (gesture = false) => {
    if (commitTimer.current) clearTimeout(commitTimer.current);
    commitTimer.current = null;
    const v = vb.current,
      svg = svgRef.current,
      group = viewRef.current;
    if (gesture && carry(v)) return shown(v);
    for (const el of svgs()) if (el.style.transform) el.style.transform = '';
    // a pan or a zoom (the same shape): the inner group moved and scaled, the viewBox and every other
    // element's layout kept; a view of another shape (a fit to a resized board) sets the viewBox
    if (!group || !sameShape(base.current, v)) {
      base.current = v;
      svg?.setAttribute('viewBox', viewBoxAttr(v));
    }
    const shift = shiftAttr(base.current, v);
    if (shift) group?.setAttribute('transform', shift);
    else group?.removeAttribute('transform');
    // the labels' own SVG under the board's (map-layers.tsx CellLabels): the same viewBox and shift
    const labelGroup = labelsRef.current?.parentElement,
      labelSvg = labelsRef.current?.ownerSVGElement;
    const box = viewBoxAttr(base.current);
    if (labelSvg && labelSvg.getAttribute('viewBox') !== box) labelSvg.setAttribute('viewBox', box);
    if (shift) labelGroup?.setAttribute('transform', shift);
    else labelGroup?.removeAttribute('transform');
    drawn.current = v;
    shown(v);
  };
  /** the view `v` shown: the layer's gesture transform dropped, the map's bitmap and the cell labels brought up to date */
  const shown = (v: ViewBox) => {
    seen.current = v;
    const svg = svgRef.current;
    // the view as seen, for tests and tools: the viewBox alone no longer tells it
    svg?.setAttribute('data-view', viewBoxAttr(v));
    const layer = layerRef.current;
    if (layer?.style.transform) layer.style.transform = '';
    if (!screen.current && svgRef.current) measure(svgRef.current);
    if (screen.current) onDraw?.current?.(vb.current, screen.current);
    drawLabels();
  };
  /** drawn, and kept when the player chose it; `gesture`: a gesture's end (`draw`) */
  const apply = (gesture = false) => {
    draw(gesture);
    // a view the player chose is kept for this game, so a submission or a reload does not reset it
    if (!storeKey || !touched.current) return;
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      try {
        localStorage.setItem(storeKey, JSON.stringify(vb.current));
      } catch {
        /* storage full or off: the view is simply not kept */
      }
    }, 250);
  };
  const fit = () => {
    const el = svgRef.current;
    if (!el) return;
    const r = measure(el);
    // the zoom buttons sit at the right edge: the fitted board stays clear of them
    vb.current = fitViewBoxBeside(layout.bounds, r.width, r.height, ZOOM_STRIP_PX);
    apply();
    if (storeKey && !touched.current)
      try {
        localStorage.removeItem(storeKey);
      } catch {
        /* nothing kept */
      }
  };
  /** the opening view: the one kept for this game, else fitted, or centred on the own pieces when fitted is too small to read */
  const open = () => {
    const el = svgRef.current;
    if (!el) return;
    let kept: ViewBox | null = null;
    try {
      kept = storeKey ? parseViewBox(localStorage.getItem(storeKey)) : null;
    } catch {
      kept = null;
    }
    if (kept) {
      vb.current = kept;
      touched.current = true;
      return apply();
    }
    const r = measure(el);
    const fitted = fitViewBoxBeside(layout.bounds, r.width, r.height, ZOOM_STRIP_PX);
    const homes = (home ?? []).map((c) => layout.centers.get(c)).filter((x): x is Point => !!x);
    const unit = map.grid.kind === 'square' ? SQUARE_SIZE : HEX_SIZE * 2;
    vb.current = homeViewBox(fitted, homes, r.width, r.height, unit);
    // a view centred on the own pieces is a choice like a zoom: a resize keeps it
    touched.current = vb.current !== fitted;
    // drawn, not written to storage: only a view the player chose is kept
    draw();
  };
  /**
   * One step of a pan or zoom: the SVG as drawn is moved and scaled by the compositor (a CSS transform
   * on its own layer), not redrawn; it is redrawn once, when the gesture ends — at `quietMs` after the
   * last step of a wheel, keyboard or button gesture, or when the last finger or button is lifted (null).
   */
  const glide = (quietMs: number | null) => {
    touched.current = true;
    const layer = layerRef.current,
      s = screen.current;
    if (!layer || !s?.w || !s.h) return apply();
    const t = layerTransform(seen.current, vb.current, s.w, s.h);
    layer.style.transform = `translate(${t.x.toFixed(2)}px,${t.y.toFixed(2)}px) scale(${t.k.toFixed(5)})`;
    if (commitTimer.current) clearTimeout(commitTimer.current);
    commitTimer.current = quietMs === null ? null : setTimeout(() => apply(true), quietMs);
  };
  const zoom = (factor: number, focus?: Point) => {
    const v = vb.current;
    vb.current = zoomAt(v, factor, focus ?? { x: v.x + v.w / 2, y: v.y + v.h / 2 }, layout.bounds);
    glide(GESTURE_QUIET_MS);
  };
  const pan = (dx: number, dy: number) => {
    vb.current = panBy(vb.current, dx, dy, layout.bounds);
    glide(GESTURE_QUIET_MS);
  };

  useEffect(() => {
    const el = svgRef.current;
    if (!el) return;
    touched.current = false;
    labelled.current = null;
    if (labelsRef.current) labelsRef.current.innerHTML = '';
    labels.current = cellLabelLayer(() => labelsRef.current, map, layout);
    open();
    const ro =
      typeof ResizeObserver !== 'undefined'
        ? new ResizeObserver(() => {
            measure(el);
            if (touched.current) apply();
            else fit();
          })
        : null;
    ro?.observe(el);
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const focus = clientToBoard(vb.current, measure(el), e.clientX, e.clientY);
      zoom(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0018)), focus);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    // pointer drag pans; two pointers pinch-zoom about their midpoint
    const pts = new Map<number, { x: number; y: number }>();
    let start: { vb: ViewBox; pts: Map<number, { x: number; y: number }>; moved: boolean } | null = null;
    const down = (e: PointerEvent) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
      start = { vb: { ...vb.current }, pts: new Map(pts), moved: start?.moved ?? false };
      suppressClick.current = false;
    };
    const move = (e: PointerEvent) => {
      if (!pts.has(e.pointerId) || !start) return;
      pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const rect = measure(el);
      const scale = Math.min(rect.width / start.vb.w, rect.height / start.vb.h) || 1;
      if (pts.size === 1) {
        const s0 = start.pts.get(e.pointerId);
        if (!s0) return;
        const dx = e.clientX - s0.x,
          dy = e.clientY - s0.y;
        if (!start.moved && Math.hypot(dx, dy) < 6) return;
        if (!start.moved) el.setPointerCapture?.(e.pointerId);
        start.moved = true;
        vb.current = panBy(start.vb, -dx / scale, -dy / scale, layout.bounds);
      } else if (pts.size === 2) {
        const [a0, b0] = [...start.pts.values()],
          [a1, b1] = [...pts.values()];
        if (!a0 || !b0) return;
        const d0 = Math.hypot(a0.x - b0.x, a0.y - b0.y) || 1,
          d1 = Math.hypot(a1.x - b1.x, a1.y - b1.y);
        const mid0 = clientToBoard(start.vb, rect, (a0.x + b0.x) / 2, (a0.y + b0.y) / 2);
        start.moved = true;
        const z = zoomAt(start.vb, d1 / d0, mid0, layout.bounds);
        const scale2 = Math.min(rect.width / z.w, rect.height / z.h) || 1;
        vb.current = panBy(
          z,
          -((a1.x + b1.x) / 2 - (a0.x + b0.x) / 2) / scale2,
          -((a1.y + b1.y) / 2 - (a0.y + b0.y) / 2) / scale2,
          layout.bounds,
        );
      }
      glide(null);
    };
    const up = (e: PointerEvent) => {
      if (!pts.has(e.pointerId)) return;
      pts.delete(e.pointerId);
      if (start?.moved) suppressClick.current = true;
      // the last finger lifted ends the gesture: the board is redrawn for where it was left
      if (!pts.size && start?.moved) apply(true);
      start = pts.size ? { vb: { ...vb.current }, pts: new Map(pts), moved: true } : null;
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    return () => {
      // a view chosen just now (a gesture not yet redrawn, or a save not yet written) is written before
      // the board re-opens (a new view re-lays the board): dropping it would re-open on the older kept view
      if (saveTimer.current || commitTimer.current) {
        if (saveTimer.current) clearTimeout(saveTimer.current);
        if (commitTimer.current) clearTimeout(commitTimer.current);
        saveTimer.current = commitTimer.current = null;
        if (storeKey && touched.current)
          try {
            localStorage.setItem(storeKey, JSON.stringify(vb.current));
          } catch {
            /* storage full or off: the view is simply not kept */
          }
      }
      ro?.disconnect();
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
    };
  }, [layout, storeKey]);

  const focus = (cells: readonly string[]) => {
    const el = svgRef.current;
    if (!el) return;
    const pts = cells.map((c) => layout.centers.get(c)).filter((x): x is Point => !!x);
    if (!pts.length) return;
    const unit = map.grid.kind === 'square' ? SQUARE_SIZE : HEX_SIZE * 2;
    const xs = pts.map((q) => q.x),
      ys = pts.map((q) => q.y);
    const box = {
      x: Math.min(...xs) - unit,
      y: Math.min(...ys) - unit,
      w: Math.max(...xs) - Math.min(...xs) + 2 * unit,
      h: Math.max(...ys) - Math.min(...ys) + 2 * unit,
    };
    const r = measure(el);
    const next = focusViewBox(vb.current, box, r.width, r.height, unit);
    if (next !== vb.current) {
      vb.current = next;
      touched.current = true;
      apply();
    }
  };
  const fitNow = (forget = false) => {
    if (forget) touched.current = false;
    fit();
  };
  const settle = () => {
    if (commitTimer.current) apply(true);
  };
  const dragged = () => {
    if (!suppressClick.current) return false;
    suppressClick.current = false;
    return true;
  };
  return { vb, drawn, seen, base, zoom, pan, fit: fitNow, settle, dragged, focus };
};
