import { derived, enemyAt, has, ownAt, projectsCl, sideOf, unitsAt, type Board } from './ctx.js';
import { rearArea, rearAreaHexes } from './rear-areas.js';
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
export const forgetEncirclements = (m: object): void => {
  FREE.get(m)?.clear();
  TESTS.get(m)?.clear();
};
const signature = (b: Board, side: SideId): string => {
  const d = derived(b); // the occupied hexes in the board's order, each side and CL count
  // the hexes' part is the same for both sides and every later ask of this board: made once, flat
  let hexes = SIGS.get(d);
  if (hexes === undefined) {
    let out = '';
    for (const [h, x] of d.side) out += `;${h}:${x[0]}${d.cl.has(h) ? 'c' : ''}`;
    SIGS.set(d, (hexes = out));
  }
  return (has(b.s, 'rail') ? `${side}+18.5` : side) + hexes; // rear areas change what encircles
};
/** signature's hexes part, per board's derived facts (never changed once made) */
const SIGS = new WeakMap<object, string>();
/** 25.5 (AMB-31): the pocket of encircled hex `h`: the hexes its units could reach, by the same rules as 6.3's flood */
export const pocketOf = (b: Board, h: string, side: SideId): Set<string> => flood(b, side, [h]);
/** A map's cells by number for the flood fill and the march search: neighbours in the grid's order, impassable sides, edge owners, fortresses. */
export interface FloodMap {
  labels: readonly string[];
  index: Map<string, number>;
  /** neighbours of cell i: nbr[start[i]] … nbr[start[i + 1] - 1] */
  start: Int32Array;
  nbr: Int32Array;
  /** the same neighbours as one list per cell (views into nbr), for a search's `next` */
  lists: Int32Array[];
  /** 1 where the side nbr[k] is a lake or high ridge */
  impassable: Uint8Array;
  edge: (SideId | null)[];
  fortress: (SideId | undefined)[];
}
const FLOOD_MAPS = new WeakMap<Board['m'], FloodMap>();
export const floodMap = (m: Board['m']): FloodMap => {
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
  const nbrs = Int32Array.from(nbr);
  f = {
    labels,
    index,
    start,
    nbr: nbrs,
    lists: labels.map((_, i) => nbrs.subarray(start[i], start[i + 1])),
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

/**
 * 6.3 asked about single hexes: is hex h free (not encircled) for `side` on board b? The same answer
 * as freeHexes(b, side).has(h), found by a search from h towards the side's own edge (a step is
 * blocked or not the same way in both directions, so h reaches an edge exactly when the flood from
 * the edges reaches h). Each search settles its whole pocket: every hex it visits is free if it found
 * an edge, encircled if it ran out of hexes. Kept per occupancy and side (the board's occ is never
 * changed once made: withMoved copies), so apply's checks after a change of occupancy (a retreat's
 * end hex, an attack's defender, command ranges, breakouts) cost a few dozen hexes, not a map.
 */
export interface FreeTest {
  has(h: string): boolean;
}
export const freeOf = (b: Board, side: SideId): FreeTest => {
  let per = FREE_TESTS.get(b.occ);
  if (!per || per.m !== b.m || per.s !== b.s) FREE_TESTS.set(b.occ, (per = { m: b.m, s: b.s, bySide: new Map() }));
  let t = per.bySide.get(side);
  if (!t) per.bySide.set(side, (t = sharedTest(b, side)));
  return t;
};
const FREE_TESTS = new WeakMap<Board['occ'], { m: Board['m']; s: Board['s']; bySide: Map<SideId, FreeTest> }>();
/**
 * Boards with the same signature (freeHexes) give the same answers, whatever their occ object: a board
 * built afresh for the same position shares the searches already made, or the flood already filled.
 * (A test reads only its board's derived facts and the map, fixed once made, like the flood.)
 */
const sharedTest = (b: Board, side: SideId): FreeTest => {
  let perMap = TESTS.get(b.m);
  if (!perMap) TESTS.set(b.m, (perMap = new Map()));
  const sig = signature(b, side);
  let t = perMap.get(sig) ?? FREE.get(b.m)?.get(sig);
  if (!t) {
    if (perMap.size > 256) perMap.clear();
    perMap.set(sig, (t = freeTest(b, side)));
  }
  return t;
};
const TESTS = new WeakMap<object, Map<string, FreeTest>>();
export const encircled = (b: Board, h: string, side: SideId): boolean => !freeOf(b, side).has(h);

/** steps from each cell to the nearest edge cell of `side`, ignoring everything but the grid: the search's guide */
const EDGE_DIST = new WeakMap<FloodMap, Map<SideId, Int32Array>>();
const edgeDistance = (f: FloodMap, side: SideId): Int32Array => {
  let per = EDGE_DIST.get(f);
  if (!per) EDGE_DIST.set(f, (per = new Map()));
  let d = per.get(side);
  if (d) return d;
  const n = f.labels.length;
  d = new Int32Array(n).fill(-1);
  let ring: number[] = [];
  for (let i = 0; i < n; i++)
    if (f.edge[i] === side) {
      d[i] = 0;
      ring.push(i);
    }
  for (let k = 1; ring.length; k++) {
    const next: number[] = [];
    for (const h of ring)
      for (let j = f.start[h]; j < f.start[h + 1]; j++) {
        const c = f.nbr[j];
        if (d[c] >= 0) continue;
        d[c] = k;
        next.push(c);
      }
    ring = next;
  }
  for (let i = 0; i < n; i++) if (d[i] < 0) d[i] = n; // no edge of the side's within reach
  per.set(side, d);
  return d;
};

const freeTest = (b: Board, side: SideId): FreeTest => {
  const f = floodMap(b.m);
  const n = f.labels.length;
  const sides = derived(b).side;
  const enemy = other(side);
  const rail = has(b.s, 'rail');
  const dist = edgeDistance(f, side);
  /** per cell: 0 not yet known, 1 free, 2 encircled */
  const known = new Uint8Array(n);
  /** 1 own, 2 enemy, 3 empty; 0 not yet looked up */
  const heldAt = new Uint8Array(n);
  const held = (i: number): number => {
    if (!heldAt[i]) {
      const x = sides.get(f.labels[i]);
      heldAt[i] = x === undefined ? 3 : x === side ? 1 : 2;
    }
    return heldAt[i];
  };
  /** 18.5 rear area, looked up as met: 1 yes, 2 no */
  const rearAt = new Uint8Array(n);
  const rear = (i: number): boolean => {
    if (!rearAt[i]) rearAt[i] = rail && rearArea(b, f.labels[i], side, enemy) ? 1 : 2;
    return rearAt[i] === 1;
  };
  const passable = (i: number): boolean => held(i) !== 2 && (f.fortress[i] === undefined || f.fortress[i] === side);
  // the flood's own step test (freeHexes), in the same order
  const blocked = (a: number, k: number, c: number): boolean => {
    if (f.impassable[k]) return true;
    if (held(a) === 1 || held(c) === 1) return false; // 6.2.4
    if (rail && (rear(a) || rear(c))) return true;
    return clCrossing(b, side, f.labels[a], f.labels[c]).hexes.length > 0;
  };
  const mark = new Uint8Array(n); // visited by some search (each search's cells are its own pocket)
  const settle = (start: number): number => {
    const visited: number[] = [start];
    mark[start] = 1;
    // best first: the cell nearest the side's edge (by the grid) next
    const buckets: number[][] = [];
    let low = dist[start];
    (buckets[low] ??= []).push(start);
    let result = 2;
    search: for (;;) {
      while (low < buckets.length && !buckets[low]?.length) low++;
      if (low >= buckets.length) break;
      const h = buckets[low].pop()!;
      if (f.edge[h] === side) {
        result = 1;
        break;
      }
      for (let k = f.start[h]; k < f.start[h + 1]; k++) {
        const c = f.nbr[k];
        if (mark[c] && !known[c]) continue; // this search's own
        if (!passable(c) || blocked(h, k, c)) continue;
        if (known[c]) {
          result = known[c]; // another search's pocket: the same pocket
          break search;
        }
        mark[c] = 1;
        visited.push(c);
        const p = dist[c];
        (buckets[p] ??= []).push(c);
        if (p < low) low = p;
      }
    }
    for (const i of visited) known[i] = result;
    return result;
  };
  return {
    has: (h: string): boolean => {
      const i = f.index.get(h);
      if (i === undefined || !passable(i)) return false;
      return (known[i] || settle(i)) === 1;
    },
  };
};

/** 4.1: adjacent to an enemy unit or an enemy fortress, not counting lake or high-ridge hexsides (4.1.1). */
export const inContact = (b: Board, h: string, side: SideId): boolean => {
  // asked again and again of the same board (rail searches, views, the phase machine): kept per board's
  // derived facts and map, which never change once made
  const d = derived(b);
  let e = CONTACT.get(d);
  if (!e || e.m !== b.m) CONTACT.set(d, (e = { m: b.m, bySide: new Map() }));
  let known = e.bySide.get(side);
  if (!known) e.bySide.set(side, (known = new Map()));
  let r = known.get(h);
  if (r === undefined) {
    r = b.m.grid
      .neighbourCells(h)
      .some((n) => !b.m.impassable(h, n) && (enemyAt(b, n, side) || enemyFortress(b, n, side)));
    known.set(h, r);
  }
  return r;
};
const CONTACT = new WeakMap<object, { m: Board['m']; bySide: Map<SideId, Map<string, boolean>> }>();

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
