import { enemyUnitOn, type Ctx } from './ctx.js';
import type { SideId } from './schema.js';

/**
 * Ch. 6: reinforcements arrive on the hexes of the Reinforcement Card and pay nothing to enter
 * the map. When an enemy unit holds the designated hex, the owner may enter on any hex within 3
 * of it that holds no enemy unit (AMB-46), nearest first.
 */
export const entryHexes = (c: Ctx, side: SideId, designated: string): string[] =>
  enemyUnitOn(c, designated, side)
    ? c.map.grid.within(designated, 3).filter((h) => !enemyUnitOn(c, h, side))
    : [designated];

/** the pieces due on `turn` for `side` (6) */
export const dueReinforcements = (c: Ctx, side: SideId, turn: number): { piece: string; hex: string }[] =>
  c.scenario.reinforcements.filter(
    (r) => r.turn === turn && (c.defs.unit(r.piece)?.side ?? c.defs.hq(r.piece)?.side) === side,
  );
