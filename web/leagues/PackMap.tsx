import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardView, StaticBoard } from '../../rules/core/board.js';
import { type PackPart, valueAt } from '../../rules/core/pack-kit.js';
import { Board, Legend } from '../board/Board.js';
import { layoutBoard, polygonPoints } from '../board/geometry.js';
import { fill, getLang, tx } from '../i18n.js';

type MapPart = Extract<PackPart, { kind: 'map' }>;
const SVG_NS = 'http://www.w3.org/2000/svg';

const S = {
  brush: { pl: 'Pędzel: teren', en: 'Brush: terrain' },
  hint: {
    pl: 'Kliknij heks, by nadać mu teren pędzla. Podgląd to plansza gry.',
    en: "Click a hex to give it the brush's terrain. The preview is the game's own board.",
  },
  painted: { pl: 'pomalowane heksy: {n}', en: 'hexes painted: {n}' },
} as const;

/** a record of the map part's list: its cell id and terrain, as the pack writes them */
type Hex = Record<string, unknown>;

/**
 * The map of a pack, painted (a part of kind 'map'): the board the game's rules draw for the pack,
 * shown by the real board component; a click gives a cell the brush's terrain in the pack.
 *
 * The board's map layer is one SVG string set once, one path per terrain (Board.tsx StaticMap), so
 * redrawing it for each stroke would lay out every cell of a 3,000-hex map again. A stroke instead
 * draws the one cell it paints as a polygon of the brush's colour in a layer over the terrain fills,
 * and the layer follows the pack's content (an undo takes the polygon away); the terrain patterns
 * are redrawn when the saved pack is loaded again.
 */
export const PartMap = ({
  part,
  board,
  content,
  edit,
}: {
  part: MapPart;
  board: StaticBoard;
  content: unknown;
  edit: (path: string, v: unknown) => void;
}) => {
  const view: BoardView = useMemo(() => ({ ...board, pieces: [] }), [board]);
  const brushes = part.terrains.filter((t) => board.legend[t]);
  const [brush, setBrush] = useState(brushes[0] ?? part.terrains[0]);
  const wrap = useRef<HTMLDivElement>(null);
  const layout = useMemo(() => layoutBoard(view), [view]);
  const origin = useMemo(() => new Map(board.cells.map((c) => [c.label, c.terrain])), [board]);
  /** the terrain each cell shows now */
  const shown = useRef(new Map(origin));
  /** the painted cells' own polygons, in a layer over the terrain fills (under their patterns) */
  const layer = useRef<SVGGElement | null>(null);
  const painted = useRef(new Map<string, SVGPolygonElement>());
  const list = valueAt(content, part.path);
  const index = useMemo(() => {
    const m = new Map<string, number>();
    if (Array.isArray(list)) list.forEach((h: Hex, i) => m.set(String(h[part.id]), i));
    return m;
    // the cells of a map do not change while it is painted: the first list's ids hold
  }, [part.path]);
  // the layer goes into the drawn map once the board is there (not on the first stroke)
  useLayoutEffect(() => {
    const cells = wrap.current?.querySelector('svg.board g.map g.cells');
    if (!cells) return;
    const g = document.createElementNS(SVG_NS, 'g');
    g.setAttribute('class', 'painted');
    const fills = cells.querySelectorAll('path.cell');
    cells.insertBefore(g, fills.length ? fills[fills.length - 1].nextSibling : cells.firstChild);
    layer.current = g;
    painted.current = new Map();
    shown.current = new Map(origin);
    return () => g.remove();
  }, [board]);
  const recolour = (cell: string, terrain: string) => {
    const g = layer.current;
    const at = layout.centers.get(cell);
    if (shown.current.get(cell) === terrain || !g || !at) return;
    let el = painted.current.get(cell);
    if (terrain === origin.get(cell)) {
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
      el.setAttribute('fill', board.legend[terrain]?.fill ?? '#e8e4d0');
      el.setAttribute('data-painted', terrain);
    }
    shown.current.set(cell, terrain);
  };
  // the layer follows the content: a paint, an undo, a reload
  useLayoutEffect(() => {
    if (!Array.isArray(list)) return;
    for (const h of list as Hex[]) {
      const id = String(h[part.id]);
      if (shown.current.has(id)) recolour(id, String(h[part.terrain]));
    }
  }, [list]);
  const paint = (cell: string) => {
    const i = index.get(cell);
    if (i === undefined || !Array.isArray(list) || (list[i] as Hex)[part.terrain] === brush) return;
    recolour(cell, brush);
    edit(`${part.path}.${i}.${part.terrain}`, brush);
  };
  const count = board.cells.filter((c) => shown.current.get(c.label) !== c.terrain).length;
  return (
    <section class="pack-map" data-part={part.path} aria-labelledby="h-pack-map">
      <h4 id="h-pack-map">{tx(part.title)}</h4>
      <p class="hint">{tx(S.hint)}</p>
      <fieldset class="brushes">
        <legend>{tx(S.brush)}</legend>
        {brushes.map((t) => (
          <label key={t} data-brush={t}>
            <input type="radio" name="pack-brush" checked={brush === t} onChange={() => setBrush(t)} />{' '}
            <span class="swatch" style={{ background: board.legend[t].fill }} aria-hidden="true" />{' '}
            {tx(board.legend[t].name)}
          </label>
        ))}
      </fieldset>
      <p class="meta">{fill(tx(S.painted), { n: count })}</p>
      <div class="board-area pack-board" ref={wrap}>
        <Board board={view} sides={Object.keys(board.sideColors ?? {})} lang={getLang()} onCell={paint} />
      </div>
      <Legend board={view} lang={getLang()} />
    </section>
  );
};
