import type { Dice } from '../../core/contract.js';

/**
 * Ch. 1 r. 4 and r. 6: the die and the rounding. Movement points are kept as integer
 * half-points ("hp": forest 1.5 MP = 3 hp) so every cost in the rules is exact.
 */

/** 1.4: one d10 read 0–9 (core's zero-based die) */
export const d10 = (dice: Dice): number => dice.roll(10, { zeroBased: true });

/** 1.6: a fraction below .5 rounds down, .5 and above rounds up */
export const round = (x: number): number => Math.floor(x + 0.5 + 1e-9);
/** half of n, rounded up (3.12 unsupplied armour, 18.9 loaded units in defence) */
export const halfUp = (n: number): number => Math.ceil(n / 2);

/** MP (halves allowed) → half-points */
export const hp = (mp: number): number => Math.round(mp * 2);
/** half-points → MP */
export const mp = (halfPoints: number): number => halfPoints / 2;
/** a fraction of an allowance in half-points, rounded up to the next half-point (10.6, AMB-05: 5 MP / 2 = 2.5) */
export const fractionUpHp = (allowanceHp: number, divisor: number): number => Math.ceil(allowanceHp / divisor);
