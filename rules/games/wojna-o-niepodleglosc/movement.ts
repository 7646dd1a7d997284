import { findPaths } from '../../core/path.js';
import { enemyUnitOn, friendlyUnitOn, holder, other, sideOf, valuesOf, armOf, type Ctx } from './ctx.js';
import { halfUp, hp } from './rounding.js';
import type { MoveClass, SideId } from './schema.js';
import { checkTrainMove } from './trains.js';
import { checkEchelonRun, loadedAllowanceHp, loadedMoveClass, onEchelon } from './transport.js';
import { zocMover, zocOf, zocStep, type ZocMover } from './zoc.js';
import { flotillasSail, riverReach, riverZocOf } from './flotillas.js';
import { hexsideKey } from '../../core/hex.js';

/**
 * Ch. 13: movement. A piece spends up to its allowance on the hexes it enters and the hexsides
 * it crosses (r. 2, several features add up), at the road rate only along the same road (r. 3),
 * and may always move one hex with all its starting MPs (r. 5) unless the terrain is closed to
 * it or the step is a forbidden ZOC → ZOC (AMB-07). ZOC costs come from zoc.ts, the delay
 * aviation's +1 MP per zone hex left from 17.9.
 */
export const ARMOUR_HALVED = new Set(['armoured-car', 'tank', 'armoured-train', 'river-unit']);

/** 13.1 with 3.12: the starting allowance this turn, in half-points (unsupplied armour: ½ rounded up) */
export const allowanceHp = (c: Ctx, id: string): number => {
  if (c.pieces[id].loadedOn) return loadedAllowanceHp(c, id); // 18 (rules version 5): the transport's
  const h = c.defs.hq(id);
  if (h) return hp(h.ma);
  const v = valuesOf(c, id);
  const ma = c.pieces[id].outOfSupply && ARMOUR_HALVED.has(armOf(c, id)) ? halfUp(v.ma) : v.ma;
  return hp(ma);
};

export const moveClassOf = (c: Ctx, id: string): MoveClass =>
  (c.pieces[id]?.loadedOn ? loadedMoveClass(c, id) : undefined) ??
  c.defs.hq(id)?.moveClass ??
  c.defs.unit(id)?.moveClass ??
  'infantry';

/** 13.2–4: the terrain cost in half-points of the step from → to, or null when it is closed to the class */
export const terrainStepHp = (c: Ctx, cls: MoveClass, from: string, to: string): number | null =>
  stepHp(c, stepTable(c, cls), cls, from, to);

/** the map and the tables never change in a game: each step's cost is worked out once per map, tables and class */
type StepTable = Map<string, Map<string, number | null>>;
const stepCache = new WeakMap<object, WeakMap<object, Partial<Record<MoveClass, StepTable>>>>();
const stepTable = (c: Ctx, cls: MoveClass): StepTable => {
  let byTables = stepCache.get(c.map);
  if (!byTables) stepCache.set(c.map, (byTables = new WeakMap()));
  let byClass = byTables.get(c.tables);
  if (!byClass) byTables.set(c.tables, (byClass = {}));
  return (byClass[cls] ??= new Map());
};
const stepHp = (c: Ctx, table: StepTable, cls: MoveClass, from: string, to: string): number | null => {
  let row = table.get(from);
  if (!row) table.set(from, (row = new Map()));
  let v = row.get(to);
  if (v === undefined) row.set(to, (v = computeStepHp(c, cls, from, to)));
  return v;
};

const computeStepHp = (c: Ctx, cls: MoveClass, from: string, to: string): number | null => {
  const t = c.tables;
  const fromOpen = t.terrain[c.map.terrain(from)].cost[cls] !== null;
  if (c.map.road(from, to)) {
    const r = t.road.cost[cls];
    return r === null ? null : hp(r);
  }
  if (!fromOpen) return null; // r. 3: entered by road, left only along the road
  const base = t.terrain[c.map.terrain(to)].cost[cls];
  if (base === null) return null;
  let total = hp(base);
  for (const f of c.map.hexside(from, to)) {
    const water = f.kind === 'stream' || f.kind === 'river' || f.kind === 'large-river';
    if (water && f.bridge) continue; // a bridge negates the water cost
    const extra = t.hexsides[f.kind].cost[cls];
    if (extra === null) return null;
    total += hp(extra);
  }
  return total;
};

/**
 * 10.2(3), AMB-25 (rules version 7): crossing a navigable hexside an enemy ship watches costs a ground
 * piece not already in the enemy's ZOC what leaving a ZOC costs it; it is otherwise unaffected
 */
