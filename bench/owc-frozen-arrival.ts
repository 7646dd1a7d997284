/**
 * OWC apply on the server's path, two ways, interleaved batch by batch in one process: on a fresh parse of
 * the stored state (what `functions/play/run-turn.ts` does today: apply copies every part, units included),
 * and on the same parse deeply frozen on arrival, the freeze counted in the time (apply then shares the
 * frozen parts, as it does a state it returned itself). Checks that both give identical results. A lead for
 * the platform's store, outside OWC's folder. `npx tsx bench/owc-frozen-arrival.ts [scenario]` (campaign).
 */
import { FixedDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { type RecordedStep, recordGames } from './owc-recorded.js';
const deepFreeze = (x: unknown): void => {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
  for (const y of Object.values(x)) deepFreeze(y);
  Object.freeze(x);
};
const id = process.argv[2] ?? 'campaign';
interface Step extends RecordedStep {
  text: string;
  ra?: string;
  rb?: string;
}
const steps: Step[] = recordGames(id, 4).map((st) => ({ ...st, text: JSON.stringify(st.before) }));
let ta = 0;
let tb = 0;
let same = true;
for (let rep = 0; rep < 3; rep++)
  for (const [i, st] of steps.entries())
    for (const w of (i + rep) % 2 ? ['a', 'b'] : ['b', 'a']) {
      const before = JSON.parse(st.text);
      const c0 = process.cpuUsage();
      if (w === 'b') deepFreeze(before);
      const r = owc.apply(before, st.side, st.batch, new FixedDice(st.rolls));
      const c1 = process.cpuUsage(c0);
      if (w === 'a') ta += (c1.user + c1.system) / 1000;
      else tb += (c1.user + c1.system) / 1000;
      if (rep === 0) st[w === 'a' ? 'ra' : 'rb'] = JSON.stringify(r);
    }
for (const st of steps) if (st.ra !== st.rb) same = false;
const n = steps.length * 3;
console.log(
  `${id}: ${steps.length} batches x 3: parsed ${(ta / n).toFixed(3)} ms, frozen on arrival (freeze counted) ${(tb / n).toFixed(3)} ms, ratio ${(tb / ta).toFixed(3)}; results ${same ? 'identical' : 'DIFFER'}`,
);
