import { ownConcentrationChoices, ownConcentrationOn, sendToConcentration } from './concentration-own.js';
import {
  arrivalConcentrationChoices,
  patrolConcentrationChoices,
  patrolConcentrationOn,
  patrolToConcentration,
  secretRail,
  sendableArrival,
} from './concentration-joins.js';
import { cowClone, unitW } from './cow.js';
import type { Dice } from '../../core/contract.js';
import { frontOf, reconLeft, supplyOn } from './supply.js';
import { railNet } from './rail-transfers.js';
import { doRail, railUse } from './phases/rail.js';
import { boardOf, defOf, has, sideOf } from './ctx.js';
import { checkSpecial, type Special } from './special-attacks.js';
import { arrivalChoices, holdableNow, placeArrivals } from './phases/arrivals.js';
import { delayedArrivals, enterHeld, heldTowns } from './phases/held-arrivals.js';
import { attackable, mayEndAttacks } from './phases/attack.js';
import { doMove, heldAtStart } from './phases/movement.js';
import { offerFor } from './phases/retreat.js';
import { weak } from './combat.js';
import { heldHexes, isReserve, marchTargets, movers } from './movement.js';
import { ALL, asFound, meetDuties } from './phases/duty.js';
import type { OwcBatch, OwcOrder } from './orders.js';
import type { SideId } from './schema.js';
import { STANDING, standingKeys, type OwcState } from './state.js';
import { concealable, patrolHexes, placePatrol, reconOptions } from './phases/conceal.js';
import { optionsView } from './view.js';
import { supplyPlans } from './view-supply.js';
import { corpsChoices, randomWorks } from './view-works.js';
import { atMovementStart } from './breakdown.js';
import { concentrating, concentrationTowns } from './concentration-c3.js';
import { affordable } from './phases/supply.js';
import { randomScreen } from './phases/screen.js';
import { campaignCandidates, sailOrders } from './campaign/view.js';
import { doSail } from './campaign/play.js';
import { apply } from './apply.js';
import { alliedCommandCandidates, nameAlliedCommand } from './allied-command.js';
/** the dice a trial of a batch rolls (its results do not matter, only whether the batch is taken) */
const TRIAL_DICE: Dice = { roll: () => 1 };

const pick = <T>(xs: readonly T[], dice: Dice): T => xs[dice.roll(xs.length) - 1];

/** 23: now and then artillery or a special attack (the attack order's fields), kept only when the rules allow it */
const randomSpecial = (
  s: OwcState,
  target: string,
  units: string[],
  dice: Dice,
): { artillery?: boolean; special?: 'desperate' | 'determined'; breaks?: string[] } => {
  if (!has(s, 'special-attacks')) return {};
  const sp: Special = {};
  if (s.phasing === 'allies' && dice.roll(3) === 1) sp.artillery = true;
  if (dice.roll(4) === 1) {
    sp.kind = s.phasing === 'russians' ? 'desperate' : 'determined';
    if (sp.kind === 'determined')
      sp.breaks = units.filter((u) => [10, 11].includes(defOf(s, u).r) && !s.units[u].broken);
  }
  for (const tryThis of [sp, { artillery: sp.artillery }, {}] as Special[])
    try {
      checkSpecial(s, target, units, tryThis, 'trial');
      return {
        ...(tryThis.artillery ? { artillery: true } : {}),
        ...(tryThis.kind ? { special: tryThis.kind } : {}),
        ...(tryThis.breaks ? { breaks: tryThis.breaks } : {}),
      };
    } catch {
      /* a plainer attack */
    }
  return {};
};
const chance = (dice: Dice, n: number, of: number): boolean => dice.roll(of) <= n;

/** 18: a try or two at rail transfers (and now and then doubled Transports), each kept only if apply will take it */
const randomRails = (trial: OwcState, side: SideId, eligible: string[], dice: Dice): OwcOrder[] => {
  const out: OwcOrder[] = [];
  const m = boardOf(trial).m;
  const net = railNet(m);
  const towns = [...m.towns.keys()].filter((h) => net.next.has(h)).sort();
  const control = { ...trial.control };
  if (chance(dice, 1, 8)) {
    railUse(trial, side).doubled = true;
    out.push({ type: 'double' });
  }
  for (let k = 0; k < 2 && chance(dice, 1, 2); k++) {
    const from = eligible.filter((u) => !trial.units[u].moved && towns.includes(trial.units[u].hex ?? ''));
    if (!from.length) break;
    const o = { type: 'rail' as const, unit: pick(from, dice), to: pick(towns, dice) };
    try {
      doRail(trial, side, o, 'trial', eligible, control, []);
      out.push(o);
    } catch {
      /* not this one */
    }
  }
  return out;
};

