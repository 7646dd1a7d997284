import type { Dice } from '../../core/contract.js';
import type { TbBatch } from './orders.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';
import { choices, movable, moveButtons, moveChoices } from './view.js';

/**
 * A random legal batch from the view's choices: one button or one target (test and bench support).
 * In a movement phase it presses a button (entrench, self-command, end) one time in eight, ends the
 * phase one time in eight and otherwise moves one random piece, so a random 30-turn game stays short.
 */
type O = TbBatch['orders'][number];
export const randomBatch = (s: TbState, side: SideId, dice: Dice): TbBatch => {
  if (s.await?.kind === 'move' && s.await.sides.includes(side)) {
    const r = dice.roll(8);
    if (r === 1) {
      // the buttons: entrench, self-command, end (no piece's targets computed)
      const other = moveButtons(s, side);
      return { orders: [other[dice.roll(other.length) - 1].order as O] };
    }
    const pieces = movable(s, side);
    if (r > 2 && pieces.length) {
      const ch = moveChoices(s, side, pieces[dice.roll(pieces.length) - 1]);
      if (ch.length) return { orders: [ch[0].targets![dice.roll(ch[0].targets!.length) - 1].order as O] };
    }
    return { orders: [{ type: 'end' }] };
  }
  const ch = choices(s, side);
  if (!ch.length) return { orders: [{ type: 'end' }] };
  const c = ch[dice.roll(ch.length) - 1];
  if (c.targets?.length) return { orders: [c.targets[dice.roll(c.targets.length) - 1].order as O] };
  return { orders: [c.order as O] };
};
