/**
 * R 6.5 (N12): "reordering a stack is free, at any moment of the activation phase, even after a
 * combat is resolved" — either owner, his own stacks. In a step the side is awaited it sends a
 * `reorder` order (the whole stack, top first). At any other moment it sends a standing order
 * `{type: 'standing', key: 'stack:<hex>', value: <unit>}` (the platform takes standing orders out of
 * turn): that unit goes on top, the rest keep their order. The view offers one such standing option
 * per stack of two or more units of the side (`stackOptions`), its current value the top unit.
 */
import type { StandingOption } from '../../core/contract.js';
import { fail } from '../../core/errors.js';
import { event } from '../../core/events.js';
import type { Turn } from '../../core/runner.js';
import { text } from '../../core/text.js';
import { sideOf, stackAt, type Ctx } from './ctx.js';
import { namesOf } from './describe.js';
import { reorder } from './stacking.js';
import { onMap, type GameState, type SideId } from './state.js';

/** the standing-order key of the stack in a hex: `stack:<hex>` */
export const STACK_KEY = 'stack:';

/** a stack of the side put in a new order (`units` top first, every unit once) */
export const playReorder = (c: Ctx, t: Turn<GameState>, hex: string, units: readonly string[], at: string): void => {
  const mine = stackAt(c, hex);
  if (!mine.length || sideOf(c, mine[0].id) !== t.side)
    fail('6.5', 'NOT_YOUR_STACK', `${hex} holds no stack of yours`, `${at}.hex`);
  const problem = reorder(c, hex, units);
  if (problem) fail(problem.rule, problem.code, problem.message, `${at}.units`, problem.params);
  t.events.push(event('reordered', { hex, units: [...units] }, { rule: '6.5' }));
};

/** the standing order `stack:<hex>` = `unit`: that unit on top of the side's stack there, at any moment */
export const playStackOrder = (c: Ctx, t: Turn<GameState>, hex: string, top: string, at: string): void => {
  const st = stackAt(c, hex).map((u) => u.id);
  if (st.length < 2 || sideOf(c, st[0]) !== t.side)
    fail('6.5', 'NOT_YOUR_STACK', `${hex} holds no stack of two or more of your units`, `${at}.key`);
  if (!st.includes(top)) fail('6.5', 'NOT_IN_STACK', `${top} is not in the stack in ${hex}`, `${at}.value`);
  playReorder(c, t, hex, [top, ...st.filter((id) => id !== top)], at);
};

/** the side's stacks of two or more units as standing options: which unit is on top (R 6.5, 6.6) */
export const stackOptions = (c: Ctx, s: GameState, side: SideId): StandingOption[] => {
  if (s.result) return [];
  const n = namesOf(c.P);
  const hexes = [
    ...new Set(
      Object.values(s.pos.units)
        .filter((u) => onMap(u.at))
        .map((u) => u.at),
    ),
  ].sort();
  return hexes.flatMap((hex) => {
    const st = stackAt(c, hex).map((u) => u.id);
    if (st.length < 2 || sideOf(c, st[0]) !== side) return [];
    return [
      {
        key: `${STACK_KEY}${hex}`,
        label: text(`Na wierzchu stosu w ${hex}`, `On top of the stack in ${hex}`),
        values: st.map((id) => ({ value: id, label: text(n.unit(id)) })),
        current: st[0],
      },
    ];
  });
};
