import { describe, expect, it } from 'vitest';
import { HexGrid } from './hex.js';
import { SeededDice } from './dice.js';
import { cheapestPath, findPaths, pathCost, StateSearch } from './path.js';
import { SquareGrid } from './square.js';

// A 6×6 flat odd-q map; terrain costs per hex, 'x' impassable.
const grid = HexGrid.from({
  orientation: 'flat',
  offset: 'odd',
  labels: { kind: 'digits', colDigits: 2, rowDigits: 2 },
  cells: { from: '0101', to: '0606' },
});
const terrain: Record<string, number | 'x'> = { '0202': 3, '0203': 3, '0303': 'x', '0304': 'x', '0403': 2 };
const cost = (_from: string, to: string): number | null => {
  const t = terrain[to] ?? 1;
  return t === 'x' ? null : t;
};
const nb = (c: string) => grid.neighbours(c);

describe('least-cost paths', () => {
  it('clear terrain: cost = distance, the start costs 0', () => {
    const r = findPaths({ start: '0101', neighbours: nb, cost: () => 1 });
    expect(r.cells.size).toBe(36);
    for (const l of grid.labels) expect(r.costTo(l)).toBe(grid.distance('0101', l));
    expect(r.pathTo('0101')).toEqual(['0101']);
  });
  it('terrain costs steer the path around expensive hexes', () => {
    // straight down column 2 would cost 3+3+1 through 0202/0203; column 3 is blocked at 0303/0304
    const p = cheapestPath({ start: '0201', neighbours: nb, cost }, '0204')!;
    expect(p).toEqual({ path: ['0201', '0101', '0102', '0103', '0204'], cost: 4 });
    expect(p.path.some((c) => c === '0202' || c === '0203')).toBe(false);
    expect(pathCost(p.path, nb, cost)).toBe(p.cost);
  });
  it('impassable hexes are never entered', () => {
    const r = findPaths({ start: '0302', neighbours: nb, cost });
    expect(r.costTo('0303')).toBeUndefined();
    expect(r.costTo('0304')).toBeUndefined();
    const p = r.pathTo('0305')!;
    expect(p.includes('0303') || p.includes('0304')).toBe(false);
    expect(pathCost(['0302', '0303'], nb, cost)).toBeNull();
    expect(pathCost(['0302', '0305'], nb, cost)).toBeNull(); // not adjacent
  });
  it('budget: cells costing more than the budget are not reached; exactly the budget is', () => {
    const r = findPaths({ start: '0101', neighbours: nb, cost: () => 1, budget: 2 });
    expect([...r.cells.values()].every((x) => x.cost <= 2)).toBe(true);
    expect(r.cells.size).toBe(grid.within('0101', 2).length);
    expect(findPaths({ start: '0201', neighbours: nb, cost, budget: 2 }).costTo('0202')).toBeUndefined();
    expect(findPaths({ start: '0201', neighbours: nb, cost, budget: 3 }).costTo('0202')).toBe(3);
  });
  it('stop in an enemy zone of control: reached but never left', () => {
    const zoc = new Set(grid.neighbours('0404')); // an enemy unit at 0404
    const r = findPaths({ start: '0401', neighbours: nb, cost: () => 1, budget: 6, stopAt: (c) => zoc.has(c) });
    expect(r.cells.get('0403')?.stopped).toBe(true);
    expect(r.cells.get('0401')?.stopped).toBe(false);
    for (const [_cell, x] of r.cells) if (x.prev) expect(r.cells.get(x.prev)!.stopped).toBe(false);
    // the unit itself is never entered through the ZOC ring
    expect(r.costTo('0404')).toBeUndefined();
    // starting inside a ZOC does not pin the start
    const s = findPaths({ start: '0403', neighbours: nb, cost: () => 1, budget: 1, stopAt: (c) => zoc.has(c) });
    expect(s.cells.size).toBeGreaterThan(1);
  });
  it('ties break deterministically: same answer every time, fewer steps first', () => {
    const a = findPaths({ start: '0101', neighbours: nb, cost: () => 1 }).pathTo('0606');
    const b = findPaths({ start: '0101', neighbours: nb, cost: () => 1 }).pathTo('0606');
    expect(a).toEqual(b);
    // zero-cost road 0101→0102→0103 versus a 1-cost direct step: cost wins, then fewer steps
    const road = new Set(['0101|0102', '0102|0103']);
    const rc = (f: string, t: string) => (road.has(f < t ? `${f}|${t}` : `${t}|${f}`) ? 0 : 1);
    expect(cheapestPath({ start: '0101', neighbours: nb, cost: rc }, '0103')).toEqual({
      path: ['0101', '0102', '0103'],
      cost: 0,
    });
  });
  it('works on square grids and rejects negative costs', () => {
    const b = SquareGrid.from({ labels: { kind: 'letter-number', letters: 'col' }, cells: { from: 'a1', to: 'h8' } });
    const r = findPaths({ start: 'a1', neighbours: (c) => b.neighbours(c), cost: () => 1, budget: 2 });
    expect([...r.cells.keys()].sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'c1']);
    expect(() => findPaths({ start: 'a1', neighbours: (c) => b.neighbours(c), cost: () => -1 })).toThrow(/≥ 0/);
  });
  it('cells come out cheapest first', () => {
    const costs = [...findPaths({ start: '0101', neighbours: nb, cost }).cells.values()].map((x) => x.cost);
    expect(costs).toEqual([...costs].sort((x, y) => x - y));
  });
});

