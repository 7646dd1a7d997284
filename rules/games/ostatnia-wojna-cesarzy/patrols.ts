import { defOf, sideOf, unitsAt, type Board } from './ctx.js';
import { isPatrol } from './command.js';
import { reveal } from './concealment.js';
import { inContact } from './geo.js';
import { STACK } from './movement.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';

/**
 * Rule 17, patrols (rule group `patrols`): dummy counters that exist only face down. Off the map
 * they wait in the side's box (`where: 'box'`).
 */

/** 17.2: the side's patrols in its box, ready to be placed */
export const patrolsInBox = (s: OwcState, side: SideId): string[] =>
  Object.values(s.units)
    .filter((u) => u.where === 'box' && isPatrol(defOf(s, u.id)) && sideOf(s, u.id) === side)
    .map((u) => u.id);

/**
 * 17.2 with AMB-54: at the end of a normal movement phase, one patrol on each concealed unit (not a
 * patrol) out of contact with the enemy, as stacking (5.3) allows: hex → how many may be placed.
 */
export const patrolPlaces = (b: Board, side: SideId): Map<string, number> => {
  const out = new Map<string, number>();
  for (const [h, ids] of b.occ) {
    if (!ids.length || sideOf(b.s, ids[0]) !== side || inContact(b, h, side)) continue;
    const hosts = ids.filter((id) => b.s.units[id].concealed && !isPatrol(defOf(b.s, id))).length;
    const n = Math.min(hosts, STACK - unitsAt(b, h).length);
    if (n > 0) out.set(h, n);
  }
  return out;
};

/** 17.1: revealed patrols leave the map at once for their owner's box (they may come back, 17.2) */
export const revealWithPatrols = (s: OwcState, ids: readonly string[]): { revealed: string[]; removed: string[] } => {
  const revealed = reveal(s, ids);
  const removed: string[] = [];
  for (const id of revealed)
    if (isPatrol(defOf(s, id))) {
      s.units[id] = { ...s.units[id], where: 'box', hex: null };
      removed.push(id);
    }
  return { revealed: revealed.filter((id) => !removed.includes(id)), removed };
};

/** AMB-22: an attack that finds only patrols: no roll; they are removed and the attack counts as a success */
export const onlyPatrols = (s: OwcState, ids: readonly string[]): boolean =>
  ids.length > 0 && ids.every((id) => isPatrol(defOf(s, id)));
