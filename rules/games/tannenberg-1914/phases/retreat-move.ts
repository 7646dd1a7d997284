import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { mapOf, position, unitDef } from '../ctx.js';
import { allowedFlightPaths, checkFlight, type FlightCtx } from '../flight.js';
import { enemyOf } from '../pieces.js';
import { retreatAllowance } from '../retreat.js';
import type { SideId } from '../schema.js';
import { versionOf, type TbState } from '../state.js';
import { travelContact } from './arrival.js';
import { leaveBox } from './masking.js';
import { loseEp } from './losses.js';
import { stepCost } from '../movement.js';
import { checkFreeRetreat, freeRetreatOn, freeRetreatPaths, retreatStepCtx } from '../retreat-path.js';

/**
 * Rules version 13: the retreat move of a RETREAT card (9.3.2 against DEFEND, 9.3.3 both retreating, the initiative
 * player first, and 9.3.6 after the retreat attempt's losses). Before it the retreating units stayed where they were.
 * The retreating player chooses the path (9.3.2 "chosen freely"): from each of his hexes, `paths` sealed with the
 * RETREAT card (the path is needed only once the cards are shown, as a flight's, rules version 7). Our standing
 * default for correspondence play when he names none: one hex, by the flight rules' choice (the first allowed hex,
 * out of enemy ZOC where any is). A path follows the flight's geometry (each hex one further from the start, never
 * off the map, across the Vistula or a lake, or into an enemy, 9.5.8), at most MA − 1 hexes of the hex's slowest
 * troops (− 1 more unsupplied, AMB-25). It enters an enemy ZOC only when no other way avoids it, and each unit
 * loses 1 EP for every such hex entered that holds no friendly unit (9.3.2, 8.1.4). Where no hex can be
 * entered the units stay (the move is a "may", AMB-25). The guns of the combat in the hex go with their troops
 * (AMB-25), as does the hex's unloaded train (15.3.5); the retreaters make contact at every hex they
 * enter (phases/arrival.ts `travelContact`).
 */
export const retreatMoveOn = (s: TbState): boolean => versionOf(s) >= 13;

const isArt = (s: TbState, id: string): boolean => unitDef(s, id)?.type === 'art';
const ctxOf = (s: TbState, side: SideId): FlightCtx => {
  const p = position(s),
    enemy = enemyOf(side);
  return { enemyZoc: p.zoc[enemy], enemyOccupied: p.occupied[enemy], friendly: p.units[side] };
};
/** AMB-25: the hexes the troops in `hex` may retreat: the least MA − 1 among them (− 1 more unsupplied) */
export const retreatHexes = (s: TbState, troops: readonly string[]): number =>
  Math.min(
    ...troops.map((id) => {
      const d = unitDef(s, id),
        f = s.units[id].face === 'front' ? d.front : d.back!;
      return retreatAllowance(f.ma, !s.unsupplied.includes(id));
    }),
  );

/** rules version 14: a retreat spends the terrain's MP (4.3, the chart), not one a hex (9.3.2 "MA reduced by 1") */
const terrainCounted = (s: TbState): boolean => versionOf(s) >= 14;
/**
 * the MP spent by each hex of a retreat path from `hex`, running total (Infinity past a hex no move may enter):
 * the terrain chart's costs as a move pays them, without the enemy ZOC's +1 (AMB-25: EP instead, 9.3.2)
 */
export const retreatCosts = (s: TbState, side: SideId, hex: string, path: readonly string[]): number[] => {
  const mi = mapOf(s);
  const ctx = retreatStepCtx(s, side);
  let from = hex,
    mp = 0;
  return path.map((h) => {
    const r = stepCost(mi, ctx, { kind: 'inf' }, from, h);
    mp += r.ok ? r.cost : Infinity;
    from = h;
    return mp;
  });
};

