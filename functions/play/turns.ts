/**
 * The turn service: every writer of a turn — a player's orders, joins, declines, resignations,
 * claims, timeouts, default answers, vacations, league withdrawals — goes through `commitTurn`
 * (`commitSystemTurn` is its form for the platform's own turns).
 *
 *   read the game as stored → decide → put TURN#<v+1> if absent → update the game if still at v
 *
 * The first read is the game item alone (or the one the caller batch-read with its session): no look
 * at the log. When the put finds TURN#<v+1> present — another writer was first, or one died between
 * its two writes and left the state behind its log — load with repair (the turns beyond the state
 * re-run and written) and decide again, a bounded number of times. This is the only retry loop. `decide` sees the freshly loaded game each time and either names the turn to
 * write or stops with an answer of its own (a conflict, an idempotent repeat, "nothing to do"),
 * which comes back as it is. What the rules made of the turn (its events, and whatever else the
 * contract adds to a turn, such as a halt) is on the committed `turn`.
 */
import type { RuleError } from '../../rules/core/contract.js';
import type { TurnInput, TurnRecord } from './types.js';
import type { GameStore, LoadedGame, WhileUpdating } from './games.js';
import type { Timings } from '../timings.js';

/** What `decide` answers: write this turn, or stop without writing (the value is handed back). */
export type Decision<S> = { write: TurnInput } | { stop: S };

export type TurnOutcome<S> =
  /** the turn is in the log and the game is at its version; `before` is the game it was decided on */
  | { kind: 'committed'; game: LoadedGame; turn: TurnRecord; before: LoadedGame }
  | { kind: 'stopped'; game: LoadedGame; value: S }
  /** the rules (or the platform's own checks in runTurn) refused the turn; nothing was written */
  | { kind: 'refused'; game: LoadedGame; by: 'rules' | 'platform'; error: RuleError }
  | { kind: 'not-found' }
  /** lost the race for the turn number every time; `game` is the last one loaded */
  | { kind: 'busy'; game: LoadedGame };

/** Races lost before giving up: each one means another turn was committed meanwhile. */
export const MAX_TURN_ATTEMPTS = 8;

export const commitTurn = async <S = never>(
  games: GameStore,
  gameId: string,
  decide: (game: LoadedGame) => Decision<S> | Promise<Decision<S>>,
  /** the game as the caller already read it (with its session, in one call); default: read here */
  first?: LoadedGame | null,
  /** the request's timings (api/server-timing.ts): the rules and the writes are added to them */
  timings?: Timings,
  /** work to do while the game update of a committed turn is on the wire (games.ts `WhileUpdating`) */
  whileUpdating?: WhileUpdating,
): Promise<TurnOutcome<S>> => {
  let game: LoadedGame | null = null;
  for (let attempt = 0; attempt <= MAX_TURN_ATTEMPTS; attempt++) {
    // the request path reads no log; the put of the next turn is what finds a log ahead
    game = attempt === 0 ? (first ?? (await games.read(gameId))) : await games.load(gameId);
    if (!game) return { kind: 'not-found' };
    const decision = await decide(game);
    if ('stop' in decision) return { kind: 'stopped', game, value: decision.stop };
    const out = await games.commit(game, decision.write, timings, whileUpdating);
    if (out.ok) return { kind: 'committed', game: out.game, turn: out.turn, before: game };
    if (out.refusedBy !== 'race') return { kind: 'refused', game, by: out.refusedBy, error: out.error };
  }
  return { kind: 'busy', game: game! };
};

/** A turn the platform decides is never stamped earlier than the game's last one: the log's times only grow. */
const notBefore = (game: LoadedGame, at: string): string => (at < game.record.updatedAt ? game.record.updatedAt : at);

export type SystemTurnOutcome = { done: true; game: LoadedGame } | { done: false; why: string };

/**
 * A turn the platform decides (a timeout, a default answer, a vacation): `decide` returns null when
 * nothing is to be done any more — which is what a second sweeper sees after the first one won the
 * race for the turn number. The turn is stamped no earlier than the game's last one.
 */
export const commitSystemTurn = async (
  d: { games: GameStore },
  gameId: string,
  decide: (game: LoadedGame) => TurnInput | null,
): Promise<SystemTurnOutcome> => {
  const out = await commitTurn<string>(d.games, gameId, (game) => {
    const input = decide(game);
    return input ? { write: { ...input, at: notBefore(game, input.at) } } : { stop: 'nothing to do' };
  });
  switch (out.kind) {
    case 'committed':
      return { done: true, game: out.game };
    case 'stopped':
      return { done: false, why: out.value };
    case 'not-found':
      return { done: false, why: 'no such game' };
    case 'refused':
      return { done: false, why: `${out.error.code}: ${out.error.message}` };
    case 'busy':
      return { done: false, why: 'too many concurrent changes' };
  }
};
