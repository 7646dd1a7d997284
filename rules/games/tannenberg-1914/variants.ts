import type { OptionField } from '../../core/contract.js';
import { type ChoiceOptions, choiceDefaults, choiceFields, choiceSchema } from '../../core/choice-options.js';
import { text } from '../../core/text.js';

/**
 * The rulebook's ambiguities that change play (README "Decisions"), as game options. The first
 * value of each list is the default.
 */
export const OPTION_VALUES = {
  /** AMB-41: the invasion award scores at each of turns 2–5, or only the first time */
  invasionAward: ['every-check', 'first-only'],
  /** AMB-20: a friendly unit neutralises an enemy ZOC for retreat, flight, command and supply only, or for movement too */
  zocNeutralised: ['not-for-movement', 'for-movement'],
} as const;
export type OptionKey = keyof typeof OPTION_VALUES;
export type Options = ChoiceOptions<typeof OPTION_VALUES>;
export const DEFAULT_OPTIONS: Options = choiceDefaults(OPTION_VALUES);

const LABELS: Record<OptionKey, [string, string]> = {
  invasionAward: ['Nagroda za inwazję (AMB-41)', 'The invasion award (AMB-41)'],
  zocNeutralised: ['Własny oddział a strefa kontroli wroga (AMB-20)', 'A friendly unit in an enemy ZOC (AMB-20)'],
};
const VALUE_LABELS: Record<string, [string, string]> = {
  'every-check': ['w każdym etapie 2–5', 'at each of turns 2–5'],
  'first-only': ['tylko pierwszy raz', 'only the first time'],
  'not-for-movement': ['nie znosi jej dla ruchu', 'does not cancel it for movement'],
  'for-movement': ['znosi ją także dla ruchu', 'cancels it for movement too'],
};
export const optionFields: OptionField[] = choiceFields(OPTION_VALUES, LABELS, (v) => text(...VALUE_LABELS[v]));
export const optionsSchema = choiceSchema(OPTION_VALUES);
