import type { GameEvent } from '../../../core/contract.js';
import { type Board, boardOf, sideOf } from '../ctx.js';
import { fail } from '../events.js';
import type { SideId } from '../schema.js';
import type { OwcState } from '../state.js';
import { HELD_IN_OPPONENT_RMP, versionOf } from '../version.js';
import { arrivalTowns, holdable, landAtTown, placeSpecial, railTowns } from './arrivals.js';

/**
 * 19 (rules version 10): "delayed arrivals may also enter in a Reserve Movement Phase held in the opponent's
 * turn". A delayed arrival is one whose own movement phase has passed without it: the Allies move first in a
 * stage, so in the Russian turn every Allied arrival due by this stage is delayed, and in the Allied turn every
 * Russian one due by the stage before. Only arrivals 19 lets the owner hold back (by rail or at a town); one
 * moved to a later stage under 34 is not due, so 34's exception holds by itself.
 */
export const delayedArrivals = (s: OwcState, side: SideId): string[] => {
  if (versionOf(s) < HELD_IN_OPPONENT_RMP || side === s.phasing) return [];
  const last = side === 'allies' ? s.stage : s.stage - 1;
  return Object.values(s.units)
    .filter((u) => u.where === 'due' && sideOf(s, u.id) === side && (u.due ?? 0) <= last && holdable(s, u))
    .map((u) => u.id)
    .sort();
};

/** where a delayed arrival may enter now: by rail, the towns a railway from an own edge reaches (19, AMB-24); else A.2.1's */
export const heldTowns = (s: OwcState, b: Board, id: string): string[] => {
  const u = s.units[id];
  return u.how === 'rail' ? railTowns(s, b, id, u.dueHex!) : arrivalTowns(b, s, u.dueHex!, sideOf(s, id));
};

/**
 * 19 (v10): the `arrive` orders of a reserve window held in the opponent's turn, in the batch's order: each a
 * delayed arrival of the window's side at one of `heldTowns` (a rail arrival takes 1 Transport of the phase, 18.4).
 * The unit is placed: it does not march in this phase.
 */
export const enterHeld = (
  s: OwcState,
  side: SideId,
  picks: Record<string, { hex: string; at: string }>,
  out: GameEvent[],
): void => {
  const ids = Object.keys(picks);
  if (!ids.length) return;
  const delayed = new Set(delayedArrivals(s, side));
  for (const id of ids) {
    const p = picks[id];
    if (!delayed.has(id))
      fail(
        '19',
        'not-arriving',
        versionOf(s) < HELD_IN_OPPONENT_RMP
          ? 'arrivals come in their own turn'
          : `${id} is not a delayed arrival of yours (only those enter in the opponent's turn)`,
        p.at,
      );
    const b = boardOf(s);
    const towns = heldTowns(s, b, id);
    const u = s.units[id];
    if (!towns.includes(p.hex))
      fail(
        '19',
        u.how === 'rail' ? 'rail-town' : 'not-nearest',
        u.how === 'rail'
          ? `${id} cannot come by rail from an own board edge to ${p.hex}`
          : `${id} arrives at one of the nearest towns the enemy has not approached: ${towns.join(', ') || 'none'}`,
        p.at,
      );
    if (u.how === 'rail') placeSpecial(s, b, u, out, {}, p.hex);
    else landAtTown(s, id, p.hex, out, p.hex !== towns[0]);
  }
};
