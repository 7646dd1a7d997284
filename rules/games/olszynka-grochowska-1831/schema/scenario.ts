import { z } from 'zod';
import { scenarioHead } from '../../../core/pack-schema.js';
import { facing, hexLabel, SIDES, text } from './base.js';

/** A scenario (ours): set-up, leaders, cup markers, arrivals, victory, and later readings by rules version. */
const placement = z
  .object({
    unit: z.string(),
    hex: hexLabel,
    facing,
    level: z.enum(['full', 'disorganized', 'demoralized']).optional(),
    losses: z.number().int().min(0).max(8).optional(),
  })
  .strict();
const scenarioLeaders = z.array(z.object({ leader: z.string(), hex: hexLabel }).strict());
const scenarioMarkers = z.array(z.string()).min(2);
const victorySchema = z
  .object({
    /** hexes scored at the end by the side that holds them (last to occupy; `holder` at the start) */
    objectives: z.array(z.object({ hex: hexLabel, vp: z.number().int().min(1), holder: z.enum(SIDES) }).strict()),
    /** VP for every `per` enemy strength points eliminated or in the Routed box at the end */
    lossVp: z.object({ per: z.number().int().min(1), vp: z.number().int().min(1) }).strict(),
    /** at the end: the side with more VP wins; `ties` says who wins a tie */
    ties: z.enum([...SIDES, 'draw']),
    /** checked at the end of every stage (R 2.6) */
    automatic: z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('hold-all'), side: z.enum(SIDES), hexes: z.array(hexLabel).min(1) }).strict(),
        z.object({ kind: z.literal('enemy-losses'), side: z.enum(SIDES), points: z.number().int().min(1) }).strict(),
      ]),
    ),
  })
  .strict();

export const scenarioSchema = z
  .object({
    ...scenarioHead,
    date: z.string(),
    /** clock time of stage 1, for display (M13) */
    startTime: z.string().regex(/^\d\d:\d\d$/),
    stages: z.number().int().min(1).max(30),
    /** R 2.2.1: initiative in stage 1 */
    firstInitiative: z.enum(SIDES),
    /** R 1.5 introduction: the introductory scenarios may leave the cavalry out */
    setup: z.array(placement),
    leaders: scenarioLeaders,
    /** activation markers in play (R 2.3): formation ids and C-in-C / corps leader ids */
    markers: scenarioMarkers,
    arrivals: z.array(
      z
        .object({
          stage: z.number().int().min(1),
          /** region of entry hexes; the units are placed there at the start of the stage, facing `facing` */
          region: z.string(),
          facing,
          units: z.array(z.string()).min(1),
          leaders: z.array(z.string()),
          /** markers that join the cup from this stage */
          markers: z.array(z.string()),
        })
        .strict(),
    ),
    victory: victorySchema,
    /**
     * later readings of the scenario (scenario-at.ts): from a rules version on, the fields given replace
     * the ones above; games created before it keep the scenario as it was
     */
    revisions: z
      .array(
        z
          .object({
            rulesVersion: z.number().int().min(2),
            /** why the scenario changed, for players */
            note: text.optional(),
            setup: z.array(placement).optional(),
            leaders: scenarioLeaders.optional(),
            markers: scenarioMarkers.optional(),
            victory: victorySchema.optional(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();
export type ScenarioData = z.infer<typeof scenarioSchema>;
