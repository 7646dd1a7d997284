import { ADJUDICATION_GRACE_MS } from './game-clock.js';

export { ADJUDICATION_GRACE_MS };

export const adjudicationAt = (timedOutAt: Date): Date => new Date(timedOutAt.getTime() + ADJUDICATION_GRACE_MS);

/**
 * What the sweeper does with a deadline that has passed, in order of preference:
 * a mid-turn answer gets the module's default answer; a player with vacation days left in a game
 * that allows it goes on vacation automatically; otherwise the turn is timed out (claimable).
 */
export type TimeoutAction = 'default-answer' | 'auto-vacation' | 'timeout';

export const timeoutAction = (o: {
  midTurn: boolean;
  hasDefaultAnswer: boolean;
  vacationAllowed: boolean;
  bankLeftMs: number;
}): TimeoutAction => {
  if (o.midTurn && o.hasDefaultAnswer) return 'default-answer';
  if (o.vacationAllowed && o.bankLeftMs > 0) return 'auto-vacation';
  return 'timeout';
};
