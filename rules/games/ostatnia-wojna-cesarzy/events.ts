import type { GameEvent } from '../../core/contract.js';
import { event } from '../../core/events.js';

/** A public event (everything in scenario A; from B on, what concealed units do goes through `evFor`). */
export const ev = (type: string, data: Record<string, unknown>, rule?: string, dice?: number[]): GameEvent =>
  event(type, data, { rule, dice });

/** Refusals are core's: the whole batch, naming the rule and the place. */
export { fail } from '../../core/errors.js';

/** An event only `side` may see (16: what its own face-down units do). */
export const evFor = (type: string, data: Record<string, unknown>, side: string, rule?: string): GameEvent =>
  event(type, data, { rule, visibleTo: [side] });