/** a sealed retreat path from `hex` checked; the refusal's rule and reason, or null */
export const checkRetreatPath = (
  s: TbState,
  side: SideId,
  hex: string,
  troops: readonly string[],
  path: readonly string[],
): { rule: string; reason: string; at: number } | null => {
  const n = retreatHexes(s, troops);
  if (terrainCounted(s)) {
    const over = retreatCosts(s, side, hex, path).findIndex((mp) => mp > n);
    if (over >= 0) return { rule: '9.3.2', reason: `at most ${n} MP of terrain (MA − 1, AMB-25)`, at: over };
  } else if (path.length > n) return { rule: '9.3.2', reason: `at most ${n} hexes (MA − 1, AMB-25)`, at: n };
  if (freeRetreatOn(s)) return checkFreeRetreat(s, side, ctxOf(s, side), hex, n, path);
  const r = checkFlight(mapOf(s), ctxOf(s, side), hex, path, ['inf'], path.length);
  return r.ok ? null : { rule: r.rule, reason: r.reason, at: r.at ?? 0 };
};

/**
 * the view's retreat paths from `hex` (rules version 14): one allowed path for each hex the troops may end in,
 * shortest first, each checked as a sealed path is
 */
export const retreatEnds = (s: TbState, side: SideId, hex: string, troops: readonly string[]): string[][] => {
  const mi = mapOf(s),
    ctx = ctxOf(s, side);
  const out = new Map<string, string[]>();
  if (freeRetreatOn(s)) {
    for (const p of freeRetreatPaths(s, side, ctx, hex, retreatHexes(s, troops)))
      if (!out.has(p[p.length - 1])) out.set(p[p.length - 1], p);
    return [...out.values()];
  }
  for (let k = 1; k <= retreatHexes(s, troops); k++)
    for (const f of allowedFlightPaths(mi, ctx, hex, k)) {
      const end = f.path[k - 1];
      if (!out.has(end) && !checkRetreatPath(s, side, hex, troops, f.path)) out.set(end, f.path);
    }
  return [...out.values()];
};

/**
 * the retreat move of `side`'s units of the combat (`units`: the side's pieces in it, guns included) from each of
 * their hexes; returns the hexes the troops left
 */
export const retreatMove = (t: Turn<TbState>, side: SideId, units: readonly string[]): string[] => {
  const s = t.s,
    mi = mapOf(s);
  const alive = units.filter((id) => s.units[id]?.hex && !s.units[id].eliminated);
  const hexes = [...new Set(alive.filter((id) => !isArt(s, id)).map((id) => s.units[id].hex!))];
  const left: string[] = [];
  for (const h of hexes) {
    const movers = alive.filter((id) => s.units[id].hex === h);
    const troops = movers.filter((id) => !isArt(s, id));
    const ctx = ctxOf(s, side);
    const own = s.combat?.paths?.[side]?.[h];
    const n = retreatHexes(s, troops);
    const path =
      own && !checkRetreatPath(s, side, h, troops, own)
        ? own
        : freeRetreatOn(s)
          ? freeRetreatPaths(s, side, ctx, h, n)[0]
          : n >= 1
            ? allowedFlightPaths(mi, ctx, h, 1).find(
                (f) => !terrainCounted(s) || retreatCosts(s, side, h, f.path)[0] <= n,
              )?.path
            : undefined;
    if (!path) {
      t.events.push(event('retreat-move', { side, from: h, to: null }, { rule: '9.3.2' }));
      continue;
    }
    const zocHexes = path.filter((x) => ctx.enemyZoc.has(x) && !ctx.friendly.has(x)).length;
    const to = path[path.length - 1];
    // the hex's unloaded train goes with the troops (15.3.5), only where none stands (7.1.4); an HQ left behind
    // alone next to the enemy is displaced by 13.1.5 as after a flight (AMB-70)
    for (const id of movers) s.units[id].hex = to;
    if (!Object.values(s.trains).some((tr) => tr.hex === to))
      for (const [tid, tr] of Object.entries(s.trains))
        if (tr.hex === h && !tr.rail) {
          leaveBox(s, tid); // rules version 17: a masked train goes back with the stack in the open (15.3.5)
          tr.hex = to;
        }
    t.events.push(event('retreat-move', { side, from: h, to, path: [...path] }, { rule: '9.3.2' }));
    for (const id of troops) loseEp(s, id, zocHexes, '9.3.2', t.events);
    left.push(h);
    travelContact(t, side, movers, path);
  }
  return left;
};
