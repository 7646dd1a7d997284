import { useEffect, useRef } from 'preact/hooks';
import type { Bounds } from './geometry.js';
import {
  bitmapBox,
  type Held,
  KEPT,
  KEPT_PIXELS,
  keptFor,
  levelFor,
  masterLevels,
  type MasterPlan,
  type BitmapPlan,
  planBitmap,
  planMaster,
  viewScale,
} from './map-bitmap.js';
import type { ViewBox } from './viewbox.js';
import { claimFrame } from './cell-labels.js';
import { drawInBands, whenIdle } from './map-bands.js';
import { drawMap, type MapReplay, readMap } from './map-replay.js';
import { mapWorkerUrl } from './resample-messages.js';
import { type Resampler, startResampler } from './resample-client.js';

/**
 * The static map as one bitmap at the scale it is seen, under the SVG (which then paints no map of its
 * own). A redraw at a gesture's end then paints one picture, not thousands of terrain paths: a pan, or
 * a zoom out within a step, re-uses it, moved and scaled; a zoom in, or a pan beyond the part drawn,
 * draws it again (map-bitmap.ts decides). It is drawn from the very SVG the board would draw
 * (`staticMapSvg`), its elements replayed on the canvas (map-replay.ts), so both look the same. While the page is idle the whole map is drawn
 * once more, band by band, at the finest scale a pixel budget allows (the master, `planMaster`); from
 * then on a view's bitmap at a scale no finer is copied from the master, which costs a resample, not
 * the raster of the map's paths, so a zoom to a new scale is cheap.
 */
export interface MapBitmap {
  /** the view as drawn now (a gesture's end, a fit, a resize): the bitmap is placed, and drawn again when it must be */
  draw: (v: ViewBox, screen: { w: number; h: number }, now?: boolean) => void;
}

/** the master picture: its rows are drawn first (map-bands.ts), then its halved levels; complete once `levels` holds them all */
interface Master {
  canvas: HTMLCanvasElement;
  plan: MasterPlan;
  /** the scale of each level, finest (the master itself) first */
  scales: number[];
  /** the levels drawn so far, finest first (emptied once moved to the worker) */
  levels: { canvas: HTMLCanvasElement; px: number }[];
  /** the worker holding the levels, which resamples them off the main thread (resample-client.ts) */
  worker: Resampler | null;
}

type DrawPlan = Extract<BitmapPlan, { kind: 'draw' }>;

interface Kept {
  canvas: HTMLCanvasElement;
  /** set when the worker draws the canvas (its id there, resample-client.ts `adopt`): it has no 2D context then */
  byWorker?: number;
  /** its pixels (a worker's canvas has no size the page can read) */
  pixels: number;
  held: Held | null;
  /** when it was last shown: the oldest is drawn over first */
  used: number;
}

