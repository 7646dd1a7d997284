import type { Batch, GameEvent, GameResult, Halt, SetupOptions, Side, Status } from '../../rules/core/contract.js';
import type { ClockConfig, ClockState } from '../clock/game-clock.js';
import type { DiceRange } from '../dice/hmac-dice.js';

/** Where a game is in its life, independent of the rules' own phases. */
export const LIFECYCLES = ['open', 'invited', 'active', 'over', 'cancelled'] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];

/** Every change to a game is a turn of one of these kinds (ARCHITECTURE.md, "Data"). */
export const TURN_KINDS = ['orders', 'join', 'decline', 'resign', 'timeout', 'claim', 'vacation', 'default-answer'] as const;
export type TurnKind = (typeof TURN_KINDS)[number];

export interface Seat {
  userId: string;
  /** the player's display name when they took the seat */
  name: string;
}

/** The creation parameters: enough to rebuild version 0 (setup) for replay and audit. */
export interface GameSetup {
  id: string;
  game: string;
  scenario: string;
  options: SetupOptions;
  createdAt: string;
  createdBy: string;
  /** seats taken at creation (the creator's) */
  seats: Record<Side, Seat | null>;
  /** the invited opponent, or null for an open seat */
  invite: { side: Side; email: string; userId: string } | null;
  clock: ClockConfig;
  /** rated games change the players' Glicko-2 ratings for this title when they end (absent: unrated) */
  rated?: boolean;
  /** a league game: which league, round and board (functions/leagues; absent for casual games) */
  league?: { id: string; clubId: string; round: number; board: number };
}

/** A game as the platform keeps it, without its seed. Pure JSON; `runTurn` derives the next one. */
export interface GameRecord {
  setup: GameSetup;
  version: number;
  lifecycle: Lifecycle;
  seats: Record<Side, Seat | null>;
  /** the rules module's state */
  state: unknown;
  /** the rules module's status of `state` (cached for the lobby) */
  status: Status;
  /** the game's result, whether the rules or the platform (resignation, claim) ended it */
  result: GameResult | null;
  clock: ClockState;
  /** when the first awaited side's time runs out, and whose; null when no clock runs */
  deadline: { at: string; side: Side } | null;
  dice: { seedHash: string; next: number; setup: DiceRange };
  /** a side whose whole-turn time ran out (the opponent may claim) */
  flagged: Side | null;
  /** sides on vacation since the given time (the clocks helper adds the accounting) */
  vacation: Record<Side, string | null>;
  updatedAt: string;
}

/** What a caller asks to happen; `runTurn` turns it into a TurnRecord. */
export interface TurnInput {
  kind: TurnKind;
  side: Side;
  /** who acted (absent for the system's own turns: timeouts, default answers) */
  userId?: string;
  /** orders, or the stored default answer */
  batch?: Batch;
  /** join: the display name; vacation: { on: boolean } */
  name?: string;
  data?: unknown;
  at: string;
  idempotencyKey?: string;
}

/** One entry of the game's log: `TURN#<version>`. */
export interface TurnRecord extends TurnInput {
  gameId: string;
  version: number;
  dice: DiceRange;
  events: GameEvent[];
  /** who is awaited after this turn, and their players — the notifier emails them */
  awaited: Side[];
  awaitedUsers: string[];
  deadline: { at: string; side: Side } | null;
  lifecycle: Lifecycle;
  /** the batch halted: `batch` holds only the orders applied (before `halted.at`) */
  halted?: Halt;
}
