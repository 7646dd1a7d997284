/**
 * The pure glue between stored leagues and the algorithms: planning the rounds at the start,
 * reading a game record's result, the standings input, and the next Swiss round's input.
 * Results are never copied into the league: they are read from the games' own records, so a
 * game that ends is in the standings the moment it is over.
 */
import { winnersOf } from '../../rules/core/contract.js';
import type { GameRecord } from '../play/types.js';
import type { League, LeagueEntry, LeagueFormat, LeaguePairing } from '../store/league-items.js';
import { roundRobin, type ScheduledRound } from './round-robin.js';
import { standings, type GameResult, type LeagueGame, type Standings } from './standings.js';
import type { SwissInput } from './swiss.js';

const DAY_MS = 86_400_000;

/** the record fields a league reads (the lobby's summaries carry them) */
export type RecordSummary = Pick<
  GameRecord,
  'lifecycle' | 'result' | 'updatedAt' | 'seats' | 'status' | 'deadline' | 'setup'
>;

/** Players in seeding order: the stored seed, else entry order. */
export const seeded = (entries: readonly LeagueEntry[]): LeagueEntry[] =>
  [...entries].sort(
    (x, y) =>
      (x.seed ?? Infinity) - (y.seed ?? Infinity) ||
      x.enteredAt.localeCompare(y.enteredAt) ||
      x.userId.localeCompare(y.userId),
  );

/** The most rounds a Swiss of n players can have without a repeat pairing. */
export const maxSwissRounds = (n: number): number => (n % 2 === 0 ? n - 1 : n);

export interface RoundPlan {
  totalRounds: number;
  roundOpens: (string | null)[];
  /** round robin: the whole schedule; Swiss: nothing yet (each round is paired when it opens) */
  schedule: ScheduledRound[];
}

/** Rounds and their opening times, from the format, the players (seeding order) and the start. */
export const planRounds = (format: LeagueFormat, players: readonly string[], start: Date): RoundPlan => {
  const at = (days: number) => new Date(start.getTime() + days * DAY_MS).toISOString();
  if (format.kind === 'round-robin') {
    const schedule = roundRobin(players, { double: format.double });
    const roundOpens = schedule.map((_, i) =>
      format.schedule === 'all-at-once' ? start.toISOString() : at(i * (format.roundDays ?? 7)),
    );
    return { totalRounds: schedule.length, roundOpens, schedule };
  }
  const roundOpens: (string | null)[] = [start.toISOString()];
  for (let r = 2; r <= format.rounds; r++)
    roundOpens.push(format.next === 'dates' ? (format.dates?.[r - 2] ?? null) : null);
  return { totalRounds: format.rounds, roundOpens, schedule: [] };
};

/** A finished game's result for the league: seat A is the module's first side. */
export const resultOf = (
  record: Pick<GameRecord, 'lifecycle' | 'result'>,
  sides: readonly string[],
): GameResult | null => {
  if (record.lifecycle !== 'over' || !record.result) return null;
  // v3 results name their winners; a team result (several) is not a two-player result
  const ws = winnersOf(record.result);
  if (ws.length > 1) return null;
  const w = ws[0] ?? null;
  return w === null ? 'draw' : w === sides[0] ? 'a' : w === sides[1] ? 'b' : null;
};

/**
 * A game ended by the resignation a withdrawal made (at or after the player withdrew) is
 * "unplayed": the director's policy scores it, not the resignation — and it is not rated.
 */
export const endedByWithdrawal = (record: RecordSummary, withdrawnAt: ReadonlyMap<string, string | null>): boolean => {
  if (record.lifecycle !== 'over' || record.result?.reason !== 'resignation') return false;
  return Object.values(record.seats).some((s) => {
    const at = s ? withdrawnAt.get(s.userId) : null;
    return !!at && record.updatedAt >= at;
  });
};

export interface LeagueResults {
  games: (LeagueGame & { board: number; gameId: string })[];
  standings: Standings;
}

/** The standings input from the stored pairings and the games' records. */
export const leagueResults = (
  league: Pick<League, 'byes' | 'withdrawal'> & { format: Pick<LeagueFormat, 'kind'> },
  entries: readonly LeagueEntry[],
  pairings: readonly LeaguePairing[],
  records: ReadonlyMap<string, RecordSummary>,
  sides: readonly string[],
): LeagueResults => {
  const players = seeded(entries).map((e) => e.userId);
  const withdrawnAt = new Map(entries.map((e) => [e.userId, e.withdrawnAt]));
  const reasonOf = (r: RecordSummary | undefined) => r?.result?.reason;
  const games = pairings.map((p) => {
    const rec = records.get(p.gameId);
    const voided = rec ? endedByWithdrawal(rec, withdrawnAt) : false;
    const result = rec && !voided ? resultOf(rec, sides) : null;
    const reason = result ? reasonOf(rec) : undefined;
    return {
      id: p.gameId,
      gameId: p.gameId,
      round: p.round,
      board: p.board,
      a: p.a,
      b: p.b,
      result,
      ...(reason ? { reason } : {}),
    };
  });
  const known = new Set(players);
  const table = standings({
    players,
    games: games.filter((g) => known.has(g.a) && known.has(g.b)),
    // a round robin's byes are a schedule's gaps, not results: a player who withdraws loses them;
    // a Swiss bye was awarded when its round was paired and stays, like the games they finished
    byes: league.byes.filter(
      (b) => known.has(b.player) && !(league.format.kind === 'round-robin' && withdrawnAt.get(b.player)),
    ),
    withdrawn: entries.filter((e) => e.withdrawnAt).map((e) => e.userId),
    policy: league.withdrawal,
  });
  return { games, standings: table };
};

/** Is every game of `round` decided (over, cancelled, or voided by a withdrawal)? */
export const roundDone = (
  round: number,
  pairings: readonly LeaguePairing[],
  records: ReadonlyMap<string, RecordSummary>,
  entries: readonly LeagueEntry[],
): boolean => {
  const withdrawn = new Set(entries.filter((e) => e.withdrawnAt).map((e) => e.userId));
  return pairings
    .filter((p) => p.round === round)
    .every((p) => {
      const rec = records.get(p.gameId);
      if (rec) return rec.lifecycle === 'over' || rec.lifecycle === 'cancelled';
      return withdrawn.has(p.a) || withdrawn.has(p.b);
    });
};

/** The input for pairing Swiss round `round` from everything before it. */
export const swissInput = (
  league: Pick<League, 'byes' | 'totalRounds'>,
  entries: readonly LeagueEntry[],
  pairings: readonly LeaguePairing[],
  records: ReadonlyMap<string, RecordSummary>,
  sides: readonly string[],
  round: number,
): SwissInput => ({
  players: seeded(entries).map((e) => e.userId),
  withdrawn: entries.filter((e) => e.withdrawnAt).map((e) => e.userId),
  games: pairings
    .filter((p) => p.round < round)
    .map((p) => {
      const rec = records.get(p.gameId);
      const r = rec ? resultOf(rec, sides) : null;
      return { round: p.round, a: p.a, b: p.b, scoreA: r === null ? null : r === 'a' ? 1 : r === 'draw' ? 0.5 : 0 };
    }),
  byes: league.byes.filter((b) => b.round < round),
  round,
  totalRounds: league.totalRounds,
});
