import type { Placed } from './pieces.js';
import { packOf } from './pack-of.js';
import type { Pack, Scenario, SideId } from './schema.js';
import { scenarioOf } from './setup.js';
import type { TbState } from './state.js';
import { MapIndex } from './terrain.js';
import { exertsZoc, zocOf } from './zoc.js';
import { enemyOf } from './pieces.js';

/**
 * The position as the procedures want it: pieces on the map with their kind and side, ZOCs,
 * occupied hexes. Built from a state on demand. The piece lists and map indexes are built once per
 * pack (keyed by the pack object, so two packs never mix) and, for the map, per scenario area.
 */
interface PackIndex {
  units: Map<string, Pack['forces']['units'][number]>;
  hqs: Map<string, Pack['forces']['hqs'][number]>;
  trains: Map<string, Pack['forces']['trains'][number]>;
  maps: Map<string, MapIndex>;
}
const indexes = new WeakMap<Pack, PackIndex>();
const indexOf = (pack: Pack): PackIndex => {
  let x = indexes.get(pack);
  if (!x)
    indexes.set(
      pack,
      (x = {
        units: new Map(pack.forces.units.map((u) => [u.id, u])),
        hqs: new Map(pack.forces.hqs.map((h) => [h.id, h])),
        trains: new Map(pack.forces.trains.map((t) => [t.id, t])),
        maps: new Map(),
      }),
    );
  return x;
};
/** what a lookup needs of a state: the pack it plays on (pack-of.ts) */
type OnPack = { pack?: string };
export const unitDef = (s: OnPack, id: string) => indexOf(packOf(s)).units.get(id)!;
export const hqDef = (s: OnPack, id: string) => indexOf(packOf(s)).hqs.get(id)!;
export const isHq = (s: OnPack, id: string): boolean => indexOf(packOf(s)).hqs.has(id);
export const sideOf = (s: OnPack, id: string): SideId => {
  const x = indexOf(packOf(s));
  return (x.units.get(id) ?? x.hqs.get(id) ?? x.trains.get(id))!.side;
};
/** the scenario a state plays, from its pack */
export const scenarioIn = (s: OnPack & { scenario: string }): Scenario => scenarioOf(s.scenario, packOf(s));

/** the map index of a state's scenario area */
export const mapOf = (s: OnPack & { scenario: string }): MapIndex => {
  const pack = packOf(s);
  const maps = indexOf(pack).maps;
  let m = maps.get(s.scenario);
  if (!m) {
    const sc = scenarioOf(s.scenario, pack);
    maps.set(s.scenario, (m = new MapIndex(pack.map, pack.tables, sc.area ? pack.map.regions[sc.area] : undefined)));
  }
  return m;
};

export const placed = (s: TbState): Placed[] => {
  const out: Placed[] = [];
  const x = indexOf(packOf(s));
  for (const id in s.units) {
    const u = s.units[id];
    if (!u.hex || u.masked) continue;
    const d = x.units.get(id)!;
    const p: Placed = { id, side: d.side, kind: d.type, hex: u.hex };
    if (u.rail) p.rail = true;
    if (d.corps) p.corps = d.corps;
    out.push(p);
  }
  for (const id in s.hqs) {
    const hex = s.hqs[id].hex;
    if (hex) out.push({ id, side: x.hqs.get(id)!.side, kind: 'hq', hex });
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
  const mi = mapOf(s);
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
/**
 * The position of a finished state, built once and kept while the state lives: the views (every
 * side's), the random player and the bot ask it of the same state object. Only for a state nobody
 * changes any more (a stored or returned one, never apply's working copy: procedures changing the
 * state build theirs with `position`); callers only read it.
 */
export const keptPosition = (s: TbState): Position => {
  let p = KEPT_POSITIONS.get(s);
  if (!p) KEPT_POSITIONS.set(s, (p = position(s)));
  return p;
};
const KEPT_POSITIONS = new WeakMap<TbState, Position>();
/**
 * The hexes of `side`'s pieces that exert a ZOC, kept per position: with `side`'s manned forts they
 * make `p.zoc[side]` (position above, zoc.ts), so the memos' prints (memo.ts) write these few dozen
 * labels instead of the ZOC's hundreds.
 */
export const zocSources = (p: Position, side: SideId): ReadonlySet<string> => {
  let kept = ZOC_SOURCES.get(p);
  if (!kept) ZOC_SOURCES.set(p, (kept = {}));
  let from = kept[side];
  if (!from) {
    from = kept[side] = new Set();
    for (const x of p.pieces) if (x.side === side && exertsZoc(x)) from.add(x.hex);
  }
  return from;
};
const ZOC_SOURCES = new WeakMap<Position, Partial<Record<SideId, Set<string>>>>();
/** the enemy ZOC a piece of `side` moves in */
export const enemyZoc = (p: Position, side: SideId): Set<string> => p.zoc[enemyOf(side)];
