import type { ResampleAnswer, ResampleAsk } from './resample-messages.js';

/**
 * The page's side of the resample worker (resample-worker.ts): the master's levels are moved to it
 * once, the canvases that show its pictures are handed to it, then each zoom asks it for a picture.
 * A zoom's longest main-thread task on Tannenberg was about half this resample and its canvas's
 * commit; now the main thread only shows the canvas the worker drew.
 */
export interface Resampler {
  /**
   * part of a level (in its pixels) drawn at w × h into canvas `into` (`adopt`); `got` is called once it
   * is drawn, unless a later ask came first
   */
  ask: (a: Omit<Extract<ResampleAsk, { kind: 'resample' }>, 'kind' | 'n'>, got: () => void) => void;
  /** the canvas's drawing handed to the worker (a new canvas, with no context): its id for `ask` */
  adopt: (canvas: HTMLCanvasElement) => number;
  /** canvas `id`'s pixels freed; `forget`: the page drops the canvas too */
  empty: (id: number, forget: boolean) => void;
  stop: () => void;
}

/**
 * Starts a worker from `url` and moves `levels` to it (their canvases may be emptied once this
 * resolves); null when the browser cannot (no `createImageBitmap`, or the worker fails to start).
 * `failed`: the worker stopped answering (a script error): the page then draws its views itself.
 */
export const startResampler = async (
  url: string,
  levels: readonly { canvas: HTMLCanvasElement; px: number }[],
  failed: () => void,
): Promise<Resampler | null> => {
  let worker: Worker;
  try {
    worker = new Worker(url);
  } catch {
    return null;
  }
  let bitmaps: ImageBitmap[];
  try {
    bitmaps = await Promise.all(levels.map((l) => createImageBitmap(l.canvas)));
  } catch {
    worker.terminate();
    return null;
  }
  let n = 0;
  let canvases = 0;
  let wanted: { n: number; got: () => void } | null = null;
  worker.onmessage = (e: MessageEvent<ResampleAnswer>) => {
    const m = e.data;
    const w = wanted;
    if (!w || w.n !== m.n) return;
    wanted = null;
    // failed: the worker could not draw it; the picture held stays, scaled, until the next view
    if (m.kind === 'drawn') w.got();
  };
  worker.onerror = () => {
    worker.terminate();
    failed();
  };
  const post = (m: ResampleAsk, transfer: Transferable[] = []) => worker.postMessage(m, transfer);
  post({ kind: 'levels', levels: bitmaps.map((bitmap, i) => ({ bitmap, px: levels[i].px })) }, bitmaps);
  return {
    ask: (a, got) => {
      wanted = { n: ++n, got };
      post({ kind: 'resample', n, ...a });
    },
    adopt: (canvas) => {
      const id = ++canvases;
      const off = canvas.transferControlToOffscreen();
      post({ kind: 'canvas', id, canvas: off }, [off]);
      return id;
    },
    empty: (id, forget) => post({ kind: 'empty', id, forget }),
    stop: () => worker.terminate(),
  };
};
