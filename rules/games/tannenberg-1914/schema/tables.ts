import { z } from 'zod';
import { type RiverClass, RIVERS, type Terrain, TERRAINS, text } from './base.js';

/** The tables: terrain effects, CRT, retreat losses, command independence (rules 4, 9, 13). */
const tecHex = z.object({ mp: z.number().min(0.5).nullable(), combat: z.number().int().max(0) }).strict();
const tecRiver = z
  .object({ mp: z.number().min(0), combat: z.number().int().max(0), retreat: z.number().int().max(0) })
  .strict();
const cell = z.string().regex(/^\d+\/\d+$/, 'a CRT cell is "a/d": EP lost by each attacker / each defender (9.4)');
export const tablesSchema = z
  .object({
    id: z.string(),
    ours: z.literal(true),
    note: text,
    crt: z
      .object({
        /** consecutive ratio columns, weakest first (rule 2.2) */
        columns: z.array(z.string().regex(/^\d+:\d+$/)).min(2),
        /** rows[roll-1][column] */
        rows: z.array(z.array(cell)).length(6),
      })
      .strict(),
    retreat: z
      .object({
        /** EFF difference of the first column (retreater − attacker, 9.3.6); columns step by 1 and clamp */
        minDiff: z.number().int(),
        /** modified roll of the first row; rows step by 1 and clamp */
        minRoll: z.number().int(),
        /** loss[row][column]: EP lost by each retreating unit */
        loss: z.array(z.array(z.number().int().min(0).max(8)).min(1)).min(1),
      })
      .strict(),
    terrain: z
      .object({
        /** MP to enter (null: never entered) and the combat shift of each hex terrain (TEC) */
        hexes: z
          .object(Object.fromEntries(TERRAINS.map((t) => [t, tecHex])) as Record<Terrain, typeof tecHex>)
          .strict(),
        hill: z.object({ mp: z.number().min(0), combat: z.number().int().max(0) }).strict(),
        rivers: z
          .object(Object.fromEntries(RIVERS.map((r) => [r, tecRiver])) as Record<RiverClass, typeof tecRiver>)
          .strict(),
        road: z.number().positive(),
        trainRoad: z.number().positive(),
        wire: z.object({ mp: z.number().min(0), combat: z.number().int().max(0) }).strict(),
        entrenchment: z.number().int().max(0),
        fortification: z.number().int().max(0),
        marshFirstRetreatHex: z.number().int().max(0),
      })
      .strict(),
    /** command independence (13.3.1): the highest modified roll that still gives MARCH, per activity */
    independence: z
      .object({
        minRoll: z.number().int(),
        maxRoll: z.number().int(),
        marchUpTo: z.object({ A: z.number().int(), N: z.number().int(), B: z.number().int() }).strict(),
      })
      .strict(),
  })
  .strict()
  .superRefine((t, ctx) => {
    t.crt.rows.forEach((r, i) => {
      if (r.length !== t.crt.columns.length)
        ctx.addIssue({
          code: 'custom',
          path: ['crt', 'rows', i],
          message: `a row has ${r.length} cells for ${t.crt.columns.length} columns`,
        });
    });
    const w = t.retreat.loss[0]?.length ?? 0;
    t.retreat.loss.forEach((r, i) => {
      if (r.length !== w)
        ctx.addIssue({
          code: 'custom',
          path: ['retreat', 'loss', i],
          message: 'every row of the retreat table has the same number of columns',
        });
    });
  });
export type Tables = z.infer<typeof tablesSchema>;
