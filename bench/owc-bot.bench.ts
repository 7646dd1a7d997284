/**
 * Ostatnia Wojna Cesarzy's bot against the random player: per scenario (BENCH_OWC_BOT_SCENARIOS,
 * default A,B,C) and side, BENCH_OWC_BOT games (default 20; seeds 1..n) of the bot on that side,
 * the random player on the other, after as many games of the random player on both sides (the
 * baseline). Prints the bot's wins, draws and losses, and the median, p95 and
 * slowest CPU time of one bot batch (CPU, not wall: the machine is shared).
 */
import { SeededDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { botBatch } from '../rules/games/ostatnia-wojna-cesarzy/bot.js';
import type { SideId } from '../rules/games/ostatnia-wojna-cesarzy/schema.js';
import type { OwcState } from '../rules/games/ostatnia-wojna-cesarzy/state.js';

const games = Number(process.env.BENCH_OWC_BOT ?? 20);
const scenarios = (process.env.BENCH_OWC_BOT_SCENARIOS ?? 'A,B,C').split(',');
const times: number[] = [];

/** one game, the bot on `bot`; its final state */
const botGame = (scenario: string, bot: SideId | null, seed: number): OwcState => {
  let s = owc.setup(scenario, {}, new SeededDice(seed));
  const chooser = new SeededDice(seed * 7919 + 1);
  const dice = new SeededDice(seed * 104729 + 3);
  for (let n = 0; !s.result && n < 5000; n++) {
    const side = owc.status(s).waitingFor[0] as SideId;
    const t0 = process.cpuUsage();
    const b = side === bot ? botBatch(s, side, chooser) : owc.randomBatch(s, side, chooser);
    const t = process.cpuUsage(t0);
    if (side === bot) times.push((t.user + t.system) / 1000);
    const r = owc.apply(s, side, b, dice);
    if (!r.ok)
      throw new Error(`${scenario} seed ${seed}: ${side} refused: ${r.error.rule} ${r.error.message} at ${r.error.at}`);
    s = r.state;
  }
  return s;
};

for (const scenario of scenarios) {
  // the baseline: the random player on both sides
  const base = Array.from({ length: games }, (_, i) => botGame(scenario, null, i + 1).result?.winner ?? null);
  console.log(
    `${scenario} random against random: allies won ${base.filter((w) => w === 'allies').length}, russians ${base.filter((w) => w === 'russians').length}, drawn ${base.filter((w) => w === null).length} of ${games}`,
  );
  for (const bot of ['allies', 'russians'] as SideId[]) {
    const tally = { win: 0, draw: 0, loss: 0 };
    const vps: number[] = [];
    for (let seed = 1; seed <= games; seed++) {
      const s = botGame(scenario, bot, seed);
      const w = s.result?.winner ?? null;
      tally[w === bot ? 'win' : w === null ? 'draw' : 'loss']++;
      vps.push(s.vp);
    }
    console.log(
      `${scenario} bot as ${bot}: ${tally.win} won, ${tally.draw} drawn, ${tally.loss} lost of ${games} (VP balance, + Russian: ${vps.join(' ')})`,
    );
  }
}
times.sort((a, b) => a - b);
console.log(
  `bot batch CPU: median ${times[Math.floor(times.length / 2)].toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms over ${times.length} batches`,
);
