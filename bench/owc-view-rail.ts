/**
 * OWC rule 18 in the view (`view-rail.ts`): over random games of B and the campaign (seed 7, at most
 * BENCH_OWC_RAIL_BATCHES batches, default 150), at each movement view of the side to move: the median
 * CPU time of the rail choices, of the same legs judged one route search each (the first version), and
 * of the whole options view, with the rail targets a view offers. `npx tsx bench/owc-view-rail.ts`
 */
import { SeededDice } from '../rules/core/dice.js';
import { boardOf } from '../rules/games/ostatnia-wojna-cesarzy/ctx.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { movers } from '../rules/games/ostatnia-wojna-cesarzy/movement.js';
import { emptyUse, railLeg } from '../rules/games/ostatnia-wojna-cesarzy/rail-transfers.js';
import type { SideId } from '../rules/games/ostatnia-wojna-cesarzy/schema.js';
import { railChoices } from '../rules/games/ostatnia-wojna-cesarzy/view-rail.js';
import { optionsView } from '../rules/games/ostatnia-wojna-cesarzy/view.js';
import { cpuMs, median } from './support.js';

const MAX = Number(process.env.BENCH_OWC_RAIL_BATCHES ?? 150);
const cpu = (f: () => void): number => {
  const c0 = cpuMs();
  f();
  return cpuMs() - c0;
};
for (const id of ['B', 'campaign']) {
  const dice = new SeededDice(7);
  let s = owc.setup(id, {}, dice);
  const [rail, perLeg, whole, offered]: number[][] = [[], [], [], []];
  for (let step = 0; step < MAX && !owc.status(s).result; step++) {
    const side = owc.status(s).waitingFor[0] as SideId;
    if (s.await?.kind === 'move' && s.await.side === side) {
      const b = boardOf(s);
      const allowed = movers(s, b, side, null);
      let choices = railChoices(s, b, side, allowed);
      rail.push(cpu(() => (choices = railChoices(s, b, side, allowed))));
      const legs = choices.flatMap((c) => (c.targets ?? []).map((t) => ({ unit: c.piece!, to: t.cell })));
      // the first version: a route search for every leg (the legs offered only: a lower bound of its cost)
      perLeg.push(
        cpu(() => {
          for (const l of legs)
            railLeg(b, side, { unit: l.unit, from: s.units[l.unit].hex!, to: l.to }, emptyUse(), {});
        }),
      );
      whole.push(cpu(() => optionsView(s, side)));
      offered.push(legs.length);
    }
    const r = owc.apply(s, side, owc.randomBatch(s, side, dice), dice);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.state;
  }
  console.log(
    `${id.padEnd(8)} ${rail.length} movement views, ${median(offered)} rail targets (median): rail choices ${median(rail).toFixed(2)} ms CPU, one search a leg ${median(perLeg).toFixed(2)} ms, whole options view ${median(whole).toFixed(2)} ms`,
  );
}
