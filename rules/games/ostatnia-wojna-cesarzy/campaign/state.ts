import type { CampaignCard } from './card.js';
import type { Dead } from './elimination.js';
import type { CampaignOptions } from './options.js';
import { initialTrack, type Track } from './western.js';

/**
 * What the campaign rules add to a game's state: small and sparse (no map, no per-hex table): the
 * reinforcement track's occupied fields, the ids of units called, formed or eliminated, and a few
 * per-turn flags. Absent in every state whose scenario lacks the rule group `campaign`.
 */
export interface CampaignState {
  /** the campaign options chosen at setup (absent: the defaults, campaign/options.ts) */
  options?: Partial<CampaignOptions>;
  /** 34 (option arrivalDelay = once): arrivals already held back once */
  held?: string[];
  /** 33.3: markers per date field (fields without markers absent) */
  track: Track;
  /** 33: the Campaign-card units called so far (entered or on their way) */
  called: string[];
  /** 33.1: SP called in the stage named */
  calledSp?: { stage: number; sp: number };
  /** 33.2: the Allies' secret call entering in the next Allied movement phase (visible to the Allies only) */
  call?: { units: string[]; town: string; stage: number; exposed?: boolean };
  /** 28: units eliminated by a second break in the open, with the player-turn of the loss (others are gone for good) */
  dead?: Record<string, Dead>;
  /** 31, 32, 35: units formed from the card (they may not move in the turn they are formed: `unitsFormed`) */
  formed?: string[];
  /** 31: the player-turn of the last landsturm or Army HQ formed */
  formedTurn?: number;
  /** 32: the stage of the last Legion brigade */
  legionStage?: number;
  /** 37.2: German War Aims a commanded Russian unit has marched into */
  commandedCaptures?: string[];
  /** 37.2: German War Aims the Russians have taken (each compels once) */
  aimsTaken?: string[];
  /** 37.2: the Allies must call the compelled pools in their next turn */
  compel?: boolean;
  /** 37.4: scored once */
  pairScored?: boolean;
  /** 38: the stage of the last voyage */
  seaStage?: number;
  /** 28.1, 31, 32: units formed or rebuilt this player-turn: they neither move nor rally in it */
  fixed?: string[];
  /** 28.2: fronts on which a division was disbanded this player-turn (no offensive there) */
  noOffensive?: string[];
}

/** the campaign at its start: the card's track; pool units already in play count as called (D, E) */
export const initCampaign = (
  card: CampaignCard,
  inPlay: readonly string[] = [],
  calendar: readonly string[] = [],
  start?: string,
): CampaignState => ({
  // a scenario starting later (D, E) keeps only the fields from its first stage on
  track: Object.fromEntries(
    Object.entries(initialTrack(card)).filter(([d]) => !start || calendar.indexOf(d) >= calendar.indexOf(start)),
  ),
  called: card.pools.flatMap((p) => p.units).filter((u) => inPlay.includes(u)),
});
