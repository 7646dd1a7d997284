import { memo } from 'preact/compat';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardView, PieceView } from '../../rules/core/board.js';
import { tx, t, type Lang } from '../i18n.js';
import { Counter } from './Counter.js';
import { explainPiece, explainText } from './counter-key.js';
import { PieceInfo } from './PieceInfo.js';
import {
  cellAt,
  counterSize,
  HEX_SIZE,
  layoutBoard,
  polygonPoints,
  SQUARE_SIZE,
  type Layout,
  type Point,
} from './geometry.js';
import { sideColor } from './style.js';
import { COST_H, COST_W, costCentre, COUNT_R, countCentre, placeLabels, stackOffset } from './labels.js';
import { cellLabelsSvg, patternFill, placeLabelsSvg, staticMapSvg } from './static-svg.js';
import type { SinceMarks } from '../game/since.js';
import {
  clientToBoard,
  fitViewBoxBeside,
  focusViewBox,
  homeViewBox,
  layerTransform,
  panBy,
  parseViewBox,
  viewBoxAttr,
  zoomAt,
  type ViewBox,
} from './viewbox.js';

export interface TargetMark {
  cost?: number;
  path?: string[];
  label?: string;
}
export interface PlannedMark {
  from?: string;
  cell?: string;
  path?: string[];
  error?: boolean;
  n: number;
}

export interface BoardProps {
  board: BoardView;
  sides: string[];
  lang: Lang;
  selectable?: Set<string>;
  selected?: string | null;
  targets?: Map<string, TargetMark>;
  planned?: PlannedMark[];
  /** what the other sides did since the viewer's last move (game/since.ts) */
  since?: SinceMarks | null;
  errorPieces?: Set<string>;
  onPiece?: (id: string) => void;
  onCell?: (cell: string) => void;
  sideName?: (side: string) => string;
  /** where the view (zoom and pan) is kept in the browser across submissions and reloads, e.g. the game and board */
  viewKey?: string;
  /** cells of the viewer's own pieces: a board too big to read fitted opens centred on them */
  home?: string[];
}

/** One renderer for every game's BoardView: SVG, pan and zoom by mouse, touch and keyboard. */
/** the zoom buttons' column (40–44 px buttons, 6–10 px from the edge) plus a little air */
const ZOOM_STRIP_PX = 58;

