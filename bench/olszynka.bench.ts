/**
 * 1831 Olszynka Grochowska: random `grochow-1831` games (BENCH_OLS_GAMES, default 2, seeds 1..n)
 * played with the module's random player: the CPU per game (the random player's choices, which go
 * through the view's move choices, and apply), the batch count and the average apply time per
 * batch and its median (CPU; target ≤ 0.5 ms), and the median apply time of a whole activation (a
 * division's or a commander's: every batch from its marker's pick to its end; target < 5 ms); then the
 * same for `alder-wood-1831` (BENCH_OLS_ALDER, default 10).
 * Then medians: a line-of-sight query across the battle map (target < 0.1 ms), one combat of a
 * random battle game (target < 5 ms), and one unit's move targets in the view (`reach.ts`, 20 timed after
 * 5 warm-up calls; beside it the same with every path judged whole by movement's check mode, as before
 * the search judged its own). `bench/olszynka-reach.ts` times move targets over many units and compares trees.
 * Then the views of a random `grochow-1831` game (BENCH_OLS_VIEWS games, default 1, seeds 1..n): for
 * each state the three views a step is served as (pl, ru, spectator), wall time; their median and
 * mean a state, the median of the movement step's states, and the JSON's mean size.
 * Last the bot's score: `alder-wood-1831` games (BENCH_OLS_BOT, default 10, seeds 1..n) and
 * `grochow-1831` games (BENCH_OLS_BOT_BATTLE, default 1) of the bot on each side against the random
 * player (the target: 90 of 100); 0 skips either.
 */
import { FixedDice, SeededDice } from '../rules/core/dice.js';
import olszynka from '../rules/games/olszynka-grochowska-1831/index.js';
import { PACK } from '../rules/games/olszynka-grochowska-1831/pack.js';
import { ctxOf } from '../rules/games/olszynka-grochowska-1831/phases/turn.js';
import { moveTargets } from '../rules/games/olszynka-grochowska-1831/reach.js';
import { lineOfSight } from '../rules/games/olszynka-grochowska-1831/sight.js';
import type { GameState } from '../rules/games/olszynka-grochowska-1831/state.js';
import { median, timeMedian } from './support.js';

const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const games = (scenario: string, n: number): void => {
  // 0 games asked (BENCH_OLS_ALDER=0): nothing to time, and no median of an empty list
  if (n <= 0) return;
  let total = 0;
  let applyMs = 0;
  let batches = 0;
  const each: number[] = [];
  // the apply time of each activation whole: every batch from its marker's pick to its end (R 2.3)
  const activations: number[] = [];
  // the games after the first, apart: the first pays for compiling the rules (a server's process is warm)
  let warmMs = 0;
  let warmBatches = 0;
  for (let seed = 1; seed <= n; seed++) {
    let current: string | null = null;
    let sum = 0;
    const t0 = cpu();
    let s = olszynka.setup(scenario, {}, new SeededDice(seed));
    const chooser = new SeededDice(seed * 7919 + 1);
    const dice = new SeededDice(seed * 104729 + 3);
    while (!olszynka.status(s).result && batches < 100_000) {
      const side = olszynka.status(s).waitingFor[0];
      const batch = olszynka.randomBatch!(s, side, chooser);
      const key = s.active ? `${s.pos.stage}:${s.active.marker}` : null;
      if (key !== current) {
        if (current !== null) activations.push(sum);
        current = key;
        sum = 0;
      }
      const a0 = cpu();
      const r = olszynka.apply(s, side, batch, dice);
      const dt = cpu() - a0;
      applyMs += dt;
      if (seed > 1) {
        warmMs += dt;
        warmBatches++;
      }
      if (key !== null) sum += dt;
      each.push(dt);
      if (!r.ok) throw new Error(`${scenario} seed ${seed}: refused: ${r.error.message}`);
      s = r.state;
      batches++;
    }
    total += cpu() - t0;
  }
  console.log(
    `${scenario}: ${n} random games, ${(total / n / 1000).toFixed(2)} s CPU a game, ` +
      `${Math.round(batches / n)} batches a game, apply ${(applyMs / batches).toFixed(3)} ms a batch on average, ` +
      `median ${median(each).toFixed(3)} ms (target ≤ 0.5 ms)` +
      (warmBatches ? `; the games after the first ${(warmMs / warmBatches).toFixed(3)} ms a batch on average` : ''),
  );
  console.log(
    `${scenario}: a whole activation (every batch from the marker's pick to its end): median ` +
      `${median(activations).toFixed(2)} ms over ${activations.length} activations (target < 5 ms)`,
  );
};

games('grochow-1831', Number(process.env.BENCH_OLS_GAMES ?? 2));
games('alder-wood-1831', Number(process.env.BENCH_OLS_ALDER ?? 10));

