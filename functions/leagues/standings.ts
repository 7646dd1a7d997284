/**
 * League standings and the crosstable.
 *
 * Scoring: win 1, draw ½, loss 0. A game lost on time or by resignation is simply a loss: the
 * caller records the winner (`result` 'a' | 'b'); `reason` is shown, never scored differently.
 * A Swiss bye scores `byePoints` (default 1) and counts in no tie-break.
 *
 * A withdrawn player's UNPLAYED games are scored by the director's policy:
 *   'forfeit' — the opponent wins by forfeit (+/−); between two withdrawn players both lose;
 *   'annul'   — the game is struck out as if never scheduled.
 * Games the withdrawn player finished stay as played. Forfeits count in every tie-break exactly
 * like the results they stand for (a decision taken for predictability: one rule, no virtual opponents).
 *
 * Tie-breaks, in order: Sonneborn-Berger (the sum of the scores of the opponents one beat, plus
 * half of those one drew — each game weighed by one's points in it), head-to-head (points in the
 * games among the players still tied), number of wins (forfeit wins included). Players equal on all
 * of them share the place and are listed in seeding order.
 */
import type { WithdrawalPolicy } from '../store/league-items.js';

export type GameResult = 'a' | 'b' | 'draw';
export interface LeagueGame {
  id?: string;
  round?: number;
  /** seat A (first side) and seat B */
  a: string;
  b: string;
  /** null while the game is being played (or was never played) */
  result: GameResult | null;
  /** how it ended: 'play', 'resign', 'timeout', 'adjudicated' … (shown only) */
  reason?: string;
}
export type { WithdrawalPolicy };
export interface StandingsInput {
  /** in seeding order: the order of players the tie-breaks cannot separate */
  players: readonly string[];
  games: readonly LeagueGame[];
  byes?: readonly { player: string; round?: number }[];
  byePoints?: number;
  withdrawn?: readonly string[];
  policy?: WithdrawalPolicy;
}

/** a cell entry of the crosstable, from the row player's point of view */
export type CrossMark = '1' | '½' | '0' | '+' | '-' | '*';
export interface CrossEntry {
  mark: CrossMark;
  /** the row player's seat in that game */
  seat: 'a' | 'b';
  gameId?: string;
  round?: number;
}
export interface StandingRow {
  player: string;
  /** 1-based; players the tie-breaks cannot separate share it */
  place: number;
  shared: boolean;
  withdrawn: boolean;
  /** scored games (played and forfeited) */
  played: number;
  wins: number;
  draws: number;
  losses: number;
  forfeitWins: number;
  forfeitLosses: number;
  byes: number;
  /** games still to be played */
  pending: number;
  score: number;
  sonnebornBerger: number;
  /** points among the players tied with this one on score and SB; null when nobody is */
  headToHead: number | null;
}
export interface Standings {
  rows: StandingRow[];
  /** players in standings order; cells[i][j]: row i against column j, in round order; the diagonal is empty */
  crosstable: { players: string[]; cells: CrossEntry[][][] };
}

interface Scored {
  game: LeagueGame;
  /** points of a and b */
  pa: number;
  pb: number;
  forfeit: boolean;
}

const markOf = (points: number, forfeit: boolean): CrossMark =>
  forfeit ? (points === 1 ? '+' : '-') : points === 1 ? '1' : points === 0.5 ? '½' : '0';

