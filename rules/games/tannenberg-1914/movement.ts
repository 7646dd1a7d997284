import { findPaths, type Reach } from '../../core/path.js';
import type { Kind } from './pieces.js';
import { type MapIndex, TERRAIN_NAMES } from './terrain.js';
import { printSet, recentMemo } from './memo.js';

/**
 * Rule 4: what a step costs and whether it is allowed (4.2–4.4, 8.2, 12.4.3), and whole paths
 * through core's path finder. The caller describes the position around the mover in a MoveCtx.
 */
export interface MoveCtx {
  /** hexes in the mover's enemy ZOC (8.1) — entering costs +1 and stops (8.2.1–8.2.2) */
  enemyZoc: ReadonlySet<string>;
  /** ZOC hexes of enemy empty masking markers only: +1 MP, no stop, the marker goes (16.2.7) */
  softZoc?: ReadonlySet<string>;
  /** hexes holding enemy pieces the mover may not enter (4.2.1); a lone enemy train is not one (15.3.6) */
  enemyOccupied: ReadonlySet<string>;
  /** enemy manned fortification hexes not yet destroyed (12.3.4) */
  enemyForts: ReadonlySet<string>;
  /** hexes holding a friendly supply train (+1 MP, 4.4.3) */
  friendlyTrains: ReadonlySet<string>;
  /** hexes holding friendly infantry or cavalry (artillery, HQs and trains may enter an enemy ZOC there, 8.2.3) */
  friendlyTroops: ReadonlySet<string>;
  /** hexside keys of Vistula bridges still standing (4.3.6, 6.0) */
  bridges: ReadonlySet<string>;
  /**
   * when `enemyZoc` is all the enemy's ZOC: the hexes of the enemy pieces exerting it (ctx.ts
   * `zocSources`), which with `enemyForts` fix it; the memos' print writes these instead (a view's)
   */
  zocFrom?: ReadonlySet<string>;
}
export interface Mover {
  kind: Kind;
  /** artillery, HQs and trains moving together with infantry or cavalry (8.2.3) */
  withTroops?: boolean;
}

export type StepResult =
  | { ok: true; cost: number; stop: boolean }
  | { ok: false; rule: string; reason: string; params?: Record<string, string | number> };

/**
 * 4.3: a lake or sea hex is never entered. The refusal carries the terrain's name in both languages
 * (`terrain` in English as the words say it, `terrainPl` for the page), from the one table TERRAIN_NAMES.
 */
const waterHex = (mi: MapIndex, to: string) =>
  ({
    ok: false,
    rule: '4.3',
    reason: `${to} is ${TERRAIN_NAMES[mi.terrain(to)].en}`,
    params: { why: 'terrain', to, terrain: mi.terrain(to), terrainPl: TERRAIN_NAMES[mi.terrain(to)].pl },
  }) as const;

