import { armOf, isUnit, piecesAt, sideOf, unitsAt, type Ctx } from './ctx.js';
import type { Violation } from './combat-retreat.js';
import type { SideId } from './schema.js';

/**
 * Ch. 15: armoured trains move only along railways at 1 MP a hex (r. 2), may pass through a hex
 * holding exactly one enemy ground unit (14.28: 6–9 destroys the train; AMB-55: never ending
 * there), and attack any adjacent hex (r. 3, in combat.ts).
 */
export interface TrainMove {
  ok: true;
  spentHp: number;
  /** hexes passed through an enemy unit: one d10 each */
  passes: string[];
}
export const checkTrainMove = (c: Ctx, id: string, path: string[], allowanceHp: number): TrainMove | Violation => {
  const side = sideOf(c, id);
  const passes: string[] = [];
  for (let i = 1; i < path.length; i++) {
    const at = `path[${i}]`;
    if (!c.map.grid.has(path[i]) || !c.map.rail(path[i - 1], path[i]))
      return {
        ok: false,
        rule: '15.2',
        reason: 'a train moves only along the railway',
        at,
        params: { why: 'railway' },
      };
    const enemy = trainEnemyHex(c, side, path[i]);
    if (enemy === 'closed')
      return { ok: false, rule: '14.28', reason: 'a train passes only a hex with exactly one enemy unit', at };
    if (enemy !== 'clear') {
      if (i === path.length - 1)
        return { ok: false, rule: '14.28', reason: 'a train cannot stop in an enemy hex (AMB-55)', at };
      if (enemy === 'pass') passes.push(path[i]);
    }
  }
  const spentHp = 2 * (path.length - 1);
  if (spentHp > allowanceHp)
    return {
      ok: false,
      rule: '15.2',
      reason: 'not enough movement points',
      at: `path[${allowanceHp / 2 + 1}]`,
      params: { why: 'mp' },
    };
  return { ok: true, spentHp, passes };
};
/**
 * 14.28: what a hex holds for a train of `side` going through it: `clear`, one enemy ground unit
 * (`pass`, a d10), enemy HQs alone (`hq`: no roll) or more than one enemy unit (`closed`). Enemy
 * river units sail the river beside the line and do not count.
 */
export const trainEnemyHex = (c: Ctx, side: SideId, hex: string): 'clear' | 'pass' | 'hq' | 'closed' => {
  const enemies = unitsAt(c, hex).filter((u) => sideOf(c, u) !== side && armOf(c, u) !== 'river-unit');
  if (enemies.length > 1) return 'closed';
  if (enemies.length === 1) return 'pass';
  return piecesAt(c, hex).some((p) => !isUnit(c, p) && sideOf(c, p) !== side) ? 'hq' : 'clear';
};
/** rules version 9: 14.28 also on a train's retreat (and reaction, 13.11); a test's board without a version: the newest rules */
export const trainsRetreatThrough = (c: Ctx): boolean => (c.rulesVersion ?? 9) >= 9;
/** rules version 15: 14.27's "toward its own supply base if possible" weighs the base; a test's board: the newest */
export const trainsRetreatToBase = (c: Ctx): boolean => (c.rulesVersion ?? 15) >= 15;
const railReachOfBases = new WeakMap<object, Partial<Record<SideId, ReadonlyMap<string, number>>>>();
/**
 * 14.27: how many rail hexes each railway hex lies from the nearest of `side`'s supply bases on the line, by
 * the railway whatever stands on it (the map's shape, kept per map); a hex missing is not joined to a base
 */
export const railStepsToBase = (c: Ctx, side: SideId): ReadonlyMap<string, number> => {
  let perSide = railReachOfBases.get(c.map);
  if (!perSide) railReachOfBases.set(c.map, (perSide = {}));
  const kept = perSide[side];
  if (kept) return kept;
  const steps = new Map<string, number>();
  let ring = c.map.bases(side).filter((b) => c.map.neighbours(b).some((n) => c.map.rail(b, n)));
  for (const b of ring) steps.set(b, 0);
  for (let d = 1; ring.length; d++) {
    const next: string[] = [];
    for (const h of ring)
      for (const n of c.map.neighbours(h))
        if (!steps.has(n) && c.map.rail(h, n)) {
          steps.set(n, d);
          next.push(n);
        }
    ring = next;
  }
  perSide[side] = steps;
  return steps;
};
/** 14.28: the pass roll */
export const trainDestroyed = (roll: number): boolean => roll >= 6;
