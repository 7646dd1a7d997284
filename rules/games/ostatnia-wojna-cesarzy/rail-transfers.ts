import { findPaths } from '../../core/path.js';
import { fail } from '../../core/errors.js';
import type { Board } from './ctx.js';
import { inContact } from './geo.js';
import { type MapIndex, sideOfNation } from './mapindex.js';
import type { SideId } from './schema.js';

/**
 * Rule 18, rail transfers: from a town to a town joined by rail, neither they nor any hex between in
 * contact with the enemy (18.1), never into a town the enemy controlled at the start of the phase
 * (18.2), within the phase's line and station capacity (18.3, 18.3.1, AMB-39) and the side's
 * Transports (18.4). The route is the engine's: the shortest one (fewest hexes) the capacity left
 * still allows, ties by the map's neighbour order, so a later transfer may go round a full line.
 */
export type LineKind = 'trunk' | 'ordinary';
export interface RailNet {
  /** hex → rail neighbour → the best line kind joining them (a trunk where both run) */
  next: Map<string, Map<string, LineKind>>;
  /** stations reached by at least one trunk line (18.3: they load or unload two units) */
  trunkStation: Set<string>;
  /** hex → its rail neighbours, in `next`'s order (the searches' neighbour lists, made once) */
  list: Map<string, string[]>;
  /** hex → rail neighbour → the segment's key in `RailUse.segments` and its capacity for each side (18.3) */
  edge: Map<string, Map<string, { key: string; cap: Record<SideId, number> }>>;
}
const NETS = new WeakMap<MapIndex, RailNet>();
export const railNet = (m: MapIndex): RailNet => {
  let n = NETS.get(m);
  if (n) return n;
  n = { next: new Map(), trunkStation: new Set(), list: new Map(), edge: new Map() };
  for (const r of m.data.railways)
    for (let i = 1; i < r.hexes.length; i++) {
      const [a, b] = [r.hexes[i - 1], r.hexes[i]];
      for (const [x, y] of [
        [a, b],
        [b, a],
      ]) {
        let e = n.next.get(x);
        if (!e) n.next.set(x, (e = new Map()));
        if (e.get(y) !== 'trunk') e.set(y, r.kind);
      }
    }
  for (const r of m.data.railways)
    if (r.kind === 'trunk') for (const h of r.hexes) if (m.towns.has(h)) n.trunkStation.add(h);
  for (const [h, e] of n.next) {
    n.list.set(h, [...e.keys()]);
    const caps = new Map<string, { key: string; cap: Record<SideId, number> }>();
    for (const [c, kind] of e)
      caps.set(c, {
        key: seg(h, c),
        cap: { russians: segmentCapacity(m, 'russians', h, c, kind), allies: segmentCapacity(m, 'allies', h, c, kind) },
      });
    n.edge.set(h, caps);
  }
  NETS.set(m, n);
  return n;
};

/** 18.4.1, 18.4.2: Transports per movement phase; doubled at the price of the next phase (AMB-40) */
export const TRANSPORTS: Record<SideId, number> = { russians: 3, allies: 5 };

/** What a side's rail transfers have used in the current movement phase (sparse). */
export interface RailUse {
  transports: number;
  /** "a|b" segment → units carried over it */
  segments: Record<string, number>;
  /** station → units loaded or unloaded there (AMB-39: one count for both) */
  stations: Record<string, number>;
}
export const emptyUse = (): RailUse => ({ transports: 0, segments: {}, stations: {} });
const seg = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** 18.3.1: a segment with a hex on enemy territory is on enemy territory */
const enemySoil = (m: MapIndex, side: SideId, a: string, b: string): boolean =>
  sideOfNation(m.nat(a)) !== side || sideOfNation(m.nat(b)) !== side;
/** 18.3, 18.3.1: how many units a segment carries a phase (0: not usable) */
export const segmentCapacity = (m: MapIndex, side: SideId, a: string, b: string, kind: LineKind): number =>
  enemySoil(m, side, a, b) ? (kind === 'trunk' ? 1 : 0) : kind === 'trunk' ? 2 : 1;
export const stationCapacity = (net: RailNet, h: string): number => (net.trunkStation.has(h) ? 2 : 1);

