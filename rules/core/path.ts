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
  /**
   * cost of the step from → to, `k` being to's place in next(from) (a grid that keeps its steps' costs
   * by slot reads them without a lookup); null: the step is not allowed
   */
  cost: (from: number, to: number, k: number) => number | null;
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
  /** @internal */ cap = 0;
  /** @internal */ cost = new Float64Array(0);
  /** @internal */ steps = new Int32Array(0);
  private seq = new Int32Array(0);
  /** @internal */ prev = new Int32Array(0);
  /** the search that last gave the state a cost; the one that made it final */
  private seen = new Uint32Array(0);
  /** @internal */ fin = new Uint32Array(0);
  /** @internal */ stop = new Uint8Array(0);
  private heap = new Int32Array(0);
  private pos = new Int32Array(0);
  /** @internal */ orderBuf = new Int32Array(0);
  /** @internal */ run = 0;
  /** @internal */ busy = false;

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
    const { start, target } = q;
    // typed arrays take any number as an index: a start of NaN or -1 would search from state 0 with a
    // previous search's (or the zeroed) figures, whose paths can run in a circle
    if (!isState(start)) throw new Error(`path: the start ${start} is not a state number (a whole number ≥ 0)`);
    const run = ++this.run;
    const budget = q.budget ?? Infinity;
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
        if (!isState(n)) {
          const name = q.name ? q.name(s) : String(s);
          throw new Error(`path: a step from ${name} leads to ${n}, not a state number (a whole number ≥ 0)`);
        }
        if (n >= this.cap) this.grow(n + 1);
        if (this.fin[n] === run) continue;
        const c = q.cost(s, n, k);
        if (c === null) continue;
        if (!(c >= 0)) {
          const name = (x: number): string => (q.name ? q.name(x) : String(x));
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
    return new Found(this, run, start, count);
  }
}

/** a whole number ≥ 0 that an Int32Array holds (NaN, fractions and negatives are not) */
const isState = (n: number): boolean => (n | 0) === n && n >= 0;

/** a search's answer, read from its StateSearch's arrays (a class: no closures made per search) */
class Found implements StateReach {
  constructor(
    private readonly by: StateSearch,
    private readonly run: number,
    readonly start: number,
    private readonly count: number,
  ) {}
  get order(): Int32Array {
    this.live();
    return this.by.orderBuf.subarray(0, this.count);
  }
  private live(): void {
    if (this.by.run !== this.run || this.by.busy)
      throw new Error('path: a state search read after its StateSearch ran again');
  }
  has(s: number): boolean {
    this.live();
    return s >= 0 && s < this.by.cap && this.by.fin[s] === this.run;
  }
  costTo(s: number): number | undefined {
    return this.has(s) ? this.by.cost[s] : undefined;
  }
  stepsTo(s: number): number {
    return this.has(s) ? this.by.steps[s] : -1;
  }
  prevOf(s: number): number {
    return this.has(s) ? this.by.prev[s] : -1;
  }
  stopped(s: number): boolean {
    return this.has(s) && this.by.stop[s] === 1;
  }
  pathTo(s: number): number[] | undefined {
    if (!this.has(s)) return undefined;
    const path: number[] = [];
    for (let c = s; c !== -1; c = this.by.prev[c]) path.push(c);
    return path.reverse();
  }
}

/** a string query as a state query: cells numbered as the search meets them */
class Numbered implements StateQuery {
  readonly start = 0;
  readonly target: number | undefined;
  readonly budget: number | undefined;
  readonly ids = new Map<string, number>();
  readonly names: string[] = [];
  private readonly buf: number[] = [];
  constructor(private readonly q: PathQuery) {
    this.id(q.start);
    this.target = q.target === undefined ? undefined : this.id(q.target);
    this.budget = q.budget;
  }
  id(cell: string): number {
    let i = this.ids.get(cell);
    if (i === undefined) {
      i = this.names.length;
      this.ids.set(cell, i);
      this.names.push(cell);
    }
    return i;
  }
  next(s: number): number[] {
    const ns = this.q.neighbours(this.names[s]);
    const buf = this.buf;
    if (buf.length !== ns.length) buf.length = ns.length;
    for (let k = 0; k < ns.length; k++) buf[k] = this.id(ns[k]);
    return buf;
  }
  cost(a: number, b: number): number | null {
    return this.q.cost(this.names[a], this.names[b]);
  }
  stopAt(s: number): boolean {
    return !!this.q.stopAt?.(this.names[s]);
  }
  name(s: number): string {
    return this.names[s];
  }
}

// the string search's working arrays, lent to one search at a time (a search started inside another's callback gets new ones)
let spare: StateSearch | null = null;

export const findPaths = (q: PathQuery): Reach => {
  const n = new Numbered(q);
  const search = spare ?? new StateSearch();
  spare = null;
  const done = new Map<string, Reached>();
  try {
    const r = search.search(n);
    for (const s of r.order) {
      const p = r.prevOf(s);
      done.set(n.names[s], {
        cost: r.costTo(s)!,
        steps: r.stepsTo(s),
        prev: p < 0 ? null : n.names[p],
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
