import { findPaths } from '../../core/path.js';
import type { SideId } from './schema.js';
import type { LandStep, MapIndex, Reach } from './terrain.js';

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
  if (!mi.landStep(a, b)) return false;
  const e = mi.edge(a, b);
  return landOpen(c, { to: b, key: e.key, vistula: e.side.river === 'vistula' });
};
const landOpen = (c: SupplyCtx, st: LandStep): boolean =>
  !c.enemyOccupied.has(st.to) &&
  !(c.enemyZoc.has(st.to) && !c.friendly.has(st.to)) &&
  !(st.vistula && !c.bridges.has(st.key));
const marsh = (mi: MapIndex) => (h: string) => mi.terrain(h) === 'marsh';
/** marsh hexes by place (a line may end there but not go on), once a map */
const marshAt = (mi: MapIndex): Uint8Array => {
  let x = MARSH.get(mi);
  if (!x) MARSH.set(mi, (x = mi.byPlace(marsh(mi))));
  return x;
};
const MARSH = new WeakMap<MapIndex, Uint8Array>();
/**
 * the hexes no line enters (landOpen: an enemy unit, enemy ZOC without a friendly unit) by place, once a
 * context: a flood step then reads a flag, not two sets
 */
const closedAt = (mi: MapIndex, c: SupplyCtx): Uint8Array => {
  let x = CLOSED.get(c);
  if (!x) {
    x = new Uint8Array(mi.placeCount());
    const close = (h: string) => {
      const i = mi.placeOf(h);
      if (i !== undefined) x![i] = 1;
    };
    for (const h of c.enemyOccupied) close(h);
    for (const h of c.enemyZoc) if (!c.friendly.has(h)) close(h);
    CLOSED.set(c, x);
  }
  return x;
};
const CLOSED = new WeakMap<SupplyCtx, Uint8Array>();
/** a supply line's flood steps: landOpen read as flags by place, marsh ending it */
const lineSteps = (mi: MapIndex, c: SupplyCtx) => {
  const closed = closedAt(mi, c),
    marshes = marshAt(mi);
  return {
    open: (st: LandStep, _: string, i: number) => !closed[i] && !(st.vistula && !c.bridges.has(st.key)),
    stop: (_: string, i: number) => marshes[i] === 1,
  };
};
/** a supply line's flood from `from` within `budget` hexes */
const lineFlood = (
  mi: MapIndex,
  c: SupplyCtx,
  from: readonly string[],
  budget: number,
  wanted?: ReadonlySet<string>,
): Map<string, number> => {
  const { open, stop } = lineSteps(mi, c);
  return mi.flood(from, budget, open, stop, wanted);
};
/** hexes a line from `from` reaches within `budget` hexes, marsh ending it: one breadth-first flood from every start */
const lineHexes = (mi: MapIndex, c: SupplyCtx, from: readonly string[], budget: number): ReadonlyMap<string, number> =>
  lineFlood(mi, c, from, budget);
/** hexes a train's line reaches within `budget` MP (15.3.7) */
const trainLine = (
  mi: MapIndex,
  c: SupplyCtx,
  start: string,
  budget: number,
  mp: (a: string, b: string) => number,
): Set<string> =>
  new Set(
    findPaths({
      start,
      neighbours: (h) => mi.board.neighbourCells(h),
      cost: (a, b) => (stepOpen(mi, c, a, b) ? mp(a, b) : null),
      budget,
      stopAt: marsh(mi),
    }).cells.keys(),
  );

