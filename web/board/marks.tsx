import type { BoardView, PieceView } from '../../rules/core/board.js';
import type { SinceMarks } from '../game/since.js';
import { tx, type Lang } from '../i18n.js';
import type { BoardProps, PlannedMark } from './Board.js';
import { Counter } from './Counter.js';
import { explainPiece, explainText } from './counter-key.js';
import type { Layout, Point } from './geometry.js';

/** The marks drawn over the map: a fanned-out stack, paths, the other sides' moves and attacks, the planned orders. */
/** A stack fanned out in a row over the map, so each piece can be seen and picked. */
export const Fan = ({
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

export const Path = ({
  cells,
  layout,
  cls,
  error,
}: {
  cells: string[];
  layout: Layout;
  cls: string;
  error?: boolean;
}) => {
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
export const withPending = (since: SinceMarks | null, board: BoardView, lang: Lang): SinceMarks | null => {
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
export const SinceLayer = ({ since, layout }: { since: SinceMarks; layout: Layout }) => {
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

export const Planned = ({ planned, layout }: { planned: PlannedMark[]; layout: Layout }) => (
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
