import { defOf, enemyAt, has, sideOf, unitsAt, withMoved, type Board } from './ctx.js';
import { clCrossing, enemyFortress, floodMap, inContact, type FloodMap } from './geo.js';
import { StateSearch } from '../../core/path.js';
import { bridgeheadBlocks } from './bridgeheads.js';
import { fortsOn, isolatedFortress } from './fortresses.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { variant } from './variants.js';
import { closedTo } from './campaign/borders.js';
import { versionOf } from './version.js';
import { hqKey, hqMarches } from './toward-hq.js';

export const STACK = 4; // 5.3
export const mpOf = (s: OwcState, id: string): number => {
  const d = defOf(s, id);
  if (d.size === 'hq') return d.cr!; // 21.2: an HQ's MP are its command range
  return d.arm === 'cavalry' && !s.units[id]?.concealed ? 4 : 3; // 5.1.1; 16.3: 3 MP face down
};

/** AMB-6: a bridged major river counts as a major river for the CL rule and retreats (game option bridges = major-river). */
export const bridgedAsMajor = (s: OwcState, m: Board['m'], a: string, c: string): boolean =>
  variant(s, 'bridges') === 'major-river' && m.side(a, c)?.kind === 'major-river';

/** 5.3, AMB-4: may a move pass through a hex holding four units (game option stackTransit)? */
export const transit = (s: OwcState): boolean => variant(s, 'stackTransit') === 'allowed';

/** `hqCost`: a step 6.2.2 forbids (even where exception 1 lets it be made) costs this under 21.5 (movement.ts `hqSteps`) */
export type Step =
  | { ok: true; cost: number; cl: number; allMp?: boolean; hqCost?: number }
  | { ok: false; rule: string; why: string; key: string; hqCost?: number };

/**
 * The cost of one step a→c for a unit of `side` (5.1.2–5.1.5, 6.2). `startOfPhase` holds "hex|unit"
 * for the friendly units in place when the phase began (6.2.2 exception 1). `through`: the move goes on
 * from c, so a full hex is no obstacle under game option stackTransit = allowed (AMB-4).
 */
export const stepCost = (
  b: Board,
  side: SideId,
  a: string,
  c: string,
  opts: { area: string | null; startOfPhase?: Set<string>; ignoreStack?: boolean; through?: boolean } = { area: null },
): Step => {
  const m = b.m;
  if (!m.has(c) || !m.grid.adjacent(a, c))
    return { ok: false, rule: '5', why: 'not an adjacent hex', key: 'not-adjacent' };
  if (m.impassable(a, c)) return { ok: false, rule: '5.1.4', why: 'lake or high-mountain ridge', key: 'lake-ridge' };
  if (enemyAt(b, c, side)) return { ok: false, rule: '5.1.4', why: 'enemy units', key: 'enemy-units' };
  if (enemyFortress(b, c, side)) return { ok: false, rule: 'A.3', why: 'enemy fortress', key: 'enemy-fortress' };
  if (bridgeheadBlocks(b.s, a, c, side))
    return { ok: false, rule: '26.2', why: 'across the front of an enemy bridgehead', key: 'bridgehead' };
  if (opts.area && m.inRegion(opts.area, a) && !m.inRegion(opts.area, c))
    return { ok: false, rule: 'A.1', why: 'outside the play area', key: 'play-area' };
  if (!opts.ignoreStack && !(opts.through && transit(b.s)) && unitsAt(b, c).length >= STACK)
    return { ok: false, rule: '5.3', why: 'four units already there', key: 'stack' };
  const very = m.cls(c) === 'very';
  const major = m.majorUnbridged(a, c),
    ridge = m.ridge(a, c);
  let cost = (very ? 2 : 1) + (major ? 1 : 0) + (ridge ? 1 : 0);
  const cl = clCrossing(b, side, a, c);
  // 25.1: no leaving an isolated fortress across an enemy control line (pursuit's first step is exempt, 10)
  if (cl.hexes.length && m.fortress(a) === side && fortsOn(b.s) && isolatedFortress(b, a, side))
    return {
      ok: false,
      rule: '25.1',
      why: 'out of an isolated fortress across an enemy control line',
      key: 'isolated-fortress',
    };
  if (cl.hexes.length) {
    if (major || ridge || very || bridgedAsMajor(b.s, m, a, c)) {
      // 6.2.2 exception 1: a friendly unit that was in c when the phase began is still there
      if (opts.startOfPhase && unitsAt(b, c).some((u) => opts.startOfPhase!.has(`${c}|${u}`)))
        return { ok: true, cost: 0, cl: cl.hexes.length, allMp: true, hqCost: cost + 1 };
      return {
        ok: false,
        rule: '6.2.2',
        why: 'enemy control line with a major river, ridge or very difficult terrain',
        key: 'control-line',
        hqCost: cost + 1, // 21.5 (ours): the terrain's cost and the CL's +1, as 6.2.1 would charge it
      };
    }
    cost += 1; // 6.2.1 (AMB-10: one surcharge per step)
  }
  return { ok: true, cost, cl: cl.hexes.length };
};

