import type { SideId } from './schema.js';
import type { MapIndex } from './terrain.js';

/**
 * Rule 5: railways. One rail activity per unit per turn (5.1.6); a rail move of up to 60 rail MP,
 * 1 per hex (AMB-14), along own lines only (5.2.1, AMB-15), never into a cut or enemy hex,
 * stopping on entering enemy ZOC (AMB-16); at most 7 German / 2 Russian units per turn (5.2.2)
 * and a per-hex throughput by line type (5.2.3); army HQs load, ride and unload at once (5.2.5).
 */
export const RAIL_MP = 60;
export const ARMY_HQ_LOAD = 10;
export const unitsPerTurn = (side: SideId): number => (side === 'de' ? 7 : 2);
export const throughput = (side: SideId, track: 'single' | 'double'): number =>
  side === 'de' ? (track === 'double' ? 5 : 3) : track === 'double' ? 4 : 2;

export interface RailCtx {
  side: SideId;
  cut: ReadonlySet<string>;
  enemyOccupied: ReadonlySet<string>;
  enemyZoc: ReadonlySet<string>;
  /** units that already entered each rail hex by rail this turn (AMB-13: origin excluded) */
  used: ReadonlyMap<string, number>;
}
export type RailCheck =
  | { ok: true; mp: number }
  | { ok: false; rule: string; reason: string; at: number; params?: Record<string, string | number> };
export const checkRailMove = (mi: MapIndex, c: RailCtx, path: readonly string[], budget = RAIL_MP): RailCheck => {
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [path[i - 1], path[i]];
    if (!mi.has(b) || !mi.rail(a, b))
      return { ok: false, rule: '5.2.4', reason: 'rail moves follow the railway', at: i, params: { why: 'rail-line' } };
    if (mi.country(b) !== c.side || mi.country(a) !== c.side)
      return {
        ok: false,
        rule: '5.2.1',
        reason: "each side rides only its own country's lines",
        at: i,
        params: { why: 'rail-country' },
      };
    if (c.cut.has(b))
      return { ok: false, rule: '5.4.1', reason: 'the line is cut', at: i, params: { why: 'rail-cut' } };
    if (c.enemyOccupied.has(b))
      return { ok: false, rule: '4.2.1', reason: 'an enemy-occupied hex', at: i, params: { why: 'enemy-hex' } };
    if (c.enemyZoc.has(b) && i < path.length - 1)
      return {
        ok: false,
        rule: '8.2.1',
        reason: 'entering an enemy ZOC ends the rail move',
        at: i + 1,
        params: { why: 'rail-zoc' },
      };
    const limit = throughput(c.side, mi.railHex(b)!);
    if ((c.used.get(b) ?? 0) + 1 > limit)
      return {
        ok: false,
        rule: '5.2.3',
        reason: `at most ${limit} units pass ${b} in a turn`,
        at: i,
        params: { why: 'rail-throughput', n: limit, hex: b },
      };
  }
  const mp = path.length - 1;
  if (mp > budget)
    return {
      ok: false,
      rule: '5.2.4',
      reason: `a rail move is at most ${budget} rail MP`,
      at: budget + 1,
      params: { why: 'rail-mp', n: budget },
    };
  return { ok: true, mp };
};

export type RailActivity = 'load' | 'ride' | 'unload';
/** 5.1.6 (TC-38): one of load, ride or unload per unit per turn */
export const mayRailAct = (doneThisTurn: readonly RailActivity[]): boolean => doneThisTurn.length === 0;
/** 5.2.5: an army HQ that has not moved may load, ride and unload within 60 rail MP */
export const armyHqTrip = (
  hexes: number,
  movedNormally: boolean,
): { ok: true } | { ok: false; rule: string; reason: string } => {
  if (movedNormally)
    return { ok: false, rule: '5.2.5', reason: 'an army HQ that moved cannot take the train the same turn' };
  if (ARMY_HQ_LOAD + hexes + ARMY_HQ_LOAD > RAIL_MP)
    return { ok: false, rule: '5.2.5', reason: `load 10 + ${hexes} + unload 10 is more than 60` };
  return { ok: true };
};

/** 5.1.8: the rail hexes on the map edge, each edge's in order along it, for leaving and coming back */
export const edgeRailHexes = (mi: MapIndex): readonly string[] => {
  let x = EDGE_RAIL.get(mi);
  if (!x) EDGE_RAIL.set(mi, (x = mi.board.labels.filter((h) => mi.board.onEdge(h) && mi.railHex(h))));
  return x;
};
const EDGE_RAIL = new WeakMap<MapIndex, readonly string[]>();
/** 5.1.8 (TC-39): a unit that left at `exit` comes back next turn at a neighbouring line's edge hex on the same edge */
export const reentryHexes = (mi: MapIndex, exit: string): string[] => {
  const col = (h: string): number => Number(h.slice(1).split('B')[0]);
  const row = (h: string): number => Number(h.split('B')[1]);
  const same = edgeRailHexes(mi)
    .filter((h) => col(h) === col(exit))
    .sort((a, b) => row(a) - row(b));
  const i = same.indexOf(exit);
  return i < 0 ? [] : [same[i - 1], same[i + 1]].filter((h): h is string => !!h);
};

/** 5.4.1 (TC-42, AMB-17): cutting costs floor(MA / 2) MP; a roll not above EFF cuts the line */
export const cutCost = (ma: number): number => Math.floor(ma / 2);
export const cutSucceeds = (roll: number, eff: number): boolean => roll <= eff;
