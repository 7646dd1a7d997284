import type { PackIndex } from './pack.js';
import type { LeaderDef, UnitDef } from './schema.js';
import type { LeaderState, Position, SideId, UnitState } from './state.js';
import type { Options } from './variants.js';
import { isArtillery } from './units.js';
import { own, stackIn } from './occupancy.js';

/**
 * What every procedure works on: the pack, the options and a position it may change (apply hands
 * it a copy). Who stands where comes from `occupancy.ts`, rebuilt when a counter has moved.
 */
export interface Ctx {
  P: PackIndex;
  pos: Position;
  opts: Options;
  /** the game's rules version (state.ts `rulesVersion`; absent: 1) */
  rulesVersion?: number;
}

export const def = (c: Ctx, id: string): UnitDef => c.P.unit(id);
/** a unit, as the batch may change it (inside `apply`, its copy: occupancy.ts `own`) */
export const unit = (c: Ctx, id: string): UnitState => {
  const u = own(c.pos.units, id);
  if (!u) throw new Error(`unit ${id} is not in play`);
  return u;
};
/**
 * a unit to read only: the input's own object, never copied (`unit` copies a unit the batch may change;
 * a check that copied every unit it looked at made the index compare them all at each look-up after)
 */
export const peek = (c: Ctx, id: string): UnitState => {
  const u = c.pos.units[id];
  if (!u) throw new Error(`unit ${id} is not in play`);
  return u;
};
export const sideOf = (c: Ctx, id: string): SideId => c.P.unit(id).side;
export const enemyOf = (s: SideId): SideId => (s === 'pl' ? 'ru' : 'pl');

/** R 6.5, 6.6: the units in a hex, top first */
export const stackAt = (c: Ctx, hex: string): UnitState[] => stackIn(c.pos.units, hex).slice();

/** the side holding a hex with combat units, if any */
export const occupant = (c: Ctx, hex: string): SideId | undefined => {
  const s = stackIn(c.pos.units, hex);
  return s.length ? sideOf(c, s[0].id) : undefined;
};

/** R 6.6: the top unit, or the highest non-artillery unit when artillery is on top */
export const headOf = (c: Ctx, hex: string): UnitState | undefined => {
  const s = stackIn(c.pos.units, hex);
  return s.find((u) => !isArtillery(def(c, u.id))) ?? s[0];
};

export const leaderDef = (c: Ctx, id: string): LeaderDef => c.P.leader(id);
export const leadersAt = (c: Ctx, hex: string): LeaderState[] =>
  Object.values(c.pos.leaders).filter((l) => l.at === hex);

/** puts a unit on a hex at the bottom of the stack there (R 6.4: free) */
export const putUnit = (c: Ctx, id: string, hex: string): void => {
  const u = unit(c, id);
  const below = stackAt(c, hex).filter((x) => x.id !== id);
  u.at = hex;
  u.order = below.length ? below[below.length - 1].order + 1 : 0;
};