/** "hex|unit" for every unit of `side` where it stands at the start of a phase (6.2.2 exception 1). */
export const heldHexes = (b: Board, side: SideId): Set<string> => {
  const out = new Set<string>();
  for (const [h, ids] of b.occ) for (const u of ids) if (sideOf(b.s, u) === side) out.add(`${h}|${u}`);
  return out;
};

export interface ReachTarget {
  cell: string;
  cost: number;
  path: string[];
  allMp?: boolean;
  /** 21.5: the path makes one step 6.2.2 forbids, toward this HQ, and the unit is broken by it */
  towardHq?: string;
}
/**
 * What one board's searches found, by start hex and MP: the units of one stack (one side's) with
 * equal MP reach the same hexes by the same paths, since a stack leaving its hex is the same for
 * each. A memo belongs to one board and one `opts`; the targets in it are shared, never to be changed.
 */
export type ReachMemo = Map<string, ReachTarget[]>;

/** 30.1, 37.5: hexes a unit's march may not enter, with a key naming the set (units with one key share it) */
export interface Closed {
  key: string;
  closed: (hex: string) => unknown;
}
export interface ReachOpts {
  area: string | null;
  startOfPhase: Set<string>;
  closed?: Closed | null;
  /** 21.5: the unit may use it (command.ts `mayUseTowardHq`); the key of the HQs it answers to (memo) */
  hq?: string | null;
}

/** Every hex the unit may end its move in, with the cheapest path (for the options view and random play). */
export const reach = (b: Board, unit: string, mp: number, opts: ReachOpts, memo?: ReachMemo): ReachTarget[] => {
  const from = b.s.units[unit].hex!;
  const key = `${from}|${mp}${opts.closed ? `|${opts.closed.key}` : ''}${opts.hq ? `|hq:${opts.hq}` : ''}`;
  let out = memo?.get(key);
  if (!out) {
    out = search(b, unit, mp, opts);
    memo?.set(key, out);
  }
  return out;
};

/** a step that may not be taken */
const BARRED = -1;

/**
 * The march search: core's StateSearch over the numbered cells (geo.ts floodMap), the state a cell's
 * number and a step's slot in f.nbr its place k in the cell's list. Its working arrays are kept per map
 * and lent to one search at a time (a search begun inside another's callback gets fresh ones).
 */
const SEARCHES = new WeakMap<FloodMap, StateSearch>();
const searchCells = <T>(f: FloodMap, use: (x: StateSearch) => T): T => {
  const x = SEARCHES.get(f) ?? new StateSearch(f.labels.length);
  SEARCHES.delete(f);
  try {
    return use(x);
  } finally {
    SEARCHES.set(f, x);
  }
};

/**
 * One board's step costs (stepCost with the moving unit's stack left as it stands), by side and play
 * area, then by the step (slot k of the numbered cells' neighbour list, geo.ts floodMap): every search
 * on the board shares them (a view runs one search per stack, over mostly the same hexes).
 * UNKNOWN: not yet asked; BARRED: the step is not allowed.
 */