export const stepCost = (mi: MapIndex, ctx: MoveCtx, m: Mover, from: string, to: string): StepResult => {
  const T = mi.tables.terrain;
  if (!mi.has(to) || !mi.board.adjacent(from, to))
    return { ok: false, rule: '4.1', reason: 'not an adjacent hex on the map', params: { why: 'not-adjacent' } };
  // (reach only ever asks about neighbours; checkPath asks about anything a player sends)
  if (mi.water(to)) return waterHex(mi, to);
  const edge = mi.edge(from, to);
  const side = edge.side;
  if (side.lake) return { ok: false, rule: '4.3', reason: 'a lake hexside', params: { why: 'lake-side' } };
  if (side.river === 'vistula' && !ctx.bridges.has(edge.key))
    return { ok: false, rule: '4.3.6', reason: 'the Vistula is crossed only at a bridge', params: { why: 'vistula' } };
  if (ctx.enemyOccupied.has(to))
    return { ok: false, rule: '4.2.1', reason: 'an enemy-occupied hex', params: { why: 'enemy-hex' } };
  if (ctx.enemyForts.has(to))
    return { ok: false, rule: '12.3.4', reason: 'an enemy manned fortification', params: { why: 'enemy-fort' } };
  const troop = m.kind === 'inf' || m.kind === 'cav' || m.kind === 'marker';
  if (!troop && ctx.enemyZoc.has(to) && !ctx.friendlyTroops.has(to) && !m.withTroops)
    return {
      ok: false,
      rule: '8.2.3',
      reason: 'artillery, HQs and trains enter an enemy ZOC only with infantry or cavalry',
      params: { why: 'zoc-with-troops' },
    };
  const road = edge.road;
  const alongLine = road || !!edge.rail;
  let cost: number;
  if (m.kind === 'train' && road)
    cost = T.trainRoad; // ½ MP along roads only (4.3.2, AMB-67)
  else if (alongLine && m.kind !== 'train')
    cost = T.road; // 4.3.3: roads and railways, whatever the terrain
  else cost = (T.hexes[mi.terrain(to)].mp ?? Infinity) + (mi.hill(to) ? T.hill.mp : 0);
  if (side.river && !alongLine) cost += T.rivers[side.river].mp; // 4.3.5; a road's bridge spares it (AMB-68)
  if (side.wire) cost += T.wire.mp; // 12.4.3
  if (m.kind !== 'train' && ctx.friendlyTrains.has(to)) cost += 1; // 4.4.3
  const stop = ctx.enemyZoc.has(to);
  if (stop || ctx.softZoc?.has(to)) cost += 1; // 8.2.2, 16.2.7
  return { ok: true, cost, stop };
};

/** 8.2.5: infantry, cavalry and markers starting in an enemy ZOC cannot move; artillery, HQs and trains may leave. */
export const mayLeave = (ctx: MoveCtx, m: Mover, start: string): boolean =>
  !((m.kind === 'inf' || m.kind === 'cav' || m.kind === 'marker') && ctx.enemyZoc.has(start));

export type PathCheck =
  | { ok: true; cost: number }
  | { ok: false; rule: string; reason: string; at: number; params?: Record<string, string | number> };
/** a declared path (start first) walked step by step within `ma` MP; entering an enemy ZOC must end it */
export const checkPath = (mi: MapIndex, ctx: MoveCtx, m: Mover, path: readonly string[], ma: number): PathCheck => {
  if (path.length > 1 && !mayLeave(ctx, m, path[0]))
    return {
      ok: false,
      rule: '8.2.5',
      reason: 'a unit in an enemy ZOC leaves it only by combat',
      at: 1,
      params: { why: 'zoc-leave' },
    };
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const s = stepCost(mi, ctx, m, path[i - 1], path[i]);
    if (!s.ok) return { ok: false, rule: s.rule, reason: s.reason, at: i, params: s.params };
    cost += s.cost;
    if (cost > ma)
      return {
        ok: false,
        rule: '4.2.2',
        reason: `the path costs more than ${ma} MP`,
        at: i,
        params: { why: 'cost', ma },
      };
    if (s.stop && i < path.length - 1)
      return {
        ok: false,
        rule: '8.2.1',
        reason: 'a unit entering an enemy ZOC stops',
        at: i + 1,
        params: { why: 'zoc-stop' },
      };
  }
  return { ok: true, cost };
};

/** every hex the mover reaches within `ma` MP (core's path finder), stopping in enemy ZOC */
export const reach = (mi: MapIndex, ctx: MoveCtx, m: Mover, start: string, ma: number): Reach =>
  findPaths({
    start,
    neighbours: (h) => (h === start && !mayLeave(ctx, m, start) ? [] : mi.board.neighbourCells(h)),
    cost: (a, b) => {
      const s = stepCost(mi, ctx, m, a, b);
      return s.ok ? s.cost : null;
    },
    budget: ma,
    stopAt: (h) => ctx.enemyZoc.has(h),
  });

