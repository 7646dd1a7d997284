import { still } from './occupancy.js';
import type { Dice } from '../../core/contract.js';
import { def, enemyOf, occupant, putUnit, sideOf, stackAt, unit, type Ctx } from './ctx.js';
import { zoneDirections } from './facing.js';
import { divisionCommander, corpsCommander, cInC, isDeputy } from './leaders.js';
import { eliminate, losePoint } from './levels.js';
import { moraleTest, type MoraleTest } from './morale.js';
import { stackProblem } from './stacking.js';
import { LEVELS, onMap } from './state.js';
import { isArtillery, printedMorale } from './units.js';
import { d10 } from './die.js';
import { inEnemyZoc } from './zoc.js';

/** Chapter 12: strength losses, retreat, pursuit, efficiency levels and reorganization. */

/**
 * R 6.11, 12.1.4, AMB-33: who loses the first point of a combat: the designated morale unit, or the
 * bottom non-artillery unit after an attack from the flank or rear.
 */
export const firstLoser = (c: Ctx, hex: string, moraleUnit: string, aspect: 'front' | 'side' | 'rear'): string => {
  if (aspect === 'front') return moraleUnit;
  const pool = stackAt(c, hex).filter((u) => !isArtillery(def(c, u.id)));
  return pool.length ? pool[pool.length - 1].id : moraleUnit;
};

/**
 * R 12.1.3–12.1.4, 11.1: take `points` from the units `ids` (one side of a combat): the first point
 * from `first`, the rest in the owner's order `preference` (units left out follow in stack order),
 * never from artillery while a non-artillery unit is left; artillery flips, then is eliminated.
 * Returns the points each unit took.
 */
export const takeLosses = (
  c: Ctx,
  ids: readonly string[],
  points: number,
  first: string,
  preference: readonly string[] = [],
): Record<string, number> => {
  const taken: Record<string, number> = {};
  const alive = () => ids.filter((id) => onMap(unit(c, id).at));
  const rest = [...preference, ...ids].filter((id, i, a) => a.indexOf(id) === i && ids.includes(id));
  for (let p = 0; p < points; p++) {
    const live = alive();
    if (!live.length) break;
    const nonArt = live.filter((id) => !isArtillery(def(c, id)));
    const pool = nonArt.length ? nonArt : live;
    const who = (p === 0 && pool.includes(first) ? first : rest.find((id) => pool.includes(id)))!;
    losePoint(c, who);
    taken[who] = (taken[who] ?? 0) + 1;
  }
  return taken;
};

export interface RetreatPlan {
  /** the hexes the retreat enters, in order (may be shorter than the distance when blocked) */
  path: string[];
  /** R 12.2.3: hexes of retreat not made (each unit loses 1 per hex) */
  notMade: number;
  /** R 12.2.4: hexes entered in an enemy ZOC */
  zocHexes: number;
  /** R 12.2.5: friendly stacks passed through (each tests morale) */
  passedThrough: string[];
}

/**
 * R 9.13.4, 12.2: every way a stack facing `facing` in `hex` can retreat `distance` hexes, each step
 * into the rear zone of the hex it stands in, no turning, no MP. A hex with the enemy, closed
 * terrain or off the map stops the retreat there. Ending on a friendly stack that cannot take it
 * (R 6.2, 6.3, 6.7) goes on one more hex (R 12.2.5).
 */
