/**
 * Swiss pairing at correspondence pace: one round at a time, from the results so far.
 *
 * The method (a simplified Dutch system, exact where it matters):
 *  1. Rank the active players by score (byes included), then by seeding (the order given).
 *  2. Odd count: the bye goes to the lowest-ranked player who has not had one (if everyone has,
 *     to the lowest-ranked among those with the fewest byes) — unless the others then cannot be
 *     paired, in which case the next one up gets it.
 *  3. Pair the rest with NO repeat pairing, choosing the pairing that minimises, in this order,
 *       a. the number of seat-rule breaks (a seat difference beyond ±2, or a third identical seat
 *          in a row) — the Dutch system's absolute colour criteria, kept wherever possible;
 *       b. Σ (score difference in half points)² — stay inside score groups; a float costs more
 *          the further it drops.
 *     Branch and bound over the players in rank order; among equal costs the first pairing found
 *     wins, and candidates are tried with players due different seats first, then in Dutch order
 *     (top half of a score group against the bottom half: 1 v 1+n/2, 2 v 2+n/2 …).
 *  4. Look ahead: a pairing is taken only if the remaining rounds (totalRounds) can still be
 *     paired without repeats, so a small field never paints itself into a corner (8 players over
 *     7 rounds must end as a complete round robin).
 *  5. Seats: the seating that breaks no seat rule; then the player with more B seats than A seats
 *     gets A; if equal, the one who sat B last; if still equal, the higher-ranked player on odd
 *     boards (alternating down the boards).
 */
import type { Pairing } from './round-robin.js';

export interface SwissGame {
  round: number;
  /** seat A and seat B */
  a: string;
  b: string;
  /** points of seat A: 1, 0.5, 0; null while unfinished (counts as 0 for pairing) */
  scoreA: number | null;
}
export interface SwissInput {
  /** in seeding order (e.g. rating, highest first) */
  players: readonly string[];
  withdrawn?: readonly string[];
  games: readonly SwissGame[];
  byes: readonly { round: number; player: string }[];
  /** the round to pair, 1-based */
  round: number;
  /** the planned number of rounds */
  totalRounds: number;
  /** points for a bye; default 1 */
  byePoints?: number;
}
export interface SwissRound {
  round: number;
  /** board order: highest-ranked pairing first */
  games: Pairing[];
  bye: string | null;
  /** pairings between different score groups */
  floats: number;
  /** Σ (score difference in half points)² */
  scoreCost: number;
  /** pairings that had to break a seat rule */
  seatBreaks: number;
}

const SCORE_W = 1;
const SEAT_RULE_W = 100_000;
const SEARCH_NODES = 400_000;
const LOOKAHEAD_NODES = 50_000;

const pairKey = (a: number, b: number): number => (a < b ? a * 4096 + b : b * 4096 + a);

export interface SeatState {
  diff: number; // A − B
  last: ('a' | 'b')[];
}

export const pairSwiss = (input: SwissInput): SwissRound => {
  const { round, totalRounds } = input;
  if (round < 1 || round > totalRounds) throw new RangeError(`swiss: round ${round} of ${totalRounds}`);
  const byePoints = input.byePoints ?? 1;
  const withdrawn = new Set(input.withdrawn ?? []);
  const index = new Map(input.players.map((p, i) => [p, i]));
  if (index.size !== input.players.length) throw new Error('swiss: a player is listed twice');
  const idx = (p: string): number => {
    const i = index.get(p);
    if (i === undefined) throw new Error(`swiss: unknown player ${p}`);
    return i;
  };

  const n = input.players.length;
  const score = new Array<number>(n).fill(0);
  const byes = new Array<number>(n).fill(0);
  const seats: SeatState[] = Array.from({ length: n }, () => ({ diff: 0, last: [] }));
  const played = new Set<number>();
  const ordered = [...input.games].sort((x, y) => x.round - y.round);
  for (const g of ordered) {
    const a = idx(g.a),
      b = idx(g.b);
    if (g.round >= round) throw new Error(`swiss: a game of round ${g.round} while pairing round ${round}`);
    played.add(pairKey(a, b));
    score[a] += g.scoreA ?? 0;
    score[b] += g.scoreA === null ? 0 : 1 - g.scoreA;
    seats[a].diff++, seats[a].last.push('a');
    seats[b].diff--, seats[b].last.push('b');
  }
  for (const b of input.byes) {
    const i = idx(b.player);
    byes[i]++;
    score[i] += byePoints;
  }

  // rank: score, then seeding
  const active = input.players.map((_, i) => i).filter((i) => !withdrawn.has(input.players[i]));
  active.sort((x, y) => score[y] - score[x] || x - y);
  const rankOf = new Map(active.map((p, r) => [p, r]));

  // bye candidates: lowest-ranked first, no previous bye first
  const byeOrder = active.length % 2 ? [...active].reverse().sort((x, y) => byes[x] - byes[y]) : [null];

  const roundsLeftAfter = totalRounds - round;
  for (const bye of byeOrder) {
    const pool = active.filter((p) => p !== bye);
    const found = bestMatching(
      pool,
      score,
      seats,
      played,
      (pairs) => roundsLeftAfter === 0 || canContinue(active, played, pairs, byes, bye, roundsLeftAfter),
    );
    if (!found) continue;
    const games: Pairing[] = found.pairs
      .map(([x, y]) => (rankOf.get(x)! < rankOf.get(y)! ? [x, y] : [y, x]))
      .sort((p, q) => rankOf.get(p[0])! - rankOf.get(q[0])!)
      .map(([hi, lo], board) => {
        const aFirst = seatFor(seats[hi], seats[lo], board);
        return aFirst ? { a: input.players[hi], b: input.players[lo] } : { a: input.players[lo], b: input.players[hi] };
      });
    const floats = found.pairs.filter(([x, y]) => score[x] !== score[y]).length;
    const scoreCost = found.pairs.reduce((s, [x, y]) => s + (2 * (score[x] - score[y])) ** 2, 0);
    const breaksTotal = found.pairs.reduce((s, [x, y]) => s + seatBreaks(seats[x], seats[y]), 0);
    return { round, games, bye: bye === null ? null : input.players[bye], floats, scoreCost, seatBreaks: breaksTotal };
  }
  throw new Error(`swiss: round ${round} cannot be paired without a repeat pairing`);
};

