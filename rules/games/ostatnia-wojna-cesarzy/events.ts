import type { GameEvent } from '../../core/contract.js';
import { event } from '../../core/events.js';

/** Every event of this game is public (scenario A has no hidden information). */
export const ev = (type: string, data: Record<string, unknown>, rule?: string, dice?: number[]): GameEvent =>
  event(type, data, { rule, dice });

/** Refusals are core's: the whole batch, naming the rule and the place. */
export { fail } from '../../core/errors.js';
