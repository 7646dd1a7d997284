import { armOf, friendlyUnitOn, isUnit, memoOf, other, sideOf, unitStacks, type Ctx } from './ctx.js';
import type { SideId } from './schema.js';
import { flotillasSupplied, riverStep } from './flotillas.js';
import { zocOf } from './zoc.js';

/**
 * Ch. 3: supply. A WJ HQ is supplied on a base, or on (or next to) a road or railway hex joined
 * to a base along road and rail (r. 1–2; AMB-35: neither the route nor the HQ's hex may hold an
 * enemy unit or lie in enemy ZOC without a friendly unit). Units trace a supply line from their
 * HQ no longer than its command range (r. 7–9), the unit's hex counted and the HQ's not.
 */
export interface Lines {
  side: SideId;
  enemyZoc: ReadonlySet<string>;
  /** by hex number (MapIndex.indexOf): 1 where no line of this side may enter (an enemy unit, or enemy ZOC without a friendly unit) */
  closed: Uint8Array;
  /** the floods traced on these lines so far (`lineReach`) and the supply net (`supplyNet`), when first asked */
  reach: Reach | undefined;
  net: ReadonlySet<string> | undefined;
}
/** one Lines per snapshot and side (kept in the snapshot's memo), so every line traced on it shares the reach cache below */
export const linesFor = (c: Ctx, side: SideId): Lines => {
  const per = (memoOf(c).lines ??= {});
  let l = per[side];
  if (!l) {
    const enemyZoc = zocOf(c, other(side));
    const closed = new Uint8Array(c.map.hexes.length);
    for (const [h] of unitStacks(c, other(side))) closed[c.map.indexOf(h)] = 1; // a lone enemy HQ does not block (3.9)
    for (const h of enemyZoc) if (!friendlyUnitOn(c, h, side)) closed[c.map.indexOf(h)] = 1;
    per[side] = l = { side, enemyZoc, closed, reach: undefined, net: undefined };
  }
  return l;
};

/** 3.8, 10.4, 10.11: may a supply or command line enter `to` from `from` */
export const lineMayEnter = (c: Ctx, l: Lines, from: string, to: string): boolean =>
  !l.closed[c.map.indexOf(to)] && !c.map.blocksLine(from, to);

/**
 * Every hex a line of at most `range` hexes reaches from `from` (a flood: each hex costs 1), as 1s by
 * hex number (MapIndex.indexOf); cached per Lines by the start's number and the range. The floods of one Lines
 * are cut from shared slabs (a typed array of its own each would cost an ArrayBuffer each, most of a flood's time).
 */
interface Reach {
  byKey: Map<number, Uint8Array>;
  slab: Uint8Array;
  used: number;
}
const SLAB_FLOODS = 16;
export const lineReach = (c: Ctx, l: Lines, from: string, range: number): Uint8Array => {
  const n = c.map.hexes.length;
  let m = l.reach;
  if (!m) l.reach = m = { byKey: new Map(), slab: new Uint8Array(n * SLAB_FLOODS), used: 0 };
  const start = c.map.indexOf(from);
  const k = start * 32 + range; // a range is a command range, at most 20 (schema.ts)
  let seen = m.byKey.get(k);
  if (!seen) {
    if (m.used === SLAB_FLOODS) [m.slab, m.used] = [new Uint8Array(n * SLAB_FLOODS), 0];
    seen = m.slab.subarray(m.used * n, ++m.used * n);
    // one queue for every flood (a breadth-first walk ring by ring: [head, end) is the ring of distance d)
    if (queue.length < n) queue = new Int32Array(n);
    const closed = l.closed;
    seen[start] = 1;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    for (let d = 0; d < range && head < tail; d++) {
      const end = tail;
      for (; head < end; head++) {
        const steps = c.map.lineSteps(queue[head]);
        for (let j = 0; j < steps.length; j++) {
          const b = steps[j];
          if (seen[b] === 0 && closed[b] === 0) {
            seen[b] = 1;
            queue[tail++] = b;
          }
        }
      }
    }
    m.byKey.set(k, seen);
  }
  return seen;
};
let queue = new Int32Array(0);

/** 3.7, 9.5: a line of at most `range` hexes from an HQ's hex to `to` */
export const traceLine = (c: Ctx, l: Lines, from: string, to: string, range: number): boolean =>
  from === to || (c.map.distance(from, to) <= range && lineReach(c, l, from, range)[c.map.indexOf(to)] === 1); // no flood for a hex out of range

/** the road and rail hexes joined to one of `side`'s bases (AMB-35: mixing road and rail where they meet) */
export const supplyNet = (c: Ctx, l: Lines): ReadonlySet<string> => (l.net ??= computeNet(c, l));
const computeNet = (c: Ctx, l: Lines): Set<string> => {
  const net = new Set<string>();
  // AMB-35: neither an enemy unit nor enemy ZOC without a friendly unit, which is what `closed` marks
  const open = (h: string): boolean => !l.closed[c.map.indexOf(h)];
  const queue = c.map.bases(l.side).filter(open);
  for (const b of queue) net.add(b);
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i];
    for (const n of c.map.roadOrRail(h)) {
      if (net.has(n) || !open(n)) continue;
      net.add(n);
      queue.push(n);
    }
  }
  return net;
};

