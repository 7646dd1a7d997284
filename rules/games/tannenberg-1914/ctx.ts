import type { Placed } from './pieces.js';
import { PACK } from './pack.js';
import type { SideId } from './schema.js';
import { scenarioOf } from './setup.js';
import type { TbState } from './state.js';
import { MapIndex } from './terrain.js';
import { zocOf } from './zoc.js';
import { enemyOf } from './pieces.js';

/**
 * The position as the procedures want it: pieces on the map with their kind and side, ZOCs,
 * occupied hexes. Built from a state on demand; the map index is built once per scenario area.
 */
const UNITS = new Map(PACK.forces.units.map((u) => [u.id, u]));
const HQS = new Map(PACK.forces.hqs.map((h) => [h.id, h]));
const TRAINS = new Map(PACK.forces.trains.map((t) => [t.id, t]));
export const unitDef = (id: string) => UNITS.get(id)!;
export const hqDef = (id: string) => HQS.get(id)!;
export const isHq = (id: string): boolean => HQS.has(id);
export const sideOf = (id: string): SideId => (UNITS.get(id) ?? HQS.get(id) ?? TRAINS.get(id))!.side;

const maps = new Map<string, MapIndex>();
export const mapOf = (scenario: string): MapIndex => {
  let m = maps.get(scenario);
  if (!m) {
    const sc = scenarioOf(scenario);
    maps.set(scenario, (m = new MapIndex(PACK.map, PACK.tables, sc.area ? PACK.map.regions[sc.area] : undefined)));
  }
  return m;
};

export const placed = (s: TbState): Placed[] => {
  const out: Placed[] = [];
  for (const id in s.units) {
    const u = s.units[id];
    if (!u.hex || u.masked) continue;
    const d = UNITS.get(id)!;
    const p: Placed = { id, side: d.side, kind: d.type, hex: u.hex };
    if (u.rail) p.rail = true;
    if (d.corps) p.corps = d.corps;
    out.push(p);
  }
  for (const id in s.hqs) {
    const hex = s.hqs[id].hex;
    if (hex) out.push({ id, side: HQS.get(id)!.side, kind: 'hq', hex });
  }
  for (const id in s.trains) {
    const hex = s.trains[id].hex;
    if (hex) out.push({ id, side: 'ru', kind: 'train', hex });
  }
  for (const m of s.markers) out.push({ id: m.id, side: m.side, kind: 'marker', hex: m.hex });
  return out;
};

export interface Position {
  pieces: Placed[];
  /** hexes in the ZOC of each side's pieces */
  zoc: Record<SideId, Set<string>>;
  /** hexes holding each side's pieces (markers included) */
  occupied: Record<SideId, Set<string>>;
  /** hexes holding each side's combat units */
  units: Record<SideId, Set<string>>;
  troops: Record<SideId, Set<string>>;
  trains: Record<SideId, Set<string>>;
}
export const position = (s: TbState): Position => {
  const mi = mapOf(s.scenario);
  const pieces = placed(s);
  const manned: string[] = [];
  for (const f of mi.forts.values()) if (f.manned && (s.forts[f.hex] ?? 0) < 2) manned.push(f.hex);
  const sets = (): Record<SideId, Set<string>> => ({ de: new Set(), ru: new Set() });
  const occupied = sets(),
    units = sets(),
    troops = sets(),
    trains = sets();
  for (const p of pieces) {
    occupied[p.side].add(p.hex);
    if (p.kind === 'inf' || p.kind === 'cav' || p.kind === 'art') units[p.side].add(p.hex);
    if (p.kind === 'inf' || p.kind === 'cav' || p.kind === 'marker') troops[p.side].add(p.hex);
    else if (p.kind === 'train') trains[p.side].add(p.hex);
  }
  return {
    pieces,
    zoc: { de: zocOf(mi, pieces, 'de', manned), ru: zocOf(mi, pieces, 'ru', manned) },
    occupied,
    units,
    troops,
    trains,
  };
};
/** the enemy ZOC a piece of `side` moves in */
export const enemyZoc = (p: Position, side: SideId): Set<string> => p.zoc[enemyOf(side)];