export const retreatPlans = (
  c: Ctx,
  ids: readonly string[],
  hex: string,
  facing: number,
  distance: number,
): RetreatPlan[] => still(c.pos.units, () => plansOf(c, ids, hex, facing, distance));
// read-only: looked up on one held index (occupancy.ts `still`), not proved fresh at each look-up
const plansOf = (c: Ctx, ids: readonly string[], hex: string, facing: number, distance: number): RetreatPlan[] => {
  const side = sideOf(c, ids[0]);
  const rear = zoneDirections(facing).rear;
  const plans: RetreatPlan[] = [];
  const open = (h: string | undefined): h is string =>
    h !== undefined &&
    occupant(c, h) !== enemyOf(side) &&
    ids.every(
      (id) =>
        c.P.terrainOf(h).mp[
          def(c, id).arm === 'infantry'
            ? 'infantry'
            : def(c, id).arm === 'cavalry'
              ? 'cavalry'
              : def(c, id).artillery === 'horse'
                ? 'horseArtillery'
                : 'artillery'
        ] !== null,
    );
  const walk = (at: string, path: string[], left: number, extraUsed: boolean): void => {
    const fits = (h: string) =>
      !stackProblem(c, [
        ...stackAt(c, h)
          .map((u) => u.id)
          .filter((x) => !ids.includes(x)),
        ...ids,
      ]);
    if (left === 0) {
      if (path.length && !fits(at) && !extraUsed) return walk(at, path, 1, true);
      plans.push(plan(path, 0));
      return;
    }
    const next = rear.map((d) => c.P.grid.neighbour(at, d)).filter(open);
    if (!next.length) {
      plans.push(plan(path, left));
      return;
    }
    for (const n of next) walk(n, [...path, n], left - 1, extraUsed);
  };
  const plan = (path: string[], notMade: number): RetreatPlan => ({
    path,
    notMade,
    zocHexes: path.filter((h) => inEnemyZoc(c, h, side)).length,
    passedThrough: path.slice(0, -1).filter((h) => stackAt(c, h).some((u) => !ids.includes(u.id))),
  });
  walk(hex, [], distance, false);
  // the same path reached twice (both rear hexes lead to one) is listed once
  return plans.filter((p, i) => plans.findIndex((q) => q.path.join() === p.path.join()) === i);
};

/** the cost of a plan in strength points for the whole stack (R 12.2.3 each unit; R 12.2.4 per unit or per stack, AMB-29) */
export const planCost = (c: Ctx, ids: readonly string[], p: RetreatPlan): number =>
  ids.length * p.notMade + (c.opts.zocRetreatLoss === 'per-unit' ? ids.length : 1) * p.zocHexes;

/** the "safest" policy: fewest points lost, then farthest from the nearest enemy, then the lowest hex label */
export const safestPlan = (c: Ctx, ids: readonly string[], plans: RetreatPlan[]): RetreatPlan => {
  const side = sideOf(c, ids[0]);
  const enemies = Object.values(c.pos.units)
    .filter((u) => onMap(u.at) && sideOf(c, u.id) === enemyOf(side))
    .map((u) => u.at);
  const away = (p: RetreatPlan) => {
    const end = p.path[p.path.length - 1];
    return end ? Math.min(99, ...enemies.map((e) => c.P.grid.distance(end, e))) : 0;
  };
  return [...plans].sort(
    (a, b) =>
      planCost(c, ids, a) - planCost(c, ids, b) || away(b) - away(a) || (a.path.join() < b.path.join() ? -1 : 1),
  )[0];
};

/** the plan a path names (the owner's choice, N10), when it is still one of the plans; else the safest */
export const chosenPlan = (
  c: Ctx,
  ids: readonly string[],
  plans: RetreatPlan[],
  path?: readonly string[],
): RetreatPlan => plans.find((p) => path && p.path.join() === path.join()) ?? safestPlan(c, ids, plans);

export interface RetreatDone {
  units: string[];
  path: string[];
  losses: Record<string, number>;
  tests: MoraleTest[];
}

/** R 12.2: carry out a plan: the per-unit losses (artillery spared while others remain, AMB-35), the moves, the tests of friends passed through */
export const retreat = (c: Ctx, ids: readonly string[], p: RetreatPlan, dice: Dice): RetreatDone => {
  const losses: Record<string, number> = {};
  const perUnit = p.notMade + (c.opts.zocRetreatLoss === 'per-unit' ? p.zocHexes : 0);
  const perStack = c.opts.zocRetreatLoss === 'per-stack' ? p.zocHexes : 0;
  const hit = (id: string) => {
    losePoint(c, id);
    losses[id] = (losses[id] ?? 0) + 1;
  };
  for (let k = 0; k < perUnit; k++) {
    const live = ids.filter((id) => onMap(unit(c, id).at));
    const nonArt = live.filter((id) => !isArtillery(def(c, id)));
    for (const id of nonArt) hit(id);
    if (!nonArt.length) for (const id of live) hit(id);
  }
  for (let k = 0; k < perStack; k++) {
    const live = ids.filter((id) => onMap(unit(c, id).at));
    const target = live.find((id) => !isArtillery(def(c, id))) ?? live[0];
    if (target) hit(target);
  }
  const tests: MoraleTest[] = [];
  for (const h of p.passedThrough) {
    const head = stackAt(c, h).find((u) => !ids.includes(u.id) && !isArtillery(def(c, u.id)));
    if (head) tests.push(moraleTest(c, head.id, dice));
  }
  const end = p.path[p.path.length - 1];
  if (end) for (const id of ids) if (onMap(unit(c, id).at)) putUnit(c, id, end);
  return { units: [...ids], path: p.path, losses, tests };
};

