import { memo } from 'preact/compat';
import { useMemo } from 'preact/hooks';
import type { BoardView } from '../../rules/core/board.js';
import { tx, type Lang } from '../i18n.js';
import { layoutBoard, type Layout } from './geometry.js';
import { placeLabels } from './labels.js';
import { patternFill, placeLabelsSvg, staticMapSvg } from './static-svg.js';

/** The map's layers that a pan, a zoom or a move does not redraw, the map's picture and its legend. */
export const Defs = memo(() => (
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

/** Two views of one map: same grid, terrain, features, control, lines, hexsides and overlays. */
export const sameMap = (a: BoardView, b: BoardView): boolean =>
  a === b ||
  (a.grid === b.grid &&
    a.legend === b.legend &&
    a.lines === b.lines &&
    a.hexsides === b.hexsides &&
    a.cells.length === b.cells.length &&
    a.cells.every((c, i) => c === b.cells[i] || JSON.stringify(c) === JSON.stringify(b.cells[i])) &&
    JSON.stringify(a.overlays ?? null) === JSON.stringify(b.overlays ?? null));

/** The layer the cell labels are drawn into by hand (Board's drawLabels): rendered once, never diffed. */
/**
 * The cells' labels in an SVG of their own, under the board's (style.css `svg.board-labels`): a frame that
 * adds labels then repaints only them, not the board's ~2,000 other elements (Wojna: Paint ~4–6 ms a label
 * frame before). gestures.ts gives it the board's viewBox and shift as it draws; never re-rendered.
 */
export const CellLabels = memo(
  ({ gRef }: { gRef: { current: SVGGElement | null } }) => (
    <svg class="board-labels" aria-hidden="true" preserveAspectRatio="xMidYMid meet">
      <g class="labels-view">
        <g class="cell-labels" ref={gRef} />
      </g>
    </svg>
  ),
  () => true,
);

/** Everything that does not change while the player composes: one string, set once, never re-diffed on pan, zoom or clicks. */
export const StaticMap = memo(
  ({ board, layout, html }: { board: BoardView; layout: Layout; html?: string }) => {
    const made = useMemo(() => html ?? staticMapSvg(board, layout), [board, layout, html]);
    return <g class="map" dangerouslySetInnerHTML={{ __html: made }} />;
  },
  (a, b) => a.board === b.board && a.layout === b.layout && a.html === b.html,
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
export const PlaceLabels = memo(
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
