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
    /** AMB-24: a failed counter-charge against infantry costs a level and allows a withdrawal, or the withdrawal replaces the level */
    counterChargeFail: z.enum(['level-and-withdraw', 'withdraw-instead']).default('level-and-withdraw'),
    /** AMB-29: retreating through enemy ZOC costs every unit of the stack a point, or the stack one point */
    zocRetreatLoss: z.enum(['per-unit', 'per-stack']).default('per-unit'),
    /** AMB-30b: units back from the Routed box this phase stay demoralized, or improve at once */
    reorgReturnImproves: z.boolean().default(false),
    /** AMB-32b: infantry and cavalry may not even pass through each other's hex, or only not end there */
    strictMixing: z.boolean().default(true),
    /** AMB-37: infantry may form square in its own move for 1 MP, or only as a reaction */
    voluntarySquare: z.boolean().default(true),
    /** AMB-61: Chłopicki is the Polish C-in-C (2.3.3), or a corps commander over the infantry divisions (2.3.4) */
    chlopicki: z.enum(['c-in-c', 'corps']).default('c-in-c'),
    /** AMB-6b: the C-in-C activates any division, or only one whose commander is within his range */
    cInCRange: z.boolean().default(false),
  })
  .strict();
export type Options = z.output<typeof optionsSchema>;
export const DEFAULT_OPTIONS: Options = optionsSchema.parse({});
