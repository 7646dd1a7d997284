/**
 * A page for bench/web.bench.ts and screenshots: renders one BoardView with the real renderer and
 * reports how long render + style + layout took.
 */
import '../style.css';
import { options, render } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { PackPart } from '../../rules/core/pack-kit.js';
import { withValueAt } from '../../rules/core/pack-paths.js';
import { PartMap } from '../leagues/PackMap.js';
import type { BoardView } from '../../rules/core/board.js';
import type { OptionsView } from '../../rules/core/contract.js';
import { Board, type TargetMark } from '../board/Board.js';
import { cellAt, layoutBoard, type Layout } from '../board/geometry.js';
import { actingPieces, choicesForPiece, targetsByCell } from '../game/compose.js';

declare global {
  interface Window {
    renderBoard: (board: BoardView, sides: string[], options?: OptionsView) => number;
    /** the board given once (its transfer is not timed), then drawn afresh by `renderLoaded` */
    loadBoard: (board: BoardView, sides: string[], options?: OptionsView) => void;
    renderLoaded: () => number;
    /** the board last rendered with one piece moved to a free cell: a new view of the same map */
    moveAndRender: () => number;
    /**
     * `n` frames of pan and zoom by the keyboard, as a player reads the map: zoom in twice, then pan
     * right, down, left and up in turn; each step waits for the frame it caused to be drawn. Then the
     * gesture's end: the wait until the board is redrawn for the view left (Board.tsx glide), and its frame.
     */
    /** `n` steps of a keyboard gesture: two zooms in, then pans round ('pan': pans alone, at the zoom as it is; 'out': zooms out alone) */
    panAndZoom: (n: number, mode?: 'pan' | 'out') => Promise<number>;
    /** the pack editor's map painter on a board (PackMap.tsx), every cell a hex of the pack */
    renderPackMap: (board: BoardView) => number;
    /** one brush stroke on a cell not yet of the brush's terrain: press to laid-out frame (ms) */
    paintStroke: () => number;
    /** one click by a cell's edge with the hexside tool: press to laid-out frame (ms) */
    paintEdge: () => number;
    /** one click on a cell with a mark that is a member of the cell's record (a hill): press to laid-out frame (ms) */
    paintMark: () => number;
    /** one click by a cell's edge with an edge tool (a list of its own: bridges, navigable rivers) (ms) */
    paintEdgeList: () => number;
    paintSides: () => number;
  }
}

// state updates render at once, so a stroke's whole work (handler, render, effects) falls inside its timing
options.debounceRendering = (run) => run();
let unpainted: string[] = [];
let packLayout: Layout | null = null;
let strokes = 0;

/** `board` grown by whole rows below until it has at least `n` cells (a map as large as the editor must paint smoothly) */
const grown = (board: BoardView, n: number): BoardView => {
  const cells = [...board.cells];
  const cols = [...new Set(board.cells.map((c) => c.col))];
  let row = Math.max(...board.cells.map((c) => c.row));
  while (cells.length < n) {
    row++;
    for (const col of cols)
      cells.push({
        label: `x${col}.${row}`,
        col,
        row,
        terrain: board.cells[cells.length % board.cells.length].terrain,
      });
  }
  return { ...board, cells };
};