/**
 * The rule the search keeps, written the slow way: of the open cells the cheapest, then the one with
 * fewer steps, then the one whose cost was set first; a cell's cost is set again only when strictly
 * better (cheaper, or as cheap in fewer steps). An oracle for the order, not a path finder to use.
 */
const byRule = (
  start: string,
  nb: (c: string) => readonly string[],
  cost: (a: string, b: string) => number | null,
  budget = Infinity,
) => {
  const open = new Map<string, { cost: number; steps: number; seq: number; prev: string | null }>([
    [start, { cost: 0, steps: 0, seq: 0, prev: null }],
  ]);
  const done: [string, number, string | null][] = [];
  let seq = 1;
  while (open.size) {
    const [cell, e] = [...open].reduce((a, b) =>
      a[1].cost !== b[1].cost
        ? a[1].cost < b[1].cost
          ? a
          : b
        : a[1].steps !== b[1].steps
          ? a[1].steps < b[1].steps
            ? a
            : b
          : a[1].seq < b[1].seq
            ? a
            : b,
    );
    open.delete(cell);
    done.push([cell, e.cost, e.prev]);
    for (const n of nb(cell)) {
      const c = cost(cell, n);
      if (c === null || done.some((d) => d[0] === n) || e.cost + c > budget) continue;
      const old = open.get(n);
      if (old && (old.cost < e.cost + c || (old.cost === e.cost + c && old.steps <= e.steps + 1))) continue;
      open.set(n, { cost: e.cost + c, steps: e.steps + 1, seq: seq++, prev: cell });
    }
  }
  return done;
};