const UNKNOWN = -2;
const STEPS = new WeakMap<Board['occ'], { s: OwcState; m: Board['m']; tables: Map<string, Int8Array> }>();
const stepTable = (b: Board, side: SideId, area: string | null, size: number): Int8Array => {
  let e = STEPS.get(b.occ);
  if (!e || e.s !== b.s || e.m !== b.m) STEPS.set(b.occ, (e = { s: b.s, m: b.m, tables: new Map() }));
  const key = `${side}|${area}`;
  let t = e.tables.get(key);
  if (!t) e.tables.set(key, (t = new Int8Array(size).fill(UNKNOWN)));
  return t;
};

/**
 * The part of a step's cost that reads only the map (stepCost: lake or ridge, an enemy fortress, leaving
 * the play area; the terrain's cost; whether an enemy CL bars the step, 6.2.2), by side, play area and
 * game option bridges, then by step slot: UNKNOWN, BARRED, or the cost plus HARD when a CL bars it.
 */
const HARD = 8;
const MAP_STEPS = new WeakMap<Board['m'], Map<string, Int8Array>>();
const mapSteps = (b: Board, side: SideId, area: string | null, size: number): Int8Array => {
  let per = MAP_STEPS.get(b.m);
  if (!per) MAP_STEPS.set(b.m, (per = new Map()));
  const key = `${side}|${area}|${variant(b.s, 'bridges')}`;
  let t = per.get(key);
  if (!t) per.set(key, (t = new Int8Array(size).fill(UNKNOWN)));
  return t;
};
const mapStep = (b: Board, side: SideId, area: string | null, a: string, c: string): number => {
  const m = b.m;
  if (m.impassable(a, c)) return BARRED;
  const f = m.fortress(c);
  if (f !== undefined && f !== side) return BARRED;
  if (area && m.inRegion(area, a) && !m.inRegion(area, c)) return BARRED;
  const very = m.cls(c) === 'very';
  const major = m.majorUnbridged(a, c),
    ridge = m.ridge(a, c);
  const cost = (very ? 2 : 1) + (major ? 1 : 0) + (ridge ? 1 : 0);
  return major || ridge || very || bridgedAsMajor(b.s, m, a, c) ? cost + HARD : cost;
};
/**
 * stepCost(b, side, a, c, { area, through: true }) for a step whose start is no own fortress (25.1 is
 * then silent), as its cost or BARRED: the map's part kept by slot, the board's part asked here.
 */
const boardStep = (
  b: Board,
  side: SideId,
  area: string | null,
  statics: Int8Array,
  k: number,
  a: string,
  c: string,
): number => {
  let st = statics[k];
  if (st === UNKNOWN) statics[k] = st = mapStep(b, side, area, a, c);
  if (st === BARRED || enemyAt(b, c, side) || bridgeheadBlocks(b.s, a, c, side)) return BARRED;
  if (!transit(b.s) && unitsAt(b, c).length >= STACK) return BARRED;
  if (!clCrossing(b, side, a, c).hexes.length) return st & (HARD - 1);
  return st & HARD ? BARRED : (st & (HARD - 1)) + 1; // 6.2.2; 6.2.1
};