export const Board = (p: BoardProps) => {
  const { board } = p;
  // a new view of the same map (pieces moved, a poll) keeps the map: its layer is not redrawn
  const mapRef = useRef(board);
  if (!sameMap(mapRef.current, board)) mapRef.current = board;
  const map = mapRef.current;
  const layout = useMemo(() => layoutBoard(map), [map]);
  const svgRef = useRef<SVGSVGElement>(null);
  /** the SVG's own compositor layer, which a pan or zoom moves (glide) */
  const layerRef = useRef<HTMLDivElement>(null);
  const labelsRef = useRef<SVGGElement>(null);
  /** the view the player asked for; during a gesture the SVG still carries `drawn` and a CSS transform shows `vb` */
  const vb = useRef<ViewBox>(layout.bounds);
  /** the viewBox the SVG is drawn with */
  const drawn = useRef<ViewBox>(layout.bounds);
  /** the redraw due when a wheel or keyboard gesture goes quiet */
  const commitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** the board's size on screen, kept so a pan or zoom reads no layout */
  const screen = useRef<{ w: number; h: number } | null>(null);
  /** the part of the map whose cell labels are drawn, null when none are */
  const labelled = useRef<ViewBox | null>(null);
  const touched = useRef(false);
  const suppressClick = useRef(false);
  const [fan, setFan] = useState<string | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  /** the stack last tapped or picked: its counters are explained under the board */
  const [inspect, setInspect] = useState<string | null>(null);

  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const storeKey = p.viewKey ? `rozkaz.view.${p.viewKey}` : null;
  /** cell labels only where the board is looked at, and only once they can be read */
  const drawLabels = () => {
    const g = labelsRef.current,
      s = screen.current;
    if (!g || !s?.w || !s.h) return;
    const v = vb.current;
    const scale = Math.min(s.w / v.w, s.h / v.h);
    if (scale * CELL_LABEL_PX < MIN_LABEL_PX) {
      if (labelled.current) g.innerHTML = '';
      labelled.current = null;
      return;
    }
    // what is on screen (the viewBox is met, so one axis shows more), with a margin so a short pan redraws nothing
    const w = s.w / scale,
      h = s.h / scale,
      x = v.x + v.w / 2 - w / 2,
      y = v.y + v.h / 2 - h / 2;
    const l = labelled.current;
    if (l && x >= l.x && y >= l.y && x + w <= l.x + l.w && y + h <= l.y + l.h) return;
    const box = {
      x: x - w * LABEL_MARGIN,
      y: y - h * LABEL_MARGIN,
      w: w * (1 + 2 * LABEL_MARGIN),
      h: h * (1 + 2 * LABEL_MARGIN),
    };
    g.innerHTML = cellLabelsSvg(map, layout, box);
    labelled.current = box;
  };
  /** the board's box on screen: the wrapper's, which the SVG fills (the SVG's own is moved by a gesture's transform) */
  const measure = (el: Element) => {
    const r = (el.closest('.board-wrap') ?? el).getBoundingClientRect();
    screen.current = { w: r.width, h: r.height };
    return r;
  };
  /** the SVG redrawn with the view asked for: its viewBox set, the gesture's transform dropped, its cell labels brought up to date */
  const draw = () => {
    if (commitTimer.current) clearTimeout(commitTimer.current);
    commitTimer.current = null;
    drawn.current = vb.current;
    svgRef.current?.setAttribute('viewBox', viewBoxAttr(vb.current));
    const layer = layerRef.current;
    if (layer?.style.transform) layer.style.transform = '';
    drawLabels();
  };
  /** drawn, and kept when the player chose it */
  const apply = () => {
    draw();
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
    const home = (p.home ?? []).map((c) => layout.centers.get(c)).filter((x): x is Point => !!x);
    const unit = board.grid.kind === 'square' ? SQUARE_SIZE : HEX_SIZE * 2;
    vb.current = homeViewBox(fitted, home, r.width, r.height, unit);
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
    const t = layerTransform(drawn.current, vb.current, s.w, s.h);
    layer.style.transform = `translate(${t.x.toFixed(2)}px,${t.y.toFixed(2)}px) scale(${t.k.toFixed(5)})`;
    if (commitTimer.current) clearTimeout(commitTimer.current);
    commitTimer.current = quietMs === null ? null : setTimeout(apply, quietMs);
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
      if (!pts.size && start?.moved) apply();
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

  // a selected piece and its targets come into view at a size a finger can hit
  useEffect(() => {
    const el = svgRef.current;
    if (!el || !p.selected || !p.targets?.size) return;
    const cells = [...p.targets.keys(), board.pieces.find((x) => x.id === p.selected)?.cell].filter(
      (c): c is string => !!c,
    );
    const pts = cells.map((c) => layout.centers.get(c)).filter((x): x is Point => !!x);
    if (!pts.length) return;
    const unit = board.grid.kind === 'square' ? SQUARE_SIZE : HEX_SIZE * 2;
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
  }, [p.selected, p.targets]);

  const onKey = (e: KeyboardEvent) => {
    const v = vb.current;
    const step = 0.12;
    const k = e.key;
    if (k === '+' || k === '=') zoom(1.25);
    else if (k === '-' || k === '_') zoom(0.8);
    else if (k === 'ArrowLeft') pan(-v.w * step, 0);
    else if (k === 'ArrowRight') pan(v.w * step, 0);
    else if (k === 'ArrowUp') pan(0, -v.h * step);
    else if (k === 'ArrowDown') pan(0, v.h * step);
    else if (k === '0') fit();
    else if (k === 'Escape') setFan(null);
    else return;
    e.preventDefault();
  };

  const stacks = useMemo(() => {
    const m = new Map<string, PieceView[]>();
    for (const pc of board.pieces) m.set(pc.cell, [...(m.get(pc.cell) ?? []), pc]);
    return m;
  }, [board.pieces]);

  const onClick = (e: MouseEvent) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    // a click during a gesture's quiet time: the board is redrawn first, so the click reads the board as seen
    if (commitTimer.current) apply();
    const el = (e.target as Element).closest('[data-target],[data-piece],[data-stack]');
    if (el) return activate(el);
    // the map is one path per terrain: the cell under the pointer is found by arithmetic
    setFan(null);
    setInspect(null);
    const ctm = svgRef.current?.getScreenCTM();
    if (!ctm || !(e.target as Element).closest('.cells')) return;
    const q = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const c = cellAt(layout, q);
    if (c) p.onCell?.(c);
  };
  const activate = (el: Element) => {
    const at =
      el.closest('[data-stack]')?.getAttribute('data-stack') ??
      board.pieces.find((x) => x.id === el.getAttribute('data-piece'))?.cell;
    setInspect(at ?? null);
    const target = el.getAttribute('data-target');
    const piece = el.getAttribute('data-piece');
    const stack = el.getAttribute('data-stack');
    if (target) {
      setFan(null);
      return p.onCell?.(target);
    }
    if (piece) {
      setFan(null);
      return p.onPiece?.(piece);
    }
    if (stack) {
      const list = stacks.get(stack) ?? [];
      if (list.length > 1) return setFan(fan === stack ? null : stack);
      if (list[0]) return p.onPiece?.(list[0].id);
    }
    setFan(null);
  };
  const onKeyItem = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const el = (e.target as Element).closest('[data-target],[data-piece],[data-stack]');
    if (!el) return;
    e.preventDefault();
    e.stopPropagation();
    activate(el);
  };

  // the marks since the viewer's last move, and the attacks the view says are still pending, with their odds
  const marks = withPending(p.since ?? null, board, p.lang);
  const cSize = counterSize(board.grid);
  const sides = p.sides;
  const fillOf = (pc: PieceView) => pc.color ?? sideColor(pc.side, board.sideColors, sides);
  const selectedCell = p.selected ? board.pieces.find((x) => x.id === p.selected)?.cell : undefined;
  const hoverMark = hover ? p.targets?.get(hover) : undefined;
  const previewPath =
    hover && selectedCell
      ? [selectedCell, ...(hoverMark?.path ?? []).filter((c) => c !== selectedCell && c !== hover), hover]
      : null;
  const explain = (pc: PieceView) => explainText(explainPiece(pc, board, p.lang, p.sideName));
  const pieceName = (pc: PieceView) =>
    pc.hidden
      ? t('game.hidden')
      : [
          t('game.piece', { side: pc.side ? (p.sideName?.(pc.side) ?? pc.side) : '', label: pc.label }),
          pc.size,
          pc.values?.join('-'),
        ]
          .filter(Boolean)
          .join(' ');

  return (
    <div class="board-wrap">
      <div class="board-layer" ref={layerRef}>
        <svg
          ref={svgRef}
          class="board"
          role="application"
          aria-label={t('game.boardHelp')}
          tabindex={0}
          viewBox={viewBoxAttr(drawn.current)}
          preserveAspectRatio="xMidYMid meet"
          onClick={onClick}
          onKeyDown={(e) => (e.target === svgRef.current ? onKey(e) : onKeyItem(e))}
          // one handler for every target's hover and focus (the path preview), none per cell
          onPointerOver={(e) => setHover(targetOf(e))}
          onPointerLeave={() => setHover(null)}
          onFocusCapture={(e) => setHover(targetOf(e))}
          onBlurCapture={() => setHover(null)}
        >
          <Defs />
          <StaticMap board={map} layout={layout} />
          <CellLabels gRef={labelsRef} />
          {marks ? <SinceLayer since={marks} layout={layout} /> : null}
          {p.planned?.length ? <Planned planned={p.planned} layout={layout} /> : null}
          {previewPath && <Path cells={previewPath} layout={layout} cls="path-preview" />}
          <g class="pieces">
            {[...stacks.entries()].map(([cell, list]) => {
              if (cell === fan) return null;
              const c = layout.centers.get(cell);
              if (!c) return null;
              const n = list.length;
              const top = list[n - 1];
              const anySel = list.some((x) => p.selectable?.has(x.id));
              const single = n === 1;
              const state = (pc: PieceView) =>
                p.errorPieces?.has(pc.id)
                  ? 'error'
                  : pc.id === p.selected
                    ? 'selected'
                    : p.selectable?.has(pc.id)
                      ? 'selectable'
                      : null;
              return (
                <g
                  key={cell}
                  data-stack={cell}
                  class={anySel ? 'stack can-act' : 'stack'}
                  transform={`translate(${c.x},${c.y})`}
                  {...(single && p.selectable?.has(top.id) ? { 'data-piece': top.id } : {})}
                >
                  {list.map((pc, i) => {
                    const off = stackOffset(i, n);
                    // a counter under the top shows only its edge: its face is read in the fan or the box below the board
                    if (i < n - 1)
                      return (
                        <rect
                          key={pc.id}
                          class="under"
                          x={off - cSize / 2}
                          y={off - cSize / 2}
                          width={cSize}
                          height={cSize}
                          rx={3}
                          fill={fillOf(pc)}
                        />
                      );
                    const sel = list.find((x) => x.id === p.selected);
                    return (
                      <g key={pc.id} transform={`translate(${off},${off})`}>
                        <Counter
                          piece={pc}
                          size={cSize}
                          fill={fillOf(pc)}
                          grid={board.grid}
                          // a stack's hit area carries the words of the whole stack
                          title={anySel || !single ? undefined : explain(pc)}
                          state={sel && n > 1 ? 'selected' : (state(pc) ?? (anySel ? 'selectable' : null))}
                        />
                      </g>
                    );
                  })}
                  {(anySel || !single) && (
                    // a text-free hit area carries the button role, so its name need not repeat the counter's print
                    <rect
                      class="hit"
                      x={-cSize / 2}
                      y={-cSize / 2}
                      width={cSize}
                      height={cSize}
                      rx={3}
                      tabindex={anySel ? 0 : -1}
                      role="button"
                      aria-label={
                        single ? pieceName(top) : `${t('game.stack', { n, cell })}: ${list.map(pieceName).join(', ')}`
                      }
                    >
                      <title>{list.map(explain).join('\n\n')}</title>
                    </rect>
                  )}
                  {n > 1 && (
                    <g
                      transform={`translate(${countCentre(cSize).x},${countCentre(cSize).y})`}
                      class="stack-count"
                      aria-hidden="true"
                    >
                      <circle r={COUNT_R} fill="#1b1b1b" stroke="#fff" stroke-width={1} />
                      <text y={2.5} text-anchor="middle" font-size={7.5} font-weight="700" fill="#fff">
                        {n}
                      </text>
                    </g>
                  )}
                </g>
              );
            })}
          </g>
          {p.targets && (
            <g class="targets">
              {[...p.targets.entries()].map(([cell, mark]) => {
                const c = layout.centers.get(cell);
                if (!c) return null;
                return (
                  <g
                    key={cell}
                    data-target={cell}
                    tabindex={0}
                    role="button"
                    aria-label={`${cell}${mark.cost !== undefined ? ', ' + t('game.cost', { n: mark.cost }) : ''}${mark.label ? ', ' + mark.label : ''}`}
                  >
                    <polygon class="target" points={polygonPoints(layout.corners, c)} />
                    {mark.cost !== undefined && (
                      // placed where no place name can be (labels.ts costCentre)
                      <g
                        transform={`translate(${c.x + costCentre(board.grid, stacks.has(cell)).x},${c.y + costCentre(board.grid, stacks.has(cell)).y})`}
                      >
                        <rect
                          x={-COST_W / 2}
                          y={-COST_H / 2 - 0.5}
                          width={COST_W}
                          height={COST_H}
                          rx={3}
                          fill="#111"
                          opacity={0.8}
                        />
                        <text y={2.8} text-anchor="middle" font-size={8} font-weight="700" fill="#ffe96b">
                          {mark.cost}
                        </text>
                      </g>
                    )}
                  </g>
                );
              })}
            </g>
          )}
          {/* above the targets' tint so names stay readable; they never overlap a counter (labels.ts) and take no clicks */}
          <PlaceLabels board={board} layout={layout} />
          {fan && (
            <Fan
              cell={fan}
              list={stacks.get(fan) ?? []}
              layout={layout}
              size={cSize}
              fillOf={fillOf}
              p={p}
              pieceName={pieceName}
            />
          )}
        </svg>
      </div>
      {inspect && stacks.get(inspect) ? (
        <PieceInfo
          pieces={stacks.get(inspect) ?? []}
          explain={(pc) => explainPiece(pc, board, p.lang, p.sideName)}
          onClose={() => setInspect(null)}
        />
      ) : null}
      <div class="zoom-buttons">
        <button type="button" onClick={() => zoom(1.3)} aria-label={t('game.zoomIn')} title={t('game.zoomIn')}>
          +
        </button>
        <button type="button" onClick={() => zoom(1 / 1.3)} aria-label={t('game.zoomOut')} title={t('game.zoomOut')}>
          −
        </button>
        <button
          type="button"
          onClick={() => {
            touched.current = false;
            fit();
          }}
          aria-label={t('game.fit')}
          title={t('game.fit')}
        >
          ⤢
        </button>
      </div>
    </div>
  );
};

