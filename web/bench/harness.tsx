/**
 * A page for bench/web.bench.ts and screenshots: renders one BoardView with the real renderer and
 * reports how long render + style + layout took.
 */
import '../style.css';
import { render } from 'preact';
import type { BoardView } from '../../rules/core/board.js';
import type { OptionsView } from '../../rules/core/contract.js';
import { Board, type TargetMark } from '../board/Board.js';
import { actingPieces, choicesForPiece, targetsByCell } from '../game/compose.js';

declare global {
  interface Window {
    renderBoard: (board: BoardView, sides: string[], options?: OptionsView) => number;
    /** the board last rendered with one piece moved to a free cell: a new view of the same map */
    moveAndRender: () => number;
  }
}

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

window.renderBoard = (board, sides, options) => draw(board, sides, options, true);

const draw = (board: BoardView, sides: string[], options: OptionsView | undefined, fresh: boolean): number => {
  last = { board, sides, options };
  const el = document.getElementById('app')!;
  if (fresh) render(null, el);
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
  const t1 = performance.now();
  // force style and layout of the whole SVG, as the first paint would
  el.querySelector('svg')!.getBoundingClientRect();
  void document.body.offsetHeight;
  const t2 = performance.now();
  (window as unknown as { split: unknown }).split = { js: +(t1 - t0).toFixed(1), layout: +(t2 - t1).toFixed(1) };
  return t2 - t0;
};
