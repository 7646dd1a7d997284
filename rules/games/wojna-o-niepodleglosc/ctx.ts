import type { ArmOrGarrison, Defs, GarrisonDef } from './defs.js';
import type { MapIndex } from './map-index.js';
import { partsOf } from './parts.js';
import { DEFAULT_OPTIONS, type Options } from './variants.js';
import type { Pack, PositionData, ScenarioData, SideId, Tables } from './schema.js';
import type { Lines } from './supply.js';

/**
 * What every procedure reads: the map, the tables, the counters, where each piece stands now
 * and its state, and the game options. Procedures never change a Ctx; they return what happens.
 */
export interface PieceState {
  /** null: off the map (turn track, pool, not yet arrived) */
  hex: string | null;
  /** 1 = full strength (2.4) */
  level: number;
  outOfSupply?: boolean;
  /** set in the Supply Phase (9.9–18): commanded, commanding itself (passed its test), or not */
  command?: 'commanded' | 'self' | 'none';
  /** the transport it rides (18) */
  loadedOn?: string;
  /** the turn it was loaded: it moves loaded in that turn only (18.3, rules version 5) */
  loadedTurn?: number;
  /** reacted in this enemy activation (13.14) */
  reacted?: boolean;
  /** carries a REPLACEMENT marker (5.15) */
  replacement?: boolean;
  /** the turn-track space it returns on (14.48) */
  returnsOn?: number;
  /** where it was eliminated (5.7: an independent unit returns on the friendly HQ nearest to it; rules version 2) */
  fellAt?: string;
}

export interface Ctx {
  map: MapIndex;
  tables: Tables;
  defs: Defs;
  scenario: ScenarioData;
  pieces: Record<string, PieceState>;
  garrisons: Record<string, GarrisonDef>;
  /** enemy delay-aviation influence zones, per side whose aviation flies them (17.9) */
  delay: Record<SideId, string[]>;
  options: Options;
  turn: number;
  /** the game's rules version (state.ts `versionOf`); absent in a test's board: the newest */
  rulesVersion?: number;
  /** what this snapshot has worked out so far (`memoOf`); a copy made by a spread carries its source's, which it ignores */
  memo?: SnapshotMemo;
}

/**
 * What one snapshot works out once and every procedure on it shares: the hex index, each side's ZOC, ships' ZOC
 * and supply lines. Kept on the Ctx itself, owned by it: a WeakMap entry keyed by each short-lived snapshot (four
 * of them a snapshot, some 800 a second on a busy server) cost more than an index build, most of it in the garbage
 * collector's weak tables. A Ctx copied by a spread (`withPieces`, tests) carries the memo of its source, whose
 * `owner` is not it, so it starts its own.
 */
export interface SnapshotMemo {
  owner: Ctx;
  index: HexIndex | undefined;
  zoc: Partial<Record<SideId, Set<string>>> | undefined;
  riverZoc: Partial<Record<SideId, Set<string>>> | undefined;
  lines: Partial<Record<SideId, Lines>> | undefined;
}
export const memoOf = (c: Ctx): SnapshotMemo => {
  const m = c.memo;
  if (m !== undefined && m.owner === c) return m;
  return (c.memo = { owner: c, index: undefined, zoc: undefined, riverZoc: undefined, lines: undefined });
};

export const other = (s: SideId): SideId => (s === 'polish' ? 'opposing' : 'polish');