// the first combat step with an attack offered, and the first movement step, of a random battle game
let s = olszynka.setup('grochow-1831', {}, new SeededDice(5));
const chooser = new SeededDice(5 * 7919 + 1);
const dice = new SeededDice(5 * 104729 + 3);
let combat: { s: GameState; order: unknown } | null = null;
let moving: GameState | null = null;
while (!olszynka.status(s).result && !(combat && moving)) {
  const side = olszynka.status(s).waitingFor[0];
  if (!moving && s.phase === 'move') moving = s;
  const attack = olszynka.view(s, side).options.choices.find((c) => c.id.startsWith('attack:'));
  if (!combat && s.phase === 'combat' && attack) combat = { s, order: attack.order };
  const r = olszynka.apply(s, side, olszynka.randomBatch!(s, side, chooser), dice);
  if (!r.ok) throw new Error(r.error.message);
  s = r.state;
}
const P = PACK();
const c = ctxOf(P, s);
const cells = P.grid.cellPositions().map((x) => x.label);
const tLos = timeMedian(200, () => void lineOfSight(c, cells[0], cells[cells.length - 1]));
console.log(
  `line of sight across the map (${cells[0]}→${cells[cells.length - 1]}): ${tLos.toFixed(3)} ms median (target < 0.1 ms)`,
);
if (combat) {
  const { s: at, order } = combat;
  const side = at.active!.side;
  const t = timeMedian(
    30,
    () => void olszynka.apply(at, side, { orders: [order as never] }, new FixedDice(Array(20).fill(5))),
  );
  console.log(`one combat (R 9.11–9.13): ${t.toFixed(2)} ms median (target < 5 ms)`);
}
if (moving) {
  const m = moving;
  const ids = m.active!.units.filter(
    (id) => !['routed', 'eliminated', 'offmap', 'pending'].includes(m.pos.units[id].at),
  );
  // beside each, the same with every path judged whole by movement's check mode (reach.ts `judge`)
  const both = ids.map((id) => [
    timeMedian(20, () => void moveTargets(ctxOf(P, m), id), 5),
    timeMedian(20, () => void moveTargets(ctxOf(P, m), id, 'whole'), 5),
  ]);
  const per = both.map((x) => x[0]);
  const whole = both.map((x) => x[1]);
  console.log(
    `one unit's move targets (reach.ts): ${median(per).toFixed(2)} ms median over ${ids.length} units (each path judged whole: ${median(whole).toFixed(2)} ms)`,
  );
}

// the views of random battle games: each state's three views, made on the state as played (no cache warmed)
const viewGames = Number(process.env.BENCH_OLS_VIEWS ?? 1);
if (viewGames > 0) {
  const each: number[] = [];
  const moves: number[] = [];
  let bytes = 0;
  for (let seed = 1; seed <= viewGames; seed++) {
    let g = olszynka.setup('grochow-1831', {}, new SeededDice(seed));
    const ch = new SeededDice(seed * 7919 + 1);
    const d = new SeededDice(seed * 104729 + 3);
    for (;;) {
      const t0 = performance.now();
      const vs = [olszynka.view(g, 'pl'), olszynka.view(g, 'ru'), olszynka.view(g, null)];
      const dt = performance.now() - t0;
      each.push(dt);
      if (g.phase === 'move') moves.push(dt);
      for (const v of vs) bytes += JSON.stringify(v).length;
      if (olszynka.status(g).result) break;
      const side = olszynka.status(g).waitingFor[0];
      const r = olszynka.apply(g, side, olszynka.randomBatch!(g, side, ch), d);
      if (!r.ok) throw new Error(`views game ${seed}: refused: ${r.error.message}`);
      g = r.state;
    }
  }
  const mean = each.reduce((a, b) => a + b, 0) / each.length;
  console.log(
    `grochow-1831 views (pl + ru + spectator) over ${viewGames} random game(s), ${each.length} states: ` +
      `median ${median(each).toFixed(2)} ms a state, mean ${mean.toFixed(2)} ms; movement steps median ` +
      `${median(moves).toFixed(2)} ms (${moves.length}); ${Math.round(bytes / each.length / 3)} bytes of JSON a view`,
  );
}

// the bot against random play, on each side and scenario
const botScore = (scenario: string, botGames: number): void => {
  for (const botSide of ['pl', 'ru'] as const) {
    let wins = 0;
    const t0 = cpu();
    for (let seed = 1; seed <= botGames; seed++) {
      let g = olszynka.setup(scenario, {}, new SeededDice(seed));
      const d = new SeededDice(seed * 31 + 7);
      for (let n = 0; !g.result && n < 20_000; n++) {
        const side = olszynka.status(g).waitingFor[0];
        const b = side === botSide ? olszynka.botBatch!(g, side, d) : olszynka.randomBatch!(g, side, d);
        const r = olszynka.apply(g, side, b, d);
        if (!r.ok) throw new Error(`${scenario} bot game ${seed}: refused: ${r.error.message}`);
        g = r.state;
      }
      if (g.result?.winners.length === 1 && g.result.winners[0] === botSide) wins++;
    }
    console.log(
      `bot as ${botSide} against random play, ${scenario}: won ${wins} of ${botGames} ` +
        `(${((cpu() - t0) / botGames / 1000).toFixed(2)} s CPU a game; target 90 of 100)`,
    );
  }
};
const botGames = Number(process.env.BENCH_OLS_BOT ?? 10);
if (botGames > 0) botScore('alder-wood-1831', botGames);
const botBattles = Number(process.env.BENCH_OLS_BOT_BATTLE ?? 1);
if (botBattles > 0) botScore('grochow-1831', botBattles);