/** A stack fanned out in a row over the map, so each piece can be seen and picked. */
const Fan = ({
  cell,
  list,
  layout,
  size,
  fillOf,
  p,
  pieceName,
}: {
  cell: string;
  list: PieceView[];
  layout: Layout;
  size: number;
  fillOf: (pc: PieceView) => string;
  p: BoardProps;
  pieceName: (pc: PieceView) => string;
}) => {
  const c = layout.centers.get(cell);
  if (!c) return null;
  const gap = size * 1.12;
  const w = gap * list.length;
  const x0 = c.x - w / 2 + gap / 2;
  return (
    <g class="fan">
      <rect
        x={c.x - w / 2 - 6}
        y={c.y - size / 2 - 8}
        width={w + 12}
        height={size + 16}
        rx={6}
        fill="#1f2328"
        opacity={0.88}
      />
      {list.map((pc, i) => {
        const sel = p.selectable?.has(pc.id);
        return (
          <g
            key={pc.id}
            transform={`translate(${x0 + i * gap},${c.y})`}
            data-piece={pc.id}
            class={sel ? 'can-act' : ''}
          >
            <Counter
              piece={pc}
              size={size}
              fill={fillOf(pc)}
              grid={p.board.grid}
              title={explainText(explainPiece(pc, p.board, p.lang, p.sideName))}
              state={
                p.errorPieces?.has(pc.id) ? 'error' : pc.id === p.selected ? 'selected' : sel ? 'selectable' : null
              }
            />
            <rect
              class="hit"
              x={-size / 2}
              y={-size / 2}
              width={size}
              height={size}
              rx={3}
              tabindex={0}
              role="button"
              aria-label={pieceName(pc)}
            >
              <title>{explainText(explainPiece(pc, p.board, p.lang, p.sideName))}</title>
            </rect>
          </g>
        );
      })}
    </g>
  );
};

