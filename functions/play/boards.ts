/**
 * Static boards (grid, cells, terrain, hexsides, lines, places) by key. A game answer carries only
 * `boardKey`; the page fetches the board once per key from `GET /api/boards/:game/:key`. The key is
 * the board's content hash, so any instance that built a board under a key built the same board:
 * this memory is a cache, never the source (a miss is rebuilt from a game that uses the board).
 */
import { boardKey, type StaticBoard } from '../../rules/core/board.js';
import type { GameModule } from '../../rules/core/contract.js';

const MAX = 200;
const boards = new Map<string, { board: StaticBoard; json: string }>();
const slot = (game: string, key: string) => `${game}/${key}`;

/** The static board of `state` and its key, remembered for the boards route. */
export const staticBoardOf = (module: GameModule<any, any>, state: unknown): { key: string; board: StaticBoard } => {
  const board = module.staticBoard(state);
  const key = boardKey(board);
  const at = slot(module.id, key);
  if (!boards.has(at)) {
    if (boards.size >= MAX) boards.delete(boards.keys().next().value!);
    boards.set(at, { board, json: JSON.stringify(board) });
  }
  return { key, board };
};

/** The board's JSON if this instance has built it. */
export const rememberedBoard = (game: string, key: string): string | undefined => boards.get(slot(game, key))?.json;

/** Forget every board (tests: a fresh instance that must rebuild a board from `from`). */
export const forgetBoards = (): void => boards.clear();
