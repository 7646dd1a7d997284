import type { TargetModifier } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { artilleryInRange, bestMorale, modifiers, strengths } from './combat.js';
import { other, sideOf, unitsAt, type Ctx } from './ctx.js';
import { mod } from './describe.js';
import type { WojnaOrder } from './orders.js';
import { planOf } from './phases/attack.js';
import type { WojnaState } from './state.js';

type AttackOrder = Extract<WojnaOrder, { type: 'attack' }>;

export interface AttackPreview {
  attack: number;
  defence: number;
  /** the sum of the modifiers: the d10 plus this reads the Combat Table's row (14.15–16) */
  total: number;
  modifiers: TargetModifier[];
  /** the plain attack choice's label: the roll's modifier and its breakdown (the odds with both strengths) */
  label: Text;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * Spec 5.1 item 6: an attack as it would be fought now, before it is sent: both strengths and every
 * modifier of 14.11–13 and 17.7 with its rule, as `combat.modifiers` will count them. The series hides
 * nothing but the defender's private policies, so the preview takes the defender's standing defaults,
 * never its actual policy (README "Attack preview"): the best morale unit in the hex (14.12), every own
 * artillery in range (14.14), no aviation (either side's support is placed later, 17.10–11), and no other
 * attack planned this activation (M11 counts the unattacked neighbours as if this were the only one).
 */
export const attackPreview = (c: Ctx, s: WojnaState, o: AttackOrder): AttackPreview => {
  const side = sideOf(c, o.attackers[0]);
  const enemy = other(side);
  const plan = planOf(s, o, []);
  const def = unitsAt(c, o.target).filter((u) => sideOf(c, u) === enemy && !plan.retreatedIn?.includes(u));
  plan.defenceArtillery = artilleryInRange(c, enemy, o.target);
  if (def.length) plan.defenderMorale = bestMorale(c, def);
  if (s.air) plan.tracked = { byAttacker: s.air.tracked[side], byDefender: s.air.tracked[enemy] };
  const { attack, defence } = strengths(c, plan);
  // the odds line always leads, even at 0 (equal strengths, AMB-15), so the preview always names both strengths
  const counted = modifiers(c, side, plan);
  const mods = counted[0]?.id === 'odds' ? counted : [{ id: 'odds', rule: '14.11', value: 0 }, ...counted];
  const total = mods.reduce((n, m) => n + m.value, 0);
  const named = (id: string, l: 'pl' | 'en'): string =>
    id === 'odds' ? `${mod(id, l)} ${attack}:${defence}` : mod(id, l);
  const modifiersOut = mods.map((m) => ({
    label: text(named(m.id, 'pl'), named(m.id, 'en')),
    value: m.value,
    rule: m.rule,
  }));
  const lines = (l: 'pl' | 'en'): string =>
    mods.map((m) => `${named(m.id, l)} ${signed(m.value)} (${m.rule})`).join(', ') || (l === 'pl' ? 'brak' : 'none');
  return {
    attack,
    defence,
    total,
    modifiers: modifiersOut,
    label: text(
      `Atak na ${o.target}: k10 ${signed(total)} — ${lines('pl')}`,
      `Attack ${o.target}: d10 ${signed(total)} — ${lines('en')}`,
    ),
  };
};
