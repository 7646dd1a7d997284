/**
 * An attack's chance as a target's breakdown (TargetOption.modifiers, v3): the table's chance for the
 * strength ratio (7.3) and each chance modifier (7.4, 8.1.2, 12, A.3, A.5) as a labelled line, so the
 * page (and the draft check) can explain a chance beside the hex. The lines add up to the chance;
 * 7.4.6 then decides whether a die is rolled at all.
 */
import type { TargetModifier } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import type { AttackEval } from './combat.js';

const WHAT: Record<string, Text> = {
  'target-difficult': text('cel w terenie trudnym', 'target in difficult terrain'),
  'target-very-difficult': text('cel w terenie bardzo trudnym', 'target in very difficult terrain'),
  'defender-encircled': text('obrońca okrążony', 'defender encircled'),
  'only-broken-weak': text('bronią się tylko słabe jednostki', 'only weak units defend'),
  'only-cavalry': text('broni się tylko kawaleria', 'only cavalry defends'),
  fortress: text('twierdza', 'fortress'),
  'fortified-area': text('obszar umocniony', 'fortified area'),
  'minor-river': text('atak przez rzekę', 'attack across a river'),
  'major-river': text('atak przez wielką rzekę', 'attack across a major river'),
  ridge: text('atak na grzbiet', 'attack up a ridge'),
  'attacker-very-difficult': text('atakujący w terenie bardzo trudnym', 'attacker in very difficult terrain'),
  'attacker-encircled': text('atakujący okrążony', 'attacker encircled'),
  'port-pocket': text('kocioł z portem bałtyckim (38.1)', 'pocket with a Baltic port (38.1)'),
  uncommanded: text('atakujący bez dowództwa', 'attacker out of command'),
};
const name = (what: string): Text => WHAT[what] ?? text(what);

const label = (what: string): Text => {
  // 7.4.3: the attackers' position, made of the per-unit modifiers that apply
  if (!what.startsWith('attackers-position:')) return name(what);
  const parts = what.slice('attackers-position:'.length).split('+').map(name);
  return text(
    `położenie atakujących: ${parts.map((p) => p.pl).join(', ')}`,
    `attackers' position: ${parts.map((p) => p.en).join(', ')}`,
  );
};

export const attackBreakdown = (e: AttackEval): TargetModifier[] => [
  { label: text(`tabela ${e.a}:${e.d}`, `table ${e.a}:${e.d}`), value: e.base, rule: '7.3' },
  ...e.mods.map((m) => ({ label: label(m.what), value: m.value, rule: m.rule })),
];
