/**
 * Wojna o niepodległość (exercise-1920): median time to apply (a) a whole activation's movement batch
 * (every opposing unit to its farthest offered hex on turn 1) and (b) one attack with its losses,
 * retreat and ZOC tests (the encircled-open position); target < 5 ms each. Then (c) the average apply
 * time per batch over random full games (BENCH_WOJNA_GAMES, default 5) with the batch count; target
 * ≤ 0.5 ms, and the same in CPU time, which a shared machine's load does not inflate. Then (d) the bot against random play over BENCH_WOJNA_BOT_GAMES exercise-1920 games
 * (default 100, the bot Polish in odd games, the opponent in even ones); target ≥ 90 wins.
 */
import { FixedDice, RecordingDice, SeededDice } from '../rules/core/dice.js';
import { botBatch } from '../rules/games/wojna-o-niepodleglosc/bot.js';
import wojna from '../rules/games/wojna-o-niepodleglosc/index.js';
import type { WojnaOrder } from '../rules/games/wojna-o-niepodleglosc/orders.js';
import type { WojnaState } from '../rules/games/wojna-o-niepodleglosc/state.js';
import { view } from '../rules/games/wojna-o-niepodleglosc/view.js';
import { playThrough, timeMedian } from './support.js';

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

const GAMES = Number(process.env.BENCH_WOJNA_GAMES ?? 5);
const perBatch: number[] = [];
let batches = 0,
  applyMs = 0,
  applyCpuMs = 0;
// each batch kept with the state before it and the dice its apply drew, to be applied again warm below
const played: { s: WojnaState; side: string; b: { orders: unknown[] }; dice: number[] }[] = [];
for (let g = 1; g <= GAMES; g++) {
  const d = new RecordingDice(new SeededDice(g));
  let last: { orders: unknown[] } = { orders: [] };
  let mark = 0;
  playThrough(wojna, 'exercise-1920', d, {
    pick: (s, side, dd) => {
      last = wojna.randomBatch(s, side, dd);
      mark = d.rolls.length;
      return last as never;
    },
    each: ({ ms, cpu, side, before }) => {
      applyCpuMs += cpu.user / 1000;
      applyMs += ms;
      perBatch.push(ms);
      batches++;
      played.push({ s: before, side, b: last, dice: d.rolls.slice(mark).map((r) => r.value) });
    },
  });
}
// the same batches applied again, twice, in a process past its warm-up (a server's steady state)
const c0 = process.cpuUsage();
for (let k = 0; k < 2; k++)
  for (const p of played) wojna.apply(p.s, p.side as 'polish', p.b as never, new FixedDice(p.dice));
const warm = process.cpuUsage(c0);
const warmCpu = (warm.user + warm.system) / 1000 / (2 * played.length);
console.log(`movement batch (${orders.length - 1} moves): ${tMove.toFixed(2)} ms median (target < 5)`);
console.log(`one attack with its results: ${tAttack.toFixed(2)} ms median (target < 5)`);
console.log(
  `random games: ${GAMES}, ${batches} batches, ${(applyMs / batches).toFixed(2)} ms average apply (target ≤ 0.5); ` +
    `CPU ${(applyCpuMs / batches).toFixed(2)} ms (the process's user time: on a loaded machine the wall time is several times it)`,
);
console.log(
  `the same ${played.length} batches applied again warm: CPU ${warmCpu.toFixed(2)} ms average (the first figure carries the JIT's warm-up and the random player's garbage)`,
);
perBatch.sort((x, y) => x - y);
console.log(
  `apply per batch: median ${perBatch[perBatch.length >> 1].toFixed(3)} ms (target < 0.5), ` +
    `p90 ${perBatch[Math.floor(perBatch.length * 0.9)].toFixed(2)} ms, max ${perBatch.at(-1)!.toFixed(1)} ms`,
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
