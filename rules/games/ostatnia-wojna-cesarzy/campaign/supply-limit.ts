import type { CampaignCard, CampaignSide } from './card.js';
import { type Problem, problem } from './time.js';

/** Rule 29: the campaign income and the Allies' trades of VP for SuP. */

/**
 * 29: the SuP `side` may spend this supply phase with the trade `sup` (0: none), and the VP it moves
 * (positive: toward the Russians, as the track counts).
 */
export const campaignIncome = (
  card: CampaignCard,
  side: CampaignSide,
  trade: number,
): { income: number; vp: number } | Problem => {
  if (!trade) return { income: card.income[side], vp: 0 };
  if (side !== 'allies') return problem('29', 'trade-side', 'only the Allies trade VP for SuP');
  const t = card.vpTrades.find((x) => x.sup === trade);
  if (!t) return problem('29', 'trade', `no trade of ${trade} SuP (${card.vpTrades.map((x) => x.sup).join(', ')})`);
  return { income: card.income[side] + t.sup, vp: t.vp };
};
