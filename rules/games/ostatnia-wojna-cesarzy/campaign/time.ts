import { fail } from '../events.js';
import type { CampaignSide } from './card.js';

/**
 * Campaign time: stages are named by their date (1.2); a player-turn is numbered from 0 (the Allied
 * turn of the first stage), so "the owner's second own supply phase after" is arithmetic.
 */
export const turnNo = (stage: number, phasing: CampaignSide): number =>
  (stage - 1) * 2 + (phasing === 'allies' ? 0 : 1);
export const turnSide = (turn: number): CampaignSide => (turn % 2 === 0 ? 'allies' : 'russians');
export const stageOfTurn = (turn: number): number => Math.floor(turn / 2) + 1;

/** how many stages `now` is after `from` in the calendar (negative: before); throws on an unknown date */
export const stagesSince = (calendar: readonly string[], now: string, from: string): number => {
  const a = calendar.indexOf(now);
  const b = calendar.indexOf(from);
  if (a < 0 || b < 0) throw new Error(`unknown stage ${a < 0 ? now : from}`);
  return a - b;
};
export const reached = (calendar: readonly string[], now: string, from: string): boolean =>
  stagesSince(calendar, now, from) >= 0;

/** A refusal: the rule broken and why (the caller adds `at` and fails the batch). */
export interface Problem {
  rule: string;
  code: string;
  message: string;
}
export const problem = (rule: string, code: string, message: string): Problem => ({ rule, code, message });
/** refuses the batch with a rule's problem, at the order (or its field) `at` */
export function refuse(p: Problem, at: string): never {
  return fail(p.rule, p.code, p.message, at);
}
