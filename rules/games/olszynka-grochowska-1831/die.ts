import type { Dice } from '../../core/contract.js';

/** R 1.4.1: the game's only die is a d10 read 0–9 ("0" is zero): core's zero-based die. */
export const d10 = (dice: Dice): number => dice.roll(10, { zeroBased: true });

/** R 1.6.1: .50 and above rounds up, below rounds down. */
export const roundHalfUp = (x: number): number => Math.floor(x + 0.5 + 1e-9);
