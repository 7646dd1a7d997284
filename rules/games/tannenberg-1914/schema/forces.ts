import { z } from 'zod';
import { id, SIDES, text } from './base.js';

/** The counters: units with their two faces, HQs, supply trains (rules 1.2, 13, 15). */
const face = z
  .object({
    /** infantry and cavalry */
    str: z.number().int().min(0).optional(),
    /** artillery fire in attack / in defence (11.2, 11.3) */
    af: z.number().int().min(0).optional(),
    df: z.number().int().min(0).optional(),
    ma: z.number().int().min(1),
    eff: z.number().int().min(1).max(6),
  })
  .strict();
export const unitSchema = z
  .object({
    id,
    /** the printed designation, e.g. "72/41/XX" (rule 2.2) */
    name: z.string().min(1),
    side: z.enum(SIDES),
    type: z.enum(['inf', 'cav', 'art']),
    size: z.enum(['III', '[X]', 'X', 'II']),
    /** corps identifier; absent: army troops (13.2.5) */
    corps: z.string().optional(),
    /** division identifier for concentration (14) */
    division: z.string().optional(),
    front: face,
    /** the reduced face; absent: a one-step unit (2.3.1) */
    back: face.optional(),
  })
  .strict()
  .superRefine((u, ctx) => {
    for (const [k, f] of [
      ['front', u.front],
      ['back', u.back],
    ] as const) {
      if (!f) continue;
      if (u.type === 'art' ? f.af === undefined || f.df === undefined : f.str === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: u.type === 'art' ? 'artillery has af and df' : 'infantry and cavalry have str',
        });
    }
  });
export type UnitDef = z.infer<typeof unitSchema>;
export const hqSchema = z
  .object({
    id,
    name: z.string().min(1),
    side: z.enum(SIDES),
    kind: z.enum(['corps', 'army']),
    /** the corps a corps HQ commands */
    corps: z.string().optional(),
    /** the army it belongs to: an army HQ commands its army's corps HQs (13.2.7) */
    army: z.string(),
    /** command range on the front and back faces (13.2.1, 13.2.9) */
    range: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
    activity: z.enum(['A', 'N', 'B']).optional(),
    /** combat shift: • = 1, •• = 2 (13.5.1) */
    bullets: z.number().int().min(0).max(2),
    /** Frommel commands all German cavalry (17.3.2); v. Pappritz never leaves Königsberg (18.1.3) */
    special: z.enum(['all-cavalry', 'koenigsberg']).optional(),
  })
  .strict();
export type HqDef = z.infer<typeof hqSchema>;
export const forcesSchema = z
  .object({
    id: z.string(),
    ours: z.literal(true),
    note: text,
    units: z.array(unitSchema).min(1),
    hqs: z.array(hqSchema).min(1),
    trains: z.array(z.object({ id, name: z.string(), side: z.literal('ru'), ma: z.number().int().min(1) }).strict()),
    /** how many numbered masking markers each side has (16.1.1) and the other marker pools */
    markers: z.object({ masking: z.number().int().min(0), entrenchments: z.number().int().min(0) }).strict(),
  })
  .strict();
export type Forces = z.infer<typeof forcesSchema>;