/** 3.2: a WJ HQ's own supply (also the army HQ's, 3.4, and a rebuilt army HQ's, 5.4) */
export const hqSupplied = (c: Ctx, l: Lines, net: ReadonlySet<string>, hex: string): boolean => {
  if (l.closed[c.map.indexOf(hex)]) return false; // an enemy unit, or enemy ZOC without a friendly unit
  return net.has(hex) || c.map.neighbours(hex).some((n) => net.has(n));
};

/** which side's HQs are supplied now (army, group and WJ HQs on the map) */
export const suppliedHqs = (c: Ctx, l: Lines, net: ReadonlySet<string>): Set<string> => {
  const out = new Set<string>();
  for (const h of c.defs.allHqs()) {
    const hex = c.pieces[h.id]?.hex;
    if (h.side === l.side && hex && hqSupplied(c, l, net, hex)) out.add(h.id);
  }
  return out;
};

/** Is this unit supplied (3.3–10)? */
export const unitSupplied = (
  c: Ctx,
  l: Lines,
  net: ReadonlySet<string>,
  hqs: ReadonlySet<string>,
  id: string,
): boolean => {
  const hex = c.pieces[id].hex;
  if (!hex) return false;
  if (c.map.localities.get(hex)?.kind === 'fort') return true; // r. 10
  if (net.has(hex)) return true; // r. 3: on a base, or a road/railway joined to one
  const arm = armOf(c, id);
  if (arm === 'garrison') return false;
  if (arm === 'river-unit' && flotillasSupplied(c) && riverSupplied(c, l, net, hex)) return true; // r. 5 (rules version 8)
  const u = c.defs.unit(id)!;
  const from = (hqId: string): boolean => {
    const h = c.defs.hq(hqId)!;
    return hqs.has(hqId) && traceLine(c, l, c.pieces[hqId].hex!, hex, h.commandRange);
  };
  if (u.formation) return from(u.formation); // r. 3
  // r. 4 (and AMB-37 for trains and river units): any supplied WJ HQ, or the army HQ
  return independentSuppliers(c, l.side).some(from); // `from` asks hqs, which holds only HQs on the map
};
/**
 * 3.5 (rules version 8): a river unit's line along its river to a supply source: from its hex, step by step
 * along a navigable river (`riverStep`: by the bank or across), through hexes a line may enter, to a hex of
 * the supply net (a base, or a road or railway joined to one: where supply comes on board). Its length is
 * unlimited, like the net's own route (3.2 [INFER]). A train needs no search of its own: standing on a railway
 * joined to a base, it is on the net (r. 3).
 */
const riverSupplied = (c: Ctx, l: Lines, net: ReadonlySet<string>, hex: string): boolean => {
  const seen = new Set([hex]);
  const queue = [hex];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i];
    if (net.has(h)) return true;
    for (const n of c.map.neighbours(h)) {
      if (seen.has(n) || l.closed[c.map.indexOf(n)] || !riverStep(c, h, n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
};

/** the HQs that may supply an independent unit (r. 4): WJ and army HQs, in the counters' order; per counter mix */
const suppliers = new WeakMap<Ctx['defs'], Record<SideId, string[]>>();
const independentSuppliers = (c: Ctx, side: SideId): string[] => {
  let per = suppliers.get(c.defs);
  if (!per) {
    const of = (s: SideId): string[] =>
      c.defs
        .allHqs()
        .filter((h) => h.side === s && (h.tier === 'division' || h.tier === 'brigade' || h.tier === 'army'))
        .map((h) => h.id);
    suppliers.set(c.defs, (per = { polish: of('polish'), opposing: of('opposing') }));
  }
  return per[side];
};

/** The Supply Phase's first step (3.1 steps 1–3): HQs first, then units; the OUT OF SUPPLY markers as a map. */
export const supplyPhase = (c: Ctx): Record<string, boolean> => {
  const out: Record<string, boolean> = {};
  const of = (side: SideId) => {
    const l = linesFor(c, side);
    const net = supplyNet(c, l);
    return { l, net, hqs: suppliedHqs(c, l, net) };
  };
  const sides = { polish: of('polish'), opposing: of('opposing') };
  // one pass over the pieces for both sides (each piece's answer depends only on its side's lines, net and HQs)
  for (const id in c.pieces) {
    if (!c.pieces[id].hex) continue;
    if (isUnit(c, id)) {
      const x = sides[sideOf(c, id)];
      out[id] = unitSupplied(c, x.l, x.net, x.hqs, id);
    } else {
      const h = c.defs.hq(id);
      if (h) out[id] = sides[h.side].hqs.has(id);
    }
  }
  return out;
};
