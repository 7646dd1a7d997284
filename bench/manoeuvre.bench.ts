/**
 * Manoeuvre: the median time to apply a batch (target < 1 ms) and the balance table: the greedy
 * player against itself for every pairing of the eight armies, each army once as the first player
 * (BENCH_GAMES games per pairing and seat, default 16). Target: every army wins 40–60 %.
 */
import { SeededDice } from '../rules/core/dice.js';
import manoeuvre from '../rules/games/manoeuvre/index.js';
import { greedyBatch } from '../rules/games/manoeuvre/bot.js';
import type { MBatch } from '../rules/games/manoeuvre/orders.js';
import { NATION_ORDER } from '../rules/games/manoeuvre/schema.js';
import type { MSide, MState } from '../rules/games/manoeuvre/state.js';

const GAMES = Number(process.env.BENCH_GAMES ?? 16);
const times: number[] = [];

const playOne = (first: string, second: string, seed: number) => {
  const dice = new SeededDice(seed);
  let s: MState = manoeuvre.setup('standard', {}, dice);
  let n = 0;
  while (!manoeuvre.status(s).result) {
    if (++n > 5000) throw new Error(`no result: ${first} v ${second} seed ${seed}`);
    const side = manoeuvre.status(s).waitingFor[0] as MSide;
    let batch: MBatch;
    if (s.phase === 'setup.pair') batch = { orders: [{ type: 'nations', nations: [first, second] }] };
    else if (s.phase === 'setup.nation') batch = { orders: [{ type: 'nation', nation: first }] };
    else if (s.phase.startsWith('setup.') && s.phase !== 'setup.deploy') batch = manoeuvre.randomBatch(s, side, dice);
    else batch = greedyBatch(s, side, dice);
    const t = performance.now();
    const r = manoeuvre.apply(s, side, batch, dice);
    times.push(performance.now() - t);
    if (!r.ok) throw new Error(`greedy batch refused: ${JSON.stringify(batch)} ${JSON.stringify(r.error)}`);
    s = r.state;
  }
  const res = s.result!;
  return { winner: s.players[res.winner].army!, firstWon: res.winner === s.first, reason: res.reason, turns: s.turnNo };
};

const wins = new Map<string, { games: number; wins: number; asFirst: number; firstWins: number }>();
for (const a of NATION_ORDER) wins.set(a, { games: 0, wins: 0, asFirst: 0, firstWins: 0 });
const reasons = new Map<string, number>();
let firstWins = 0,
  total = 0,
  turns = 0;
const t0 = performance.now();
let seed = 1;
for (let i = 0; i < NATION_ORDER.length; i++)
  for (let j = 0; j < NATION_ORDER.length; j++) {
    if (i === j) continue;
    const [a, b] = [NATION_ORDER[i], NATION_ORDER[j]];
    for (let g = 0; g < GAMES; g++) {
      const r = playOne(a, b, seed++);
      for (const x of [a, b]) wins.get(x)!.games++;
      wins.get(a)!.asFirst++;
      wins.get(r.winner)!.wins++;
      if (r.firstWon) {
        firstWins++;
        wins.get(a)!.firstWins++;
      }
      reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
      total++;
      turns += r.turns;
    }
  }
const secs = (performance.now() - t0) / 1000;
times.sort((x, y) => x - y);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(
  `apply: ${times.length} batches, median ${q(0.5).toFixed(3)} ms, p95 ${q(0.95).toFixed(3)} ms, max ${q(1).toFixed(2)} ms (target median < 1 ms)`,
);
console.log(
  `balance: ${total} greedy games (${GAMES} per pairing and seat) in ${secs.toFixed(1)} s; mean ${(turns / total).toFixed(1)} game turns; first player won ${((100 * firstWins) / total).toFixed(1)} %`,
);
console.log(`endings: ${[...reasons].map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)} %`).join(', ')}`);
console.log('army  games  wins  win %  as first: win %  in range');
let bad = 0;
for (const [a, w] of wins) {
  const pct = (100 * w.wins) / w.games;
  const ok = pct >= 40 && pct <= 60;
  if (!ok) bad++;
  console.log(
    `${a.padEnd(5)} ${String(w.games).padStart(5)} ${String(w.wins).padStart(5)} ${pct.toFixed(1).padStart(6)} ${((100 * w.firstWins) / w.asFirst).toFixed(1).padStart(16)}  ${ok ? 'yes' : 'NO'}`,
  );
}
console.log(bad ? `${bad} arm${bad > 1 ? 'ies' : 'y'} outside 40–60 %` : 'every army within 40–60 %');
