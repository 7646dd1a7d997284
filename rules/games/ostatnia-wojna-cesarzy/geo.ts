import { derived, enemyAt, has, ownAt, projectsCl, sideOf, unitsAt, type Board } from './ctx.js';
import { rearAreaHexes } from './rear-areas.js';
import { other } from './mapindex.js';
import type { SideId } from './schema.js';

/** Enemy units with control lines in hex e (6.1: only units with the CL mark; broken ones keep them, AMB-7 / game option brokenCl). */
export const clUnits = (b: Board, e: string, side: SideId): string[] =>
  unitsAt(b, e).filter((u) => sideOf(b.s, u) !== side && projectsCl(b.s, u));
/** how many enemy CL units stand in e (a stack is one side's) */
const clCount = (b: Board, e: string, side: SideId): number => {
  const d = derived(b);
  const x = d.side.get(e);
  return x === undefined || x === side ? 0 : (d.cl.get(e) ?? 0);
};

/** the hexes next to an enemy (of `side`) CL unit: a step crosses a CL only between two of them */
const NEAR = new WeakMap<Board['occ'], { m: Board['m']; bySide: Map<SideId, Set<string>> }>();
const nearEnemyCl = (b: Board, side: SideId): Set<string> => {
  let e = NEAR.get(b.occ);
  if (!e || e.m !== b.m) NEAR.set(b.occ, (e = { m: b.m, bySide: new Map() }));
  let near = e.bySide.get(side);
  if (!near) {
    near = new Set();
    const d = derived(b);
    for (const h of d.cl.keys()) if (d.side.get(h) !== side) for (const n of b.m.grid.neighbourCells(h)) near.add(n);
    e.bySide.set(side, near);
  }
  return near;
};

/**
 * 6.2.3: hex h counts as separated from the CL unit in e when their hexside is a lake, major river
 * or high ridge, or h is an own fortress, or a fortified area held by another own unit (AMB-9).
 */
export const separated = (b: Board, h: string, e: string, side: SideId): boolean =>
  b.m.separatingSide(h, e) || b.m.fortress(h) === side || (b.m.fortified(h) > 0 && ownAt(b, h, side));

/**
 * The enemy CLs a step a→b crosses (6: the hexside a|b joins two neighbours of the CL unit's hex):
 * the enemy hexes whose CL it is (6.2.3 applied) and the number of enemy CL units (9.4 counts units).
 */
const NONE: { hexes: string[]; units: number } = Object.freeze({ hexes: [], units: 0 }) as never;
export const clCrossing = (b: Board, side: SideId, a: string, c: string): { hexes: string[]; units: number } => {
  const near = nearEnemyCl(b, side);
  if (!near.has(a) || !near.has(c)) return NONE; // a CL's hex is a neighbour of both ends of the step
  let hexes: string[] | null = null;
  let units = 0;
  for (const e of b.m.grid.common(a, c)) {
    const n = clCount(b, e, side);
    if (!n) continue;
    if (separated(b, a, e, side) && separated(b, c, e, side)) continue;
    (hexes ??= []).push(e);
    units += n;
  }
  return hexes ? { hexes, units } : NONE;
};

/** An enemy fortress hex for `side` (A.3: never entered; counts as troops, 6.3). */
export const enemyFortress = (b: Board, h: string, side: SideId): boolean => {
  const f = b.m.fortress(h);
  return f !== undefined && f !== side;
};

