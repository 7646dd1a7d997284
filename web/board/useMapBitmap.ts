import { useEffect, useRef } from 'preact/hooks';
import type { Bounds } from './geometry.js';
import { bitmapBox, type Held, planBitmap } from './map-bitmap.js';
import type { ViewBox } from './viewbox.js';

/**
 * The static map as one bitmap at the scale it is seen, under the SVG (which then paints no map of its
 * own). A redraw at a gesture's end then paints one picture, not thousands of terrain paths: a pan, or
 * a zoom out within a step, re-uses it, moved and scaled; a zoom in, or a pan beyond the part drawn,
 * draws it again (map-bitmap.ts decides). It is drawn from the very SVG the board would draw
 * (`staticMapSvg`), as an image, so both look the same.
 */
export interface MapBitmap {
  /** the view as drawn now (a gesture's end, a fit, a resize): the bitmap is placed, and drawn again when it must be */
  draw: (v: ViewBox, screen: { w: number; h: number }, now?: boolean) => void;
}

/** the board's own style rules that the map's paths need: an SVG image does not see the page's style sheet */
const MAP_CSS = '.cell{stroke:#4c4a3c;stroke-width:0.6;stroke-opacity:0.55}';

export const useMapBitmap = (
  canvasRef: { current: HTMLCanvasElement | null },
  svgRef: { current: SVGSVGElement | null },
  /** the map's SVG markup (`staticMapSvg`) and the box it covers */
  html: string,
  bounds: Bounds,
): MapBitmap => {
  /** the map as an SVG image, parsed once per map; null until it can be drawn */
  const image = useRef<HTMLImageElement | null>(null);
  const held = useRef<Held | null>(null);
  /** the last view asked for: the first drawing, once the image is ready, is for it */
  const last = useRef<{ v: ViewBox; screen: { w: number; h: number } } | null>(null);
  /** counts the draws: a drawing put off runs only if no draw came after it */
  const drawn = useRef(0);

  const place = (v: ViewBox, s: { w: number; h: number }) => {
    const c = canvasRef.current;
    if (!c || !held.current) return;
    const b = bitmapBox(v, s, held.current);
    c.style.transform = `translate(${b.x.toFixed(2)}px,${b.y.toFixed(2)}px)`;
    c.style.width = `${b.w.toFixed(2)}px`;
    c.style.height = `${b.h.toFixed(2)}px`;
  };

  const draw = (v: ViewBox, s: { w: number; h: number }, now = false) => {
    const n = ++drawn.current;
    last.current = { v, screen: s };
    const c = canvasRef.current,
      img = image.current,
      svg = svgRef.current;
    if (!c || !svg || !s.w || !s.h) return;
    place(v, s);
    if (!img) return;
    const plan = planBitmap(v, s, window.devicePixelRatio || 1, bounds, held.current, now);
    if (plan.kind === 'keep') return;
    if (plan.kind === 'later') {
      // the held bitmap, scaled, shows the view at once; the sharp one is drawn after that frame
      requestAnimationFrame(() => setTimeout(() => drawn.current === n && draw(v, s, true), 0));
      return;
    }
    const ctx = plan.kind === 'draw' ? c.getContext('2d') : null;
    if (plan.kind === 'vector' || !ctx) {
      held.current = null;
      svg.classList.remove('has-bitmap');
      return;
    }
    c.width = plan.w;
    c.height = plan.h;
    const { r } = plan;
    ctx.drawImage(img, r.x - bounds.x, r.y - bounds.y, r.w, r.h, 0, 0, plan.w, plan.h);
    held.current = { r, px: plan.px };
    place(v, s);
    svg.classList.add('has-bitmap');
  };

  useEffect(() => {
    held.current = null;
    image.current = null;
    svgRef.current?.classList.remove('has-bitmap');
    const defs = svgRef.current?.querySelector('defs')?.outerHTML ?? '';
    const doc =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${bounds.w}" height="${bounds.h}" ` +
      `viewBox="${bounds.x} ${bounds.y} ${bounds.w} ${bounds.h}"><style>${MAP_CSS}</style>${defs}${html}</svg>`;
    const img = new Image();
    // a data: URL, which the page's content security policy allows for images (blob: it does not)
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(doc)}`;
    let live = true;
    img
      .decode()
      .then(() => {
        if (!live) return;
        image.current = img;
        if (last.current) draw(last.current.v, last.current.screen);
      })
      .catch(() => {
        /* the image could not be read: the SVG keeps painting its own map */
      });
    return () => {
      live = false;
    };
  }, [html, bounds]);

  return { draw };
};
