import type { Side } from '../../rules/core/contract.js';
import { isFinished, presentGame, sideOf } from '../play/present.js';
import type { TurnInput } from '../play/types.js';
import { commitTurn } from '../play/turns.js';
import { computerAwaited, playComputer } from '../play/computer.js';
import type { LoadedGame } from '../play/games.js';
import type { Context } from 'hono';
import type { Env, Services } from './deps.js';
import { callerId } from './session.js';
import { ApiError, conflict, forbidden, notFound } from './errors.js';
import type { Timings } from '../timings.js';

/**
 * The game as this side sees it now; the seed goes in only once the game has ended. `timings`: the
 * request's, when timed (the module's own view is reported apart as `rules-view`).
 */
export const view = (svc: Services, game: LoadedGame, side: Side | null, timings?: Timings) =>
  presentGame(game.module, game.record, side, {
    publicUrl: svc.deps.config.publicUrl,
    now: svc.deps.clock.now(),
    ...(isFinished(game.record) ? { seed: game.seed } : {}),
    ...(timings ? { timings } : {}),
  });

/**
 * An answer whose JSON is written already (`gameJson`): the view and the submission, the answers a
 * page asks for most. Its headers go in as a plain record with `no-store` on it already, which the
 * Node adapter writes as they are: through `c.body`, the no-store middleware had to look at the
 * answer's headers, and that alone builds a `Headers` object the adapter then turns back into a
 * record. `more`: any other header of this answer (a route's `c.header` would be lost here).
 */
export const jsonAnswer = (json: string, status: 200 | 201 = 200, more: Record<string, string> = {}): Response => {
  const res = new Response(json, {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...more },
  });
  storeNothing.add(res);
  return res;
};
const storeNothing = new WeakSet<Response>();
/** an answer `jsonAnswer` made: `cache-control: no-store` is on it already */
export const saysNoStore = (res: Response): boolean => storeNothing.has(res);

/** The game as stored (one GetItem: the request path reads no log; see play/turns.ts); 404 if none. */
export const loadGame = async (svc: Services, gameId: string): Promise<LoadedGame> => {
  const game = await svc.games.read(gameId);
  if (!game) throw notFound('no such game');
  return game;
};

/**
 * A practice game whose computer is awaited: the computer plays now (play/computer.ts) and the game
 * is read again, so the answer shows its reply. Any other game comes back as it is.
 */
export const answerComputer = async (svc: Services, game: LoadedGame): Promise<LoadedGame> => {
  if (!computerAwaited(game.record).length) return game;
  const id = game.record.setup.id;
  // the player's own turn is in: a failure here is the computer's, answered on the next look, not a 500
  const report = await playComputer(svc, id, () => svc.deps.clock.now()).catch((e: unknown) => {
    svc.deps.log?.(`computer in ${id} failed`, e);
    return null;
  });
  if (report && report.stopped !== 'done') svc.deps.log?.(`computer in ${id} stopped: ${report.stopped}`);
  return (await svc.games.load(id).catch(() => null)) ?? game;
};

/** The side a user holds or is invited to in a game; 403 otherwise. */
const sideIn = (game: LoadedGame, userId: string): Side => {
  const side = sideOf(game.record, userId);
  if (!side) throw forbidden('you do not play in this game');
  return side;
};

/** A game the user plays or is invited to, with their side; 404 / 403 otherwise. */
export const loadMine = async (
  svc: Services,
  gameId: string,
  userId: string,
): Promise<{ game: LoadedGame; side: Side }> => {
  const game = await loadGame(svc, gameId);
  return { game, side: sideIn(game, userId) };
};

/** `loadMine` for a route behind `requireUserAndGame`: the game came with the session. */
export const mine = (c: Context<Env>): { game: LoadedGame; side: Side } => {
  const game = c.get('game');
  if (!game) throw notFound('no such game');
  return { game, side: sideIn(game, callerId(c)) };
};

/**
 * A platform turn (join, decline, resign…) through the turn service: `decide` looks at the freshly
 * loaded game and returns the turn to write or throws; a lost race for the turn number reloads and
 * decides again.
 */
export const commitPlatformTurn = async (
  svc: Services,
  gameId: string,
  decide: (game: LoadedGame) => Omit<TurnInput, 'at'>,
  viewer: (game: LoadedGame) => Side | null,
): Promise<LoadedGame> => {
  const out = await commitTurn(svc.games, gameId, (game) => ({
    write: { ...decide(game), at: svc.deps.clock.now().toISOString() },
  }));
  switch (out.kind) {
    case 'committed':
      return out.game;
    case 'not-found':
      throw notFound('no such game');
    case 'refused':
      throw conflict(out.error.code, out.error.message, view(svc, out.game, viewer(out.game)));
    case 'stopped':
    case 'busy':
      throw new ApiError(409, 'busy', 'too many concurrent changes; reload and try again');
  }
};
