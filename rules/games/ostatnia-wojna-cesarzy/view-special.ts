import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { attackBreakdown } from './attack-breakdown.js';
import { evalAttack } from './combat.js';
import type { Board } from './ctx.js';
import { defOf, has } from './ctx.js';
import { checkSpecial, DETERMINED_R, type Special, withSpecial } from './special-attacks.js';
import type { OwcState } from './state.js';

/**
 * Rule 23 in the attack view: beside each "attack with all", the same attack with artillery support
 * (23.1, Allies), as a desperate attack (23.2, Russians) or as a determined one (23.3, Allies, naming
 * every unbroken R-10/11 attacker to be broken), each offered only when `checkSpecial` (apply's own
 * check) takes it, with its chance and breakdown. Picking attackers one by one stays plain.
 */
export const specialChoices = (s: OwcState, b: Board, targets: [string, string[]][]): OrderChoice[] => {
  if (!has(s, 'special-attacks')) return [];
  const out: OrderChoice[] = [];
  const repeat = s.phase === 'repeat';
  for (const [target, units] of targets) {
    const breaks = units.filter((u) => DETERMINED_R.includes(defOf(s, u).r) && !s.units[u].broken);
    const kinds: [string, Special, string, string][] = [
      ['artillery', { artillery: true }, 'ze wsparciem artylerii (23.1)', 'with artillery support (23.1)'],
      ['desperate', { kind: 'desperate' }, 'desperacki (23.2)', 'desperate (23.2)'],
      ['determined', { kind: 'determined', breaks }, 'zdecydowany (23.3)', 'determined (23.3)'],
    ];
    for (const [key, sp, pl, en] of kinds) {
      try {
        checkSpecial(s, target, units, sp, 'view');
      } catch {
        continue; // not allowed here: not offered
      }
      const e = withSpecial(evalAttack(b, target, units, repeat), sp);
      out.push({
        id: `attack-${target}-${key}`,
        label: text(
          `Atak na ${target} wszystkimi, ${pl}: ${e.a}:${e.d}, szansa ${e.chance}`,
          `Attack ${target} with all, ${en}: ${e.a}:${e.d}, chance ${e.chance}`,
        ),
        group: 'one',
        modifiers: attackBreakdown(e),
        order: {
          type: 'attack',
          target,
          units,
          ...(sp.artillery ? { artillery: true } : {}),
          ...(sp.kind ? { special: sp.kind } : {}),
          ...(sp.kind === 'determined' ? { breaks } : {}),
        },
      });
    }
  }
  return out;
};
