/**
 * Practice games against the computer. The computer's seat is played by the game's bot
 * (`module.botBatch`, else `module.randomBatch`) as the platform's own `orders` turns, through the
 * same turn service as every other writer (`commitSystemTurn`): the batch is logged, so replay and
 * the dice audit apply it like any player's and never ask the bot again.
 *
 * Where it runs (docs/platform/seats-and-practice.md, "Practice games"): in the request that hands the computer the
 * move — the creation of a game whose computer moves first, every human submission — and again when
 * the game is opened, which finishes a loop a crashed request left half done.
 */
import { createHmac } from 'node:crypto';
import type { Side } from '../../rules/core/contract.js';
import { ServerDice } from '../dice/hmac-dice.js';
import type { GameStore, LoadedGame } from './games.js';
import { commitSystemTurn } from './turns.js';
import type { GameRecord, Seat } from './types.js';

/** The user id of the computer's seat: no account has it (ours are UUIDs), so no mail, membership or rating. */
export const COMPUTER_USER = 'computer';

export const computerSeat = (): Seat => ({ userId: COMPUTER_USER, name: 'Computer', computer: true });

/**
 * At most this many computer turns per request: a side's whole turn is one batch in most games, but
 * a game may hand the computer many small steps (setup, answers inside a turn) in a row. A loop cut
 * short leaves the computer awaited; the next request (opening the game) carries on.
 */
export const MAX_COMPUTER_TURNS = 200;

/** The computer's sides awaited now (none unless the game is an active practice game). */
export const computerAwaited = (record: GameRecord): Side[] =>
  record.lifecycle === 'active' && record.setup.practice
    ? record.status.waitingFor.filter((s) => record.seats[s]?.computer)
    : [];

/**
 * The bot's own dice: a stream derived from the game's server seed and the version it decides on.
 * Not the game's dice counter: drawing from it would show the bot the very numbers `apply` is about
 * to roll. The bot's choice needs no audit of its own — the logged batch is the truth.
 */
const botDice = (game: LoadedGame): ServerDice =>
  new ServerDice(
    createHmac('sha256', Buffer.from(game.seed, 'hex')).update(`bot:${game.record.version}`).digest('hex'),
    0,
  );

/** The computer's batch for `side` on this game: the game's bot, or a random legal batch if it has none yet. */
export const computerBatch = (game: LoadedGame, side: Side) => {
  const { module, record } = game;
  const bot = module.botBatch ?? module.randomBatch;
  return bot.call(module, record.state, side, botDice(game));
};

export interface ComputerReport {
  turns: number;
  /** why the loop stopped: a human is awaited or the game is over ('done'), the bound, or a refusal */
  stopped: 'done' | 'bound' | string;
}

/** Plays the computer's seats until a human is awaited or the game ends (at most MAX_COMPUTER_TURNS). */
export const playComputer = async (
  d: { games: GameStore },
  gameId: string,
  now: () => Date,
  max = MAX_COMPUTER_TURNS,
): Promise<ComputerReport> => {
  for (let turns = 0; turns < max; turns++) {
    const out = await commitSystemTurn(d, gameId, (g) => {
      const side = computerAwaited(g.record)[0];
      return side ? { kind: 'orders', side, batch: computerBatch(g, side), at: now().toISOString() } : null;
    });
    if (!out.done) return { turns, stopped: out.why === 'nothing to do' ? 'done' : out.why };
  }
  return { turns: max, stopped: 'bound' };
};