export const useMapBitmap = (
  /** the box the bitmaps' canvases live in, under the SVG; the one shown is the only one displayed */
  boxRef: { current: HTMLDivElement | null },
  svgRef: { current: SVGSVGElement | null },
  /** the map's SVG markup (`staticMapSvg`, drawn in the SVG: a new one is read again) and the box it covers */
  html: string,
  bounds: Bounds,
): MapBitmap => {
  /** the map's elements as canvas paths, read once per map; null until read */
  const image = useRef<MapReplay | null>(null);
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
      list.push({ canvas, held: null, used: 0, pixels: 0 });
    }
    const order = [...list].sort((a, b) => a.used - b.used);
    let total = list.reduce((n, k) => n + k.pixels, 0);
    const pick = order[0];
    total -= pick.pixels;
    // over the cap: the oldest others are emptied
    for (const k of order.slice(1))
      if (total + pixels > KEPT_PIXELS && k !== list[shown.current]) {
        total -= k.pixels;
        if (k.byWorker !== undefined) master.current?.worker?.empty(k.byWorker, false);
        else k.canvas.width = k.canvas.height = 0;
        k.pixels = 0;
        k.held = null;
      }
    return pick;
  };
  /** the last view asked for: the first drawing, once the image is ready, is for it */
  const last = useRef<{ v: ViewBox; screen: { w: number; h: number } } | null>(null);
  /** counts the draws: a drawing put off runs only if no draw came after it */
  const drawn = useRef(0);
  const master = useRef<Master | null>(null);
  /** a pan or zoom is under way (its layer moved by a transform) */
  const gesturing = () => !!boxRef.current?.parentElement?.style.transform;
  /** the map being shown (its image): a master's bands drawn for another map stop */
  const generation = useRef(0);

  /** halves the last level drawn (the master's pixels read for the first time here, in idle time, not by a zoom) */
  const drawLevel = (m: Master, gen: number) => {
    if (gen !== generation.current) return;
    const i = m.levels.length;
    if (i === 0) m.levels.push({ canvas: m.canvas, px: m.scales[0] });
    else {
      const from = m.levels[i - 1].canvas;
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(from.width / 2);
      canvas.height = Math.ceil(from.height / 2);
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.imageSmoothingQuality = 'low';
      ctx.drawImage(from, 0, 0, from.width / 2, from.height / 2);
      m.levels.push({ canvas, px: m.scales[i] });
    }
    if (m.levels.length < m.scales.length) whenIdle(() => drawLevel(m, gen));
    else handOver(m, gen);
  };
  /** the levels moved to the resample worker, where the build gives one; the page's own copies are then emptied */
  const handOver = (m: Master, gen: number) => {
    const done = () => {
      if (gen === generation.current) boxRef.current?.setAttribute('data-master', 'drawn');
    };
    const url = mapWorkerUrl();
    if (!url) return done();
    const failed = () => {
      // the worker stopped: the levels went with it, so views are rastered from the paths again
      if (master.current !== m) return;
      m.worker = null;
      m.levels = [];
      // its canvases can be drawn no more
      for (const k of kept.current) if (k.byWorker !== undefined) replace(k, document.createElement('canvas'));
      if (last.current) draw(last.current.v, last.current.screen);
    };
    void startResampler(url, m.levels, failed).then((r) => {
      if (!r) return done();
      if (gen !== generation.current) return r.stop();
      m.worker = r;
      for (const l of m.levels) l.canvas.width = l.canvas.height = 0;
      done();
    });
  };
  /** the master is started once per map, after the first view is drawn */
  const startMaster = (img: MapReplay, seenPx: number) => {
    if (master.current) return;
    const plan = planMaster(bounds, seenPx);
    if (!plan) return;
    const canvas = document.createElement('canvas');
    canvas.width = plan.w;
    canvas.height = plan.h;
    const m: Master = { canvas, plan, scales: masterLevels(plan.px, seenPx), levels: [], worker: null };
    master.current = m;
    const gen = generation.current;
    drawInBands(canvas, img, bounds, plan.px, {
      alive: () => gen === generation.current,
      paused: gesturing,
      done: () => whenIdle(() => drawLevel(m, gen)),
    });
  };
  /** the master's level a bitmap at `px` is copied from, once all are drawn and one is fine enough */
  const levelOf = (px: number): { canvas: HTMLCanvasElement; px: number; i: number } | null => {
    const m = master.current;
    if (!m || m.levels.length < m.scales.length) return null;
    const i = levelFor(px, m.scales);
    return m.levels[i] ? { ...m.levels[i], i } : null;
  };
  /**
   * a view's picture resampled by the worker into a kept canvas not shown (its drawing handed to the
   * worker once), shown when drawn if no other view was asked for meanwhile
   */
  const drawByWorker = (worker: Resampler, plan: DrawPlan, k: number, i: number, n: number) => {
    const { r, w, h, px } = plan;
    const gen = generation.current;
    const into = canvasFor(w * h);
    if (!into) return;
    if (into.byWorker === undefined) {
      const c = document.createElement('canvas');
      replace(into, c);
      into.byWorker = worker.adopt(c);
      // for the browser test: a resample of the master, done by the worker
      c.dataset.source = 'master';
      c.dataset.by = 'worker';
    }
    // its old picture is drawn over from now on, out of sight
    into.held = null;
    if (kept.current[shown.current] !== into) into.canvas.style.display = 'none';
    into.pixels = w * h;
    const s = { sx: (r.x - bounds.x) * k, sy: (r.y - bounds.y) * k, sw: r.w * k, sh: r.h * k };
    worker.ask({ level: i, ...s, w, h, into: into.byWorker }, () => {
      const at = last.current;
      if (drawn.current !== n || gen !== generation.current || !at || !kept.current.includes(into)) return;
      into.held = { r, px };
      // the picture swapped in costs its frame a commit: no cell labels in that frame too
      claimFrame();
      show(kept.current.indexOf(into));
      place(at.v, at.screen);
      svgRef.current?.classList.add('has-bitmap');
    });
  };
  /** the kept canvas `k` replaced in the page by `c` (a worker's canvas is forgotten there) */
  const replace = (k: Kept, c: HTMLCanvasElement) => {
    if (k.byWorker !== undefined) master.current?.worker?.empty(k.byWorker, true);
    k.byWorker = undefined;
    c.style.display = k.canvas.style.display;
    k.canvas.replaceWith(c);
    k.canvas = c;
    k.held = null;
  };
  /** a kept canvas that showed a worker's picture is replaced by a plain one, to draw into */
  const plain = (k: Kept): HTMLCanvasElement => {
    if (k.byWorker !== undefined) replace(k, document.createElement('canvas'));
    return k.canvas;
  };

  const place = (v: ViewBox, s: { w: number; h: number }) => {
    const k = kept.current[shown.current];
    if (!k?.held) return;
    const c = k.canvas;
    const b = bitmapBox(v, s, k.held);
    c.style.transform = `translate(${b.x.toFixed(2)}px,${b.y.toFixed(2)}px)`;
    c.style.width = `${b.w.toFixed(2)}px`;
    c.style.height = `${b.h.toFixed(2)}px`;
  };

  /** the view's sharp bitmap drawn in bands (map-bands.ts), shown once complete if no other view was asked for meanwhile */
  const drawLater = (plan: DrawPlan, img: MapReplay, v: ViewBox, s: { w: number; h: number }, n: number) => {
    const c = document.createElement('canvas');
    c.width = plan.w;
    c.height = plan.h;
    const gen = generation.current;
    drawInBands(c, img, plan.r, plan.px, {
      alive: () => drawn.current === n && gen === generation.current,
      paused: gesturing,
      done: () => {
        const into = canvasFor(plan.w * plan.h);
        if (!into) return;
        replace(into, c);
        into.pixels = plan.w * plan.h;
        // for the browser test: drawn from the map's paths, in bands
        c.dataset.source = 'bands';
        into.held = { r: plan.r, px: plan.px };
        claimFrame();
        show(kept.current.indexOf(into));
        place(v, s);
        startMaster(img, plan.px);
      },
    });
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
    // a zoom in is drawn at once when the master can give it: a resample, no reason to wait a frame
    const plan = planBitmap(v, s, dpr, bounds, held.current, now || !!levelOf(viewScale(v, s) * dpr));
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
      // the held bitmap, scaled, shows the view at once; the sharp one is drawn in bands while the page
      // is idle (no frame waits for it), or, too large for a bitmap, the SVG paints the map after that frame
      const sharp = planBitmap(v, s, dpr, bounds, null, true);
      if (sharp.kind === 'draw') drawLater(sharp, img, v, s, n);
      else requestAnimationFrame(() => setTimeout(() => drawn.current === n && draw(v, s, true), 0));
      return;
    }
    const level = plan.kind === 'draw' ? levelOf(plan.px) : null;
    const worker = master.current?.worker;
    if (plan.kind === 'draw' && level && worker) {
      // the held bitmap, scaled (placed above), shows the view until the worker's picture comes
      drawByWorker(worker, plan, level.px, level.i, n);
      return;
    }
    const into = plan.kind === 'draw' ? canvasFor(plan.w * plan.h) : null;
    const ctx = into ? plain(into).getContext('2d') : null;
    if (plan.kind === 'vector' || !into || !ctx) {
      show(-1);
      svg.classList.remove('has-bitmap');
      return;
    }
    const c = into.canvas;
    c.width = plan.w;
    c.height = plan.h;
    into.pixels = plan.w * plan.h;
    const { r } = plan;
    if (level) {
      // the level's pixels resampled (shrunk less than twice: a bilinear filter keeps every line)
      const k = level.px;
      ctx.imageSmoothingQuality = 'low';
      ctx.drawImage(level.canvas, (r.x - bounds.x) * k, (r.y - bounds.y) * k, r.w * k, r.h * k, 0, 0, plan.w, plan.h);
    } else drawMap(ctx, img, r, plan.px);
    // what it was drawn from, for the browser test: the map's paths, or the master picture
    c.dataset.source = level ? 'master' : 'map';
    into.held = { r, px: plan.px };
    show(kept.current.indexOf(into));
    place(v, s);
    svg.classList.add('has-bitmap');
    startMaster(img, plan.px);
  };

  useEffect(() => {
    for (const k of kept.current) k.canvas.remove();
    kept.current = [];
    shown.current = -1;
    image.current = null;
    master.current?.worker?.stop();
    master.current = null;
    ++generation.current;
    boxRef.current?.removeAttribute('data-master');
    svgRef.current?.classList.remove('has-bitmap');
    // the SVG's map as the board has just drawn it (effects run after the render)
    const svg = svgRef.current;
    image.current = svg ? readMap(svg) : null;
    if (image.current && last.current) draw(last.current.v, last.current.screen);
    return () => {
      // a map no longer shown: its master's bands stop, its worker with them
      generation.current++;
      master.current?.worker?.stop();
      if (master.current) master.current.worker = null;
    };
  }, [html, bounds]);

  return { draw };
};
