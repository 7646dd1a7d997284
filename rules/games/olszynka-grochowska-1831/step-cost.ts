import type { HexGrid } from '../../core/hex.js';
import { def, type Ctx } from './ctx.js';
import type { PackIndex } from './pack.js';
import type { MoveClass } from './schema.js';
import { moveClass } from './units.js';

/**
 * R 7.3, 7.5: what a step costs. A step's price for one movement class depends on the pack alone (the
 * terrain entered, a road along the hexside, the hexside's feature), so it is worked out once per pack
 * and hexside (hex × 6 + direction) and kept: the view's searches price thousands of steps a unit.
 */

/** one class's cost of entering `to` from `from`: terrain (or road) + hexside; null = forbidden (R 7.5) */
const classCost = (P: PackIndex, from: string, to: string, cls: MoveClass): number | null => {
  const terrain = P.terrainOf(to).mp[cls];
  if (terrain === null) return null;
  const road = P.roadStep(from, to) ? P.pack.tables.roadMp : Infinity;
  const side = P.hexside(from, to);
  const extra = side ? P.pack.tables.hexsides.find((h) => h.id === side)!.extraMp[cls] : 0;
  if (extra === null) return null;
  return Math.min(terrain, road) + extra;
};

/** the terrain + hexside cost of entering `to` from `from` for these units (the dearest); null = forbidden (R 7.5) */
export const stepCost = (c: Ctx, from: string, to: string, ids: readonly string[], square = false): number | null => {
  let worst = 0;
  for (const id of ids) {
    const v = classCost(c.P, from, to, moveClass(def(c, id), square));
    if (v === null) return null;
    worst = Math.max(worst, v);
  }
  return worst;
};

// per pack and class: each hexside's price (NaN: not yet worked out; -1: forbidden)
const kept = new WeakMap<PackIndex, Map<MoveClass, Float64Array>>();
const pricesOf = (P: PackIndex, g: HexGrid, cls: MoveClass): Float64Array => {
  let byClass = kept.get(P);
  if (!byClass) kept.set(P, (byClass = new Map()));
  let a = byClass.get(cls);
  if (!a) byClass.set(cls, (a = new Float64Array(g.size * 6).fill(Number.NaN)));
  return a;
};

/** `stepCost` of the step from the grid's hex number `from` in direction `dir` (to its neighbour `to`) */
export const stepCostAt = (
  c: Ctx,
  from: number,
  dir: number,
  to: number,
  ids: readonly string[],
  square = false,
): number | null => {
  const g = c.P.grid;
  let worst = 0;
  for (const id of ids) {
    const cls = moveClass(def(c, id), square);
    const prices = pricesOf(c.P, g, cls);
    let v = prices[from * 6 + dir];
    if (Number.isNaN(v)) prices[from * 6 + dir] = v = classCost(c.P, g.labels[from], g.labels[to], cls) ?? -1;
    if (v < 0) return null;
    worst = Math.max(worst, v);
  }
  return worst;
};
