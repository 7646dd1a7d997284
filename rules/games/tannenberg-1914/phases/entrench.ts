/* Rule 12.1 in the movement phase: infantry or cavalry that stayed put digs entrenchments. */

import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { mapOf, position, unitDef } from '../ctx.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import { versionOf, type TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { mayEntrench, validEdges } from '../fortifications.js';
import { packOf } from '../pack-of.js';

type T = Turn<TbState>;

/** the hex's units (every hex's with `null`) that may entrench now: infantry or cavalry that has not moved this turn, outside enemy ZOC (12.1.2) */
export const builders = (
  s: TbState,
  side: SideId,
  hex: string | null,
  zoc: ReadonlySet<string> = position(s).zoc[enemyOf(side)],
): string[] => {
  const mi = mapOf(s);
  return Object.keys(s.units).filter((id) => {
    const h = s.units[id].hex;
    return (
      h &&
      (hex === null || h === hex) &&
      unitDef(s, id).side === side &&
      !s.movedThisTurn.includes(id) &&
      !mayEntrench(mi, h, unitDef(s, id).type, false, zoc.has(h))
    );
  });
};
export const markersLeft = (s: TbState, side: SideId): number =>
  packOf(s).forces.markers.entrenchments - s.entrenchments.filter((e) => e.side === side).length;

export const playEntrench = (t: T, { o, at }: PlacedOrder<TbOrder>): void => {
  if (o.type !== 'entrench') return;
  const s = t.s,
    side = t.side as SideId;
  if (!mapOf(s).has(o.hex)) fail('12.1.3', 'off-map', `${o.hex} is not on the map`, `${at}.hex`);
  const who = builders(s, side, o.hex);
  if (!who.length)
    fail(
      '12.1.2',
      'no-builder',
      `no infantry or cavalry of yours at ${o.hex} may entrench (not moved, outside enemy ZOC, not a fort or sea)`,
      `${at}.hex`,
    );
  if (!validEdges(o.edges)) fail('12.1.8', 'edges', 'three adjacent edges', `${at}.edges`);
  if (s.entrenchments.some((e) => e.hex === o.hex)) fail('12.1.2', 'already', `${o.hex} is entrenched`, `${at}.hex`);
  if (markersLeft(s, side) <= 0) fail('12.1.2', 'no-marker', 'no entrenchment marker left', `${at}.type`);
  s.entrenchments.push({ hex: o.hex, edges: [...o.edges], side });
  for (const id of who) {
    if (!s.built.includes(id)) s.built.push(id);
    if (!s.moved.includes(id)) s.moved.push(id); // built at the end of the phase: no move after it
  }
  t.events.push(event('entrench', { hex: o.hex, edges: o.edges, side }, { rule: '12.1.2' }));
};

/** rules version 13 (12.1.4): entrenchments are destroyed by the enemy passing through or stopping in their hex */
export const destroyOn = (s: TbState): boolean => versionOf(s) >= 13;
/**
 * 12.1.4 (rules version 13): `side`'s units have entered `hexes` (passing or stopping): the other side's
 * entrenchment markers there are removed. The rule lets any unit "declare" a marker destroyed; our default policy
 * is that an enemy always does and a side never removes its own (12.1.5: it may dig again).
 */
export const destroyEntrenchments = (t: T, side: SideId, hexes: readonly string[]): void => {
  const s = t.s;
  if (!destroyOn(s)) return;
  const gone = s.entrenchments.filter((e) => e.side !== side && hexes.includes(e.hex));
  if (!gone.length) return;
  s.entrenchments = s.entrenchments.filter((e) => !gone.includes(e));
  for (const e of gone)
    t.events.push(event('entrenchment-destroyed', { hex: e.hex, side: e.side }, { rule: '12.1.4' }));
};
