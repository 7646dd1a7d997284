import type { MoveClass, UnitDef } from './schema.js';
import type { UnitState } from './state.js';
import { roundHalfUp } from './die.js';

/**
 * What a counter's printed values and its losses give (R 1.3, 1.5, 6.7, 7.2, 11.1, 12.1.4).
 * Artillery has two states, full and weakened, then it is eliminated (R 1.5.4, 11.1).
 */
export const isArtillery = (d: UnitDef): boolean => d.arm === 'artillery';
export const isHorseArtillery = (d: UnitDef): boolean => d.artillery === 'horse';
/** R 5.5.3, 5.8, 7.11: cavalry and horse artillery move and withdraw alike */
export const movesLikeCavalry = (d: UnitDef): boolean => d.arm === 'cavalry' || isHorseArtillery(d);

/** R 7.2: infantry 4, heavy cavalry 6, cavalry 7, foot artillery and rockets 4, horse artillery 5 */
export const printedAllowance = (d: UnitDef): number =>
  d.arm === 'infantry' ? 4 : d.arm === 'cavalry' ? (d.heavy ? 6 : 7) : isHorseArtillery(d) ? 5 : 4;
export const LEADER_MP = 8;

/** R 2.3.7.2, 12.6.5, 1.6.1: half, rounded half up; AMB-12: uncommanded and demoralized halve twice (option `halveOnce`) */
export const allowance = (d: UnitDef, u: Pick<UnitState, 'level'>, commanded: boolean, halveOnce = false): number => {
  let mp = printedAllowance(d);
  const halvings = (commanded ? 0 : 1) + (u.level === 'demoralized' ? 1 : 0);
  for (let i = 0; i < (halveOnce ? Math.min(1, halvings) : halvings); i++) mp = roundHalfUp(mp / 2);
  return mp;
};

export const moveClass = (d: UnitDef, square = false): MoveClass =>
  d.arm === 'infantry'
    ? square
      ? 'square'
      : 'infantry'
    : d.arm === 'cavalry'
      ? 'cavalry'
      : isHorseArtillery(d)
        ? 'horseArtillery'
        : 'artillery';

/** R 12.1.4: current strength; 0 = eliminated */
export const strengthOf = (d: UnitDef, u: Pick<UnitState, 'losses'>): number => Math.max(0, d.strength - u.losses);

/** R 12.1.4, 1.3.3: the reverse is up once half or more is lost; artillery after its first loss (weakened) */
export const flipped = (d: UnitDef, u: Pick<UnitState, 'losses'>): boolean =>
  isArtillery(d) ? u.losses >= 1 : strengthOf(d, u) <= Math.floor(d.strength / 2);

/** R 12.1.4: the "−n" marker on the counter's current side */
export const lossMarker = (d: UnitDef, u: Pick<UnitState, 'losses'>): number =>
  isArtillery(d) ? 0 : (flipped(d, u) ? Math.floor(d.strength / 2) : d.strength) - strengthOf(d, u);

/** R 12.1.4, 11.1: how many points eliminate it */
export const pointsToEliminate = (d: UnitDef): number => (isArtillery(d) ? 2 : d.strength);

/** R 1.3.1: the reverse prints morale one lower */
export const printedMorale = (d: UnitDef, u: Pick<UnitState, 'losses'>): number => d.morale - (flipped(d, u) ? 1 : 0);

/** R 6.7: infantry 1 per point, cavalry 2 per point, artillery 9 (8 with no star, 4 weakened) */
export const stackValue = (d: UnitDef, u: Pick<UnitState, 'losses'>): number =>
  d.arm === 'infantry'
    ? strengthOf(d, u)
    : d.arm === 'cavalry'
      ? 2 * strengthOf(d, u)
      : flipped(d, u)
        ? 4
        : d.stars === 0
          ? 8
          : 9;
export const STACK_LIMIT = 18;

/** R 1.3.5, 1.3.6, 12.6.8: skirmisher or impetus stars count 0 when demoralized */
export const effectiveStars = (d: UnitDef, u: Pick<UnitState, 'level'>): number =>
  u.level === 'demoralized' || d.arm === 'artillery' ? 0 : d.stars;
