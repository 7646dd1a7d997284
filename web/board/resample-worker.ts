/**
 * The map's master picture, resampled off the page's main thread (its own script: `scripts/build-web.ts`
 * builds it as a second entry, which the page's `script-src 'self'` allows). The page hands over the
 * master's levels once they are drawn (useMapBitmap.ts), and the drawing of the canvases it shows the
 * worker's pictures in (`transferControlToOffscreen`); each zoom then asks for a part of one level at a
 * size, drawn into one of those canvases. The picture goes from here to the compositor: the main thread
 * neither resamples nor copies it (an `ImageBitmap` handed back and put in a `bitmaprenderer` canvas was
 * copied again at the page's commit, a ~7 ms task on Tannenberg); it only shows the canvas once drawn.
 */
import type { ResampleAnswer, ResampleAsk } from './resample-messages.js';

interface WorkerScope {
  onmessage: ((e: MessageEvent<ResampleAsk>) => void) | null;
  postMessage: (message: ResampleAnswer, transfer: Transferable[]) => void;
}
const scope = self as unknown as WorkerScope;
let levels: { bitmap: ImageBitmap; px: number }[] = [];
const canvases = new Map<number, OffscreenCanvas>();

scope.onmessage = (e) => {
  const m = e.data;
  if (m.kind === 'levels') {
    for (const l of levels) l.bitmap.close();
    levels = m.levels;
    return;
  }
  if (m.kind === 'canvas') {
    canvases.set(m.id, m.canvas);
    return;
  }
  if (m.kind === 'empty') {
    const c = canvases.get(m.id);
    if (c) c.width = c.height = 0;
    if (m.forget) canvases.delete(m.id);
    return;
  }
  const level = levels[m.level];
  const canvas = canvases.get(m.into);
  if (canvas && (canvas.width !== m.w || canvas.height !== m.h)) {
    canvas.width = m.w;
    canvas.height = m.h;
  }
  const ctx = canvas?.getContext('2d');
  if (!level || !ctx) return scope.postMessage({ kind: 'failed', n: m.n }, []);
  // the same resample the page did itself: shrunk less than twice, so a bilinear filter keeps every line
  ctx.imageSmoothingQuality = 'low';
  ctx.clearRect(0, 0, m.w, m.h);
  ctx.drawImage(level.bitmap, m.sx, m.sy, m.sw, m.sh, 0, 0, m.w, m.h);
  // told once this task has ended, which is when the canvas's frame goes to the compositor: the page
  // then shows a canvas that already holds the new picture, never its old one at the new place
  setTimeout(() => scope.postMessage({ kind: 'drawn', n: m.n }, []), 0);
};
