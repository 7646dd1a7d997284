import { z } from 'zod';
import { scenarioHead } from '../../../core/pack-schema.js';
import { hex, SIDES } from './base.js';

/** A scenario: area, setup, reinforcements, victory (rules 17, 19). */
const vpSchema = z
  .object({
    /** towns scored at the end of every turn by the controlling side, Russian + / German − (19.3) */
    towns: z.array(z.object({ hex, vp: z.number().int().min(1) }).strict()),
    /** Russian VP for at least `units` Russian combat units in Germany at the end of a turn (19.3) */
    invasion: z.array(
      z.object({ turn: z.number().int().min(1), units: z.number().int().min(1), vp: z.number().int().min(1) }).strict(),
    ),
    russian: z
      .object({
        hindenburg: z.number().int(),
        westFront: z.number().int(),
        fort: z.number().int(),
        unit: z.number().int(),
        corpsHq: z.number().int(),
        armyHq: z.number().int(),
        unsuppliedAtEnd: z.number().int(),
      })
      .strict(),
    german: z
      .object({
        narew: z.number().int(),
        unit: z.number().int(),
        corpsHq: z.number().int(),
        armyHq: z.number().int(),
        fort: z.number().int(),
        noRussianInGermany: z.number().int(),
      })
      .strict(),
  })
  .strict();
export const scenarioSchema = z
  .object({
    ...scenarioHead,
    turns: z.number().int().min(1).max(30),
    /** the calendar date of turn 1 (a turn is a day, our reading) */
    firstDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** a map region the scenario is played in; absent: the whole map */
    area: z.string().optional(),
    setup: z.array(z.object({ piece: z.string(), hex }).strict()),
    /** the turn and reinforcement track (17.2.1): arrivals by turn, hex and mode */
    reinforcements: z.array(
      z.object({ turn: z.number().int().min(1), hex, pieces: z.array(z.string()).min(1), rail: z.boolean() }).strict(),
    ),
    /** the special reinforcements of 17.3 and the optional rules of 18.1, as data; absent: not in this scenario */
    special: z
      .object({
        /** 17.3.1: at a Russian lead of `lead` VP `from` is replaced by `to` in the next orders phase */
        hindenburg: z
          .object({ lead: z.number().int().min(1), from: z.string(), to: z.string() })
          .strict()
          .optional(),
        /** 17.3.2: at a Russian lead of `lead`, `pieces` arrive by rail at the west edge `delay` turns later */
        westFront: z
          .object({ lead: z.number().int().min(1), delay: z.number().int().min(1), pieces: z.array(z.string()).min(1) })
          .strict()
          .optional(),
        /** 17.3.3: after turn `afterTurn`, a German unit within `distance` hexes of the `region` brings `pieces` next turn */
        narew: z
          .object({
            afterTurn: z.number().int(),
            distance: z.number().int().min(1),
            region: z.string(),
            pieces: z.array(z.string()).min(1),
          })
          .strict()
          .optional(),
        /** 18.1.1: these units may not move until released */
        guards: z
          .object({ pieces: z.array(z.string()).min(1) })
          .strict()
          .optional(),
        /** 18.1.2: `from` is replaced by `to` once the corps has lost `steps` steps */
        corpsCommander: z
          .object({ corps: z.string(), steps: z.number().int().min(1), from: z.string(), to: z.string() })
          .strict()
          .optional(),
      })
      .strict(),
    /** supply bases of this scenario beyond the map's own (15.1.1), e.g. where its area cuts the lines of supply */
    bases: z.array(z.object({ hex, side: z.enum(SIDES) }).strict()).optional(),
    /** automatic victory of 19.2 applies */
    autoVictory: z.boolean(),
    vp: vpSchema,
  })
  .strict();
export type Scenario = z.infer<typeof scenarioSchema>;