const Path = ({ cells, layout, cls, error }: { cells: string[]; layout: Layout; cls: string; error?: boolean }) => {
  const pts = cells.map((c) => layout.centers.get(c)).filter((x): x is Point => !!x);
  if (pts.length < 2) return null;
  return (
    <polyline
      class={cls + (error ? ' error' : '')}
      points={pts.map((q) => `${q.x},${q.y}`).join(' ')}
      marker-end="url(#arrow)"
    />
  );
};

/** `since` plus the view's pending attacks (one per target: the view's, with its odds, replaces a log mark's "?") */
const withPending = (since: SinceMarks | null, board: BoardView, lang: Lang): SinceMarks | null => {
  const pending = board.pending ?? [];
  if (!pending.length) return since;
  const targets = new Set(pending.map((x) => x.to));
  return {
    paths: since?.paths ?? [],
    losses: since?.losses ?? [],
    attacks: [
      ...(since?.attacks ?? []).filter((a) => a.success !== undefined || !targets.has(a.to)),
      ...pending.map((x) => ({
        from: x.from,
        to: x.to,
        pending: true,
        ...(x.label ? { label: tx(x.label, lang) } : {}),
      })),
    ],
  };
};

/** the other sides' moves, attacks (green ✓ when the attacker won, red ✗ when not, ? pending) and losses */
const SinceLayer = ({ since, layout }: { since: SinceMarks; layout: Layout }) => {
  /** a cell's radius: the marks scale with the board's cells */
  const r = Math.max(...layout.corners.map((q) => Math.hypot(q.x, q.y)));
  return (
    <g class="since" aria-hidden="true">
      {since.paths.map((m, i) => {
        const end = layout.centers.get(m.cells[m.cells.length - 1]);
        return (
          <g key={`p${i}`}>
            <Path cells={m.cells} layout={layout} cls="path-since" />
            {end && <circle class="since-end" cx={end.x} cy={end.y} r={r * 0.55} />}
          </g>
        );
      })}
      {since.attacks.map((a, i) => {
        const to = layout.centers.get(a.to);
        if (!to) return null;
        const cls = a.success === undefined ? 'pending' : a.success ? 'won' : 'lost';
        // a pending attack from the view is drawn for everyone, not hidden with the "since" marks
        return (
          <g
            key={`a${i}`}
            class={`attack-since ${cls}`}
            data-attack={a.to}
            {...(a.pending ? { 'data-pending': '' } : {})}
          >
            {a.from.map((f) => (
              <Path key={f} cells={[f, a.to]} layout={layout} cls="attack-line" />
            ))}
            <circle cx={to.x} cy={to.y - r * 0.6} r={r * 0.32} class="attack-badge" />
            <text x={to.x} y={to.y - r * 0.6 + r * 0.12} text-anchor="middle" font-size={r * 0.4} font-weight="700">
              {a.success === undefined ? '?' : a.success ? '✓' : '✗'}
            </text>
            {a.label ? (
              <text
                class="attack-odds"
                x={to.x + r * 0.4}
                y={to.y - r * 0.6 + r * 0.12}
                font-size={r * 0.32}
                font-weight="700"
              >
                {a.label}
              </text>
            ) : null}
          </g>
        );
      })}
      {since.losses.map((l, i) => {
        const c = layout.centers.get(l.cell);
        return c ? (
          <g key={`l${i}`} class={`loss-since${l.eliminated ? ' eliminated' : ''}`} data-loss={l.cell}>
            <circle cx={c.x} cy={c.y} r={r * 0.7} />
            {l.eliminated && (
              <text x={c.x + r * 0.5} y={c.y + r * 0.65} font-size={r * 0.5} font-weight="700">
                ✕
              </text>
            )}
          </g>
        ) : null;
      })}
    </g>
  );
};

