import { describe, expect, it } from 'vitest';
import { HexGrid } from './hex.js';
import { cheapestPath, findPaths, pathCost } from './path.js';
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
