import type { TurnInput } from '../play/types.js';
import type { LoadedGame } from '../store/games.js';
import type { NotifyDeps } from '../notify/deps.js';

export type SystemTurnOutcome = { done: true; game: LoadedGame } | { done: false; why: string };

/**
 * Writes a turn the platform decides (a timeout, a default answer, a vacation) on the freshly
 * loaded game. `decide` returns null when nothing is to be done any more — which is what a second
 * sweeper sees after the first one won the race for the turn number.
 */
export const commitSystemTurn = async (
  d: Pick<NotifyDeps, 'games'>,
  gameId: string,
  decide: (game: LoadedGame) => TurnInput | null,
): Promise<SystemTurnOutcome> => {
  for (let attempt = 0; attempt < 6; attempt++) {
    const game = await d.games.load(gameId);
    if (!game) return { done: false, why: 'no such game' };
    const input = decide(game);
    if (!input) return { done: false, why: 'nothing to do' };
    // a turn never goes back in time: the log's times only grow
    const at = input.at < game.record.updatedAt ? game.record.updatedAt : input.at;
    const out = await d.games.commit(game, { ...input, at });
    if (out.ok) return { done: true, game: out.game };
    if (out.refusedBy !== 'race') return { done: false, why: `${out.error.code}: ${out.error.message}` };
  }
  return { done: false, why: 'too many concurrent changes' };
};
