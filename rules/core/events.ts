import type { GameEvent, Side } from './contract.js';

/**
 * An event as every game writes it: type, data, the rule, the dice it drew and who may see it
 * ('all' unless given). Optional fields are left out rather than set to undefined, so states and
 * logs stay byte-identical JSON.
 */
export const event = (
  type: string,
  data: Record<string, unknown>,
  opts: { rule?: string; dice?: number[]; visibleTo?: 'all' | Side[]; revealAtEnd?: boolean } = {},
): GameEvent => ({
  type,
  visibleTo: opts.visibleTo ?? 'all',
  ...(opts.revealAtEnd ? { revealAtEnd: true } : {}),
  ...(opts.rule ? { rule: opts.rule } : {}),
  ...(opts.dice?.length ? { dice: opts.dice } : {}),
  data,
});
