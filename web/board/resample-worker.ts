/**
 * The map's master picture, resampled off the page's main thread (its own script: `scripts/build-web.ts`
 * builds it as a second entry, which the page's `script-src 'self'` allows). The page hands over the
 * master's levels once they are drawn (useMapBitmap.ts); each zoom then asks for a part of one level at
 * a size, and gets the picture back as an `ImageBitmap` (moved, not copied). The main thread only swaps
 * it in: the resample no longer holds a frame up.
 */
import type { ResampleAnswer, ResampleAsk } from './resample-messages.js';

interface WorkerScope {
  onmessage: ((e: MessageEvent<ResampleAsk>) => void) | null;
  postMessage: (message: ResampleAnswer, transfer: Transferable[]) => void;
}
const scope = self as unknown as WorkerScope;
let levels: { bitmap: ImageBitmap; px: number }[] = [];

scope.onmessage = (e) => {
  const m = e.data;
  if (m.kind === 'levels') {
    for (const l of levels) l.bitmap.close();
    levels = m.levels;
    return;
  }
  const level = levels[m.level];
  const canvas = new OffscreenCanvas(m.w, m.h);
  const ctx = canvas.getContext('2d');
  if (!level || !ctx) return scope.postMessage({ kind: 'failed', n: m.n }, []);
  // the same resample the page did itself: shrunk less than twice, so a bilinear filter keeps every line
  ctx.imageSmoothingQuality = 'low';
  ctx.drawImage(level.bitmap, m.sx, m.sy, m.sw, m.sh, 0, 0, m.w, m.h);
  const bitmap = canvas.transferToImageBitmap();
  scope.postMessage({ kind: 'picture', n: m.n, bitmap }, [bitmap]);
};