window.renderPackMap = (given) => {
  const board = grown(given, 3000);
  const terrains = [...new Set(board.cells.map((c) => c.terrain))].filter((t) => board.legend[t]);
  const kind = board.hexsides?.[0]?.kind ?? 'river';
  const part: PackPart = {
    kind: 'map',
    path: 'hexes',
    title: { pl: 'Mapa', en: 'Map' },
    id: 'id',
    terrain: 'terrain',
    terrains,
    hexsides: { path: 'hexsides', a: 'a', b: 'b', brushes: [{ record: { kind }, legend: kind }] },
    // a flag on the cell's record (Tannenberg's hills), redrawn over the whole map's features on each click
    marks: [{ path: 'hexes', hex: 'id', flag: 'hill', legend: 'hill', title: { pl: 'wzgórza', en: 'hills' } }],
    edges: [
      {
        path: 'bridges',
        a: 'a',
        b: 'b',
        title: { pl: 'mosty', en: 'bridges' },
        brushes: [{ record: {}, legend: kind }],
      },
      // a fort on every cell (Tannenberg's fortified sides, 12.2.4): each click looks its fort up among 3,000
      {
        path: 'forts',
        a: 'hex',
        b: 'fortified',
        title: { pl: 'boki fortyfikacji', en: 'fortified sides' },
        sides: { hex: 'hex', list: 'fortified' },
        brushes: [],
      },
    ],
  };
  // the brush starts on the first terrain: the strokes paint cells of the others
  unpainted = board.cells.filter((c) => c.terrain !== terrains[0]).map((c) => c.label);
  packLayout = layoutBoard(board);
  strokes = 0;
  const Host = () => {
    const [content, setContent] = useState<unknown>({
      hexes: board.cells.map((c) => ({ id: c.label, terrain: c.terrain })),
      hexsides: (board.hexsides ?? []).map((h) => ({ a: h.cells[0], b: h.cells[1], kind: h.kind })),
      bridges: [],
      forts: board.cells.map((c) => ({ hex: c.label, fortified: [] })),
    });
    const now = useRef(content);
    now.current = content;
    return (
      <div class="app-game" style="height:800px">
        <PartMap
          part={part}
          board={board}
          content={content}
          edit={(path, v) => {
            now.current = withValueAt(now.current, path, v);
            setContent(now.current);
            return now.current;
          }}
        />
      </div>
    );
  };
  const el = document.getElementById('app')!;
  render(null, el);
  const t0 = performance.now();
  render(<Host />, el);
  el.querySelector('svg')!.getBoundingClientRect();
  return performance.now() - t0;
};

/** a press and release at board point `at` on the painter's board, timed to the laid-out frame (ms) */
const press = (at: { x: number; y: number }): number => {
  const svg = document.querySelector<SVGSVGElement>('.pack-map svg.board');
  const ctm = svg?.getScreenCTM();
  // the board reads the cell from the press's coordinates (cellAt), so the event may go to any cell path,
  // also for a cell scrolled out of the window
  const target = svg?.querySelector('g.map g.cells path.cell');
  if (!svg || !ctm || !target) return NaN;
  const p = new DOMPoint(at.x, at.y).matrixTransform(ctm);
  const t0 = performance.now();
  const o = { bubbles: true, clientX: p.x, clientY: p.y, pointerId: 1, pointerType: 'mouse', button: 0 };
  target.dispatchEvent(new PointerEvent('pointerdown', o));
  target.dispatchEvent(new PointerEvent('pointerup', o));
  svg.getBoundingClientRect();
  void document.body.offsetHeight;
  return performance.now() - t0;
};

const pickTool = (tool: string) => {
  const input = document.querySelector<HTMLInputElement>(`.pack-map [data-tool="${tool}"] input`);
  if (input && !input.checked) input.click();
};

/** the next cell not painted yet, spread over the map: a new cell each stroke */
const nextCell = (): string => unpainted[(strokes++ * 7919) % unpainted.length];

/** a click with `tool` on a new cell: its time, or NaN when `drawn` (given the cell, CSS-escaped) finds nothing */
const cellClick = (tool: string, drawn: (cell: string) => string): number => {
  pickTool(tool);
  const cell = nextCell();
  const at = packLayout?.centers.get(cell);
  if (!at) return NaN;
  const ms = press(at);
  return document.querySelector(drawn(CSS.escape(cell))) ? ms : NaN;
};

window.paintStroke = () => cellClick('terrain', (c) => `.pack-map [data-c="${c}"][data-painted]`);