const Planned = ({ planned, layout }: { planned: PlannedMark[]; layout: Layout }) => (
  <g class="planned">
    {planned.map((m) => {
      const cells = [m.from, ...(m.path ?? []).filter((c) => c !== m.from && c !== m.cell), m.cell].filter(
        (c): c is string => !!c,
      );
      const end = m.cell ? layout.centers.get(m.cell) : undefined;
      return (
        <g key={m.n}>
          <Path cells={cells} layout={layout} cls="path-planned" error={m.error} />
          {end && (
            <g transform={`translate(${end.x},${end.y})`}>
              <circle r={7} class={m.error ? 'planned-dot error' : 'planned-dot'} />
              <text y={3} text-anchor="middle" font-size={8} font-weight="700" fill="#fff">
                {m.n}
              </text>
            </g>
          )}
        </g>
      );
    })}
  </g>
);

const Defs = memo(() => (
  <defs>
    <pattern id="pat-trees" width="12" height="12" patternUnits="userSpaceOnUse">
      <circle cx="3" cy="3" r="2.2" fill="#1f4d1a" opacity="0.45" />
      <circle cx="9" cy="9" r="2.2" fill="#1f4d1a" opacity="0.45" />
    </pattern>
    <pattern id="pat-marsh" width="12" height="8" patternUnits="userSpaceOnUse">
      <path d="M1 4h5M7 7h4M3 1h3" stroke="#2b5d73" stroke-width="1" opacity="0.6" />
    </pattern>
    <pattern id="pat-hills" width="14" height="10" patternUnits="userSpaceOnUse">
      <path d="M1 8q3-6 6 0M8 4q2.5-4 5 0" fill="none" stroke="#6b4d2a" stroke-width="0.9" opacity="0.55" />
    </pattern>
    <pattern id="pat-mountains" width="14" height="12" patternUnits="userSpaceOnUse">
      <path d="M1 10l4-7 4 7M7 6l3-5 3 5" fill="none" stroke="#4a3520" stroke-width="1" opacity="0.55" />
    </pattern>
    <pattern id="pat-town" width="10" height="10" patternUnits="userSpaceOnUse">
      <rect x="2" y="2" width="3.2" height="3.2" fill="#3a2e2a" opacity="0.55" />
      <rect x="6" y="6" width="2.6" height="2.6" fill="#3a2e2a" opacity="0.45" />
    </pattern>
    <pattern id="pat-dots" width="6" height="6" patternUnits="userSpaceOnUse">
      <circle cx="3" cy="3" r="0.9" fill="#000" opacity="0.3" />
    </pattern>
    <pattern id="pat-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <path d="M0 0v6" stroke="#000" stroke-width="1" opacity="0.25" />
    </pattern>
    <pattern id="pat-sand" width="8" height="8" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="0.6" fill="#7a5a2a" opacity="0.5" />
      <circle cx="6" cy="5" r="0.6" fill="#7a5a2a" opacity="0.5" />
    </pattern>
    <marker
      id="arrow"
      viewBox="0 0 10 10"
      refX="7"
      refY="5"
      markerWidth="5"
      markerHeight="5"
      orient="auto-start-reverse"
    >
      <path d="M0 0L10 5L0 10z" fill="context-stroke" />
    </marker>
  </defs>
));