/** 6.3 flood fill: the hexes from which `side` can reach an own board edge. Everything else is encircled. */
export const freeHexes = (b: Board, side: SideId): Set<string> => {
  // the same occupancy is flooded many times per apply and view: memoise by its signature
  let perMap = FREE.get(b.m);
  if (!perMap) FREE.set(b.m, (perMap = new Map()));
  const sig = signature(b, side);
  const hit = perMap.get(sig);
  if (hit) return hit;
  const res = flood(b, side);
  if (perMap.size > 256) perMap.clear();
  perMap.set(sig, res);
  return res;
};
const FREE = new WeakMap<object, Map<string, Set<string>>>();
/** Drop the memoised flood fills of a map (benchmarks measure cold applies with it). */
export const forgetEncirclements = (m: object): void => FREE.get(m)?.clear();
const signature = (b: Board, side: SideId): string => {
  let out: string = has(b.s, 'rail') ? `${side}+18.5` : side; // rear areas change what encircles
  const d = derived(b); // the occupied hexes in the board's order, each side and CL count
  for (const [h, x] of d.side) out += `;${h}:${x[0]}${d.cl.has(h) ? 'c' : ''}`;
  return out;
};
/** 25.5 (AMB-31): the pocket of encircled hex `h`: the hexes its units could reach, by the same rules as 6.3's flood */
export const pocketOf = (b: Board, h: string, side: SideId): Set<string> => flood(b, side, [h]);
/** A map's cells by number for the flood fill: neighbours in the grid's order, impassable sides, edge owners, fortresses. */
interface FloodMap {
  labels: readonly string[];
  index: Map<string, number>;
  /** neighbours of cell i: nbr[start[i]] … nbr[start[i + 1] - 1] */
  start: Int32Array;
  nbr: Int32Array;
  /** 1 where the side nbr[k] is a lake or high ridge */
  impassable: Uint8Array;
  edge: (SideId | null)[];
  fortress: (SideId | undefined)[];
}
const FLOOD_MAPS = new WeakMap<Board['m'], FloodMap>();
const floodMap = (m: Board['m']): FloodMap => {
  let f = FLOOD_MAPS.get(m);
  if (f) return f;
  const labels = m.grid.labels;
  const index = new Map(labels.map((h, i) => [h, i] as const));
  const start = new Int32Array(labels.length + 1);
  const nbr: number[] = [];
  const imp: number[] = [];
  labels.forEach((h, i) => {
    start[i] = nbr.length;
    for (const n of m.grid.neighbourCells(h)) {
      nbr.push(index.get(n)!);
      imp.push(m.impassable(h, n) ? 1 : 0);
    }
  });
  start[labels.length] = nbr.length;
  f = {
    labels,
    index,
    start,
    nbr: Int32Array.from(nbr),
    impassable: Uint8Array.from(imp),
    edge: labels.map((h) => m.edgeOwner(h)),
    fortress: labels.map((h) => m.fortress(h)),
  };
  FLOOD_MAPS.set(m, f);
  return f;
};
/** cells (by number) of a set of hexes */
const flags = (f: FloodMap, hexes: Iterable<string>): Uint8Array => {
  const out = new Uint8Array(f.labels.length);
  for (const h of hexes) {
    const i = f.index.get(h);
    if (i !== undefined) out[i] = 1;
  }
  return out;
};
const flood = (b: Board, side: SideId, from?: string[]): Set<string> => {
  const f = floodMap(b.m);
  const n = f.labels.length;
  // who holds each cell: 1 own, 2 enemy
  const held = new Uint8Array(n);
  for (const [h, x] of derived(b).side) {
    const i = f.index.get(h);
    if (i !== undefined) held[i] = x === side ? 1 : 2;
  }
  const passable = (i: number): boolean => held[i] !== 2 && (f.fortress[i] === undefined || f.fortress[i] === side);
  const rear = has(b.s, 'rail') ? flags(f, rearAreaHexes(b, side)) : null; // 18.5
  // an enemy CL lies between two neighbours of its unit's hex: only steps between two such hexes may cross one
  const nearCl = flags(f, nearEnemyCl(b, side));
  const blocked = (a: number, k: number, c: number): boolean => {
    if (f.impassable[k]) return true;
    if (held[a] === 1 || held[c] === 1) return false; // 6.2.4: own units on the CL cancel it
    if (rear && (rear[a] || rear[c])) return true;
    return !!nearCl[a] && !!nearCl[c] && clCrossing(b, side, f.labels[a], f.labels[c]).hexes.length > 0;
  };
  const seen = new Set<string>();
  const mark = new Uint8Array(n);
  const todo: number[] = [];
  const starts = from ? from.map((h) => f.index.get(h)!) : f.labels.map((_, i) => i);
  for (const i of starts)
    if ((from || f.edge[i] === side) && passable(i) && !mark[i]) {
      mark[i] = 1;
      seen.add(f.labels[i]);
      todo.push(i);
    }
  while (todo.length) {
    const h = todo.pop()!;
    for (let k = f.start[h]; k < f.start[h + 1]; k++) {
      const c = f.nbr[k];
      if (!mark[c] && passable(c) && !blocked(h, k, c)) {
        mark[c] = 1;
        seen.add(f.labels[c]);
        todo.push(c);
      }
    }
  }
  return seen;
};

export const encircled = (b: Board, h: string, side: SideId): boolean => !freeHexes(b, side).has(h);

/** 4.1: adjacent to an enemy unit or an enemy fortress, not counting lake or high-ridge hexsides (4.1.1). */
export const inContact = (b: Board, h: string, side: SideId): boolean =>
  b.m.grid.neighbourCells(h).some((n) => !b.m.impassable(h, n) && (enemyAt(b, n, side) || enemyFortress(b, n, side)));

/** 8.6: every neighbour is enemy-held, an enemy fortress or across sea, lake or high ridge; edges on enemy territory count too (13). */
export const isolated = (b: Board, h: string, side: SideId): boolean => {
  if (b.m.isEdge(h) && b.m.edgeOwner(h) === side) return false;
  return b.m.grid
    .neighbourCells(h)
    .every((n) => b.m.impassable(h, n) || enemyAt(b, n, side) || enemyFortress(b, n, side));
};

/** Control-line hexsides projected by `side`'s units, for the board overlay. */
export const clHexsides = (b: Board, side: SideId): [string, string][] => {
  const out = new Map<string, [string, string]>();
  for (const [h, ids] of b.occ) {
    if (!ids.some((u) => sideOf(b.s, u) === side && projectsCl(b.s, u))) continue;
    const ring = b.m.grid.neighbourCells(h);
    for (const x of ring)
      for (const y of ring)
        if (x < y && b.m.grid.adjacent(x, y)) {
          if (separated(b, x, h, other(side)) && separated(b, y, h, other(side))) continue;
          out.set(`${x}|${y}`, [x, y]);
        }
  }
  return [...out.values()];
};
