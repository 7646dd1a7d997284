import type { Dice } from '../../core/contract.js';
import type { TbBatch } from './orders.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

/** A random legal batch from the view's choices: one button or one target (test and bench support). */
export const randomBatch = (s: TbState, side: SideId, dice: Dice): TbBatch => {
  const ch = choices(s, side);
  if (!ch.length) return { orders: [{ type: 'end' }] };
  const c = ch[dice.roll(ch.length) - 1];
  if (c.targets?.length) return { orders: [c.targets[dice.roll(c.targets.length) - 1].order as TbBatch['orders'][number]] };
  return { orders: [c.order as TbBatch['orders'][number]] };
};
