import { armOf, isUnit, piecesAt, sideOf, unitsAt, type Ctx } from './ctx.js';
import type { Violation } from './combat-retreat.js';

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
    const enemies = unitsAt(c, path[i]).filter((u) => sideOf(c, u) !== side && armOf(c, u) !== 'river-unit');
    const enemyHq = piecesAt(c, path[i]).some((p) => !isUnit(c, p) && sideOf(c, p) !== side);
    if (enemies.length > 1)
      return { ok: false, rule: '14.28', reason: 'a train passes only a hex with exactly one enemy unit', at };
    if (enemies.length === 1 || enemyHq) {
      if (i === path.length - 1)
        return { ok: false, rule: '14.28', reason: 'a train cannot stop in an enemy hex (AMB-55)', at };
      if (enemies.length === 1) passes.push(path[i]);
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
/** 14.28: the pass roll */
export const trainDestroyed = (roll: number): boolean => roll >= 6;
