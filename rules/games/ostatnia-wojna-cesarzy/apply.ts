import type { ApplyResult, Dice, GameEvent } from '../../core/contract.js';
import { RecordingDice, withDiceFaces } from '../../core/dice.js';
import { reject, RuleViolation } from '../../core/errors.js';
import { boardOf, sideOf } from './ctx.js';
import { evalAttack } from './combat.js';
import { ev, fail } from './events.js';
import { heldHexes, isReserve, movers, obligations } from './movement.js';
import { advance, afterRally, afterWindow, declareAttack, doMove, doPursuit, doRetreat, endPhase, endPursuit, heldAtStart, placeArrivals, rally, resolveRoll, rmpEligible, startDelay } from './flow.js';
import { batchSchema, type OwcBatch, type OwcOrder } from './orders.js';
import { SIDE_IDS, type SideId } from './schema.js';
import { STANDING, type OwcState } from './state.js';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

const only = (orders: { o: OwcOrder; i: number }[], types: string[], rule: string): void => {
  for (const { o, i } of orders) if (!types.includes(o.type)) fail(rule, 'wrong-order', `a ${o.type} order is not expected now (expected: ${types.join(', ')})`, `orders[${i}].type`);
};

export const apply = (state: OwcState, side: string, batch: OwcBatch, rolled: Dice): ApplyResult<OwcState> => {
  const dice = new RecordingDice(rolled);
  const parsed = batchSchema.safeParse(batch);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return reject(undefined, 'schema', i.message, i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, ''));
  }
  if (!(SIDE_IDS as readonly string[]).includes(side)) return reject('1', 'bad-side', `unknown side ${side}`);
  const me = side as SideId;
  const s = clone(state);
  const out: GameEvent[] = [];
  try {
    if (s.result) fail('15', 'over', 'the game is over');
    const all = parsed.data.orders.map((o, i) => ({ o, i }));
    for (const { o, i } of all) if (o.type === 'standing') {
      const allowed = STANDING[o.key] as readonly string[];
      if (!allowed.includes(o.value)) fail('4.2', 'standing-value', `${o.key} takes ${allowed.join(' | ')}`, `orders[${i}].value`);
      (s.standing[me] as Record<string, string>)[o.key] = o.value;
      out.push(ev('standing', { side: me, key: o.key, value: o.value }));
    }
    const rest = all.filter(({ o }) => o.type !== 'standing');
    if (rest.length) {
      if (!s.await || s.await.side !== me) fail('3', 'not-awaited', `it is not ${me}'s decision now`);
      act(s, me, rest, dice, out);
    }
  } catch (e) {
    if (e instanceof RuleViolation) return { ok: false, error: e.error };
    throw e;
  }
  advance(s, dice, out);
  return { ok: true, state: s, events: withDiceFaces(out, dice.rolls) };
};

/** A.2.1 picks of a batch, by unit; a unit named twice is refused */
const arrivalPicks = (orders: { o: OwcOrder; i: number }[]): Record<string, { hex: string; at: string }> => {
  const picks: Record<string, { hex: string; at: string }> = {};
  for (const { o, i } of orders) if (o.type === 'arrive') {
    if (picks[o.unit]) fail('A.2.1', 'twice', `${o.unit} named twice`, `orders[${i}].unit`);
    picks[o.unit] = { hex: o.hex, at: `orders[${i}].hex` };
  }
  return picks;
};

