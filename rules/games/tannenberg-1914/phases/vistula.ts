import { mapOf } from '../ctx.js';
import { checkPath, vistulaCrossing, type MoveCtx, type Mover } from '../movement.js';
import { kindOf } from '../pieces.js';
import { sideKey } from '../geometry.js';
import { versionOf, type TbState } from '../state.js';

/* 4.3.7 (rules version 7, AMB-10): an unbridged Vistula hexside crossed with the whole MA, in a move and in the view */

/** the index of a move's first step across an unbridged Vistula hexside (rules version 7), or -1 */
export const vistulaStep = (s: TbState, ctx: MoveCtx, path: readonly string[]): number => {
  if (versionOf(s) < 7) return -1;
  const mi = mapOf(s);
  for (let i = 0; i + 1 < path.length; i++) {
    if (!mi.has(path[i]) || !mi.has(path[i + 1]) || !mi.board.adjacent(path[i], path[i + 1])) return -1;
    if (mi.side(path[i], path[i + 1]).river === 'vistula' && !ctx.bridges.has(sideKey(path[i], path[i + 1]))) return i;
  }
  return -1;
};
/** 4.3.7 (AMB-10): commanded through its corps or army HQ's range, not by a self-command check (13.3.2) */
export const byHq = (s: TbState, id: string): boolean => s.commanded.includes(id) && !s.selfChecked.includes(id);
/** the same unit's step across an unbridged Vistula hexside, checked as playMove checks it (stacking apart) */
const crossingOk = (s: TbState, ctx: MoveCtx, id: string, from: string, to: string, m: Mover): boolean => {
  const mi = mapOf(s);
  if (!vistulaCrossing(mi, from, to, byHq(s, id), 0).ok) return false;
  const bridged = { ...ctx, bridges: new Set([...ctx.bridges, sideKey(from, to)]) };
  return checkPath(mi, bridged, m, [from, to], Number.MAX_SAFE_INTEGER).ok;
};
/**
 * 4.3.7 (rules version 7, AMB-10): the hexes a unit may reach across an unbridged Vistula hexside from
 * where it stands, with its whole MA (the view's crossing targets; the search of 4.2 never crosses there)
 */
export const vistulaTargets = (s: TbState, ctx: MoveCtx, id: string, from: string): string[] => {
  // (a piece carrying on after an empty marker went, 16.2.7, has not its whole MA)
  if (versionOf(s) < 7 || !s.units[id] || !byHq(s, id) || s.carryOn?.left[id] !== undefined) return [];
  const mi = mapOf(s);
  const m: Mover = { kind: kindOf(s, id), withTroops: ['inf', 'cav'].includes(kindOf(s, id)) };
  return mi.board
    .neighbourCells(from)
    .filter(
      (to) =>
        mi.has(to) &&
        mi.side(from, to).river === 'vistula' &&
        !ctx.bridges.has(sideKey(from, to)) &&
        crossingOk(s, ctx, id, from, to, m),
    );
};
