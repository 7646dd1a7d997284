/**
 * Milliseconds by part of one request (`read`, `rules`, `write`, `view`, …), filled in as it goes by
 * the route and the services it calls, when the request is timed (api/server-timing.ts). Undefined
 * when it is not: then nothing is measured.
 */
export type Timings = Record<string, number>;

/** a part met twice (a retried turn) adds up */
export const addTiming = (timings: Timings | undefined, part: string, ms: number): void => {
  if (timings) timings[part] = (timings[part] ?? 0) + ms;
};

/** `f()`, its time added to `part` when the request is timed. */
export const timed = <T>(timings: Timings | undefined, part: string, f: () => T): T => {
  if (!timings) return f();
  const t = performance.now();
  try {
    return f();
  } finally {
    addTiming(timings, part, performance.now() - t);
  }
};
