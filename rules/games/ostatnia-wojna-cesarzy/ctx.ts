import { PACK } from './pack.js';
import { indexMap, type MapIndex } from './mapindex.js';
import type { RuleGroup, SideId, UnitDef } from './schema.js';
import type { OwcState, UnitState } from './state.js';

const packDefs = new Map(PACK.forces.units.map((u) => [u.id, u]));
export const mapOf = (s: OwcState): MapIndex => indexMap(s.map ?? PACK.map);
export const defOf = (s: OwcState, id: string): UnitDef => {
  const d = s.defs?.[id] ?? packDefs.get(id);
  if (!d) throw new Error(`unknown unit ${id}`);
  return d;
};
export const has = (s: OwcState, g: RuleGroup): boolean => s.rules.includes(g);
export const sideOf = (s: OwcState, id: string): SideId => defOf(s, id).side;

/** Who stands where: hex → unit ids (on-map units only), in unit order. */
export type Occ = Map<string, string[]>;
export const occupancy = (s: OwcState): Occ => {
  const m: Occ = new Map();
  for (const u of Object.values(s.units)) if (u.where === 'map' && u.hex) {
    const l = m.get(u.hex);
    if (l) l.push(u.id);
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
export const withMoved = (b: Board, unit: string, from: string | null, to: string | null): Board => {
  const occ: Occ = new Map(b.occ);
  if (from) occ.set(from, (occ.get(from) ?? []).filter((x) => x !== unit));
  if (to) occ.set(to, [...(occ.get(to) ?? []), unit]);
  return { ...b, occ };
};
export const unitsAt = (b: Board, h: string): string[] => b.occ.get(h) ?? [];
export const sideAt = (b: Board, h: string): SideId | null => {
  const l = b.occ.get(h);
  return l && l.length ? sideOf(b.s, l[0]) : null;
};
export const enemyAt = (b: Board, h: string, side: SideId): boolean => {
  const x = sideAt(b, h);
  return x !== null && x !== side;
};
export const ownAt = (b: Board, h: string, side: SideId): boolean => sideAt(b, h) === side;
