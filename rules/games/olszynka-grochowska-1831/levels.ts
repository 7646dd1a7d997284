import { def, unit, type Ctx } from './ctx.js';
import { LEVELS, type Level } from './state.js';
import { isArtillery } from './units.js';

/**
 * R 12.4–12.7: efficiency levels full → disorganized → demoralized → routed. Losing past
 * demoralized routs: the unit goes to the shared Routed Units box (R 12.7.1). Artillery routed in
 * a stack with other units is eliminated instead (R 11.1), which the combat code decides.
 */
export type LevelOutcome = Level | 'routed';

export const loseLevels = (c: Ctx, id: string, n: number): LevelOutcome => {
  const u = unit(c, id);
  const i = LEVELS.indexOf(u.level) + n;
  if (i >= LEVELS.length) {
    rout(c, id);
    return 'routed';
  }
  u.level = LEVELS[Math.max(0, i)];
  return u.level;
};

/** R 12.7.1: to the Routed Units box (a square dissolves) */
export const rout = (c: Ctx, id: string): void => {
  const u = unit(c, id);
  u.at = 'routed';
  u.level = 'demoralized';
  delete u.square;
  u.flags = {};
};

/** R 12.1.4, 11.1: eliminated for good */
export const eliminate = (c: Ctx, id: string): void => {
  const u = unit(c, id);
  u.at = 'eliminated';
  delete u.square;
  u.flags = {};
};

/** R 12.1: one strength point lost; returns true when that eliminated the unit */
export const losePoint = (c: Ctx, id: string): boolean => {
  const u = unit(c, id);
  const d = def(c, id);
  u.losses += 1;
  if (u.losses >= (isArtillery(d) ? 2 : d.strength)) {
    eliminate(c, id);
    return true;
  }
  return false;
};
