import type { Dice, GameEvent } from '../../../core/contract.js';
import { event } from '../../../core/events.js';
import { hqDef, mapOf, position, type Position, unitDef, scenarioIn } from '../ctx.js';
import { sideKey } from '../geometry.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import { versionOf, type TbState } from '../state.js';
import {
  closeByTrains,
  connectedToBases,
  isolationLoss,
  nearLine,
  supplied,
  supplySources,
  trainLines,
  type SupplyCtx,
} from '../supply.js';
import { loseEp } from './losses.js';
import { fogFor } from './masking.js';

/**
 * Rule 15 in the turn: who is supplied when a side's movement phase begins (MA − 1 and 1 EP for
 * moving unsupplied, 15.4), and the isolation roll at the end of phase 4 (15.5.2).
 */
/** the side's manned forts that serve as its supply bases now (15.1.2): intact and not held by the enemy */
const fortBases = (s: TbState, side: SideId, p: Position): string[] => {
  const mi = mapOf(s),
    enemy = enemyOf(side);
  return [...mi.forts.values()]
    .filter(
      (f) => mi.has(f.hex) && f.side === side && f.manned && (s.forts[f.hex] ?? 0) < 2 && !p.occupied[enemy].has(f.hex),
    )
    .map((f) => f.hex);
};
export const supplyCtx = (
  s: TbState,
  side: SideId,
  p: Position = position(s),
  /** the fort bases to count (all of them unless given) */
  forts: readonly string[] = fortBases(s, side, p),
): SupplyCtx => {
  const mi = mapOf(s),
    enemy = enemyOf(side);
  return {
    side,
    enemyOccupied: p.occupied[enemy],
    enemyZoc: p.zoc[enemy],
    friendly: p.units[side],
    bridges: new Set(mi.map.vistulaBridges.filter((b) => !s.bridgesDown.includes(b.id)).map((b) => sideKey(b.a, b.b))),
    cut: new Set(s.cut),
    trains: Object.values(s.trains)
      .filter((t) => t.hex && side === 'ru' && !p.zoc[enemy].has(t.hex))
      .map((t) => t.hex!),
    bases: [
      ...new Set(
        [...mi.bases[side], ...(scenarioIn(s).bases ?? []).filter((b) => b.side === side).map((b) => b.hex)]
          .filter((b) => mi.has(b) && !p.occupied[enemy].has(b))
          .concat(forts),
      ),
    ],
  };
};

export const findUnsupplied = (s: TbState, side: SideId, p: Position = position(s)): string[] => {
  const forts = fortBases(s, side, p);
  const check = supplyCheck(s, side, p);
  if (!fortLimitOn(s) || !forts.length) return check.without(forts);
  // rules version 13 (15.1.2): a manned fort is a base for at most 2 units. Units supplied without the forts are
  // supplied; each of the others takes a place in a fort that would supply it alone, those with the fewest such
  // forts first (then by id), while places last
  const cut = check.without([]);
  const left = new Set(cut);
  if (!cut.length) return cut;
  const all = new Set(check.without(forts));
  const hopeful = cut.filter((id) => !all.has(id));
  if (!hopeful.length) return cut;
  const options = new Map<string, string[]>(hopeful.map((id) => [id, []]));
  for (const f of forts) {
    const still = new Set(check.without([f], hopeful));
    for (const id of hopeful) if (!still.has(id)) options.get(id)!.push(f);
  }
  for (const id of seatInForts(forts, options)) left.delete(id);
  return cut.filter((id) => left.has(id));
};
/**
 * 15.1.2: the units that take a place in a fort base (2 each), from each unit's forts that would serve it
 * alone: those with the fewest such forts first (then by id), while places last (greedy)
 */
const seatInForts = (forts: readonly string[], options: ReadonlyMap<string, string[]>): string[] => {
  const room = new Map(forts.map((f) => [f, FORT_BASE_UNITS]));
  const order = [...options.keys()].sort((a, b) => options.get(a)!.length - options.get(b)!.length || (a < b ? -1 : 1));
  const seated: string[] = [];
  for (const id of order) {
    const f = options.get(id)!.find((x) => room.get(x)! > 0);
    if (!f) continue;
    room.set(f, room.get(f)! - 1);
    seated.push(id);
  }
  return seated;
};
/** 15.1.2: the units a manned fort supplies as a base */
export const FORT_BASE_UNITS = 2;
export const fortLimitOn = (s: TbState): boolean => versionOf(s) >= 13;

/** the side's units unsupplied with these fort bases added to its printed ones (15.2) */
export const unsuppliedBy = (s: TbState, side: SideId, p: Position, forts: readonly string[]): string[] =>
  supplyCheck(s, side, p).without(forts);

/**
 * The side's supply asked with several sets of fort bases (15.1.2): the trains' lines, the 2-hex lines
 * and the network of the printed bases are worked out once. A fort base only adds to the network
 * (sources and the trains' relay only grow with the bases, 15.2.7, 15.3.8), so a unit supplied without
 * forts is supplied with any, and only the others are asked again.
 */
