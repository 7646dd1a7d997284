import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import owc from './index.js';
import type { SideId } from './schema.js';
import { optionsView } from './view.js';

describe('23 in the view: special attacks are offered where apply takes them', () => {
  // OWC_SPECIAL_GAMES random games each of D and the campaign (1 by default)
  const games = Number(process.env.OWC_SPECIAL_GAMES ?? 1);
  it(`23.1–23.3: every offered artillery, desperate and determined attack is accepted (${games} games each)`, () => {
    const seen = new Set<string>();
    for (const scenario of ['D', 'campaign'])
      for (let g = 1; g <= games; g++) {
        const dice = new SeededDice(5300 + g);
        let s = owc.setup(scenario, {}, dice);
        for (let step = 0; step < 120 && !owc.status(s).result; step++) {
          const side = owc.status(s).waitingFor[0] as SideId;
          if (s.await?.kind === 'attack' && s.await.side === side)
            for (const c of optionsView(s, side).choices.filter((c) =>
              /^attack-.*-(artillery|desperate|determined)$/.test(c.id),
            )) {
              const r = owc.apply(s, side, { orders: [c.order as never] }, new SeededDice(1));
              if (!r.ok) throw new Error(`${scenario} step ${step}: ${c.id} refused: ${JSON.stringify(r.error)}`);
              seen.add(c.id.split('-').pop()!);
            }
          const r = owc.apply(s, side, owc.randomBatch(s, side, dice), dice);
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          s = r.state;
        }
      }
    expect([...seen].sort()).toEqual(['artillery', 'desperate', 'determined']);
  });
});
