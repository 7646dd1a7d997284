/**
 * What the Tannenberg benches time from: turn 1 of the full game at the German movement phase, with
 * every piece sent to its farthest hex, one order each (the batch `npm run bench -- tannenberg` and
 * `bench/tannenberg-apply.ts` both time).
 */
import type { Dice } from '../rules/core/contract.js';
import { FixedDice, SeededDice } from '../rules/core/dice.js';
import tb from '../rules/games/tannenberg-1914/index.js';
import type { TbOrder } from '../rules/games/tannenberg-1914/orders.js';
import type { TbState } from '../rules/games/tannenberg-1914/state.js';
import { moveChoices } from '../rules/games/tannenberg-1914/view.js';

export const dice = (): Dice => new FixedDice(Array(400).fill(3));
export const play = (s: TbState, side: string, orders: TbOrder[], d: Dice = dice()): TbState => {
  const r = tb.apply(s, side, { orders }, d);
  if (!r.ok) throw new Error(`bench: refused: ${JSON.stringify(r.error)}`);
  return r.state;
};

let start = tb.setup('tannenberg-1914', {}, new SeededDice(7));
// the sealed windows before movement pass: masking (16.1), recon (16.3), reserves (4.5)
while (start.await && ['mask', 'recon', 'reserve'].includes(start.await.kind))
  for (const side of [...start.await.sides]) start = play(start, side, [{ type: 'end' }], new SeededDice(11)); // no tied initiative
export const s0: TbState = start;
export const mover = s0.await!.sides[0];
export const orders: TbOrder[] = [];
for (const c of moveChoices(s0, mover)) {
  const far = [...(c.targets ?? [])].sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0];
  // pieces of one hex go one after the other; a move the earlier ones made illegal is left out
  const o = far.order as TbOrder;
  if (tb.apply(s0, mover, { orders: [...orders, o] }, dice()).ok) orders.push(o);
}