/** R 11.1: a routed stack's artillery is eliminated (the other units go to the Routed box) */
export const artilleryOfRoutedStack = (c: Ctx, hex: string): string[] => {
  const arts = stackAt(c, hex).filter((u) => isArtillery(def(c, u.id)));
  for (const a of arts) eliminate(c, a.id);
  return arts.map((a) => a.id);
};

/** R 12.8.1: on the map, units not next to an enemy go up one level; with an own leader (not a deputy) in the hex, straight to full (AMB-30: regardless of adjacency) */
export const reorganizeOnMap = (c: Ctx, skip: readonly string[] = []): { unit: string; from: string; to: string }[] =>
  // only levels change here, which the index does not hold
  still(c.pos.units, () => levelsUp(c, skip));
const levelsUp = (c: Ctx, skip: readonly string[]): { unit: string; from: string; to: string }[] => {
  const out: { unit: string; from: string; to: string }[] = [];
  for (const u of Object.values(c.pos.units)) {
    if (!onMap(u.at) || u.level === 'full' || skip.includes(u.id)) continue;
    const side = sideOf(c, u.id);
    const d = def(c, u.id);
    const leaderHere = Object.values(c.pos.leaders).some((l) => {
      if (l.at !== u.at || isDeputy(l)) return false;
      return (
        l.id === cInC(c, side) ||
        (d.division && l.id === divisionCommander(c, d.division)) ||
        (d.corps && l.id === corpsCommander(c, d.corps))
      );
    });
    const nextToEnemy = c.P.grid.neighbours(u.at).some((h) => occupant(c, h) === enemyOf(side));
    const from = u.level;
    const to = leaderHere ? 'full' : !nextToEnemy ? LEVELS[LEVELS.indexOf(u.level) - 1] : from;
    if (to !== from) {
      unit(c, u.id).level = to;
      out.push({ unit: u.id, from, to });
    }
  }
  return out;
};

/**
 * R 12.8.2.1 (AMB-41): each routed unit tests against its printed morale (no leader, no −1): pass →
 * reorganized, waiting to be placed; fail by 1–2 → stays; fail by 3+ → eliminated.
 */
export const rallyTest = (
  c: Ctx,
  id: string,
  dice: Dice,
): { unit: string; die: number; morale: number; outcome: 'reorganized' | 'stays' | 'eliminated' } => {
  const die = d10(dice);
  const u = unit(c, id);
  const morale = printedMorale(def(c, id), u);
  const over = die - morale;
  if (over <= 0) {
    u.at = 'pending';
    u.level = 'demoralized';
    return { unit: id, die, morale, outcome: 'reorganized' };
  }
  if (over >= 3) {
    eliminate(c, id);
    return { unit: id, die, morale, outcome: 'eliminated' };
  }
  return { unit: id, die, morale, outcome: 'stays' };
};

/** R 12.8.2.2 (AMB-31): where a reorganized unit may be placed: on or next to its own leader, at least 3 hexes from every enemy unit, stacking legal */
export const placementHexes = (c: Ctx, id: string): string[] => still(c.pos.units, () => placesFor(c, id));
// read-only: looked up on one held index (occupancy.ts `still`), not proved fresh at each look-up
const placesFor = (c: Ctx, id: string): string[] => {
  const d = def(c, id);
  const side = d.side;
  const lid =
    (d.division && divisionCommander(c, d.division)) || (d.corps && corpsCommander(c, d.corps)) || cInC(c, side);
  const l = lid ? c.pos.leaders[lid] : undefined;
  if (!l || !onMap(l.at)) return [];
  const enemies = Object.values(c.pos.units)
    .filter((u) => onMap(u.at) && sideOf(c, u.id) === enemyOf(side))
    .map((u) => u.at);
  return [l.at, ...c.P.grid.neighbours(l.at)].filter(
    (h) =>
      enemies.every((e) => c.P.grid.distance(h, e) >= 3) &&
      occupant(c, h) !== enemyOf(side) &&
      !stackProblem(c, [...stackAt(c, h).map((u) => u.id), id]),
  );
};
