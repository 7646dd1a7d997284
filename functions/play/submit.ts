/**
 * A player's batch of orders, judged as docs/architecture.md says:
 * - a repeated idempotency key is answered from the turn it made (found after expectedVersion);
 * - a stale expectedVersion is a conflict, except for simultaneous answers: it is still judged
 *   when, since that version, only sides awaited together with the caller have submitted and the
 *   caller is still awaited;
 * - a side that is not awaited may submit only standing orders, or replace its sealed part of a
 *   simultaneous window while the others' parts are not all in (status.replaceable);
 * - a batch that halts is applied up to the halt; the turn holds only that prefix;
 * - losing the race for the turn number means: reload and judge again.
 */
import type { Batch, RuleError, Side } from '../../rules/core/contract.js';
import { commitTurn, type Decision } from './turns.js';
import type { GameStore, LoadedGame, WhileUpdating } from './games.js';
import { mayOrder } from './awaited.js';
import { sideOf } from './present.js';
import type { TurnRecord } from './types.js';
import { timed, type Timings } from '../timings.js';

export interface OrdersRequest {
  expectedVersion: number;
  idempotencyKey: string;
  /** the batch as received; `parseBatch` checks it against the game's module once it is loaded */
  batch: unknown;
}

export type SubmitOutcome =
  | { kind: 'applied'; game: LoadedGame; side: Side; turn: TurnRecord; repeated: boolean }
  | { kind: 'conflict'; game: LoadedGame; side: Side; code: 'stale' | 'not-awaited' | 'not-active'; message: string }
  | { kind: 'refused'; game: LoadedGame; side: Side; error: RuleError }
  | { kind: 'not-found' }
  | { kind: 'forbidden' };

export const submitOrders = async (
  store: GameStore,
  gameId: string,
  userId: string,
  req: OrdersRequest,
  now: () => Date,
  /** throws (e.g. a 400 with the path) when the batch does not fit the module's schema */
  parseBatch: (game: LoadedGame) => Batch,
  /** the game as the route read it with the session (null: read here) */
  first: LoadedGame | null = null,
  /** the request's timings (api/server-timing.ts) */
  timings?: Timings,
  /** the answer's work while the game update is on the wire (games.ts `WhileUpdating`) */
  whileUpdating?: WhileUpdating,
): Promise<SubmitOutcome> => {
  let side: Side = '';
  const out = await commitTurn<SubmitOutcome>(
    store,
    gameId,
    async (game): Promise<Decision<SubmitOutcome>> => {
      const { record } = game;
      const seated = sideOf(record, userId);
      if (!seated || record.seats[seated]?.userId !== userId) return { stop: { kind: 'forbidden' } };
      side = seated;
      const batch = timed(timings, 'validation', () => parseBatch(game));
      const conflict = (code: 'stale' | 'not-awaited' | 'not-active', message: string) => ({
        stop: { kind: 'conflict', game, side, code, message } as const,
      });

      if (req.expectedVersion > record.version) return conflict('stale', `the game is at version ${record.version}`);
      if (req.expectedVersion < record.version) {
        // the turn at expectedVersion says who was awaited then; the ones after say who has acted since
        const since = await store.turns(gameId, Math.max(1, req.expectedVersion), record.version);
        const mine = since.find(
          (t) => t.version > req.expectedVersion && t.userId === userId && t.idempotencyKey === req.idempotencyKey,
        );
        if (mine) return { stop: { kind: 'applied', game, side, turn: mine, repeated: true } };
        if (
          !stillJudged(since, req.expectedVersion, side, record.lifecycle === 'active' ? record.status.waitingFor : [])
        )
          return conflict('stale', `the game moved on to version ${record.version}`);
      }
      if (record.lifecycle !== 'active') return conflict('not-active', 'the game is not being played');
      if (!mayOrder(record, side, batch)) return conflict('not-awaited', `it is not ${side}'s turn`);
      return {
        write: { kind: 'orders', side, userId, batch, at: now().toISOString(), idempotencyKey: req.idempotencyKey },
      };
    },
    first,
    timings,
    whileUpdating,
  );
  switch (out.kind) {
    case 'not-found':
      return { kind: 'not-found' };
    case 'stopped':
      return out.value;
    case 'committed':
      return { kind: 'applied', game: out.game, side, turn: out.turn, repeated: false };
    case 'refused':
      if (out.by === 'rules') return { kind: 'refused', game: out.game, side, error: out.error };
      return {
        kind: 'conflict',
        game: out.game,
        side,
        code: out.error.code === 'not-active' ? 'not-active' : 'not-awaited',
        message: out.error.message,
      };
    case 'busy':
      return {
        kind: 'conflict',
        game: out.game,
        side,
        code: 'stale',
        message: 'too many concurrent submissions; reload and try again',
      };
  }
};

/** The simultaneous-answer exception to "stale is a conflict". `since` starts at the turn of expectedVersion (if any). */
const stillJudged = (since: TurnRecord[], expectedVersion: number, side: Side, awaitedNow: Side[]): boolean => {
  const then = since.find((t) => t.version === expectedVersion);
  if (!then?.awaited.includes(side) || then.awaited.length < 2) return false;
  const after = since.filter((t) => t.version > expectedVersion);
  return (
    after.every((t) => t.kind === 'orders' && t.side !== side && then.awaited.includes(t.side)) &&
    awaitedNow.includes(side)
  );
};