/** what stepCost and mayLeave read of a mover: a troop (infantry, cavalry, a marker), a train or neither, and whether it goes with troops */
const moverClass = (m: Mover): string =>
  `${m.kind === 'inf' || m.kind === 'cav' || m.kind === 'marker' ? 'troop' : m.kind === 'train' ? 'train' : 'other'}${m.withTroops ? '+' : ''}`;
/** the parts of a MoveCtx a class's steps read, written out in order: equal strings, equal step costs */
const ctxPrint = (ctx: MoveCtx, cls: string): string => {
  const sets: (ReadonlySet<string> | undefined)[] = [
    ctx.zocFrom ?? ctx.enemyZoc,
    ctx.softZoc,
    ctx.enemyOccupied,
    ctx.enemyForts,
    ctx.bridges,
  ];
  if (!cls.startsWith('train')) sets.push(ctx.friendlyTrains);
  // friendly troops matter only in an enemy ZOC (8.2.3): their moves elsewhere keep the print
  if (!cls.startsWith('troop')) sets.push(new Set([...ctx.friendlyTroops].filter((h) => ctx.enemyZoc.has(h))));
  return `${cls}#${ctx.zocFrom ? '@' : ''}${sets.map(printSet).join('|')}`;
};
/** per printed context: by start hex, the searches made from there, each with its MA */
const MEMOS = new WeakMap<object, Map<string, Map<string, { ma: number; r: Reach }[]>>>();

/** what the map alone fixes of a step, for a train or another mover: its cost and the Vistula hexside it crosses */
type FixedStep = { cost: number; vistula: string | null } | null;
const FIXED = new WeakMap<MapIndex, [FixedTable, FixedTable]>();
type FixedTable = Map<string, Map<string, FixedStep>>;
const fixedTable = (mi: MapIndex, train: boolean): FixedTable => {
  let both = FIXED.get(mi);
  if (!both) FIXED.set(mi, (both = [new Map(), new Map()]));
  return both[train ? 1 : 0];
};
/** a step's cost as stepCost reckons it before the position's sets add to it or forbid it (null: never allowed) */
const fixedStep = (mi: MapIndex, table: FixedTable, train: boolean, from: string, to: string): FixedStep => {
  let row = table.get(from);
  if (!row) table.set(from, (row = new Map()));
  let x = row.get(to);
  if (x !== undefined) return x;
  // an empty position: no enemy, no train, no ZOC, every bridge standing; what it charges is the map's part
  const edge = mi.has(to) && mi.board.adjacent(from, to) ? mi.edge(from, to) : null;
  const vistula = edge?.side.river === 'vistula' ? edge.key : null;
  const r = stepCost(
    mi,
    vistula ? { ...OPEN, bridges: new Set([vistula]) } : OPEN,
    { kind: train ? 'train' : 'inf' },
    from,
    to,
  );
  row.set(to, (x = r.ok ? { cost: r.cost, vistula } : null));
  return x;
};
const NONE: ReadonlySet<string> = new Set();
const OPEN: MoveCtx = {
  enemyZoc: NONE,
  enemyOccupied: NONE,
  enemyForts: NONE,
  friendlyTrains: NONE,
  friendlyTroops: NONE,
  bridges: NONE,
};
/** stepCost's cost (null when refused) from the map's part, kept per map, and the position's sets */
const quickStep = (
  mi: MapIndex,
  table: FixedTable,
  ctx: MoveCtx,
  m: Mover,
  from: string,
  to: string,
): number | null => {
  const train = m.kind === 'train';
  const f = fixedStep(mi, table, train, from, to);
  if (!f || (f.vistula !== null && !ctx.bridges.has(f.vistula))) return null;
  if (ctx.enemyOccupied.has(to) || ctx.enemyForts.has(to)) return null;
  const zoc = ctx.enemyZoc.has(to);
  const troop = m.kind === 'inf' || m.kind === 'cav' || m.kind === 'marker';
  if (!troop && zoc && !ctx.friendlyTroops.has(to) && !m.withTroops) return null;
  let cost = f.cost;
  if (!train && ctx.friendlyTrains.has(to)) cost += 1; // 4.4.3
  if (zoc || ctx.softZoc?.has(to)) cost += 1; // 8.2.2, 16.2.7
  return cost;
};

