/**
 * What the bot fears: the hexes an enemy battalion or squadron could attack in its next activation.
 * Each enemy unit that may fight (not artillery) spreads over the map on core's path finder with its
 * printed allowance (R 7.2) and the pack's terrain costs — facing and zones of control left out, so
 * the estimate errs on the side of caution — and threatens every hex next to a hex it can reach.
 * The map gives, for each threatened hex, the enemy points that could come.
 */
import { findPaths } from '../../core/path.js';
import type { PackIndex } from './pack.js';
import { onMap, type GameState, type SideId } from './state.js';
import { isArtillery, moveClass, printedAllowance, strengthOf } from './units.js';

export const threatsAgainst = (P: PackIndex, s: GameState, side: SideId): Map<string, number> => {
  const out = new Map<string, number>();
  for (const u of Object.values(s.pos.units)) {
    const d = P.unit(u.id);
    if (d.side === side || !onMap(u.at) || isArtillery(d)) continue;
    const cls = moveClass(d);
    const reach = findPaths({
      start: u.at,
      neighbours: (h) => P.grid.neighbourCells(h),
      cost: (_a, b) => P.terrainOf(b).mp[cls] ?? null,
      budget: printedAllowance(d),
    });
    const hit = new Set<string>();
    for (const h of reach.cells.keys()) for (const n of P.grid.neighbourCells(h)) hit.add(n);
    for (const h of hit) out.set(h, (out.get(h) ?? 0) + strengthOf(d, u));
  }
  return out;
};
