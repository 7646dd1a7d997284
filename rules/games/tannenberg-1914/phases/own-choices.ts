import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { mapOf, position, unitDef } from '../ctx.js';
import { allowedFlightPaths, checkFlight, maxFlight, type FlightCtx, type FlightPath } from '../flight.js';
import { enemyOf } from '../pieces.js';
import type { TbOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import { versionOf, type TbState } from '../state.js';
import type { MapIndex } from '../terrain.js';
import { markerOf } from './masking.js';
import { checkRetreatPath, retreatMoveOn } from './retreat-move.js';

/**
 * Rules version 7: the choices the rulebook leaves to the player that we used to make for him, sealed
 * with his combat card because they are needed only once the cards are shown: the flight path from each
 * of his hexes (9.5.4; the guns left in that hex escape along it, 11.1.8) and the units he would have
 * count across straits (9.7.7). Left out, the automatic choice stands (the least ZOC loss; the strongest).
 */
type T = Turn<TbState>;
export const ownChoicesOn = (s: TbState): boolean => versionOf(s) >= 7;
const isArt = (s: TbState, id: string): boolean => unitDef(s, id)?.type === 'art';
/** the side's units in the designated combat, what its markers hide included (their owner knows it) */
export const combatUnits = (s: TbState, side: SideId): string[] =>
  !s.combat
    ? []
    : (side === s.initiative ? s.combat.own : s.combat.enemy).flatMap((p) => markerOf(s, p)?.contents ?? [p]);
const sidePieces = (s: TbState, side: SideId): string[] =>
  !s.combat ? [] : side === s.initiative ? s.combat.own : s.combat.enemy;
const pieceHex = (s: TbState, id: string): string | null => markerOf(s, id)?.hex ?? s.units[id]?.hex ?? null;
const hexesOf = (s: TbState, ids: string[]): string[] => [
  ...new Set(ids.map((id) => pieceHex(s, id)).filter((h): h is string => !!h)),
];
/** the hexes of the side's infantry and cavalry in the combat, masked or not: where a flight would start (its owner's knowledge) */
export const troopHexes = (s: TbState, side: SideId): string[] =>
  hexesOf(
    s,
    sidePieces(s, side).filter((p) => {
      const m = markerOf(s, p);
      return m ? m.contents.some((id) => !isArt(s, id)) : !isArt(s, p);
    }),
  );
/** the hexes of the side's pieces in the combat as the other side sees them: markers whatever they hide, guns aside */
export const frontHexes = (s: TbState, side: SideId): string[] =>
  hexesOf(
    s,
    sidePieces(s, side).filter((p) => markerOf(s, p) || !isArt(s, p)),
  );
export const flightCtx = (s: TbState, side: SideId): FlightCtx => {
  const p = position(s),
    enemy = enemyOf(side);
  return { enemyZoc: p.zoc[enemy], enemyOccupied: p.occupied[enemy], friendly: p.units[side] };
};

/** the card's `paths` and `count` checked and sealed with it */
export const sealOwnChoices = (t: T, { o, at }: PlacedOrder<TbOrder>): void => {
  if (o.type !== 'card') return;
  const s = t.s,
    side = t.side as SideId,
    c = s.combat!;
  if ((o.paths || o.count) && !ownChoicesOn(s))
    fail(
      o.paths ? '9.5.4' : '9.7.7',
      'version',
      'flight paths and strait counts come with rules version 7',
      `${at}.${o.paths ? 'paths' : 'count'}`,
    );
  if (o.paths && o.card === 'retreat' && retreatMoveOn(s)) {
    // rules version 13: the retreat path from each of the side's hexes (9.3.2)
    const mine = combatUnits(s, side).filter((id) => !isArt(s, id));
    for (const [h, path] of Object.entries(o.paths)) {
      const troops = mine.filter((id) => s.units[id]?.hex === h);
      if (!troops.length)
        fail('9.3.2', 'retreat-from', `${h} holds none of your units of this combat`, `${at}.paths.${h}`, {
          why: 'retreat-from',
          hex: h,
        });
      const bad = checkRetreatPath(s, side, h, troops, path);
      if (bad)
        fail(bad.rule, 'retreat-path', `${h}: ${bad.reason}`, `${at}.paths.${h}[${bad.at}]`, {
          why: 'retreat-path',
          hex: h,
          step: bad.at,
        });
    }
    c.paths = { ...c.paths, [side]: o.paths };
  } else if (o.paths) {
    if (o.card !== 'defend' || o.flee === undefined)
      fail('9.5.1', 'defend-only', 'only a side playing DEFEND that flees names its path', `${at}.paths`);
    const mi = mapOf(s),
      ctx = flightCtx(s, side),
      hexes = troopHexes(s, side);
    const kinds = combatUnits(s, side)
      .filter((id) => !isArt(s, id))
      .map((id) => unitDef(s, id).type);
    for (const [h, path] of Object.entries(o.paths)) {
      if (!hexes.includes(h))
        fail('9.5.4', 'flight-from', `${h} holds none of your units of this combat`, `${at}.paths.${h}`, {
          why: 'flight-from',
          hex: h,
        });
      const r = checkFlight(mi, ctx, h, path, kinds, maxFlight(kinds));
      if (!r.ok)
        fail(r.rule, 'flight-path', `${h}: ${r.reason}`, `${at}.paths.${h}[${r.at ?? 0}]`, {
          why: 'flight-path',
          hex: h,
          step: r.at ?? 0,
        });
    }
    c.paths = { ...c.paths, [side]: o.paths };
  } else if (c.paths?.[side]) delete c.paths[side];
  if (o.count) {
    const mine = combatUnits(s, side).filter((id) => !isArt(s, id));
    for (const [j, id] of o.count.entries())
      if (!mine.includes(id))
        fail(
          '9.7.7',
          'not-in-combat',
          `${id} is none of your infantry or cavalry in this combat`,
          `${at}.count[${j}]`,
          {
            id,
            why: 'strait-count',
          },
        );
    c.count = { ...c.count, [side]: [...o.count] };
  } else if (c.count?.[side]) delete c.count[side];
};

/**
 * the path a flight of `n` hexes from `hex` takes: the player's own if its first `n` hexes are an allowed
 * flight (9.5.6), otherwise the allowed one with the least ZOC loss (the order among equals the search's)
 */
export const chosenFlight = (
  allowed: FlightPath[],
  own: readonly string[] | undefined,
  n: number,
): FlightPath | undefined =>
  (own && own.length >= n ? allowed.find((p) => p.path.every((h, i) => h === own[i])) : undefined) ??
  [...allowed].sort((a, b) => a.zocLoss - b.zocLoss)[0];

/** the player's path from `hex` (rules version 7), if he named one */
export const ownPath = (s: TbState, side: SideId, hex: string): string[] | undefined =>
  ownChoicesOn(s) ? s.combat?.paths?.[side]?.[hex] : undefined;

/** 9.7.7: the order a side's units are counted across straits: those it named first, in its order */
export const countRank = (s: TbState, side: SideId): ((id: string) => number) => {
  const named = ownChoicesOn(s) ? (s.combat?.count?.[side] ?? []) : [];
  return (id) => {
    const i = named.indexOf(id);
    return i < 0 ? named.length : i;
  };
};

/** every allowed flight of `n` hexes from `hex` for `side`, one path per end hex (the view's choices) */
export const flightEnds = (
  s: TbState,
  side: SideId,
  hex: string,
  n: number,
  ctx: FlightCtx = flightCtx(s, side),
): FlightPath[] => {
  const mi = mapOf(s);
  // the paths read only the hexes within n of `hex` (9.5.4): kept per map by what those hexes hold, so the views of
  // successive positions (both sides', every guns') search a hex's flight once while nothing near it changes
  const key = `${hex} ${n} ${nearCode(mi, ctx, hex, n)}`;
  let kept = ENDS.get(mi);
  if (!kept) ENDS.set(mi, (kept = new Map()));
  let ends = kept.get(key);
  if (!ends) {
    const best = new Map<string, FlightPath>();
    for (const p of allowedFlightPaths(mi, ctx, hex, n)) {
      const end = p.path[p.path.length - 1],
        had = best.get(end);
      if (!had || p.zocLoss < had.zocLoss) best.set(end, p);
    }
    ends = [...best.values()].sort((a, b) => (a.path[n - 1] < b.path[n - 1] ? -1 : 1));
    if (kept.size >= 4096) kept.clear();
    kept.set(key, ends);
  }
  return [...ends];
};
const ENDS = new WeakMap<MapIndex, Map<string, FlightPath[]>>();
/** what each hex within `n` of `hex` holds for a flight (enemy ZOC, enemy, friendly unit), one digit a hex */
const nearCode = (mi: MapIndex, ctx: FlightCtx, hex: string, n: number): string => {
  let code = '';
  for (const h of nearHexes(mi, hex, n))
    code += (ctx.enemyZoc.has(h) ? 1 : 0) + (ctx.enemyOccupied.has(h) ? 2 : 0) + (ctx.friendly.has(h) ? 4 : 0);
  return code;
};
/** the map's hexes within `n` steps of `hex`, in a fixed order, once a map */
const nearHexes = (mi: MapIndex, hex: string, n: number): readonly string[] => {
  let byHex = NEAR.get(mi);
  if (!byHex) NEAR.set(mi, (byHex = new Map()));
  const key = `${hex} ${n}`;
  let out = byHex.get(key);
  if (!out) {
    const seen = new Set([hex]);
    let ring = [hex];
    for (let d = 0; d < n; d++) {
      const next: string[] = [];
      for (const h of ring)
        for (const nb of mi.board.neighbourCells(h))
          if (!seen.has(nb)) {
            seen.add(nb);
            next.push(nb);
          }
      ring = next;
    }
    byHex.set(key, (out = [...seen]));
  }
  return out;
};
const NEAR = new WeakMap<MapIndex, Map<string, string[]>>();
