/**
 * Rating a finished game (Glicko-2, one period per game, each player against the other's rating
 * from before the game). Exactly once per player even when the same end is seen twice (a stream
 * retry, a repair, two readers): a player whose history item exists, or whose rating names this
 * game as its last, is taken as rated, and their pre-game rating is read back from there.
 */
import type { GameRecord } from '../play/types.js';
import type { PlayerRating, RatingStore } from '../store/rating-items.js';
import { DEFAULT_RATING, idle, PERIOD_DAYS, rateGame, type Rating } from './glicko2.js';
import { resultOf } from './league-table.js';

const PERIOD_MS = PERIOD_DAYS * 86_400_000;
const pick = (r: Rating): Rating => ({ rating: r.rating, rd: r.rd, volatility: r.volatility });

export interface RatedOutcome {
  a: { userId: string; before: Rating; after: Rating };
  b: { userId: string; before: Rating; after: Rating };
}

/** Rates a game that is over; null when it is not a two-player result (a cancelled game, an unknown winner). */
export const rateFinishedGame = async (
  ratings: RatingStore,
  record: Pick<GameRecord, 'setup' | 'seats' | 'lifecycle' | 'result' | 'updatedAt'>,
  sides: readonly string[],
): Promise<RatedOutcome | null> => {
  const result = resultOf(record, sides);
  const seatA = record.seats[sides[0]],
    seatB = record.seats[sides[1]];
  if (!result || !seatA || !seatB) return null;
  const game = record.setup.game,
    gameId = record.setup.id,
    endedAt = record.updatedAt;
  const scoreA = result === 'a' ? 1 : result === 'draw' ? 0.5 : 0;
  const players = [seatA, seatB];

  for (let attempt = 0; attempt < 10; attempt++) {
    const state = await Promise.all(
      players.map(async (seat) => {
        const [cur, hist] = await Promise.all([
          ratings.current(seat.userId, game),
          ratings.historyItem(seat.userId, game, endedAt, gameId),
        ]);
        if (hist) return { seat, cur, done: true, before: hist.before, histDone: true };
        if (cur?.lastGameId === gameId && cur.prev) return { seat, cur, done: true, before: cur.prev, histDone: false };
        const base = cur ? pick(cur) : DEFAULT_RATING;
        const periods = cur?.lastAt ? Math.floor((Date.parse(endedAt) - Date.parse(cur.lastAt)) / PERIOD_MS) : 0;
        return { seat, cur, done: false, before: periods > 0 ? idle(base, periods) : base, histDone: false };
      }),
    );
    const out = rateGame(state[0].before, state[1].before, scoreA as 0 | 0.5 | 1);
    const after = [out.a, out.b];
    let lost = false;
    for (let i = 0; i < 2; i++) {
      const s = state[i];
      if (s.done) continue;
      const score = i === 0 ? scoreA : 1 - scoreA;
      const next: PlayerRating = {
        userId: s.seat.userId,
        game,
        name: s.seat.name,
        ...after[i],
        games: (s.cur?.games ?? 0) + 1,
        wins: (s.cur?.wins ?? 0) + (score === 1 ? 1 : 0),
        draws: (s.cur?.draws ?? 0) + (score === 0.5 ? 1 : 0),
        losses: (s.cur?.losses ?? 0) + (score === 0 ? 1 : 0),
        lastGameId: gameId,
        lastAt: endedAt,
        prev: s.before,
        rev: s.cur?.rev ?? 0,
      };
      if (!(await ratings.put(next, s.cur ? s.cur.rev : null))) lost = true;
    }
    if (lost) continue; // another game of one of them was rated meanwhile: read again
    for (let i = 0; i < 2; i++) {
      if (state[i].histDone) continue;
      const o = state[1 - i];
      await ratings.putHistory({
        userId: state[i].seat.userId,
        game,
        gameId,
        endedAt,
        opponent: { userId: o.seat.userId, name: o.seat.name, rating: o.before.rating },
        score: (i === 0 ? scoreA : 1 - scoreA) as 0 | 0.5 | 1,
        before: state[i].before,
        after: after[i],
        league: record.setup.league?.id ?? null,
      });
    }
    return {
      a: { userId: seatA.userId, before: state[0].before, after: out.a },
      b: { userId: seatB.userId, before: state[1].before, after: out.b },
    };
  }
  throw new Error(`rating game ${gameId}: too many concurrent rating changes`);
};
