import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardView, StaticBoard } from '../../rules/core/board.js';
import { markedCells, valueAt } from '../../rules/core/pack-kit.js';
import { Board, Legend } from '../board/Board.js';
import { cellAt, HEX_SIZE, layoutBoard, type Point, polygonPoints } from '../board/geometry.js';
import { placeLabels } from '../board/labels.js';
import { placeLabelsSvg, staticMapSvg } from '../board/static-svg.js';
import { getLang, tx } from '../i18n.js';
import { PainterRecords } from './PainterRecords.js';
import { PainterToolBar, usePainterTools } from './PainterToolBar.js';
import { acrossEdge, touching } from './pack-map-cursor.js';
import {
  type Edit,
  edgeEdit,
  featureLists,
  featuresOf,
  hexsideEdit,
  linkEdit,
  type MapPart,
  markEdit,
  placeEdit,
  terrainEdit,
  terrainReader,
} from './pack-map-edits.js';
import { edgesAt, hintOf } from './pack-map-tools.js';
import { lt } from './strings.js';
import { usePainterCursor } from './usePainterCursor.js';
import { usePainterInput } from './usePainterInput.js';
import { usePainterMarks } from './usePainterMarks.js';
import type { SetupMark } from './pack-setup-marks.js';
import { usePainterSetup } from './usePainterSetup.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** the painter's layers over the board's map, in drawing order (the features: the marks' dots, PackMap's marks; setup: a scenario's set-up tags) */
const LAYERS = ['lines', 'hexsides', 'places', 'features', 'marks', 'setup', 'cursor'] as const;

/**
 * The map of a pack, painted (a part of kind 'map'): the board the game's rules draw for the pack,
 * shown by the real board component. Pressed and dragged, the terrain brush paints every cell the
 * pointer crosses (one step of undo a stroke); a click on an edge sets a hexside; roads and railways
 * are drawn cell to cell; a click places (or takes away) a town or a label.
 *
 * The board's map layer is one SVG string set once, one path per terrain (Board.tsx StaticMap), so
 * redrawing it for each stroke would lay out every cell of a 3,000-hex map again. A painted cell is
 * instead a polygon of the brush's colour in a layer over the terrain fills, following the pack's
 * content (an undo takes the polygon away); once the pack's hexsides, lines or places differ from
 * those loaded, the board's own are hidden and the pack's are drawn by the board's own functions
 * (staticMapSvg, placeLabelsSvg) in a layer of their own; the marks' features too (usePainterMarks.ts).
 */
