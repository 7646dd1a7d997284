/**
 * 1831 Olszynka Grochowska: random `grochow-1831` games (BENCH_OLS_GAMES, default 2, seeds 1..n)
 * played with the module's random player: the CPU per game (the random player's choices, which go
 * through the view's move choices, and apply), the batch count and the average apply time per
 * batch (target ≤ 0.5 ms); then the same for `alder-wood-1831` (BENCH_OLS_ALDER, default 10).
 */
import { SeededDice } from '../rules/core/dice.js';
import olszynka from '../rules/games/olszynka-grochowska-1831/index.js';

const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const games = (scenario: string, n: number): void => {
  let total = 0;
  let applyMs = 0;
  let batches = 0;
  for (let seed = 1; seed <= n; seed++) {
    const t0 = cpu();
    let s = olszynka.setup(scenario, {}, new SeededDice(seed));
    const chooser = new SeededDice(seed * 7919 + 1);
    const dice = new SeededDice(seed * 104729 + 3);
    while (!olszynka.status(s).result && batches < 100_000) {
      const side = olszynka.status(s).waitingFor[0];
      const batch = olszynka.randomBatch!(s, side, chooser);
      const a0 = cpu();
      const r = olszynka.apply(s, side, batch, dice);
      applyMs += cpu() - a0;
      if (!r.ok) throw new Error(`${scenario} seed ${seed}: refused: ${r.error.message}`);
      s = r.state;
      batches++;
    }
    total += cpu() - t0;
  }
  console.log(
    `${scenario}: ${n} random games, ${(total / n / 1000).toFixed(2)} s CPU a game, ` +
      `${Math.round(batches / n)} batches a game, apply ${(applyMs / batches).toFixed(3)} ms a batch (target ≤ 0.5 ms)`,
  );
};

games('grochow-1831', Number(process.env.BENCH_OLS_GAMES ?? 2));
games('alder-wood-1831', Number(process.env.BENCH_OLS_ALDER ?? 10));
