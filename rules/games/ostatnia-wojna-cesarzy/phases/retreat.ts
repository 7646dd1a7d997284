import type { Dice, GameEvent } from '../../../core/contract.js';
import { controlW, cowClone, unitW } from '../cow.js';
import { only, type Placed, type Turn } from '../../../core/runner.js';
import { chooseRetreat, OFF, retreatOptions } from '../combat.js';
import { boardOf, sideOf } from '../ctx.js';
import { ev, fail } from '../events.js';
import type { OwcOrder } from '../orders.js';
import type { AttackPending, OwcState, RetreatOption } from '../state.js';
import { capitulation } from './attack.js';
import { check, hurt, shockChecks } from './checks.js';
import { pursuers } from './pursuit.js';
import { sortieChecks } from '../fortresses.js';
import { afterSpecial } from '../special-attacks.js';

/** After a successful attack: the defenders' retreats in the owner's order, the checks after them (8, 9, 13). */

/** The retreat choices for the next unit in the queue (or the one named). */
export const offerFor = (
  s: OwcState,
  p: AttackPending,
  id = p.queue[0],
): { forced: RetreatOption[]; escapes: RetreatOption[] } =>
  chooseRetreat(retreatOptions(boardOf(s), id, p.repeat ? 1 : 2, new Set([...p.attackers, ...p.defenders])));

const offerKey = (o: { forced: RetreatOption[]; escapes: RetreatOption[] }): string =>
  JSON.stringify([...o.forced, ...o.escapes].map((x) => [x.path, x.mod, x.endEncircled, x.endAdjacentEnemy]));

/**
 * The owner chooses the order in which a stack retreats (spec §4.8). It matters only when one
 * unit's retreat changes what another may do (stacking 5.3, own units cancelling CLs in the
 * encirclement test 6.3): we try every offered path of every remaining unit and compare the
 * others' offers. Returns every remaining unit's offer when the order matters, else null.
 */
export const retreatOrderChoices = (s: OwcState, p: AttackPending): Record<string, RetreatOption[]> | null => {
  const left = p.queue.filter((id) => s.units[id].where === 'map' && s.units[id].hex === p.target);
  if (left.length < 2) return null;
  const offers = new Map(left.map((id) => [id, offerFor(s, p, id)] as const));
  const movable = left.filter((id) => offers.get(id)!.forced.length);
  if (movable.length < 2) return null;
  const base = new Map(left.map((id) => [id, offerKey(offers.get(id)!)] as const));
  const matters = movable.some((a) =>
    [...offers.get(a)!.forced, ...offers.get(a)!.escapes].some((o) => {
      const t = cowClone(s);
      const end = o.path[o.path.length - 1];
      const u = unitW(t, a);
      if (end === OFF) {
        u.where = 'due';
        u.hex = null;
      } else u.hex = end;
      return left.some((b) => b !== a && offerKey(offerFor(t, p, b)) !== base.get(b));
    }),
  );
  if (!matters) return null;
  return Object.fromEntries(movable.map((id) => [id, [...offers.get(id)!.forced, ...offers.get(id)!.escapes]]));
};

export const doRetreat = (s: OwcState, p: AttackPending, o: RetreatOption, out: GameEvent[]): void => {
  const id = p.queue.shift()!;
  const u = unitW(s, id);
  const end = o.path[o.path.length - 1];
  out.push(ev('retreat', { unit: id, from: u.hex, path: o.path, mod: o.mod, parts: o.parts }, '9'));
  if (end === OFF) {
    // 13: off an own edge; back next stage as an arrival near the exit
    const exit = o.path.length > 1 ? o.path[o.path.length - 2] : u.hex!;
    p.done.push({ unit: id, mod: o.mod, parts: o.parts, encircledEnd: false });
    u.hex = exit;
    u.exitPending = true;
  } else {
    u.hex = end;
    if (boardOf(s).m.towns.has(end)) controlW(s)[end] = sideOf(s, id);
    p.done.push({
      unit: id,
      mod: o.mod,
      parts: o.parts,
      encircledEnd: o.endEncircled,
      ...(o.towardHq ? { towardHq: o.towardHq } : {}),
    });
  }
};

