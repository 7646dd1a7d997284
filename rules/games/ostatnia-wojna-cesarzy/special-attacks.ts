import type { Dice, GameEvent } from '../../core/contract.js';
import { type AttackEval, strength } from './combat.js';
import { commanded } from './command.js';
import { boardOf, defOf, has } from './ctx.js';
import { ev, fail } from './events.js';
import { check, hurt } from './phases/checks.js';
import type { AttackPending, OwcState } from './state.js';
import { frontOf, supplyLevel, supplyOn } from './supply.js';

/**
 * Special attacks (23, rule group `special-attacks`, scenario C on): artillery (23.1, Allies, at most 3
 * a player-turn and one a front, +1, defender R −1, 1 SuP, a commanded attacker), the desperate attack
 * (23.2, Russians, once a turn, at least 4 SP, +2, every attacker checks at R − 2 whatever the result)
 * and the determined attack (23.3, Allies, once a turn, +2, chosen R-10/11 attackers of at least 2
 * printed SP are broken whatever the result, AMB-28).
 */
export type Special = NonNullable<AttackPending['special']>;
export const MAX_ARTILLERY = 3;
export const DETERMINED_R = [10, 11];

/** The refusal of a declared special attack (the rule and where), or null; `at` is the attack order's place. */
export const checkSpecial = (s: OwcState, target: string, units: string[], sp: Special, at: string): void => {
  if (!sp.artillery && !sp.kind) return;
  if (!has(s, 'special-attacks')) fail('23', 'no-special', 'no special attacks in this scenario', at);
  const used = s.specials ?? { artillery: [] };
  if (sp.artillery) {
    if (s.phasing !== 'allies')
      fail('23.1', 'artillery-side', 'only the Allies have artillery support', `${at}.artillery`);
    if (used.artillery.length >= MAX_ARTILLERY)
      fail('23.1', 'artillery-limit', `artillery in at most ${MAX_ARTILLERY} attacks a turn`, `${at}.artillery`);
    const f = frontOf(s, target);
    if (used.artillery.includes(f))
      fail('23.1', 'artillery-front', `artillery already fired on front ${f}`, `${at}.artillery`);
    if (has(s, 'command') && !units.some((u) => commanded(boardOf(s), u)))
      fail('23.1', 'artillery-command', 'artillery needs a commanded attacker (21.1)', `${at}.artillery`);
    if (supplyOn(s) && supplyLevel(s, 'allies', f) < 1)
      fail('23.1', 'artillery-supply', `artillery costs 1 SuP on front ${f}`, `${at}.artillery`);
  }
  if (sp.kind === 'desperate') {
    if (s.phasing !== 'russians')
      fail('23.2', 'desperate-side', 'only the Russians attack desperately', `${at}.special`);
    if (used.desperate) fail('23.4', 'one-special', 'one desperate attack a turn', `${at}.special`);
    const a = units.reduce((t, u) => t + strength(s, u), 0);
    if (a < 4) fail('23.2', 'desperate-sp', `a desperate attack needs at least 4 SP (${a})`, `${at}.special`);
  }
  if (sp.kind === 'determined') {
    if (s.phasing !== 'allies')
      fail('23.3', 'determined-side', 'only the Allies attack with determination', `${at}.special`);
    if (used.determined) fail('23.4', 'one-special', 'one determined attack a turn', `${at}.special`);
    const breaks = sp.breaks ?? [];
    breaks.forEach((u, i) => {
      if (!units.includes(u) || !DETERMINED_R.includes(defOf(s, u).r) || s.units[u].broken)
        fail('23.3', 'determined-unit', `${u} is not an unbroken R-10/11 attacker`, `${at}.breaks[${i}]`);
    });
    const printed = new Set(breaks).size === breaks.length ? breaks.reduce((t, u) => t + defOf(s, u).sp, 0) : 0;
    if (printed < 2)
      fail('23.3', 'determined-sp', 'name R-10/11 attackers of at least 2 SP to be broken', `${at}.breaks`);
  } else if (sp.breaks?.length) fail('23.3', 'breaks', 'units to break only in a determined attack', `${at}.breaks`);
};

/** The declared special attack takes effect: the turn's counts, artillery's SuP (23.1) */
export const startSpecial = (s: OwcState, target: string, sp: Special, out: GameEvent[]): void => {
  if (!sp.artillery && !sp.kind) return;
  const used = (s.specials ??= { artillery: [] });
  if (sp.artillery) {
    const f = frontOf(s, target);
    used.artillery.push(f);
    if (supplyOn(s)) {
      s.supply.level.allies[f] = supplyLevel(s, 'allies', f) - 1;
      out.push(
        ev(
          'supply-cost',
          { side: 'allies', front: f, sup: 1, level: s.supply.level.allies[f], why: 'artillery' },
          '23.1',
        ),
      );
    }
  }
  if (sp.kind === 'desperate') used.desperate = true;
  if (sp.kind === 'determined') used.determined = true;
};

/** 23.1–23.3: the chance modifiers (a fortress attack keeps only artillery, 25.2.1, AMB-43) */
export const withSpecial = (e: AttackEval, sp: Special | undefined): AttackEval => {
  if (!sp || (!sp.artillery && !sp.kind)) return e;
  const mods = [...e.mods];
  if (sp.artillery) mods.push({ rule: '23.1', value: 1, what: 'artillery' });
  if (sp.kind && !e.fortress) mods.push({ rule: sp.kind === 'desperate' ? '23.2' : '23.3', value: 2, what: sp.kind });
  const chance = e.base + mods.reduce((t, m) => t + m.value, 0);
  const auto =
    e.auto === 'success' && e.chance < 12 ? 'success' : chance >= 12 ? 'success' : chance <= 0 ? 'fail' : null;
  return { ...e, mods, chance, auto };
};

/**
 * After the attack whatever its result (23.2, 23.3), once: the desperate attackers check at R − 2
 * (after a failure on superior forces together with 8.5's, AMB-37: `extra` carries 8.5's modifier);
 * the determined attack's named units are broken.
 */
export const afterSpecial = (
  s: OwcState,
  p: AttackPending,
  dice: Dice,
  out: GameEvent[],
  extra: { rule: string; value: number }[] = [],
): void => {
  const sp = p.special;
  if (!sp || sp.done) return;
  sp.done = true;
  if (sp.kind === 'desperate')
    for (const id of p.attackers)
      if (
        s.units[id].where === 'map' &&
        !check(s, id, [{ rule: '23.2', value: -2 }, ...extra], dice, out, 'desperate', '23.2')
      )
        hurt(s, id, out, '23.2');
  if (sp.kind === 'determined')
    for (const id of sp.breaks ?? []) if (s.units[id].where === 'map' && !s.units[id].broken) hurt(s, id, out, '23.3');
};
