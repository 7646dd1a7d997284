import type { OptionField } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { z } from 'zod';

/**
 * Game options: the spec's switchable ambiguities (⚙), each defaulting to our best reading
 * (README "Decisions"). Procedures read them from `Options`; setup fills the defaults.
 */
export const optionsSchema = z
  .object({
    position: z.unknown().optional(),
    /** AMB-5: the base loss L comes from the stronger side's engaged strength, or each side's own, or the weaker */
    engagedFrom: z.enum(['stronger', 'own', 'weaker']).default('stronger'),
    /** AMB-12: uncommanded and demoralized halve twice, or once */
    halveOnce: z.boolean().default(false),
    /** AMB-13: forced march for cavalry and horse artillery: a flat +1, or a roll capped at +1 */
    cavalryForcedMarch: z.enum(['flat', 'roll']).default('flat'),
    /** AMB-15: a lone leader flees when an enemy unit moves next to him, or only when it would enter his hex */
    loneLeader: z.enum(['adjacent', 'enter']).default('adjacent'),
    /** AMB-19: non-active artillery fires at the nearest eligible unit, or only if the nearest visible enemy is eligible */
    reactionFireTarget: z.enum(['eligible', 'nearest']).default('eligible'),
    /** AMB-22: leaving an enemy ZOC to the rear costs cavalry terrain + half its MP, or half only */
    zocRearExit: z.enum(['terrain-plus-half', 'half']).default('terrain-plus-half'),
    /** AMB-29: retreating through enemy ZOC costs every unit of the stack a point, or the stack one point */
    zocRetreatLoss: z.enum(['per-unit', 'per-stack']).default('per-unit'),
    /** AMB-30b: units back from the Routed box this phase stay demoralized, or improve at once */
    reorgReturnImproves: z.boolean().default(false),
    /** AMB-32b: infantry and cavalry may not even pass through each other's hex, or only not end there */
    strictMixing: z.boolean().default(true),
    /** AMB-37: infantry may form square in its own move for 1 MP, or only as a reaction */
    voluntarySquare: z.boolean().default(true),
    /** AMB-6b: the C-in-C activates any division, or only one whose commander is within his range */
    cInCRange: z.boolean().default(false),
    /**
     * AMB-24 (rules version 2): a failed counter-charge against infantry costs a level and may withdraw
     * (policy counterWithdraw), or withdraws instead of the level, or costs the level and must withdraw
     */
    counterChargeFail: z.enum(['level', 'instead', 'compulsory']).default('level'),
    /**
     * AMB-61 (rules version 3): Chłopicki is the Polish C-in-C (R 2.3.3), or Radziwiłł is and has no
     * counter, and Chłopicki activates like a corps commander (R 2.3.4) the divisions without a corps
     */
    polishChief: z.enum(['c-in-c', 'corps']).default('c-in-c'),
  })
  .strict();
export type Options = z.output<typeof optionsSchema>;
export const DEFAULT_OPTIONS: Options = optionsSchema.parse({});
/** the rules version that added each later option: an older game's state does not carry it (its recorded state stays as it was) */
export const OPTION_SINCE: Partial<Record<keyof Options, number>> = { counterChargeFail: 2, polishChief: 3 };

