import { packOf, unitsOf } from './pack-of.js';
import { scenarioBoard, withCaptured } from './board.js';
import { indexMap, type MapIndex } from './mapindex.js';
import { PLAYS_AS, type RuleGroup, type SideId, type UnitDef } from './schema.js';
import type { OwcState, UnitState } from './state.js';
import { variant } from './variants.js';

/** the board the game is played on: a position's own map, or the scenario's board of its pack's theatre (board.ts), captured fortresses made fortified areas (25.3) */
export const mapOf = (s: OwcState): MapIndex => {
  const m = s.map ?? scenarioBoard(packOf(s), s.scenario);
  return indexMap(s.works?.captured.length ? withCaptured(m, s.works.captured, s.works.strength) : m);
};
export const defOf = (s: OwcState, id: string): UnitDef => {
  const d = s.defs?.[id] ?? unitsOf(packOf(s)).get(id);
  if (!d) throw new Error(`unknown unit ${id}`);
  return d;
};
export const has = (s: OwcState, g: RuleGroup): boolean => {
  // asked constantly: a frozen list (every state apply returns, and its copies) keeps its answers
  if (!Object.isFrozen(s.rules)) return s.rules.includes(g) || s.rules.some((r) => PLAYS_AS[r] === g);
  let set = GROUPS.get(s.rules);
  if (!set) GROUPS.set(s.rules, (set = new Set([...s.rules, ...s.rules.flatMap((r) => PLAYS_AS[r] ?? [])])));
  return set.has(g);
};
const GROUPS = new WeakMap<readonly RuleGroup[], Set<RuleGroup>>();
export const sideOf = (s: OwcState, id: string): SideId => defOf(s, id).side;
/** 6.1: the unit projects control lines (16.3: not while concealed) (the CL mark; a broken one keeps them unless game option brokenCl = lose, AMB-7). */
export const projectsCl = (s: OwcState, id: string): boolean => defOf(s, id).cl && clLive(s, id);
/** projectsCl's part that reads the unit's marks: 16.3 face down, no CLs; AMB-7 broken */
const clLive = (s: OwcState, id: string): boolean => {
  const u = s.units[id];
  return !(u?.broken && variant(s, 'brokenCl') === 'lose') && !u?.concealed;
};

/** Who stands where: hex → unit ids (on-map units only), in unit order. */
export type Occ = Map<string, string[]>;
export const occupancy = (s: OwcState, lifted?: string): Occ => {
  const m: Occ = new Map();
  for (const u of Object.values(s.units))
    if (u.where === 'map' && u.hex) {
      const l = m.get(u.hex);
      if (u.id === lifted) {
        if (!l) m.set(u.hex, []); // its hex keeps its place, empty, as withMoved leaves it
      } else if (l) l.push(u.id);
      else m.set(u.hex, [u.id]);
    }
  return m;
};
export const onMap = (s: OwcState): UnitState[] => Object.values(s.units).filter((u) => u.where === 'map' && u.hex);

/** A board as the geometry rules see it: occupancy plus sides, so hypothetical positions can be tried. */
export interface Board {
  s: OwcState;
  m: MapIndex;
  occ: Occ;
}
export const boardOf = (s: OwcState): Board => ({ s, m: mapOf(s), occ: occupancy(s) });
/** withMoved(boardOf(s), unit, its hex, null), built in one pass */
export const boardWithout = (s: OwcState, unit: string): Board => ({ s, m: mapOf(s), occ: occupancy(s, unit) });
export const withMoved = (b: Board, unit: string, from: string | null, to: string | null): Board => {
  const occ: Occ = new Map(b.occ);
  if (from)
    occ.set(
      from,
      (occ.get(from) ?? []).filter((x) => x !== unit),
    );
  if (to) occ.set(to, [...(occ.get(to) ?? []), unit]);
  // the derived facts differ only in the two hexes: copy them rather than rebuild them from every unit
  const d = DERIVED.get(b.occ);
  if (d) {
    const nd: Derived = { side: new Map(d.side), cl: new Map(d.cl) };
    for (const h of [from, to]) if (h) derive(b.s, nd, h, occ.get(h)!);
    DERIVED.set(occ, nd);
  }
  return { ...b, occ };
};
export const unitsAt = (b: Board, h: string): string[] => b.occ.get(h) ?? [];
/** Per-occupancy facts the geometry asks for constantly: who holds each hex, how many CL units it has. */
interface Derived {
  side: Map<string, SideId>;
  cl: Map<string, number>;
}
const DERIVED = new WeakMap<Occ, Derived>();
/** sets hex h's entries of d from the units standing there */
const derive = (s: OwcState, d: Derived, h: string, ids: readonly string[]): void => {
  if (!ids.length) {
    d.side.delete(h);
    d.cl.delete(h);
    return;
  }
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const def = defOf(s, ids[i]);
    // an existing entry keeps its place: flood signatures list hexes in order
    if (i === 0) d.side.set(h, def.side);
    if (def.cl && clLive(s, ids[i])) n++; // projectsCl, its definition read once
  }
  if (n) d.cl.set(h, n);
  else d.cl.delete(h);
};
export const derived = (b: Board): Derived => {
  let d = DERIVED.get(b.occ);
  if (!d) {
    d = { side: new Map(), cl: new Map() };
    for (const [h, ids] of b.occ) derive(b.s, d, h, ids);
    DERIVED.set(b.occ, d);
  }
  return d;
};
export const sideAt = (b: Board, h: string): SideId | null => derived(b).side.get(h) ?? null;
export const enemyAt = (b: Board, h: string, side: SideId): boolean => {
  const x = sideAt(b, h);
  return x !== null && x !== side;
};
export const ownAt = (b: Board, h: string, side: SideId): boolean => sideAt(b, h) === side;
/**
 * enemyAt read from the occupancy alone (a hex's side is its first unit's): the same answer without
 * building the board's derived facts, for a board asked nothing else that needs them.
 */
export const enemyIn = (b: Board, h: string, side: SideId): boolean => {
  const ids = b.occ.get(h);
  return ids !== undefined && ids.length > 0 && sideOf(b.s, ids[0]) !== side;
};
