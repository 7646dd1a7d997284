import type { Dice } from '../../../core/contract.js';
import { continuation } from '../charges.js';
import { def, stackAt, unit, type Ctx } from '../ctx.js';
import { leaderAfterRout } from '../leaders.js';
import { flag, onMap } from '../state.js';

/**
 * Rules version 6: what the pursuit (R 12.3) brings along beyond the morale unit. Version 5 rolled the
 * R 10.2.7 continuation for the morale unit alone and left the attacking hexes' leaders where they stood.
 */
export const FOLLOW_RULES = 6;

export type Continuation = ReturnType<typeof continuation>;

/**
 * R 10.2.7 (version 6): every cavalry unit that won and pursued rolls its own continuation, once an
 * activation, and none when the combat was itself a continuation; its targets are those of its own
 * front (it took the pursuit's facing first)
 */
export const followersContinue = (
  c: Ctx,
  joined: readonly string[],
  continuing: boolean,
  dice: Dice,
): Record<string, Continuation> => {
  const out: Record<string, Continuation> = {};
  if (continuing) return out;
  for (const id of joined) {
    const u = unit(c, id);
    if (def(c, id).arm !== 'cavalry' || !onMap(u.at) || u.flags.continued) continue;
    const k = continuation(c, id, dice);
    out[id] = k;
    if (k.targets.length) flag(unit(c, id), { continuation: { targets: k.targets, must: k.must } });
  }
  return out;
};

/**
 * R 3.6.4, 12.3 (version 6): the leaders in an attacking hex its units all left. Units that pursued
 * take him along into the hex they entered (he stood with them; the rules move a leader with his
 * unit, R 3.6.4, and never leave him behind alone with the enemy at hand, R 3.6.3); units routed send
 * him to the nearest unit of his formation, or to the Routed box (R 3.6.4). A hex its units left by a
 * retreat is left to R 3.6.3 as before.
 */
export const attackerLeaders = (c: Ctx, attackerAt: Record<string, string>, hex: string): Record<string, string> => {
  const moved: Record<string, string> = {};
  for (const h of new Set(Object.values(attackerAt))) {
    if (stackAt(c, h).length) continue;
    const from = Object.keys(attackerAt).filter((id) => attackerAt[id] === h);
    const pursued = from.some((id) => unit(c, id).at === hex);
    const routed = from.some((id) => unit(c, id).at === 'routed');
    if (!pursued && !routed) continue;
    for (const l of Object.values(c.pos.leaders)) {
      if (l.at !== h) continue;
      if (pursued) l.at = hex;
      else leaderAfterRout(c, l.id);
      moved[l.id] = l.at;
    }
  }
  return moved;
};
