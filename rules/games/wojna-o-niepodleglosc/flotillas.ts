import { findPaths } from '../../core/path.js';
import { hexsideKey } from '../../core/hex.js';
import { armOf, enemyUnitOn, hqsAt, isUnit, memoOf, other, sideOf, unitsAt, type Ctx } from './ctx.js';
import type { Violation } from './combat-retreat.js';

/**
 * Ch. 16: river flotillas. 1 MP a hex along navigable river hexsides (r. 1, 3), the allowance one
 * less for a move that goes upstream at all (AMB-26); no ZOC limits (r. 2, in zoc.ts); passing an
 * enemy unit on retreat costs 6–9: elimination, or a level for a 2-level unit (14.29).
 *
 * Position (our reading of AMB-25, rules version 6): a river unit stands on a bank hex, a hex with a
 * side on a navigable river, and sails by the hexsides of that hex. A step is along the river when it
 * crosses a navigable hexside (to the other bank) or goes to a neighbour on the same bank whose river
 * side meets one of this hex's at their common vertex (the third hex is across the river from both).
 */
export const riverAllowanceHp = (maHp: number, upstream: boolean): number => Math.max(0, maHp - (upstream ? 2 : 0));

export const riverPassResult = (roll: number, levelsLeft: number): 'passes' | 'loses-level' | 'eliminated' =>
  roll < 6 ? 'passes' : levelsLeft > 1 ? 'loses-level' : 'eliminated';

/** 16.3: is a step from hexside index a to b (along one navigable river, listed downstream) upstream */
export const isUpstream = (fromIndex: number, toIndex: number): boolean => toIndex < fromIndex;

/** 16.1: a hex with a side on a navigable river */
export const onNavigable = (c: Ctx, hex: string): boolean =>
  c.map.neighbours(hex).some((n) => c.map.navigable.has(hexsideKey(hex, n)));

/** where a bank hex lies along each navigable river: the mean index of its sides on it (built once per map) */
const positions = new WeakMap<Ctx['map'], Map<string, Map<number, number>>>();
const positionOf = (c: Ctx, hex: string): Map<number, number> | undefined => {
  let all = positions.get(c.map);
  if (!all) {
    const sums = new Map<string, Map<number, number[]>>();
    for (const [key, v] of c.map.navigable)
      for (const h of key.split('|')) {
        const m = sums.get(h) ?? new Map<number, number[]>();
        m.set(v.river, [...(m.get(v.river) ?? []), v.index]);
        sums.set(h, m);
      }
    all = new Map(
      [...sums].map(([h, m]) => [h, new Map([...m].map(([r, xs]) => [r, xs.reduce((a, b) => a + b, 0) / xs.length]))]),
    );
    positions.set(c.map, all);
  }
  return all.get(hex);
};

/**
 * A step along the river: `null` when not along one, else whether it goes upstream (16.1, 16.3): the
 * hex entered lies farther up the river than the hex left (a crossing that zigzags up counts too)
 */
export const riverStep = (c: Ctx, from: string, to: string): { upstream: boolean } | null => {
  if (!c.map.grid.adjacent(from, to)) return null;
  const crossing = c.map.navigable.get(hexsideKey(from, to));
  let river = crossing?.river;
  if (river === undefined)
    for (const across of c.map.grid.common(from, to)) {
      const a = c.map.navigable.get(hexsideKey(from, across));
      const b = a && c.map.navigable.get(hexsideKey(to, across));
      if (a && b && a.river === b.river) river = a.river;
    }
  if (river === undefined) return null;
  return { upstream: positionOf(c, to)!.get(river)! < positionOf(c, from)!.get(river)! };
};

/** the hexes a river unit may not enter: an enemy unit or HQ is there (16.1 with 13.2) */
const blocked = (c: Ctx, hex: string, side: ReturnType<typeof sideOf>): boolean =>
  enemyUnitOn(c, hex, side) || hqsAt(c, hex).some((h) => sideOf(c, h) !== side);

/** 16.1–3: a river unit's move along `path`, 1 MP (2 half-points) a hex, within `allowanceHp` (less 2 upstream) */
export const checkRiverMove = (
  c: Ctx,
  id: string,
  path: string[],
  allowanceHp: number,
): { ok: true; spentHp: number } | Violation => {
  const side = sideOf(c, id);
  let upstream = false;
  for (let i = 1; i < path.length; i++) {
    const at = `path[${i}]`;
    const step = c.map.grid.has(path[i]) ? riverStep(c, path[i - 1], path[i]) : null;
    if (!step) return { ok: false, rule: '16.1', reason: 'a river unit moves only along a navigable river', at };
    if (blocked(c, path[i], side)) return { ok: false, rule: '16.1', reason: `${path[i]} holds the enemy`, at };
    upstream ||= step.upstream;
  }
  const spentHp = 2 * (path.length - 1);
  const budget = riverAllowanceHp(allowanceHp, upstream);
  if (spentHp > budget)
    return {
      ok: false,
      rule: upstream ? '16.3' : '13.1',
      reason: upstream ? 'upstream the allowance is 1 MP less (AMB-26)' : 'not enough movement points',
      at: `path[${budget / 2 + 1}]`,
    };
  return { ok: true, spentHp };
};

