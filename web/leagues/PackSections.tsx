import { memo } from 'preact/compat';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardView, StaticBoard } from '../../rules/core/board.js';
import { type PackPart, valueAt } from '../../rules/core/pack-kit.js';
import { MapPicture } from '../board/Board.js';
import { cellAt, layoutBoard, polygonPoints } from '../board/geometry.js';
import { BrushChoice, labelOf } from './pack-cells.js';
import { cursorStepper, isCursorKey } from './pack-map-cursor.js';
import { lt } from './strings.js';
import { tx } from '../i18n.js';

type SectionsPart = Extract<PackPart, { kind: 'sections' }>;
type Rec = Record<string, unknown>;

/** one section drawn by the board's own renderer (MapPicture), redrawn only when its rows change */
const Section = memo(
  ({
    rows,
    terrainOf,
    legend,
    name,
    at,
    paint,
  }: {
    rows: readonly string[];
    terrainOf: ReadonlyMap<string, string>;
    legend: StaticBoard['legend'];
    name: string;
    at: string;
    paint: (at: string, row: number, col: number, join: boolean) => void;
  }) => {
    const board: BoardView = useMemo(
      () => ({
        grid: { kind: 'square' },
        legend,
        pieces: [],
        cells: rows.flatMap((r, row) =>
          [...r].map((ch, col) => ({ label: `${row}.${col}`, col, row, terrain: terrainOf.get(ch) ?? ch })),
        ),
      }),
      [rows],
    );
    const layout = useMemo(() => layoutBoard(board), [board]);
    const down = useRef(false);
    // the keyboard: arrows move a cursor over the squares, Space or Enter paints the one under it
    const step = useMemo(() => cursorStepper(board.cells), [board]);
    const [cursor, setCursor] = useState<string | null>(null);
    const fig = useRef<HTMLElement>(null);
    const key = (e: KeyboardEvent) => {
      if (isCursorKey(e.key)) setCursor(step(cursor, e.key));
      else if ((e.key === ' ' || e.key === 'Enter') && cursor) {
        const [row, col] = cursor.split('.').map(Number);
        paint(at, row, col, false);
      } else return;
      e.preventDefault();
    };
    // the cursor, a dashed outline laid over the picture
    useLayoutEffect(() => {
      const svg = fig.current?.querySelector('svg.map-picture');
      const c = cursor && layout.centers.get(cursor);
      svg?.querySelector('polygon.pack-cursor')?.remove();
      if (!svg || !c) return;
      const el = document.createElementNS('http://www.w3.org/2000/svg', 'polygon');
      el.setAttribute('class', 'pack-cursor');
      el.setAttribute(
        'points',
        polygonPoints(
          layout.corners.map((q) => ({ x: q.x * 0.9, y: q.y * 0.9 })),
          c,
        ),
      );
      el.setAttribute('fill', 'none');
      el.setAttribute('stroke', '#000');
      el.setAttribute('stroke-width', '3');
      el.setAttribute('stroke-dasharray', '6 4');
      svg.appendChild(el);
    }, [cursor, layout, rows]);
    const words = () => {
      if (!cursor) return '';
      const [row, col] = cursor.split('.').map(Number);
      const t = terrainOf.get(rows[row]?.[col] ?? '') ?? '';
      return `${lt('pack.map.square', { cell: cursor })}, ${legend[t] ? tx(legend[t].name) : t}`;
    };
    const at0 = (e: PointerEvent, join: boolean) => {
      const svg = (e.currentTarget as Element).querySelector('svg');
      const ctm = svg?.getScreenCTM();
      if (!ctm) return;
      const c = cellAt(layout, new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse()));
      if (!c) return;
      const [row, col] = c.split('.').map(Number);
      paint(at, row, col, join);
    };
    return (
      <figure
        class="pack-section"
        ref={fig}
        data-section={at}
        onPointerDown={(e) => {
          down.current = true;
          at0(e, false);
        }}
        onPointerMove={(e) => down.current && e.buttons && at0(e, true)}
        onPointerUp={() => {
          down.current = false;
        }}
        onPointerLeave={() => {
          down.current = false;
        }}
      >
        <div
          class="section-keys"
          role="application"
          tabindex={0}
          aria-label={`${name}: ${lt('pack.map.sectionKeys')}`}
          onKeyDown={key}
        >
          <MapPicture board={board} />
        </div>
        <figcaption>
          {name}
          <span class="sr-only" aria-live="polite">
            {words()}
          </span>
        </figcaption>
      </figure>
    );
  },
  (a, b) => a.rows === b.rows && a.paint === b.paint,
);

/**
 * Map sections painted one by one (a part of kind 'sections', Manoeuvre's): each section drawn by the
 * board's renderer from its rows of terrain codes; a press, or a drag, gives the cells the brush's terrain.
 */
export const PartSections = ({
  part,
  board,
  content,
  edit,
}: {
  part: SectionsPart;
  board: StaticBoard;
  content: unknown;
  edit: (path: string, v: unknown, join?: boolean) => unknown;
}) => {
  const codes = (valueAt(content, part.codes) ?? []) as Rec[];
  const terrainOf = useMemo(
    () => new Map(codes.map((c) => [String(c[part.code]), String(c[part.terrain])])),
    [valueAt(content, part.codes)],
  );
  const brushes = codes.filter((c) => board.legend[String(c[part.terrain])]);
  const [brush, setBrush] = useState(String(brushes[0]?.[part.code] ?? ''));
  const now = useRef(content);
  now.current = content;
  /** a stroke's later cells join its first change: one undo for the stroke */
  const changed = useRef(false);
  type Paint = (at: string, row: number, col: number, join: boolean) => void;
  const paint = useRef<Paint | null>(null);
  paint.current = (at, row, col, join) => {
    if (!join) changed.current = false;
    const path = `${at}.${part.rows}.${row}`;
    const text = valueAt(now.current, path);
    if (typeof text !== 'string' || text[col] === brush || col >= text.length) return;
    now.current = edit(path, text.slice(0, col) + brush + text.slice(col + 1), changed.current);
    changed.current = true;
  };
  // one function for every section, so a section whose rows did not change is not redrawn
  const stable = useMemo<Paint>(() => (at, row, col, join) => paint.current?.(at, row, col, join), []);
  const sections = (valueAt(content, part.path) ?? []) as Rec[];
  return (
    <section class="pack-sections" data-part={part.path} aria-labelledby="h-pack-sections">
      <h4 id="h-pack-sections">{tx(part.title)}</h4>
      <p class="hint">{lt('pack.map.sectionHint')}</p>
      <fieldset class="brushes">
        <legend>{lt('pack.map.brush')}</legend>
        {brushes.map((c) => {
          const t = String(c[part.terrain]);
          const code = String(c[part.code]);
          return (
            <BrushChoice
              key={code}
              group="pack-section-brush"
              brush={t}
              checked={brush === code}
              onPick={() => setBrush(code)}
              fill={board.legend[t].fill}
              name={tx(board.legend[t].name)}
            />
          );
        })}
      </fieldset>
      <div class="pack-section-list">
        {sections.map((s, i) => (
          <Section
            key={i}
            at={`${part.path}.${i}`}
            rows={valueAt(s, part.rows) as string[]}
            terrainOf={terrainOf}
            legend={board.legend}
            name={`${labelOf(valueAt(s, part.label))} ${s.name && typeof s.name === 'object' ? tx(s.name as { pl: string; en: string }) : ''}`}
            paint={stable}
          />
        ))}
      </div>
    </section>
  );
};
