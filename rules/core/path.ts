/**
 * Least-cost movement over any grid whose cells are named by strings (printed labels).
 * Dijkstra with a binary heap (`StateSearch`, below). Deterministic: among paths of equal cost the one with fewer
 * steps wins, then the one found first (neighbour order as the grid lists it), so the same
 * question always gets the same path — views and apply must agree on it.
 */
export interface PathQuery {
  start: string;
  neighbours: (cell: string) => readonly string[];
  /** cost of the step from → to (to adjacent to from); null: the step is not allowed */
  cost: (from: string, to: string) => number | null;
  /** the most a path may cost in total (inclusive); unlimited when absent */
  budget?: number;
  /** entering such a cell ends the movement (e.g. an enemy zone of control); the start cell is never stopped by it */
  stopAt?: (cell: string) => boolean;
  /** when given, the search ends as soon as this cell's cheapest path is known */
  target?: string;
}

export interface Reached {
  cost: number;
  steps: number;
  /** the cell before this one on the chosen cheapest path; null for the start */
  prev: string | null;
  /** true when movement must end here (stopAt) */
  stopped: boolean;
}

export interface Reach {
  start: string;
  /** every reachable cell (the start included, cost 0), in the order their cost became final: cheapest first */
  cells: Map<string, Reached>;
  /** the chosen cheapest path start → cell (both included), or undefined when the cell is unreachable */
  pathTo(cell: string): string[] | undefined;
  costTo(cell: string): number | undefined;
}

/**
 * The same search over states numbered 0, 1, 2, … (a grid's cell index, or cell index × 6 + facing
 * for a search over where a unit stands and which way it faces): typed arrays instead of maps keyed
 * by strings, for searches run thousands of times a view. `findPaths` is this search with the cells
 * numbered as they are met, so both answer alike: the same costs, paths and order.
 */
export interface StateQuery {
  start: number;
  /** the states one step on from `s`, in the order equal-cost ties go to (read before the next call) */
  next: (s: number) => ArrayLike<number>;
  /** cost of the step from → to; null: the step is not allowed */
  cost: (from: number, to: number) => number | null;
  /** the most a path may cost in total (inclusive); unlimited when absent */
  budget?: number;
  /** entering such a state ends the movement; the start is never stopped by it */
  stopAt?: (s: number) => boolean;
  /** when given, the search ends as soon as this state's cheapest path is known */
  target?: number;
  /** a state's name, for error messages */
  name?: (s: number) => string;
}

/**
 * What a state search found. Its figures live in the `StateSearch` that ran it and are read through
 * it: reading after that search object ran again throws.
 */
export interface StateReach {
  start: number;
  /** every reached state (the start included), in the order its cost became final: cheapest first */
  readonly order: Int32Array;
  has(s: number): boolean;
  /** the cost of the cheapest path to a reached state (undefined when not reached) */
  costTo(s: number): number | undefined;
  /** the steps of the chosen cheapest path to a reached state */
  stepsTo(s: number): number;
  /** the state before `s` on the chosen path; -1 for the start */
  prevOf(s: number): number;
  /** true when movement must end in `s` (stopAt) */
  stopped(s: number): boolean;
  /** the chosen cheapest path start → s (both included), or undefined when unreached */
  pathTo(s: number): number[] | undefined;
}

/**
 * The working arrays of state searches, kept between them (a search marks what it touches with its own
 * number instead of clearing them). One object runs one search at a time; the arrays grow as states
 * with higher numbers come up, so `size` is only where they start.
 */
export class StateSearch {
  private cap = 0;
  private cost = new Float64Array(0);
  private steps = new Int32Array(0);
  private seq = new Int32Array(0);
  private prev = new Int32Array(0);
  /** the search that last gave the state a cost; the one that made it final */
  private seen = new Uint32Array(0);
  private fin = new Uint32Array(0);
  private stop = new Uint8Array(0);
  private heap = new Int32Array(0);
  private pos = new Int32Array(0);
  private orderBuf = new Int32Array(0);
  private run = 0;
  private busy = false;

  constructor(size = 64) {
    this.grow(Math.max(1, size));
  }

