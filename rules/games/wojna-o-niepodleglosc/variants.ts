/**
 * The rulebook's ambiguities (README "Decisions") that change play, as game options. The first value
 * of each list is the default.
 */
export const OPTION_VALUES = {
  /** AMB-03: which units trigger the unsupplied combat modifier */
  unsuppliedModifier: ['any-unit', 'majority-of-levels'],
  /** AMB-05: ½ or ¼ of the allowance rounded up to the next half-point, or to a whole point */
  zocExitRounding: ['half-point', 'whole-point'],
  /** AMB-06: infantry ZOC → ZOC only as its whole move, or at any point with what is left */
  infantryZocToZoc: ['whole-move', 'any-time'],
  /** AMB-07: artillery may never go ZOC → ZOC, or it may by the minimum move */
  artilleryMinimumMove: ['never-zoc-to-zoc', 'minimum-move'],
  /** AMB-13: a mixed or uncommanded defence counts leader rating 0, or the leader modifier is skipped */
  mixedCommandLeader: ['rating-zero', 'skip'],
  /** AMB-15: odds of exactly 1:1 give 0 or +1 */
  evenOdds: ['zero', 'plus-one'],
  /** AMB-16: stars summed per category then capped, or the best single unit's stars */
  stars: ['sum-then-cap', 'best-unit'],
  /** AMB-17: impassable or off-map neighbours do not close an encirclement, or they do */
  encirclementEdges: ['open', 'closed'],
  /** AMB-27: "after N full turns" returns on T+N+1, or on T+N */
  fullTurns: ['t-plus-n-plus-one', 't-plus-n'],
  /** AMB-30: the ZOC threshold (strength ≤ 2) per hex or per unit */
  zocThreshold: ['hex', 'unit'],
  /** AMB-10: the units of a WJ HQ that failed its test test one by one, or are all uncommanded */
  failedHqUnits: ['test', 'uncommanded'],
  /** AMB-11: units whose WJ HQ is eliminated take no test, or test like others */
  eliminatedHqUnits: ['no-test', 'test'],
  /** AMB-45: a failed reaction ZOC test costs the stack one level, or every unit one level */
  reactionZocLoss: ['stack', 'every-unit'],
  /** AMB-09: independent units are commanded by any WJ HQ or the army HQ, or by WJ HQs only */
  independentCommand: ['wj-or-army', 'wj-only'],
} as const;
export type OptionKey = keyof typeof OPTION_VALUES;
export type Options = ChoiceOptions<typeof OPTION_VALUES>;
export const DEFAULT_OPTIONS: Options = choiceDefaults(OPTION_VALUES);

import type { OptionField } from '../../core/contract.js';
import { type ChoiceOptions, choiceDefaults, choiceFields, choiceSchema } from '../../core/choice-options.js';

/** the options as labelled choices for the create forms (README "Decisions") */
const LABELS: Record<OptionKey, [string, string]> = {
  unsuppliedModifier: ['Brak zaopatrzenia w walce (AMB-03)', 'Unsupplied units in combat (AMB-03)'],
  zocExitRounding: ['Wyjście ze strefy kontroli: zaokrąglenie (AMB-05)', 'Leaving a ZOC: rounding (AMB-05)'],
  infantryZocToZoc: ['Piechota strefa → strefa (AMB-06)', 'Infantry ZOC → ZOC (AMB-06)'],
  artilleryMinimumMove: ['Artyleria strefa → strefa (AMB-07)', 'Artillery ZOC → ZOC (AMB-07)'],
  mixedCommandLeader: ['Obrona częściowo bez dowodzenia (AMB-13)', 'A partly uncommanded defence (AMB-13)'],
  evenOdds: ['Stosunek sił 1:1 (AMB-15)', 'Odds of 1:1 (AMB-15)'],
  stars: ['Gwiazdki: suma czy najlepsza (AMB-16)', 'Stars: sum or best (AMB-16)'],
  encirclementEdges: ['Okrążenie na skraju mapy (AMB-17)', 'Encirclement at the map edge (AMB-17)'],
  fullTurns: ['„Po N pełnych etapach” (AMB-27)', '"After N full turns" (AMB-27)'],
  zocThreshold: ['Próg strefy kontroli (AMB-30)', 'The ZOC threshold (AMB-30)'],
  failedHqUnits: ['Oddziały sztabu, który nie zdał testu (AMB-10)', 'Units of an HQ that failed its test (AMB-10)'],
  eliminatedHqUnits: ['Oddziały zniszczonego sztabu (AMB-11)', 'Units of an eliminated HQ (AMB-11)'],
  reactionZocLoss: ['Strata w reakcji przez strefę (AMB-45)', 'Loss in a reaction through ZOC (AMB-45)'],
  independentCommand: ['Kto dowodzi oddziałami samodzielnymi (AMB-09)', 'Who commands independent units (AMB-09)'],
};
export const optionFields: OptionField[] = choiceFields(OPTION_VALUES, LABELS);
export const optionsSchema = choiceSchema(OPTION_VALUES);
