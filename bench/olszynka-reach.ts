/**
 * `BEFORE=<a checkout of an older commit> npx tsx bench/olszynka-reach.ts`: one unit's move targets
 * (`reach.ts`, the view's movement choices) on this tree against the older tree's, in one process and
 * interleaved, so both meet the same load. The movement steps of random `grochow-1831` games
 * (OLS_GAMES seeds, default 2; at most OLS_STEPS steps, default 40) give the units; every unit's
 * targets are made OLS_ROUNDS times (default 5) on each tree, tree by tree alternately, after one
 * untimed warm-up round. It prints the median and mean wall time a unit on each side, and whether the
 * two trees offered the same targets (SHA-256 over all of them: a speed change must not change play).
 * Without BEFORE it times this tree alone. Make the older tree with
 * `git archive <rev> rules | tar -x -C <dir>` and link its node_modules to this one's.
 */
import { gameDice } from '../rules/core/dice.js';
import olszynka from '../rules/games/olszynka-grochowska-1831/index.js';
import * as packNow from '../rules/games/olszynka-grochowska-1831/pack.js';
import * as turnNow from '../rules/games/olszynka-grochowska-1831/phases/turn.js';
import * as reachNow from '../rules/games/olszynka-grochowska-1831/reach.js';
import type { GameState } from '../rules/games/olszynka-grochowska-1831/state.js';
import { compareTrees } from './support.js';

interface Tree {
  P: ReturnType<typeof packNow.PACK>;
  ctxOf: typeof turnNow.ctxOf;
  moveTargets: typeof reachNow.moveTargets;
}
const treeOf = (pack: typeof packNow, turn: typeof turnNow, reach: typeof reachNow): Tree => ({
  P: pack.PACK(),
  ctxOf: turn.ctxOf,
  moveTargets: reach.moveTargets,
});
const dir = process.env.BEFORE;
const g = `${dir}/rules/games/olszynka-grochowska-1831`;
const trees: Record<string, Tree> = { now: treeOf(packNow, turnNow, reachNow) };
if (dir)
  trees.before = treeOf(
    await import(`${g}/pack.js`),
    await import(`${g}/phases/turn.js`),
    await import(`${g}/reach.js`),
  );

// the movement steps of random battle games, each with the units it may move
const steps: { s: GameState; ids: string[] }[] = [];
const most = Number(process.env.OLS_STEPS ?? 40);
for (let seed = 1; seed <= Number(process.env.OLS_GAMES ?? 2) && steps.length < most; seed++) {
  const { setup, chooser, apply: dice } = gameDice(seed);
  let s = olszynka.setup('grochow-1831', {}, setup);
  while (!olszynka.status(s).result && steps.length < most) {
    const side = olszynka.status(s).waitingFor[0];
    if (s.phase === 'move' && s.active) {
      const m = s;
      const ids = m.active!.units.filter(
        (id) => !['routed', 'eliminated', 'offmap', 'pending'].includes(m.pos.units[id].at),
      );
      if (ids.length) steps.push({ s: JSON.parse(JSON.stringify(s)) as GameState, ids });
    }
    const r = olszynka.apply(s, side, olszynka.randomBatch!(s, side, chooser), dice);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}
const units = steps.reduce((n, x) => n + x.ids.length, 0);

const rounds = Number(process.env.OLS_ROUNDS ?? 5);
const { summary } = compareTrees(
  Object.keys(trees),
  (name) => {
    const t = trees[name];
    return steps.flatMap(({ s, ids }) => ids.map((id) => () => t.moveTargets(t.ctxOf(t.P, s), id)));
  },
  rounds,
);
console.log(`move targets over ${steps.length} movement steps, ${units} units, best of ${rounds} rounds: ${summary}`);
