import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { findPaths, type Reach } from '../../../core/path.js';
import { hqDef, isHq, mapOf, position, sideOf, unitDef, zocSources, type Position } from '../ctx.js';
import { enemyOf } from '../pieces.js';
import {
  ARMY_HQ_LOAD,
  checkRailMove,
  cutSucceeds,
  edgeRailHexes,
  RAIL_MP,
  reentryHexes,
  unitsPerTurn,
  type RailCtx,
} from '../railways.js';
import type { SideId } from '../schema.js';
import { versionOf, type TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { loseEp } from './losses.js';
import { maskingOn } from './masking.js';
import { heldGuards } from '../optional.js';
import { printSet, recentMemo } from '../memo.js';
import { travelContact } from './arrival.js';
import { enterStage, STAGE } from './order-of-movement.js';
import { corpsHqInArmyRange } from './command.js';

/**
 * Rule 5 in the movement phase (rules version 2): loading (5.1.3–5.1.4) and unloading (5.1.5) take
 * the unit's whole MA, a rail move goes up to 60 rail MP along its own country's lines (5.2.1,
 * 5.2.4); one rail activity per unit a turn (5.1.6); at most 7 German or 2 Russian units a turn
 * (5.2.2) and a throughput per hex (5.2.3); 2 EP to load or unload in enemy ZOC (5.1.9). A ride
 * ending on the map edge may leave the map and come back next turn at a neighbouring line's edge
 * hex (5.1.8). A unit on a rail hex may try to cut it (5.4.1) and a commanded one that has not
 * moved repairs a cut on its hex (5.4.2).
 */
type T = Turn<TbState>;
type Rail = NonNullable<TbState['rail']>;

/** railways are orders from rules version 2 on, with masking */
export const railOn = (s: TbState): boolean => maskingOn(s);
/** this turn's rail bookkeeping as it stands (read only: the views call it) */
export const railNow = (s: TbState): Rail =>
  s.rail?.turn === s.turn ? s.rail : { turn: s.turn, acts: [], passed: {}, away: s.rail?.away ?? [] };
/** the same, to write to: started afresh each turn, the units away off the map kept */
const railTurn = (s: TbState): Rail => (s.rail = railNow(s));
/** 5.2.2 (AMB-12): a reinforcement that came loaded this turn counts only when it unloads */
const sideActs = (s: TbState, side: SideId): number =>
  railNow(s).acts.filter((id) => sideOf(s, id) === side && !railNow(s).fresh?.includes(id)).length;

/** 17.2.4 (AMB-58): a unit arriving by rail comes loaded on its entry hex and may ride that turn */
export const arriveByRail = (s: TbState, id: string): void => {
  s.units[id].rail = true;
  const r = railTurn(s);
  r.fresh = [...(r.fresh ?? []), id];
};

/**
 * the piece a rail order names: a unit, or from rules version 5 a corps HQ or a supply train, which
 * load, ride and unload as units do and count as units for 5.2.2 (army HQs take their trip of 5.2.5)
 */
export const carried = (
  s: TbState,
  id: string,
): { hex: string | null; rail?: boolean; masked?: string } | undefined => {
  if (s.units[id]) return s.units[id];
  if ((s.rulesVersion ?? 1) < 5) return undefined;
  if (s.hqs[id]) return hqDef(s, id).kind === 'corps' ? s.hqs[id] : undefined;
  return s.trains[id];
};
/** why `id` may take no rail step now (any of load, ride, unload), or null */
const railBlocked = (s: TbState, side: SideId, id: string, counted = true): string | null => {
  const u = carried(s, id);
  if (!u?.hex || sideOf(s, id) !== side || s.units[id]?.masked || u.masked) return 'not one of your units on the map';
  if (railNow(s).acts.includes(id)) return 'one rail activity a turn (5.1.6)';
  if (counted && sideActs(s, side) >= unitsPerTurn(side))
    return `at most ${unitsPerTurn(side)} units a turn by rail (5.2.2)`;
  return null;
};
/** why `id` may not load now (5.1.3–5.1.4, AMB-15, AMB-69), or null */
export const cannotLoad = (s: TbState, side: SideId, id: string): string | null => {
  const why = railBlocked(s, side, id);
  if (why) return why;
  const u = carried(s, id)!,
    mi = mapOf(s);
  if (u.rail) return 'already loaded (5.1.2)';
  if (!mi.railHex(u.hex!) || mi.country(u.hex!) !== side) return 'not on a railway of its own country (5.1.3)';
  if (s.movedThisTurn.includes(id)) return 'loading takes the whole MA (5.1.4)';
  // a corps HQ is "commanded" when it marches (13.3.1, AMB-31); a train needs no command
  if (s.hqs[id]) {
    if (s.hqs[id].order !== 'march' && s.options.stopCorps !== 'army-overrides')
      return 'a corps HQ under STOP does not load (13.3.1, AMB-31)';
    return v14Range(s, id);
  }
  if (s.trains[id]) return null;
  if (!s.commanded.includes(id)) return 'only a commanded unit loads (5.1.3)';
  if (heldGuards(s, [id]).length) return 'the 3rd Guards wait for their release (18.1.1)';
  // rules version 14: a corps' unit loads only while its corps HQ is in its army HQ's range (5.1.3); AMB-69
  const corps = unitDef(s, id).corps;
  if (!corps) return null;
  const hq = Object.keys(s.hqs).find((h) => hqDef(s, h).kind === 'corps' && hqDef(s, h).corps === corps);
  return hq ? v14Range(s, hq) : null;
};
/**
 * 5.1.3 (rules version 14): why corps HQ `hq` keeps its corps off the trains, or null. With no army HQ of
 * its army on the map (a scenario without it, or eliminated) the corps HQ's MARCH stands for its range,
 * as MARCH is what that range gives in phase 1 (13.3.1).
 */
const v14Range = (s: TbState, hq: string): string | null => {
  if (versionOf(s) < 14) return null;
  const inRange = corpsHqInArmyRange(s, hq);
  if (inRange ?? s.hqs[hq].order === 'march') return null;
  return `its corps HQ ${hq} is not in its army HQ's range: the corps does not load (5.1.3)`;
};
export const cannotUnload = (s: TbState, side: SideId, id: string): string | null =>
  railBlocked(s, side, id) ?? (carried(s, id)!.rail ? null : 'not loaded (5.1.5)');
/** a reinforcement's ride on its arrival turn is not counted (AMB-12) */
export const cannotRide = (s: TbState, side: SideId, id: string): string | null =>
  railBlocked(s, side, id, !railNow(s).fresh?.includes(id)) ?? (carried(s, id)!.rail ? null : 'not loaded (5.1.5)');

/**
 * rules version 14: whether `side` has a railway order it may still give this phase (4.1 puts them last,
 * so a phase whose pieces may no longer move stays open for them): a load, unload or ride, an army HQ's
 * trip, a piece due back on the map
 */
export const anyRailStep = (s: TbState, side: SideId): boolean => {
  if (!railOn(s)) return false;
  const open = (id: string) => !cannotLoad(s, side, id) || !cannotUnload(s, side, id) || !cannotRide(s, side, id);
  for (const id in s.units) if (s.units[id].hex && open(id)) return true;
  for (const id in s.hqs) if (s.hqs[id].hex && ((carried(s, id) && open(id)) || !cannotTrip(s, side, id))) return true;
  for (const id in s.trains) if (s.trains[id].hex && carried(s, id) && open(id)) return true;
  return railNow(s).away.some((a) => a.turn <= s.turn && sideOf(s, a.unit) === side);
};

/** 5.2.5: the ride an army HQ has left after loading and before unloading (10 rail MP each) */
export const HQ_TRIP_MP = RAIL_MP - 2 * ARMY_HQ_LOAD;
/** why army HQ `id` may not take the train this turn (5.2.5, rules version 3), or null */
export const cannotTrip = (s: TbState, side: SideId, id: string): string | null => {
  if ((s.rulesVersion ?? 1) < 3) return 'the army HQ trip by train comes with rules version 3 (5.2.5)';
  const h = s.hqs[id];
  if (!h?.hex || !isHq(s, id) || hqDef(s, id).kind !== 'army' || hqDef(s, id).side !== side)
    return 'not one of your army HQs on the map (5.2.5)';
  // rules version 17: a masked army HQ moves with its marker (16.2.8)
  if (h.masked) return 'it moves with its masking marker (16.2.2)';
  if (railNow(s).acts.includes(id)) return 'one rail activity a turn (5.1.6)';
  // HQs count as units for the limit (5.2.2)
  if (sideActs(s, side) >= unitsPerTurn(side)) return `at most ${unitsPerTurn(side)} units a turn by rail (5.2.2)`;
  if (s.movedThisTurn.includes(id)) return 'an army HQ that moved does not take the train the same turn (5.2.5)';
  const mi = mapOf(s);
  if (!mi.railHex(h.hex) || mi.country(h.hex) !== side) return 'not on a railway of its own country (5.1.3)';
  return null;
};

const railCtx = (s: TbState, side: SideId, p: Position = position(s)): RailCtx => ({
  side,
  cut: new Set(s.cut),
  enemyOccupied: p.occupied[enemyOf(side)],
  enemyZoc: p.zoc[enemyOf(side)],
  used: new Map(Object.entries(railNow(s).passed)),
});
/**
 * What a rail search reads of the enemy (its hexes and ZOC), written out: its hexes, the hexes of its
 * pieces that exert a ZOC and its manned forts, from which position() draws the ZOC (zoc.ts; a few
 * dozen labels where the ZOC has hundreds). Kept per position object, as views of one state share it.
 */
const enemyPrint = (s: TbState, side: SideId, p: Position): string => {
  let kept = ENEMY_PRINTS.get(p);
  if (!kept) ENEMY_PRINTS.set(p, (kept = new Map()));
  let print = kept.get(side);
  if (print === undefined) {
    const enemy = enemyOf(side);
    const forts: string[] = [];
    for (const f of mapOf(s).forts.values())
      if (f.side === enemy && f.manned && (s.forts[f.hex] ?? 0) < 2) forts.push(f.hex);
    kept.set(side, (print = [printSet(p.occupied[enemy]), printSet(zocSources(p, enemy)), forts.join(',')].join('|')));
  }
  return print;
};
const ENEMY_PRINTS = new WeakMap<Position, Map<SideId, string>>();
/**
 * every rail hex a loaded unit reaches this turn from a hex, with its path (5.2.4), stopping in enemy
 * ZOC (AMB-16): the views ask for every loaded unit's ride, so the searches of one position are kept (memo.ts)
 */
export const railReacher = (s: TbState, side: SideId, p?: Position): ((from: string, budget?: number) => Reach) => {
  const mi = mapOf(s),
    pos = p ?? position(s),
    c = railCtx(s, side, pos);
  const used = [...c.used]
    .map(([h, n]) => `${h}:${n}`)
    .sort()
    .join(',');
  const print = [side, printSet(c.cut), enemyPrint(s, side, pos), used].join('|');
  const memo = recentMemo(RAIL_MEMOS, mi, print, () => new Map<string, Reach>());
  return (from, budget = RAIL_MP) => {
    const key = `${from}|${budget}`;
    let r = memo.get(key);
    if (!r)
      memo.set(
        key,
        (r = findPaths({
          start: from,
          neighbours: (h) => mi.board.neighbourCells(h),
          cost: (a, b) => (checkRailMove(mi, c, [a, b]).ok ? 1 : null),
          budget,
          stopAt: (h) => c.enemyZoc.has(h),
        })),
      );
    return r;
  };
};
const RAIL_MEMOS = new WeakMap<object, Map<string, Map<string, Reach>>>();

const act = (t: T, id: string, type: string, data: Record<string, unknown>, rule: string): void => {
  const s = t.s;
  enterStage(s, STAGE.rail); // rules version 14: the railways come last (4.1, 5.1.1)
  railTurn(s).acts.push(id);
  for (const list of [s.moved, s.movedThisTurn]) if (!list.includes(id)) list.push(id);
  t.events.push(event(type, { unit: id, ...data }, { rule }));
};
/** 5.1.9: loading or unloading in an enemy ZOC costs 2 EP (HQs and trains have none) */
const zocToll = (t: T, id: string, side: SideId): void => {
  if (t.s.units[id] && position(t.s).zoc[enemyOf(side)].has(t.s.units[id].hex!)) loseEp(t.s, id, 2, '5.1.9', t.events);
};

export const playRail = (t: T, { o, at }: PlacedOrder<TbOrder>): void => {
  const s = t.s,
    side = t.side as SideId,
    mi = mapOf(s);
  if (!railOn(s)) fail('5.1', 'version', 'railways are orders from rules version 2 on', `${at}.type`);
  const refuse = (why: string | null, field = 'unit'): void => {
    if (why)
      fail(why.match(/\((\d[\d.]*)/)?.[1] ?? '5.1', 'rail', `${'unit' in o ? o.unit : ''}: ${why}`, `${at}.${field}`);
  };
  if (o.type === 'rail-load') {
    refuse(cannotLoad(s, side, o.unit));
    const u = carried(s, o.unit)!;
    u.rail = true;
    act(t, o.unit, 'rail-load', { hex: u.hex }, '5.1.3');
    zocToll(t, o.unit, side);
  } else if (o.type === 'rail-unload') {
    refuse(cannotUnload(s, side, o.unit));
    const u = carried(s, o.unit)!;
    delete u.rail;
    act(t, o.unit, 'rail-unload', { hex: u.hex }, '5.1.5');
    zocToll(t, o.unit, side);
  } else if (o.type === 'rail-move') {
    refuse(cannotRide(s, side, o.unit));
    const u = carried(s, o.unit)!;
    if (o.path[0] !== u.hex) fail('5.2.4', 'not-at-start', `${o.unit} is not at ${o.path[0]}`, `${at}.path[0]`);
    // rules version 14: a loaded piece on an edge hex may leave without riding (5.1.8: an arrival, a turn late)
    if (o.path.length < 2 && !(o.exit && versionOf(s) >= 14))
      fail('5.2.4', 'rail-path', `${o.unit}: a ride enters at least one rail hex`, `${at}.path`);
    const r = checkRailMove(mi, railCtx(s, side), o.path);
    if (!r.ok) fail(r.rule, 'rail-path', `${o.unit}: ${r.reason}`, `${at}.path[${r.at}]`, { ...r.params, id: o.unit });
    const end = o.path[o.path.length - 1];
    // rules version 14: corps HQs and trains leave the map as units do (5.1.8 names any rail-moving piece)
    if (o.exit && !s.units[o.unit] && versionOf(s) < 14) refuse('only units leave the map by rail (5.1.8)', 'exit');
    if (o.exit && !edgeRailHexes(mi).includes(end))
      fail('5.1.8', 'not-edge', `${end} is not a rail hex on the map edge`, `${at}.path[${o.path.length - 1}]`);
    const rt = railTurn(s);
    for (const h of o.path.slice(1)) rt.passed[h] = (rt.passed[h] ?? 0) + 1;
    u.hex = o.exit ? null : end;
    if (o.exit) rt.away.push({ unit: o.unit, hex: end, turn: s.turn + 1 });
    act(t, o.unit, 'rail-move', { path: o.path, ...(o.exit ? { exit: true } : {}) }, o.exit ? '5.1.8' : '5.2.4');
    // rules version 12: a rider's contact at each hex of the ride, the edge hex it leaves by included (11.1.8, 13.1.5)
    travelContact(t, side, [o.unit], o.path.slice(1));
  } else if (o.type === 'hq-rail') {
    const why = cannotTrip(s, side, o.hq);
    if (why) fail(why.match(/\((\d[\d.]*)/)?.[1] ?? '5.2.5', 'rail', `${o.hq}: ${why}`, `${at}.hq`);
    if (o.path[0] !== s.hqs[o.hq].hex) fail('5.2.4', 'not-at-start', `${o.hq} is not at ${o.path[0]}`, `${at}.path[0]`);
    if (o.path.length - 1 > HQ_TRIP_MP)
      fail('5.2.5', 'rail-path', `${o.hq}: load 10 + ride + unload 10 is at most ${RAIL_MP} rail MP`, `${at}.path`);
    const r = checkRailMove(mi, railCtx(s, side), o.path, HQ_TRIP_MP);
    if (!r.ok) fail(r.rule, 'rail-path', `${o.hq}: ${r.reason}`, `${at}.path[${r.at}]`, { ...r.params, id: o.hq });
    const rt = railTurn(s);
    for (const h of o.path.slice(1)) rt.passed[h] = (rt.passed[h] ?? 0) + 1;
    const h = s.hqs[o.hq];
    h.hex = o.path[o.path.length - 1];
    if (hqDef(s, o.hq).side === 'ru') h.flipped = true; // a Russian army HQ that moved turns over (13.2.9)
    act(t, o.hq, 'hq-rail', { path: o.path }, '5.2.5');
  } else if (o.type === 'rail-enter') {
    const away = railNow(s).away.find((x) => x.unit === o.unit && x.turn <= s.turn && sideOf(s, x.unit) === side);
    if (!away) fail('5.1.8', 'not-away', `${o.unit} did not leave the map by rail last turn`, `${at}.unit`);
    if (!reentryHexes(mi, away!.hex).includes(o.hex))
      fail('5.1.8', 'not-neighbour', `${o.unit} comes back on a line next to ${away!.hex}`, `${at}.hex`, {
        id: o.unit,
        hex: away!.hex,
      });
    if (position(s).occupied[enemyOf(side)].has(o.hex)) fail('4.2.1', 'enemy', `${o.hex} holds the enemy`, `${at}.hex`);
    railTurn(s).away = railTurn(s).away.filter((x) => x !== away);
    carried(s, o.unit)!.hex = o.hex;
    act(t, o.unit, 'rail-enter', { hex: o.hex }, '5.1.8');
    // rules version 12: coming back onto the map is entering its edge hex (11.1.8, 13.1.5)
    travelContact(t, side, [o.unit], [o.hex]);
  } else if (o.type === 'cut-track' || o.type === 'repair-track') {
    const u = s.units[o.unit];
    if (!u?.hex || unitDef(s, o.unit).side !== side || u.masked || u.rail)
      fail('5.4', 'not-yours', `${o.unit} is not one of your units on the map`, `${at}.unit`);
    if (s.moved.includes(o.unit)) fail('5.4', 'moved', `${o.unit} has moved this phase`, `${at}.unit`);
    const hex = u.hex!;
    const eff = (u.face === 'front' ? unitDef(s, o.unit).front : unitDef(s, o.unit).back!).eff;
    if (o.type === 'cut-track') {
      if (!mi.railHex(hex) || s.cut.includes(hex))
        fail('5.4.1', 'no-track', `${hex} has no track to cut`, `${at}.unit`);
      const roll = t.dice.roll(6);
      const ok = cutSucceeds(roll, eff);
      if (ok) s.cut.push(hex);
      s.moved.push(o.unit); // our reading: the attempt ends the unit's move (AMB-17)
      t.events.push(event('cut-track', { unit: o.unit, hex, ok }, { rule: '5.4.1', dice: [roll] }));
    } else {
      if (!s.cut.includes(hex)) fail('5.4.2', 'not-cut', `${hex} is not cut`, `${at}.unit`);
      if (!s.commanded.includes(o.unit) || s.movedThisTurn.includes(o.unit))
        fail('5.4.2', 'not-able', 'a commanded unit that has not moved repairs, with its whole MA', `${at}.unit`);
      s.cut = s.cut.filter((h) => h !== hex);
      for (const list of [s.moved, s.movedThisTurn]) list.push(o.unit);
      t.events.push(event('repair-track', { unit: o.unit, hex }, { rule: '5.4.2' }));
    }
  }
};