/**
 * `reach` for many movers in one position (a view's move choices), the same answer search for search:
 * what stepCost and mayLeave read of a mover is its class (moverClass), and of the position the sets
 * ctxPrint writes out, so movers of one class, start and MA share a search, and a position seen by a
 * recent view (the same printed context) finds its searches done. A step's cost is the map's part,
 * kept per map (fixedStep), and what the position's sets add (quickStep).
 */
export const reachMemo = (mi: MapIndex, ctx: MoveCtx): ((m: Mover, start: string, ma: number) => Reach) => {
  const memos = new Map<string, Map<string, { ma: number; r: Reach }[]>>();
  return (m, start, ma) => {
    const cls = moverClass(m);
    let memo = memos.get(cls);
    if (!memo) memos.set(cls, (memo = recentMemo(MEMOS, mi, ctxPrint(ctx, cls), () => new Map())));
    let done = memo.get(start);
    if (!done) memo.set(start, (done = []));
    const same = done.find((x) => x.ma === ma);
    if (same) return same.r;
    const wider = done.find((x) => x.ma > ma);
    const r = wider ? within(wider.r, ma) : search(mi, ctx, m, start, ma);
    done.push({ ma, r });
    return r;
  };
};
const search = (mi: MapIndex, ctx: MoveCtx, m: Mover, start: string, ma: number): Reach => {
  const leaves = mayLeave(ctx, m, start);
  const table = fixedTable(mi, m.kind === 'train');
  return findPaths({
    start,
    neighbours: (h) => (h === start && !leaves ? [] : mi.board.neighbourCells(h)),
    cost: (a, b) => quickStep(mi, table, ctx, m, a, b),
    budget: ma,
    stopAt: (h) => ctx.enemyZoc.has(h),
  });
};
/**
 * A search with budget `ma` read off one made with a larger budget from the same start: the same cells, costs,
 * order and paths. No step costs less than 0, so every cell within `ma` is final before any beyond it, each
 * reached only from cells within it; those are taken in the same order in both searches, so their ties (cost,
 * steps, then the order they were reached in) fall alike, whatever the cells beyond `ma` do meanwhile. Pieces of
 * one class and start with different MAs (an unsupplied unit, cavalry and infantry in a marker's class) share it.
 */
const within = (wide: Reach, ma: number): Reach => {
  const cells: Reach['cells'] = new Map();
  for (const [h, c] of wide.cells) if (c.cost <= ma) cells.set(h, c);
  return {
    start: wide.start,
    cells,
    pathTo: (h) => (cells.has(h) ? wide.pathTo(h) : undefined),
    costTo: (h) => cells.get(h)?.cost,
  };
};

/**
 * 4.3.7 (AMB-10): a unit commanded through its corps HQ or army HQ, not a self-command check,
 * may cross an unbridged Vistula hexside by spending its whole MA: one hex, before any other move.
 */
export const vistulaCrossing = (
  mi: MapIndex,
  from: string,
  to: string,
  commandedByHq: boolean,
  spent: number,
): { ok: true } | { ok: false; rule: string; reason: string; params?: Record<string, string | number> } => {
  if (!mi.board.adjacent(from, to) || mi.side(from, to).river !== 'vistula')
    return { ok: false, rule: '4.3.7', reason: 'not a Vistula hexside', params: { why: 'not-vistula' } };
  if (!commandedByHq)
    return {
      ok: false,
      rule: '4.3.7',
      reason: "only a unit in its HQ's command range crosses this way",
      params: { why: 'vistula-command' },
    };
  if (spent > 0)
    return {
      ok: false,
      rule: '4.3.7',
      reason: 'the crossing takes the whole movement allowance',
      params: { why: 'vistula-whole-ma' },
    };
  if (mi.water(to)) return waterHex(mi, to);
  return { ok: true };
};
