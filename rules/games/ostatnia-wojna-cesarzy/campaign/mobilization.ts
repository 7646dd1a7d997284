import type { CampaignCard } from './card.js';
import { type Problem, problem } from './time.js';

/** Rule 30: the mobilization plan of the first stage, and 30.1's border in the first Allied turn. */

/** the nations whose first-stage arrivals follow the plan (30) */
export const MOBILIZING = ['AH', 'RU'] as const;
const mobilizing = (nat: string): boolean => (MOBILIZING as readonly string[]).includes(nat);

/** 30: the plan town a unit must be railed to in the first stage, or null */
export const planTown = (card: CampaignCard, unit: string): string | null =>
  card.mobilization.find((m) => m.unit === unit)?.town ?? null;

/**
 * 30: a rail transfer in the campaign's first stage: a planned unit goes to its plan town (free of
 * rail limits); no other Austro-Hungarian or Russian unit rides a train that stage.
 */
export const mobilizationRail = (
  card: CampaignCard,
  x: { stage: number; unit: string; nat: string; to: string },
): { free: boolean } | Problem => {
  if (x.stage !== 1 || !mobilizing(x.nat)) return { free: false };
  const town = planTown(card, x.unit);
  if (!town)
    return problem('30', 'mobilization', 'no other Austro-Hungarian or Russian rail transfer in the first stage');
  if (x.to !== town) return problem('30', 'plan-town', `${x.unit} is railed to its mobilization town ${town}`);
  return { free: true };
};

/** 30: the planned units still owed a rail transfer at the end of the first movement phase (a batch may not end with any) */
export const mobilizationOwed = (
  card: CampaignCard,
  x: { stage: number; arrivedByRail: readonly string[]; due: readonly string[] },
): string[] =>
  x.stage !== 1
    ? []
    : card.mobilization.map((m) => m.unit).filter((u) => x.due.includes(u) && !x.arrivedByRail.includes(u));

/** 30.1: in the first (Allied) player-turn Austro-Hungarian units stay off Russian soil on the Galician front */
export const borderProblem = (x: { turn: number; nat: string; toNat: string; toFront: string }): Problem | null =>
  x.turn === 0 && x.nat === 'AH' && x.toNat === 'RU' && x.toFront === 'G'
    ? problem('30.1', 'border', 'in the first turn Austro-Hungarian units do not cross the Russian border in Galicia')
    : null;
