import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import {
  delayPlacementOk,
  fighterCombat,
  influenceZone,
  lossCheck,
  reconSucceeds,
  supportPlacementOk,
  zonesTouch,
} from '../aviation.js';
import { other } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { d10 } from '../rounding.js';
import type { SideId } from '../schema.js';
import { ctxOf, initiativeOf, type AirUnit, type AirWar, type WojnaState } from '../state.js';
import { mayFly } from '../weather.js';

/**
 * Phase 2 after the weather roll (3.2, ch. 4, ch. 17; rules version 3): the overcast availability
 * rolls, the air plan in three windows — the side without initiative places (1), the other places
 * and may intercept (2), the first may intercept what the second placed (3) — then fighter combats,
 * interceptions and recon rolls. A side with nothing to decide in a window is not asked. Delay zones
 * (17.9) are read from the units on the map (state.ts `ctxOf`); support flies in attacks (`placeSupport`).
 */
type AirOrder = Extract<WojnaOrder, { type: 'air' }>;

/** an empty air war: every aviation counter of the scenario at full strength (ch. 17 r. 1: only if it has any) */
export const initialAir = (aviation: readonly { id: string }[]): AirWar => ({
  units: Object.fromEntries(aviation.map((a) => [a.id, { state: 'full' } as AirUnit])),
  round: 0,
  tracked: { polish: [], opposing: [] },
});

const sideOfAir = (s: WojnaState, id: string): SideId | undefined => ctxOf(s).defs.aviation(id)?.side;
export const isFighter = (s: WojnaState, id: string): boolean => !!ctxOf(s).defs.aviation(id)?.fighter;
/** 17.11, 17.13: the unit's stars at its strength */
export const airStars = (s: WojnaState, id: string): number =>
  ctxOf(s).defs.aviation(id)!.stars[s.air!.units[id].state === 'full' ? 0 : 1];
const zoneOf = (s: WojnaState, id: string): string[] => {
  const a = s.air!.units[id];
  return influenceZone(ctxOf(s), a.hex!, a.state === 'full' ? 'full' : 'weakened');
};

/** may the unit fly a mission now: not recovering (17.16), not grounded (4.2), not used this turn (17.5) */
export const mayFlyNow = (s: WojnaState, id: string): boolean => {
  const a = s.air?.units[id];
  return !!a && a.state !== 'recovering' && !a.grounded && !a.mission;
};
/** the side's aviation units, in id order */
export const airUnitsOf = (s: WojnaState, side: SideId): string[] =>
  Object.keys(s.air?.units ?? {})
    .filter((id) => sideOfAir(s, id) === side)
    .sort();
/** the side's units free to support a combat now (17.5, 17.10) */
export const supportUnits = (s: WojnaState, side: SideId): string[] =>
  airUnitsOf(s, side).filter((id) => mayFlyNow(s, id));
/** policy `best` (17.10): the side's free unit with the most stars over the attacked hex, or none */
export const bestDefenceAir = (s: WojnaState, side: SideId, target: string): { unit: string; hex: string }[] => {
  const best = supportUnits(s, side).sort((a, b) => airStars(s, b) - airStars(s, a))[0];
  return best ? [{ unit: best, hex: target }] : [];
};
/** enemy aviation on the map a fighter may intercept (17.12) */
export const interceptable = (s: WojnaState, side: SideId): string[] =>
  airUnitsOf(s, other(side)).filter((id) => s.air!.units[id].hex);

/** does `side` have a choice in air plan window `round` */
export const airChoice = (s: WojnaState, side: SideId, round: number): boolean => {
  const free = airUnitsOf(s, side).filter((id) => mayFlyNow(s, id));
  if (round < 3 && free.length) return true;
  return round > 1 && free.some((id) => isFighter(s, id)) && interceptable(s, side).length > 0;
};

/** 4.1–2: the turn's uses are cleared; under overcast each unit rolls 0–4 to fly, in a storm none flies */
export const runAirAvailability = (t: Turn<WojnaState>): void => {
  const s = t.s;
  const air = s.air!;
  air.round = 0;
  for (const id of Object.keys(air.units).sort()) {
    const a = air.units[id];
    delete a.grounded;
    if (a.state === 'recovering' || s.weather === 'clear') continue;
    const roll = s.weather === 'overcast' ? d10(t.dice) : undefined;
    const flies = mayFly(s.weather!, roll);
    if (!flies) a.grounded = true;
    t.events.push(
      event(
        'air-availability',
        { unit: id, weather: s.weather, roll, flies },
        { rule: '4.2', dice: roll === undefined ? [] : [roll] },
      ),
    );
  }
};

/** the side awaited in each air plan window: the side without initiative first (3.2) */
export const airWindowSide = (s: WojnaState, round: number): SideId =>
  round === 2 ? initiativeOf(s) : other(initiativeOf(s));

