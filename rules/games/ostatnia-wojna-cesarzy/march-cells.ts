import type { FloodMap } from './geo.js';

/**
 * The march search's engine: Dijkstra over a map's numbered cells (geo.ts floodMap), run exactly as
 * findPaths (rules/core/path.ts) runs it over labels: the same neighbour order and the same ties (cost,
 * then steps, then the order pushed), so the same cheapest paths; movement.ts gives it the step costs.
 */

/** a step that may not be taken */
export const BARRED = -1;

/**
 * A search's working arrays by cell number, reused from search to search (a cell's entries count only
 * when its stamp is the search's own): the best cost, steps and previous cell found so far, and whether
 * its cost is final.
 */
interface Scratch {
  stamp: Int32Array;
  cost: Int32Array;
  steps: Int32Array;
  prev: Int32Array;
  done: Uint8Array;
  run: number;
  busy: boolean;
}
const SCRATCH = new WeakMap<FloodMap, Scratch>();
const scratchFor = (f: FloodMap): Scratch => {
  const n = f.labels.length;
  const fresh = (): Scratch => ({
    stamp: new Int32Array(n),
    cost: new Int32Array(n),
    steps: new Int32Array(n),
    prev: new Int32Array(n),
    done: new Uint8Array(n),
    run: 0,
    busy: false,
  });
  let x = SCRATCH.get(f);
  if (!x) SCRATCH.set(f, (x = fresh()));
  return x.busy ? fresh() : x;
};

/** heap keys: cost, then steps, then the order pushed (as rules/core/path.ts's findPaths breaks ties) */
const STEPS_AT = 2 ** 26;
const COST_AT = 2 ** 42;

/** what one search found: cells by number, read within `searchCells`'s callback only (the arrays are reused) */
export interface CellReach {
  start: number;
  /** every reached cell, the start first, in the order its cost became final */
  order: number[];
  cost: Int32Array;
  done: (i: number) => boolean;
  /** the labels of the path start → i, the start left out */
  pathTo: (i: number) => string[];
}

/**
 * The cells reachable from `start` within `budget`, `stepOf(h, k, n)` giving the cost of the step from
 * cell h to its neighbour n (slot k of f.nbr) or BARRED; asked only for cells not yet final.
 */
export const searchCells = <T>(
  f: FloodMap,
  start: number,
  budget: number,
  stepOf: (h: number, k: number, n: number) => number,
  read: (r: CellReach) => T,
): T => {
  const x = scratchFor(f);
  x.busy = true;
  const run = ++x.run;
  const { stamp, cost, steps, prev, done } = x;
  const labels = f.labels;
  const order: number[] = [];
  const hk: number[] = [];
  const hc: number[] = [];
  let seq = 0;
  const push = (key: number, c: number): void => {
    let i = hk.length;
    hk.push(key);
    hc.push(c);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (hk[p] <= key) break;
      hk[i] = hk[p];
      hc[i] = hc[p];
      i = p;
    }
    hk[i] = key;
    hc[i] = c;
  };
  const pop = (): number => {
    const top = hc[0];
    const lk = hk.pop()!;
    const lc = hc.pop()!;
    const len = hk.length;
    if (len) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= len) break;
        const r = l + 1;
        const m = r < len && hk[r] < hk[l] ? r : l;
        if (hk[m] >= lk) break;
        hk[i] = hk[m];
        hc[i] = hc[m];
        i = m;
      }
      hk[i] = lk;
      hc[i] = lc;
    }
    return top;
  };
  stamp[start] = run;
  cost[start] = 0;
  steps[start] = 0;
  prev[start] = -1;
  done[start] = 0;
  push(seq++, start);
  try {
    while (hk.length) {
      const key = hk[0];
      const h = pop();
      if (done[h]) continue;
      const hc0 = cost[h];
      const hs = steps[h];
      if (hc0 * COST_AT + hs * STEPS_AT !== key - (key % STEPS_AT)) continue; // a stale heap entry
      done[h] = 1;
      order.push(h);
      for (let k = f.start[h]; k < f.start[h + 1]; k++) {
        const n = f.nbr[k];
        const seen = stamp[n] === run;
        if (seen && done[n]) continue;
        const c = stepOf(h, k, n);
        if (c === BARRED) continue;
        const nc = hc0 + c;
        if (nc > budget) continue;
        const ns = hs + 1;
        if (seen && (cost[n] < nc || (cost[n] === nc && steps[n] <= ns))) continue;
        if (!seen) {
          stamp[n] = run;
          done[n] = 0;
        }
        cost[n] = nc;
        steps[n] = ns;
        prev[n] = h;
        push(nc * COST_AT + ns * STEPS_AT + seq++, n);
      }
    }
    return read({
      start,
      order,
      cost,
      done: (i) => stamp[i] === run && done[i] === 1,
      pathTo: (i) => {
        const path: string[] = [];
        for (let c = i; c !== start; c = prev[c]) path.push(labels[c]);
        return path.reverse();
      },
    });
  } finally {
    x.busy = false;
  }
};