/** would giving this seat break the seat rules: a difference beyond ±2, or a third identical seat in a row */
const breaks = (s: SeatState, seat: 'a' | 'b'): boolean => {
  const d = s.diff + (seat === 'a' ? 1 : -1);
  return Math.abs(d) > 2 || (s.last.length >= 2 && s.last.at(-1) === seat && s.last.at(-2) === seat);
};
/** seat-rule breaks when x takes A (and y B) */
const breaksIf = (x: SeatState, y: SeatState): number => Number(breaks(x, 'a')) + Number(breaks(y, 'b'));

/** true: the higher-ranked player `hi` takes seat A */
const seatFor = (hi: SeatState, lo: SeatState, board: number): boolean => {
  const hiA = breaksIf(hi, lo),
    loA = breaksIf(lo, hi);
  if (hiA !== loA) return hiA < loA;
  if (hi.diff !== lo.diff) return hi.diff < lo.diff;
  const h = hi.last.at(-1),
    l = lo.last.at(-1);
  if (h !== l) return h === 'b' || l === 'a';
  return board % 2 === 0;
};

/** the unavoidable seat-rule breaks of pairing x with y (the better of the two seatings) */
export const seatBreaks = (x: SeatState, y: SeatState): number => Math.min(breaksIf(x, y), breaksIf(y, x));
/** both due the same seat: one of them will not get it */
const sameDue = (x: SeatState, y: SeatState): number =>
  (x.diff > 0 && y.diff > 0) || (x.diff < 0 && y.diff < 0) ? 1 : 0;

interface Match {
  pairs: [number, number][];
  cost: number;
}

