import type { Placed } from './pieces.js';

/**
 * Rule 7: at the end of a movement phase a hex holds at most 6 units of one corps, otherwise 4
 * (7.1.2); HQs and manned forts do not count (7.1.3, 12.3.3), trains and rail-loaded units do
 * (7.1.4–7.1.5), never two trains (15.3.3); masking markers don't count but what they hide does
 * (16.2.4, AMB-19), so callers pass the true contents.
 */
export const stackLimit = (units: readonly Placed[]): number => {
  const counted = units.filter((u) => u.kind !== 'hq' && u.kind !== 'marker');
  const corps = new Set(counted.map((u) => u.corps ?? '∅'));
  return corps.size === 1 && !corps.has('∅') && counted.every((u) => u.kind !== 'train') ? 6 : 4;
};
export type StackError = { rule: '7.1.2' | '15.3.3'; count: number; limit: number };
export const checkStack = (pieces: readonly Placed[]): StackError | null => {
  const counted = pieces.filter((u) => u.kind !== 'hq' && u.kind !== 'marker');
  const trains = counted.filter((u) => u.kind === 'train').length;
  if (trains > 1) return { rule: '15.3.3', count: trains, limit: 1 };
  const limit = stackLimit(counted);
  return counted.length > limit ? { rule: '7.1.2', count: counted.length, limit } : null;
};
