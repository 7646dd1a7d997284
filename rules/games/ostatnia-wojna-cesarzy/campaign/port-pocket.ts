import { defOf, has, sideOf, unitsAt, type Board } from '../ctx.js';
import { freeOf, pocketOf } from '../geo.js';
import type { SideId } from '../schema.js';
import { PORT_POCKET, versionOf } from '../version.js';
import { portOpen } from './sea-transport.js';
import { cardOf } from './shipped.js';

/**
 * 38.1: German units whose pocket (6.3's flood from their hex) holds a usable Baltic port (the card's
 * `ports`, open under 38.2) are supplied by sea: not encircled, but +1 to attacks on them, −1 to their
 * own attacks and to their resilience checks. Only German units: an Austro-Hungarian unit in the same
 * pocket is encircled as usual. In play from rules version 6 in the scenarios with the campaign rules.
 */
const russianHeld = (b: Board) => (h: string) =>
  b.s.control[h] === 'russians' || unitsAt(b, h).some((x) => sideOf(b.s, x) === 'russians');

/** per occupancy: hex → does its (allied) pocket hold an open port; kept like geo's searches */
const SEA = new WeakMap<Board['occ'], { s: Board['s']; by: Map<string, boolean> }>();
/** hex h is encircled for `side` (6.3) and its pocket holds a usable Baltic port (38.1, 38.2) */
export const seaSupplied = (b: Board, h: string, side: SideId): boolean => {
  if (side !== 'allies' || versionOf(b.s) < PORT_POCKET || !has(b.s, 'campaign') || !b.s.campaign) return false;
  if (freeOf(b, side).has(h)) return false;
  let e = SEA.get(b.occ);
  if (!e || e.s !== b.s) SEA.set(b.occ, (e = { s: b.s, by: new Map() }));
  const hit = e.by.get(h);
  if (hit !== undefined) return hit;
  const card = cardOf(b.s);
  const pocket = pocketOf(b, h, side);
  const held = russianHeld(b);
  const yes = card.ports.some((p) => pocket.has(p) && portOpen(card, p, held, b.s.campaign!.options));
  for (const x of pocket) e.by.set(x, yes);
  return yes;
};

/** 38.1: unit `id` (at `at`, else where it stands) is a German unit in a port pocket */
export const inPortPocket = (b: Board, id: string, at?: string): boolean => {
  const h = at ?? b.s.units[id].hex;
  return !!h && defOf(b.s, id).nat === 'DE' && seaSupplied(b, h, sideOf(b.s, id));
};

/** 6.3 with 38.1: is unit `id` encircled at `at` (else where it stands)? German units in a port pocket are not */
export const unitEncircled = (b: Board, id: string, at?: string): boolean => {
  const h = at ?? b.s.units[id].hex;
  if (!h || freeOf(b, sideOf(b.s, id)).has(h)) return false;
  return !inPortPocket(b, id, h);
};

/** 38.1 for a group in hex h (a hex's garrison, an attack's defenders): every one German and the hex supplied by sea */
export const allBySea = (b: Board, h: string, side: SideId, ids: readonly string[]): boolean =>
  ids.length > 0 && ids.every((id) => defOf(b.s, id).nat === 'DE') && seaSupplied(b, h, side);

/** 6.3 with 38.1 for a whole hex (25.5's fortresses): encircled unless every unit in it is German and supplied by sea */
export const hexEncircled = (b: Board, h: string, side: SideId): boolean =>
  !freeOf(b, side).has(h) && !allBySea(b, h, side, unitsAt(b, h));

/** what 38.1 adds to a position's identity for caches keyed by occupancy: which ports are open ('' where 38.1 is not in play) */
export const seaKey = (b: Board): string => {
  if (versionOf(b.s) < PORT_POCKET || !has(b.s, 'campaign') || !b.s.campaign) return '';
  const card = cardOf(b.s);
  const held = russianHeld(b);
  return `;38.1:${card.ports.map((p) => (portOpen(card, p, held, b.s.campaign!.options) ? 1 : 0)).join('')}`;
};