const search = (b: Board, unit: string, mp: number, opts: ReachOpts): ReachTarget[] => {
  const side = sideOf(b.s, unit);
  const from = b.s.units[unit].hex!;
  const closed = opts.closed?.closed;
  const f = floodMap(b.m);
  const table = stepTable(b, side, opts.area, f.nbr.length);
  const statics = mapSteps(b, side, opts.area, f.nbr.length);
  // The board without the mover differs from b only in its own hex, which a step's cost sees in two
  // cases: AMB-9 (a fortified area separates only while another own unit holds it) on a step out of
  // it, and 25.1's encirclement of an own fortress (6.2.4: own units cancel a CL in the flood fill).
  // Those steps are tried on the board without the mover, every other one is the board's own.
  // Steps out of such hexes (whoever moves) are not kept in the board's table.
  let without: Board | undefined;
  const forts = fortsOn(b.s);
  const fort = (h: string): boolean => forts && b.m.fortress(h) === side;
  const sensitive = (h: string): boolean => b.m.fortified(h) > 0 || fort(h);
  const boardFor = (h: string): Board => (h === from || fort(h) ? (without ??= withMoved(b, unit, from, null)) : b);
  const step = (bd: Board, h: string, n: string): number => {
    const st = stepCost(bd, side, h, n, { area: opts.area, through: true });
    return st.ok ? st.cost : BARRED;
  };
  const labels = f.labels;
  let hl = '';
  let hSensitive = false;
  let hLast = -1;
  const cost = (h: number, n: number, k: number): number | null => {
    if (h !== hLast) {
      hLast = h;
      hl = labels[h];
      hSensitive = sensitive(hl);
    }
    const nl = labels[n];
    if (closed?.(nl)) return null;
    if (hSensitive) {
      const c = step(boardFor(hl), hl, nl);
      return c === BARRED ? null : c;
    }
    const slot = f.start[h] + k;
    let c = table[slot];
    if (c === UNKNOWN) table[slot] = c = boardStep(b, side, opts.area, statics, slot, hl, nl);
    return c === BARRED ? null : c;
  };
  const start = f.index.get(from)!;
  return searchCells(f, (x) => {
    const r = x.search({ start, next: (h) => f.lists[h], cost, budget: mp, name: (h) => labels[h] });
    const order = r.order;
    // the labels of the path start → i, the start left out
    const pathTo = (i: number): string[] => {
      const path: string[] = [];
      for (let c = i; c !== start; c = r.prevOf(c)) path.push(labels[c]);
      return path.reverse();
    };
    const isDone = (l: string): boolean => {
      const i = f.index.get(l);
      return i !== undefined && r.has(i);
    };
    const out: ReachTarget[] = [];
    // the mover's own hex is never a target: every other hex holds on b what it holds without the mover
    for (const i of order) {
      const cell = labels[i];
      if (i !== start && unitsAt(b, cell).length < STACK) out.push({ cell, cost: r.costTo(i)!, path: pathTo(i) });
    }
    // 6.2.2 exception 1: one step onto a friend that held its hex since the phase began, for all MP:
    // the whole move (AMB-8), or under game option exceptionMove = last-step the end of any move with MP left
    const bases = variant(b.s, 'exceptionMove') === 'last-step' ? [...order].filter((i) => r.costTo(i)! < mp) : [start];
    const added = new Set<string>();
    for (const i of bases) {
      const h = labels[i];
      for (const n of b.m.grid.neighbourCells(h)) {
        if (isDone(n) || added.has(n) || unitsAt(b, n).length >= STACK || closed?.(n)) continue;
        const st = stepCost(boardFor(h), side, h, n, { area: opts.area, startOfPhase: opts.startOfPhase });
        if (!st.ok || !st.allMp) continue;
        added.add(n);
        out.push({ cell: n, cost: mp, path: i === start ? [n] : [...pathTo(i), n], allMp: true });
      }
    }
    // 21.5 (rules version 7): marches making one step 6.2.2 forbids, toward an own HQ (toward-hq.ts)
    if (opts.hq)
      out.push(
        ...hqMarches({
          b,
          unit,
          mp,
          from,
          reached: order,
          costTo: (i) => r.costTo(i)!,
          label: (i) => labels[i],
          pathTo,
          have: () => new Set(out.map((t) => t.cell)),
          closed,
          lifted: boardFor(from),
          step: (h, n) => stepCost(boardFor(h), side, h, n, { area: opts.area, through: true }),
          endable: (n) => unitsAt(b, n).length < STACK,
          onward: (n, budget) =>
            searchCells(f, (y) => {
              const q = y.search({
                start: f.index.get(n)!,
                next: (h) => f.lists[h],
                cost,
                budget,
                name: (h) => labels[h],
              });
              const path = (j: number): string[] =>
                q
                  .pathTo(j)!
                  .slice(1)
                  .map((c) => labels[c]);
              return [...q.order].map((j) => ({ cell: labels[j], cost: q.costTo(j)!, path: path(j) }));
            }),
        }),
      );
    return out;
  });
};