/** 18.4: 1 Transport, and 1 more for every further front on which the route runs more than one hex */
export const transportsFor = (m: MapIndex, path: string[]): number => {
  const per = new Map<string, number>();
  let over = 0; // fronts run more than one hex, counted as they reach their second
  for (const h of path) {
    const f = m.front(h);
    const n = (per.get(f) ?? 0) + 1;
    per.set(f, n);
    if (n === 2) over++;
  }
  return Math.max(1, over);
};

/**
 * The engine's routes from a town (18.1 clear of contact; with `capacity`, 18.3's lines this phase
 * left open): the shortest, ties by the map's neighbour order. Without `target` it reaches every
 * town, each by the path a search for that town alone finds (the search settles it the same way).
 */
export const railRoutes = (
  b: Board,
  side: SideId,
  from: string,
  use: RailUse,
  capacity: boolean,
  target?: string,
  /** the hexes closed to this unit (the campaign's 30.1, 37.5): no route enters one */
  closed?: ((hex: string) => unknown) | null,
) => {
  const { m } = b;
  const net = railNet(m);
  return findPaths({
    start: from,
    ...(target === undefined ? {} : { target }),
    neighbours: (h) => net.list.get(h) ?? [],
    cost: (a, c) => {
      const e = net.edge.get(a)!.get(c)!;
      const cap = e.cap[side];
      if (capacity && (cap === 0 || (use.segments[e.key] ?? 0) >= cap)) return null;
      if (closed?.(c)) return null;
      return inContact(b, c, side) ? null : 1;
    },
  });
};

export interface RailLeg {
  unit: string;
  from: string;
  to: string;
}
export interface RailOpts {
  /** town control at the start of the phase (18.2); the board's state otherwise */
  control?: Record<string, SideId>;
  /** 18.4.1/18.4.2: the doubled allowance */
  doubled?: boolean;
  /** the batch place of this leg, for refusals */
  at?: string;
  /** an arrival (19): it starts at an edge hex, not at a town, and loads nowhere */
  entry?: boolean;
  /** the view's one search from the leg's town for many legs (`railRoutes` with capacity, on the same use) */
  routes?: { pathTo: (cell: string) => string[] | undefined };
  /** the view's judgement of one leg alone: `use` is read, not updated (no segment or station counted) */
  dry?: boolean;
  /** the hexes closed to the unit (the campaign's 30.1, 37.5; the rule that closes one): the route goes around them */
  closed?: ((hex: string) => { rule: string; code: string; message: string } | null) | null;
}

/**
 * One transfer on top of what the phase has used: the route and its Transports, with `use` updated;
 * a refusal names the rule. `use` is the caller's copy (apply works on a copy of the state).
 */