/** a wheel, keyboard or button gesture has ended when no step came for this long: the board is then redrawn */
const GESTURE_QUIET_MS = 180;

/** the cell labels' font size (style.css) and the smallest on screen worth drawing */
const CELL_LABEL_PX = 6.5;
const MIN_LABEL_PX = 5;
/** labels are drawn this far (a fraction of the screen) beyond each edge */
const LABEL_MARGIN = 0.2;

/** the target cell an event happened in, if any */
const targetOf = (e: Event): string | null =>
  e.target instanceof Element ? (e.target.closest('[data-target]')?.getAttribute('data-target') ?? null) : null;

/** Two views of one map: same grid, terrain, features, control, lines, hexsides and overlays. */
const sameMap = (a: BoardView, b: BoardView): boolean =>
  a === b ||
  (a.grid === b.grid &&
    a.legend === b.legend &&
    a.lines === b.lines &&
    a.hexsides === b.hexsides &&
    a.cells.length === b.cells.length &&
    a.cells.every((c, i) => c === b.cells[i] || JSON.stringify(c) === JSON.stringify(b.cells[i])) &&
    JSON.stringify(a.overlays ?? null) === JSON.stringify(b.overlays ?? null));

/** The layer the cell labels are drawn into by hand (Board's drawLabels): rendered once, never diffed. */
const CellLabels = memo(
  ({ gRef }: { gRef: { current: SVGGElement | null } }) => <g class="cell-labels" aria-hidden="true" ref={gRef} />,
  () => true,
);