/** 4.1: a Reserve is not adjacent to enemy units or enemy fortresses. */
export const isReserve = (b: Board, unit: string): boolean => {
  const u = b.s.units[unit];
  if (u.concealed) return u.where === 'map'; // 16.3: a concealed unit is always a Reserve
  return u.where === 'map' && !!u.hex && !inContact(b, u.hex, sideOf(b.s, unit));
};

/** Units of `side` that may march in the current movement phase (5, 4.2). */
export const movers = (s: OwcState, _b: Board, side: SideId, reservesOnly: string[] | null): string[] =>
  Object.values(s.units)
    .filter((u) => u.where === 'map' && sideOf(s, u.id) === side && !u.moved && !u.placed && !u.dug)
    .filter((u) => (reservesOnly ? reservesOnly.includes(u.id) : !u.attackedNormal))
    .map((u) => u.id);

export const areaOf = (s: OwcState): string | null => (has(s, 'A.1') ? s.area : null);

/** Where `unit` may march now: its reach, less paths through a hex closed to it (30.1, 37.5 in the campaign). */
export const marchTargets = (
  s: OwcState,
  b: Board,
  unit: string,
  held: Set<string>,
  memo?: ReachMemo,
  around = true,
  /** 21.5's marches too (the player's and the random player's; never an obligation's: the break is his choice) */
  towardHq = false,
): ReachTarget[] => {
  const closed = closedTo(s, b.m, unit);
  const opts = { area: areaOf(s), startOfPhase: held, hq: towardHq ? hqKey(s, unit) : null };
  if (!closed) return reach(b, unit, mpOf(s, unit), opts, memo);
  if (around) return reach(b, unit, mpOf(s, unit), { ...opts, closed: { key: defOf(s, unit).nat, closed } }, memo);
  // rules version 2: the cheapest paths only, less those through a closed hex (obligations keep it)
  return reach(b, unit, mpOf(s, unit), opts, memo).filter((t) => t.path.every((h) => !closed(h)));
};
/**
 * Rules version 3 (version.ts): a march goes around a hex closed to it (30.1, 37.5) when a longer path
 * avoids it, so 5.3's obligation to leave an overstacked hex counts such marches; version 2 counted only
 * the cheapest paths that avoided closed hexes. (The view offers the longer paths in every version:
 * apply checks the path it is given.)
 */
export const MARCH_AROUND_CLOSED = 3;

/**
 * What the normal movement phase must do (5.3, A.1): units of overstacked hexes leave until four
 * remain, and units pushed out of the play area come back into it, whenever they can.
 */
export interface Obligations {
  /** units outside the area that can reach it this phase: each must end inside */
  enterArea: string[];
  /** hexes holding more than four: how many must leave, and which units could */
  overstack: { hex: string; excess: number; units: string[] }[];
}
export const obligations = (s: OwcState, b: Board, side: SideId, allowed: string[], held: Set<string>): Obligations => {
  const area = areaOf(s);
  const enterArea: string[] = [];
  const overstack: Obligations['overstack'] = [];
  const memo: ReachMemo = new Map();
  const around = versionOf(s) >= MARCH_AROUND_CLOSED;
  const targets = (u: string): ReachTarget[] => marchTargets(s, b, u, held, memo, around);
  for (const u of allowed) {
    const h = s.units[u].hex!;
    if (area && !b.m.inRegion(area, h) && targets(u).some((t) => b.m.inRegion(area, t.cell))) enterArea.push(u);
  }
  for (const [h, ids] of b.occ) {
    const mine = ids.filter((u) => sideOf(s, u) === side);
    if (mine.length <= STACK) continue;
    const units = mine.filter((u) => allowed.includes(u) && targets(u).length > 0);
    if (units.length) overstack.push({ hex: h, excess: Math.min(mine.length - STACK, units.length), units });
  }
  return { enterArea, overstack };
};
