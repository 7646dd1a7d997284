import type { CampaignCard } from './card.js';
import { type Problem, problem, reached } from './time.js';

/** Rule 32: the Polish Legions, formed by a die roll in Allied supply phases. */

/**
 * 32 (AMB-45: War Aims held now): the target is the card's base, +1 per War Aim the Allies hold,
 * −1 per War Aim on Austro-Hungarian soil the Russians hold, −2 per brigade already formed.
 */
export const legionTarget = (
  card: CampaignCard,
  x: { alliedAims: number; russianAimsOnAH: number; formed: number },
): number => card.legions.target + x.alliedAims - x.russianAimsOnAH - 2 * x.formed;

/** 32: the next brigade, in numerical order (null: all formed) */
export const nextBrigade = (card: CampaignCard, formed: number): string | null => card.legions.brigades[formed] ?? null;

/** 32: may the Allies roll for a Legion now (from legions.from, at most one brigade a stage, a brigade left, its town a Legion town)? */
export const legionProblem = (
  card: CampaignCard,
  calendar: readonly string[],
  x: { date: string; formed: number; formedThisStage: boolean; town: string; townFree: boolean },
): Problem | null => {
  if (!reached(calendar, x.date, card.legions.from))
    return problem('32', 'too-early', `Legions are formed from ${card.legions.from}`);
  if (!nextBrigade(card, x.formed)) return problem('32', 'none-left', 'every Legion brigade is formed');
  if (x.formedThisStage) return problem('32', 'one-a-stage', 'at most one brigade a stage');
  if (!card.legions.towns.includes(x.town))
    return problem('32', 'town', `Legions form in ${card.legions.towns.join(', ')}`);
  if (!x.townFree)
    return problem('32', 'town-held', 'the town is held or threatened by the enemy (placed like landsturm, 31)');
  return null;
};

/** 32: the roll's outcome */
export const legionRoll = (target: number, roll: number): boolean => roll <= target;
