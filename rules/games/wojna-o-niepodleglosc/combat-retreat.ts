import { DIRECTION_NAMES } from '../../core/hex.js';
import { armyOf, enemyUnitOn, hqsAt, isUnit, other, sideOf, valuesOf, armOf, type Ctx } from './ctx.js';
import { moveClassOf, terrainStepHp } from './movement.js';
import { zocOf } from './zoc.js';
import { railStepsToBase, trainEnemyHex, trainsRetreatThrough, trainsRetreatToBase } from './trains.js';
import { flotillasFight, flotillasSail, passedEnemies, riverStep } from './flotillas.js';

/**
 * Ch. 14 D: retreat. A retreat of x hexes ignores MP costs but not closed terrain (r. 20), never
 * enters an enemy-held hex (r. 23), and (AMB-20) each step takes the stack one hex farther from
 * the hex it left and no nearer to any attacker. Among such paths r. 22's priorities apply:
 * (1) disengaged and in a prescribed direction, (2) prescribed, (3) disengaged, (4) any.
 * Prescribed = every step in the side's map retreat directions, or every step nearer its army HQ
 * (r. 21). Trains retreat along the railway only (r. 27), from rules version 9 through hexes of one
 * enemy unit (r. 28); from rules version 15 a train's prescribed way is every step nearer its own supply
 * base by the rail (r. 27 "toward its own supply base if possible"), the directions and army HQ only when
 * no path of that length leads toward a base.
 */
export type Violation = {
  ok: false;
  rule: string;
  reason: string;
  at: string;
  params?: Record<string, string | number>;
};

export interface RetreatPath {
  path: string[];
  priority: 1 | 2 | 3 | 4;
  /** hexes entered in enemy ZOC or an enemy delay zone, the last one included (AMB-21) */
  zocHexes: string[];
  /**
   * 14.29 (rules version 7): the enemy units' hexes a river unit passes, one roll each; 14.28 (rules
   * version 9): the hexes of one enemy unit a train retreats through, one roll each
   */
  passes?: string[];
}

const armyHqHex = (c: Ctx, piece: string): string | null => {
  const a = armyOf(c, piece);
  return a ? (c.pieces[a]?.hex ?? null) : null;
};

