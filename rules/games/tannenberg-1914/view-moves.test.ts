import { describe, expect, it } from 'vitest';
import type { OrderChoice } from '../../core/contract.js';
import { SeededDice } from '../../core/dice.js';
import { mapOf, position } from './ctx.js';
import tb from './index.js';
import { reach } from './movement.js';
import { hexOf, maOf, moveCtx, overstack } from './phases/movement.js';
import { byHex, kindOf } from './pieces.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';
import { movable, moveChoices } from './view.js';

/** the moves as the view built them before it shared searches: one search and one stack check per piece and hex */
const oneByOne = (s: TbState, side: SideId): OrderChoice[] => {
  const pos = position(s);
  const ctx = moveCtx(s, side, pos);
  const all = byHex(pos.pieces);
  const out: OrderChoice[] = [];
  for (const id of movable(s, side)) {
    const start = hexOf(s, id)!;
    const kind = kindOf(s, id);
    const r = reach(mapOf(s), ctx, { kind }, start, maOf(s, id));
    const targets = [...r.cells.keys()]
      .filter((h) => h !== start && !overstack(s, side, [id], h, all))
      .map((h) => {
        const path = r.pathTo(h)!;
        return { cell: h, cost: r.costTo(h)!, path, order: { type: 'move', pieces: [id], path } };
      });
    if (targets.length) out.push({ id: `move:${id}`, label: moveChoices(s, side, id)[0].label, piece: id, targets });
  }
  return out;
};

describe('4.2, 7.1.2: the movement choices of a view', () => {
  // random games of gumbinnen-1914: TB_VIEW_GAMES of them, 2 by default
  const games = Number(process.env.TB_VIEW_GAMES ?? 2);
  it(`offer exactly what one search per piece offers (${games} random games)`, () => {
    let compared = 0;
    for (let g = 1; g <= games; g++) {
      const dice = new SeededDice(1000 + g);
      let s = tb.setup('gumbinnen-1914', {}, dice);
      while (!tb.status(s).result) {
        const side = tb.status(s).waitingFor[0] as SideId;
        if (s.await?.kind === 'move' && compared < 150) {
          expect(moveChoices(s, side)).toEqual(oneByOne(s, side));
          compared++;
        }
        const r = tb.apply(s, side, tb.randomBatch(s, side, dice), dice);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.state;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
