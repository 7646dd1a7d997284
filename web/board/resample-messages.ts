/** What the page and the resample worker (resample-worker.ts) say to each other. */
export type ResampleAsk =
  /** the master's levels, finest first, moved to the worker (the page keeps none) */
  | { kind: 'levels'; levels: { bitmap: ImageBitmap; px: number }[] }
  /** a canvas of the page's, its drawing handed to the worker (`transferControlToOffscreen`), known by `id` from now on */
  | { kind: 'canvas'; id: number; canvas: OffscreenCanvas }
  /** canvas `id` emptied (its pixels freed); `forget`: the page no longer shows it either */
  | { kind: 'empty'; id: number; forget: boolean }
  /**
   * part (sx, sy, sw, sh, in the level's pixels) of level `level`, drawn at w × h into canvas `into`;
   * `n` names the draw it is for
   */
  | {
      kind: 'resample';
      n: number;
      into: number;
      level: number;
      sx: number;
      sy: number;
      sw: number;
      sh: number;
      w: number;
      h: number;
    };

/** `drawn`: canvas `into` of ask `n` holds its picture, already handed to the compositor */
export type ResampleAnswer = { kind: 'drawn'; n: number } | { kind: 'failed'; n: number };

declare const __MAP_WORKER__: string | undefined;

/**
 * the worker script's address, set by the build (`scripts/build-web.ts`); none (tests, another build, a
 * browser that cannot hand a canvas's drawing to a worker): the page resamples itself
 */
export const mapWorkerUrl = (): string | null =>
  typeof __MAP_WORKER__ === 'string' &&
  typeof Worker === 'function' &&
  typeof OffscreenCanvas === 'function' &&
  typeof HTMLCanvasElement === 'function' &&
  'transferControlToOffscreen' in HTMLCanvasElement.prototype
    ? __MAP_WORKER__
    : null;
