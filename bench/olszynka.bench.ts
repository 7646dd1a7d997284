/**
 * 1831 Olszynka Grochowska, apply as a long-lived server meets it: the process is first warmed on random
 * `grochow-1831` games it does not count (BENCH_OLS_WARM, default 2, seeds 1001..; the first of them is
 * printed apart as the cold figure, a fresh process's first game), then fresh random games on other
 * seeds are measured (BENCH_OLS_GAMES, default 3, seeds 1..n), played with the module's random player:
 * the batch count, the mean apply a batch in CPU (the target, ≤ 0.5 ms) and wall time, its median, the
 * CPU per game (the random player's choices, which go through the view's move choices, and apply), and
 * the median apply time of a whole activation (a division's or a commander's: every batch from its
 * marker's pick to its end; target < 5 ms); then the same for `alder-wood-1831` (BENCH_OLS_ALDER, default
 * 10, warmed on BENCH_OLS_ALDER_WARM, default 2).
 * Then medians (CPU): a line-of-sight query across the battle map (target < 0.1 ms), one combat of a
 * random battle game (target < 5 ms), and one unit's move targets in the view (`reach.ts`, 20 timed after
 * 5 warm-up calls; beside it the same with every path judged whole by movement's check mode, as before
 * the search judged its own). `bench/olszynka-reach.ts` times move targets over many units and compares trees.
 * Then the views of a random `grochow-1831` game (BENCH_OLS_VIEWS games, default 1, seeds 1..n): for
 * each state the three views a step is served as (pl, ru, spectator), wall time; their median and
 * mean a state, the median of the movement step's states, and the JSON's mean size.
 * Last the bot's score: `alder-wood-1831` games (BENCH_OLS_BOT, default 100, seeds 1..n) and
 * `grochow-1831` games (BENCH_OLS_BOT_BATTLE, default 1) of the bot on each side against the random
 * player (the target: 90 of 100); 0 skips either.
 */
import { FixedDice, gameDice, SeededDice } from '../rules/core/dice.js';
import olszynka from '../rules/games/olszynka-grochowska-1831/index.js';
import { PACK } from '../rules/games/olszynka-grochowska-1831/pack.js';
import { ctxOf } from '../rules/games/olszynka-grochowska-1831/phases/turn.js';
import { moveTargets } from '../rules/games/olszynka-grochowska-1831/reach.js';
import { lineOfSight } from '../rules/games/olszynka-grochowska-1831/sight.js';
import type { GameState } from '../rules/games/olszynka-grochowska-1831/state.js';
import { loadavg } from 'node:os';
import { cpuMs, median, cpuMedian } from './support.js';

/** the apply of each batch of one random game, its CPU and wall time (ms), with the activation it belongs to */
const playGame = (scenario: string, seed: number): { cpu: number; wall: number; key: string | null }[] => {
  const out: { cpu: number; wall: number; key: string | null }[] = [];
  const { setup, chooser, apply: dice } = gameDice(seed);
  let s = olszynka.setup(scenario, {}, setup);
  while (!olszynka.status(s).result && out.length < 100_000) {
    const side = olszynka.status(s).waitingFor[0];
    const batch = olszynka.randomBatch!(s, side, chooser);
    const key = s.active ? `${s.pos.stage}:${s.active.marker}` : null;
    const [w0, c0] = [performance.now(), cpuMs()];
    const r = olszynka.apply(s, side, batch, dice);
    out.push({ cpu: cpuMs() - c0, wall: performance.now() - w0, key });
    if (!r.ok) throw new Error(`${scenario} seed ${seed}: refused: ${r.error.message}`);
    s = r.state;
  }
  return out;
};

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * The figure the target is judged on is a long-lived server's: its process has applied many batches
 * before (compiled and optimised the rules), and each game it serves is a new one. So `warm` games on
 * seeds the measurement never plays (1001..) are played first and not counted (the first of them, in
 * a fresh process, is printed apart as the cold figure: what the first batches after a deploy cost);
 * then `n` fresh games on seeds 1..n are measured, every batch of them.
 */
