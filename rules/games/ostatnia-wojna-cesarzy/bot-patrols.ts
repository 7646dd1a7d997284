import { boardOf, defOf, has, unitsAt } from './ctx.js';
import { isPatrol } from './command.js';
import { STACK } from './movement.js';
import type { OwcOrder } from './orders.js';
import { patrolPlaces, patrolsInBox } from './patrols.js';
import { patrolHosts } from './phases/conceal.js';
import type { Mine } from './phases/duty.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { sight } from './bot-worth.js';

/**
 * The bot's patrols (17.2), at the end of its movement phase, on the state after its marches and its
 * concealment (bot.ts): every patrol in its box goes on the map, one per face-down unit of its own out
 * of contact (AMB-54; in F only on a unit the seat itself commands, F.1 with 17.2 from rules version 5,
 * which also keeps the ally's march free of it in version 4). A patrol costs nothing and gives the enemy
 * one more counter to guess at, blocks its rails (18.1) and counts for encirclement (17.1); next turn it
 * marches like any unit (bot-worth.ts: out of contact, toward what scores, never a holder). It leaves
 * a hex ROOM free of the stacking limit (5.3), so that its own marches may still end there. The hexes
 * nearest what there is to take (else the enemy) get theirs first, should the box run short.
 */
const ROOM = 1;

export const patrolOrders = (s: OwcState, side: SideId, mine: Mine): OwcOrder[] => {
  if (!has(s, 'patrols')) return [];
  let box = patrolsInBox(s, side).length;
  if (!box) return [];
  const b = boardOf(s);
  const v = sight(s, side);
  const goals = v.open.length ? v.open.map(([h]) => h) : v.enemies;
  const away = (h: string) => goals.reduce((d, g) => Math.min(d, b.m.grid.distance(h, g)), 99);
  const places: { h: string; n: number; d: number }[] = [];
  for (const [h, n] of patrolPlaces(b, side)) {
    const ids = unitsAt(b, h);
    const placed = ids.filter((id) => s.units[id].placed && isPatrol(defOf(s, id))).length;
    const hosts = patrolHosts(s, h, undefined, b).filter(mine).length;
    const k = Math.min(n, hosts - placed, STACK - ROOM - ids.length);
    if (k > 0) places.push({ h, n: k, d: away(h) });
  }
  places.sort((x, y) => x.d - y.d || (x.h < y.h ? -1 : 1));
  const out: OwcOrder[] = [];
  for (const { h, n } of places)
    for (let i = 0; i < n && box > 0; i++, box--) out.push({ type: 'place-patrol', hex: h });
  return out;
};
