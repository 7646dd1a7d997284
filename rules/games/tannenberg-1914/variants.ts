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
  /** 18.1.1: the Russian 3rd Guards Division waits for a 1 or a German piece in Russia */
  guards: ['off', 'on'],
  /** 18.1.2: I Corps' commander is replaced after the corps has lost 3 steps */
  corpsCommander: ['off', 'on'],
  /** 18.1.3: v. Pappritz never leaves Königsberg */
  pappritz: ['off', 'on'],
  /** AMB-22 (rules version 5): a hex is encircled when each neighbour is enemy-held, in enemy ZOC or closed, or only when each holds an enemy unit */
  encirclement: ['ring', 'all-enemy'],
  /** AMB-29 (rules version 6): bombarded units have had their combat this turn, or must still fight */
  bombarded: ['have-fought', 'must-fight'],
  /** AMB-7 (rules version 14): "did not fight" is always met in phase 7, or a unit that fought last turn neither rests nor reorganises */
  rest: ['literal', 'strict'],
  /** AMB-31 (rules version 14): a STOP corps is grounded even in its army HQ's range, or the army HQ's range overrides STOP */
  stopCorps: ['grounded', 'army-overrides'],
} as const;
export type OptionKey = keyof typeof OPTION_VALUES;
export type Options = ChoiceOptions<typeof OPTION_VALUES>;
export const DEFAULT_OPTIONS: Options = choiceDefaults(OPTION_VALUES);

const LABELS: Record<OptionKey, [string, string]> = {
  invasionAward: ['Nagroda za inwazję (AMB-41)', 'The invasion award (AMB-41)'],
  zocNeutralised: ['Własny oddział a strefa kontroli wroga (AMB-20)', 'A friendly unit in an enemy ZOC (AMB-20)'],
  guards: ['3. Dywizja Gwardii czeka na zwolnienie (18.1.1)', 'The 3rd Guards Division waits for release (18.1.1)'],
  corpsCommander: ['Zmiana dowódcy I Korpusu (18.1.2)', "I Corps' commander replaced (18.1.2)"],
  pappritz: ['v. Pappritz nie opuszcza Królewca (18.1.3)', 'v. Pappritz stays in Königsberg (18.1.3)'],
  encirclement: ['Okrążenie (9.2.2, AMB-22)', 'Encirclement (9.2.2, AMB-22)'],
  bombarded: ['Oddziały pod ostrzałem (11.4, AMB-29)', 'Bombarded units (11.4, AMB-29)'],
  rest: [
    'Odpoczynek i reorganizacja po walce (2.3.8–2.3.9, AMB-7)',
    'Rest and reorganisation after combat (2.3.8–2.3.9, AMB-7)',
  ],
  stopCorps: ['Korpus z rozkazem STOP (13.3.1, AMB-31)', 'A corps under STOP (13.3.1, AMB-31)'],
};
const VALUE_LABELS: Record<string, [string, string]> = {
  'every-check': ['w każdym etapie 2–5', 'at each of turns 2–5'],
  'first-only': ['tylko pierwszy raz', 'only the first time'],
  'not-for-movement': ['nie znosi jej dla ruchu', 'does not cancel it for movement'],
  'for-movement': ['znosi ją także dla ruchu', 'cancels it for movement too'],
  off: ['bez tej reguły', 'without this rule'],
  on: ['z tą regułą', 'with this rule'],
  ring: [
    'każdy sąsiedni heks zajęty, w strefie kontroli wroga lub zamknięty',
    'each neighbour enemy-held, in enemy ZOC or closed',
  ],
  'all-enemy': ['każdy sąsiedni heks zajęty przez wroga', 'each neighbour held by the enemy'],
  'have-fought': ['stoczyły już walkę w tej turze', 'have had their combat this turn'],
  'must-fight': ['muszą jeszcze walczyć', 'must still fight'],
  literal: ['warunek „nie walczyła” zawsze spełniony', 'the "did not fight" condition is always met'],
  strict: [
    'jednostka, która walczyła w poprzedniej turze, nie odpoczywa ani się nie reorganizuje',
    'a unit that fought last turn neither rests nor reorganises',
  ],
  grounded: [
    'jego jednostki stoją także w zasięgu sztabu armii, sztab korpusu się nie rusza',
    "its units stay put even in the army HQ's range, its HQ does not move",
  ],
  'army-overrides': [
    'zasięg sztabu armii znosi STOP, sztab korpusu może się ruszać',
    "the army HQ's range overrides STOP, the corps HQ may move",
  ],
};
/** the options that came with rules version 3 (18.1): a game of an older version has none of them, as it was stored */
const SINCE_V3: readonly OptionKey[] = ['guards', 'corpsCommander', 'pappritz'];
/** the option that came with rules version 5 (AMB-22) */
const SINCE_V5: readonly OptionKey[] = ['encirclement'];
/** the option that came with rules version 6 (AMB-29) */
const SINCE_V6: readonly OptionKey[] = ['bombarded'];
/** the options that came with rules version 14 (AMB-7, AMB-31) */
const SINCE_V14: readonly OptionKey[] = ['rest', 'stopCorps'];
export const optionsFor = (version: number, chosen: Partial<Options>): Options => {
  const o = { ...DEFAULT_OPTIONS, ...chosen };
  if (version < 3) for (const k of SINCE_V3) delete o[k];
  if (version < 5) for (const k of SINCE_V5) delete o[k];
  if (version < 6) for (const k of SINCE_V6) delete o[k];
  if (version < 14) for (const k of SINCE_V14) delete o[k];
  return o;
};
export const optionFields: OptionField[] = choiceFields(OPTION_VALUES, LABELS, (v) => text(...VALUE_LABELS[v]));
export const optionsSchema = choiceSchema(OPTION_VALUES);
