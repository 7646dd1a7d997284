/** League algorithms: Swiss pairing time per round (it runs inside an API request), schedules, standings. */
import { SeededDice } from '../rules/core/dice.js';
import { roundRobin } from '../functions/leagues/round-robin.js';
import { standings } from '../functions/leagues/standings.js';
import { pairSwiss, type SwissGame } from '../functions/leagues/swiss.js';

const seeds = Number(process.env.BENCH_SEEDS ?? 10);
for (const n of [8, 9, 16, 24, 30]) {
  const times: number[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const players = Array.from({ length: n }, (_, i) => `p${i}`);
    const d = new SeededDice(seed * 977 + n);
    const games: SwissGame[] = [];
    const byes: { round: number; player: string }[] = [];
    for (let round = 1; round <= 7; round++) {
      const t = performance.now();
      const r = pairSwiss({ players, games, byes, round, totalRounds: 7 });
      times.push(performance.now() - t);
      for (const g of r.games) {
        const x = d.roll(6);
        games.push({ round, a: g.a, b: g.b, scoreA: x <= 3 ? 1 : x === 4 ? 0.5 : 0 });
      }
      if (r.bye) byes.push({ round, player: r.bye });
    }
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  console.log(
    `Swiss ${String(n).padStart(2)} players × 7 rounds × ${seeds} events: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${times.at(-1)!.toFixed(2)} ms per round`,
  );
}
{
  const t = performance.now();
  for (let i = 0; i < 1000; i++)
    roundRobin(
      Array.from({ length: 20 }, (_, k) => `p${k}`),
      { double: true },
    );
  console.log(`round robin, 20 players double: ${((performance.now() - t) / 1000).toFixed(3)} ms`);
  const players = Array.from({ length: 20 }, (_, k) => `p${k}`);
  const d = new SeededDice(1);
  const games = roundRobin(players, { double: true }).flatMap((r) =>
    r.games.map((g) => ({ ...g, result: (['a', 'b', 'draw'] as const)[d.roll(3) - 1] })),
  );
  const t2 = performance.now();
  for (let i = 0; i < 100; i++) standings({ players, games });
  console.log(`standings + crosstable, 20 players, 380 games: ${((performance.now() - t2) / 100).toFixed(3)} ms`);
}
