import type { TurnInput } from '../play/types.js';
import { commitTurn, notBefore } from '../turns/commit-turn.js';
import type { GameStore, LoadedGame } from '../turns/games.js';

export type SystemTurnOutcome = { done: true; game: LoadedGame } | { done: false; why: string };

/**
 * Writes a turn the platform decides (a timeout, a default answer, a vacation) through the turn
 * service. `decide` returns null when nothing is to be done any more — which is what a second
 * sweeper sees after the first one won the race for the turn number.
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
