import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import type { Point } from '../board/geometry.js';

/** what the painter does with a press, a drag from one point to the next, and a key (true: used, the board does not see it) */
export interface PainterHandlers {
  press: (q: Point) => void;
  drag: (a: Point, b: Point) => void;
  key: (e: KeyboardEvent) => boolean;
}

/**
 * The map painter's input (PackMap.tsx): a press on the board paints instead of panning, and the
 * arrows move the painter's cursor instead of the map, unless the tool is 'pan', which gives both
 * back to the board. Listened to in the capture phase on `wrap`, before the board's own handlers, from
 * the first frame on, as the board does; points in the board's own coordinates.
 */
export const usePainterInput = (
  wrap: RefObject<HTMLDivElement>,
  toolRef: RefObject<string>,
  handlers: RefObject<PainterHandlers>,
): void => {
  useLayoutEffect(() => {
    const el = wrap.current;
    if (!el) return;
    let last: Point | null = null;
    const onBoard = (e: Event) => toolRef.current !== 'pan' && !!(e.target as Element).closest?.('svg.board');
    const point = (e: PointerEvent): Point | null => {
      const ctm = el.querySelector<SVGSVGElement>('svg.board')?.getScreenCTM();
      return ctm ? new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse()) : null;
    };
    const down = (e: PointerEvent) => {
      if (!onBoard(e) || (e.pointerType === 'mouse' && e.button !== 0)) return;
      e.stopPropagation();
      e.preventDefault();
      last = point(e);
      if (last) handlers.current?.press(last);
    };
    const move = (e: PointerEvent) => {
      if (!last) return;
      e.stopPropagation();
      const q = point(e);
      if (q) handlers.current?.drag(last, q);
      last = q;
    };
    const up = (e: PointerEvent) => {
      if (!last) return;
      e.stopPropagation();
      last = null;
    };
    const click = (e: MouseEvent) => {
      if (onBoard(e)) e.stopPropagation();
    };
    // before the board's own keys (arrows pan it): the pan tool leaves them to the board
    const keydown = (e: KeyboardEvent) => {
      if (toolRef.current === 'pan' || !(e.target as Element).closest?.('svg.board')) return;
      if (!handlers.current?.key(e)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    el.addEventListener('keydown', keydown, true);
    el.addEventListener('pointerdown', down, true);
    el.addEventListener('pointermove', move, true);
    window.addEventListener('pointerup', up, true);
    el.addEventListener('click', click, true);
    return () => {
      el.removeEventListener('pointerdown', down, true);
      el.removeEventListener('pointermove', move, true);
      window.removeEventListener('pointerup', up, true);
      el.removeEventListener('click', click, true);
      el.removeEventListener('keydown', keydown, true);
    };
  }, []);
};
