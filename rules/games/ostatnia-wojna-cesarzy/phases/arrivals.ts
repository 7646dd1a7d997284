import { controlW, cowClone, unitW } from '../cow.js';
import type { GameEvent } from '../../../core/contract.js';
import { type Board, boardOf, enemyAt, has, sideOf, unitsAt } from '../ctx.js';
import { ev, evFor, fail } from '../events.js';
import { enemyFortress } from '../geo.js';
import { areaOf, STACK } from '../movement.js';
import type { OwcOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import type { OwcState, UnitState } from '../state.js';
import { commanded } from '../command.js';
import { emptyUse, type RailUse, railArrival, railNet, railRoutes, stationCapacity } from '../rail-transfers.js';
import { ARRIVAL_CHOICES, OWN_CONCENTRATION, versionOf } from '../version.js';
import { railUse } from './rail.js';

/** Reinforcements arriving at towns in the phasing player's movement (A.2, A.2.1, 13). */

const townOk = (b: Board, s: OwcState, h: string, side: SideId): boolean =>
  b.m.has(h) &&
  !enemyAt(b, h, side) &&
  !enemyFortress(b, h, side) &&
  unitsAt(b, h).length < STACK &&
  !b.m.grid.neighbourCells(h).some((n) => enemyAt(b, n, side)) &&
  b.m.inRegion(areaOf(s), h);

/**
 * A.2 / A.2.1: where an arrival may be placed now: its listed town, or else the nearest towns the
 * enemy has not approached (own or neutral control). Several equally near towns are the owner's
 * choice (spec §4.15); the first (lowest number) is the automatic pick.
 */
export const arrivalTowns = (b: Board, s: OwcState, want: string, side: SideId): string[] => {
  if (b.m.has(want) && b.m.towns.has(want) && townOk(b, s, want, side)) return [want];
  const towns = [...b.m.towns.keys()].filter((t) => townOk(b, s, t, side) && (s.control[t] ?? side) === side);
  if (!towns.length) return [];
  const d = (t: string): number => (b.m.has(want) ? b.m.grid.distance(want, t) : 0);
  const best = Math.min(...towns.map(d));
  return towns.filter((t) => d(t) === best).sort();
};

/**
 * 19 (v9): an arrival its owner may hold back this turn: by rail or at a town, in a scenario with rule 19
 * (B.2's hex, river and secret arrivals follow their own rules and come when due)
 */
export const holdable = (s: OwcState, u: UnitState): boolean =>
  versionOf(s) >= ARRIVAL_CHOICES && has(s, 'arrivals') && (u.how === undefined || u.how === 'rail');

/** the phasing player's arrivals due now (not yet placed this turn) */
const dueNow = (s: OwcState): UnitState[] =>
  s.arrivalsDone
    ? []
    : Object.values(s.units).filter(
        (u) => u.where === 'due' && sideOf(s, u.id) === s.phasing && (u.due ?? 0) <= s.stage,
      );

/** 19 (v9): the arrivals due now that the owner may hold back (the view's and the random player's `delay-arrival`) */
export const holdableNow = (s: OwcState): string[] =>
  dueNow(s)
    .filter((u) => holdable(s, u))
    .map((u) => u.id);

/**
 * Place the phasing player's arrivals due now, in the listed order. `picks` are the owner's
 * choices among equally near towns (order "arrive"), or of a rail arrival's town (19, v9); `held` the
 * arrivals he holds back (19, v9, order "delay-arrival"), `sending` those he sends into a concentration
 * (20.1, v10: kept due for their `secret-rail`); `untiedOnly` places only the units without a
 * choice and leaves the others (and arrivalsDone) for the movement batch.
 */
export const placeArrivals = (
  s: OwcState,
  out: GameEvent[],
  picks: Record<string, { hex: string; at: string }> = {},
  untiedOnly = false,
  ties?: Map<string, string[]>,
  held: Record<string, string> = {},
  sending: Record<string, string> = {},
): void => {
  if (s.arrivalsDone) {
    const at = Object.values(picks)[0]?.at ?? Object.values(held)[0];
    if (at !== undefined) fail('A.2', 'no-arrival', 'the arrivals of this turn are already placed', at);
    return;
  }
  if (!untiedOnly) s.arrivalsDone = true;
  const side = s.phasing;
  const seen = new Set<string>();
  const unloaded: Record<string, number> = {}; // 20.2: the concentrations' unloadings per town
  for (const u of Object.values(s.units)) {
    if (u.where !== 'due' || sideOf(s, u.id) !== side || (u.due ?? 0) > s.stage) continue;
    const b = boardOf(s);
    const want = u.dueHex!;
    const keep = held[u.id] ?? sending[u.id];
    if (keep !== undefined) {
      seen.add(u.id);
      if (!holdable(s, u)) fail('19', 'no-delay', `${u.id} may not be held back`, keep);
      if (picks[u.id]) fail('19', 'twice', `${u.id} named twice`, picks[u.id].at);
      // 20.1 (v10): one sent into a concentration stays due; its `secret-rail` says so
      if (held[u.id] !== undefined) out.push(ev('arrival-delayed', { unit: u.id, hex: want, held: true }, '19'));
      continue;
    }
    if (untiedOnly && holdable(s, u)) continue; // 19 (v9): the owner may still hold it back
    if (u.how) {
      const rail = u.how === 'rail' && holdable(s, u);
      if (rail && (ties || picks[u.id])) {
        const towns = railTowns(s, b, u.id, want);
        if (towns.length > 1) ties?.set(u.id, towns);
        const p = picks[u.id];
        if (p && !towns.includes(p.hex))
          fail('19', 'rail-town', `${u.id} cannot come by rail from an own board edge to ${p.hex}`, p.at);
      }
      if (rail && picks[u.id]) seen.add(u.id);
      placeSpecial(s, b, u, out, unloaded, rail ? picks[u.id]?.hex : undefined);
      continue;
    }
    const towns = arrivalTowns(b, s, want, side);
    if (towns.length > 1) ties?.set(u.id, towns);
    if (untiedOnly && towns.length > 1) continue;
    const pick = picks[u.id];
    if (pick) {
      seen.add(u.id);
      if (towns.length < 2)
        fail('A.2.1', 'no-choice', `${u.id} has no choice of town (${towns[0] ?? 'none free'})`, pick.at);
      if (!towns.includes(pick.hex))
        fail(
          'A.2.1',
          'not-nearest',
          `${u.id} arrives at one of the nearest towns the enemy has not approached: ${towns.join(', ')}`,
          pick.at,
        );
    }
    const at = pick ? pick.hex : (towns[0] ?? null);
    if (!at) {
      out.push(ev('arrival-delayed', { unit: u.id, hex: want }, 'A.2.1'));
      continue;
    }
    landAtTown(s, u.id, at, out, !!pick);
  }
  for (const [id, at] of [...Object.entries(picks).map(([id, p]) => [id, p.at]), ...Object.entries(held)])
    if (!seen.has(id)) fail('A.2', 'not-arriving', `${id} is not an arrival of yours due now`, at);
};

/** A.2, A.2.1: an arrival put at the town `at` (its listed one or a nearest free one), placed: it does not march this phase */
export const landAtTown = (s: OwcState, id: string, at: string, out: GameEvent[], chosen: boolean): void => {
  const want = s.units[id].dueHex!;
  const w = unitW(s, id);
  w.where = 'map';
  w.hex = at;
  w.placed = true;
  delete w.due;
  delete w.dueHex;
  controlW(s)[at] = sideOf(s, id);
  out.push(
    ev(
      'arrival',
      { unit: id, hex: at, listed: want, ...(chosen ? { chosen: true } : {}) },
      at === want ? 'A.2' : 'A.2.1',
    ),
  );
};

/** a copy of the phase's rail use, for a trial */
const copyUse = (r: RailUse): RailUse => ({
  transports: r.transports,
  segments: { ...r.segments },
  stations: { ...r.stations },
});

/**
 * 19 with AMB-24: a rail arrival enters from an own board edge at `to`: the town's own front first, else
 * the first (by letter) whose edge reaches it; books the phase's `use` and answers whether it could
 */
const enterByRail = (
  b: Board,
  side: SideId,
  unit: string,
  to: string,
  r: { use: RailUse; doubled?: boolean },
): boolean => {
  const fronts = [...new Set([b.m.front(to), ...[...b.m.data.hexes.map((h) => h.front)].sort()])];
  for (const front of fronts)
    try {
      railArrival(b, side, { unit, to, front }, r.use, { doubled: r.doubled });
      return true;
    } catch {
      /* the next front */
    }
  return false;
};

/**
 * 19 (v9): the towns a rail arrival may enter at now: its listed town first, then every other town of the
 * play area a railway from an own edge reaches within this phase's capacity and Transports, by number
 */
export const railTowns = (s: OwcState, b: Board, unit: string, want: string): string[] => {
  const side = sideOf(s, unit);
  const r = railUse(s, side);
  const others = [...b.m.towns.keys()].filter((t) => t !== want).sort();
  return [want, ...others].filter(
    (t) =>
      b.m.has(t) &&
      b.m.inRegion(areaOf(s), t) &&
      enterByRail(b, side, unit, t, { use: copyUse(r.use), doubled: r.doubled }),
  );
};

const hexOk = (b: Board, h: string, side: SideId): boolean =>
  b.m.has(h) && !enemyAt(b, h, side) && !enemyFortress(b, h, side) && unitsAt(b, h).length < STACK;
const nearEnemy = (b: Board, h: string, side: SideId): boolean =>
  b.m.grid.neighbourCells(h).some((n) => enemyAt(b, n, side));

/**
 * B.2's special arrivals, at the start of the first movement phase of their stage:
 * - on their hex (B.2), free to move, but not in a reserve phase when the hex touches the enemy;
 * - across the Upper or Lower Vistula (B.2.1, B.2.2): our reading: the scenario names the hex on the
 *   river where the unit enters; it needs an own HQ in command range there (21.1) and may move on;
 * - by secret concentration (B.2.3, 20): at the town named, free to move; if the enemy is next to
 *   it, at the nearest own town out of contact and not moving (20.3);
 * - by rail (B.2.4, 19): from an own board edge, 1 Transport (AMB-24); the front is the town's own
 *   when its edge has a railway to the town, else the first (by letter) whose edge has one.
 * One that cannot enter now waits for the next movement phase (19: arrivals may be delayed).
 */
export const placeSpecial = (
  s: OwcState,
  b: Board,
  u: UnitState,
  out: GameEvent[],
  unloaded: Record<string, number>,
  pick?: string,
): void => {
  const side = sideOf(s, u.id);
  const listed = u.dueHex!;
  const want = pick ?? listed;
  let at: string | null = null;
  let still = false;
  let rule = 'B.2';
  if (u.how === 'rail') {
    rule = '19';
    if (enterByRail(b, side, u.id, want, railUse(s, side))) {
      at = want;
      still = true;
    }
  } else if (u.how === 'secret') {
    rule = '20';
    if (hexOk(b, want, side) && !nearEnemy(b, want, side)) {
      at = want;
      if (versionOf(s) >= OWN_CONCENTRATION && has(s, 'rail')) {
        at = unloadAt(s, b, side, want, unloaded); // 20.2 (v8)
        if (at !== want) rule = '20.2';
      }
    } else {
      rule = '20.3';
      still = true;
      const towns = [...b.m.towns.keys()].filter(
        (t) =>
          hexOk(b, t, side) && !nearEnemy(b, t, side) && (s.control[t] ?? side) === side && b.m.inRegion(areaOf(s), t),
      );
      at = towns.sort((x, y) => b.m.grid.distance(want, x) - b.m.grid.distance(want, y) || (x < y ? -1 : 1))[0] ?? null;
    }
  } else {
    if (u.how !== 'hex') rule = u.how === 'upper-vistula' ? 'B.2.1' : 'B.2.2';
    if (hexOk(b, want, side) && (u.how === 'hex' || commanded(b, u.id, want))) at = want;
    still = s.phase !== 'move' && !!at && nearEnemy(b, at, side);
  }
  if (!at) {
    const e = { unit: u.id, hex: want };
    out.push(u.concealed ? evFor('arrival-delayed', e, side, rule) : ev('arrival-delayed', e, rule)); // 20 (v10)
    return;
  }
  const w = unitW(s, u.id);
  w.where = 'map';
  w.hex = at;
  if (still) w.placed = true;
  delete w.due;
  delete w.dueHex;
  delete w.how;
  delete w.sent;
  delete w.exposed;
  if (b.m.towns.has(at)) controlW(s)[at] = side;
  const e = { unit: u.id, hex: at, listed, ...(pick ? { chosen: true } : {}) };
  // 20 (v10): a unit face down in the box arrives face down (every town it may unload at is out of contact)
  out.push(u.concealed ? evFor('arrival', { ...e, concealed: true }, side, rule) : ev('arrival', e, rule));
};

/**
 * 20.2 (v8): a secret concentration unloads at its town while the station has room (18.3: one unit, two
 * at a trunk station; counted among the concentrations' own unloadings, so the phase's rail transfers,
 * which the view judges before the arrivals are placed, keep theirs); the excess at the nearest towns by rail (fewest rail hexes, ties
 * by number) that are own, free of the enemy and its contact, with room. None: the unit waits (19).
 */
const unloadAt = (
  s: OwcState,
  b: Board,
  side: SideId,
  want: string,
  unloaded: Record<string, number>,
): string | null => {
  const net = railNet(b.m);
  const room = (t: string): boolean => (unloaded[t] ?? 0) < stationCapacity(net, t);
  const ok = (t: string): boolean =>
    hexOk(b, t, side) && !nearEnemy(b, t, side) && (s.control[t] ?? side) === side && b.m.inRegion(areaOf(s), t);
  let at: string | null = room(want) ? want : null;
  if (!at) {
    const reach = railRoutes(b, side, want, emptyUse(), false);
    at =
      [...reach.cells.keys()]
        .filter((t) => t !== want && b.m.towns.has(t) && ok(t) && room(t))
        .sort((x, y) => reach.costTo(x)! - reach.costTo(y)! || (x < y ? -1 : 1))[0] ?? null;
  }
  if (at) unloaded[at] = (unloaded[at] ?? 0) + 1;
  return at;
};

/** The arrivals due now with a real choice of town (A.2.1 ties), given the picks made so far. */
export const arrivalChoices = (
  s: OwcState,
  picks: Record<string, { hex: string; at: string }> = {},
  held: Record<string, string> = {},
): Map<string, string[]> => {
  const ties = new Map<string, string[]>();
  if (s.arrivalsDone) return ties;
  const trial = cowClone(s);
  placeArrivals(trial, [], picks, false, ties, held);
  return ties;
};

/** A.2.1 picks of a batch, by unit; a unit named twice is refused */
export const arrivalPicks = (orders: { o: OwcOrder; i: number }[]): Record<string, { hex: string; at: string }> => {
  const picks: Record<string, { hex: string; at: string }> = {};
  for (const { o, i } of orders)
    if (o.type === 'arrive') {
      if (picks[o.unit]) fail('A.2.1', 'twice', `${o.unit} named twice`, `orders[${i}].unit`);
      picks[o.unit] = { hex: o.hex, at: `orders[${i}].hex` };
    }
  return picks;
};

/** 19 (v9): the arrivals a batch holds back, by unit; a unit named twice is refused */
export const arrivalHolds = (orders: { o: OwcOrder; i: number }[]): Record<string, string> => {
  const held: Record<string, string> = {};
  for (const { o, i } of orders)
    if (o.type === 'delay-arrival') {
      if (held[o.unit]) fail('19', 'twice', `${o.unit} named twice`, `orders[${i}].unit`);
      held[o.unit] = `orders[${i}].unit`;
    }
  return held;
};
