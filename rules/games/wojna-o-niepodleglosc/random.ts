import type { Dice } from '../../core/contract.js';
import type { WojnaBatch, WojnaOrder } from './orders.js';
import type { SideId } from './schema.js';
import type { WojnaState } from './state.js';
import { view } from './view.js';

/**
 * A random legal batch from the view's choices: in movement a few moves of different pieces (units
 * before HQs, as offered) then `end`; in combat one offered attack, sometimes followed by `end`.
 */
export const randomBatch = (s: WojnaState, side: SideId, dice: Dice): WojnaBatch => {
  const choices = view(s, side).options.choices;
  const pick = <T>(xs: T[]): T => xs[dice.roll(xs.length) - 1];
  const orders: WojnaOrder[] = [];
  const end = { type: 'end' } as const;
  if (s.awaiting?.kind === 'replacements') {
    const reps = choices.filter((c) => c.id.startsWith('replace:'));
    if (reps.length && dice.roll(2) === 1) orders.push(pick(reps).order as WojnaOrder);
    return { orders: [...orders, end] };
  }
  const moves = choices.filter((c) => c.targets?.length);
  if (moves.length) {
    const n = dice.roll(Math.min(4, moves.length) + 1) - 1;
    const used = new Set<string>();
    // units first, HQs last (AMB-02)
    const ordered: WojnaOrder[] = [];
    for (let i = 0; i < n; i++) {
      const m = pick(moves);
      if (used.has(m.id)) continue;
      used.add(m.id);
      ordered.push(pick(m.targets!).order as WojnaOrder);
    }
    const hqs = new Set(moves.filter((m) => m.id.startsWith('move-hq:')).map((m) => m.piece));
    const isHq = (o: WojnaOrder): boolean => o.type === 'move' && hqs.has(o.piece);
    orders.push(...ordered.filter((o) => !isHq(o)), ...ordered.filter(isHq), end);
    return { orders };
  }
  const attacks = choices.filter((c) => c.id.startsWith('attack:'));
  if (attacks.length && dice.roll(3) > 1) {
    orders.push(pick(attacks).order as WojnaOrder);
    if (dice.roll(2) === 1) orders.push(end);
    return { orders };
  }
  return { orders: [end] };
};
