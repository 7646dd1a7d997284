/**
 * The random player for tests, the conformance suite and the bench: `randomBatch` picks among the
 * view's legal choices, moves and attacks more often than the rest (core/random-play.ts); the sensible
 * player is bot.ts.
 */
import type { Dice, OrderChoice } from '../../core/contract.js';
import { pickOrder } from '../../core/random-play.js';
import { STANDING_KEYS, type MBatch, type MOrder } from './orders.js';
import { awaited, type MSide, type MState } from './state.js';
import { legalChoices } from './view-choices.js';
import { applyBatch } from './apply.js';

export const flat = (ch: OrderChoice[]): { c: OrderChoice; order: MOrder; cell?: string }[] =>
  ch.flatMap((c) =>
    c.order
      ? [{ c, order: c.order as MOrder }]
      : (c.targets ?? []).map((t) => ({ c, order: t.order as MOrder, cell: t.cell })),
  );

const GUERRILLA_KEYS = STANDING_KEYS.filter((k) => k.startsWith('guerrilla'));

export const pick = <T>(xs: T[], dice: Dice): T => xs[dice.roll(xs.length) - 1];

/** dice that refuse to roll: an order that needs dice ends a random batch (its result is unknown) */
const noDice: Dice = {
  roll: () => {
    throw new NeedsDice();
  },
};
class NeedsDice extends Error {}

/**
 * Up to four random legal orders in one batch: each is tried on a scratch state; the batch stops after
 * an order that rolls dice or hands the decision to the other side.
 */
export const randomBatch = (s: MState, side: MSide, dice: Dice): MBatch => {
  const orders: MOrder[] = [];
  const max = dice.roll(4);
  let cur = s;
  while (orders.length < max) {
    const ch = legalChoices(cur, side);
    if (!ch.length) break;
    const order = pickOrder(ch, dice).order as MOrder;
    orders.push(order);
    let next: MState | null = null;
    try {
      const r = applyBatch(cur, side, { orders: [order] }, noDice);
      if (r.ok) next = r.state;
    } catch (e) {
      if (!(e instanceof NeedsDice)) throw e;
    }
    if (!next || !awaited(next).includes(side) || next.phase === 'over') break;
    cur = next;
  }
  if (!orders.length)
    return {
      orders: [{ type: 'standing', key: pick(GUERRILLA_KEYS, dice), value: dice.roll(2) === 1 ? 'ask' : 'never' }],
    };
  return { orders };
};
