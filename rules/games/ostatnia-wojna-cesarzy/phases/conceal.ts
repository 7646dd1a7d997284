import type { GameEvent } from '../../../core/contract.js';
import { unitW } from '../cow.js';
import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { boardOf, defOf, has, sideOf, unitsAt, type Board } from '../ctx.js';
import { isPatrol } from '../command.js';
import { mayConceal } from '../concealment.js';
import { ev, evFor, fail } from '../events.js';
import type { OwcOrder } from '../orders.js';
import { patrolPlaces, patrolsInBox } from '../patrols.js';
import { reconTargets } from '../reconnaissance.js';
import type { SideId } from '../schema.js';
import { commanderSeat, type AlliedSeat } from '../seats.js';
import type { OwcState } from '../state.js';
import { revealUnits } from './reveal.js';
import { countRecon, reconLeft } from '../supply.js';
import { startPhase } from './turn.js';

/** Concealment (16), reconnaissance (16.1) and patrols (17) in the sequence of play. */

/** 16: the side's units it may turn face down now */
export const concealable = (s: OwcState, side: SideId): string[] => {
  if (!has(s, 'concealment')) return [];
  const b = boardOf(s);
  return Object.values(s.units)
    .filter((u) => u.where === 'map' && sideOf(s, u.id) === side && mayConceal(b, u.id))
    .map((u) => u.id);
};

/** 16.1: each unit of the phasing player that may reconnoitre → the hexes it may reveal */
export const reconOptions = (s: OwcState): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  if (!has(s, 'concealment')) return out;
  const b = boardOf(s);
  for (const u of Object.values(s.units))
    if (u.where === 'map' && sideOf(s, u.id) === s.phasing) {
      const t = reconTargets(b, u.id).filter((h) => reconLeft(s, h) > 0); // 22.1
      if (t.length) out.set(u.id, t);
    }
  return out;
};

/** 16.1: the phasing player's reconnaissance, after the rallies; each unit one adjacent hex */
export const playRecon = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  only(orders, ['recon', 'pass'], '16.1');
  const used = new Set<string>();
  for (const { o, i } of orders) {
    if (o.type !== 'recon') continue;
    if (used.has(o.unit)) fail('16.1', 'twice', `${o.unit} reconnoitres one hex`, `orders[${i}].unit`);
    used.add(o.unit);
    if (boardOf(s).m.has(o.hex) && reconLeft(s, o.hex) <= 0)
      fail(
        '22.1',
        'recon-supply',
        `the operations paid on ${o.hex}'s front allow no more reconnaissance`,
        `orders[${i}].hex`,
      );
    const targets = reconOptions(s).get(o.unit);
    if (!targets) fail('16.1', 'cannot-recon', `${o.unit} cannot reconnoitre now`, `orders[${i}].unit`);
    if (!targets!.includes(o.hex))
      fail('16.1', 'recon-target', `${o.unit} may reveal only ${targets!.join(', ')}`, `orders[${i}].hex`, {
        id: o.unit,
        hex: targets!.join(', '),
      });
    countRecon(s, o.hex); // 22.1: the front's reconnaissance allowance
    revealUnits(s, [o.unit], t.events, '16.2'); // 16.2: a unit that reconnoitres turns face up
    t.events.push(ev('reconnaissance', { unit: o.unit, hex: o.hex }, '16.1'));
    const b = boardOf(s);
    revealUnits(
      s,
      unitsAt(b, o.hex).filter((x) => s.units[x].concealed),
      t.events,
      '16.1',
    );
  }
  startPhase(s, 'w1');
};

/**
 * The end of the normal movement phase (16, 17.2): the phasing player's `reveal`, `conceal` and
 * `patrol` orders of his movement batch, then the non-phasing player's standing order.
 */
export const hideAtEndOfMovement = (s: OwcState, me: SideId, orders: Placed<OwcOrder>[], out: GameEvent[]): void => {
  for (const { o, i } of orders)
    if (o.type === 'reveal')
      o.units.forEach((id, k) => {
        if (!s.units[id]?.concealed || sideOf(s, id) !== me)
          fail('16.2', 'not-concealed', `${id} is not a face-down unit of yours`, `orders[${i}].units[${k}]`);
        revealUnits(s, [id], out, '16.2');
      });
  for (const { o, i } of orders)
    if (o.type === 'conceal') {
      const ok = new Set(concealable(s, me));
      o.units.forEach((id, k) => {
        if (!ok.has(id))
          fail(
            '16',
            'cannot-conceal',
            `${id} may not be concealed now (unbroken, out of contact, 21.2)`,
            `orders[${i}].units[${k}]`,
          );
        unitW(s, id).concealed = true;
      });
      privatise(s, out, o.units, me);
      out.push(evFor('concealed', { side: me, units: o.units }, me, '16'));
    }
  const seats = s.allied?.patrolSeats; // F, rules version 5: whose each patrol is (17.2 with F.1)
  const mine = new Map<string, number>(); // seat:hex → that seat's patrols placed there in this batch
  let k = 0;
  for (const { o, i } of orders) {
    if (o.type !== 'place-patrol') continue;
    const seat = seats?.[k++];
    if (seat) ownHost(s, seat, o.hex, mine.get(`${seat}:${o.hex}`) ?? 0, `orders[${i}].hex`);
    placePatrol(s, me, o.hex, `orders[${i}].hex`, out);
    if (seat) mine.set(`${seat}:${o.hex}`, (mine.get(`${seat}:${o.hex}`) ?? 0) + 1);
  }
  const n = s.phasing === me ? (me === 'allies' ? 'russians' : 'allies') : me;
  if (n !== me && s.standing[n].conceal === 'all') hideAll(s, n, out);
};

