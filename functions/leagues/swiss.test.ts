import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../rules/core/dice.js';
import { pairSwiss, type SwissGame, type SwissRound } from './swiss.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
const key = (a: string, b: string) => (a < b ? `${a}-${b}` : `${b}-${a}`);

interface Seats {
  diff: number;
  last: string[];
}
/** the seat rules, restated independently: |A − B| ≤ 2 and never three identical seats in a row */
const breaks = (s: Seats, seat: 'a' | 'b') =>
  Math.abs(s.diff + (seat === 'a' ? 1 : -1)) > 2 ||
  (s.last.length >= 2 && s.last.at(-1) === seat && s.last.at(-2) === seat);
const pairBreaks = (x: Seats, y: Seats) =>
  Math.min(Number(breaks(x, 'a')) + Number(breaks(y, 'b')), Number(breaks(y, 'a')) + Number(breaks(x, 'b')));
const seatsFrom = (games: SwissGame[]): Map<string, Seats> => {
  const m = new Map<string, Seats>();
  const get = (p: string) => m.get(p) ?? (m.set(p, { diff: 0, last: [] }), m.get(p)!);
  for (const g of [...games].sort((x, y) => x.round - y.round)) {
    get(g.a).diff++, get(g.a).last.push('a');
    get(g.b).diff--, get(g.b).last.push('b');
  }
  return m;
};

/**
 * The least (100000 · seat-rule breaks + Σ (score difference in half points)²) over all
 * repeat-free perfect matchings, by bitmask DP.
 */
const oracle = (pool: string[], score: Map<string, number>, played: Set<string>, seats: Map<string, Seats>): number => {
  const none: Seats = { diff: 0, last: [] };
  const n = pool.length;
  const memo = new Map<number, number>();
  const full = (1 << n) - 1;
  const go = (mask: number): number => {
    if (mask === full) return 0;
    const m = memo.get(mask);
    if (m !== undefined) return m;
    let i = 0;
    while (mask & (1 << i)) i++;
    let best = Infinity;
    for (let j = i + 1; j < n; j++) {
      if (mask & (1 << j) || played.has(key(pool[i], pool[j]))) continue;
      const c =
        100_000 * pairBreaks(seats.get(pool[i]) ?? none, seats.get(pool[j]) ?? none) +
        (2 * (score.get(pool[i])! - score.get(pool[j])!)) ** 2 +
        go(mask | (1 << i) | (1 << j));
      if (c < best) best = c;
    }
    memo.set(mask, best);
    return best;
  };
  return go(0);
};

interface Played {
  rounds: SwissRound[];
  games: SwissGame[];
  byes: { round: number; player: string }[];
}
const play = (
  n: number,
  seed: number,
  totalRounds = 7,
  check?: (r: SwissRound, before: Played, score: Map<string, number>) => void,
): Played => {
  const players = ids(n);
  const dice = new SeededDice(seed);
  const st: Played = { rounds: [], games: [], byes: [] };
  for (let round = 1; round <= totalRounds; round++) {
    const score = new Map(players.map((p) => [p, 0]));
    for (const g of st.games)
      score.set(g.a, score.get(g.a)! + g.scoreA!), score.set(g.b, score.get(g.b)! + 1 - g.scoreA!);
    for (const b of st.byes) score.set(b.player, score.get(b.player)! + 1);
    const r = pairSwiss({ players, games: st.games, byes: st.byes, round, totalRounds });
    check?.(r, { rounds: [...st.rounds], games: [...st.games], byes: [...st.byes] }, score);
    st.rounds.push(r);
    for (const g of r.games) {
      const roll = dice.roll(6); // higher seed wins more often; draws happen
      const hiIsA = players.indexOf(g.a) < players.indexOf(g.b);
      const hiScore = roll <= 3 ? 1 : roll === 4 ? 0.5 : 0;
      st.games.push({ round, a: g.a, b: g.b, scoreA: hiIsA ? hiScore : 1 - hiScore });
    }
    if (r.bye) st.byes.push({ round, player: r.bye });
  }
  return st;
};

