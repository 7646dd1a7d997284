/**
 * `BEFORE=<a checkout of an older commit> npx tsx bench/owc-march.ts`: OWC's march search (movement.ts
 * `marchTargets`, the movement view's and the random player's search) on this tree against the older
 * tree's, in one process and interleaved, so both meet the same load. The normal movement phases of
 * random games of D and the campaign (OWC_GAMES seeds each, default 2; OWC_STEPS phases at most,
 * default 30) give the units: each phase's movers, on one fresh board per phase as a view builds it.
 * The search is the view's (21.5's marches too, from rules version 7; an older tree has none, so the
 * targets differ where a unit may use 21.5). Every unit's targets are made OWC_ROUNDS times (default 5) on each tree, tree by tree alternately,
 * after one untimed warm-up round. It prints the median and mean time of a unit's search (the best of
 * the rounds) and whether both trees offered the same targets (SHA-256 over all of them: a speed change
 * must not change play). Without BEFORE it times this tree alone. Make the older tree with
 * `git archive <rev> rules | tar -x -C <dir>`.
 */
import { SeededDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import * as ctxNow from '../rules/games/ostatnia-wojna-cesarzy/ctx.js';
import * as moveNow from '../rules/games/ostatnia-wojna-cesarzy/movement.js';
import * as phaseNow from '../rules/games/ostatnia-wojna-cesarzy/phases/movement.js';
import type { OwcState } from '../rules/games/ostatnia-wojna-cesarzy/state.js';
import type { SideId } from '../rules/games/ostatnia-wojna-cesarzy/schema.js';
import { compareTrees } from './support.js';

interface Tree {
  ctx: typeof ctxNow;
  move: typeof moveNow;
  phase: typeof phaseNow;
}
const dir = process.env.BEFORE;
const g = `${dir}/rules/games/ostatnia-wojna-cesarzy`;
const trees: Record<string, Tree> = { now: { ctx: ctxNow, move: moveNow, phase: phaseNow } };
if (dir)
  trees.before = {
    ctx: await import(`${g}/ctx.js`),
    move: await import(`${g}/movement.js`),
    phase: await import(`${g}/phases/movement.js`),
  };

// the normal movement phases of random games
const steps: OwcState[] = [];
const most = Number(process.env.OWC_STEPS ?? 30);
for (const id of ['D', 'campaign'])
  for (let seed = 1, n = 0; seed <= Number(process.env.OWC_GAMES ?? 2) && n < most / 2; seed++) {
    const dice = new SeededDice(seed);
    let s = owc.setup(id, {}, dice);
    while (!owc.status(s).result && n < most / 2) {
      const side = owc.status(s).waitingFor[0];
      if (s.await?.kind === 'move' && s.await.side === s.phasing) {
        steps.push(JSON.parse(JSON.stringify(s)) as OwcState);
        n++;
      }
      const r = owc.apply(s, side, owc.randomBatch(s, side, dice), dice);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }

const rounds = Number(process.env.OWC_ROUNDS ?? 5);
const { count, summary } = compareTrees(
  Object.keys(trees),
  function* (name) {
    const { ctx, move, phase } = trees[name];
    for (const s of steps) {
      const b = ctx.boardOf(s);
      const held = phase.heldAtStart(s);
      // the view's search (from rules version 7 with 21.5's marches; an older tree ignores the two flags)
      for (const id of move.movers(s, b, s.phasing as SideId, null))
        yield () => move.marchTargets(s, b, id, held, undefined, true, true);
    }
  },
  rounds,
);
console.log(`march targets over ${steps.length} movement phases, ${count} units, best of ${rounds} rounds: ${summary}`);
