/**
 * Rule 10: initiative. Each side rolls a d6 (the German 2d6 once Hindenburg is in play, 10.2.3),
 * +1 for last turn's holder, +1 per combat last turn in which it forced a flight, +1 per combat
 * in which the enemy played RETREAT and lost EP (10.1.1). The higher total wins; a tie rolls again.
 */
export interface InitiativeRecord {
  flightsForced: number;
  enemyRetreatsWithLoss: number;
}
export const initiativeModifier = (heldLastTurn: boolean, r: InitiativeRecord): number =>
  (heldLastTurn ? 1 : 0) + r.flightsForced + r.enemyRetreatsWithLoss;
/** 10.2.3: how many dice the side rolls */
export const initiativeDice = (side: 'de' | 'ru', hindenburg: boolean): number => (side === 'de' && hindenburg ? 2 : 1);
/** the winner of one round, or null on a tie (roll again, 10.1.1) */
export const initiativeWinner = (de: number, ru: number): 'de' | 'ru' | null =>
  de > ru ? 'de' : ru > de ? 'ru' : null;
