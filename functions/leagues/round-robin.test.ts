import { describe, expect, it } from 'vitest';
import { roundRobin } from './round-robin.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const key = (a: string, b: string) => (a < b ? `${a}-${b}` : `${b}-${a}`);

describe('round robin (circle method)', () => {
  for (let n = 2; n <= 20; n++)
    for (const double of [false, true])
      it(`${n} players, ${double ? 'double' : 'single'}: every pair meets once per cycle, ≤1 game per round, seats balanced, byes`, () => {
        const players = ids(n);
        const rounds = roundRobin(players, { double });
        const perCycle = n % 2 ? n : n - 1;
        expect(rounds).toHaveLength(perCycle * (double ? 2 : 1));
        expect(rounds.map((r) => r.round)).toEqual(rounds.map((_, i) => i + 1));
        const met = new Map<string, number>();
        const seatA = new Map<string, number>(players.map((p) => [p, 0]));
        const seatB = new Map<string, number>(players.map((p) => [p, 0]));
        const byes = new Map<string, number>();
        for (const r of rounds) {
          const inRound = r.games.flatMap((g) => [g.a, g.b]).concat(r.bye ? [r.bye] : []);
          expect(new Set(inRound).size).toBe(inRound.length); // nobody twice in a round
          expect(inRound.sort()).toEqual([...players].sort()); // everyone plays or has the bye
          expect(r.games).toHaveLength(Math.floor(n / 2));
          expect(r.bye === null).toBe(n % 2 === 0);
          if (r.bye) byes.set(r.bye, (byes.get(r.bye) ?? 0) + 1);
          for (const g of r.games) {
            expect(g.a).not.toBe(g.b);
            met.set(key(g.a, g.b), (met.get(key(g.a, g.b)) ?? 0) + 1);
            seatA.set(g.a, seatA.get(g.a)! + 1);
            seatB.set(g.b, seatB.get(g.b)! + 1);
          }
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        for (const c of met.values()) expect(c).toBe(double ? 2 : 1);
        for (const p of players) {
          expect(Math.abs(seatA.get(p)! - seatB.get(p)!)).toBeLessThanOrEqual(double ? 0 : 1);
          expect(seatA.get(p)! + seatB.get(p)!).toBe((n - 1) * (double ? 2 : 1));
          if (n % 2) expect(byes.get(p)).toBe(double ? 2 : 1);
        }
        if (double) {
          // the second cycle swaps the seats of the first
          const first = rounds.slice(0, perCycle),
            second = rounds.slice(perCycle);
          second.forEach((r, i) => expect(r.games).toEqual(first[i].games.map((g) => ({ a: g.b, b: g.a }))));
          for (const [a, b] of rounds.flatMap((r) => r.games.map((g) => [g.a, g.b]))) {
            const both = rounds.flatMap((r) => r.games).filter((g) => key(g.a, g.b) === key(a, b));
            expect(new Set(both.map((g) => g.a)).size).toBe(2);
          }
        }
      });

  it('4 players: the Berger table', () => {
    expect(roundRobin(['A', 'B', 'C', 'D'])).toEqual([
      {
        round: 1,
        games: [
          { a: 'A', b: 'D' },
          { a: 'B', b: 'C' },
        ],
        bye: null,
      },
      {
        round: 2,
        games: [
          { a: 'D', b: 'B' },
          { a: 'C', b: 'A' },
        ],
        bye: null,
      },
      {
        round: 3,
        games: [
          { a: 'C', b: 'D' },
          { a: 'A', b: 'B' },
        ],
        bye: null,
      },
    ]);
  });
  it('nobody has the same seat three rounds running (single cycle, 2..20 players)', () => {
    for (let n = 2; n <= 20; n++) {
      const last = new Map<string, string[]>();
      for (const r of roundRobin(ids(n)))
        for (const g of r.games)
          for (const [p, s] of [
            [g.a, 'A'],
            [g.b, 'B'],
          ]) {
            const h = [...(last.get(p) ?? []), s].slice(-3);
            last.set(p, h);
            expect(h.length === 3 && h.every((x) => x === s), `${n} players, ${p}`).toBe(false);
          }
    }
  });
  it('refuses 1 or 21 players and duplicates', () => {
    expect(() => roundRobin(['a'])).toThrow(RangeError);
    expect(() => roundRobin(ids(21))).toThrow(RangeError);
    expect(() => roundRobin(['a', 'b', 'a'])).toThrow(/twice/);
  });
});
