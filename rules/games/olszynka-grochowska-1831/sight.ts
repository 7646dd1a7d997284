import { hexLine } from '../../core/hex.js';
import { def, type Ctx } from './ctx.js';
import { stackIn } from './occupancy.js';

/**
 * Chapter 8: line of sight, centre to centre (R 8.2). Blocked by a village, forest or hill hex, or any
 * non-artillery unit, that the line passes through or runs along the edge of (R 8.3): where the line
 * runs along a hexside, core's two nudged lines differ and a blocker on EITHER side blocks. The
 * observer's and target's own hexes never block (R 8.4). R 8.5: an intervening unit closer to a
 * higher observer than to the target does not block, so sight is then one-way (R 8.6).
 */
const elevation = (c: Ctx, hex: string): number => c.P.terrainOf(hex).elevation;

/** the hexes strictly between a and b that the line touches (both sides of a hexside-grazing line) */
export const between = (c: Ctx, a: string, b: string): string[] => {
  const g = c.P.grid;
  const A = g.toAxial(a),
    B = g.toAxial(b);
  const out = new Set<string>();
  for (const n of [1, -1] as const)
    for (const h of hexLine(A, B, n).slice(1, -1)) {
      const l = g.labelAt(h);
      if (l !== undefined) out.add(l);
    }
  return [...out];
};

export interface Sight {
  clear: boolean;
  /** the first blocking hex and why */
  blockedBy?: { hex: string; by: 'terrain' | 'unit' };
}

export const lineOfSight = (c: Ctx, observer: string, target: string): Sight => {
  const g = c.P.grid;
  const higher = elevation(c, observer) > elevation(c, target);
  for (const h of between(c, observer, target)) {
    if (c.P.terrainOf(h).blocksLos) return { clear: false, blockedBy: { hex: h, by: 'terrain' } };
    if (stackIn(c.pos.units, h).some((u) => def(c, u.id).arm !== 'artillery')) {
      const closer = g.distance(observer, h) < g.distance(h, target);
      if (!(higher && closer)) return { clear: false, blockedBy: { hex: h, by: 'unit' } };
    }
  }
  return { clear: true };
};
