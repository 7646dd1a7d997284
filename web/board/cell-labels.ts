import type { BoardView } from '../../rules/core/board.js';
import type { Bounds, Layout } from './geometry.js';
import { cellLabelList } from './static-svg.js';

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
  const shown = new Map<string, Element>();
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
      for (const [cell, el] of shown) {
        const c = layout.centers.get(cell);
        if (c && c.x >= box.x && c.x <= box.x + box.w && c.y >= box.y && c.y <= box.y + box.h) continue;
        el.remove();
        shown.delete(cell);
      }
      const todo = cellLabelList(map, layout, box).filter((l) => !shown.has(l.cell));
      const add = () => {
        const g = layer();
        if (id !== run || !g) return;
        if (claimed) return nextFrame(add);
        const part = todo.splice(0, LABELS_A_FRAME);
        g.insertAdjacentHTML('beforeend', part.map((l) => l.svg).join(''));
        let el = g.lastElementChild;
        for (let i = part.length - 1; i >= 0 && el; i--, el = el.previousElementSibling) shown.set(part[i].cell, el);
        if (todo.length) nextFrame(add);
      };
      // not in the frame that lays the redrawn SVG out: the one after it
      if (todo.length) nextFrame(() => nextFrame(add));
    },
  };
};
