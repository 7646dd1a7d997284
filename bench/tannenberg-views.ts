/**
 * Tannenberg 1914 views: the JSON of every view (German, Russian, spectator) after each batch of
 * random games of both scenarios, hashed into one digest, with the CPU the views took (all, those of a movement phase, the mover's there). Run it on two
 * trees (TB_ROOT: the game's folder, default this tree's) in turn to check that a change of the views
 * keeps their output byte for byte and to compare their cost (the first mover's view of each movement phase
 * apart: the searches of the views before it are of other positions):
 * `npx tsx bench/tannenberg-views.ts` (TB_VIEW_SHORT gumbinnen-1914 games, default 6; TB_VIEW_FULL
 * full games, default 2; TB_VIEW_MOST batches each, default 700).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SeededDice } from '../rules/core/dice.js';
import type { GameModule } from '../rules/core/contract.js';

const root = resolve(process.env.TB_ROOT ?? resolve(import.meta.dirname, '../rules/games/tannenberg-1914'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the module of another tree, same contract
const tb = (await import(pathToFileURL(`${root}/index.ts`).href)).default as GameModule<any, any>;
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const hash = createHash('sha256');
let views = 0,
  ms = 0,
  moveViews = 0,
  moveMs = 0,
  moverViews = 0,
  moverMs = 0,
  firstViews = 0,
  firstMs = 0;
const play = (scenario: string, seed: number, most: number) => {
  const d = new SeededDice(seed);
  let s = tb.setup(scenario, {}, d);
  for (let n = 0; n < most && !tb.status(s).result; n++) {
    const side = tb.status(s).waitingFor[0];
    const r = tb.apply(s, side, tb.randomBatch(s, side, d), d);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
    const first = r.state.await?.kind === 'move' && (s.phase !== r.state.phase || s.turn !== r.state.turn);
    s = r.state;
    for (const viewer of ['de', 'ru', null]) {
      const c0 = cpu();
      const v = tb.view(s, viewer);
      const dt = cpu() - c0;
      hash.update(JSON.stringify(v));
      views++;
      ms += dt;
      if (s.await?.kind !== 'move') continue;
      [moveViews, moveMs] = [moveViews + 1, moveMs + dt];
      if (s.await.sides.includes(viewer)) [moverViews, moverMs] = [moverViews + 1, moverMs + dt];
      if (first && s.await.sides.includes(viewer)) [firstViews, firstMs] = [firstViews + 1, firstMs + dt];
    }
  }
};
const SHORT = Number(process.env.TB_VIEW_SHORT ?? 6),
  FULL = Number(process.env.TB_VIEW_FULL ?? 2),
  MOST = Number(process.env.TB_VIEW_MOST ?? 700);
for (let g = 1; g <= SHORT; g++) play('gumbinnen-1914', 700 + g, 5000);
for (let g = 1; g <= FULL; g++) play('tannenberg-1914', 800 + g, MOST);
console.log(
  `${root}: ${views} views, digest ${hash.digest('hex').slice(0, 16)}; CPU ${(ms / views).toFixed(3)} ms a view, ` +
    `${(moveMs / moveViews).toFixed(3)} ms a movement-phase view (${moveViews}), ` +
    `${(moverMs / moverViews).toFixed(3)} ms the mover's (${moverViews}), ` +
    `${(firstMs / firstViews).toFixed(3)} ms the mover's first of a phase (${firstViews})`,
);
