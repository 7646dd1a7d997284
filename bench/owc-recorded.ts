/** Random OWC games recorded batch by batch (state before, side, batch, its dice), for the replay benches. */
import { RecordingDice, SeededDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import type { OwcBatch } from '../rules/games/ostatnia-wojna-cesarzy/orders.js';
import type { OwcState } from '../rules/games/ostatnia-wojna-cesarzy/state.js';

export interface RecordedStep {
  before: OwcState;
  side: string;
  batch: OwcBatch;
  rolls: number[];
}

/** `games` random games of scenario `id` on the benches' fixed seeds (7001 + g × 104729). */
export const recordGames = (id: string, games: number): RecordedStep[] => {
  const steps: RecordedStep[] = [];
  for (let g = 0; g < games; g++) {
    const d = new SeededDice(7001 + g * 104729);
    let s = owc.setup(id, {}, d);
    for (let n = 0; n < 3000 && !owc.status(s).result; n++) {
      const side = owc.status(s).waitingFor[0]!;
      const batch = owc.randomBatch(s, side, d);
      const rec = new RecordingDice(d);
      const r = owc.apply(s, side, batch, rec);
      if (!r.ok) throw new Error(`bench: ${side}'s batch refused`);
      steps.push({ before: s, side, batch, rolls: rec.rolls.map((x) => x.value) });
      s = r.state;
    }
  }
  return steps;
};
