import { mapOf, position, type Position } from '../ctx.js';
import { checkPath } from '../movement.js';
import { enemyOf, kindOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import { versionOf, type TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { maOf, moveCtx } from './movement.js';

/**
 * 16.2.7 (rules version 16, TC-33): an empty marker goes as soon as an enemy unit enters its ZOC, and the unit
 * "may continue" with the MP it has left. The mover's path was checked before anyone knew the marker was empty,
 * so it stops where it entered the ZOC; then, the marker gone, its pieces may carry on from that hex with what
 * is left of their MA (the +1 for entering the ZOC paid), by a further move before any other order (the rest of
 * the batch goes back to the mover: apply.ts halts it). Not when the hex is still in some enemy ZOC (8.2.1).
 */
export const carryOnOn = (s: TbState): boolean => versionOf(s) >= 16;

/** the MP a piece may still spend carrying on (16.2.7), or undefined */
export const carryLeft = (s: TbState, id: string): number | undefined => s.carryOn?.left[id];

/** any order but a move of pieces carrying on ends the chance: the rule lets the unit go on at once */
export const lapseCarryOn = (s: TbState, o: TbOrder): void => {
  const c = s.carryOn;
  if (c && !(o.type === 'move' && o.pieces.every((id) => c.left[id] !== undefined))) delete s.carryOn;
};

/**
 * After a move of `pieces` along `path` (from the position `before`): whether they may carry on because an
 * empty marker went (`removed`) and nothing else stops them; what they have left is kept in `carryOn`. The
 * pieces' own earlier carrying on is spent either way.
 */
export const settleCarryOn = (
  s: TbState,
  side: SideId,
  pieces: readonly string[],
  path: readonly string[],
  before: Position,
  removed: boolean,
): boolean => {
  // the budget of this move: the MA, or what a piece carrying on had left (maOf reads it)
  const budget = removed && carryOnOn(s) ? new Map(pieces.map((id) => [id, maOf(s, id)])) : null;
  if (s.carryOn) {
    for (const id of pieces) delete s.carryOn.left[id];
    if (!Object.keys(s.carryOn.left).length) delete s.carryOn;
  }
  const stop = path[path.length - 1];
  if (!budget || position(s).zoc[enemyOf(side)].has(stop)) return false;
  const mi = mapOf(s);
  const ctx = moveCtx(s, side, before);
  const troops = pieces.some((id) => ['inf', 'cav'].includes(kindOf(s, id)));
  const left: Record<string, number> = {};
  for (const id of pieces) {
    const r = checkPath(mi, ctx, { kind: kindOf(s, id), withTroops: troops }, path, Number.MAX_SAFE_INTEGER);
    const mp = r.ok ? budget.get(id)! - r.cost : 0;
    if (mp > 0) left[id] = mp;
  }
  if (!Object.keys(left).length) return false;
  s.carryOn = { side, hex: stop, left };
  return true;
};
