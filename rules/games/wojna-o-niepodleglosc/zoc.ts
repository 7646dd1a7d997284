import { armOf, memoOf, piecesAt, unitStacks, type Ctx } from './ctx.js';
import { fractionUpHp, hp } from './rounding.js';
import type { SideId } from './schema.js';

/**
 * Ch. 10: zones of control. A hex's units project a ZOC into the six neighbours (r. 1) unless
 * they are loaded or their combined strength is 2 or less (r. 2; AMB-30 per hex by default),
 * and never into terrain the Terrain Table closes to ZOC (r. 3). River units' ZOC touches only
 * river crossings (r. 2(3)) and is not part of this ground ZOC.
 */
/** 10.2: does this side's stack on `hex` exert a ZOC (a loop with no lists: every ZOC of a snapshot asks it per hex) */
export const exertsZoc = (c: Ctx, hex: string, side: SideId, ids: readonly string[] = piecesAt(c, hex)): boolean => {
  const perHex = c.options.zocThreshold === 'hex';
  let sum = 0;
  for (const u of ids) {
    // a unit counter or a garrison (isUnit), each read once: its side, arm and strength at its level
    const d = c.defs.unit(u);
    let strength: number;
    if (d) {
      const p = c.pieces[u];
      if (d.side !== side || p.loadedOn || d.arm === 'river-unit') continue;
      strength = d.levels[Math.min(p.level, d.levels.length) - 1].strength;
    } else {
      const g = c.garrisons[u];
      if (!g || g.side !== side || c.pieces[u].loadedOn) continue;
      strength = c.defs.forces.garrison.strength;
    }
    if (!perHex && strength > 2) return true;
    sum += strength;
  }
  return perHex && sum > 2;
};

/** the hexes in the ZOC of `side`'s units (10.1, 10.3) */
export const zocOf = (c: Ctx, side: SideId): Set<string> => {
  const memo = memoOf(c);
  const per = (memo.zoc ??= {});
  return (per[side] ??= computeZoc(c, side));
};
const computeZoc = (c: Ctx, side: SideId): Set<string> => {
  const out = new Set<string>();
  const into = zocNeighbours(c);
  for (const [h, ids] of unitStacks(c, side)) {
    if (!exertsZoc(c, h, side, ids)) continue;
    for (const n of into(h)) out.add(n);
  }
  return out;
};

/** 10.3: the neighbours of a hex whose terrain a ZOC extends into, per map and Terrain Table */
const zocInto = new WeakMap<object, WeakMap<object, Map<string, string[]>>>();
const zocNeighbours = (c: Ctx): ((hex: string) => string[]) => {
  let byTables = zocInto.get(c.map);
  if (!byTables) zocInto.set(c.map, (byTables = new WeakMap()));
  let m = byTables.get(c.tables);
  if (!m) byTables.set(c.tables, (m = new Map()));
  const cache = m;
  return (hex) => {
    let ns = cache.get(hex);
    if (!ns) cache.set(hex, (ns = c.map.neighbours(hex).filter((n) => c.tables.terrain[c.map.terrain(n)].zoc)));
    return ns;
  };
};

/** How a piece is treated by the ZOC movement table of r. 6–9 (AMB-53: tanks as cavalry). */
export type ZocMover = 'infantry' | 'artillery' | 'fast' | 'hq' | 'river';
export const zocMover = (c: Ctx, id: string): ZocMover => {
  if (c.defs.hq(id)) return 'hq';
  const arm = armOf(c, id);
  if (arm === 'artillery') return 'artillery';
  if (arm === 'river-unit') return 'river';
  if (arm === 'cavalry' || arm === 'tank' || arm === 'armoured-car' || arm === 'armoured-train') return 'fast';
  return 'infantry';
};

export type ZocStep =
  | { ok: true; extraHp: number; allMp?: true; stop?: true }
  | { ok: false; rule: string; reason: string; params?: Record<string, string | number> };

/**
 * The ZOC part of one step (10.6–9, 9.27). `maHp` is the starting allowance this turn in
 * half-points (halved when unsupplied; the pursuit allowance in pursuit, AMB-23), `spentHp`
 * what the piece has spent so far, `friendlyOnTo` whether a friendly unit stands on `to`.
 */
export const zocStep = (
  c: Ctx,
  mover: ZocMover,
  fromZoc: boolean,
  toZoc: boolean,
  maHp: number,
  spentHp: number,
  friendlyOnTo: boolean,
): ZocStep => {
  const frac = (d: number): number =>
    c.options.zocExitRounding === 'half-point' ? fractionUpHp(maHp, d) : hp(Math.ceil(maHp / 2 / d));
  if (mover === 'river') return { ok: true, extraHp: 0 };
  if (mover === 'hq') {
    if (fromZoc && toZoc)
      return { ok: false, rule: '10.9', reason: 'an HQ never moves from one enemy ZOC hex to another' };
    if (toZoc && !friendlyOnTo)
      return { ok: false, rule: '9.27', reason: 'an HQ enters enemy ZOC only where a friendly unit stands' };
    return { ok: true, extraHp: 0 };
  }
  if (!fromZoc) return { ok: true, extraHp: 0 };
  if (!toZoc) return { ok: true, extraHp: frac(mover === 'fast' ? 4 : 2) };
  if (mover === 'artillery') {
    // AMB-07: 10.9 forbids it; the alternative lets 13.5's minimum move (the whole allowance) through
    if (c.options.artilleryMinimumMove === 'never-zoc-to-zoc' || spentHp > 0)
      return { ok: false, rule: '10.9', reason: 'artillery never moves from one enemy ZOC hex to another' };
    return { ok: true, extraHp: 0, allMp: true, stop: true };
  }
  if (mover === 'fast') return { ok: true, extraHp: frac(2) };
  if (c.options.infantryZocToZoc === 'whole-move' && spentHp > 0)
    return { ok: false, rule: '10.6', reason: 'infantry moves ZOC to ZOC only as its whole move (AMB-06)' };
  if (spentHp >= maHp) return { ok: false, rule: '10.6', reason: 'no movement points left', params: { why: 'no-mp' } };
  return { ok: true, extraHp: 0, allMp: true, stop: true };
};
