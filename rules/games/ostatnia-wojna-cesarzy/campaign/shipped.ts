import { PACK } from '../pack.js';
import type { CampaignCard } from './card.js';

/** The shipped pack's Campaign card and stage calendar (ours). */
export const CARD: CampaignCard = PACK.campaign!;
export const CALENDAR: readonly string[] = PACK.calendar!.stages;