/** the side's unit, free to fly a mission now (17.1, 17.16, 4.2, 17.5), or the refusal */
const freeUnit = (s: WojnaState, side: SideId, id: string, at: string): AirUnit => {
  const a = s.air!.units[id];
  if (!a || sideOfAir(s, id) !== side) fail('17.1', 'not-yours', `${id} is not your aviation`, at);
  if (a.state === 'recovering') fail('17.16', 'recovering', `${id} is recovering this turn`, at);
  if (a.grounded) fail('4.2', 'grounded', `the weather keeps ${id} on the ground`, at);
  if (a.mission) fail('17.5', 'used', `${id} has already flown this turn`, at);
  return a;
};

/**
 * 17.10–11 (AMB-56): the attacker's aviation in support of one combat, each over a hex of own units
 * of the combat's WJs; their stars for M9. It comes off at the end of the activation (17.14).
 */
export const placeSupport = (
  t: Turn<WojnaState>,
  side: SideId,
  entries: readonly { unit: string; hex: string }[],
  at: string,
  participants: string[],
): number[] => {
  const s = t.s;
  if (entries.length && !s.air) fail('17.10', 'rules-version', 'this game was created before aviation in play', at);
  return entries.map((e, i) => {
    const a = freeUnit(s, side, e.unit, `${at}[${i}].unit`);
    if (!supportPlacementOk(ctxOf(s), side, e.hex, participants))
      fail('17.10', 'support-hex', 'support goes over own units of the combat (AMB-56)', `${at}[${i}].hex`);
    Object.assign(a, { mission: 'support', hex: e.hex });
    t.events.push(event('air-mission', { side, unit: e.unit, mission: 'support', hex: e.hex }, { rule: '17.10' }));
    return airStars(s, e.unit);
  });
};

export const playAirPlan = (t: Turn<WojnaState>, orders: Placed<AirOrder | WojnaOrder>[]): void => {
  only(orders, ['air', 'end'], '17.2');
  const s = t.s;
  const air = s.air!;
  const c = ctxOf(s);
  const side = t.side as SideId;
  const placedNow = new Set<string>();
  for (const { o, at } of orders) {
    if (o.type !== 'air') break;
    const a = freeUnit(s, side, o.unit, `${at}.unit`);
    if (air.round === 3 && o.mission !== 'intercept')
      fail('17.12', 'intercept-only', 'the last air window only answers the enemy placements', `${at}.mission`);
    let hex: string | undefined;
    if (o.mission === 'recon') {
      const hq = o.target ? c.defs.hq(o.target) : undefined;
      hex = o.target ? (s.pieces[o.target]?.hex ?? undefined) : undefined;
      if (!hq || hq.side === side || (hq.tier !== 'division' && hq.tier !== 'brigade') || !hex)
        fail('17.6', 'recon-target', 'recon goes on an enemy WJ HQ on the map', `${at}.target`);
    } else if (o.mission === 'delay') {
      hex = o.hex;
      if (!hex || c.map.indexOf(hex) < 0 || !delayPlacementOk(c, side, hex))
        fail('17.8', 'delay-hex', 'delay goes on a hex within 3 of an enemy WJ counter (AMB-32)', `${at}.hex`);
    } else {
      if (!isFighter(s, o.unit))
        fail('17.12', 'not-fighter', `${o.unit} is not fighter aviation`, `${at}.unit`, { unit: o.unit });
      const tgt = o.target ? air.units[o.target] : undefined;
      if (o.mission === 'escort') {
        if (!tgt || !placedNow.has(o.target!) || (tgt.mission !== 'recon' && tgt.mission !== 'delay'))
          fail('17.12', 'escort', 'an escort covers an own recon or delay placed with it', `${at}.target`);
      } else if (air.round < 2 || !tgt || !interceptable(s, side).includes(o.target!))
        fail('17.12', 'intercept', 'a fighter intercepts enemy aviation placed before', `${at}.target`);
      hex = tgt!.hex;
    }
    Object.assign(a, { mission: o.mission, hex, ...(o.target ? { target: o.target } : {}) });
    placedNow.add(o.unit);
    t.events.push(
      event('air-mission', { side, unit: o.unit, mission: o.mission, hex, target: o.target }, { rule: '17.2' }),
    );
  }
  s.awaiting = null;
};

/** 17.15–16: the loss check on removal; its result is the unit's state from the next turn */
export const airLossCheck = (t: Turn<WojnaState>, id: string): void => {
  const a = t.s.air!.units[id];
  if (a.checked || a.state === 'recovering') return;
  const roll = d10(t.dice);
  const from = a.state;
  const to = lossCheck(from, roll);
  a.checked = true;
  if (to === 'out') Object.assign(a, { state: 'recovering', back: t.s.turn + 2 });
  else a.state = to;
  t.events.push(event('air-loss-check', { unit: id, roll, from, to }, { rule: '17.15', dice: [roll] }));
};

