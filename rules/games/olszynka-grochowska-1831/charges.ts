import type { Dice } from '../../core/contract.js';
import { def, enemyOf, sideOf, stackAt, unit, type Ctx } from './ctx.js';
import { d10 } from './die.js';
import { zoneHexes } from './facing.js';
import { effectiveMorale, moraleTest, type MoraleTest } from './morale.js';
import { stepCost } from './step-cost.js';
import { lineOfSight } from './sight.js';
import { flag, onMap } from './state.js';
import { zocOf } from './zoc.js';

/** Chapter 10: cavalry charges, charges from contact and charge continuation. */

/**
 * R 10.2.2: a charge is valid (impetus counts) when, as the cavalry begins its move, it sees the
 * target (R 8), every hex of its path and the target's hex cost at most 1 MP, and no hexside on the
 * way costs extra; and [INF] it is not demoralized (R 12.6.8) and the target is not in square.
 */
export const chargeValid = (
  c: Ctx,
  cavalry: string,
  path: readonly string[],
  targetHex: string,
): { valid: boolean; why?: string } => {
  const u = unit(c, cavalry);
  if (def(c, cavalry).arm !== 'cavalry') return { valid: false, why: 'not cavalry' };
  if (u.level === 'demoralized') return { valid: false, why: '12.6.8 demoralized' };
  if (!lineOfSight(c, u.at, targetHex).clear) return { valid: false, why: '10.2.2 no line of sight' };
  const steps = [u.at, ...path, targetHex];
  for (let i = 1; i < steps.length; i++) {
    const cost = stepCost(c, steps[i - 1], steps[i], [cavalry]);
    if (c.P.hexside(steps[i - 1], steps[i])) return { valid: false, why: '10.2.2 a hexside that costs extra' };
    if (cost === null || cost > 1) return { valid: false, why: `10.2.2 ${steps[i]} costs more than 1 MP` };
  }
  if (stackAt(c, targetHex).some((x) => x.square)) return { valid: false, why: '10.2.6.1 the target is in square' };
  return { valid: true };
};

/**
 * R 10.2.4: cavalry starting its activation with an enemy in its ZOC may try to charge from contact:
 * a morale test; pass → the player charges or withdraws 2 hexes; fail → it withdraws 2 hexes and
 * loses a level (a fail by 3+ routs it).
 */
export const chargeFromContact = (
  c: Ctx,
  cavalry: string,
  dice: Dice,
): { test: MoraleTest; must: 'choose' | 'withdraw' | 'routed' } => {
  const u = unit(c, cavalry);
  const foe = enemyOf(sideOf(c, cavalry));
  if (!zocOf(c, u).some((h) => stackAt(c, h).some((x) => sideOf(c, x.id) === foe)))
    throw new Error('charge from contact needs an enemy in the ZOC');
  const test = moraleTest(c, cavalry, dice);
  return { test, must: test.verdict === 'pass' ? 'choose' : test.verdict === 'rout' ? 'routed' : 'withdraw' };
};

/**
 * R 10.2.7: cavalry that won and pursued rolls d10 + morale: below 9 it must attack an enemy in its ZOC
 * that has not been attacked yet (AMB-26), 9 or more it may; once per activation (R 10.2.7.1); a
 * counter-charge never continues (R 10.3.4).
 */
export const continuation = (
  c: Ctx,
  cavalry: string,
  dice: Dice,
): { die: number; total: number; must: boolean; targets: string[] } => {
  const u = unit(c, cavalry);
  if (u.flags.continued) throw new Error('10.2.7.1: one continuation per activation');
  const die = d10(dice);
  const total = die + effectiveMorale(c, cavalry);
  flag(u, { continued: true });
  const foe = enemyOf(sideOf(c, cavalry));
  const targets = zoneHexes(c.P.grid, u.at, u.facing, 'front').filter((h) => {
    const s = stackAt(c, h);
    return s.length > 0 && onMap(h) && sideOf(c, s[0].id) === foe && !s.some((x) => x.flags.wasAttacked);
  });
  return { die, total, must: total < 9 && targets.length > 0, targets };
};
