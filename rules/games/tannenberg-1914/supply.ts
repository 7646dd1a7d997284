import { findPaths } from '../../core/path.js';
import { sideKey } from './geometry.js';
import type { SideId } from './schema.js';
import type { MapIndex } from './terrain.js';

/**
 * Rule 15: supply and isolation. A supply line is a chain of hexes that never crosses the Vistula
 * except at a bridge, never enters lake, sea or an enemy unit, never passes marsh (it may end
 * there) and never enters enemy ZOC unless a friendly unit stands in it (15.2.2–15.2.4). Our
 * reading of how the pieces extend it is the relay of AMB-34: from a base or an intact own
 * railway, through trains (4 MP, roads ½), then the unit's own corps HQ (2 hexes), then the unit
 * itself (2 hexes).
 */
export interface SupplyCtx {
  side: SideId;
  enemyOccupied: ReadonlySet<string>;
  enemyZoc: ReadonlySet<string>;
  friendly: ReadonlySet<string>;
  /** Vistula bridges standing (hexside keys) */
  bridges: ReadonlySet<string>;
  /** rail hexes carrying a CUT TRACK marker (5.4) */
  cut: ReadonlySet<string>;
  /** hexes of friendly supply trains not in enemy ZOC (15.3.9) */
  trains?: readonly string[];
  /** bases the side may draw on (its printed bases plus manned forts with room, 15.1) */
  bases: readonly string[];
}
const stepOpen = (mi: MapIndex, c: SupplyCtx, a: string, b: string): boolean => {
  if (mi.water(b) || c.enemyOccupied.has(b)) return false;
  if (c.enemyZoc.has(b) && !c.friendly.has(b)) return false;
  const s = mi.side(a, b);
  if (s.lake) return false;
  if (s.river === 'vistula' && !c.bridges.has(sideKey(a, b))) return false;
  return true;
};
/** hexes a line from `from` reaches within `budget` (hexes, or MP with `mp`), marsh ending it */
const lineReach = (
  mi: MapIndex,
  c: SupplyCtx,
  from: readonly string[],
  budget: number,
  mp?: (a: string, b: string) => number,
): Set<string> => {
  if (!mp) {
    // counted in hexes: one breadth-first search from every start at once (the isolation check floods the whole map)
    const depth = new Map<string, number>(from.filter((h) => mi.has(h)).map((h) => [h, 0]));
    const queue = [...depth.keys()];
    for (let i = 0; i < queue.length; i++) {
      const h = queue[i],
        d = depth.get(h)!;
      if (d >= budget || (d > 0 && mi.terrain(h) === 'marsh')) continue;
      for (const n of mi.board.neighbourCells(h))
        if (!depth.has(n) && stepOpen(mi, c, h, n)) {
          depth.set(n, d + 1);
          queue.push(n);
        }
    }
    return new Set(depth.keys());
  }
  const out = new Set<string>();
  for (const start of from) {
    const r = findPaths({
      start,
      neighbours: (h) => mi.board.neighbourCells(h),
      cost: (a, b) => (stepOpen(mi, c, a, b) ? mp(a, b) : null),
      budget,
      stopAt: (h) => mi.terrain(h) === 'marsh',
    });
    for (const h of r.cells.keys()) out.add(h);
  }
  return out;
};

/** 15.2.7: the sources — bases, and every hex of an own intact railway joined by intact rail to one */
export const supplySources = (mi: MapIndex, c: SupplyCtx): Set<string> => {
  const out = new Set(c.bases);
  const todo = [...c.bases];
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of mi.board.neighbourCells(h))
      if (
        !out.has(n) &&
        mi.rail(h, n) &&
        mi.country(n) === c.side &&
        !c.cut.has(n) &&
        !c.enemyOccupied.has(n) &&
        !c.cut.has(h)
      ) {
        out.add(n);
        todo.push(n);
      }
  }
  return out;
};
/** 15.3.7–15.3.8: sources plus what trains reach (4 MP, ½ along roads), trains relaying one another */
export const trainReach = (mi: MapIndex, c: SupplyCtx, sources: ReadonlySet<string>): Set<string> => {
  const T = mi.tables.terrain;
  const mp = (a: string, b: string): number => (mi.road(a, b) ? T.trainRoad : (T.hexes[mi.terrain(b)].mp ?? 99));
  let reached = new Set(sources);
  const pending = new Set(c.trains ?? []);
  for (let changed = true; changed; ) {
    changed = false;
    for (const t of pending) {
      // a train supplies if a line of 4 MP joins it to what is already supplied
      if (![...lineReach(mi, c, [t], 4, mp)].some((h) => reached.has(h))) continue;
      pending.delete(t);
      reached = new Set([...reached, ...lineReach(mi, c, [t], 4, mp)]);
      changed = true;
    }
  }
  return reached;
};
/** 15.2.5–15.2.6: a unit is supplied within 2 hexes of the supplied network, or within 2 of its own corps HQ standing within 2 of it */
export const supplied = (
  mi: MapIndex,
  c: SupplyCtx,
  network: ReadonlySet<string>,
  unitHex: string,
  corpsHqHex?: string,
): boolean => {
  const near = (from: string): Set<string> => lineReach(mi, c, [from], 2);
  if ([...near(unitHex)].some((h) => network.has(h))) return true;
  if (!corpsHqHex) return false;
  return near(unitHex).has(corpsHqHex) && [...near(corpsHqHex)].some((h) => network.has(h));
};
/** 15.5.1: every hex a supply line of any length reaches from the side's bases (one search for all its units) */
export const connectedToBases = (mi: MapIndex, c: SupplyCtx): Set<string> => lineReach(mi, c, c.bases, Infinity);
/** 15.5.1: isolated when no supply line of any length reaches a base */
export const isolated = (mi: MapIndex, c: SupplyCtx, unitHex: string): boolean => {
  const r = lineReach(mi, c, [unitHex], Infinity);
  return !c.bases.some((b) => r.has(b));
};
/** 15.5.2: the end-of-phase-4 roll: 1–2 nothing, 3–4 −2 EP, 5–6 −4 EP */
export const isolationLoss = (roll: number): number => (roll <= 2 ? 0 : roll <= 4 ? 2 : 4);