const field = (
  key: keyof Options,
  pl: string,
  en: string,
  values: [string | boolean, string, string][],
): OptionField => ({
  key,
  label: text(pl, en),
  values: values.map(([value, p, e]) => ({ value, label: text(p, e) })),
  default: DEFAULT_OPTIONS[key] as string | boolean,
});
/** the options as the create forms offer them (README "Decisions") */
export const optionFields: OptionField[] = [
  field('engagedFrom', 'Bazowe straty z liczebności (AMB-5)', 'Base loss from the engaged strength (AMB-5)', [
    ['stronger', 'silniejszej strony', 'the stronger side'],
    ['own', 'własnej', 'each side its own'],
    ['weaker', 'słabszej strony', 'the weaker side'],
  ]),
  field('halveOnce', 'Bez dowodzenia i zdemoralizowany (AMB-12)', 'Uncommanded and demoralized (AMB-12)', [
    [false, 'połowa dwukrotnie', 'halve twice'],
    [true, 'połowa raz', 'halve once'],
  ]),
  field('cavalryForcedMarch', 'Marsz forsowny jazdy (AMB-13)', 'Cavalry forced march (AMB-13)', [
    ['flat', '+1 bez rzutu', '+1, no roll'],
    ['roll', 'rzut, najwyżej +1', 'a roll, at most +1'],
  ]),
  field('loneLeader', 'Samotny dowódca (AMB-15)', 'A lone leader (AMB-15)', [
    ['adjacent', 'wróg obok', 'an enemy next to him'],
    ['enter', 'wróg wchodzi', 'an enemy entering his hex'],
  ]),
  field('reactionFireTarget', 'Cel ostrzału strony nieaktywnej (AMB-19)', 'Target of non-active fire (AMB-19)', [
    ['eligible', 'najbliższy z aktywnej formacji', 'the nearest of the active formation'],
    ['nearest', 'tylko gdy najbliższy wróg', 'only when it is the nearest enemy'],
  ]),
  field('zocRearExit', 'Wyjście jazdy ze SK do tyłu (AMB-22)', 'Cavalry leaving a ZOC to the rear (AMB-22)', [
    ['terrain-plus-half', 'teren + połowa PR', 'terrain + half MP'],
    ['half', 'połowa PR', 'half MP'],
  ]),
  field('zocRetreatLoss', 'Odwrót przez SK (AMB-29)', 'Retreat through ZOC (AMB-29)', [
    ['per-unit', 'każda jednostka', 'each unit'],
    ['per-stack', 'cały stos', 'the whole stack'],
  ]),
  field('reorgReturnImproves', 'Powracający z rozbitych (AMB-30b)', 'Units back from the Routed box (AMB-30b)', [
    [false, 'zostają zdemoralizowane', 'stay demoralized'],
    [true, 'poprawiają się od razu', 'improve at once'],
  ]),
  field('strictMixing', 'Piechota i jazda w heksie (AMB-32b)', 'Infantry and cavalry in a hex (AMB-32b)', [
    [true, 'nawet przechodząc', 'not even passing through'],
    [false, 'tylko na końcu ruchu', 'only at the end of a move'],
  ]),
  field('voluntarySquare', 'Czworobok we własnym ruchu (AMB-37)', 'Square in its own move (AMB-37)', [
    [true, 'za 1 PR', 'for 1 MP'],
    [false, 'tylko jako reakcja', 'only as a reaction'],
  ]),
  field('cInCRange', 'Wódz naczelny aktywuje (AMB-6b)', 'The C-in-C activates (AMB-6b)', [
    [false, 'dowolną dywizję', 'any division'],
    [true, 'dywizję w zasięgu', 'a division within range'],
  ]),
  field('polishChief', 'Chłopicki (AMB-61)', 'Chłopicki (AMB-61)', [
    ['c-in-c', 'wódz naczelny', 'the commander-in-chief'],
    [
      'corps',
      'jak dowódca korpusu (dywizje bez korpusu, w zasięgu)',
      'like a corps commander (divisions without a corps, within range)',
    ],
  ]),
  field(
    'counterChargeFail',
    'Nieudana kontrszarża na piechotę (AMB-24)',
    'A failed counter-charge on infantry (AMB-24)',
    [
      ['level', 'poziom, wycofanie do wyboru', 'a level, withdrawal optional'],
      ['instead', 'wycofanie zamiast poziomu', 'a withdrawal instead of the level'],
      ['compulsory', 'poziom i wycofanie', 'a level and a compulsory withdrawal'],
    ],
  ),
];
