import { cowClone } from '../cow.js';
import { boardOf } from '../ctx.js';
import { marchTargets, movers, obligations, type ReachTarget } from '../movement.js';
import type { OwcOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import type { OwcState } from '../state.js';
import { arrivalChoices, placeArrivals } from './arrivals.js';
import { doMove, heldAtStart } from './movement.js';

/**
 * The movement phase's duties as marches (5.3, A.1, A.2.1): the batch of one player's units that
 * only does what the phase obliges — arrivals in the first town offered, every unit that must come
 * back into the play area back in, and units out of each overstacked hex until four remain. The
 * duty itself is the rules' (`obligations`, movement.ts); which hex a leaving unit goes to is the
 * player's, given here by a choice (the rules' own: the cheapest march, then the hex number).
 * Scenario F's check of the German's part (scenario-f.ts), the seats' random player and the bot
 * all call it.
 */

/** the units the batch orders (all of a side; in scenario F one seat's) */
export type Mine = (unit: string) => boolean;
export const ALL: Mine = () => true;

/** where a unit that must move tries to go, best first (`fits`: the hexes that fulfil its duty); the first march the rules take is made */
export type DutyChoice = (
  trial: OwcState,
  unit: string,
  fits: (hex: string) => boolean,
  held: Set<string>,
) => ReachTarget[];

/** the rules' own choice: its marches (movement.ts), the cheapest first, then the lowest hex number */
export const cheapestFirst: DutyChoice = (s, unit, fits, held) =>
  marchTargets(s, boardOf(s), unit, held)
    .filter((t) => fits(t.cell))
    .sort((x, y) => x.cost - y.cost || (x.cell < y.cell ? -1 : x.cell > y.cell ? 1 : 0));

/** the random player's choice: its marches in the order the search found them */
export const asFound: DutyChoice = (s, unit, fits, held) =>
  marchTargets(s, boardOf(s), unit, held).filter((t) => fits(t.cell));

/** A.2.1: each arrival with a choice of town placed on `trial` in the first town offered; the orders of `mine`'s */
export const arriveAsOffered = (trial: OwcState, side: SideId, mine: Mine): OwcOrder[] => {
  const orders: OwcOrder[] = [];
  if (side !== trial.phasing || trial.arrivalsDone) return orders;
  const picks: Record<string, { hex: string; at: string }> = {};
  for (let ch = arrivalChoices(trial, picks), u = [...ch.keys()].find((x) => !picks[x]); u !== undefined; ) {
    picks[u] = { hex: ch.get(u)![0], at: 'trial' };
    if (mine(u)) orders.push({ type: 'arrive', unit: u, hex: picks[u].hex });
    ch = arrivalChoices(trial, picks);
    u = [...ch.keys()].find((x) => !picks[x]);
  }
  placeArrivals(trial, [], picks);
  return orders;
};

/**
 * 5.3, A.1 on `trial` (arrivals placed): each of `mine`'s units that must move goes to the first hex
 * of `choose` that fulfils its duty and that the rules take; an overstack's units go in turn until
 * enough have left (in F some are the ally's: F.1). The marches are played on `trial` and returned.
 */
export const meetDuties = (
  trial: OwcState,
  side: SideId,
  eligible: string[],
  held: Set<string>,
  mine: Mine,
  choose: DutyChoice,
): OwcOrder[] => {
  const orders: OwcOrder[] = [];
  const b0 = boardOf(trial);
  const must = obligations(trial, b0, side, eligible, held);
  const duty: { unit: string; ok: (h: string) => boolean; from?: (typeof must.overstack)[number] }[] = [
    ...must.enterArea.map((unit) => ({ unit, ok: (h: string) => b0.m.inRegion(trial.area, h) })),
    ...must.overstack.flatMap((o) => o.units.map((unit) => ({ unit, ok: (h: string) => h !== o.hex, from: o }))),
  ];
  for (const d of duty) {
    if (trial.units[d.unit].moved || !mine(d.unit)) continue;
    const o = d.from;
    if (o && o.units.filter((u) => trial.units[u].hex !== o.hex).length >= o.excess) continue;
    for (const t of choose(trial, d.unit, d.ok, held)) {
      const m: OwcOrder = { type: 'move', unit: d.unit, path: t.path };
      try {
        doMove(trial, m, 'trial', eligible, held, []);
      } catch {
        continue;
      }
      orders.push(m);
      break;
    }
  }
  return orders;
};

/** The movement batch of `mine`'s units that only meets the phase's duties and arrivals, ended. */
export const dutyMarches = (
  s: OwcState,
  side: SideId,
  mine: Mine = ALL,
  choose: DutyChoice = cheapestFirst,
): OwcOrder[] => {
  const trial = cowClone(s);
  const orders = arriveAsOffered(trial, side, mine);
  const eligible = movers(trial, boardOf(trial), side, null);
  orders.push(...meetDuties(trial, side, eligible, heldAtStart(trial), mine, choose));
  return [...orders, { type: 'pass' }];
};