/** Everything that does not change while the player composes: one string, set once, never re-diffed on pan, zoom or clicks. */
const StaticMap = memo(
  ({ board, layout }: { board: BoardView; layout: Layout }) => {
    const html = useMemo(() => staticMapSvg(board, layout), [board, layout]);
    return <g class="map" dangerouslySetInnerHTML={{ __html: html }} />;
  },
  (a, b) => a.board === b.board && a.layout === b.layout,
);

/**
 * A few cells drawn by the board's own renderer, with no pan, zoom or pieces: the picture of a map
 * section offered in set-up. Its terrain patterns are the page's board's (same document).
 */
export const MapPicture = ({ board }: { board: BoardView }) => {
  const layout = useMemo(() => layoutBoard(board), [board]);
  const b = layout.bounds;
  return (
    <svg class="map-picture" viewBox={`${b.x} ${b.y} ${b.w} ${b.h}`} aria-hidden="true">
      <StaticMap board={board} layout={layout} />
    </svg>
  );
};

/** Place names, placed around the counters (labels.ts): recomputed when the pieces or places change, not on pan or zoom. */
const PlaceLabels = memo(
  ({ board, layout }: { board: BoardView; layout: Layout }) => {
    const html = useMemo(
      () => (board.places?.length ? placeLabelsSvg(board, placeLabels(board, layout)) : ''),
      [board.places, board.pieces, layout],
    );
    return html ? <g class="place-layer" dangerouslySetInnerHTML={{ __html: html }} /> : null;
  },
  (a, b) => a.board.places === b.board.places && a.board.pieces === b.board.pieces && a.layout === b.layout,
);

/** The legend of a board: the entries its cells, features, lines, hexsides and overlays use. */
export const Legend = ({ board, lang }: { board: BoardView; lang: Lang }) => {
  const used = new Set<string>();
  for (const c of board.cells) {
    used.add(c.terrain);
    c.features?.forEach((f) => used.add(f));
  }
  board.hexsides?.forEach((h) => used.add(h.kind));
  board.lines?.forEach((l) => used.add(l.kind));
  board.overlays?.forEach((o) => used.add(o.kind));
  const entries = Object.entries(board.legend).filter(([k]) => used.has(k));
  return (
    <ul class="legend">
      {entries.map(([k, e]) => (
        <li key={k}>
          <svg width="28" height="20" aria-hidden="true">
            <rect x="1" y="1" width="26" height="18" rx="3" fill={e.fill} stroke="#0003" />
            {patternFill(e.pattern) && (
              <rect x="1" y="1" width="26" height="18" rx="3" fill={patternFill(e.pattern)!} />
            )}
          </svg>
          <span>
            <strong>{tx(e.name, lang)}</strong>
            {e.note ? <span class="note"> — {tx(e.note, lang)}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
};
