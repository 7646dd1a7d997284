import type { GameEvent } from '../../core/contract.js';

/** Every event of this game is public (scenario A has no hidden information). */
export const ev = (type: string, data: Record<string, unknown>, rule?: string, dice?: number[]): GameEvent => ({
  type,
  visibleTo: 'all',
  ...(rule ? { rule } : {}),
  ...(dice && dice.length ? { dice } : {}),
  data,
});

import { RuleViolation } from '../../core/errors.js';
/** Abort the batch naming the rule and the place (a function declaration, so TS narrows after it). */
export function fail(rule: string | undefined, code: string, message: string, at?: string): never {
  throw new RuleViolation({ code, message, ...(rule ? { rule } : {}), ...(at ? { at } : {}) });
}
