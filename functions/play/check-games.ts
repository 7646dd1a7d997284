/**
 * `npm run check-games` (and its Lambda): does every running game's log still reproduce under the
 * rules deployed now? Each game is replayed from its setup through `rerunTurn` (dice, events and
 * refusals checked turn by turn) and its final state compared with the stored one. A game that
 * diverges is flagged (`diverged` on its record: shown in the lobby and the game's answer) — never
 * blocked: it goes on from its stored state, and its replays come from its snapshots. A game that
 * reproduces again (the rules were mended) loses its flag.
 */
import { rulesVersionOf } from '../../rules/core/contract.js';
import { QUEUE } from '../store/keys.js';
import type { GameStore, LoadedGame } from './games.js';
import { genesis, ReplayMismatch, replayFrom } from './run-turn.js';
import type { Divergence } from './types.js';

export interface GameCheck {
  id: string;
  game: string;
  version: number;
  /** the rules version the game was created under, and the module's version now */
  createdUnder: number;
  rulesNow: number;
  /** the pack the game was created with differs from the module's pack now */
  packChanged: boolean;
  /** null: the log reproduces */
  diverged: Divergence | null;
}

/** Deep equality of JSON values regardless of key order (a migrated state may order keys differently). */
const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
};

/** Where a loaded game's log stops reproducing under its module, or null. */
export const findDivergence = async (games: GameStore, game: LoadedGame, now: Date): Promise<Divergence | null> => {
  const r = game.record;
  const at = (fromVersion: number, detail: string): Divergence => ({
    fromVersion,
    detail,
    rulesVersion: rulesVersionOf(game.module),
    checkedAt: now.toISOString(),
  });
  const turns = await games.turns(r.setup.id, 1, r.version);
  try {
    const replayed = replayFrom(genesis(r.setup, game.module, game.seed), turns, game.module, game.seed, r.version);
    if (!sameJson(replayed.state, r.state)) return at(r.version, 'the replayed state differs from the stored one');
    return null;
  } catch (e) {
    if (e instanceof ReplayMismatch) return at(e.version, e.detail);
    return at(0, `setup failed: ${(e as Error).message}`);
  }
};

/** Checks one game and writes (or clears) its flag. */
export const checkGame = async (games: GameStore, gameId: string, now: Date): Promise<GameCheck | null> => {
  const game = await games.load(gameId);
  if (!game) return null;
  const diverged = await findDivergence(games, game, now);
  const was = game.record.diverged;
  // the flag is rewritten when it appears, moves or goes; an unchanged one is left as it was
  if (!!diverged !== !!was || (diverged && was && diverged.fromVersion !== was.fromVersion))
    await games.setDivergence(game, diverged);
  return {
    id: gameId,
    game: game.record.setup.game,
    version: game.record.version,
    createdUnder: game.record.setup.rules?.version ?? 1,
    rulesNow: rulesVersionOf(game.module),
    packChanged:
      !!game.record.setup.rules?.packHash &&
      !!game.module.packHash &&
      game.record.setup.rules.packHash !== game.module.packHash,
    diverged,
  };
};

export interface CheckReport {
  checked: number;
  diverged: GameCheck[];
  games: GameCheck[];
}

/**
 * Every running game: those on the DUE queue (active with a clock running — every active game has a
 * deadline unless all its awaited seats are on vacation) and those on the OPEN queue (waiting for a
 * seat; their setup replays too). No scan: two index queries.
 */
export const checkRunningGames = async (games: GameStore, now: Date, limit = 10_000): Promise<CheckReport> => {
  const ids = [
    ...new Set([
      ...(await games.items.queue(QUEUE.due, undefined, limit)),
      ...(await games.items.queue(QUEUE.open, undefined, limit)),
    ]),
  ];
  const checks: GameCheck[] = [];
  for (const id of ids) {
    const c = await checkGame(games, id, now);
    if (c) checks.push(c);
  }
  return { checked: checks.length, diverged: checks.filter((c) => c.diverged), games: checks };
};

/** The report as a person reads it: one line per diverging game, with the turn it diverges from. */
export const formatReport = (report: CheckReport): string =>
  [
    `${report.checked} running game(s) checked, ${report.diverged.length} diverge under the current rules`,
    ...report.diverged.map(
      (c) =>
        `  ${c.id} (${c.game}, created under rules v${c.createdUnder}, now v${c.rulesNow}, at version ${c.version}): diverges from turn ${c.diverged!.fromVersion}: ${c.diverged!.detail}`,
    ),
  ].join('\n');
