/**
 * Least-cost movement over any grid whose cells are named by strings (printed labels).
 * Dijkstra with a small binary heap. Deterministic: among paths of equal cost the one with fewer
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

interface Entry {
  cost: number;
  steps: number;
  seq: number;
  cell: string;
}
const before = (a: Entry, b: Entry): boolean =>
  a.cost !== b.cost ? a.cost < b.cost : a.steps !== b.steps ? a.steps < b.steps : a.seq < b.seq;

class Heap {
  private a: Entry[] = [];
  get size(): number {
    return this.a.length;
  }
  push(e: Entry): void {
    const a = this.a;
    a.push(e);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop(): Entry | undefined {
    const a = this.a;
    if (!a.length) return undefined;
    const top = a[0];
    const last = a.pop()!;
    if (a.length) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1,
          r = l + 1;
        let m = i;
        if (l < a.length && before(a[l], a[m])) m = l;
        if (r < a.length && before(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

export const findPaths = (q: PathQuery): Reach => {
  const budget = q.budget ?? Infinity;
  const best = new Map<string, { cost: number; steps: number; prev: string | null }>();
  const done = new Map<string, Reached>();
  const heap = new Heap();
  let seq = 0;
  best.set(q.start, { cost: 0, steps: 0, prev: null });
  heap.push({ cost: 0, steps: 0, seq: seq++, cell: q.start });
  for (let e = heap.pop(); e; e = heap.pop()) {
    if (done.has(e.cell)) continue;
    const b = best.get(e.cell)!;
    if (b.cost !== e.cost || b.steps !== e.steps) continue; // a stale heap entry
    const stopped = e.cell !== q.start && !!q.stopAt?.(e.cell);
    done.set(e.cell, { cost: b.cost, steps: b.steps, prev: b.prev, stopped });
    if (e.cell === q.target) break;
    if (stopped) continue;
    for (const n of q.neighbours(e.cell)) {
      if (done.has(n)) continue;
      const c = q.cost(e.cell, n);
      if (c === null) continue;
      if (!(c >= 0)) throw new Error(`path: step ${e.cell}→${n} costs ${c}; costs must be ≥ 0 or null`);
      const cost = e.cost + c;
      if (cost > budget) continue;
      const steps = e.steps + 1;
      const old = best.get(n);
      if (old && (old.cost < cost || (old.cost === cost && old.steps <= steps))) continue;
      best.set(n, { cost, steps, prev: e.cell });
      heap.push({ cost, steps, seq: seq++, cell: n });
    }
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