/**
 * Every hex a river unit may end on with a path: one search downstream only on the whole allowance,
 * one anywhere on 1 MP less (AMB-26), the cheaper kept; each path confirmed by checkRiverMove.
 */
export const riverReach = (c: Ctx, id: string, budgetHp: number): Map<string, { path: string[]; hp: number }> => {
  const out = new Map<string, { path: string[]; hp: number }>();
  const start = c.pieces[id].hex!;
  const side = sideOf(c, id);
  for (const anyway of [false, true]) {
    const r = findPaths({
      start,
      neighbours: (h) => c.map.neighbours(h),
      budget: riverAllowanceHp(budgetHp, anyway),
      cost: (from, to) => {
        const step = riverStep(c, from, to);
        return !step || (step.upstream && !anyway) || blocked(c, to, side) ? null : 2;
      },
    });
    for (const cell of r.cells.keys()) {
      if (cell === start || out.has(cell)) continue;
      const path = r.pathTo(cell)!;
      const m = checkRiverMove(c, id, path, budgetHp);
      if (m.ok) out.set(cell, { path, hp: m.spentHp });
    }
  }
  return out;
};

/**
 * 16.4 (AMB-25): a river unit joins an attack on `target` only when the target lies on the river (r. 4(2):
 * it attacks from a neighbouring hex), or when another attacker crosses a navigable hexside into it (r. 4(1))
 */
export const riverUnitMayAttack = (c: Ctx, target: string, attackers: string[]): boolean =>
  onNavigable(c, target) ||
  attackers.some((a) => {
    const h = c.pieces[a]?.hex;
    return !!h && isUnit(c, a) && c.map.navigable.has(hexsideKey(h, target));
  });

/** rules version 6: river units sail (a test's board without a version: the newest rules) */
export const flotillasSail = (c: Ctx): boolean => (c.rulesVersion ?? 6) >= 6;

/** rules version 7: a ship's ZOC on crossings, 14.29's passing roll, support of a neighbouring defence, ships carry */
export const flotillasFight = (c: Ctx): boolean => (c.rulesVersion ?? 7) >= 7;
/** rules version 8: a river unit may trace its supply along the river (3.5), beside its HQs (AMB-37) */
export const flotillasSupplied = (c: Ctx): boolean => (c.rulesVersion ?? 8) >= 8;

/** the river units of `side` on the map */
const shipsOf = (c: Ctx, side: ReturnType<typeof sideOf>): string[] =>
  c.defs
    .allUnits()
    .filter((u) => u.arm === 'river-unit' && u.side === side && c.pieces[u.id]?.hex)
    .map((u) => u.id);

/**
 * AMB-25 with our bank-hex reading: the navigable hexsides a ship on `hex` watches: its own river sides
 * and every navigable hexside meeting its hex at a vertex (the hexside between two of its neighbours)
 */
export const watchedHexsides = (c: Ctx, hex: string): string[] => {
  const out = new Set<string>();
  const ring = c.map.neighbours(hex);
  for (const n of ring) {
    if (c.map.navigable.has(hexsideKey(hex, n))) out.add(hexsideKey(hex, n));
    for (const m of ring)
      if (m !== n && c.map.grid.adjacent(n, m) && c.map.navigable.has(hexsideKey(n, m))) out.add(hexsideKey(n, m));
  }
  return [...out];
};

/** 10.2(3), AMB-25 (rules version 7): the river crossings `side`'s ships hold in their ZOC, by hexside key */
export const riverZocOf = (c: Ctx, side: ReturnType<typeof sideOf>): ReadonlySet<string> => {
  const per = (memoOf(c).riverZoc ??= {});
  return (per[side] ??= new Set(
    flotillasFight(c) ? shipsOf(c, side).flatMap((id) => watchedHexsides(c, c.pieces[id].hex!)) : [],
  ));
};

/**
 * 14.29 (rules version 7): the enemy ground units' hexes a river unit passes on a step from → to: the
 * hexes touching the hexside it sails by (the two hexes both ends of the step border). Two or more
 * such hexes close the step; one costs a die roll.
 */
export const passedEnemies = (c: Ctx, side: ReturnType<typeof sideOf>, from: string, to: string): string[] =>
  c.map.grid
    .common(from, to)
    .filter((h) =>
      unitsAt(c, h).some((u) => sideOf(c, u) !== side && !c.pieces[u].loadedOn && armOf(c, u) !== 'river-unit'),
    );

/**
 * 16.4(1) (rules version 7): the defender's river units that join the defence of `target` from a
 * neighbouring hex: an attacker crosses into it by a navigable hexside the ship watches (AMB-25)
 */
export const supportingShips = (c: Ctx, target: string, attackers: string[]): string[] => {
  if (!flotillasFight(c) || !attackers.length) return [];
  const side = other(sideOf(c, attackers[0]));
  const crossings = attackers
    .map((a) => c.pieces[a]?.hex)
    .filter((h): h is string => !!h && c.map.navigable.has(hexsideKey(h, target)))
    .map((h) => hexsideKey(h, target));
  if (!crossings.length) return [];
  return shipsOf(c, side).filter((id) => {
    const h = c.pieces[id].hex!;
    return h !== target && watchedHexsides(c, h).some((k) => crossings.includes(k));
  });
};
