import type { Turn } from '../../../core/runner.js';
import { other, sideOf, unitsAt } from '../ctx.js';
import { ctxOf, type SuspendedCombat, type WojnaState } from '../state.js';
import { attackerRetreatFrom } from './attacker-choices.js';
import { nextAfterContacts } from './contact-path.js';
import { pursue } from './pursue.js';
import { loneHqs, retreat } from './retreat.js';

/**
 * A combat's results after the defender's retreat (spec 4.12 step 10): lone HQs (9.25), the attacker's retreat,
 * then the pursuit (14.31–37). Rules version 12: a contact's path asked live in there (9.25 after losses, the
 * attacker's; 9.24 and 13.17 in the pursuit) suspends the combat (`activation.combat`, the `contact` window); once
 * the contacts are answered `resumeCombat` plays what is left. 'asked': the combat waits.
 */
const alive = (s: WojnaState, ids: string[]): string[] => ids.filter((u) => s.pieces[u]?.hex);

export const afterDefenderRetreat = (t: Turn<WojnaState>, rest: SuspendedCombat): 'asked' | 'fought' => {
  const s = t.s;
  const a = s.activation!;
  loneHqs(t, rest.attack.target, other(a.active), alive(s, rest.attack.attackers));
  return a.contacts ? suspend(s, rest) : resumeCombat(t, rest);
};

/** what is left of a combat from `rest.stage`: the attacker's retreat (unless in the pursuit already), the pursuit */
export const resumeCombat = (t: Turn<WojnaState>, rest: SuspendedCombat): 'asked' | 'fought' => {
  const s = t.s;
  const a = s.activation!;
  const o = rest.attack;
  if (rest.stage === 'attacker-retreat' && rest.retreat.attacker > 0) {
    const from = [...new Set(alive(s, rest.attackersIn).map((u) => s.pieces[u].hex!))];
    for (const h of from) {
      const c = ctxOf(s);
      const enemies = alive(
        s,
        unitsAt(c, o.target).filter((u) => sideOf(c, u) !== a.active),
      );
      retreat(t, h, a.active, rest.retreat.attacker, enemies, attackerRetreatFrom(o, h));
    }
  }
  // 14.31–37: the attacker's conditional pursuit, when the target was vacated
  const waiting = pursue(t, o, rest.retreat.defender, rest.pursuit);
  return waiting ? suspend(s, { ...rest, stage: 'pursuit', pursuit: waiting }) : 'fought';
};

/** the combat waits for the contacts queued: the first is asked now */
const suspend = (s: WojnaState, rest: SuspendedCombat): 'asked' => {
  s.activation!.combat = rest;
  nextAfterContacts(s);
  return 'asked';
};