export const PartMap = ({
  part,
  board,
  content,
  edit,
  pick = null,
  setup = [],
}: {
  part: MapPart;
  board: StaticBoard;
  content: unknown;
  /** a cell asked for (a unit's set-up hex): the next click, or Space on the cursor, gives it to `done` instead of painting; Escape gives null */
  pick?: { what: string; done: (cell: string | null) => void } | null;
  /** `join`: the change belongs to the step before it (a stroke's later cells), one undo for both; gives the content after it */
  edit: (path: string, v: unknown, join?: boolean) => unknown;
  /** the chosen scenario's set-up (pack-setup-marks.ts): a tag on each cell of this map a record stands on */
  setup?: readonly SetupMark[];
}) => {
  const view: BoardView = useMemo(() => ({ ...board, pieces: [] }), [board]);
  const t = usePainterTools(part, board, content);
  const { tool, terrain, name, marking, brushOf } = t;
  /** the cell a line tool's next link starts from */
  const [lineFrom, setLineFrom] = useState<string | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const layout = useMemo(() => layoutBoard(view), [view]);
  const origin = useMemo(() => new Map(board.cells.map((c) => [c.label, c.terrain])), [board]);
  const svgOf = () => wrap.current?.querySelector('svg.board');
  const layerOf = (k: (typeof LAYERS)[number]) => features.current?.children[LAYERS.indexOf(k)];
  /** the terrain each cell shows now */
  const shown = useRef(new Map(origin));
  /** the painted cells' own polygons, in a layer over the terrain fills (under their patterns) */
  const layer = useRef<SVGGElement | null>(null);
  const features = useRef<SVGGElement | null>(null);
  const painted = useRef(new Map<string, SVGPolygonElement>());
  const list = valueAt(content, part.path);
  const index = useMemo(() => {
    const m = new Map<string, number>();
    if (Array.isArray(list)) list.forEach((h: Record<string, unknown>, i) => m.set(String(h[part.id]), i));
    return m;
    // the cells of a map do not change while it is painted: the first list's ids hold
  }, [part.path]);
  /** the hexsides, lines and places as loaded: while the pack's are these, the board's own drawing shows them */
  const loaded = useRef<unknown[] | null>(null);
  loaded.current ??= featureLists(content, part);
  // the layers go into the drawn map once the board is there (not on the first stroke)
  useLayoutEffect(() => {
    const svg = wrap.current?.querySelector('svg.board');
    const cells = svg?.querySelector('g.map g.cells');
    if (!svg || !cells) return;
    const g = document.createElementNS(SVG_NS, 'g');
    g.setAttribute('class', 'painted');
    const fills = cells.querySelectorAll('path.cell');
    cells.insertBefore(g, fills.length ? fills[fills.length - 1].nextSibling : cells.firstChild);
    const f = document.createElementNS(SVG_NS, 'g');
    f.setAttribute('class', 'pack-features');
    for (const k of LAYERS) {
      const sub = document.createElementNS(SVG_NS, 'g');
      sub.setAttribute('class', `pack-${k}`);
      f.appendChild(sub);
    }
    svg.querySelector('g.map')?.after(f);
    layer.current = g;
    features.current = f;
    painted.current = new Map();
    shown.current = new Map(origin);
    return () => {
      g.remove();
      f.remove();
    };
  }, [board]);
  const recolour = (cell: string, t: string) => {
    const g = layer.current;
    const at = layout.centers.get(cell);
    if (shown.current.get(cell) === t || !g || !at) return;
    let el = painted.current.get(cell);
    if (t === origin.get(cell)) {
      el?.remove();
      painted.current.delete(cell);
    } else {
      if (!el) {
        el = document.createElementNS(SVG_NS, 'polygon');
        el.setAttribute('data-c', cell);
        el.setAttribute('points', polygonPoints(layout.corners, at));
        g.appendChild(el);
        painted.current.set(cell, el);
      }
      el.setAttribute('fill', board.legend[t]?.fill ?? '#e8e4d0');
      el.setAttribute('data-painted', t);
    }
    shown.current.set(cell, t);
  };
  /** the pack as loaded: a cell of its terrain there shows as the board draws it (which may differ: outside the play area) */
  const firstTerrain = useMemo(() => terrainReader(content, part, index), [index]);
  const show = (cell: string, t: unknown) =>
    recolour(cell, t === firstTerrain(cell) ? (origin.get(cell) ?? String(t)) : String(t));
  // the terrain layer follows the content: a paint, an undo, a reload
  useLayoutEffect(() => {
    const now = terrainReader(content, part, index);
    for (const c of board.cells) show(c.label, now(c.label));
  }, [list]);
  // the hexsides, lines and places follow it too, drawn as the board draws them; each kind on its own,
  // so a click on an edge redraws the hexsides only
  const lists = featureLists(content, part);
  const before = useRef<unknown[] | null>(null);
  useLayoutEffect(() => {
    const svg = wrap.current?.querySelector('svg.board');
    const f = features.current;
    const prev = before.current ?? loaded.current ?? [];
    before.current = lists;
    if (!svg || !f) return;
    const n = lists.length;
    const differs = (from: number, to: number, than: unknown[]) =>
      lists.slice(from, to).some((l, i) => l !== than[from + i]);
    const drawn = () => ({ ...view, cells: [], overlays: [], ...featuresOf(content, part) });
    const kinds = [
      { own: 'g.map > g.lines', at: [1, n - 1], svg: () => staticMapSvg({ ...drawn(), hexsides: [] }, layout) },
      { own: 'g.map > g.hexsides', at: [0, 1], svg: () => staticMapSvg({ ...drawn(), lines: [] }, layout) },
      {
        own: 'g.place-layer',
        at: [n - 1, n],
        svg: () => {
          const d = drawn();
          return d.places.length ? placeLabelsSvg(d, placeLabels(d, layout)) : '';
        },
      },
    ];
    kinds.forEach((k, i) => {
      const g = f.children[i] as SVGGElement;
      const edited = differs(k.at[0], k.at[1], loaded.current ?? []);
      svg.querySelector<SVGGElement>(k.own)?.style.setProperty('display', edited ? 'none' : '');
      if (!edited) g.innerHTML = '';
      else if (differs(k.at[0], k.at[1], prev) || !g.firstChild) g.innerHTML = k.svg();
    });
  }, lists);

  /** the change of one press, joined to the stroke's earlier ones */
  const stroke = useRef({ changed: false, from: null as string | null, on: true });
  const apply = (e: Edit | null) => {
    if (!e) return;
    // the next change of the same event builds on this one, before any render
    contentRef.current = edit(e.path, e.value, stroke.current.changed);
    stroke.current.changed = true;
  };
  const paintCell = (cell: string | null) => {
    if (!cell || !terrain) return;
    const e = terrainEdit(contentRef.current, part, index, cell, terrain);
    if (e) show(cell, terrain);
    apply(e);
  };
  const contentRef = useRef(content);
  contentRef.current = content;
  const across = (cell: string, q: Point) => acrossEdge(layout, cell, q);
  const adjacent = (x: string, y: string) => touching(layout, x, y);
  /** a line tool's press or drag onto `cell`: linked to the cell before it when they touch, else a new start */
  const lineTo = (cell: string | null) => {
    const ln = part.lines?.[Number(tool.slice(4))];
    const brush = brushOf(tool);
    if (!cell || !ln || !brush) return;
    const from = stroke.current.from;
    if (from === cell) return;
    if (from && adjacent(from, cell)) apply(linkEdit(contentRef.current, ln, brush, from, cell));
    stroke.current.from = cell;
    setLineFrom(cell);
  };
  /** a mark tool's stroke gives the mark (or takes it) as its first cell did not have it (or had) */
  const markCell = (cell: string | null, first: boolean) => {
    const list = t.markList;
    if (!cell || !marking || !list) return;
    if (first) stroke.current.on = !markedCells(contentRef.current, marking, list).has(cell);
    const around = marking.around ? board.cells.map((c) => c.label).filter((c) => adjacent(cell, c)) : [];
    apply(markEdit(contentRef.current, marking, list, cell, stroke.current.on, around));
  };
  /** a press on `cell`; `other`: the cell across the edge it was nearest (the hexside tool's) */
  const act = (cell: string | null, other: string | null) => {
    stroke.current.changed = false;
    if (pickRef.current) {
      if (cell) pickRef.current.done(cell);
      return;
    }
    if (tool === 'terrain') return paintCell(cell);
    if (tool === 'hexside') {
      const brush = brushOf(tool);
      if (cell && other && part.hexsides && brush)
        apply(hexsideEdit(contentRef.current, part.hexsides, brush, cell, other, name));
      return;
    }
    if (tool === 'place') {
      const brush = brushOf(tool);
      if (cell && part.places && brush) apply(placeEdit(contentRef.current, part.places, brush, cell, name.trim()));
      return;
    }
    if (tool.startsWith('mark')) return markCell(cell, true);
    const edges = edgesAt(part, tool);
    if (edges) {
      if (!cell || !other) return;
      const was = valueAt(contentRef.current, edges.path);
      const e = edgeEdit(contentRef.current, edges, t.brushAt[tool] ?? 0, cell, other, name);
      apply(e);
      // a chain taken away with its last edge: the brush is the fresh one, not the chain after it (a chain
      // made keeps the brush's place, which is the new chain's)
      const n = edges.chain && e?.path === edges.path && Array.isArray(e.value) ? e.value.length : -1;
      if (Array.isArray(was) && n >= 0 && n < was.length) t.setBrushAt({ ...t.brushAt, [tool]: n });
      return;
    }
    if (tool.startsWith('line')) {
      // a press keeps the chain going from the last cell it reached
      stroke.current.from = lineFrom;
      lineTo(cell);
    }
  };
  const press = (q: Point) => {
    const cell = cellAt(layout, q);
    act(cell, (tool === 'hexside' || tool.startsWith('edge')) && cell ? across(cell, q) : null);
  };
  /** a drag from `a` to `b`: every cell the segment crosses, sampled at a third of a cell */
  const drag = (a: Point, b: Point) => {
    if (pickRef.current) return;
    if (tool !== 'terrain' && !tool.startsWith('line') && !tool.startsWith('mark')) return;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / (HEX_SIZE / 3)));
    let last: string | null = null;
    for (let i = 1; i <= steps; i++) {
      const cell = cellAt(layout, { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps });
      if (cell === last) continue;
      last = cell;
      if (tool === 'terrain') paintCell(cell);
      else if (tool.startsWith('mark')) markCell(cell, false);
      else lineTo(cell);
    }
  };
  const { cursor, key } = usePainterCursor(board, layout, () => layerOf('cursor'), act);
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const keyOrCancel = (e: KeyboardEvent) => {
    if (!pickRef.current || e.key !== 'Escape') return key(e);
    pickRef.current.done(null);
    return true;
  };
  const handlers = useRef({ press, drag, key: keyOrCancel });
  handlers.current = { press, drag, key: keyOrCancel };
  // while a cell is asked for, a press on the board answers it whatever the tool (the pan tool's too)
  const toolRef = useRef<string>(tool);
  toolRef.current = pick ? 'pick' : tool;
  const asking = !!pick;
  useLayoutEffect(() => {
    if (asking) wrap.current?.scrollIntoView?.({ block: 'center' });
  }, [asking]);
  usePainterInput(wrap, toolRef, handlers);
  // from the content, not from the layer: an undo re-colours the layer only after this render
  const count = useMemo(() => {
    const now = terrainReader(content, part, index);
    return board.cells.filter((c) => now(c.label) !== firstTerrain(c.label)).length;
  }, [list]);
  const marks = usePainterMarks({ part, view, layout, content, tools: t, svg: svgOf, layer: layerOf });
  usePainterSetup(setup, layout, board, () => layerOf('setup'));
  // the board's own words say its arrows pan; while painting they move the cursor
  useLayoutEffect(() => {
    wrap.current
      ?.querySelector('svg.board')
      ?.setAttribute('aria-label', tool === 'pan' ? lt('pack.map.panHelp') : lt('pack.map.keys'));
  }, [tool]);
  /** the cursor's cell in words: its label, terrain and the chosen mark */
  const cursorWords = () => {
    if (!cursor) return '';
    const tn = String(terrainReader(content, part, index)(cursor) ?? origin.get(cursor) ?? '');
    const words = [lt('pack.map.cursor', { cell: cursor }), board.legend[tn] ? tx(board.legend[tn].name) : tn];
    if (marking && t.markList && markedCells(content, marking, t.markList).has(cursor)) words.push(t.toolName(tool));
    return words.join(', ');
  };
  return (
    <section class="pack-map" data-part={part.path} aria-labelledby="h-pack-map">
      <h4 id="h-pack-map">{tx(part.title)}</h4>
      <p class="hint">
        {lt('pack.map.hint')} {lt('pack.map.keys')}
      </p>
      <PainterToolBar board={board} tools={t} />
      <PainterRecords part={part} tools={t} content={content} edit={edit} />
      <p class="meta">
        {lt(`pack.map.${hintOf(part, tool)}`)} {lt('pack.map.painted', { n: count })}
        {marks.count !== null ? ` · ${lt('pack.map.marked', { n: marks.count })}` : ''}
        {tool.startsWith('line') && lineFrom ? ` · ${lt('pack.map.from', { cell: lineFrom })}` : ''}
      </p>
      <p class="meta pack-cursor" aria-live="polite">
        {cursorWords()}
      </p>
      {pick && (
        <p class="pack-pick" role="status" data-pick={pick.what}>
          {lt('pack.map.pick', { what: pick.what })}{' '}
          <button type="button" class="secondary" onClick={() => pick.done(null)}>
            {lt('pack.map.pickCancel')}
          </button>
        </p>
      )}
      <div class="board-area pack-board" ref={wrap} data-tool={pick ? 'pick' : tool}>
        <Board board={view} sides={Object.keys(board.sideColors ?? {})} lang={getLang()} />
      </div>
      <Legend board={view} lang={getLang()} />
    </section>
  );
};