describe('Swiss pairing', () => {
  for (let n = 8; n <= 30; n++)
    it(`${n} players, 7 rounds, random results: no repeats, everyone once per round, byes, seats`, () => {
      for (const seed of [1, 2, 3]) {
        const st = play(n, seed * 1000 + n);
        const met = new Set<string>();
        const byes = new Set<string>();
        const seatDiff = new Map(ids(n).map((p) => [p, 0]));
        for (const r of st.rounds) {
          const inRound = r.games.flatMap((g) => [g.a, g.b]).concat(r.bye ? [r.bye] : []);
          expect(inRound.sort()).toEqual(ids(n)); // everyone exactly once
          expect(r.bye === null).toBe(n % 2 === 0);
          for (const g of r.games) {
            expect(met.has(key(g.a, g.b)), `seed ${seed} round ${r.round}: ${g.a}–${g.b} again`).toBe(false);
            met.add(key(g.a, g.b));
            seatDiff.set(g.a, seatDiff.get(g.a)! + 1);
            seatDiff.set(g.b, seatDiff.get(g.b)! - 1);
          }
          if (r.bye) {
            expect(byes.has(r.bye), `seed ${seed}: a second bye for ${r.bye}`).toBe(false);
            byes.add(r.bye);
          }
        }
        // seats balanced: after 7 games A and B differ by 1 (7 is odd); byes leave an even count: 0 or 2 at most
        for (const [p, d] of seatDiff)
          expect(Math.abs(d), `seed ${seed}: ${p} seat difference ${d}`).toBeLessThanOrEqual(2);
      }
    });

  it('the bye goes to the lowest-ranked player without a previous bye', () => {
    for (const n of [9, 11, 15, 21, 29])
      play(n, 77 + n, 7, (r, before, score) => {
        const had = new Set(before.byes.map((b) => b.player));
        const ranked = ids(n).sort((x, y) => score.get(y)! - score.get(x)! || x.localeCompare(y));
        const expected = [...ranked].reverse().find((p) => !had.has(p));
        expect(r.bye).toBe(expected);
      });
  });

  it('score groups: each round minimises (seat-rule breaks, Σ (score difference)²) over all repeat-free pairings (exhaustive check up to 18 players)', () => {
    let compared = 0,
      floats = 0;
    for (let n = 10; n <= 18; n++)
      for (const seed of [5, 6]) {
        play(n, seed * 31 + n, 7, (r, before, score) => {
          const played = new Set(before.games.map((g) => key(g.a, g.b)));
          const pool = ids(n).filter((p) => p !== r.bye);
          expect(100_000 * r.seatBreaks + r.scoreCost, `${n} players, round ${r.round}`).toBe(
            oracle(pool, score, played, seatsFrom(before.games)),
          );
          const cross = r.games.filter((g) => score.get(g.a) !== score.get(g.b)).length;
          expect(cross).toBe(r.floats);
          floats += cross;
          compared++;
        });
      }
    expect(compared).toBe(9 * 2 * 7);
    expect(floats).toBeGreaterThan(0);
  });

  it('round 1 is the Dutch split: 1 v 5, 2 v 6, 3 v 7, 4 v 8 with alternating seats', () => {
    const r = pairSwiss({ players: ids(8), games: [], byes: [], round: 1, totalRounds: 5 });
    expect(r.games).toEqual([
      { a: 'p01', b: 'p05' },
      { a: 'p06', b: 'p02' },
      { a: 'p03', b: 'p07' },
      { a: 'p08', b: 'p04' },
    ]);
    expect(r).toMatchObject({ bye: null, floats: 0, scoreCost: 0 });
  });

  it('8 players over 7 rounds is a complete round robin (the look-ahead keeps the last rounds pairable)', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const st = play(8, seed);
      expect(new Set(st.games.map((g) => key(g.a, g.b))).size).toBe(28);
    }
  });

  it('withdrawn players are not paired; their past games still count as played', () => {
    const players = ids(6);
    const games: SwissGame[] = [
      { round: 1, a: 'p01', b: 'p04', scoreA: 1 },
      { round: 1, a: 'p05', b: 'p02', scoreA: 0 },
      { round: 1, a: 'p03', b: 'p06', scoreA: 0.5 },
    ];
    const r = pairSwiss({ players, games, byes: [], round: 2, totalRounds: 4, withdrawn: ['p06'] });
    expect(r.games.flatMap((g) => [g.a, g.b])).not.toContain('p06');
    expect(r.bye).not.toBeNull();
    for (const g of r.games) expect(['p01-p04', 'p02-p05', 'p03-p06']).not.toContain(key(g.a, g.b));
  });

  it('refuses impossible requests with a clear error', () => {
    expect(() => pairSwiss({ players: ids(4), games: [], byes: [], round: 5, totalRounds: 4 })).toThrow(RangeError);
    expect(() => pairSwiss({ players: ['a', 'a'], games: [], byes: [], round: 1, totalRounds: 1 })).toThrow(/twice/);
    // 2 players who already met cannot meet again
    expect(() =>
      pairSwiss({
        players: ['a', 'b'],
        games: [{ round: 1, a: 'a', b: 'b', scoreA: 1 }],
        byes: [],
        round: 2,
        totalRounds: 2,
      }),
    ).toThrow(/repeat/);
  });
});
