import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { boardOf, sideOf } from './ctx.js';
import owc from './index.js';
import { areaOf, movers, mpOf, reach, type ReachMemo } from './movement.js';
import { heldAtStart } from './phases/movement.js';
import type { SideId } from './schema.js';

describe('5, 6.2.2: one search per stack', () => {
  // random games of scenarios A and B: OWC_REACH_GAMES of each, 2 by default
  const games = Number(process.env.OWC_REACH_GAMES ?? 2);
  it(`a unit's targets from the stack's shared search are its own search's (${games} random games each of A and B)`, () => {
    let shared = 0;
    for (const scenario of ['A', 'B'])
      for (let g = 1; g <= games; g++) {
        const dice = new SeededDice(2000 + g);
        let s = owc.setup(scenario, {}, dice);
        for (let step = 0; step < 400 && !owc.status(s).result; step++) {
          const side = owc.status(s).waitingFor[0] as SideId;
          if (s.await?.kind === 'move') {
            const b = boardOf(s);
            const opts = { area: areaOf(s), startOfPhase: heldAtStart(s) };
            const memo: ReachMemo = new Map();
            for (const id of movers(s, b, side, null)) {
              const before = memo.size;
              const mine = reach(b, id, mpOf(s, id), opts, memo);
              if (memo.size === before) shared++;
              expect(mine).toEqual(reach(b, id, mpOf(s, id), opts));
              expect(sideOf(s, id)).toBe(side);
            }
          }
          const r = owc.apply(s, side, owc.randomBatch(s, side, dice), dice);
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          s = r.state;
        }
      }
    expect(shared).toBeGreaterThan(20); // stacks did share searches
  });
});
