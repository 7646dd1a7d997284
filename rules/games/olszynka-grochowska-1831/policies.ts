import type { StandingOption } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { policyOf, POLICY_KEYS, POLICY_VALUES, type GameState, type SideId } from './state.js';

/** the standing policies (R 5.5 and the defender's choices answered ahead) as players read them */
const POLICY_LABELS: Record<string, Text> = {
  square: text('Czworobok na szarżę', 'Square against a charge'),
  counterCharge: text('Kontrszarża', 'Counter-charge'),
  withdraw: text('Wycofanie', 'Withdrawal'),
  changeFront: text('Zmiana frontu', 'Change of front'),
  reactionFire: text('Ostrzał w reakcji', 'Reaction fire'),
  counterWithdraw: text('Wycofanie po nieudanej kontrszarży', 'Withdrawal after a failed counter-charge'),
  moraleUnit: text('Jednostka morale w obronie', 'Morale unit in defence'),
  losses: text('Podział strat', 'Loss allocation'),
  retreat: text('Droga odwrotu', 'Retreat path'),
  stackOrder: text('Kolejność w stosie przed walką', 'Stack order before a combat'),
};
const POLICY_VALUE_LABELS: Record<string, Text> = {
  always: text('zawsze', 'always'),
  never: text('nigdy', 'never'),
  front: text('tylko od czoła', 'only from the front'),
  onlyIf60: text('tylko o 60°', 'only a 60° turn'),
  highest: text('najwyższe morale', 'the highest morale'),
  concentrate: text('na jednostkę już trafioną', 'on the unit already hit'),
  safest: text('najbezpieczniejsza', 'the safest'),
  keep: text('bez zmian', 'as it stands'),
  ask: text('pytaj', 'ask me'),
};
export const standing = (s: GameState, side: SideId): StandingOption[] =>
  POLICY_KEYS.map<StandingOption>((key) => ({
    key,
    label: POLICY_LABELS[key],
    values: POLICY_VALUES[key].map((v) => ({ value: v, label: POLICY_VALUE_LABELS[v] ?? text(v) })),
    current: policyOf(s, side, key),
    policy: true,
  }));
