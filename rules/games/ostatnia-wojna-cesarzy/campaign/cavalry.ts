import type { CampaignCard } from './card.js';
import { stagesSince } from './time.js';

/**
 * Rule 35: cavalry concentration. From `cavalry.from`, in each own supply phase, an HQ on the card that
 * is on the map and whose corps has not formed rolls: success on the target or less; the target rises
 * by `step` each calendar stage (AMB-51), and from 12 the corps forms without a roll.
 */
export const AUTOMATIC = 12;
/** null: not yet (before `from`) */
export const cavalryTarget = (card: CampaignCard, calendar: readonly string[], date: string): number | null => {
  const n = stagesSince(calendar, date, card.cavalry.from);
  return n < 0 ? null : Math.min(AUTOMATIC, card.cavalry.target + card.cavalry.step * n);
};
/** the roll's outcome: automatic at 12 (no die is rolled) */
export const cavalryForms = (target: number, roll: number | null): boolean =>
  target >= AUTOMATIC || (roll !== null && roll <= target);

/** 35: the card's HQs that roll now, and the corps lost for good because their HQ was eliminated first */
export const cavalryCandidates = (
  card: CampaignCard,
  side: string,
  x: {
    sideOf: (u: string) => string;
    onMap: (u: string) => boolean;
    dead: (u: string) => boolean;
    done: readonly string[];
  },
): { roll: { hq: string; corps: string }[]; lost: string[] } => {
  const mine = card.cavalry.corps.filter((c) => x.sideOf(c.hq) === side && !x.done.includes(c.corps));
  return {
    roll: mine.filter((c) => x.onMap(c.hq)),
    lost: mine.filter((c) => x.dead(c.hq)).map((c) => c.corps),
  };
};