/**
 * A random LEGAL batch (tests, fuzzing, bench). Marches are chosen one by one on a trial state
 * so stacking and the order of moves are respected.
 */
export const randomBatch = (s: OwcState, side: SideId, dice: Dice): OwcBatch => {
  if (!s.await || s.await.side !== side) {
    const key = pick(standingKeys(s), dice);
    return { orders: [{ type: 'standing', key, value: pick(STANDING[key] as readonly string[], dice) }] };
  }
  // the view's choices, only where they are read (building every march's targets is the costly part)
  const opts = () => optionsView(s, side);
  switch (s.await.kind) {
    case 'screen': // C.2
      return { orders: randomScreen(s, (n) => dice.roll(n)) };
    case 'supply': {
      // 22 (DP-1): one of the view's plans; DP-4: now and then a supply action (24, 27); in the campaign,
      // now and then its orders too, kept if apply takes them
      const plan = { type: 'supply' as const, ...pick(supplyPlans(s), dice) };
      const base: OwcOrder[] = [plan, ...randomWorks(s, plan, dice)];
      const extra = new Map<string, OwcOrder>();
      for (const c of campaignCandidates(s))
        if (!extra.has(c.group) && ((c.group === 'call' && s.campaign?.compel) || chance(dice, 1, 3)))
          extra.set(c.group, c.order); // 37.2: the compelled call always
      const orders = [...base, ...extra.values()];
      return { orders: extra.size && apply(s, side, { orders }, TRIAL_DICE).ok ? orders : base };
    }
    case 'rally': {
      // 22.4: the rallies named on a front are covered by its level together (affordable); the view offers
      // only units that may rally (25.4, 28.4)
      return {
        orders: [
          {
            type: 'rally',
            units: affordable(
              s,
              opts()
                .choices.filter((c) => c.id !== 'rally-none' && chance(dice, 2, 3))
                .map((c) => c.piece!),
            ),
          },
        ],
      };
    }
    case 'recon': {
      const orders: OwcOrder[] = [];
      const seen = new Set<string>(); // a revealed hex has nothing left to reconnoitre
      // 22.1: each front's reconnaissance allowance (the operations paid), shared by the batch's orders
      const spent = new Map<string, number>();
      const allowed = (h: string) => reconLeft(s, h) - (supplyOn(s) ? (spent.get(frontOf(s, h)) ?? 0) : 0) > 0;
      for (const [unit, hexes] of reconOptions(s)) {
        const free = hexes.filter((h) => !seen.has(h) && allowed(h));
        if (!free.length || !chance(dice, 1, 2)) continue;
        const hex = pick(free, dice);
        seen.add(hex);
        if (supplyOn(s)) spent.set(frontOf(s, hex), (spent.get(frontOf(s, hex)) ?? 0) + 1);
        orders.push({ type: 'recon', unit, hex });
      }
      return { orders: orders.length ? orders : [{ type: 'pass' }] };
    }
    case 'delay':
      return { orders: [{ type: 'delay', accept: chance(dice, 1, 2) }] };
    case 'retreat': {
      const p = s.pending!;
      // the retreat order (spec §4.8): any remaining unit when it matters
      const unit = p.offers ? pick(Object.keys(p.offers), dice) : p.queue[0];
      const offer = p.offers ? p.offers[unit] : (p.offer ?? offerFor(s, p).forced);
      return { orders: [{ type: 'retreat', unit, path: pick(offer, dice).path }] };
    }
    case 'attack': {
      let targets = [...attackable(s)];
      // 37.1 (campaign): a repeat phase owing East Prussian attacks does not close while one is possible
      const owing = targets.length > 0 && !mayEndAttacks(s);
      if (owing) targets = targets.filter(([h]) => frontOf(s, h) === 'E');
      if (!targets.length || (!owing && chance(dice, 1, 4))) return { orders: [{ type: 'end-phase' }] };
      const [target, ids] = pick(targets, dice);
      let units = ids.filter(() => chance(dice, 3, 4));
      if (!units.length || units.every((u) => weak(s, u))) units = ids;
      return { orders: [{ type: 'attack', target, units, ...randomSpecial(s, target, units, dice) }] };
    }
    case 'pursuit': {
      const orders: OwcOrder[] = [];
      for (const c of opts().choices)
        if (c.targets && chance(dice, 1, 2)) {
          const t = pick(c.targets, dice);
          orders.push(t.order as OwcOrder);
          break; // one pursuer keeps it legal without re-checking stacking
        }
      return { orders: orders.length ? orders : [{ type: 'pass' }] };
    }
    case 'window':
    case 'move': {
      const window = s.await.kind === 'window';
      if (window && chance(dice, 2, 3)) return { orders: [{ type: 'pass' }] };
      const orders: OwcOrder[] = window ? [{ type: 'reserve' }] : [];
      // march units one at a time on a trial copy, exactly as apply will, so every order stays legal
      const trial = cowClone(s);
      // 21.6 (v7): now and then a unit named for allied command (apply takes it before the marches)
      const allied = window ? [] : alliedCommandCandidates(trial, side);
      if (allied.length && chance(dice, 1, 3)) {
        const { unit } = pick(allied, dice);
        nameAlliedCommand(trial, side, unit, 'trial', []);
        orders.push({ type: 'allied-command', unit });
      }
      if (side === s.phasing && !trial.arrivalsDone) {
        // A.2.1: a random town for each arrival with a choice, unit by unit (a pick may change the next one's ties)
        const picks: Record<string, { hex: string; at: string }> = {};
        // 19 (v9): now and then an arrival held back
        const held: Record<string, string> = {};
        // 20.1 (v10): now and then one sent into a secret concentration instead (kept off the placement as apply does)
        const sending: string[] = [];
        for (const u of holdableNow(trial))
          if (chance(dice, 1, 6)) {
            held[u] = 'trial';
            orders.push({ type: 'delay-arrival', unit: u });
          } else if (sendableArrival(trial, side, u) && chance(dice, 1, 8)) {
            held[u] = 'trial';
            sending.push(u);
          }
        for (
          let ch = arrivalChoices(trial, picks, held), u = [...ch.keys()].find((x) => !picks[x] && !held[x]);
          u !== undefined;
          ch = arrivalChoices(trial, picks, held), u = [...ch.keys()].find((x) => !picks[x] && !held[x])
        ) {
          picks[u] = { hex: pick(ch.get(u)!, dice), at: 'trial' };
          orders.push({ type: 'arrive', unit: u, hex: picks[u].hex });
        }
        placeArrivals(trial, [], picks, false, undefined, held);
        for (const u of sending) {
          const offer = arrivalConcentrationChoices(trial, boardOf(trial), side).find(
            (c) => c.id === `secret-arrival-${u}`,
          );
          const o = offer && (pick(offer.targets!, dice).order as { type: 'secret-rail'; unit: string; to: string });
          try {
            if (!o) throw new Error('no town');
            secretRail(trial, side, o, 'trial', [], { ...trial.control }, []);
            orders.push(o);
          } catch {
            orders.push({ type: 'delay-arrival', unit: u }); // no Transport or town left: held back instead
          }
        }
      } else if (window)
        // 19 (v10): now and then a delayed arrival entering in the opponent's turn, one at a time as apply does
        for (const u of delayedArrivals(trial, side)) {
          const towns = heldTowns(trial, boardOf(trial), u);
          if (!towns.length || !chance(dice, 1, 2)) continue;
          const hex = pick(towns, dice);
          enterHeld(trial, side, { [u]: { hex, at: 'trial' } }, []);
          orders.push({ type: 'arrive', unit: u, hex });
        }
      // 27 (v2): now and then a break-down or recombination at the start of the movement phase
      const corps = window ? [] : corpsChoices(trial);
      if (corps.length && chance(dice, 1, 4)) {
        const o = pick(corps, dice).order as OwcOrder;
        try {
          atMovementStart(trial, [{ o, at: 'trial' }], []);
          orders.push(o);
        } catch {
          /* not now */
        }
      }
      const b0 = boardOf(trial);
      const held = window ? heldHexes(b0, side) : heldAtStart(trial);
      const eligible = window
        ? Object.values(trial.units)
            .filter(
              (u) => u.where === 'map' && sideOf(trial, u.id) === side && !u.placed && !u.dug && isReserve(b0, u.id),
            )
            .map((u) => u.id)
        : movers(trial, b0, side, null);
      // obligations first (5.3 overstacking, A.1 return to the area): each unit to its first march that does (phases/duty.ts)
      if (!window) orders.push(...meetDuties(trial, side, eligible, held, ALL, asFound));
      if (has(trial, 'rail') && !trial.railBan?.includes(side))
        orders.push(...randomRails(trial, side, eligible, dice));
      // 20 (v8): now and then a unit sent to a secret concentration, judged on the trial as apply will
      if (ownConcentrationOn(trial) && !trial.railBan?.includes(side) && chance(dice, 1, 4)) {
        const offers = ownConcentrationChoices(trial, boardOf(trial), side, eligible);
        if (offers.length) {
          const o = pick(pick(offers, dice).targets!, dice).order as { type: 'secret-rail'; unit: string; to: string };
          try {
            sendToConcentration(trial, side, o, 'trial', eligible, { ...trial.control }, []);
            orders.push(o);
          } catch {
            /* the rails before it used the Transports */
          }
        }
      }
      // 20.5 (v10): now and then a patrol from the box joins a concentration
      const patrolOffer =
        patrolConcentrationOn(trial) && chance(dice, 1, 4)
          ? patrolConcentrationChoices(trial, boardOf(trial), side)[0]
          : undefined;
      if (patrolOffer && !trial.railBan?.includes(side)) {
        const o = pick(patrolOffer.targets!, dice).order as { type: 'secret-patrol'; to: string };
        try {
          patrolToConcentration(trial, side, o, 'trial', { ...trial.control }, []);
          orders.push(o);
        } catch {
          /* the rails before it used the Transports */
        }
      }
      // 38: now and then a voyage between Baltic ports (campaign)
      const voyages = window ? [] : sailOrders(trial, side, eligible);
      if (voyages.length && chance(dice, 1, 2)) {
        const o = pick(voyages, dice);
        if (o.type === 'sail') doSail(trial, o, 'trial', eligible, []);
        orders.push(o);
      }
      const pool = eligible.filter((u) => !trial.units[u].moved);
      while (pool.length && !chance(dice, 1, 6)) {
        const unit = pool.splice(dice.roll(pool.length) - 1, 1)[0];
        const targets = marchTargets(trial, boardOf(trial), unit, held, undefined, true, true); // 21.5 too
        if (!targets.length) continue;
        const t = pick(targets, dice);
        const order: OwcOrder = { type: 'move', unit, path: t.path };
        try {
          doMove(trial, order, 'trial', eligible, held, []);
        } catch {
          continue;
        }
        orders.push(order);
      }
      if (!window) {
        // 16, 17.2: some units face down and a patrol or two, judged after the marches as apply will
        const hide = concealable(trial, side).filter(() => chance(dice, 1, 2));
        if (hide.length) orders.push({ type: 'conceal', units: hide });
        for (const id of hide) unitW(trial, id).concealed = true;
        for (let k = 0, hs = patrolHexes(trial, side); k < 2 && hs.length && chance(dice, 1, 2); k++) {
          const hex = pick(hs, dice);
          placePatrol(trial, side, hex, 'trial', []);
          orders.push({ type: 'place-patrol', hex });
          hs = patrolHexes(trial, side);
        }
        // C.3: now and then a town for a secret arrival of the next stage
        const towns = concentrating(trial, side).length ? concentrationTowns(trial, side) : [];
        for (const unit of concentrating(trial, side))
          if (towns.length && chance(dice, 1, 2)) orders.push({ type: 'concentrate', unit, hex: pick(towns, dice) });
        orders.push({ type: 'pass' });
      }
      return { orders };
    }
  }
  return { orders: [{ type: 'pass' }] };
};
