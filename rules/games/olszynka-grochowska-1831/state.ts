/**
 * The position as plain JSON. A unit is on a hex (its label) or in a box; the order of units in a
 * hex is `order` (lower = higher in the stack, R 6.5). Leaders likewise. Per-activation and
 * per-stage flags live in `flags` so the end-of-activation clean-up can clear them at once.
 */
export type SideId = 'pl' | 'ru';
export const LEVELS = ['full', 'disorganized', 'demoralized'] as const;
export type Level = (typeof LEVELS)[number];
export const BOXES = ['routed', 'eliminated', 'offmap', 'pending'] as const;
export type Box = (typeof BOXES)[number];

export interface UnitFlags {
  moved?: boolean;
  fired?: boolean;
  attacked?: boolean;
  wasAttacked?: boolean;
  reacted?: boolean;
  /** R 5.7: left an enemy ZOC this phase */
  leftZoc?: boolean;
  /** R 10.2.2: the charge declared at the start of the move was valid so far */
  charge?: { target: string; valid: boolean };
  /** R 10.3.2: impetus granted by a passed counter-charge */
  counterCharged?: boolean;
  continued?: boolean;
}

export interface UnitState {
  id: string;
  /** a hex label, or a box */
  at: string;
  facing: number;
  square?: boolean;
  level: Level;
  /** strength points lost (R 12.1.2: permanent) */
  losses: number;
  order: number;
  flags: UnitFlags;
  /** R 2.3.3: activated this stage (artillery activated with another formation) */
  activated?: boolean;
}

export interface LeaderState {
  id: string;
  /** a hex label, 'routed', 'removed' or 'offmap' */
  at: string;
  /** R 3.6: null, 'dead' (deputy for the rest of the game) or the last stage of a wound */
  deputy: null | 'dead' | number;
  /** R 3.2: reverse side up (activated this stage) */
  activated: boolean;
}

export interface Position {
  stage: number;
  lastStage: number;
  units: Record<string, UnitState>;
  leaders: Record<string, LeaderState>;
}

export const onMap = (at: string): boolean => !(BOXES as readonly string[]).includes(at) && at !== 'removed';