export const railLeg = (
  b: Board,
  side: SideId,
  leg: RailLeg,
  use: RailUse,
  o: RailOpts = {},
): { path: string[]; transports: number } => {
  const { m } = b;
  const net = railNet(m);
  const at = o.at;
  for (const [h, what] of [
    [leg.from, 'from'],
    [leg.to, 'to'],
  ] as const) {
    if (!(what === 'from' && o.entry ? net.next.has(h) : m.towns.has(h) && net.next.has(h)))
      fail('18.1', 'rail-town', `${h} is not a town on a railway`, at && `${at}.${what}`);
    if (inContact(b, h, side)) fail('18.1', 'rail-contact', `${h} is in contact with the enemy`, at && `${at}.${what}`);
  }
  if (leg.from === leg.to) fail('18.1', 'rail-same', 'a rail transfer goes to another town', at && `${at}.to`);
  const control = o.control ?? b.s.control;
  if (control[leg.to] && control[leg.to] !== side)
    fail('18.2', 'rail-enemy-town', `${leg.to} was held by the enemy at the start of the phase`, at && `${at}.to`);
  for (const h of o.entry ? [leg.to] : [leg.from, leg.to])
    if ((use.stations[h] ?? 0) >= stationCapacity(net, h))
      fail('18.3', 'rail-station', `the station at ${h} has loaded or unloaded all it may this phase`, at);
  const route = (capacity: boolean): string[] | undefined =>
    capacity && o.routes
      ? o.routes.pathTo(leg.to)
      : railRoutes(b, side, leg.from, use, capacity, leg.to, o.closed).pathTo(leg.to);
  const path = route(true);
  if (!path && o.closed) {
    // only the closed hexes stop it: their rule names the refusal
    const open = railRoutes(b, side, leg.from, use, true, leg.to).pathTo(leg.to);
    const shut = open?.map((h) => o.closed!(h)).find((p) => p);
    if (shut) fail(shut.rule, shut.code, `${shut.message} (no railway from ${leg.from} to ${leg.to} around it)`, at);
  }
  if (!path) {
    // which rule stops it: the enemy's contact (18.1) or this phase's capacity (18.3)
    if (!route(false)) fail('18.1', 'rail-route', `no railway from ${leg.from} to ${leg.to} clear of the enemy`, at);
    fail('18.3', 'rail-route', `every railway from ${leg.from} to ${leg.to} is full this phase`, at);
  }
  const transports = transportsFor(m, path);
  const allowance = TRANSPORTS[side] * (o.doubled ? 2 : 1);
  if (use.transports + transports > allowance)
    fail(
      '18.4',
      'rail-transports',
      `${use.transports + transports} Transports needed, ${allowance} allowed this phase`,
      at,
    );
  if (o.dry) return { path, transports };
  use.transports += transports;
  for (let i = 1; i < path.length; i++)
    use.segments[seg(path[i - 1], path[i])] = (use.segments[seg(path[i - 1], path[i])] ?? 0) + 1;
  for (const h of [leg.from, leg.to]) use.stations[h] = (use.stations[h] ?? 0) + 1;
  return { path, transports };
};

/** Several transfers of one phase, in order: each route and the phase's use, or the first refusal. */
export const planRail = (
  b: Board,
  side: SideId,
  legs: RailLeg[],
  o: Omit<RailOpts, 'at'> = {},
  use: RailUse = emptyUse(),
) => ({
  legs: legs.map((l, i) => railLeg(b, side, l, use, { ...o, at: `orders[${i}]` })),
  use,
});

/**
 * 19 with AMB-24: an arrival enters by rail along a railway from one of the owner's board edges on
 * the front he picks, to a town, for 1 Transport, within the phase's capacity and clear of contact.
 * The entry is the edge hex with the shortest route (ties by the map's hex order).
 */
export const railArrival = (
  b: Board,
  side: SideId,
  leg: { unit: string; to: string; front: string },
  use: RailUse,
  o: RailOpts = {},
): { path: string[]; transports: number } => {
  const { m } = b;
  const net = railNet(m);
  const starts = [...net.next.keys()]
    .filter((h) => m.isEdge(h) && m.edgeOwner(h) === side && m.front(h) === leg.front && !inContact(b, h, side))
    .sort();
  let best: { path: string[]; transports: number } | null = null;
  let last: unknown = null;
  for (const from of starts) {
    // a trial on a copy of the use: only the chosen entry is booked
    const trial: RailUse = { transports: 0, segments: { ...use.segments }, stations: { ...use.stations, [from]: 0 } };
    try {
      const r = railLeg(b, side, { unit: leg.unit, from, to: leg.to }, trial, { ...o, entry: true });
      if (!best || r.path.length < best.path.length) best = { path: r.path, transports: 1 };
    } catch (e) {
      last = e;
    }
  }
  if (!best) {
    if (last) throw last;
    fail('19', 'arrival-edge', `no railway from an own board edge on front ${leg.front}`, o.at);
  }
  const allowance = TRANSPORTS[side] * (o.doubled ? 2 : 1);
  if (use.transports + 1 > allowance)
    fail('18.4', 'rail-transports', `${use.transports + 1} Transports needed, ${allowance} allowed this phase`, o.at);
  use.transports += 1;
  const p = best.path;
  for (let i = 1; i < p.length; i++) use.segments[seg(p[i - 1], p[i])] = (use.segments[seg(p[i - 1], p[i])] ?? 0) + 1;
  use.stations[leg.to] = (use.stations[leg.to] ?? 0) + 1;
  return best;
};