/** 17.2 (AMB-54): patrols that may still go on `hex` now: one per face-down unit there, out of contact, stacking permitting */
const patrolRoom = (
  s: OwcState,
  side: SideId,
  hex: string,
  b: Board = boardOf(s),
  places = patrolPlaces(b, side),
): number => {
  const ids = unitsAt(b, hex);
  const hosts = patrolHosts(s, hex, undefined, b).length;
  const placed = ids.filter((id) => s.units[id].placed && isPatrol(defOf(s, id))).length;
  return Math.min(places.get(hex) ?? 0, hosts - placed);
};

/**
 * 17.2's hosts on `hex`: its face-down units that are not patrols (`seat`: only those that seat commands, F.1).
 * `b`: the state's board when the caller has it (asked hex by hex, one board serves them all)
 */
export const patrolHosts = (s: OwcState, hex: string, seat?: AlliedSeat, b: Board = boardOf(s)): string[] =>
  unitsAt(b, hex).filter(
    (id) => s.units[id].concealed && !isPatrol(defOf(s, id)) && (!seat || commanderSeat(s, id) === seat),
  );

/**
 * 17.2 with F.1 (rules version 5): a seat's patrol goes on a face-down unit it commands, one a unit
 * (AMB-54); `placed`: that seat's patrols already put on `hex` in this batch. The hex's other limits
 * (contact, stacking, a host left) are `placePatrol`'s.
 */
const ownHost = (s: OwcState, seat: AlliedSeat, hex: string, placed: number, at: string): void => {
  if (patrolHosts(s, hex, seat).length > placed || !patrolHosts(s, hex).length) return;
  fail('17.2', 'patrol-place', `${hex}: a patrol of yours needs a face-down unit you command there (F.1)`, at, {
    hex,
    why: 'ally-host',
  });
};

export const placePatrol = (s: OwcState, side: SideId, hex: string, at: string, out: GameEvent[]): void => {
  const box = patrolsInBox(s, side);
  if (!has(s, 'patrols') || !box.length) fail('17.2', 'no-patrol', 'no patrol left in your box', at);
  if (patrolRoom(s, side, hex) <= 0)
    fail('17.2', 'patrol-place', `${hex}: one patrol per concealed unit out of contact, stacking permitting`, at, {
      hex,
    });
  const id = box[0];
  s.units[id] = { id, where: 'map', hex, broken: false, concealed: true, placed: true };
  s.fresh?.units.push(id); // 16: a patrol seen removed earlier in this stretch may come back at once (17.2)
  out.push(evFor('patrol-placed', { unit: id, hex }, side, '17.2'));
};

/** the hexes where `side` may place a patrol now */
export const patrolHexes = (s: OwcState, side: SideId): string[] => {
  if (!has(s, 'patrols') || !patrolsInBox(s, side).length) return [];
  const b = boardOf(s);
  const places = patrolPlaces(b, side); // one search for every hex
  return [...places.keys()].filter((h) => patrolRoom(s, side, h, b, places) > 0).sort();
};

/**
 * Our reading of 16 for the log: a unit turned face down at the end of the phase is named, in that
 * phase's log lines, to its owner only (the other side saw a counter move and turn over).
 */
const privatise = (s: OwcState, out: GameEvent[], ids: readonly string[], side: SideId): void => {
  if (s.fresh) s.fresh.units.push(...ids);
  const hidden = new Set(ids);
  for (const e of out) if (hidden.has((e.data as { unit?: string }).unit ?? '')) e.visibleTo = [side];
};

/** standing `conceal: all`: every eligible unit face down, then a patrol wherever one may go */
const hideAll = (s: OwcState, side: SideId, out: GameEvent[]): void => {
  const ids = concealable(s, side);
  for (const id of ids) unitW(s, id).concealed = true;
  privatise(s, out, ids, side);
  if (ids.length) out.push(evFor('concealed', { side, units: ids }, side, '16'));
  for (let hs = patrolHexes(s, side); hs.length; hs = patrolHexes(s, side))
    placePatrol(s, side, hs[0], 'standing', out);
};
