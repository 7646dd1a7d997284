import { peek, type Ctx } from '../ctx.js';
import type { Trigger } from '../reactions.js';
import { onMap } from '../state.js';

/**
 * Rules version 6: the reactions to one hex entered are listed before any is carried out, so each is
 * looked at again when its turn comes (R 5.4): a unit an earlier reaction demoralized (a failed
 * counter-charge) or sent off the map reacts no more. Version 5 let such a unit withdraw by policy, and
 * could leave the N6 withdrawal on offer to a unit that withdrawal had routed (a choice apply refused).
 */
export const RECHECK_RULES = 6;

/**
 * Rules version 7: a withdrawal (R 5.5.3) is the one reaction R 5.6 does not limit, asked live as by
 * policy: one asked of a unit that has just reacted by policy to the same step stays on offer (version 6
 * dropped it, while a policy withdrawal was carried out). Like a counter-charge it needs the unit still
 * next to the entered hex ("when an enemy appears next to it"): one its own or a stack-mate's
 * withdrawal has already taken away withdraws no further.
 */
const WITHDRAW_RULES = 7;

/**
 * Rules version 8: after each reaction answered live, every offer still open is looked at again
 * (`mayStillReact`), not only the answering unit's: a stack-mate's withdrawal that took a unit along
 * ends that unit's change of front and counter-charge (R 5.5.2, 5.5.4: they face the entered hex,
 * which is no longer next to it). Version 7 kept them on offer, and a change of front answered from
 * afar left the unit with no facing at all.
 */
export const PRUNE_RULES = 8;

/** what stays on offer after `answered` reacted live (R 5.5, 5.6): by rules version, as the game was created */
export const offeredStill = (c: Ctx, x: Trigger, answered: string, hex: string): boolean => {
  const recheck = (c.rulesVersion ?? 1) >= RECHECK_RULES;
  if (x.unit === answered && x.kind !== 'withdraw') return false;
  if ((c.rulesVersion ?? 1) >= PRUNE_RULES) return mayStillReact(c, x, hex);
  return x.unit !== answered || (recheck ? mayStillReact(c, x, hex) : onMap(peek(c, answered).at));
};

/**
 * What the view offers of an asked reaction (every version): the unit is on the map and, for a change
 * of front or a counter-charge, still next to the entered hex (apply of a version-7 game accepts one
 * from afar, as it did, but no longer offers it)
 */
export const offerStands = (c: Ctx, x: Trigger, hex: string): boolean => {
  const at = peek(c, x.unit).at;
  return onMap(at) && ((x.kind !== 'changeFront' && x.kind !== 'counterCharge') || c.P.grid.adjacent(at, hex));
};

/**
 * R 5.4: the unit is still on the map and not demoralized; N6's withdrawal is the failed counter-charge's own.
 * R 5.5.2, 5.5.4: a counter-charge and a change of front face the entered hex, so the unit must still stand
 * next to it: a stack-mate's withdrawal earlier in the same step may have taken it along (before, such a
 * unit counter-charged from afar and was left with no facing at all).
 */
export const mayStillReact = (c: Ctx, tr: Trigger, hex: string): boolean => {
  const u = peek(c, tr.unit);
  const nextTo =
    tr.kind === 'changeFront' ||
    tr.kind === 'counterCharge' ||
    (tr.kind === 'withdraw' && (c.rulesVersion ?? 1) >= WITHDRAW_RULES);
  return (
    onMap(u.at) &&
    (tr.kind === 'counterWithdraw' || u.level !== 'demoralized') &&
    (!nextTo || c.P.grid.adjacent(u.at, hex))
  );
};

/**
 * R 5.5.3, 5.6 (version 7): a withdrawal asked of a unit that has already reacted by policy to this
 * step stays on offer, as the policy loop carries out a withdrawal whatever the unit did before
 */
export const withdrawsAgain = (c: Ctx, tr: Trigger): boolean =>
  tr.kind === 'withdraw' && (c.rulesVersion ?? 1) >= WITHDRAW_RULES;