  private grow(need: number): void {
    const cap = Math.max(need, this.cap * 2);
    const more = <T extends Float64Array | Int32Array | Uint32Array | Uint8Array>(a: T, b: T): T => {
      b.set(a);
      return b;
    };
    this.cost = more(this.cost, new Float64Array(cap));
    this.steps = more(this.steps, new Int32Array(cap));
    this.seq = more(this.seq, new Int32Array(cap));
    this.prev = more(this.prev, new Int32Array(cap));
    this.seen = more(this.seen, new Uint32Array(cap));
    this.fin = more(this.fin, new Uint32Array(cap));
    this.stop = more(this.stop, new Uint8Array(cap));
    this.heap = more(this.heap, new Int32Array(cap));
    this.pos = more(this.pos, new Int32Array(cap));
    this.orderBuf = more(this.orderBuf, new Int32Array(cap));
    this.cap = cap;
  }

  /** a before b: cheaper, then fewer steps, then given its cost first (see findPaths) */
  private before(a: number, b: number): boolean {
    const ca = this.cost[a],
      cb = this.cost[b];
    if (ca !== cb) return ca < cb;
    const sa = this.steps[a],
      sb = this.steps[b];
    return sa !== sb ? sa < sb : this.seq[a] < this.seq[b];
  }
  private up(i: number): void {
    const { heap, pos } = this;
    const s = heap[i];
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(s, heap[p])) break;
      heap[i] = heap[p];
      pos[heap[i]] = i;
      i = p;
    }
    heap[i] = s;
    pos[s] = i;
  }
  private down(n: number): void {
    const { heap, pos } = this;
    const s = heap[0];
    let i = 0;
    for (;;) {
      const l = 2 * i + 1,
        r = l + 1;
      let m = s,
        mi = i;
      if (l < n && this.before(heap[l], m)) (m = heap[l]), (mi = l);
      if (r < n && this.before(heap[r], m)) (m = heap[r]), (mi = r);
      if (mi === i) break;
      heap[i] = m;
      pos[m] = i;
      i = mi;
    }
    heap[i] = s;
    pos[s] = i;
  }

  /**
   * Dijkstra over the states with an indexed binary heap (a state's entry moves up when it gets
   * cheaper, where a lazy heap would push it again: the same states come out in the same order).
   */
  search(q: StateQuery): StateReach {
    if (this.busy) throw new Error('path: a StateSearch runs one search at a time');
    this.busy = true;
    try {
      return this.searchNow(q);
    } finally {
      this.busy = false;
    }
  }

  private searchNow(q: StateQuery): StateReach {
    if (this.run === 0xffffffff) {
      this.seen.fill(0);
      this.fin.fill(0);
      this.run = 0;
    }
    const run = ++this.run;
    const budget = q.budget ?? Infinity;
    const { start, target } = q;
    if (start >= this.cap) this.grow(start + 1);
    let seq = 0;
    let size = 0;
    let count = 0;
    this.cost[start] = 0;
    this.steps[start] = 0;
    this.seq[start] = seq++;
    this.prev[start] = -1;
    this.seen[start] = run;
    this.heap[size++] = start;
    this.pos[start] = 0;
    while (size > 0) {
      const s = this.heap[0];
      const last = this.heap[--size];
      if (size > 0) {
        this.heap[0] = last;
        this.down(size);
      }
      const stopped = s !== start && !!q.stopAt?.(s);
      this.fin[s] = run;
      this.stop[s] = stopped ? 1 : 0;
      this.orderBuf[count++] = s;
      if (s === target) break;
      if (stopped) continue;
      const base = this.cost[s];
      const steps = this.steps[s] + 1;
      const next = q.next(s);
      for (let k = 0; k < next.length; k++) {
        const n = next[k];
        if (n >= this.cap) this.grow(n + 1);
        if (this.fin[n] === run) continue;
        const c = q.cost(s, n);
        if (c === null) continue;
        if (!(c >= 0)) {
          const name = q.name ?? String;
          throw new Error(`path: step ${name(s)}→${name(n)} costs ${c}; costs must be ≥ 0 or null`);
        }
        const cost = base + c;
        if (cost > budget) continue;
        const known = this.seen[n] === run;
        if (known && (this.cost[n] < cost || (this.cost[n] === cost && this.steps[n] <= steps))) continue;
        this.cost[n] = cost;
        this.steps[n] = steps;
        this.seq[n] = seq++;
        this.prev[n] = s;
        this.seen[n] = run;
        if (known) this.up(this.pos[n]);
        else {
          this.heap[size] = n;
          this.up(size++);
        }
      }
    }
    return this.reach(run, start, count);
  }

  private reach(run: number, start: number, count: number): StateReach {
    const live = (): void => {
      if (this.run !== run || this.busy) throw new Error('path: a state search read after its StateSearch ran again');
    };
    const has = (s: number): boolean => {
      live();
      return s >= 0 && s < this.cap && this.fin[s] === run;
    };
    return {
      start,
      order: this.orderBuf.subarray(0, count),
      has,
      costTo: (s) => (has(s) ? this.cost[s] : undefined),
      stepsTo: (s) => (has(s) ? this.steps[s] : -1),
      prevOf: (s) => (has(s) ? this.prev[s] : -1),
      stopped: (s) => has(s) && this.stop[s] === 1,
      pathTo: (s) => {
        if (!has(s)) return undefined;
        const path: number[] = [];
        for (let c = s; c !== -1; c = this.prev[c]) path.push(c);
        return path.reverse();
      },
    };
  }
}

