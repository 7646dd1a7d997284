import type { Bounds } from './geometry.js';
import type { ViewBox } from './viewbox.js';

/**
 * When the map's bitmap (useMapBitmap.ts) must be drawn again, and which part at which scale: pure
 * arithmetic over the view, the board's size on screen and the bitmap held.
 */

/** how far beyond the screen the bitmap reaches, as a fraction of the screen's long side (the SVG's own clip: 25vmax) */
export const MARGIN = 0.2;
/**
 * a bitmap is drawn at the scale seen and re-used while it is shown at most this much smaller (a zoom
 * out) or a hair larger (a zoom in would blur it): drawn with headroom instead, every redraw would
 * raster up to twice the pixels, which cost more than the re-use saved
 */
export const SHRINK = Math.SQRT2;
export const BLOW = 1.03;
/** the largest bitmap drawn; a view that would need more keeps the SVG's own map */
export const MAX_SIDE = 8192;
export const MAX_PIXELS = 16_000_000;

export interface Held {
  /** the part of the map the bitmap holds, in map units */
  r: Bounds;
  /** its pixels per map unit */
  px: number;
}

export type BitmapPlan =
  /** the bitmap held serves: it is only moved and scaled */
  | { kind: 'keep' }
  /** it covers the view but too coarsely (a zoom in): shown scaled at once, drawn sharp after the frame */
  | { kind: 'later' }
  /** draw this part at this scale now */
  | { kind: 'draw'; r: Bounds; w: number; h: number; px: number }
  /** too large a bitmap, or nothing of the map in view: the SVG draws its own map */
  | { kind: 'vector' };

const inside = (a: Bounds, b: Bounds): boolean =>
  a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
const grow = (a: Bounds, m: number): Bounds => ({ x: a.x - m, y: a.y - m, w: a.w + 2 * m, h: a.h + 2 * m });
const clip = (a: Bounds, b: Bounds): Bounds | null => {
  const x = Math.max(a.x, b.x),
    y = Math.max(a.y, b.y);
  const w = Math.min(a.x + a.w, b.x + b.w) - x,
    h = Math.min(a.y + a.h, b.y + b.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
};

/** screen pixels per map unit: the SVG meets its viewBox, so one scale for both axes */
export const viewScale = (v: ViewBox, s: { w: number; h: number }): number => Math.min(s.w / v.w, s.h / v.h);

/** `now`: a drawing put off ('later') is due, so a coarse bitmap is drawn again */
export const planBitmap = (
  v: ViewBox,
  s: { w: number; h: number },
  dpr: number,
  map: Bounds,
  held: Held | null,
  now = false,
): BitmapPlan => {
  const k = viewScale(v, s);
  // what is on screen: the viewBox, and more along the axis it does not fill
  const seen = { x: v.x + v.w / 2 - s.w / k / 2, y: v.y + v.h / 2 - s.h / k / 2, w: s.w / k, h: s.h / k };
  const margin = (MARGIN * Math.max(s.w, s.h)) / k;
  const px = k * dpr;
  // the held bitmap serves while half its margin is still beyond each edge
  const need = clip(grow(seen, margin / 2), map);
  const covered = !!held && (!need || inside(need, held.r));
  if (covered && held.px <= px * SHRINK && held.px * BLOW >= px) return { kind: 'keep' };
  if (covered && !now) return { kind: 'later' };
  const r = clip(grow(seen, margin), map);
  if (!r) return { kind: 'vector' };
  const w = Math.ceil(r.w * px),
    h = Math.ceil(r.h * px);
  return w > MAX_SIDE || h > MAX_SIDE || w * h > MAX_PIXELS ? { kind: 'vector' } : { kind: 'draw', r, w, h, px };
};

/** the CSS box that lays the held bitmap over the SVG drawn with viewBox `v` */
export const bitmapBox = (v: ViewBox, s: { w: number; h: number }, held: Held) => {
  const k = viewScale(v, s);
  return {
    x: (s.w - v.w * k) / 2 + (held.r.x - v.x) * k,
    y: (s.h - v.h * k) / 2 + (held.r.y - v.y) * k,
    w: held.r.w * k,
    h: held.r.h * k,
  };
};

/** bitmaps kept for zooming back to an earlier scale, and the pixels they may hold together (4 bytes each: 48 MB, a phone at device pixel ratio 3 keeps about one besides the one shown) */
export const KEPT = 3;
export const KEPT_PIXELS = 12_000_000;

/** the kept bitmap (by index) that serves the view as it is, if any: a zoom back to an earlier scale is then free */
export const keptFor = (
  v: ViewBox,
  s: { w: number; h: number },
  dpr: number,
  map: Bounds,
  kept: readonly (Held | null)[],
): number => kept.findIndex((h) => !!h && planBitmap(v, s, dpr, map, h).kind === 'keep');

/**
 * The master picture: the whole map drawn once at the finest scale these pixels allow (4 bytes each:
 * 48 MB), band by band while the page is idle. A view's bitmap at a scale no finer than the master's
 * is then copied from it, a resample of pixels, instead of being rastered again from the map's paths:
 * a zoom costs a few milliseconds, not the tens the paths take.
 */
export const MASTER_PIXELS = 12_000_000;
/** the pixels drawn in one idle task: a band's raster must stay well inside a frame's idle time */
export const BAND_PIXELS = 250_000;

export interface MasterPlan {
  /** pixels per map unit */
  px: number;
  w: number;
  h: number;
  /** rows drawn in one idle task */
  band: number;
}

/** the master picture of a map; null when it would be no finer than the scale it is first seen at */
export const planMaster = (map: Bounds, seenPx: number): MasterPlan | null => {
  const px = Math.min(Math.sqrt(MASTER_PIXELS / (map.w * map.h)), MAX_SIDE / map.w, MAX_SIDE / map.h);
  if (!(px > seenPx * BLOW)) return null;
  const w = Math.ceil(map.w * px),
    h = Math.ceil(map.h * px);
  return { px, w, h, band: Math.max(1, Math.floor(BAND_PIXELS / w)) };
};

/**
 * The master's levels, each half the one before (a mip chain: halving with a bilinear filter averages
 * each 2 × 2 pixels), down to the first no finer than the scale the map was first seen at. A bitmap is
 * copied from the coarsest level still fine enough, so it is shrunk less than twice: a bilinear resample
 * then loses no thin line, and costs about the pixels written, however fine the master.
 */
export const masterLevels = (masterPx: number, seenPx: number): number[] => {
  const levels = [masterPx];
  while (levels[levels.length - 1] > seenPx) levels.push(levels[levels.length - 1] / 2);
  return levels;
};

/** the index of the level (finest first) a bitmap at `px` is copied from; -1 when it is finer than them all */
export const levelFor = (px: number, levels: readonly number[]): number => {
  for (let i = levels.length - 1; i >= 0; i--) if (px <= levels[i] * BLOW) return i;
  return -1;
};
