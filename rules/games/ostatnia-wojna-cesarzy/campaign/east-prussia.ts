import type { CampaignCard } from './card.js';
import { type CampaignOptions, optionOf } from './options.js';
import { type Problem, problem, reached } from './time.js';

/** Rule 37: the Russians' obligations in East Prussia, and what they may score there. */

/**
 * 37.1 (AMB-58): in each of his first `offensiveTurns` turns the Russian player owes an offensive on
 * the East Prussian front: `offensiveAttacks` attacks (normal and repeat phases together) and
 * `offensiveSup` SuP paid there (option sup-only: the SuP alone). Null when nothing is owed, else what is missing.
 */
export const offensiveOwed = (
  card: CampaignCard,
  x: { russianTurn: number; attacks: number; paid: number },
  opts?: Partial<CampaignOptions>,
): Problem | null => {
  const e = card.eastPrussia;
  if (x.russianTurn >= e.offensiveTurns) return null;
  const attacks = optionOf(opts, 'eastOffensive') === 'attacks' ? e.offensiveAttacks : 0;
  if (x.attacks >= attacks && x.paid >= e.offensiveSup) return null;
  return problem(
    '37.1',
    'east-prussian-offensive',
    `an offensive on front ${e.front} is owed: ${x.attacks}/${attacks} attacks, ${x.paid}/${e.offensiveSup} SuP`,
  );
};

/** 37.2: a commanded Russian unit took a War Aim on German soil: pools are compelled; before `captureBefore` also VP */
export const germanAimTaken = (
  card: CampaignCard,
  calendar: readonly string[],
  date: string,
): { vp: number; compel: number[] } => ({
  vp: reached(calendar, date, card.eastPrussia.captureBefore) ? 0 : card.eastPrussia.captureVp,
  compel: card.eastPrussia.compelledPools,
});

/** 37.3: stage-end VP to the Allies while no Russian Army HQ stands on German soil */
export const noHqVp = (card: CampaignCard, russianHqOnGermanSoil: boolean): number =>
  russianHqOnGermanSoil ? 0 : card.eastPrussia.noHqVp;

/** 37.4: commanded Russian units hold every hex of the pair: VP once */
export const pairVp = (
  card: CampaignCard,
  x: { heldByCommandedRussians: (hex: string) => boolean; scored: boolean },
): number => (!x.scored && card.eastPrussia.pair.every(x.heldByCommandedRussians) ? card.eastPrussia.pairVp : 0);

/** 37.5: Austro-Hungarian units and Legions do not enter German soil on the East Prussian front of their own will */
export const entryProblem = (
  card: CampaignCard,
  x: { nat: string; hexNat: string; hexFront: string },
): Problem | null =>
  (x.nat === 'AH' || x.nat === 'PL') && x.hexNat === 'DE' && x.hexFront === card.eastPrussia.front
    ? problem('37.5', 'german-soil', 'Austro-Hungarian units and Legions stay off German soil in East Prussia')
    : null;
