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
  /** each side's artillery units and HQs, by id */
  guns: Record<SideId, string[]>;
  hqIds: Record<SideId, string[]>;
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
        guns: {
          de: pack.forces.units.filter((u) => u.type === 'art' && u.side === 'de').map((u) => u.id),
          ru: pack.forces.units.filter((u) => u.type === 'art' && u.side === 'ru').map((u) => u.id),
        },
        hqIds: {
          de: pack.forces.hqs.filter((h) => h.side === 'de').map((h) => h.id),
          ru: pack.forces.hqs.filter((h) => h.side === 'ru').map((h) => h.id),
        },
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
/** a side's artillery units and HQs in the pack (whether in the game or not) */
export const gunsOf = (s: OnPack, side: SideId): readonly string[] => indexOf(packOf(s)).guns[side];
export const hqsOf = (s: OnPack, side: SideId): readonly string[] => indexOf(packOf(s)).hqIds[side];
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
  readonly pieces: readonly Readonly<Placed>[];
  /** hexes in the ZOC of each side's pieces */
  readonly zoc: Readonly<Record<SideId, ReadonlySet<string>>>;
  /** hexes holding each side's pieces (markers included) */
  readonly occupied: Readonly<Record<SideId, ReadonlySet<string>>>;
  /** hexes holding each side's combat units */
  readonly units: Readonly<Record<SideId, ReadonlySet<string>>>;
  readonly troops: Readonly<Record<SideId, ReadonlySet<string>>>;
  readonly trains: Readonly<Record<SideId, ReadonlySet<string>>>;
}
/**
 * The position of a state. A procedure asks it again and again of the state it is changing (each move
 * of a batch, each contact), mostly with no piece moved in between or only a few pieces moved: the last
 * one built for the state object is kept with what it was built from (every piece's id, hex, masking and
 * rail marker, every marker, the forts' levels). While all of that is unchanged it is given again; when
 * only pieces on the map changed hexes, the new one is the kept one with those pieces moved, and each
 * side's sets and ZOC are built again only if one of its own pieces moved (a side's sets depend on its
 * pieces alone, in their order, which a move keeps). A state object met for the first time (a batch's
 * working copy, a stored state parsed afresh) is compared so with the last few positions of its map, of
 * any state: the state a batch starts from mostly stands as the one the batch before ended in. Anything
 * else builds it afresh. Positions are read-only (the interface says so), so a kept one is never changed
 * by its callers.
 */
export const position = (s: TbState): Position => {
  const own = BUILT.get(s);
  if (own && movedSince(s, own.from) === SAME) return own.p;
  const mi = mapOf(s);
  let recent = RECENT.get(mi);
  if (!recent) RECENT.set(mi, (recent = []));
  let kept: Built | undefined;
  for (const k of own ? [own, ...recent] : recent) {
    const moved = movedSince(s, k.from);
    if (moved === CHANGED) continue;
    if (moved === SAME) kept = k;
    else {
      // (a masked unit's hex alone changing leaves the position as it was, with `from` brought up to date)
      const from = k.from.slice();
      for (const m of moved) from[m.at] = m.hex;
      kept = { p: movePieces(s, k.p, moved), from };
    }
    break;
  }
  kept ??= { p: buildPosition(s), from: placementOf(s) };
  BUILT.set(s, kept);
  if (recent[0] !== kept) {
    recent.unshift(kept);
    if (recent.length > RECENT_KEPT) recent.pop();
  }
  return kept.p;
};
interface Built {
  p: Position;
  from: unknown[];
}
const RECENT_KEPT = 4;
const RECENT = new WeakMap<MapIndex, Built[]>();
const BUILT = new WeakMap<TbState, Built>();
/**
 * what `placed` and the manned forts read of a state, in one list (see `position`), each kind of piece closed by
 * END; printed with commas it names the placement (no id, hex or value holds a comma or is END)
 */
const placementOf = (s: TbState): unknown[] => {
  const out: unknown[] = [];
  for (const id in s.units) {
    const u = s.units[id];
    out.push(id, u.hex, u.masked, u.rail);
  }
  out.push(END);
  for (const id in s.hqs) out.push(id, s.hqs[id].hex);
  out.push(END);
  for (const id in s.trains) out.push(id, s.trains[id].hex);
  out.push(END);
  for (const m of s.markers) out.push(m.id, m.side, m.hex);
  out.push(END);
  for (const h in s.forts) out.push(h, s.forts[h]);
  return out;
};
const END = '|';
/** a piece that stands in another hex: its place in `pieces` (-1: not there), its hex's place in the list, the hex */
interface Moved {
  piece: number;
  at: number;
  hex: string;
}
const SAME = 0,
  CHANGED = 1;
/**
 * How the state's placement differs from `from` (placementOf): not at all, only in the hexes of pieces
 * that were on the map and still are (the list of them), or otherwise
 */
