import { evalAttack } from './combat.js';
import { boardOf, defOf, has } from './ctx.js';
import type { OwcOrder } from './orders.js';
import { attackable } from './phases/attack.js';
import { checkSpecial, type Special, withSpecial } from './special-attacks.js';
import { scoringHexes } from './bot-worth.js';
import { frontOf } from './supply.js';
import { cardOrOurs } from './campaign/shipped.js';
import type { Mine } from './phases/duty.js';
import type { OwcState } from './state.js';

/**
 * The bot's attack (7.4), with the special attacks (23) where they pay, on what its side sees (16):
 * - the target with the best chance for all the units that may join, when that chance is at least
 *   ATTACK_AT in 12 (ATTACK_OBJECTIVE_AT against a scoring hex; any odds where 37.1 owes an attack);
 * - a face-down target hides what it is and risks 16.4's backfire (every attacker broken if the
 *   chance falls to 0 once it is revealed): it needs HIDDEN_MARGIN more, which is why the bot
 *   reconnoitres first (bot-hide.ts);
 * - artillery (23.1, Allies: +1, 1 SuP) on any attack short of a sure success while the turn's and
 *   the front's allowance lasts;
 * - a determined (23.3, Allies) or desperate (23.2, Russians) attack (+2) only where it lifts an attack
 *   from below the bar to at least SPECIAL_AT (SPECIAL_OBJECTIVE_AT against a scoring hex), since it
 *   costs broken attackers for certain (23.3) or a check at R − 2 for every attacker (23.2): a
 *   determined attack breaks the fewest printed SP of R-10/11 attackers that make 2, the weakest first.
 * Units that dug this turn (24: builders neither move nor attack) stay out.
 */
export const ATTACK_AT = 7;
export const ATTACK_OBJECTIVE_AT = 6;
const HIDDEN_MARGIN = 1;
const SPECIAL_AT = 8;
const SPECIAL_OBJECTIVE_AT = 7;
/** 37.1's owed attack takes any odds; it is lifted by a special attack below this chance */
const OWED_SPECIAL_BELOW = 6;

const legal = (s: OwcState, target: string, units: string[], sp: Special): boolean => {
  try {
    checkSpecial(s, target, units, sp, 'trial');
    return true;
  } catch {
    return false;
  }
};

/** 23.3 (AMB-28): the R-10/11 attackers to be broken: the fewest printed SP that make 2, weakest first */
export const determinedBreaks = (s: OwcState, units: string[]): string[] | null => {
  const pool = units
    .filter((u) => [10, 11].includes(defOf(s, u).r) && !s.units[u].broken)
    .sort((x, y) => defOf(s, x).sp - defOf(s, y).sp || (x < y ? -1 : 1));
  // one unit of 2+ SP alone if there is one (the least such), else the weakest that add up to 2
  const single = pool.find((u) => defOf(s, u).sp >= 2);
  if (single) return [single];
  const out: string[] = [];
  let sp = 0;
  for (const u of pool) {
    if (sp >= 2) break;
    out.push(u);
    sp += defOf(s, u).sp;
  }
  return sp >= 2 ? out : null;
};

/** the +2 special attack open to the phasing side on this attack (23.2, 23.3), if any */
const specialFor = (s: OwcState, target: string, units: string[], artillery: boolean): Special | null => {
  if (!has(s, 'special-attacks')) return null;
  if (s.phasing === 'russians') {
    const sp: Special = { kind: 'desperate' };
    return legal(s, target, units, sp) ? sp : null;
  }
  const breaks = determinedBreaks(s, units);
  const sp: Special = { artillery, kind: 'determined', breaks: breaks ?? [] };
  return breaks && legal(s, target, units, sp) ? sp : null;
};

const chanceOf = (e: ReturnType<typeof evalAttack>): number =>
  e.auto === 'success' ? 12 : e.auto === 'fail' ? 0 : e.chance;

interface Choice {
  target: string;
  units: string[];
  chance: number;
  special: Special;
}

export const chooseAttack = (s: OwcState, owed: boolean, mine: Mine): OwcOrder => {
  const b = boardOf(s);
  const scoring = scoringHexes(s);
  const repeat = s.phase === 'repeat';
  let best: Choice | null = null;
  for (const [target, all] of attackable(s)) {
    const ids = all.filter((u) => mine(u) && !s.units[u].dug);
    if (!ids.length) continue;
    if (owed && frontOf(s, target) !== cardOrOurs(s).eastPrussia.front) continue;
    const e = evalAttack(b, target, ids, repeat);
    const plain = chanceOf(e);
    const hidden = (b.occ.get(target) ?? []).some((u) => s.units[u].concealed);
    const bar = owed ? 0 : (scoring.has(target) ? ATTACK_OBJECTIVE_AT : ATTACK_AT) + (hidden ? HIDDEN_MARGIN : 0);
    // 23.1: artillery whenever the attack is not sure already
    const artillery = s.phasing === 'allies' && plain < 12 && legal(s, target, ids, { artillery: true });
    let special: Special = artillery ? { artillery: true } : {};
    let chance = chanceOf(withSpecial(e, special));
    const lift = owed ? chance < OWED_SPECIAL_BELOW : chance < bar && !e.fortress; // 25.2.1: only artillery counts against a fortress
    if (lift) {
      const sp = specialFor(s, target, ids, artillery);
      const lifted = sp ? chanceOf(withSpecial(e, sp)) : 0;
      const need = owed ? 0 : Math.max(bar, scoring.has(target) ? SPECIAL_OBJECTIVE_AT : SPECIAL_AT);
      if (sp && lifted >= need && lifted > chance) {
        special = sp;
        chance = lifted;
      }
    }
    if (chance >= bar && (!best || chance > best.chance)) best = { target, units: ids, chance, special };
  }
  if (!best) return { type: 'end-phase' };
  const { artillery, kind, breaks } = best.special;
  return {
    type: 'attack',
    target: best.target,
    units: best.units,
    ...(artillery ? { artillery: true } : {}),
    ...(kind ? { special: kind } : {}),
    ...(breaks?.length ? { breaks } : {}),
  };
};
