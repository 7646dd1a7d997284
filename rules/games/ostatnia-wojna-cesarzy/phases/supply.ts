import type { Dice, GameEvent } from '../../../core/contract.js';
import { unitW } from '../cow.js';
import { only, type Placed, type Turn } from '../../../core/runner.js';
import { type Board, boardOf, defOf, sideOf } from '../ctx.js';
import { ev, fail } from '../events.js';
import { enemyFortress, inContact } from '../geo.js';
import type { OwcOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import type { OwcState } from '../state.js';
import { afterRally } from './turn.js';
import {
  adjustArrivals,
  campaignMayRally,
  campaignOrderTypes,
  cavalryConcentration,
  checkOwedOffensive,
  playCampaign,
  withTrade,
} from '../campaign/play.js';
import { stabilization } from '../campaign/hooks.js';
import { buildTrench, destroyTrench } from '../trenches.js';
import { mergeCorps, splitCorps } from '../breakdown.js';
import { rallyBlocked } from '../fortresses.js';
import { nameRoller } from '../siege.js';
import { applyPlan, frontOf, supplyLevel, mayAffordRally, payRally, rallyCost, supplyOn } from '../supply.js';

/** Supply phase: the supply plan (22, DP-1) and rallying broken units (8.8, 22.4), by standing order or the owner's answer. */

export const rallyable = (s: OwcState, side: SideId): string[] =>
  Object.values(s.units)
    .filter(
      (u) =>
        u.where === 'map' &&
        u.broken &&
        sideOf(s, u.id) === side &&
        mayAffordRally(s, u.id) &&
        campaignMayRally(s, u.id) &&
        !rallyBlocked(s, u.id),
    )
    .map((u) => u.id);

export const rally = (s: OwcState, ids: string[], dice: Dice, out: GameEvent[]): void => {
  for (const id of ids) {
    if (!mayAffordRally(s, id)) continue; // 22.4: earlier rallies of this batch spent the front's SuP
    payRally(s, id, out);
    const b = boardOf(s);
    const u = unitW(s, id);
    const side = sideOf(s, id);
    const enemies = b.m.grid.labels.length ? nearestEnemy(b, u.hex!, side) : Infinity;
    const mods =
      enemies <= 1 && inContact(b, u.hex!, side)
        ? [{ rule: '8.8.2', value: -4 }]
        : enemies < 4
          ? [{ rule: '8.8.2', value: -2 }]
          : [];
    const r = defOf(s, id).r;
    const target = r + mods.reduce((t, m) => t + m.value, 0);
    const roll = dice.roll(12);
    const ok = roll <= target;
    if (ok) u.broken = false;
    const e = ev('rally', { unit: id, r, mods, target, roll, ok }, '8.8', [roll]);
    if (u.concealed) e.visibleTo = [side]; // 16: a face-down unit's rally is its owner's to read
    out.push(e);
  }
};
/** distance to the nearest enemy unit or enemy fortress (8.8.2) */
const nearestEnemy = (b: Board, h: string, side: SideId): number => {
  let best = Infinity;
  for (const [x, ids] of b.occ)
    if (ids.length && sideOf(b.s, ids[0]) !== side) best = Math.min(best, b.m.grid.distance(h, x));
  for (const t of b.m.towns.keys()) if (enemyFortress(b, t, side)) best = Math.min(best, b.m.grid.distance(h, t));
  return best;
};

/** 22.4: the units of `ids`, in order, whose rallies their fronts' levels still cover together */
export const affordable = (s: OwcState, ids: string[]): string[] => {
  if (!supplyOn(s)) return ids;
  const spent = new Map<string, number>();
  return ids.filter((u) => {
    const f = frontOf(s, s.units[u].hex!);
    const n = (spent.get(f) ?? 0) + rallyCost(s, u);
    if (n > supplyLevel(s, sideOf(s, u), f)) return false;
    spent.set(f, n);
    return true;
  });
};

/** The owner answers which broken units try to rally (8.8). */
export const playRally = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  const me = t.side as SideId;
  const dice = t.dice;
  const out = t.events;
  only(orders, ['rally'], '8.8');
  const ids: string[] = [];
  const spent = new Map<string, number>();
  for (const { o, i } of orders)
    if (o.type === 'rally')
      o.units.forEach((u, j) => {
        const x = s.units[u];
        if (!x || x.where !== 'map' || !x.broken || sideOf(s, u) !== me)
          fail('8.8', 'not-broken', `${u} is not a broken unit of yours`, `orders[${i}].units[${j}]`);
        if (rallyBlocked(s, u))
          fail('25.4', 'besieged', `${u} is in an encircled fortress`, `orders[${i}].units[${j}]`);
        if (ids.includes(u)) fail('8.8', 'twice', `${u} named twice`, `orders[${i}].units[${j}]`);
        if (!campaignMayRally(s, u))
          fail(
            '28.4',
            'never-rallies',
            `${u} may not rally (a march unit, or formed this turn)`,
            `orders[${i}].units[${j}]`,
          );
        if (supplyOn(s)) {
          // 22.4: the rallies named so far on this front must be covered by its level
          const f = frontOf(s, x.hex!);
          const n = (spent.get(f) ?? 0) + rallyCost(s, u);
          if (n > supplyLevel(s, me, f))
            fail('22.4', 'rally-supply', `too few SuP on front ${f} to rally ${u}`, `orders[${i}].units[${j}]`);
          spent.set(f, n);
        }
        ids.push(u);
      });
  rally(s, ids, dice, out);
  afterRally(s);
};

/** 24, 24.2, 27: the supply actions a plan may carry (DP-4) */
const WORKS_ORDERS = ['trench', 'untrench', 'split', 'merge', 'roller'] as const;

/** The phasing player's supply plan (22, DP-1): one `supply` order, with its supply actions (24, 27) and in the campaign its orders (campaign/play.ts). */
export const playSupply = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  only(orders, ['supply', ...WORKS_ORDERS, ...campaignOrderTypes(t.s)], '22');
  const plans = orders.filter(({ o }) => o.type === 'supply');
  if (plans.length !== 1) fail('22', 'one-plan', 'one supply plan', plans.length ? plans[1].at : 'orders');
  const { o, at } = plans[0];
  if (o.type !== 'supply') return;
  const { trade, ...plan } = o;
  const delta = adjustArrivals(t.s, orders, t.events); // 34
  withTrade(t.s, trade, at, t.events, () => applyPlan(t.s, plan, at, t.events), delta);
  checkOwedOffensive(t.s, at); // 37.1
  if (stabilization(t.s, t.events)) return; // 40.2
  // DP-4: the supply actions after the plan, in the batch's order (24, 24.2, 27)
  for (const { o, at } of orders)
    if (o.type === 'trench') buildTrench(t.s, o.units, o.facing, at, t.events);
    else if (o.type === 'untrench') destroyTrench(t.s, o.unit, at, t.events);
    else if (o.type === 'split') splitCorps(t.s, o.unit, at, t.events);
    else if (o.type === 'merge') mergeCorps(t.s, o.corps, o.units, at, t.events);
    else if (o.type === 'roller') nameRoller(t.s, o.hex, o.unit, at); // 25.5 (v2)
  playCampaign(
    t,
    orders.filter(({ o }) => o.type !== 'supply' && !(WORKS_ORDERS as readonly string[]).includes(o.type)),
  );
  cavalryConcentration(t.s, t.dice, t.events); // 35
};