const movedSince = (s: TbState, from: readonly unknown[]): typeof SAME | typeof CHANGED | Moved[] => {
  const moved: Moved[] = [];
  let i = 0,
    k = 0; // k: the piece's place in `placed`
  // `shown`: the piece is in `placed` (a unit in a masking box is not, whatever its hex: piece -1)
  const hexAt = (at: number, hex: string | null, shown = true): boolean => {
    if (from[at] === hex) return true;
    if (hex === null || from[at] === null) return false;
    moved.push({ piece: shown ? k : -1, at, hex });
    return true;
  };
  for (const id in s.units) {
    const u = s.units[id];
    if (from[i] !== id || from[i + 2] !== u.masked || from[i + 3] !== u.rail || !hexAt(i + 1, u.hex, !u.masked))
      return CHANGED;
    if (u.hex && !u.masked) k++;
    i += 4;
  }
  if (from[i++] !== END) return CHANGED;
  for (const id in s.hqs) {
    const hex = s.hqs[id].hex;
    if (from[i] !== id || !hexAt(i + 1, hex)) return CHANGED;
    if (hex) k++;
    i += 2;
  }
  if (from[i++] !== END) return CHANGED;
  for (const id in s.trains) {
    const hex = s.trains[id].hex;
    if (from[i] !== id || !hexAt(i + 1, hex)) return CHANGED;
    if (hex) k++;
    i += 2;
  }
  if (from[i++] !== END) return CHANGED;
  for (const m of s.markers) {
    if (from[i] !== m.id || from[i + 1] !== m.side || !hexAt(i + 2, m.hex)) return CHANGED;
    k++;
    i += 3;
  }
  if (from[i++] !== END) return CHANGED;
  for (const h in s.forts) {
    if (from[i] !== h || from[i + 1] !== s.forts[h]) return CHANGED;
    i += 2;
  }
  if (i !== from.length) return CHANGED;
  return moved.length ? moved : SAME;
};
/** the forts still manned, which project a ZOC (12.3.2) */
const mannedForts = (s: TbState, mi: MapIndex): string[] => {
  const manned: string[] = [];
  for (const f of mi.forts.values()) if (f.manned && (s.forts[f.hex] ?? 0) < 2) manned.push(f.hex);
  return manned;
};
type SetName = 'occupied' | 'units' | 'troops' | 'trains';
type SideSets = Record<SetName, ReadonlySet<string>>;
/** one side's sets of hexes (Position), from its pieces in their order */
const sideSets = (pieces: readonly Placed[], side: SideId): SideSets => {
  const occupied = new Set<string>(),
    units = new Set<string>(),
    troops = new Set<string>(),
    trains = new Set<string>();
  for (const p of pieces) {
    if (p.side !== side) continue;
    occupied.add(p.hex);
    if (p.kind === 'inf' || p.kind === 'cav' || p.kind === 'art') units.add(p.hex);
    if (p.kind === 'inf' || p.kind === 'cav' || p.kind === 'marker') troops.add(p.hex);
    else if (p.kind === 'train') trains.add(p.hex);
  }
  return { occupied, units, troops, trains };
};
const positionOf = (
  pieces: readonly Placed[],
  zoc: Record<SideId, ReadonlySet<string>>,
  de: SideSets,
  ru: SideSets,
): Position => {
  const both = (k: SetName) => ({ de: de[k], ru: ru[k] });
  return {
    pieces,
    zoc,
    occupied: both('occupied'),
    units: both('units'),
    troops: both('troops'),
    trains: both('trains'),
  };
};
const keptSets = (p: Position, side: SideId): SideSets => ({
  occupied: p.occupied[side],
  units: p.units[side],
  troops: p.troops[side],
  trains: p.trains[side],
});
const movePieces = (s: TbState, old: Position, moved: readonly Moved[]): Position => {
  const mi = mapOf(s);
  const pieces = old.pieces.slice();
  const changed = { de: false, ru: false };
  const zocChanged = { de: false, ru: false };
  for (const m of moved) {
    if (m.piece < 0) continue;
    const x = pieces[m.piece];
    pieces[m.piece] = { ...x, hex: m.hex };
    changed[x.side] = true;
    if (exertsZoc(x)) zocChanged[x.side] = true;
  }
  const manned = zocChanged.de || zocChanged.ru ? mannedForts(s, mi) : [];
  const zoc = {
    de: zocChanged.de ? zocOf(mi, pieces, 'de', manned) : old.zoc.de,
    ru: zocChanged.ru ? zocOf(mi, pieces, 'ru', manned) : old.zoc.ru,
  };
  return positionOf(
    pieces,
    zoc,
    changed.de ? sideSets(pieces, 'de') : keptSets(old, 'de'),
    changed.ru ? sideSets(pieces, 'ru') : keptSets(old, 'ru'),
  );
};
/** the position of a state built afresh (`position` gives the same, mostly from one kept) */
export const buildPosition = (s: TbState): Position => {
  const mi = mapOf(s);
  const pieces = placed(s);
  const manned = mannedForts(s, mi);
  return positionOf(
    pieces,
    { de: zocOf(mi, pieces, 'de', manned), ru: zocOf(mi, pieces, 'ru', manned) },
    sideSets(pieces, 'de'),
    sideSets(pieces, 'ru'),
  );
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
export const enemyZoc = (p: Position, side: SideId): ReadonlySet<string> => p.zoc[enemyOf(side)];
