import { def, enemyOf, sideOf, type Ctx } from './ctx.js';
import { zoneHexes } from './facing.js';
import type { SideId, UnitState } from './state.js';
import { onMap } from './state.js';
import { zocIndex } from './occupancy.js';

/**
 * R 5.1–5.3: zones of control. Every infantry and cavalry unit on the map has one, whatever its
 * strength or level (R 12.6.3): its two front-zone hexes, or all six in square (R 4.1.2).
 * Artillery and leaders have none.
 */
export const hasZoc = (c: Ctx, u: UnitState): boolean => onMap(u.at) && def(c, u.id).arm !== 'artillery';

export const zocOf = (c: Ctx, u: UnitState): string[] =>
  !hasZoc(c, u) ? [] : u.square ? c.P.grid.neighbours(u.at) : zoneHexes(c.P.grid, u.at, u.facing, 'front');

/** the units of `side`'s enemy whose ZOC covers `hex` */
export const enemyZocAt = (c: Ctx, hex: string, side: SideId): UnitState[] => {
  const foe = enemyOf(side);
  const ids = zocIndex(c.pos.units, (u) => zocOf(c, u)).get(hex);
  if (!ids) return [];
  const out: UnitState[] = [];
  for (const id of ids) if (sideOf(c, id) === foe) out.push(c.pos.units[id]);
  return out;
};
export const inEnemyZoc = (c: Ctx, hex: string, side: SideId): boolean => enemyZocAt(c, hex, side).length > 0;