export const buildCtx = (
  pack: Pack,
  scenarioId: string,
  position?: string | PositionData,
  options: Partial<Options> = {},
): Ctx => {
  const { map, defs, scenario } = partsOf(pack, scenarioId);
  const pos = typeof position === 'string' ? scenario.positions.find((p) => p.id === position) : position;
  if (typeof position === 'string' && !pos) throw new Error(`no position ${position}`);
  const placed = pos ? pos.pieces : scenario.setup;
  const pieces: Record<string, PieceState> = {};
  for (const id of [...defs.forces.units, ...defs.forces.hqs].map((x) => x.id)) pieces[id] = { hex: null, level: 1 };
  for (const p of placed) pieces[p.piece] = { hex: p.hex, level: p.level ?? 1 };
  for (const t of pos?.trackTurn ?? []) pieces[t.piece] = { hex: null, level: 1, returnsOn: t.turn };
  return {
    map,
    tables: pack.tables,
    defs,
    scenario,
    pieces,
    garrisons: {},
    delay: { polish: [], opposing: [] },
    options: { ...DEFAULT_OPTIONS, ...options },
    turn: pos?.turn ?? 1,
    memo: undefined,
  };
};

/** a copy whose pieces can be changed freely (tests and procedures that return a new state) */
export const withPieces = (
  c: Ctx,
  change: Record<string, Partial<PieceState>>,
  garrisons: Record<string, GarrisonDef> = c.garrisons,
): Ctx => {
  const pieces = { ...c.pieces };
  for (const [id, p] of Object.entries(change)) pieces[id] = { ...(pieces[id] ?? { hex: null, level: 1 }), ...p };
  return { ...c, pieces, garrisons };
};

export const sideOf = (c: Ctx, id: string): SideId => {
  // the counters first, in one look-up: a garrison's id (`garrison-<n>`) is none of theirs, and a miss in `garrisons`
  // (an object that garrisons absorbed leave in dictionary mode) costs more than a Map's
  const side = c.defs.sideOf(id) ?? c.garrisons[id]?.side;
  if (!side) throw new Error(`no piece ${id}`);
  return side;
};
export const isUnit = (c: Ctx, id: string): boolean => !!c.defs.unit(id) || !!c.garrisons[id];
export const isHq = (c: Ctx, id: string): boolean => !!c.defs.hq(id);
export const armOf = (c: Ctx, id: string): ArmOrGarrison => (c.garrisons[id] ? 'garrison' : c.defs.unit(id)!.arm);

/** the printed values of a unit at its current level (garrison: the pack's garrison counter, 1 level, MA 0) */
export const valuesOf = (
  c: Ctx,
  id: string,
): { strength: number; defenceOnly: boolean; morale: number; ma: number; stars: number; levels: number } => {
  const g = c.garrisons[id];
  if (g)
    return {
      strength: c.defs.forces.garrison.strength,
      defenceOnly: false,
      morale: g.morale,
      ma: 0,
      stars: 0,
      levels: 1,
    };
  const u = c.defs.unit(id)!;
  const l = u.levels[Math.min(c.pieces[id].level, u.levels.length) - 1];
  return {
    strength: l.strength,
    defenceOnly: !!l.defenceOnly,
    morale: l.morale,
    ma: l.ma,
    stars: l.stars ?? 0,
    levels: u.levels.length,
  };
};

/**
 * Every piece id on a hex (units, garrisons and HQs), in a stable order, and who holds each hex. The
 * index is built once per Ctx: a Ctx is a snapshot, so code that moves pieces asks for a fresh one
 * (state.ts ctxOf).
 */