describe('the search over numbered states (StateSearch)', () => {
  it('equal costs everywhere: cells, costs and chosen paths come out in the order of the rule, on random terrain with free steps', () => {
    const d = new SeededDice(11);
    for (let round = 0; round < 20; round++) {
      // costs 0–2 make many equal-cost paths: the order among them is what views and apply must agree on
      const t = new Map(grid.labels.map((l) => [l, d.roll(8) === 1 ? null : d.roll(3) - 1]));
      const c = (_f: string, to: string) => t.get(to) ?? null;
      const start = grid.labels[d.roll(36) - 1];
      const budget = round % 2 ? 4 : Infinity;
      const want = byRule(start, nb, c, budget);
      const got = findPaths({ start, neighbours: nb, cost: c, budget });
      expect([...got.cells].map(([cell, r]) => [cell, r.cost, r.prev])).toEqual(want);
      // the same search over the grid's own numbers
      const ix = (l: string) => grid.indexOf(l);
      const r = new StateSearch(4).search({
        start: ix(start),
        budget,
        next: (s) => grid.neighbourCells(grid.labels[s]).map(ix),
        cost: (a, b) => c(grid.labels[a], grid.labels[b]),
      });
      expect(
        [...r.order].map((s) => [grid.labels[s], r.costTo(s), r.prevOf(s) < 0 ? null : grid.labels[r.prevOf(s)]]),
      ).toEqual(want);
    }
  });
  it('a state search: stops, target, paths; a reused search object leaves no trace of the last search', () => {
    const ix = (l: string) => grid.indexOf(l);
    const zoc = new Set(grid.neighbours('0404').map(ix));
    const search = new StateSearch(1);
    const q = {
      start: ix('0401'),
      next: (s: number) => grid.neighbourCells(grid.labels[s]).map(ix),
      cost: () => 1,
      budget: 6,
      stopAt: (s: number) => zoc.has(s),
    };
    const a = search.search(q);
    expect(a.stopped(ix('0403'))).toBe(true);
    expect(a.has(ix('0404'))).toBe(false);
    expect(a.pathTo(ix('0401'))).toEqual([ix('0401')]);
    const b = search.search({ ...q, start: ix('0101'), budget: 1, stopAt: undefined });
    expect(() => a.has(ix('0401'))).toThrow(/ran again/);
    expect([...b.order].map((s) => grid.labels[s]).sort()).toEqual(['0101', ...grid.neighbours('0101')].sort());
    expect(b.has(ix('0403'))).toBe(false);
    const t = search.search({ ...q, stopAt: undefined, budget: undefined, target: ix('0406') });
    expect(t.costTo(ix('0406'))).toBe(5);
    expect(t.pathTo(ix('0406'))!.map((s) => grid.labels[s])).toEqual(['0401', '0402', '0403', '0404', '0405', '0406']);
    // a search started from inside another's callback on the same object is refused, not mixed up with it
    expect(() => search.search({ ...q, cost: () => (search.search(q), 1) })).toThrow(/one search at a time/);
    expect(() => search.search({ ...q, cost: () => Number.NaN })).toThrow(/costs NaN/);
  });
  it("a step's cost read by its slot (k, its place in next(from)) gives the search keyed by (from, to): same order, costs and paths", () => {
    const d = new SeededDice(5);
    const ix = (l: string) => grid.indexOf(l);
    // the steps as one flat table, cell i's at slot first[i] … first[i + 1] - 1 (a game's numbered map)
    const lists = grid.labels.map((l) => Int32Array.from(grid.neighbourCells(l).map(ix)));
    const first = [0];
    for (const l of lists) first.push(first[first.length - 1] + l.length);
    for (let round = 0; round < 10; round++) {
      const t = grid.labels.map(() => (d.roll(8) === 1 ? null : d.roll(3) - 1));
      const bySlot = lists.flatMap((l) => [...l].map((n) => t[n]));
      const q = { start: d.roll(36) - 1, budget: round % 2 ? 3 : Infinity, next: (s: number) => lists[s] };
      const slots: number[] = [];
      const a = new StateSearch(1).search({
        ...q,
        cost: (s, n, k) => {
          expect(lists[s][k]).toBe(n);
          slots.push(k);
          return bySlot[first[s] + k];
        },
      });
      const got = [...a.order].map((s) => [s, a.costTo(s), a.prevOf(s)]);
      const b = new StateSearch(1).search({ ...q, cost: (_s, n) => t[n] });
      expect([...b.order].map((s) => [s, b.costTo(s), b.prevOf(s)])).toEqual(got);
      expect(slots.some((k) => k > 0)).toBe(true);
    }
  });
  it('a start or a step that is no state number is refused (a NaN start once searched from state 0, whose path ran in a circle)', () => {
    const ix = (l: string) => grid.indexOf(l);
    const q = { next: (s: number) => grid.neighbourCells(grid.labels[s]).map(ix), cost: () => 1, budget: 3 };
    // the Olszynka fault: a unit with no facing gave the start hex × 6 + undefined; a typed array stores NaN
    // as 0, so the search ran from state 0 with its zeroed predecessor 0, and pathTo looped without end
    for (const start of [Number.NaN, -1, 2.5])
      expect(() => new StateSearch(64).search({ ...q, start })).toThrow(/not a state number/);
    expect(() => new StateSearch(64).search({ ...q, start: ix('0303'), next: () => [Number.NaN] })).toThrow(
      /a step from 14 leads to NaN/,
    );
    expect(() =>
      new StateSearch(64).search({ ...q, start: ix('0303'), next: () => [-6], name: (s) => grid.labels[s] }),
    ).toThrow(/from 0303 leads to -6/);
    // a good search on the same kind of object: every path ends at its start
    const r = new StateSearch(64).search({ ...q, start: ix('0303') });
    for (const s of r.order) expect(r.pathTo(s)![0]).toBe(ix('0303'));
  });
});
