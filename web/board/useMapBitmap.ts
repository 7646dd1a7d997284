import { useEffect, useRef } from 'preact/hooks';
import type { Bounds } from './geometry.js';
import { bitmapBox, type Held, KEPT, KEPT_PIXELS, keptFor, planBitmap } from './map-bitmap.js';
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

interface Kept {
  canvas: HTMLCanvasElement;
  held: Held | null;
  /** when it was last shown: the oldest is drawn over first */
  used: number;
}

export const useMapBitmap = (
  /** the box the bitmaps' canvases live in, under the SVG; the one shown is the only one displayed */
  boxRef: { current: HTMLDivElement | null },
  svgRef: { current: SVGSVGElement | null },
  /** the map's SVG markup (`staticMapSvg`) and the box it covers */
  html: string,
  bounds: Bounds,
): MapBitmap => {
  /** the map as an SVG image, parsed once per map; null until it can be drawn */
  const image = useRef<HTMLImageElement | null>(null);
  /** the bitmaps kept, one per scale and part of the map drawn last; `shown` indexes the one displayed */
  const kept = useRef<Kept[]>([]);
  const shown = useRef(-1);
  const clock = useRef(0);
  const held = {
    get current(): Held | null {
      return kept.current[shown.current]?.held ?? null;
    },
  };
  const show = (i: number) => {
    shown.current = i;
    kept.current.forEach((k, j) => {
      k.canvas.style.display = j === i ? '' : 'none';
    });
    if (kept.current[i]) kept.current[i].used = ++clock.current;
  };
  /** a canvas to draw `pixels` into: a new one while few are kept, else the one shown longest ago; the others' pixels stay under the cap */
  const canvasFor = (pixels: number): Kept | null => {
    const box = boxRef.current;
    if (!box) return null;
    const list = kept.current;
    if (list.length < KEPT) {
      const canvas = document.createElement('canvas');
      box.appendChild(canvas);
      list.push({ canvas, held: null, used: 0 });
    }
    const order = [...list].sort((a, b) => a.used - b.used);
    let total = list.reduce((n, k) => n + k.canvas.width * k.canvas.height, 0);
    const pick = order[0];
    total -= pick.canvas.width * pick.canvas.height;
    // over the cap: the oldest others are emptied
    for (const k of order.slice(1))
      if (total + pixels > KEPT_PIXELS && k !== list[shown.current]) {
        total -= k.canvas.width * k.canvas.height;
        k.canvas.width = k.canvas.height = 0;
        k.held = null;
      }
    return pick;
  };
  /** the last view asked for: the first drawing, once the image is ready, is for it */
  const last = useRef<{ v: ViewBox; screen: { w: number; h: number } } | null>(null);
  /** counts the draws: a drawing put off runs only if no draw came after it */
  const drawn = useRef(0);

  const place = (v: ViewBox, s: { w: number; h: number }) => {
    const k = kept.current[shown.current];
    if (!k?.held) return;
    const c = k.canvas;
    const b = bitmapBox(v, s, k.held);
    c.style.transform = `translate(${b.x.toFixed(2)}px,${b.y.toFixed(2)}px)`;
    c.style.width = `${b.w.toFixed(2)}px`;
    c.style.height = `${b.h.toFixed(2)}px`;
  };

  const draw = (v: ViewBox, s: { w: number; h: number }, now = false) => {
    const n = ++drawn.current;
    last.current = { v, screen: s };
    const img = image.current,
      svg = svgRef.current;
    if (!svg || !s.w || !s.h) return;
    place(v, s);
    if (!img) return;
    const dpr = window.devicePixelRatio || 1;
    const plan = planBitmap(v, s, dpr, bounds, held.current, now);
    if (plan.kind === 'keep') return;
    // a zoom back to a scale drawn before: that bitmap is shown again
    const again = keptFor(
      v,
      s,
      dpr,
      bounds,
      kept.current.map((k) => k.held),
    );
    if (again >= 0) {
      show(again);
      place(v, s);
      svg.classList.add('has-bitmap');
      return;
    }
    if (plan.kind === 'later') {
      // the held bitmap, scaled, shows the view at once; the sharp one is drawn after that frame
      requestAnimationFrame(() => setTimeout(() => drawn.current === n && draw(v, s, true), 0));
      return;
    }
    const into = plan.kind === 'draw' ? canvasFor(plan.w * plan.h) : null;
    const ctx = into?.canvas.getContext('2d');
    if (plan.kind === 'vector' || !into || !ctx) {
      show(-1);
      svg.classList.remove('has-bitmap');
      return;
    }
    const c = into.canvas;
    c.width = plan.w;
    c.height = plan.h;
    const { r } = plan;
    ctx.drawImage(img, r.x - bounds.x, r.y - bounds.y, r.w, r.h, 0, 0, plan.w, plan.h);
    into.held = { r, px: plan.px };
    show(kept.current.indexOf(into));
    place(v, s);
    svg.classList.add('has-bitmap');
  };

  useEffect(() => {
    for (const k of kept.current) k.canvas.remove();
    kept.current = [];
    shown.current = -1;
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