const crossingHp = (
  c: Ctx,
  watched: ReadonlySet<string>,
  mover: ZocMover,
  from: string,
  to: string,
  maHp: number,
): number => {
  if (!watched.size || mover === 'hq' || mover === 'river' || !watched.has(hexsideKey(from, to))) return 0;
  const z = zocStep(c, mover, true, false, maHp, 0, false);
  return z.ok ? z.extraHp : 0;
};

export interface MoveCheck {
  ok: boolean;
  /** half-points spent, after the whole path */
  spentHp: number;
  /** the path's last step ended the move (ZOC → ZOC or a minimum move) */
  stopped: boolean;
  rule?: string;
  reason?: string;
  /** index in the path of the step that failed */
  at?: number;
  /** the values the reason names and its kind (`why`), for RuleError.params */
  params?: Record<string, string | number>;
}

export interface MoveOpts {
  /** already spent this activation */
  spentHp?: number;
  /** the enemy's ZOC (computed when absent) */
  enemyZoc?: ReadonlySet<string>;
  /** a different allowance (pursuit, 14.33) */
  allowanceHp?: number;
}

/** Checks one piece walking `path` (its hex first). Stacking limits are not checked here (12.2: only at phase ends). */
export const checkMove = (c: Ctx, id: string, path: readonly string[], o: MoveOpts = {}): MoveCheck => {
  const side: SideId = sideOf(c, id);
  const zoc = o.enemyZoc ?? zocOf(c, side === 'polish' ? 'opposing' : 'polish');
  const delayHexes = c.delay[side === 'polish' ? 'opposing' : 'polish'];
  const delay = delayHexes.length ? new Set(delayHexes) : null;
  const ma = o.allowanceHp ?? allowanceHp(c, id);
  const mover = zocMover(c, id);
  const cls = moveClassOf(c, id);
  const watched = riverZocOf(c, other(side));
  const start = o.spentHp ?? 0;
  let spent = start;
  const fail = (at: number, rule: string, reason: string, params?: MoveCheck['params']): MoveCheck => ({
    ok: false,
    spentHp: spent,
    stopped: false,
    rule,
    reason,
    at,
    ...(params ? { params } : {}),
  });
  if (ma === 0) return fail(1, '13.1', 'a stationary piece cannot move', { why: 'stationary' });
  if (path[0] !== c.pieces[id].hex)
    return fail(0, '13.7', 'the path must start where the piece stands', { why: 'start' });
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1],
      to = path[i];
    if (!c.map.grid.has(to) || !c.map.grid.adjacent(from, to))
      return fail(i, '13.6', `${to} is not next to ${from}`, { to, from });
    const h = holder(c, to);
    if (h !== null && h !== side) return fail(i, '12.1', `${to} holds enemy pieces`, { to, why: 'enemy' });
    const terrain = terrainStepHp(c, cls, from, to);
    if (terrain === null) return fail(i, '13.5', `${to} is closed to this piece`, { to, why: 'closed' });
    const z = zocStep(c, mover, zoc.has(from), zoc.has(to), ma, spent, friendlyUnitOn(c, to, side));
    if (!z.ok) return fail(i, z.rule, z.reason, z.params);
    const delayHp = delay?.has(from) ? 2 : 0;
    if (z.allMp) {
      spent = ma; // all that is left: the move ends at the allowance
      if (i !== path.length - 1) return fail(i + 1, '10.6', 'the move ends after a ZOC → ZOC step');
      return { ok: true, spentHp: spent, stopped: true };
    }
    const step = terrain + z.extraHp + delayHp + (zoc.has(from) ? 0 : crossingHp(c, watched, mover, from, to, ma));
    if (spent + step > ma) {
      // 13.5: one hex with all the starting MPs, as the whole move
      if (i === 1 && path.length === 2 && start === 0) return { ok: true, spentHp: ma, stopped: true };
      return fail(i, '13.2', `not enough movement points: ${(spent + step) / 2} needed, ${ma / 2} available`, {
        need: (spent + step) / 2,
        have: ma / 2,
      });
    }
    spent += step;
  }
  return { ok: true, spentHp: spent, stopped: false };
};

/** for view code: would any enemy unit be on this hex */
export const blockedFor = (c: Ctx, hex: string, side: SideId): boolean => enemyUnitOn(c, hex, side);

/**
 * Every hex this piece may end its move on, with a cheapest legal path and its cost (for the view's
 * targets): core's path finder over the same step costs checkMove adds up, plus the one-hex minimum
 * moves (13.5). A path's cost is what checkMove spends on it: a step's ZOC cost depends on what was
 * spent before only through "nothing yet" (the start) or "something" (every later hex: every step
 * costs at least ½ MP), and a ZOC → ZOC step that takes all that is left can only be a first step
 * (from any later hex it would overrun the budget). movement.test.ts checks the two agree.
 */
