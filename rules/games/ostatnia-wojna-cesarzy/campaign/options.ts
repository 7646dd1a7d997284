import { z } from 'zod';

/**
 * The campaign's readings of the spec's ambiguities (README "Decisions", AMB-33–58). The first value
 * of each is the recommended reading and the default; the other changes play and is offered as a
 * campaign option, and a game option of the create form (`option-fields.ts`), kept in the campaign state.
 */
export const CAMPAIGN_OPTIONS = {
  /** AMB-33, 28.1: a unit is rebuilt from its owner's second own supply phase after the loss, or the next one */
  rebuildDelay: ['second-own', 'next-own'],
  /** AMB-34, 33.3.1: removed track markers go back after the last occupied field, or after the current stage */
  trackRefill: ['after-last', 'after-current'],
  /** AMB-35, 38.2: Królewiec is closed when the Russians hold both 1209 and 1309, or either */
  portBlock: ['both', 'either'],
  /** AMB-46, 34: holding an arrival back pays +1 SuP a unit per stage, or once */
  arrivalDelay: ['per-stage', 'once'],
  /** AMB-47, 37.2: the compelled call of pools 1–2 keeps the 10-SP limit, or overrides it */
  compelledCall: ['within-limit', 'over-limit'],
  /** AMB-49, 40.2: at a balance of 0 both sides are "not winning", or the game never stabilizes at 0 */
  stabilizationTie: ['both', 'never'],
  /** AMB-58, 37.1: the compulsory East Prussian offensive needs 3 attacks and 9 SuP, or the SuP only */
  eastOffensive: ['attacks', 'sup-only'],
} as const;
export type CampaignOptionKey = keyof typeof CAMPAIGN_OPTIONS;
export type CampaignOptions = { [K in CampaignOptionKey]: (typeof CAMPAIGN_OPTIONS)[K][number] };
export const DEFAULT_CAMPAIGN_OPTIONS = Object.fromEntries(
  Object.entries(CAMPAIGN_OPTIONS).map(([k, v]) => [k, v[0]]),
) as CampaignOptions;
/** the setup option `campaign` (index.ts): any of the keys, each one of its readings */
export const campaignOptionsSchema = z
  .object(
    Object.fromEntries(
      Object.entries(CAMPAIGN_OPTIONS).map(([k, v]) => [k, z.enum(v as unknown as [string, ...string[]]).optional()]),
    ),
  )
  .strict();
export const optionOf = <K extends CampaignOptionKey>(o: Partial<CampaignOptions> | undefined, k: K) =>
  (o?.[k] ?? DEFAULT_CAMPAIGN_OPTIONS[k]) as CampaignOptions[K];