const games = (scenario: string, n: number, warm: number): void => {
  // 0 games asked (BENCH_OLS_ALDER=0): nothing to time, and no median of an empty list
  if (n <= 0) return;
  const t0 = cpuMs();
  for (let w = 1; w <= warm; w++) {
    const first = playGame(scenario, 1000 + w);
    if (w === 1)
      console.log(
        `${scenario}: warming (not counted): ${warm} random game(s), seeds 1001–${1000 + warm}; the first, ` +
          `${first.length} batches, apply ${mean(first.map((x) => x.cpu)).toFixed(3)} ms CPU ` +
          `(${mean(first.map((x) => x.wall)).toFixed(3)} ms wall) a batch on average` +
          (coldProcess ? ' (cold: the first game of the process)' : ''),
      );
    coldProcess = false;
  }
  const warmCpu = cpuMs() - t0;
  const t1 = cpuMs();
  const all: { cpu: number; wall: number; key: string | null }[] = [];
  // the apply time of each activation whole: every batch from its marker's pick to its end (R 2.3)
  const activations: number[] = [];
  for (let seed = 1; seed <= n; seed++) {
    const batches = playGame(scenario, seed);
    let current: string | null = null;
    let sum = 0;
    for (const b of batches) {
      if (b.key !== current) {
        if (current !== null) activations.push(sum);
        [current, sum] = [b.key, 0];
      }
      if (b.key !== null) sum += b.cpu;
    }
    if (current !== null) activations.push(sum);
    all.push(...batches);
  }
  const total = cpuMs() - t1;
  const cpus = all.map((x) => x.cpu);
  const walls = all.map((x) => x.wall);
  console.log(
    `${scenario}: ${n} fresh random games (seeds 1–${n}) in a warm process, ${all.length} batches ` +
      `(${Math.round(all.length / n)} a game): apply ${mean(cpus).toFixed(3)} ms CPU a batch on average ` +
      `(target ≤ 0.5 ms), ${mean(walls).toFixed(3)} ms wall; median ${median(cpus).toFixed(3)} ms CPU; ` +
      `${(total / n / 1000).toFixed(2)} s CPU a game with the random player's choices ` +
      `(warming ${(warmCpu / 1000).toFixed(1)} s CPU; load ${loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `${scenario}: a whole activation (every batch from the marker's pick to its end): median ` +
      `${median(activations).toFixed(2)} ms CPU over ${activations.length} activations (target < 5 ms)`,
  );
};
let coldProcess = true;

games('grochow-1831', Number(process.env.BENCH_OLS_GAMES ?? 3), Number(process.env.BENCH_OLS_WARM ?? 2));
games('alder-wood-1831', Number(process.env.BENCH_OLS_ALDER ?? 10), Number(process.env.BENCH_OLS_ALDER_WARM ?? 2));

// the first combat step with an attack offered, and the first movement step, of a random battle game
const { setup, chooser, apply: dice } = gameDice(5);
let s = olszynka.setup('grochow-1831', {}, setup);
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
const tLos = cpuMedian(200, () => void lineOfSight(c, cells[0], cells[cells.length - 1]));
console.log(
  `line of sight across the map (${cells[0]}→${cells[cells.length - 1]}): ${tLos.toFixed(3)} ms CPU median (target < 0.1 ms)`,
);
if (combat) {
  const { s: at, order } = combat;
  const side = at.active!.side;
  const t = cpuMedian(
    30,
    () => void olszynka.apply(at, side, { orders: [order as never] }, new FixedDice(Array(20).fill(5))),
  );
  console.log(`one combat (R 9.11–9.13): ${t.toFixed(2)} ms CPU median (target < 5 ms)`);
}
if (moving) {
  const m = moving;
  const ids = m.active!.units.filter(
    (id) => !['routed', 'eliminated', 'offmap', 'pending'].includes(m.pos.units[id].at),
  );
  // beside each, the same with every path judged whole by movement's check mode (reach.ts `judge`)
  const both = ids.map((id) => [
    cpuMedian(20, () => void moveTargets(ctxOf(P, m), id), 5),
    cpuMedian(20, () => void moveTargets(ctxOf(P, m), id, 'whole'), 5),
  ]);
  const per = both.map((x) => x[0]);
  const whole = both.map((x) => x[1]);
  console.log(
    `one unit's move targets (reach.ts): ${median(per).toFixed(2)} ms CPU median over ${ids.length} units (each path judged whole: ${median(whole).toFixed(2)} ms)`,
  );
}

// the views of random battle games: each state's three views, made on the state as played (no cache warmed)
const viewGames = Number(process.env.BENCH_OLS_VIEWS ?? 1);
if (viewGames > 0) {
  const each: number[] = [];
  const moves: number[] = [];
  let bytes = 0;
  for (let seed = 1; seed <= viewGames; seed++) {
    const { setup, chooser: ch, apply: d } = gameDice(seed);
    let g = olszynka.setup('grochow-1831', {}, setup);
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
  console.log(
    `grochow-1831 views (pl + ru + spectator) over ${viewGames} random game(s), ${each.length} states: ` +
      `median ${median(each).toFixed(2)} ms a state, mean ${mean(each).toFixed(2)} ms; movement steps median ` +
      `${median(moves).toFixed(2)} ms (${moves.length}); ${Math.round(bytes / each.length / 3)} bytes of JSON a view`,
  );
}

// the bot against random play, on each side and scenario
const botScore = (scenario: string, botGames: number): void => {
  for (const botSide of ['pl', 'ru'] as const) {
    let wins = 0;
    const t0 = cpuMs();
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
        `(${((cpuMs() - t0) / botGames / 1000).toFixed(2)} s CPU a game; target 90 of 100)`,
    );
  }
};
const botGames = Number(process.env.BENCH_OLS_BOT ?? 100);
if (botGames > 0) botScore('alder-wood-1831', botGames);
const botBattles = Number(process.env.BENCH_OLS_BOT_BATTLE ?? 1);
if (botBattles > 0) botScore('grochow-1831', botBattles);