export const standings = (input: StandingsInput): Standings => {
  const { players } = input;
  const policy = input.policy ?? 'forfeit';
  const byePoints = input.byePoints ?? 1;
  const known = new Set(players);
  if (known.size !== players.length) throw new Error('standings: a player is listed twice');
  const withdrawn = new Set(input.withdrawn ?? []);
  for (const g of input.games)
    if (!known.has(g.a) || !known.has(g.b) || g.a === g.b)
      throw new Error(`standings: game ${g.id ?? `${g.a}-${g.b}`} has unknown or identical players`);

  const scored: Scored[] = [];
  const pending: LeagueGame[] = [];
  for (const game of input.games) {
    if (game.result) {
      const pa = game.result === 'a' ? 1 : game.result === 'draw' ? 0.5 : 0;
      scored.push({ game, pa, pb: 1 - pa, forfeit: false });
      continue;
    }
    const wa = withdrawn.has(game.a),
      wb = withdrawn.has(game.b);
    if (!wa && !wb) pending.push(game);
    else if (policy === 'forfeit') scored.push({ game, pa: wa ? 0 : 1, pb: wb ? 0 : 1, forfeit: true });
    // 'annul': struck out
  }

  const score = new Map(players.map((p) => [p, 0]));
  const rows = new Map<string, StandingRow>(
    players.map((p) => [
      p,
      {
        player: p,
        place: 0,
        shared: false,
        withdrawn: withdrawn.has(p),
        played: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        forfeitWins: 0,
        forfeitLosses: 0,
        byes: 0,
        pending: 0,
        score: 0,
        sonnebornBerger: 0,
        headToHead: null,
      },
    ]),
  );
  const tally = (p: string, pts: number, forfeit: boolean) => {
    const r = rows.get(p)!;
    r.played++;
    r.score += pts;
    if (pts === 1) r.wins++, forfeit && r.forfeitWins++;
    else if (pts === 0.5) r.draws++;
    else r.losses++, forfeit && r.forfeitLosses++;
  };
  for (const s of scored) {
    tally(s.game.a, s.pa, s.forfeit);
    tally(s.game.b, s.pb, s.forfeit);
  }
  for (const g of pending) rows.get(g.a)!.pending++, rows.get(g.b)!.pending++;
  for (const b of input.byes ?? []) {
    const r = rows.get(b.player);
    if (!r) throw new Error(`standings: bye for unknown player ${b.player}`);
    r.byes++;
    r.score += byePoints;
  }
  for (const r of rows.values()) score.set(r.player, r.score);
  for (const s of scored) {
    rows.get(s.game.a)!.sonnebornBerger += s.pa * score.get(s.game.b)!;
    rows.get(s.game.b)!.sonnebornBerger += s.pb * score.get(s.game.a)!;
  }

  // order: score, SB, then head-to-head inside each group still tied, then wins, then seeding
  const seed = new Map(players.map((p, i) => [p, i]));
  const byScoreSb = [...rows.values()].sort(
    (x, y) => y.score - x.score || y.sonnebornBerger - x.sonnebornBerger || seed.get(x.player)! - seed.get(y.player)!,
  );
  const ordered: StandingRow[] = [];
  for (let i = 0; i < byScoreSb.length; ) {
    let j = i + 1;
    while (
      j < byScoreSb.length &&
      byScoreSb[j].score === byScoreSb[i].score &&
      byScoreSb[j].sonnebornBerger === byScoreSb[i].sonnebornBerger
    )
      j++;
    const group = byScoreSb.slice(i, j);
    if (group.length > 1) {
      const inGroup = new Set(group.map((r) => r.player));
      for (const r of group) r.headToHead = 0;
      for (const s of scored)
        if (inGroup.has(s.game.a) && inGroup.has(s.game.b)) {
          rows.get(s.game.a)!.headToHead! += s.pa;
          rows.get(s.game.b)!.headToHead! += s.pb;
        }
      group.sort(
        (x, y) => y.headToHead! - x.headToHead! || y.wins - x.wins || seed.get(x.player)! - seed.get(y.player)!,
      );
    }
    ordered.push(...group);
    i = j;
  }
  const same = (x: StandingRow, y: StandingRow) =>
    x.score === y.score &&
    x.sonnebornBerger === y.sonnebornBerger &&
    x.headToHead === y.headToHead &&
    x.wins === y.wins;
  ordered.forEach((r, i) => {
    r.place = i > 0 && same(ordered[i - 1], r) ? ordered[i - 1].place : i + 1;
  });
  ordered.forEach((r, i) => {
    r.shared =
      (i > 0 && ordered[i - 1].place === r.place) || (i + 1 < ordered.length && ordered[i + 1].place === r.place);
  });

  const order = ordered.map((r) => r.player);
  const at = new Map(order.map((p, i) => [p, i]));
  const cells: CrossEntry[][][] = order.map(() => order.map(() => []));
  const entries: { i: number; j: number; e: CrossEntry }[] = [];
  const put = (row: string, col: string, e: CrossEntry) => entries.push({ i: at.get(row)!, j: at.get(col)!, e });
  const opt = (g: LeagueGame) => ({
    ...(g.id !== undefined ? { gameId: g.id } : {}),
    ...(g.round !== undefined ? { round: g.round } : {}),
  });
  for (const s of scored) {
    put(s.game.a, s.game.b, { mark: markOf(s.pa, s.forfeit), seat: 'a', ...opt(s.game) });
    put(s.game.b, s.game.a, { mark: markOf(s.pb, s.forfeit), seat: 'b', ...opt(s.game) });
  }
  for (const g of pending) {
    put(g.a, g.b, { mark: '*', seat: 'a', ...opt(g) });
    put(g.b, g.a, { mark: '*', seat: 'b', ...opt(g) });
  }
  entries.sort((x, y) => (x.e.round ?? 0) - (y.e.round ?? 0));
  for (const { i, j, e } of entries) cells[i][j].push(e);
  return { rows: ordered, crosstable: { players: order, cells } };
};
