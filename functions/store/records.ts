/**
 * What the store needs to know of the records it keeps: the fields it keys and indexes them by.
 * The full shapes (`GameRecord`, `TurnRecord`) belong to the platform (functions/play/types.ts);
 * they fit these, and the store hands back whatever it was given, so it stays free of the rules
 * and of the platform's logic.
 */
export interface RecordShape {
  setup: { id: string; game: string; createdAt: string };
  version: number;
  lifecycle: string;
  /** while a deadline runs the game is on the DUE queue */
  deadline: { at: string } | null;
  dice: { seedHash: string };
  updatedAt: string;
  state: unknown;
  /** the rules version (and pack hash) whose code wrote `state`; snapshots carry it as attributes */
  stateRules?: { version: number; packHash?: string };
}

export interface TurnShape {
  gameId: string;
  version: number;
  kind: string;
  side: string;
  at: string;
  userId?: string;
  idempotencyKey?: string;
  awaitedUsers: string[];
}

/** a game's membership item (`USER#id` / `GAME#id`): "my games" */
export interface Membership {
  userId: string;
  gameId: string;
  side: string;
  role: 'player' | 'invited';
  game: string;
  since: string;
}

/** A game's clock as chosen at creation (functions/clock/game-clock.ts runs it), kept on games and leagues. */
export type ClockConfig =
  | { kind: 'fischer'; initialMs: number; incrementMs: number; capMs: number; vacation?: boolean }
  | { kind: 'none'; perMoveMs: number; vacation?: boolean };