const supplyCheck = (
  s: TbState,
  side: SideId,
  p: Position,
): {
  /** the units unsupplied with `forts` as bases too (of `among`, the units unsupplied without forts unless given) */
  without: (forts: readonly string[], among?: readonly string[]) => string[];
} => {
  const mi = mapOf(s),
    c = supplyCtx(s, side, p, []);
  const lines = trainLines(mi, c);
  const sources0 = supplySources(mi, c);
  const net0 = closeByTrains(new Set(sources0), lines);
  const near = nearLine(mi, c);
  // each corps' HQ on the map (the first of the list, should a corps have two)
  const corpsHq = new Map<string, string>();
  for (const h in s.hqs) {
    const d = hqDef(s, h),
      hex = s.hqs[h].hex;
    if (hex && d.side === side && d.corps && !corpsHq.has(d.corps)) corpsHq.set(d.corps, hex);
  }
  const cutIn = (net: ReadonlySet<string>, ids: readonly string[]): string[] =>
    ids.filter((id) => {
      const corps = unitDef(s, id).corps;
      return !supplied(mi, c, net, s.units[id].hex!, corps ? corpsHq.get(corps) : undefined, near);
    });
  const cut0 = cutIn(
    net0,
    Object.keys(s.units).filter((id) => s.units[id].hex && unitDef(s, id).side === side),
  );
  return {
    without(forts, among = cut0) {
      // a fort among the printed bases' sources adds nothing to them (their rail flood already passed it)
      const more = forts.filter((f) => !sources0.has(f));
      if (!more.length || !among.length) return among as string[];
      const net = new Set(net0);
      for (const h of supplySources(mi, { ...c, bases: more })) net.add(h);
      return cutIn(closeByTrains(net, lines), among);
    },
  };
};

/**
 * 15.5.1: the side's units a supply line of any length links to a base. From rules version 14 a manned fort
 * counts as a base for 2 units here too (15.1.2), seated as for supply: the units linked to the printed bases
 * first, then each of the others in a fort that would link it alone, while places last.
 */
const linkedToBases = (s: TbState, side: SideId, hexes: ReadonlySet<string>): Set<string> => {
  const mi = mapOf(s),
    p = position(s);
  const ids = Object.keys(s.units).filter((id) => s.units[id].hex && unitDef(s, id).side === side);
  const forts = fortBases(s, side, p);
  if (versionOf(s) < 14 || !forts.length) {
    const reach = connectedToBases(mi, supplyCtx(s, side, p, forts), hexes);
    return new Set(ids.filter((id) => reach.has(s.units[id].hex!)));
  }
  const c = supplyCtx(s, side, p, []);
  const reach = connectedToBases(mi, c, hexes);
  const linked = new Set(ids.filter((id) => reach.has(s.units[id].hex!)));
  const cut = ids.filter((id) => !linked.has(id));
  if (!cut.length) return linked;
  // the flood from the printed bases went all the way (some unit was not reached): a fort it reached and passed
  // through (a start, or not marsh) links no hex it did not, so no unit left out; only the other forts are asked
  const apart = forts.filter((f) => !(reach.get(f) === 0 || (reach.has(f) && mi.terrain(f) !== 'marsh')));
  if (!apart.length) return linked;
  // a line reaches from some fort exactly where it reaches from one of them: the units no fort links are left
  // out before each fort is asked alone
  const all = connectedToBases(mi, { ...c, bases: apart }, new Set(cut.map((id) => s.units[id].hex!)));
  const hopeful = cut.filter((id) => all.has(s.units[id].hex!));
  if (!hopeful.length) return linked;
  const cutHexes = new Set(hopeful.map((id) => s.units[id].hex!));
  const options = new Map<string, string[]>(hopeful.map((id) => [id, []]));
  for (const f of apart) {
    const r = connectedToBases(mi, { ...c, bases: [f] }, cutHexes);
    for (const id of hopeful) if (r.has(s.units[id].hex!)) options.get(id)!.push(f);
  }
  for (const id of hopeful) if (!options.get(id)!.length) options.delete(id);
  for (const id of seatInForts(forts, options)) linked.add(id);
  return linked;
};

/** 15.5.2: every isolated unit rolls: 1–2 nothing, 3–4 −2 EP, 5–6 −4 EP */
export const isolationCheck = (s: TbState, dice: Dice, events: GameEvent[]): void => {
  for (const side of ['de', 'ru'] as SideId[]) {
    const hexes = new Set<string>();
    for (const id in s.units) if (s.units[id].hex && unitDef(s, id).side === side) hexes.add(s.units[id].hex!);
    const linked = linkedToBases(s, side, hexes);
    for (const id of Object.keys(s.units)) {
      const u = s.units[id];
      if (!u.hex || unitDef(s, id).side !== side || linked.has(id)) continue;
      const roll = dice.roll(6);
      const ep = isolationLoss(roll);
      events.push(event('isolated', { unit: id, ep }, { rule: '15.5.2', dice: [roll], ...fogFor(s, [id]) }));
      loseEp(s, id, ep, '15.5.2', events);
    }
  }
};

/**
 * 11.1.5–11.1.6 (rules version 7): the guns of `sides` found unsupplied as their combat is resolved
 * (AMB-34a), which pay the unsupplied ammunition rate; before version 7 every gun paid the supplied rate
 */
export const unsuppliedGuns = (
  s: TbState,
  sides: readonly SideId[],
  gunsOf: (side: SideId) => string[],
): Set<string> => {
  const out = new Set<string>();
  if ((s.rulesVersion ?? 1) < 7) return out;
  const p = position(s);
  for (const side of sides) {
    const guns = gunsOf(side);
    if (!guns.length) continue;
    const cut = new Set(findUnsupplied(s, side, p));
    for (const id of guns) if (cut.has(id)) out.add(id);
  }
  return out;
};
