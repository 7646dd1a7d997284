/** What the page and the resample worker (resample-worker.ts) say to each other. */
export type ResampleAsk =
  /** the master's levels, finest first, moved to the worker (the page keeps none) */
  | { kind: 'levels'; levels: { bitmap: ImageBitmap; px: number }[] }
  /** part (sx, sy, sw, sh, in the level's pixels) of level `level`, drawn at w × h; `n` names the draw it is for */
  | {
      kind: 'resample';
      n: number;
      level: number;
      sx: number;
      sy: number;
      sw: number;
      sh: number;
      w: number;
      h: number;
    };

export type ResampleAnswer = { kind: 'picture'; n: number; bitmap: ImageBitmap } | { kind: 'failed'; n: number };

declare const __MAP_WORKER__: string | undefined;

/** the worker script's address, set by the build (`scripts/build-web.ts`); none (tests, another build): the page resamples itself */
export const mapWorkerUrl = (): string | null =>
  typeof __MAP_WORKER__ === 'string' && typeof Worker === 'function' && typeof OffscreenCanvas === 'function'
    ? __MAP_WORKER__
    : null;
