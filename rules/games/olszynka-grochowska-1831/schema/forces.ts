import { z } from 'zod';
import { ARMS, ARTILLERY_CLASSES, SIDES, text, UNIT_TYPES } from './base.js';

/** The forces (ours): formations, leaders and units with their counters' values. */
export const unitSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    short: z.string().min(1).max(14),
    side: z.enum(SIDES),
    arm: z.enum(ARMS),
    type: z.enum(UNIT_TYPES),
    /** R 7.2: the white identifier of cuirassiers and carabiniers: 6 MP instead of 7 */
    heavy: z.boolean().optional(),
    artillery: z.enum(ARTILLERY_CLASSES).optional(),
    /** 1–9; artillery always 1 (R 11.1) */
    strength: z.number().int().min(1).max(9),
    morale: z.number().int().min(1).max(9),
    /** infantry skirmisher stars (R 1.3.5), cavalry impetus stars (R 1.3.6), battery stars (R 1.3.7) */
    stars: z.number().int().min(0).max(3),
    /** the formation (division) id, or absent for corps and army units (R 3.1, 6.3) */
    division: z.string().optional(),
    corps: z.string().optional(),
  })
  .strict();
export type UnitDef = z.infer<typeof unitSchema>;

export const leaderSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    side: z.enum(SIDES),
    rank: z.enum(['c-in-c', 'corps', 'division']),
    /** printed command range in hexes (R 3.4) */
    range: z.number().int().min(1).max(12),
    /** a division commander's formation; a corps commander's corps */
    division: z.string().optional(),
    corps: z.string().optional(),
  })
  .strict();
export type LeaderDef = z.infer<typeof leaderSchema>;

export const formationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    side: z.enum(SIDES),
    kind: z.enum(['division', 'corps', 'army']),
    corps: z.string().optional(),
    /** the colour of the circle on its counters (R 3.1) */
    colour: z.string().regex(/^#[0-9a-f]{6}$/),
  })
  .strict();
export type FormationDef = z.infer<typeof formationSchema>;

export const forcesSchema = z
  .object({
    id: z.string(),
    ours: z.boolean(),
    note: text,
    formations: z.array(formationSchema).min(1),
    leaders: z.array(leaderSchema).min(1),
    units: z.array(unitSchema).min(1),
  })
  .strict();
export type Forces = z.infer<typeof forcesSchema>;
