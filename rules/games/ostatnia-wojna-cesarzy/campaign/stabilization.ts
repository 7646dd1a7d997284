import type { CampaignCard, CampaignSide } from './card.js';
import { type CampaignOptions, optionOf } from './options.js';
import { reached } from './time.js';

/**
 * Rule 40.2: from `stabilizationFrom`, when the player who is not winning declares no offensive on any
 * front in his supply phase, the game ends (AMB-49: at a balance of 0 both are not winning; option
 * never: a tie never ends it). After the calendar's last stage the game ends in any case (the phase
 * machine's end of stages).
 * `vp` is the track's balance, positive toward the Russians.
 */
export const notWinning = (vp: number, side: CampaignSide, opts?: Partial<CampaignOptions>): boolean => {
  if (vp === 0) return optionOf(opts, 'stabilizationTie') === 'both';
  return side === 'russians' ? vp < 0 : vp > 0;
};
export const stabilized = (
  card: CampaignCard,
  calendar: readonly string[],
  x: { date: string; vp: number; phasing: CampaignSide; declaredOffensive: boolean },
  opts?: Partial<CampaignOptions>,
): boolean =>
  reached(calendar, x.date, card.stabilizationFrom) && !x.declaredOffensive && notWinning(x.vp, x.phasing, opts);