/** Drive the pending attack; returns true when a side must decide. */
export const continueAttack = (s: OwcState, dice: Dice, out: GameEvent[]): boolean => {
  const p = s.pending!;
  if (p.step === 'delay') {
    s.await = { side: p.side, kind: 'delay' };
    return true;
  }
  if (p.step === 'retreat') {
    while (p.queue.length) {
      const id = p.queue[0];
      if (s.units[id].where !== 'map' || s.units[id].hex !== p.target) {
        p.queue.shift();
        continue;
      }
      const { forced, escapes } = offerFor(s, p);
      if (!forced.length) {
        // 9.5.2: it cannot retreat at all → capitulation check
        p.queue.shift();
        if (p.delaying) continue; // AMB: a delaying unit that cannot move stays (cannot happen: delay needs a path)
        capitulation(s, p, [id], dice, out);
        continue;
      }
      const ask = s.standing[p.side].retreat === 'ask';
      const order = ask ? retreatOrderChoices(s, p) : null;
      if (order) p.offers = order;
      if (order || ((forced.length > 1 || escapes.length) && ask)) {
        p.offer = [...forced, ...escapes];
        p.escape = escapes.length > 0;
        s.await = { side: p.side, kind: 'retreat' };
        return true;
      }
      doRetreat(s, p, forced[0], out);
    }
    delete p.offer;
    delete p.escape;
    delete p.offers;
    // 21.5: a unit that retreated toward its HQ across what 9.4.1 forbids is broken, in place of its check (AMB-15)
    for (const d of p.done) if (d.towardHq && s.units[d.unit].where === 'map') hurt(s, d.unit, out, '21.5');
    // 8: the checks after the retreat (none after a delaying action, 12.1)
    if (!p.delaying && !p.noChecks)
      for (const d of p.done) {
        const u = s.units[d.unit];
        if (u.where !== 'map' || d.towardHq) continue;
        if (!check(s, d.unit, [...p.checkMods, ...d.parts], dice, out, 'after-retreat', '8'))
          hurt(s, d.unit, out, '8', d.encircledEnd);
      }
    shockChecks(s, dice, out); // 21.3
    for (const d of p.done) {
      if (s.units[d.unit].exitPending) {
        const u = unitW(s, d.unit);
        delete u.exitPending;
        if (u.where === 'map') {
          u.where = 'due';
          u.due = s.stage + 1;
          u.dueHex = u.hex!;
          out.push(ev('left-map', { unit: d.unit, hex: u.hex }, '13'));
          u.hex = null;
        }
      }
    }
    p.step = 'pursuit';
  }
  if (p.step === 'pursuit') {
    afterSpecial(s, p, dice, out); // 23.2, 23.3: after the retreat, before pursuit
    sortieChecks(s, p, dice, out); // 25.1 (AMB-26)
    if (pursuers(s, p).length) {
      s.await = { side: s.phasing, kind: 'pursuit' };
      return true;
    }
    s.pending = null;
    return false;
  }
  return false;
};

/** One retreat path for the next unit, or for the unit the owner names when the order matters (9, spec §4.8). */
export const playRetreat = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  const out = t.events;
  const first = orders[0];
  only(orders, ['retreat'], '9');
  if (orders.length !== 1 || first.o.type !== 'retreat') fail('9', 'one', 'one retreat at a time', `orders[0]`);
  const p = s.pending!;
  const o = first.o;
  // the owner picks which unit retreats next only when the order matters (p.offers, spec §4.8)
  if (o.unit !== p.queue[0] && !p.offers?.[o.unit])
    fail('9', 'which-unit', `${p.queue[0]} retreats now`, `orders[${first.i}].unit`);
  const list = o.unit === p.queue[0] ? p.offer : p.offers![o.unit];
  const pick = (list ?? []).find((x) => x.path.join() === o.path.join());
  if (!pick) fail('9.6', 'not-offered', 'that path is not one the rules allow (9.6–9.8)', `orders[${first.i}].path`);
  p.queue = [o.unit, ...p.queue.filter((x) => x !== o.unit)];
  doRetreat(s, p, pick!, out);
  delete p.offer;
  delete p.escape;
  delete p.offers;
};
