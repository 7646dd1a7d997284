import type { Bounds } from './geometry.js';
import { BAND_PIXELS } from './map-bitmap.js';
import { drawMap, type MapReplay } from './map-replay.js';

/**
 * A picture of the map drawn a band of rows at a time, one band per idle callback, so no task holds
 * a frame up for long: the master picture, and a view's picture that is not needed at once (a zoom
 * in, shown meanwhile by the picture held, scaled). Each band is rastered in its own small canvas
 * and made an `ImageBitmap`, which forces its raster in that idle task (a canvas records its drawing
 * and rasters it when first read), then copied into the picture.
 */

/** a callback when the page is idle, or after half a second at the latest (Safari has no requestIdleCallback: a short timeout instead) */
export const whenIdle = (fn: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 500 });
  else setTimeout(fn, 30);
};

/** how long the bands wait before looking again while a gesture lasts */
const GESTURE_PAUSE_MS = 250;

export interface Bands {
  /** false: the picture is no longer wanted (another map, a newer view); the bands stop */
  alive: () => boolean;
  /** true while a pan or zoom is under way: a band could cost it a frame, so none is drawn */
  paused: () => boolean;
  /** the picture is complete */
  done: () => void;
}

/** draws part `r` of the map at `px` pixels a unit into `into` (sized for it), band by band in idle time */
export const drawInBands = (into: HTMLCanvasElement, m: MapReplay, r: Bounds, px: number, b: Bands): void => {
  const rows = Math.max(1, Math.floor(BAND_PIXELS / into.width));
  const band = document.createElement('canvas');
  band.width = into.width;
  let y = 0;
  const next = () => {
    if (!b.alive()) return;
    if (b.paused()) {
      setTimeout(() => whenIdle(next), GESTURE_PAUSE_MS);
      return;
    }
    const h = Math.min(rows, into.height - y);
    const bctx = band.getContext('2d');
    const ctx = into.getContext('2d');
    if (!bctx || !ctx) return;
    if (band.height !== h) band.height = h;
    else bctx.clearRect(0, 0, band.width, h);
    drawMap(bctx, m, { x: r.x, y: r.y + y / px, w: r.w, h: h / px }, px);
    createImageBitmap(band)
      .then((bmp) => {
        if (!b.alive()) return bmp.close();
        ctx.drawImage(bmp, 0, y);
        bmp.close();
        y += h;
        if (y < into.height) whenIdle(next);
        else b.done();
      })
      .catch(() => {
        /* no picture: the views are drawn at once, as without it */
      });
  };
  whenIdle(next);
};