/** 17.13–14: removed at once, its loss check at once */
export const abort = (t: Turn<WojnaState>, id: string, why: string): void => {
  delete t.s.air!.units[id].hex;
  t.events.push(event('air-abort', { unit: id, why }, { rule: '17.14' }));
  airLossCheck(t, id);
};

/** 17.13 (AMB-33): a Polish and an opposing fighter fight (d10 + stars, a tie rolled again); the loser aborts */
export const dogfight = (t: Turn<WojnaState>, p: string, o: string): string => {
  const s = t.s;
  const [sp, so] = [airStars(s, p), airStars(s, o)];
  const rolls: [number, number][] = [];
  let winner: 'a' | 'b' | null = null;
  while (!winner) {
    rolls.push([d10(t.dice), d10(t.dice)]);
    winner = fighterCombat(rolls.at(-1)![0], sp, rolls.at(-1)![1], so);
  }
  const loser = winner === 'a' ? o : p;
  t.events.push(
    event(
      'fighter-combat',
      { polish: p, opposing: o, stars: [sp, so], rolls, winner: winner === 'a' ? 'polish' : 'opposing' },
      { rule: '17.13', dice: rolls.flat() },
    ),
  );
  abort(t, loser, 'fighter-combat');
  return loser;
};

/**
 * 3.2 steps 3–4 (17.13, AMB-33): fighters of both sides whose zones share a hex fight, pair by pair
 * in id order (d10 + stars, a tie rolled again); the loser and the missions it escorts abort. An
 * interception whose fighter survives aborts an unescorted mission without a roll. Then each recon
 * still flying rolls (17.6): success tracks the WJ, failure removes the unit, spent (AMB-34).
 */
export const resolveAir = (t: Turn<WojnaState>): void => {
  const s = t.s;
  const air = s.air!;
  const on = (id: string): boolean => !!air.units[id].hex;
  const fighters = (side: SideId) => airUnitsOf(s, side).filter((id) => on(id) && isFighter(s, id));
  for (const p of fighters('polish'))
    for (const o of fighters('opposing')) {
      if (!on(p) || !on(o) || !zonesTouch(zoneOf(s, p), zoneOf(s, o))) continue;
      const loser = dogfight(t, p, o);
      const covered = air.units[loser].mission === 'escort' ? air.units[loser].target : undefined;
      if (covered && on(covered)) abort(t, covered, 'escort-lost');
    }
  for (const id of Object.keys(air.units).sort()) {
    const a = air.units[id];
    if (a.mission === 'intercept' && on(id) && a.target && on(a.target)) abort(t, a.target, 'intercepted');
  }
  for (const id of Object.keys(air.units).sort()) {
    const a = air.units[id];
    if (a.mission !== 'recon' || !on(id)) continue;
    const roll = d10(t.dice);
    const success = reconSucceeds(roll, a.state === 'full' ? 'full' : 'weakened');
    const side = sideOfAir(s, id)!;
    if (success) air.tracked[side].push(ctxOf(s).defs.hq(a.target!)!.id);
    else delete a.hex;
    t.events.push(
      event(
        'recon',
        { side, unit: id, hq: a.target, roll, weakened: a.state !== 'full', success },
        { rule: '17.6', dice: [roll] },
      ),
    );
  }
};

/** 17.14: combat support comes off at the end of the activation it flew in, with its loss check */
export const airAfterActivation = (t: Turn<WojnaState>): void => {
  for (const id of Object.keys(t.s.air?.units ?? {}).sort()) {
    const a = t.s.air!.units[id];
    if (a.mission !== 'support' || !a.hex) continue;
    delete a.hex;
    airLossCheck(t, id);
  }
};

/**
 * 17.14–17 in the End Phase: the rest come off with their loss checks; a weakened unit left unused
 * all turn is back at full strength (17.17); the turn's uses and recon tracking end.
 */
export const airEndPhase = (t: Turn<WojnaState>): void => {
  const air = t.s.air!;
  for (const id of Object.keys(air.units).sort()) {
    const a = air.units[id];
    if (a.mission) airLossCheck(t, id);
    else if (a.state === 'weakened') {
      a.state = 'full';
      t.events.push(event('air-rested', { unit: id }, { rule: '17.17' }));
    }
    for (const k of ['mission', 'hex', 'target', 'checked', 'grounded'] as const) delete a[k];
  }
  air.tracked = { polish: [], opposing: [] };
};

/** 17.16: a recovering unit is back at full strength in the Reinforcements Phase of its turn */
export const airReturns = (t: Turn<WojnaState>): void => {
  for (const id of Object.keys(t.s.air?.units ?? {}).sort()) {
    const a = t.s.air!.units[id];
    if (a.state !== 'recovering' || (a.back ?? 0) > t.s.turn) continue;
    a.state = 'full';
    delete a.back;
    t.events.push(event('air-returned', { unit: id }, { rule: '17.16' }));
  }
};