/** Branch and bound: the cheapest repeat-free perfect matching of `pool` (in rank order) that `accept`s. */
const bestMatching = (
  pool: readonly number[],
  score: readonly number[],
  seats: readonly SeatState[],
  played: ReadonlySet<number>,
  accept: (pairs: [number, number][]) => boolean,
): Match | undefined => {
  const m = pool.length;
  // Dutch preference inside a score group: S1[i] against S2[i] first, then outwards; then other groups by distance
  const groupOf = new Map<number, number[]>();
  for (const p of pool) {
    const k = score[p];
    if (!groupOf.has(k)) groupOf.set(k, []);
    groupOf.get(k)!.push(p);
  }
  const posInGroup = new Map<number, { pos: number; size: number }>();
  for (const g of groupOf.values()) g.forEach((p, i) => posInGroup.set(p, { pos: i, size: g.length }));
  const cost = (x: number, y: number): number =>
    SEAT_RULE_W * seatBreaks(seats[x], seats[y]) + SCORE_W * (2 * (score[x] - score[y])) ** 2;
  const candidates = new Map<number, number[]>();
  pool.forEach((p, i) => {
    const { pos, size } = posInGroup.get(p)!;
    const half = Math.floor(size / 2);
    const pref = (q: number): number => {
      const g = posInGroup.get(q)!;
      if (score[q] !== score[p]) return 0;
      const target = pos < half ? pos + half : pos - half;
      return g.pos < half === pos < half ? 1000 + Math.abs(g.pos - target) : Math.abs(g.pos - target);
    };
    const cs = pool.filter((q, j) => j !== i && !played.has(pairKey(p, q)));
    cs.sort(
      (x, y) =>
        cost(p, x) - cost(p, y) ||
        sameDue(seats[p], seats[x]) - sameDue(seats[p], seats[y]) ||
        pref(x) - pref(y) ||
        pool.indexOf(x) - pool.indexOf(y),
    );
    candidates.set(p, cs);
  });
  // Lower bound on what the unpaired players still cost: for each cut between adjacent score
  // groups with an odd number of unpaired players above it, some pair must cross it, and a pair
  // crossing several cuts costs (Σ gaps)² ≥ Σ gaps². So Σ over odd cuts of gap² bounds the rest.
  const levels = [...groupOf.keys()].sort((a, b) => b - a);
  const levelOf = new Map(levels.map((k, i) => [k, i]));
  const gap2 = levels.slice(1).map((s, i) => SCORE_W * (2 * (levels[i] - s)) ** 2);
  const unpaired = levels.map((k) => groupOf.get(k)!.length);
  const floatBound = (): number => {
    let above = 0,
      b = 0;
    for (let i = 0; i < gap2.length; i++) {
      above += unpaired[i];
      if (above % 2) b += gap2[i];
    }
    return b;
  };

  const used = new Set<number>();
  const pairs: [number, number][] = [];
  let best: Match | undefined;
  let nodes = 0;
  let cur = 0;
  const take = (p: number, d: number) => {
    unpaired[levelOf.get(score[p])!] += d;
  };
  const dfs = (from: number): void => {
    if (++nodes > SEARCH_NODES && best) return;
    let i = from;
    while (i < m && used.has(pool[i])) i++;
    if (i === m) {
      if (!best || cur < best.cost) {
        const snapshot = pairs.map((x) => [x[0], x[1]] as [number, number]);
        if (accept(snapshot)) best = { pairs: snapshot, cost: cur };
      }
      return;
    }
    const p = pool[i];
    used.add(p);
    take(p, -1);
    for (const q of candidates.get(p)!) {
      if (used.has(q)) continue;
      const c = cost(p, q);
      used.add(q);
      take(q, -1);
      const bound = cur + c + floatBound();
      if (!best || bound < best.cost) {
        cur += c;
        pairs.push([p, q]);
        dfs(i + 1);
        pairs.pop();
        cur -= c;
      }
      take(q, +1);
      used.delete(q);
      if (nodes > SEARCH_NODES * 10) break; // give up: nothing found in a very long search
    }
    take(p, +1);
    used.delete(p);
  };
  dfs(0);
  return best;
};

/**
 * Can `roundsLeft` more rounds be paired without repeats after this one? Exact search on small or
 * sparse fields; Dirac's theorem answers yes at once when every player still has many fresh opponents.
 */
const canContinue = (
  active: readonly number[],
  played: ReadonlySet<number>,
  thisRound: readonly [number, number][],
  byes: readonly number[],
  bye: number | null,
  roundsLeft: number,
): boolean => {
  const seen = new Set(played);
  for (const [x, y] of thisRound) seen.add(pairKey(x, y));
  const byeCount = new Map(active.map((p) => [p, byes[p] + (p === bye ? 1 : 0)]));
  const odd = active.length % 2 === 1;
  const evenSize = active.length - (odd ? 1 : 0);
  const fresh = (p: number) => active.filter((q) => q !== p && !seen.has(pairKey(p, q))).length;
  const minFresh = Math.min(...active.map(fresh));
  if (minFresh - (roundsLeft - 1) - (odd ? 1 : 0) >= Math.max(evenSize / 2, 1) && evenSize >= 4) return true;

  let nodes = 0;
  const rounds = (left: number): boolean => {
    if (left === 0) return true;
    if (++nodes > LOOKAHEAD_NODES) return true; // undecided after a long search: optimistic
    const minByes = Math.min(...active.map((p) => byeCount.get(p)!));
    const byeCands: (number | null)[] = odd ? active.filter((p) => byeCount.get(p) === minByes) : [null];
    for (const b of byeCands) {
      const pool = active.filter((p) => p !== b);
      if (b !== null) byeCount.set(b, byeCount.get(b)! + 1);
      const ok = matchings(pool, seen, () => rounds(left - 1));
      if (b !== null) byeCount.set(b, byeCount.get(b)! - 1);
      if (ok) return true;
      if (nodes > LOOKAHEAD_NODES) return true;
    }
    return false;
  };
  // enumerate repeat-free perfect matchings of pool; for each, mark its pairs and ask `then`
  const matchings = (pool: readonly number[], used: Set<number>, then: () => boolean): boolean => {
    const taken = new Set<number>();
    const added: number[] = [];
    const go = (): boolean => {
      if (nodes > LOOKAHEAD_NODES) return true;
      const p = pool.find((x) => !taken.has(x));
      if (p === undefined) return then();
      taken.add(p);
      // fewest-options-first would be faster; the fields that need this search are small
      for (const q of pool) {
        if (q === p || taken.has(q) || used.has(pairKey(p, q))) continue;
        nodes++;
        taken.add(q);
        used.add(pairKey(p, q));
        added.push(pairKey(p, q));
        const ok = go();
        used.delete(added.pop()!);
        taken.delete(q);
        if (ok) {
          taken.delete(p);
          return true;
        }
      }
      taken.delete(p);
      return false;
    };
    return go();
  };
  return rounds(roundsLeft);
};