export const reachable = (
  c: Ctx,
  id: string,
  spentHp = 0,
  /** a pursuit's allowance instead of the piece's own, with no one-hex minimum move (14.34, 14.38) */
  pursuitHp?: number,
): Map<string, { path: string[]; hp: number }> => {
  const side = sideOf(c, id);
  const start = c.pieces[id].hex!;
  const zoc = zocOf(c, side === 'polish' ? 'opposing' : 'polish');
  const delayHexes = c.delay[side === 'polish' ? 'opposing' : 'polish'];
  const delay = delayHexes.length ? new Set(delayHexes) : null;
  const ma = pursuitHp ?? allowanceHp(c, id);
  const mover = zocMover(c, id);
  const cls = moveClassOf(c, id);
  const watched = riverZocOf(c, other(side));
  const out = new Map<string, { path: string[]; hp: number }>();
  if (ma === 0) return out;
  const arm = c.defs.unit(id)?.arm;
  // ch. 16 (rules version 6): along the river; a pursuit too (16.5, AMB-24)
  if (arm === 'river-unit') return flotillasSail(c) ? riverReach(c, id, ma - spentHp) : out;
  if (arm === 'armoured-train') return railReach(c, id, start, ma - spentHp);
  if (onEchelon(c, id)) return railReach(c, id, start, ma - spentHp, zoc);
  const table = stepTable(c, cls);
  const r = findPaths({
    start,
    neighbours: (h) => c.map.neighbours(h),
    budget: ma - spentHp,
    cost: (from, to) => {
      const h = holder(c, to);
      if (h !== null && h !== side) return null;
      const t = stepHp(c, table, cls, from, to);
      if (t === null) return null;
      const fromZoc = zoc.has(from);
      // zocStep: no ZOC cost leaving a free hex, but a crossing a ship watches (rules version 7)
      if (!fromZoc && mover !== 'hq')
        return t + (delay?.has(from) ? 2 : 0) + crossingHp(c, watched, mover, from, to, ma);
      const z = zocStep(
        c,
        mover,
        fromZoc,
        zoc.has(to),
        ma,
        from === start ? spentHp : spentHp + 1,
        friendlyUnitOn(c, to, side),
      );
      if (!z.ok) return null;
      return z.allMp ? ma - spentHp : t + z.extraHp + (delay?.has(from) ? 2 : 0);
    },
  });
  for (const [cell, at] of r.cells) if (cell !== start) out.set(cell, { path: r.pathTo(cell)!, hp: spentHp + at.cost });
  if (pursuitHp !== undefined) return out;
  for (const n of c.map.neighbours(start)) {
    if (out.has(n)) continue;
    const m = checkMove(c, id, [start, n], { spentHp, enemyZoc: zoc });
    if (m.ok) out.set(n, { path: [start, n], hp: m.spentHp });
  }
  return out;
};

/**
 * Can this piece (not a train or river unit) move at all: `reachable(c, id).size > 0` without the
 * search. Every reachable hex lies past a first step, and a first step alone is a legal move when
 * its terrain and ZOC allow it (within the allowance, or else 13.5's minimum move), which is what
 * checkMove answers for the two-hex path.
 */
export const canMove = (c: Ctx, id: string): boolean => {
  const start = c.pieces[id].hex!;
  const zoc = zocOf(c, sideOf(c, id) === 'polish' ? 'opposing' : 'polish');
  return c.map.neighbours(start).some((n) => checkMove(c, id, [start, n], { enemyZoc: zoc }).ok);
};

/** 15.2: the rail hexes a train can reach (1 MP a hex), each path confirmed by checkTrainMove (an echelon's by checkEchelonRun) */
const railReach = (
  c: Ctx,
  id: string,
  start: string,
  budgetHp: number,
  /** an echelon's run (18.3): the enemy's ZOC, which it does not enter */
  echelonZoc?: ReadonlySet<string>,
): Map<string, { path: string[]; hp: number }> => {
  const out = new Map<string, { path: string[]; hp: number }>();
  const r = findPaths({
    start,
    neighbours: (h) =>
      c.map
        .neighbours(h)
        .filter((n) => c.map.rail(h, n) && !(echelonZoc && (echelonZoc.has(n) || enemyUnitOn(c, n, sideOf(c, id))))),
    cost: () => 2,
    budget: budgetHp,
  });
  for (const cell of r.cells.keys()) {
    if (cell === start) continue;
    const path = r.pathTo(cell)!;
    const m = echelonZoc
      ? checkEchelonRun(c, sideOf(c, id), path, budgetHp, echelonZoc)
      : checkTrainMove(c, id, path, budgetHp);
    if (m.ok) out.set(cell, { path, hp: m.spentHp });
  }
  return out;
};