const act = (s: OwcState, me: SideId, orders: { o: OwcOrder; i: number }[], dice: Dice, out: GameEvent[]): void => {
  const kind = s.await!.kind;
  const first = orders[0];
  switch (kind) {
    case 'rally': {
      only(orders, ['rally'], '8.8');
      const ids: string[] = [];
      for (const { o, i } of orders) if (o.type === 'rally') o.units.forEach((u, j) => {
        const x = s.units[u];
        if (!x || x.where !== 'map' || !x.broken || sideOf(s, u) !== me) fail('8.8', 'not-broken', `${u} is not a broken unit of yours`, `orders[${i}].units[${j}]`);
        if (ids.includes(u)) fail('8.8', 'twice', `${u} named twice`, `orders[${i}].units[${j}]`);
        ids.push(u);
      });
      rally(s, ids, dice, out);
      afterRally(s);
      return;
    }
    case 'window': {
      if (first.o.type === 'pass') {
        only(orders, ['pass'], '4.2.2');
        if (orders.length > 1) fail('4.2.2', 'extra', 'a pass stands alone', `orders[${orders[1].i}]`);
        out.push(ev('window-passed', { side: me, window: s.phase }, '4.2.2'));
        afterWindow(s, me, false);
        return;
      }
      // the reserve order may come anywhere in the batch (the web client appends in click order)
      const takes = orders.filter(({ o }) => o.type === 'reserve');
      if (takes.length !== 1) fail('4.2', 'window', 'answer the reserve-movement window with one "reserve" (and its marches) or "pass"', `orders[${(takes[1] ?? first).i}].type`);
      only(orders, ['reserve', 'move', 'arrive'], '4');
      if (!rmpEligible(s, me)) fail('4.2', 'rmp-used', 'no reserve movement phase is available to you now', `orders[${takes[0].i}]`);
      s.rmp.used[me] = true;
      if (me !== s.phasing) s.rmp.forfeit[me] = true;
      out.push(ev('rmp', { side: me, window: s.phase, opponentsTurn: me !== s.phasing }, '4.2'));
      const picks = arrivalPicks(orders);
      if (me === s.phasing) placeArrivals(s, out, picks); // A.2: the first movement phase of the turn
      else if (Object.keys(picks).length) fail('A.2', 'not-arriving', 'arrivals come in their own turn', Object.values(picks)[0].at);
      const b = boardOf(s);
      for (const u of Object.values(s.units)) if (sideOf(s, u.id) === me) delete u.moved;
      const reserves = Object.values(s.units).filter((u) => u.where === 'map' && sideOf(s, u.id) === me && !u.placed && isReserve(b, u.id)).map((u) => u.id);
      const heldMine = heldHexes(boardOf(s), me);
      for (const { o, i } of orders) if (o.type === 'move') {
        if (s.units[o.unit]?.moved) fail('5', 'moved', `${o.unit} already moved in this phase`, `orders[${i}].unit`);
        doMove(s, o, `orders[${i}]`, reserves, heldMine, out);
      }
      afterWindow(s, me, true);
      return;
    }
    case 'attack': {
      const o = first.o;
      if (o.type === 'end-phase' || o.type === 'pass') {
        if (orders.length !== 1) fail('7.2', 'one-attack', 'ending the phase stands alone', `orders[${orders[1].i}]`);
        out.push(ev('phase-end', { side: me, phase: s.phase }, '3.1'));
        endPhase(s, dice, out);
        return;
      }
      if (o.type !== 'attack') fail('7', 'wrong-order', 'declare an attack or end the phase', `orders[${first.i}].type`);
      // one attack per batch (7.2); several attack orders on the same hex add their units up (7.1.1)
      const units: string[] = [];
      for (const { o: x, i } of orders) {
        if (x.type !== 'attack') fail('7', 'wrong-order', 'declare an attack or end the phase', `orders[${i}].type`);
        if (x.target !== o.target) fail('7.2', 'one-attack', 'one attack per batch: every attack order must name the same hex', `orders[${i}].target`);
        units.push(...x.units);
      }
      declareAttack(s, o.target, units, orders.length === 1 ? `orders[${first.i}]` : 'orders', dice, out);
      return;
    }
    case 'move': {
      only(orders, ['move', 'pass', 'end-phase', 'arrive'], '5');
      // A.2.1: arrivals with a choice of town were left for this batch; they are placed first
      placeArrivals(s, out, arrivalPicks(orders));
      const held = heldAtStart(s);
      const allowed = movers(s, boardOf(s), me, null);
      const must = obligations(s, boardOf(s), me, allowed, held);
      orders.forEach(({ o, i }, k) => {
        if (o.type === 'arrive') return;
        if (o.type !== 'move') {
          if (k !== orders.length - 1) fail('5', 'end-last', 'ending the phase must be the last order', `orders[${i}]`);
          return;
        }
        if (s.units[o.unit]?.moved) fail('5', 'moved', `${o.unit} already moved in this phase`, `orders[${i}].unit`);
        doMove(s, o, `orders[${i}]`, allowed, held, out);
      });
      const m = boardOf(s).m;
      for (const u of must.enterArea)
        if (!m.inRegion(s.area, s.units[u].hex!)) fail('A.1', 'return-to-area', `${u} is outside the play area and must return to it now`, 'orders');
      for (const o of must.overstack) {
        const left = o.units.filter((u) => s.units[u].hex !== o.hex).length;
        if (left < o.excess) fail('5.3', 'overstacked', `${o.hex} holds more than four units: ${o.excess} of them must leave now`, 'orders');
      }
      out.push(ev('phase-end', { side: me, phase: 'move' }, '3.1'));
      endPhase(s, dice, out);
      return;
    }
    case 'delay': {
      only(orders, ['delay'], '12.1');
      if (orders.length !== 1 || first.o.type !== 'delay') fail('12.1', 'one', 'one answer', `orders[0]`);
      const p = s.pending!;
      if (first.o.accept) startDelay(s, p, out);
      else {
        p.step = 'retreat';
        resolveRoll(s, evalAttack(boardOf(s), p.target, p.attackers, p.repeat), dice, out);
      }
      return;
    }
    case 'retreat': {
      only(orders, ['retreat'], '9');
      if (orders.length !== 1 || first.o.type !== 'retreat') fail('9', 'one', 'one retreat at a time', `orders[0]`);
      const p = s.pending!;
      const o = first.o;
      // the owner picks which unit retreats next only when the order matters (p.offers, spec §4.8)
      if (o.unit !== p.queue[0] && !p.offers?.[o.unit]) fail('9', 'which-unit', `${p.queue[0]} retreats now`, `orders[${first.i}].unit`);
      const list = o.unit === p.queue[0] ? p.offer : p.offers![o.unit];
      const pick = (list ?? []).find((x) => x.path.join() === o.path.join());
      if (!pick) fail('9.6', 'not-offered', 'that path is not one the rules allow (9.6–9.8)', `orders[${first.i}].path`);
      p.queue = [o.unit, ...p.queue.filter((x) => x !== o.unit)];
      doRetreat(s, p, pick!, out);
      delete p.offer;
      delete p.escape;
      delete p.offers;
      return;
    }
    case 'pursuit': {
      only(orders, ['pursue', 'pass'], '10');
      const p = s.pending!;
      const seen = new Set<string>();
      orders.forEach(({ o, i }, k) => {
        if (o.type === 'pass') {
          if (k !== orders.length - 1) fail('10', 'end-last', 'pass must be the last order', `orders[${i}]`);
          return;
        }
        if (o.type !== 'pursue') return;
        if (seen.has(o.unit)) fail('10', 'twice', `${o.unit} pursues once`, `orders[${i}].unit`);
        seen.add(o.unit);
        doPursuit(s, p, o, `orders[${i}]`, out);
      });
      endPursuit(s);
      return;
    }
  }
};
