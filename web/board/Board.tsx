import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardView, PieceView } from '../../rules/core/board.js';
import { t, type Lang } from '../i18n.js';
import { Counter } from './Counter.js';
import { explainPiece, explainText } from './counter-key.js';
import { PieceInfo } from './PieceInfo.js';
import { cellAt, counterSize, layoutBoard, polygonPoints } from './geometry.js';
import { useViewGestures } from './gestures.js';
import { sideColor } from './style.js';
import { COST_H, COST_W, costCentre, COUNT_R, countCentre, stackOffset } from './labels.js';
import type { SinceMarks } from '../game/since.js';
import { Fan, Path, Planned, SinceLayer, withPending } from './marks.js';
import { CellLabels, Defs, PlaceLabels, sameMap, StaticMap } from './map-layers.js';
import { shiftAttr, viewBoxAttr } from './viewbox.js';
import { staticMapSvg } from './static-svg.js';
import { useMapBitmap } from './useMapBitmap.js';

export { Legend, MapPicture } from './map-layers.js';

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

/**
 * One renderer for every game's BoardView: SVG, pan and zoom by mouse, touch and keyboard (the
 * gesture layer, gestures.ts), the map's static layers (map-layers.tsx) and the marks over it (marks.tsx).
 */
export const Board = (p: BoardProps) => {
  const { board } = p;
  // a new view of the same map (pieces moved, a poll) keeps the map: its layer is not redrawn
  const mapRef = useRef(board);
  if (!sameMap(mapRef.current, board)) mapRef.current = board;
  const map = mapRef.current;
  const layout = useMemo(() => layoutBoard(map), [map]);
  const svgRef = useRef<SVGSVGElement>(null);
  /** the group holding the board inside the SVG: a pan moves it (gestures.ts draw) */
  const viewRef = useRef<SVGGElement>(null);
  /** the SVG's own compositor layer, which a pan or zoom moves (glide) */
  const layerRef = useRef<HTMLDivElement>(null);
  const labelsRef = useRef<SVGGElement>(null);
  const [fan, setFan] = useState<string | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  /** the stack last tapped or picked: its counters are explained under the board */
  const [inspect, setInspect] = useState<string | null>(null);

  const bitmapRef = useRef<HTMLDivElement>(null);
  const mapHtml = useMemo(() => staticMapSvg(map, layout), [map, layout]);
  const bitmap = useMapBitmap(bitmapRef, svgRef, mapHtml, layout.bounds);
  const onDraw = useRef(bitmap.draw);
  onDraw.current = bitmap.draw;
  const g = useViewGestures({ svgRef, viewRef, layerRef, labelsRef, onDraw }, map, layout, p.viewKey, p.home);

  // a selected piece and its targets come into view at a size a finger can hit
  useEffect(() => {
    if (!p.selected || !p.targets?.size) return;
    const cell = board.pieces.find((x) => x.id === p.selected)?.cell;
    g.focus(cell ? [...p.targets.keys(), cell] : [...p.targets.keys()]);
  }, [p.selected, p.targets]);

  const { zoom, pan, fit } = g;
  const onKey = (e: KeyboardEvent) => {
    const v = g.vb.current;
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
    if (g.dragged()) return;
    // a click during a gesture's quiet time: the board is redrawn first, so the click reads the board as seen
    g.settle();
    const el = (e.target as Element).closest('[data-target],[data-piece],[data-stack]');
    if (el) return activate(el);
    // the map is one path per terrain: the cell under the pointer is found by arithmetic
    setFan(null);
    setInspect(null);
    const ctm = viewRef.current?.getScreenCTM();
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
        <div class="map-bitmap" ref={bitmapRef} aria-hidden="true" />
        <CellLabels gRef={labelsRef} />
        <svg
          ref={svgRef}
          class="board"
          role="application"
          aria-label={t('game.boardHelp')}
          tabindex={0}
          viewBox={viewBoxAttr(g.base.current)}
          data-view={viewBoxAttr(g.seen.current)}
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
          <g class="view" ref={viewRef} transform={shiftAttr(g.base.current, g.drawn.current)}>
            <StaticMap board={map} layout={layout} html={mapHtml} />
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
                      {/* the target's own words on hover (e.g. which hexes of a path cost a roll) */}
                      {mark.label && <title>{mark.label}</title>}
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
          </g>
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
        <button type="button" onClick={() => fit(true)} aria-label={t('game.fit')} title={t('game.fit')}>
          ⤢
        </button>
      </div>
    </div>
  );
};

/** the target cell an event happened in, if any */
const targetOf = (e: Event): string | null =>
  e.target instanceof Element ? (e.target.closest('[data-target]')?.getAttribute('data-target') ?? null) : null;