/** every legal retreat of exactly x hexes for these units from `from`, best priority first */
export const retreatPaths = (c: Ctx, units: string[], from: string, x: number, attackers: string[]): RetreatPath[] => {
  const side = sideOf(c, units[0]);
  const enemy = other(side);
  const rail = units.every((u) => isUnit(c, u) && armOf(c, u) === 'armoured-train');
  // rules version 6: river units retreat along the river (13.12, 16.1), free of ZOC tests (16.2)
  const river = flotillasSail(c) && units.every((u) => isUnit(c, u) && armOf(c, u) === 'river-unit');
  // 14.29 (rules version 7): past one enemy unit at a time, with a roll for each
  const passing = river && flotillasFight(c);
  // 14.28 (rules version 9): a train may retreat through a hex of exactly one enemy unit, never ending there (AMB-55)
  const through = rail && trainsRetreatThrough(c);
  const attackHexes = [...new Set(attackers.map((a) => c.pieces[a].hex!).filter(Boolean))];
  const zoc = zocOf(c, enemy);
  const delay = new Set(c.delay[enemy]);
  const army = armyHqHex(c, units[0]);
  const names = DIRECTION_NAMES[c.map.grid.orientation];
  const prescribed = new Set(c.scenario.retreat[side]);
  const out: RetreatPath[] = [];
  // 14.27 (rules version 15): which found paths lead toward the own base, priorities set once all are known
  const toBase = rail && trainsRetreatToBase(c) ? railStepsToBase(c, side) : null;
  const baseward: boolean[] = [];
  const walk = (path: string[]): void => {
    const here = path[path.length - 1];
    if (path.length - 1 === x) {
      const steps = path.slice(1).map((h, i) => names[c.map.grid.direction(path[i], h)]);
      const byCompass = steps.every((d) => prescribed.has(d as never));
      const towardArmy =
        !!army && path.slice(1).every((h, i) => c.map.distance(h, army) < c.map.distance(path[i], army));
      const disengaged = x === 1 || !c.map.neighbours(here).some((n) => enemyUnitOn(c, n, side));
      const inPrescribed = byCompass || towardArmy;
      const priority = inPrescribed && disengaged ? 1 : inPrescribed ? 2 : disengaged ? 3 : 4;
      const zocHexes = river ? [] : path.slice(1).filter((h) => zoc.has(h) || delay.has(h));
      const passes = passing
        ? [...new Set(path.slice(1).flatMap((h, i) => passedEnemies(c, side, path[i], h)))]
        : through
          ? path.slice(1).filter((h) => trainEnemyHex(c, side, h) === 'pass')
          : [];
      out.push(passes.length ? { path, priority, zocHexes, passes } : { path, priority, zocHexes });
      if (toBase)
        baseward.push(path.slice(1).every((h, i) => (toBase.get(h) ?? Infinity) < (toBase.get(path[i]) ?? Infinity)));
      return;
    }
    for (const n of c.map.neighbours(here)) {
      if (path.includes(n) || c.map.distance(n, from) !== path.length) continue;
      if (attackHexes.some((a) => c.map.distance(n, a) < c.map.distance(here, a))) continue;
      const enemyHeld = enemyUnitOn(c, n, side) || hqsAt(c, n).some((h) => sideOf(c, h) !== side);
      if (enemyHeld && !(through && path.length < x && trainEnemyHex(c, side, n) !== 'closed')) continue;
      if (
        river
          ? !riverStep(c, here, n) || (passing && passedEnemies(c, side, here, n).length > 1)
          : rail
            ? !c.map.rail(here, n)
            : units.some((u) => terrainStepHp(c, moveClassOf(c, u), here, n) === null)
      )
        continue;
      walk([...path, n]);
    }
  };
  walk([from]);
  if (toBase && baseward.includes(true))
    out.forEach((p, i) => {
      const disengaged = p.priority === 1 || p.priority === 3;
      p.priority = baseward[i] ? (disengaged ? 1 : 2) : disengaged ? 3 : 4;
    });
  return out.sort((a, b) => a.priority - b.priority);
};

/**
 * r. 26, r. 30: the retreat is impossible when no path exists or a unit of the stack has MA 0
 * (garrisons, stationary units). Otherwise the owner's default path: the best priority,
 * then the fewest ZOC hexes, then the first found.
 */
export const defaultRetreat = (
  c: Ctx,
  units: string[],
  from: string,
  x: number,
  attackers: string[],
): RetreatPath | null => {
  if (units.some((u) => isUnit(c, u) && valuesOf(c, u).ma === 0)) return null; // a stationary HQ is handled by 9.26
  const all = retreatPaths(c, units, from, x, attackers);
  if (!all.length) return null;
  const best = all.filter((p) => p.priority === all[0].priority);
  const risk = (p: RetreatPath): number => p.zocHexes.length + (p.passes?.length ?? 0);
  return best.sort((a, b) => risk(a) - risk(b))[0];
};

/** r. 22: a path the owner chose must be one of the best priority available */
export const checkRetreat = (
  c: Ctx,
  units: string[],
  from: string,
  x: number,
  attackers: string[],
  path: string[],
): RetreatPath | Violation => {
  const all = retreatPaths(c, units, from, x, attackers);
  const mine = all.find((p) => p.path.join() === path.join());
  if (!mine)
    return {
      ok: false,
      rule: '14.20',
      reason: `not a retreat of ${x} hexes away from ${from} and the attackers`,
      at: 'path',
    };
  if (mine.priority > all[0].priority)
    return { ok: false, rule: '14.22', reason: `a retreat of priority ${all[0].priority} exists`, at: 'path' };
  return mine;
};

/** r. 25, 10.14: one morale test per ZOC hex with the stack's best morale; each failure costs the stack a level */
export const retreatZocTests = (c: Ctx, units: string[], zocHexes: number, rolls: number[]): { failures: number } => {
  const morale = Math.max(...units.filter((u) => isUnit(c, u)).map((u) => valuesOf(c, u).morale));
  return { failures: rolls.slice(0, zocHexes).filter((r) => r > morale).length };
};
