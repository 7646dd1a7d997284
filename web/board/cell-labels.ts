import type { BoardView } from '../../rules/core/board.js';
import type { Bounds, Layout } from './geometry.js';
import { cellLabelBlocks } from './static-svg.js';

/**
 * The cells' own labels, kept in their layer as the view moves (gestures.ts says which part): labels
 * that left the part are removed at once, new ones are added a few hundred a frame, starting the frame
 * after the redraw. Text is the dearest thing to lay out (~40 µs a label): written all at once, Wojna's
 * ~800 labels held a zoom's redraw up for a whole frame besides the SVG's own relayout. For the same
 * reason a zoom (a new scale) drops every label and draws them again the same way: kept, ~700 labels
 * laid out again at the new scale held Wojna's zoom redraw at 17–19 ms.
 */
export const LABELS_A_FRAME = 150;

/** the coming frame already carries a dear change of its own (claimFrame): labels added now would add to it */
let claimed = false;
/**
 * Says the coming frame has work of its own (the map's new picture shown: a commit of ~7 ms on Wojna): the
 * labels due in it wait for the next. Without this, a label batch often fell in that very frame after a zoom
 * and the two together held it ~17 ms. Cleared by the frame itself (its own callback runs after the labels').
 */
export const claimFrame = () => {
  if (claimed || typeof requestAnimationFrame === 'undefined') return;
  claimed = true;
  requestAnimationFrame(() => {
    claimed = false;
  });
};

export interface CellLabelLayer {
  /**
   * the labels of the cells whose centres lie in `box`; null: none. `rescaled`: the view's scale changed,
   * so every label kept would be laid out again in the redraw's frame (a text's layout depends on its
   * scale on screen): all are dropped at once and drawn again over the next frames, like new ones
   */
  show: (box: Bounds | null, rescaled?: boolean) => void;
}

export const cellLabelLayer = (
  layer: () => SVGGElement | null,
  map: BoardView,
  layout: Layout,
  /** waits a frame (requestAnimationFrame; tests may pass their own) */
  nextFrame: (fn: () => void) => void = (fn) => requestAnimationFrame(() => fn()),
): CellLabelLayer => {
  /** each block of the map with labels drawn (static-svg.ts cellLabelBlocks): its element and the cells it labels */
  const shown = new Map<string, { el: Element; cells: string }>();
  /** counts the calls: the frames of an earlier one stop adding */
  let run = 0;
  return {
    show: (box, rescaled = false) => {
      const id = ++run;
      const g = layer();
      if (!g) return;
      if (!box || rescaled) {
        if (shown.size) g.innerHTML = '';
        shown.clear();
        if (!box) return;
      }
      const want = cellLabelBlocks(map, layout, box);
      const keys = new Set(want.map((b) => b.key));
      for (const [key, s] of shown) {
        if (keys.has(key)) continue;
        s.el.remove();
        shown.delete(key);
      }
      // a block at the part's edge that gains or loses cells is drawn again; its old text stays until then, so
      // no label on screen blinks out for the frames in between
      const todo = want.filter((b) => shown.get(b.key)?.cells !== b.cells.join(' '));
      const add = () => {
        const g = layer();
        if (id !== run || !g) return;
        if (claimed) return nextFrame(add);
        const part: typeof todo = [];
        for (let n = 0; todo.length && n < LABELS_A_FRAME; ) {
          const b = todo.shift()!;
          part.push(b);
          n += b.cells.length;
          shown.get(b.key)?.el.remove();
        }
        g.insertAdjacentHTML('beforeend', part.map((b) => b.svg).join(''));
        let el = g.lastElementChild;
        for (let i = part.length - 1; i >= 0 && el; i--, el = el.previousElementSibling)
          shown.set(part[i].key, { el, cells: part[i].cells.join(' ') });
        if (todo.length) nextFrame(add);
      };
      // not in the frame that lays the redrawn SVG out: the one after it
      if (todo.length) nextFrame(() => nextFrame(add));
    },
  };
};
