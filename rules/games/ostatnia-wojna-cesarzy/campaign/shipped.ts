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
/**
 * For rules outside the campaign that read a Campaign-card figure (F.5's Balkan pools, the bot's
 * East Prussian front): the game's card, or ours when a club pack brings none, as before cards were read
 * from the pack, so such a pack still plays scenarios A–C and F.
 */
export const cardOrOurs = (s: { pack?: string }): CampaignCard => packOf(s).campaign ?? CARD;
