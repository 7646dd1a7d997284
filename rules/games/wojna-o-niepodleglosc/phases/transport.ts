import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { isHq, isUnit, sideOf, valuesOf, type Ctx } from '../ctx.js';
import { afterFullTurns } from '../combat-losses.js';
import type { WojnaOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import { ctxOf, versionOf, type WojnaState } from '../state.js';
import {
  carried,
  carrierDef,
  checkLoad,
  echelonStationOk,
  isShipCarrier,
  REUSE_FULL_TURNS,
  unloadCostHp,
} from '../transport.js';

/**
 * Ch. 18 in play (rules version 5): `load` and `unload` at the start of an activation, before any
 * move (spec 5.3 A0); the transport's return to its owner's pool in the Supply Phase (18.12); a
 * transport lost with what it carries (18.10).
 */
type LoadOrder = Extract<WojnaOrder, { type: 'load' }>;
type UnloadOrder = Extract<WojnaOrder, { type: 'unload' }>;

/** a transport of `side` in its owner's pool: not on the turn track, not destroyed, carrying nothing */
export const transportFree = (s: WojnaState, c: Ctx, id: string, side: SideId): boolean =>
  carrierDef(c, id)?.side === side && !s.transports?.[id] && !carried(c, id).length;

const atStart = (s: WojnaState, rule: string, what: string, at: string): void => {
  if (versionOf(s) < 5) fail('7.2', 'wrong-order', `a ${what} order is not expected in this game`, `${at}.type`);
  const a = s.activation!;
  if (a.segment !== 'units' || a.done.length)
    fail(rule, 'not-at-start', `${what}ing happens at the start of the activation, before any move`, at);
};

/** why these pieces may not board the transport here, or null (18.2, 18.4–7) */
export const loadRefusal = (
  s: WojnaState,
  c: Ctx,
  side: SideId,
  o: LoadOrder,
): { rule: string; reason: string; at: string; params?: Record<string, string> } | null => {
  const t = carrierDef(c, o.transport);
  if (!t || t.side !== side) return { rule: '18.1', reason: `${o.transport} is not your transport`, at: 'transport' };
  const ship = t.kind === 'ship' ? s.pieces[o.transport].hex : undefined;
  if (ship && s.activation?.done.includes(o.transport))
    return {
      rule: '18.2',
      reason: `${t.name} has moved`,
      at: 'transport',
      params: { why: 'ship-moved', ship: t.name },
    };
  if (!transportFree(s, c, o.transport, side))
    return { rule: '18.12', reason: `${t.name} is not available (in use or on the turn track)`, at: 'transport' };
  if (new Set(o.pieces).size !== o.pieces.length) return { rule: '18.7', reason: 'a piece named twice', at: 'pieces' };
  for (const [i, id] of o.pieces.entries()) {
    const p = s.pieces[id];
    const at = `pieces[${i}]`;
    if (!p?.hex || sideOf(c, id) !== side || !(isUnit(c, id) || isHq(c, id)) || s.garrisons[id])
      return { rule: '18.2', reason: `${id} is not your unit or HQ on the map`, at };
    if (p.loadedOn) return { rule: '18.2', reason: `${id} is already loaded`, at };
    const h = c.defs.hq(id);
    if (h?.tier === 'army') return { rule: '19.1', reason: 'an army HQ moves in the End Phase only', at };
    if ((h ? h.ma : valuesOf(c, id).ma) === 0) return { rule: '13.1', reason: `${id} is stationary`, at };
    if (ship && (p.hex !== ship || (o.hex ?? ship) !== ship))
      return {
        rule: '18.4',
        reason: `${t.name} takes on board on its own hex, ${ship}`,
        at,
        params: { why: 'ship-hex', ship: t.name, hex: ship },
      };
    if (t.kind === 'echelon' ? !o.hex || !echelonStationOk(c, side, o.hex, p.hex) : p.hex !== (o.hex ?? p.hex))
      return {
        rule: t.kind === 'echelon' ? '18.5' : '18.2',
        reason:
          t.kind === 'echelon'
            ? 'an echelon loads at a station at most 1 hex away and 2 hexes from every enemy unit (AMB-31)'
            : 'a cart or lorry loads on the unit’s hex',
        at,
      };
    if (t.kind !== 'echelon' && p.hex !== s.pieces[o.pieces[0]].hex)
      return { rule: '18.2', reason: 'the pieces of one load stand together', at };
  }
  if (!o.pieces.some((id) => isUnit(c, id)))
    return { rule: '18.7', reason: 'a transport carries a unit', at: 'pieces' };
  const r = checkLoad(c, o.transport, o.pieces);
  if (!r.ok)
    return {
      rule: r.rule,
      reason: r.reason,
      at: r.at === 'transportId' ? 'transport' : r.at.replace('unitIds', 'pieces'),
    };
  return null;
};

export const playLoad = (t: Turn<WojnaState>, o: LoadOrder, at: string): void => {
  const s = t.s;
  atStart(s, '18.2', 'load', at);
  const c = ctxOf(s);
  const why = loadRefusal(s, c, t.side as SideId, o);
  if (why) fail(why.rule, 'load', why.reason, `${at}.${why.at}`, why.params);
  const hex = o.hex ?? s.pieces[o.pieces[0]].hex!;
  for (const id of o.pieces) Object.assign(s.pieces[id], { hex, loadedOn: o.transport, loadedTurn: s.turn });
  if (isShipCarrier(c, o.transport)) s.activation!.spent[o.transport] = 2; // 18.2: loading costs the ship 1 MP
  t.events.push(event('loaded', { side: t.side, transport: o.transport, pieces: o.pieces, hex }, { rule: '18.2' }));
};

/** why the transport's pieces may not get off now, or null (18.5, 18.11) */
export const unloadRefusal = (
  s: WojnaState,
  c: Ctx,
  side: SideId,
  id: string,
): { rule: string; reason: string } | null => {
  const t = carrierDef(c, id);
  const pieces = carried(c, id);
  if (!t || t.side !== side || !pieces.length) return { rule: '18.11', reason: `${id} carries none of your pieces` };
  if (pieces.some((p) => s.pieces[p].loadedTurn === s.turn))
    return { rule: '18.11', reason: 'pieces get off at the start of a later activation than the one they boarded in' };
  if (t.kind === 'echelon' && pieces.some((p) => !echelonStationOk(c, side, s.pieces[p].hex!, s.pieces[p].hex!)))
    return { rule: '18.5', reason: 'an echelon unloads at a station 2 hexes from every enemy unit (AMB-31)' };
  return null;
};

export const playUnload = (t: Turn<WojnaState>, o: UnloadOrder, at: string): void => {
  const s = t.s;
  atStart(s, '18.11', 'unload', at);
  const c = ctxOf(s);
  const why = unloadRefusal(s, c, t.side as SideId, o.transport);
  if (why) fail(why.rule, 'unload', why.reason, `${at}.transport`);
  const pieces = carried(c, o.transport);
  const cost: Record<string, number> = {};
  for (const id of pieces) {
    const ma = c.defs.hq(id)?.ma ?? valuesOf(c, id).ma;
    cost[id] = unloadCostHp(c, o.transport, ma) / 2;
    s.activation!.spent[id] = unloadCostHp(c, o.transport, ma);
    delete s.pieces[id].loadedOn;
    delete s.pieces[id].loadedTurn;
  }
  // rules version 7: a ship is a unit on the map and sails on; a transport counter goes on the turn track (18.12)
  if (isShipCarrier(c, o.transport)) {
    t.events.push(event('unloaded', { side: t.side, transport: o.transport, pieces, mp: cost }, { rule: '18.13' }));
    return;
  }
  const returnsOn = afterFullTurns(c, s.turn, REUSE_FULL_TURNS);
  s.transports![o.transport] = { returnsOn };
  t.events.push(
    event('unloaded', { side: t.side, transport: o.transport, pieces, mp: cost, returnsOn }, { rule: '18.13' }),
  );
};

/** 18.12, 3.1 step 3: transports due on the turn track this turn go back to their owners' pools */
export const transportsBack = (t: Turn<WojnaState>): void => {
  const s = t.s;
  for (const [id, x] of Object.entries(s.transports ?? {}))
    if (x.returnsOn !== undefined && x.returnsOn <= s.turn) {
      delete s.transports![id];
      t.events.push(event('transport-back', { transport: id, turn: s.turn }, { rule: '18.12' }));
    }
};

/**
 * 18.10: a loaded unit forced to retreat loses a level more and its transport is destroyed; the
 * transport goes too when a piece it carries is eliminated (our decision), and what else it carried
 * is set down where it stands.
 */
export const destroyTransport = (t: Turn<WojnaState>, transport: string, why: string): void => {
  const s = t.s;
  for (const p of Object.values(s.pieces))
    if (p.loadedOn === transport) {
      delete p.loadedOn;
      delete p.loadedTurn;
    }
  s.transports![transport] = { destroyed: true };
  t.events.push(event('transport-destroyed', { transport, why }, { rule: '18.10' }));
};
