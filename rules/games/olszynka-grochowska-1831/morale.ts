import type { Dice } from '../../core/contract.js';
import { def, peek, unit, type Ctx } from './ctx.js';
import { d10 } from './die.js';
import { moraleBonus } from './leaders.js';
import { loseLevels, type LevelOutcome } from './levels.js';
import { printedMorale } from './units.js';

/**
 * R 1.8: the morale test. Roll the d10 and add the modifiers; a result at or below the unit's
 * morale passes, one or two above loses one efficiency level, three or more above routs (R 1.8.1).
 * The modified roll is never clamped (AMB-60): 9 + 2 against 8 is a fail by 3.
 */
export type Verdict = 'pass' | 'fail' | 'rout';
export const judge = (result: number, morale: number): Verdict => {
  const over = result - morale;
  return over <= 0 ? 'pass' : over <= 2 ? 'fail' : 'rout';
};

export interface Modifier {
  value: number;
  /** the rule that gives it, e.g. "5.5.1.1" */
  rule: string;
  why: string;
}

/** R 1.3.1, 3.5, 3.6.1, 12.6.4: printed (reverse −1) +1 for an own leader in the hex (not a deputy) −1 demoralized */
export const effectiveMorale = (c: Ctx, id: string): number => {
  const u = peek(c, id);
  return printedMorale(def(c, id), u) + moraleBonus(c, id) - (u.level === 'demoralized' ? 1 : 0);
};

export interface MoraleTest {
  unit: string;
  die: number;
  modifiers: Modifier[];
  result: number;
  morale: number;
  verdict: Verdict;
  /** the unit's level after the test */
  after: LevelOutcome;
}

/** rolls and applies one test: a fail loses a level, a rout sends the unit to the Routed box */
export const moraleTest = (c: Ctx, id: string, dice: Dice, modifiers: Modifier[] = []): MoraleTest => {
  const die = d10(dice);
  const morale = effectiveMorale(c, id);
  const result = die + modifiers.reduce((s, m) => s + m.value, 0);
  const verdict = judge(result, morale);
  const after = verdict === 'pass' ? unit(c, id).level : loseLevels(c, id, verdict === 'fail' ? 1 : 3);
  return { unit: id, die, modifiers, result, morale, verdict, after };
};
