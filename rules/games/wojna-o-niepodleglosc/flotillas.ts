/**
 * Ch. 16: river flotillas. 1 MP a hex along navigable river hexsides (r. 1, 3), the allowance one
 * less for a move that goes upstream at all (AMB-26); no ZOC limits (r. 2, in zoc.ts); passing an
 * enemy unit on retreat costs 6–9: elimination, or a level for a 2-level unit (14.29).
 */
export const riverAllowanceHp = (maHp: number, upstream: boolean): number => Math.max(0, maHp - (upstream ? 2 : 0));

export const riverPassResult = (roll: number, levelsLeft: number): 'passes' | 'loses-level' | 'eliminated' =>
  roll < 6 ? 'passes' : levelsLeft > 1 ? 'loses-level' : 'eliminated';

/** 16.3: is a step from hexside index a to b (along one navigable river, listed downstream) upstream */
export const isUpstream = (fromIndex: number, toIndex: number): boolean => toIndex < fromIndex;
