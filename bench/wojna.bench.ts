/**
 * Wojna o niepodległość (exercise-1920). (a) The cold first game: the first random full game this process
 * plays, before anything else has run, every apply timed (what a freshly started server's first games pay for
 * the JIT's warm-up). (b) The median time to apply a whole activation's movement batch (every opposing unit to
 * its farthest offered hex on turn 1) and (c) one attack with its losses, retreat and ZOC tests (the
 * encircled-open position); target < 5 ms each. (d) The headline: the process is warmed on BENCH_WOJNA_WARM
 * random games (default 10) that are not counted, then BENCH_WOJNA_GAMES fresh random games (default 20, seeds
 * of their own: no batch is timed twice) are played and every apply timed: the mean per batch in CPU time (the
 * process's user and system time) and wall time with the batch count, the median and p90; target ≤ 0.5 ms, judged
 * on CPU because the wall clock of a shared machine carries the other processes' load (printed beside it).
 * (e) The bot against random play over BENCH_WOJNA_BOT_GAMES exercise-1920 games (default 100, the bot Polish in
 * odd games, the opponent in even ones); target ≥ 90 wins.
 */
import { loadavg } from 'node:os';
import { FixedDice, SeededDice } from '../rules/core/dice.js';
import { botBatch } from '../rules/games/wojna-o-niepodleglosc/bot.js';
import wojna from '../rules/games/wojna-o-niepodleglosc/index.js';
import type { WojnaOrder } from '../rules/games/wojna-o-niepodleglosc/orders.js';
import type { WojnaState } from '../rules/games/wojna-o-niepodleglosc/state.js';
import { view } from '../rules/games/wojna-o-niepodleglosc/view.js';
import { median, p90, playThrough, timeMedian } from './support.js';

const [COLD_SEED, WARM_SEED, FRESH_SEED] = [1, 10_000, 20_000];
interface Timed {
  batches: number;
  cpuMs: number[];
  wallMs: number[];
}
/** `n` random full games from seeds `seed + 1…`, every apply's CPU and wall time */
const timedGames = (n: number, seed: number): Timed => {
  const t: Timed = { batches: 0, cpuMs: [], wallMs: [] };
  for (let g = 1; g <= n; g++)
    playThrough(wojna, 'exercise-1920', new SeededDice(seed + g), {
      each: ({ ms, cpu }) => {
        t.batches++;
        t.cpuMs.push((cpu.user + cpu.system) / 1000);
        t.wallMs.push(ms);
      },
    });
  return t;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const line = (what: string, t: Timed) =>
  `${what}: ${t.batches} batches, mean apply CPU ${mean(t.cpuMs).toFixed(3)} ms, wall ${mean(t.wallMs).toFixed(3)} ms ` +
  `(median CPU ${median(t.cpuMs).toFixed(3)}, p90 ${p90(t.cpuMs).toFixed(3)} ms; load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')})`;

// first of all, while nothing has warmed the process: one game as a freshly started server plays it
const cold = timedGames(1, COLD_SEED);
console.log(line('cold first game (a fresh process)', cold));

const dice = () => new FixedDice(Array(200).fill(5));
/** past the air plan windows (rules version 3) with no aviation flown, none in defence */
const pastAirPlan = (s: WojnaState): WojnaState => {
  while (s.awaiting?.kind === 'air') {
    const r = wojna.apply(s, s.awaiting.side, { orders: [{ type: 'end' }] }, dice());
    if (!r.ok) throw new Error(`bench: air plan refused: ${JSON.stringify(r.error)}`);
    s = r.state;
  }
  for (const p of Object.values(s.policies ?? {})) p.defenceAir = 'none';
  return s;
};
const start = pastAirPlan(wojna.setup('exercise-1920', {}, new FixedDice([4])));
const orders: WojnaOrder[] = [];
for (const c of view(start, 'opposing').options.choices) {
  if (!c.targets?.length || !c.id.startsWith('move:')) continue; // unit moves only (no HQs, no loads)
  const far = [...c.targets].sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0];
  orders.push(far.order as WojnaOrder);
}
orders.push({ type: 'end' });
const move = { orders };
const ok = wojna.apply(start, 'opposing', move, dice());
if (!ok.ok) throw new Error(`bench: movement batch refused: ${JSON.stringify(ok.error)}`);
const tMove = timeMedian(100, () => void wojna.apply(start, 'opposing', move, dice()));

const enc = pastAirPlan(wojna.setup('exercise-1920', { position: 'encircled-open' }, new FixedDice([0, 9, 0])));
const attack = {
  orders: [{ type: 'end' }, { type: 'attack', target: '1004', attackers: ['pl-1pp', 'pl-1pul'] }] as WojnaOrder[],
};
const a = wojna.apply(enc, 'polish', attack, dice());
if (!a.ok) throw new Error(`bench: attack refused: ${JSON.stringify(a.error)}`);
const tAttack = timeMedian(100, () => void wojna.apply(enc, 'polish', attack, dice()));

console.log(`movement batch (${orders.length - 1} moves): ${tMove.toFixed(2)} ms median (target < 5)`);
console.log(`one attack with its results: ${tAttack.toFixed(2)} ms median (target < 5)`);

// the process warmed on random games that are not counted (seeds of their own), as a server is after its first games
const WARM = Number(process.env.BENCH_WOJNA_WARM ?? 10);
for (let g = 1; g <= WARM; g++) playThrough(wojna, 'exercise-1920', new SeededDice(WARM_SEED + g));
// the headline: fresh random games (new seeds, each batch applied once) in the warmed process
const GAMES = Number(process.env.BENCH_WOJNA_GAMES ?? 20);
const fresh = timedGames(GAMES, FRESH_SEED);
console.log(
  `${line(`warm process (${WARM} uncounted games first), ${GAMES} fresh random games`, fresh)} ` +
    "(target ≤ 0.5 ms, judged on CPU: the apply's own cost, which other processes' load does not inflate)",
);
const BOT_GAMES = Number(process.env.BENCH_WOJNA_BOT_GAMES ?? 100);
let botWins = 0;
for (let g = 1; g <= BOT_GAMES; g++) {
  const botSide = g % 2 ? 'polish' : 'opposing';
  const s = playThrough(wojna, 'exercise-1920', new SeededDice(1000 + g), {
    pick: (s, side, d) =>
      side === botSide ? botBatch(s, side as 'polish' | 'opposing', d) : wojna.randomBatch(s, side, d),
  });
  if (wojna.status(s).result!.winner === botSide) botWins++;
}
console.log(`bot against random play (exercise-1920): ${botWins} of ${BOT_GAMES} won (target ≥ 90 of 100)`);
