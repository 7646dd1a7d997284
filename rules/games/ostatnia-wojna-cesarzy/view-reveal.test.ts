import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import owc from './index.js';
import type { OwcOrder } from './orders.js';
import type { SideId } from './schema.js';
import { optionsView } from './view.js';

describe('16.2 in the view: turning own units face up', () => {
  it('16.2: every offered reveal, sent with the random batch (its reveals, conceals and patrols left out: a patrol needs a face-down unit, 17.2), turns the unit face up', () => {
    let tried = 0;
    const dice = new SeededDice(6301);
    let s = owc.setup('B', {}, dice);
    for (let step = 0; step < 160 && !owc.status(s).result; step++) {
      const side = owc.status(s).waitingFor[0] as SideId;
      const batch = owc.randomBatch(s, side, dice);
      if (s.await?.kind === 'move' && s.await.side === side) {
        const rest = (batch.orders as OwcOrder[]).filter(
          (o) => !['reveal', 'conceal', 'place-patrol'].includes(o.type),
        );
        for (const c of optionsView(s, side)
          .choices.filter((c) => c.id.startsWith('reveal-'))
          .slice(0, 3)) {
          const o = c.order as OwcOrder & { type: 'reveal' };
          const r = owc.apply(s, side, { orders: [o, ...rest] }, new SeededDice(1));
          if (!r.ok) throw new Error(`step ${step}: ${c.id} refused: ${JSON.stringify(r.error)}`);
          expect(r.state.units[o.units[0]]?.concealed ?? false).toBe(false);
          tried++;
        }
      }
      const r = owc.apply(s, side, batch, dice);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.state;
    }
    expect(tried).toBeGreaterThan(3);
  });
});
