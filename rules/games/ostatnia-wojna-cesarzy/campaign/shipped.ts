import { PACK } from '../pack.js';
import { packOf } from '../pack-of.js';
import type { CampaignCard } from './card.js';

/** The shipped pack's Campaign card and stage calendar (ours): the tests that check our card read these. */
export const CARD: CampaignCard = PACK.campaign!;
export const CALENDAR: readonly string[] = PACK.calendar!.stages;

/**
 * The Campaign card and stage calendar of the pack a game plays on: ours, or the club pack its state
 * names by hash (pack-of.ts; createOwc(pack) registers it), so a club's edited card is the one in play.
 */
export const cardOf = (s: { pack?: string }): CampaignCard => {
  const card = packOf(s).campaign;
  if (!card) throw new Error('ostatnia-wojna-cesarzy: the campaign rules need a pack with a Campaign card');
  return card;
};
export const calendarOf = (s: { pack?: string }): readonly string[] => packOf(s).calendar?.stages ?? [];