/** a click with `tool` a little inside a new cell, by the midpoint of its first edge: its time, or NaN when the layer did not change */
const edgeClick = (tool: string, layer: string): number => {
  pickTool(tool);
  const c = packLayout?.corners;
  if (!packLayout || !c) return NaN;
  const mid = { x: (c[0].x + c[1].x) / 2, y: (c[0].y + c[1].y) / 2 };
  // a new cell with a neighbour across that edge (a cell on the map's rim may have none)
  let at: { x: number; y: number } | undefined;
  for (let i = 0; i < 20 && !at; i++) {
    const p = packLayout.centers.get(nextCell());
    if (p && cellAt(packLayout, { x: p.x + 2 * mid.x, y: p.y + 2 * mid.y })) at = p;
  }
  if (!at) return NaN;
  const before = document.querySelector(layer)?.innerHTML.length ?? 0;
  const ms = press({ x: at.x + mid.x * 0.85, y: at.y + mid.y * 0.85 });
  const after = document.querySelector(layer)?.innerHTML.length ?? 0;
  return after !== before ? ms : NaN;
};
window.paintEdge = () => edgeClick('hexside', '.pack-map g.pack-features');
window.paintEdgeList = () => edgeClick('edge0', '.pack-map g.pack-marks');
window.paintSides = () => edgeClick('edge1', '.pack-map g.pack-marks');
window.paintMark = () => cellClick('mark0', (c) => `.pack-map g.pack-marks [data-c="${c}"]`);

let last: { board: BoardView; sides: string[]; options?: OptionsView } | null = null;
let moves = 0;

window.moveAndRender = () => {
  if (!last) return NaN;
  const { board } = last;
  const taken = new Set(board.pieces.map((pc) => pc.cell));
  const free = board.cells.filter((c) => !taken.has(c.label));
  const to = free[moves++ % free.length].label;
  const pieces = board.pieces.map((pc, i) => (i === 0 ? { ...pc, cell: to } : pc));
  return draw({ ...board, pieces }, last.sides, last.options, false);
};

const KEYS = ['+', '+', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
window.panAndZoom = async (n, mode) => {
  const svg = document.querySelector('svg.board');
  if (!svg) return NaN;
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  await frame();
  performance.mark('board-pan-start');
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const key = mode === 'out' ? '-' : mode === 'pan' ? KEYS[2 + (i % 4)] : KEYS[i < 2 ? i : 2 + ((i - 2) % 4)];
    svg.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await frame();
  }
  performance.mark('board-pan-steps-end');
  const steps = performance.now() - t0;
  // the board is redrawn once the gesture goes quiet: the layer's transform is dropped then; its raster
  // runs on worker threads after the frame, so the window stays open a little longer
  const layer = document.querySelector<HTMLElement>('.board-layer');
  for (let i = 0; i < 200 && layer?.style.transform; i++) await new Promise((r) => setTimeout(r, 10));
  await frame();
  await frame();
  await new Promise((r) => setTimeout(r, 150));
  performance.mark('board-pan-end');
  return steps;
};

window.renderBoard = (board, sides, options) => draw(board, sides, options, true);
window.loadBoard = (board, sides, options) => {
  last = { board, sides, options };
};
window.renderLoaded = () => (last ? draw(last.board, last.sides, last.options, true) : NaN);

const draw = (board: BoardView, sides: string[], options: OptionsView | undefined, fresh: boolean): number => {
  last = { board, sides, options };
  const el = document.getElementById('app')!;
  if (fresh) render(null, el);
  // the bench finds this render's task in a trace by this mark (its thread time, whatever the machine's load)
  performance.mark('board-render');
  const t0 = performance.now();
  const selectable = options ? actingPieces(options, []) : undefined;
  const first = selectable ? [...selectable][0] : undefined;
  const targets = new Map<string, TargetMark>();
  if (options && first)
    for (const [cell, l] of targetsByCell(choicesForPiece(options, [], first)))
      targets.set(cell, { cost: l[0].target.cost, path: l[0].target.path });
  render(
    <div class="app-game">
      <main class="game-page" style="grid-template-columns:1fr">
        <section class="board-area">
          <Board
            board={board}
            sides={sides}
            lang="en"
            selectable={selectable}
            selected={first ?? null}
            targets={targets}
          />
        </section>
      </main>
    </div>,
    el,
  );
  // force style and layout of the whole SVG, as the first paint would
  el.querySelector('svg')!.getBoundingClientRect();
  void document.body.offsetHeight;
  return performance.now() - t0;
};