// the string search's working arrays, lent to one search at a time (a search started inside another's callback gets new ones)
let spare: StateSearch | null = null;

export const findPaths = (q: PathQuery): Reach => {
  // cells are numbered as the search meets them
  const ids = new Map<string, number>([[q.start, 0]]);
  const names = [q.start];
  const id = (cell: string): number => {
    let i = ids.get(cell);
    if (i === undefined) {
      i = names.length;
      ids.set(cell, i);
      names.push(cell);
    }
    return i;
  };
  const buf: number[] = [];
  const target = q.target === undefined ? undefined : id(q.target);
  const stopAt = q.stopAt;
  const search = spare ?? new StateSearch();
  spare = null;
  const done = new Map<string, Reached>();
  try {
    const r = search.search({
      start: 0,
      target,
      budget: q.budget,
      next: (s) => {
        const ns = q.neighbours(names[s]);
        buf.length = ns.length;
        for (let k = 0; k < ns.length; k++) buf[k] = id(ns[k]);
        return buf;
      },
      cost: (a, b) => q.cost(names[a], names[b]),
      stopAt: stopAt && ((s) => stopAt(names[s])),
      name: (s) => names[s],
    });
    for (const s of r.order) {
      const p = r.prevOf(s);
      done.set(names[s], {
        cost: r.costTo(s)!,
        steps: r.stepsTo(s),
        prev: p < 0 ? null : names[p],
        stopped: r.stopped(s),
      });
    }
  } finally {
    spare = search;
  }
  return {
    start: q.start,
    cells: done,
    costTo: (cell) => done.get(cell)?.cost,
    pathTo(cell) {
      if (!done.has(cell)) return undefined;
      const path: string[] = [];
      for (let c: string | null = cell; c !== null; c = done.get(c)!.prev) path.push(c);
      return path.reverse();
    },
  };
};

/** One cheapest path start → target within the budget, or undefined. */
export const cheapestPath = (
  q: Omit<PathQuery, 'target'>,
  target: string,
): { path: string[]; cost: number } | undefined => {
  const r = findPaths({ ...q, target });
  const path = r.pathTo(target);
  return path ? { path, cost: r.costTo(target)! } : undefined;
};

/** The cost of walking exactly this path (each step checked), or null if a step is not allowed or not adjacent. */
export const pathCost = (
  path: readonly string[],
  neighbours: PathQuery['neighbours'],
  cost: PathQuery['cost'],
): number | null => {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    if (!neighbours(path[i - 1]).includes(path[i])) return null;
    const c = cost(path[i - 1], path[i]);
    if (c === null) return null;
    total += c;
  }
  return total;
};