interface HexIndex {
  pieces: Map<string, string[]>;
  /** the side of the first piece (12.1: one side a hex), and which sides have a unit (not only an HQ) there */
  occ: Map<string, { holder: SideId; polish: boolean; opposing: boolean }>;
  /** each side's unit stacks in the index's order (unitStacks), listed when first asked */
  stacks: Partial<Record<SideId, [hex: string, ids: readonly string[]][]>>;
}
/** are the ids in sort()'s order already (most stacks are listed so: no sort, which converts and compares anew) */
const ascending = (ids: readonly string[]): boolean => {
  for (let i = 1; i < ids.length; i++) if (ids[i - 1] > ids[i]) return false;
  return true;
};
const hexIndex = (c: Ctx): HexIndex => {
  const memo = memoOf(c);
  let m = memo.index;
  if (!m) {
    m = { pieces: new Map(), occ: new Map(), stacks: {} };
    for (const id in c.pieces) {
      const h = c.pieces[id].hex;
      if (!h) continue;
      const list = m.pieces.get(h);
      if (list) list.push(id);
      else m.pieces.set(h, [id]);
    }
    for (const [h, ids] of m.pieces) {
      if (ids.length > 1 && !ascending(ids)) ids.sort();
      const o = { holder: sideOf(c, ids[0]), polish: false, opposing: false };
      for (const id of ids) {
        // isUnit, then sideOf, in one look-up of the counter (a garrison's only when it is none)
        const side = c.defs.unit(id)?.side ?? c.garrisons[id]?.side;
        if (side) o[side] = true;
      }
      m.occ.set(h, o);
    }
    memo.index = m;
  }
  return m;
};
/** every hex with pieces on it, with their ids (sorted); a shared index: never change it */
export const occupiedHexes = (c: Ctx): ReadonlyMap<string, readonly string[]> => hexIndex(c).pieces;
/** every hex holding a unit of `side`, with its pieces (sorted), in the index's order; a shared index: never change it */
export const unitStacks = (c: Ctx, side: SideId): readonly (readonly [hex: string, ids: readonly string[]])[] => {
  const m = hexIndex(c);
  // listed once per snapshot and side (the ZOC and both sides' lines walk them): a list, not a generator
  let list = m.stacks[side];
  if (!list) {
    list = m.stacks[side] = [];
    for (const [h, o] of m.occ) if (o[side]) list.push([h, m.pieces.get(h)!]);
  }
  return list;
};
const NONE: readonly string[] = [];
export const piecesAt = (c: Ctx, hex: string): readonly string[] => hexIndex(c).pieces.get(hex) ?? NONE;
export const unitsAt = (c: Ctx, hex: string): string[] => piecesAt(c, hex).filter((id) => isUnit(c, id));
export const hqsAt = (c: Ctx, hex: string): string[] => piecesAt(c, hex).filter((id) => isHq(c, id));
/** which side holds a hex (12.1: one side only), or null */
export const holder = (c: Ctx, hex: string): SideId | null => hexIndex(c).occ.get(hex)?.holder ?? null;
export const enemyUnitOn = (c: Ctx, hex: string, side: SideId): boolean =>
  !!hexIndex(c).occ.get(hex)?.[side === 'polish' ? 'opposing' : 'polish'];
export const friendlyUnitOn = (c: Ctx, hex: string, side: SideId): boolean => !!hexIndex(c).occ.get(hex)?.[side];
/** every hex holding a unit of `side` */
export const unitHexes = (c: Ctx, side: SideId): Set<string> => {
  const out = new Set<string>();
  for (const [h, o] of hexIndex(c).occ) if (o[side]) out.add(h);
  return out;
};

/**
 * The army HQ a piece belongs to: an HQ's chain of superiors, a formation unit's WJ HQ's; an
 * independent unit (or anything without a chain) takes the nearest army HQ of its side on the map.
 */
export const armyOf = (c: Ctx, id: string): string | undefined => {
  let h = c.defs.hq(id) ?? (c.defs.unit(id)?.formation ? c.defs.hq(c.defs.unit(id)!.formation!) : undefined);
  for (let i = 0; h && i < 5; i++) {
    if (h.tier === 'army') return h.id;
    h = h.superior ? c.defs.hq(h.superior) : undefined;
  }
  const side = sideOf(c, id);
  const at = c.pieces[id]?.hex;
  const armies = c.defs.allHqs().filter((x) => x.side === side && x.tier === 'army' && c.pieces[x.id]?.hex);
  if (!at) return armies[0]?.id;
  return armies.sort(
    (a, b) =>
      c.map.distance(at, c.pieces[a.id].hex!) - c.map.distance(at, c.pieces[b.id].hex!) || (a.id < b.id ? -1 : 1),
  )[0]?.id;
};
