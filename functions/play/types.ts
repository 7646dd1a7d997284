import type { Batch, GameEvent, GameResult, Halt, SetupOptions, Side, Status } from '../../rules/core/contract.js';
import type { ClubPackRef } from '../store/club-pack-items.js';
import type { Text } from '../../rules/core/text.js';
import type { ClockConfig, ClockState } from '../clock/game-clock.js';
import type { DiceRange } from '../dice/hmac-dice.js';

/** Where a game is in its life, independent of the rules' own phases. */
export const LIFECYCLES = ['open', 'invited', 'active', 'over', 'cancelled'] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];

/** Every change to a game is a turn of one of these kinds (docs/architecture.md, "Data"). */
export const TURN_KINDS = [
  'orders',
  'join',
  'decline',
  'resign',
  'timeout',
  'claim',
  'vacation',
  'default-answer',
] as const;
export type TurnKind = (typeof TURN_KINDS)[number];

export interface Seat {
  userId: string;
  /** the player's display name when they took the seat */
  name: string;
  /** the computer's seat in a practice game (userId is COMPUTER_USER: no account, no email, no clock) */
  computer?: true;
}

/** An invitation to one seat. */
export interface Invite {
  side: Side;
  email: string;
  userId: string;
}

/** Which rules made something: a module's rules version and its pack's content hash. */
export interface RulesStamp {
  version: number;
  packHash?: string;
}

/** A game whose log no longer reproduces under the current rules (npm run check-games). */
export interface Divergence {
  /** the first turn that replays differently */
  fromVersion: number;
  detail: string;
  /** the rules version it was checked under, and when */
  rulesVersion: number;
  checkedAt: string;
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
  /** the invited opponent, or null for an open seat (with several invitations: the first of `invites`) */
  invite: Invite | null;
  /** every invitation, one per invited seat (games of three or more seats; absent: just `invite`) */
  invites?: Invite[];
  /**
   * the rules the game was created under: the module's rules version and its pack's content hash.
   * Setup runs under this version on every replay, so the game keeps its behaviour (absent: version 1)
   */
  rules?: RulesStamp;
  clock: ClockConfig;
  /** rated games change the players' Glicko-2 ratings for this title when they end (absent: unrated) */
  rated?: boolean;
  /** a practice game against the computer (functions/play/computer.ts): unrated, clocks off, never open */
  practice?: true;
  /** a league game: which league, round and board (functions/leagues; absent for casual games) */
  league?: { id: string; clubId: string; round: number; board: number };
  /**
   * a game on a club's own pack (functions/packs): pinned to the content `hash` of the version it
   * was created with; only the club's members may take a seat, and no seat is ever open
   */
  clubPack?: ClubPackRef;
}

export type { ClubPackRef };

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
  /**
   * the rules version whose code wrote `state` (its shape); older states are migrated on load.
   * Absent on records made before rules versions: version 1
   */
  stateRules?: RulesStamp;
  /**
   * the log no longer reproduces under the current rules (`npm run check-games`): the game goes on
   * from its stored state and replays from its snapshots; never blocked. (`flagged` is the clock's.)
   */
  diverged?: Divergence;
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
  /**
   * the game turn and phase the turn was played in (the status before it), so the log and the
   * replay read "Turn 4 · Allied movement"; absent in turns stored before it was kept
   */
  during?: TurnPhase;
}

/** where in the game a turn was played: the status's turn and phase label (public, like the status) */
export interface TurnPhase {
  turn?: number;
  phaseLabel?: Text;
}
