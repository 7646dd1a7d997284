/** rules/core geometry: how fast views can compute reachable cells (path finding runs per unit per view). */
import { SeededDice } from '../rules/core/dice.js';
import { HexGrid } from '../rules/core/hex.js';
import { findPaths } from '../rules/core/path.js';

const time = (label: string, n: number, f: (i: number) => void): void => {
  for (let i = 0; i < Math.min(50, n); i++) f(i); // warm up
  const t0 = performance.now();
  for (let i = 0; i < n; i++) f(i);
  const us = ((performance.now() - t0) * 1000) / n;
  console.log(`${label.padEnd(58)} ${us.toFixed(1).padStart(9)} µs/op`);
};

const spec = {
  orientation: 'flat',
  offset: 'odd',
  labels: { kind: 'digits', colDigits: 2, rowDigits: 2 },
  cells: { from: '0101', to: '4030' },
} as const;
time('HexGrid: build a 40×30 map (1200 hexes)', 200, () => new HexGrid(spec));
const grid = new HexGrid(spec);
const d = new SeededDice(7);
const cost = new Map(grid.labels.map((l) => [l, d.roll(10) === 1 ? null : d.roll(3)]));
const zoc = new Set(grid.labels.filter(() => d.roll(15) === 1).flatMap((l) => grid.neighbours(l)));
const nb = (c: string) => grid.neighbours(c);
const step = (_f: string, t: string) => cost.get(t) ?? null;
const starts = grid.labels.filter((l) => cost.get(l) !== null);
time('findPaths: budget 6, terrain 1–3, 7% impassable, ZOC stops', 2000, (i) =>
  findPaths({ start: starts[i % starts.length], neighbours: nb, cost: step, budget: 6, stopAt: (c) => zoc.has(c) }),
);
time('findPaths: budget 12', 1000, (i) =>
  findPaths({ start: starts[i % starts.length], neighbours: nb, cost: step, budget: 12 }),
);
time('findPaths: whole map, no budget', 200, (i) =>
  findPaths({ start: starts[i % starts.length], neighbours: nb, cost: step }),
);
time('HexGrid.distance by label', 200_000, (i) => grid.distance(grid.labels[i % 1200], grid.labels[(i * 7) % 1200]));
time('HexGrid.line by label', 20_000, (i) => grid.line(grid.labels[i % 1200], grid.labels[(i * 7) % 1200]));
