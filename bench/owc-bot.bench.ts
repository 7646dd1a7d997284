/**
 * Ostatnia Wojna Cesarzy's bot against the random player: per scenario (BENCH_OWC_BOT_SCENARIOS,
 * default A,B,C; also D, E, F, campaign) and seat, BENCH_OWC_BOT games (default 20; seeds 1..n) of
 * the bot on that seat, the random player on the others, after as many games of the random player
 * on every seat (the baseline). Scenario F has three seats (the bot plays one of them; the two Allied
 * seats win together). Prints the bot's wins, draws and losses, how its batches came about (its own,
 * cut where refused, minimal, the random player's: the last should be 0), and the median, p95 and
 * slowest CPU time of one bot batch (CPU, not wall: the machine is shared).
 */
import type { Side } from '../rules/core/contract.js';
import { gameDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { botDecision, type BotVia } from '../rules/games/ostatnia-wojna-cesarzy/bot.js';
import { botSeatDecision } from '../rules/games/ostatnia-wojna-cesarzy/bot-f.js';
import { isF } from '../rules/games/ostatnia-wojna-cesarzy/seats.js';
import type { SideId } from '../rules/games/ostatnia-wojna-cesarzy/schema.js';
import type { OwcState } from '../rules/games/ostatnia-wojna-cesarzy/state.js';

const games = Number(process.env.BENCH_OWC_BOT ?? 20);
const scenarios = (process.env.BENCH_OWC_BOT_SCENARIOS ?? 'A,B,C').split(',');
const times: number[] = [];
const via: Record<BotVia, number> = { bot: 0, cut: 0, minimal: 0, random: 0 };

/** one game, the bot on `bot`; its final state */
const botGame = (scenario: string, bot: Side | null, seed: number): OwcState => {
  const { setup, chooser, apply: dice } = gameDice(seed);
  let s = owc.setup(scenario, {}, setup);
  for (let n = 0; !s.result && n < 8000; n++) {
    const side = owc.status(s).waitingFor[0];
    const t0 = process.cpuUsage();
    let b = owc.randomBatch(s, side, chooser);
    if (side === bot) {
      const d = isF(s) ? botSeatDecision(s, side, chooser) : botDecision(s, side as SideId, chooser);
      b = d.batch;
      via[d.via]++;
      const t = process.cpuUsage(t0);
      times.push((t.user + t.system) / 1000);
    }
    const r = owc.apply(s, side, b, dice);
    if (!r.ok)
      throw new Error(`${scenario} seed ${seed}: ${side} refused: ${r.error.rule} ${r.error.message} at ${r.error.at}`);
    s = r.state;
  }
  return s;
};

/** the seats that won (the Allied seats together in F) */
const winners = (s: OwcState): string[] => {
  const w = s.result?.winner;
  if (!w) return [];
  return isF(s) && w === 'allies' ? ['allies', 'germans', 'austro-hungarians'] : [w];
};

for (const scenario of scenarios) {
  const seats = owc.scenarios.find((x) => x.id === scenario)!.sides;
  const base = Array.from({ length: games }, (_, i) => botGame(scenario, null, i + 1).result?.winner ?? null);
  console.log(
    `${scenario} random against random: allies won ${base.filter((w) => w === 'allies').length}, russians ${base.filter((w) => w === 'russians').length}, drawn ${base.filter((w) => w === null).length} of ${games}`,
  );
  for (const bot of seats) {
    const tally = { win: 0, draw: 0, loss: 0 };
    const vps: number[] = [];
    const before = { ...via };
    for (let seed = 1; seed <= games; seed++) {
      const s = botGame(scenario, bot, seed);
      const w = winners(s);
      tally[w.includes(bot) ? 'win' : s.result?.winner ? 'loss' : 'draw']++;
      vps.push(s.vp);
    }
    const made = (k: BotVia) => via[k] - before[k];
    console.log(
      `${scenario} bot as ${bot}: ${tally.win} won, ${tally.draw} drawn, ${tally.loss} lost of ${games} (VP balance, + Russian: ${vps.join(' ')}); batches: own ${made('bot')}, cut ${made('cut')}, minimal ${made('minimal')}, random ${made('random')}`,
    );
  }
}
times.sort((a, b) => a - b);
console.log(
  `bot batch CPU: median ${times[Math.floor(times.length / 2)].toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms over ${times.length} batches`,
);