/** 15.2.7: the sources — bases, and every hex of an own intact railway joined by intact rail to one */
export const supplySources = (mi: MapIndex, c: SupplyCtx): Set<string> => {
  const out = new Set(c.bases);
  const todo = [...c.bases];
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of mi.board.neighbourCells(h))
      if (
        !out.has(n) &&
        mi.edge(h, n).rail &&
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
/** 15.3.7: each train's line of 4 MP (½ along roads), by the train's hex */
export const trainLines = (mi: MapIndex, c: SupplyCtx): ReadonlyMap<string, ReadonlySet<string>> => {
  const T = mi.tables.terrain;
  const mp = (a: string, b: string): number => (mi.road(a, b) ? T.trainRoad : (T.hexes[mi.terrain(b)].mp ?? 99));
  return new Map((c.trains ?? []).map((t) => [t, trainLine(mi, c, t, 4, mp)]));
};
/** 15.3.8: `reached` grown by every train whose line joins it, trains relaying one another (changes and returns `reached`) */
export const closeByTrains = (reached: Set<string>, lines: ReadonlyMap<string, ReadonlySet<string>>): Set<string> => {
  const left = new Map(lines);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [t, line] of left) {
      // a train supplies if a line of 4 MP joins it to what is already supplied
      if (![...line].some((h) => reached.has(h))) continue;
      left.delete(t);
      for (const h of line) reached.add(h);
      changed = true;
    }
  }
  return reached;
};
/** 15.3.7–15.3.8: sources plus what trains reach (4 MP, ½ along roads), trains relaying one another */
export const trainReach = (mi: MapIndex, c: SupplyCtx, sources: ReadonlySet<string>): Set<string> =>
  closeByTrains(new Set(sources), trainLines(mi, c));
/** 15.2.5–15.2.6: a unit is supplied within 2 hexes of the supplied network, or within 2 of its own corps HQ standing within 2 of it */
export const supplied = (
  mi: MapIndex,
  c: SupplyCtx,
  network: ReadonlySet<string>,
  unitHex: string,
  corpsHqHex?: string,
  near: (from: string) => ReadonlyMap<string, number> = nearLine(mi, c),
): boolean => {
  const joined = (from: string): boolean => {
    for (const h of near(from).keys()) if (network.has(h)) return true;
    return false;
  };
  if (joined(unitHex)) return true;
  return !!corpsHqHex && near(unitHex).has(corpsHqHex) && joined(corpsHqHex);
};
/** the hexes a 2-hex line reaches from a hex (15.2.5), remembered for one supply context */
export const nearLine = (mi: MapIndex, c: SupplyCtx): ((from: string) => ReadonlyMap<string, number>) => {
  const memo = new Map<string, ReadonlyMap<string, number>>();
  return (from) => {
    let r = memo.get(from);
    if (!r) memo.set(from, (r = lineHexes(mi, c, [from], 2)));
    return r;
  };
};
/**
 * The hexes within 2 line hexes of a supplied network (15.2.5), traced outward from it: where a unit
 * keeps its supply without its corps HQ's relay. An estimate for the bot (a line is traced from the
 * unit, and enemy ZOC closes it by the hex entered), not a rule check.
 */
export const nearNetwork = (
  mi: MapIndex,
  c: SupplyCtx,
  network: ReadonlySet<string>,
  reach = 2,
): ReadonlyMap<string, number> => lineHexes(mi, c, [...network], reach);
/** 15.5.1: every hex a supply line of any length reaches from the side's bases (one search for all its units; it may stop once every `wanted` hex is reached) */
export const connectedToBases = (mi: MapIndex, c: SupplyCtx, wanted?: ReadonlySet<string>): Reach => {
  // without the map of depths: when a unit is cut off the flood covers most of the map
  const { open, stop } = lineSteps(mi, c);
  return mi.reach(c.bases, Infinity, open, stop, wanted);
};
/** 15.5.1: isolated when no supply line of any length reaches a base */
export const isolated = (mi: MapIndex, c: SupplyCtx, unitHex: string): boolean => {
  const r = lineHexes(mi, c, [unitHex], Infinity);
  return !c.bases.some((b) => r.has(b));
};
/** 15.5.2: the end-of-phase-4 roll: 1–2 nothing, 3–4 −2 EP, 5–6 −4 EP */
export const isolationLoss = (roll: number): number => (roll <= 2 ? 0 : roll <= 4 ? 2 : 4);
