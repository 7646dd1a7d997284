/** 6.5 advance choices computed on a state (for the view; combat-flow has the same rule on a Ctx). */
import type { Dice } from '../../core/contract.js';
import { advanceChoices } from './phases/combat-flow.js';
import type { MState } from './state.js';

const noDice: Dice = {
  roll: () => {
    throw new Error('no dice here');
  },
};
export const advanceChoicesOf = (s: MState) => advanceChoices({ s, ev: [], dice: noDice, at: '', side: s.active });
