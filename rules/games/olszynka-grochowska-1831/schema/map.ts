import { z } from 'zod';
import { hexGridSpecSchema } from '../../../core/hex.js';
import { hexLabel, text } from './base.js';

/** The map (ours): hexes and their terrain, hexside features, roads, named places and regions. */
export const mapSchema = z
  .object({
    id: z.string(),
    title: text,
    ours: z.boolean(),
    note: text,
    grid: hexGridSpecSchema,
    hexes: z.array(z.object({ id: hexLabel, terrain: z.string(), name: z.string().optional() }).strict()).min(1),
    hexsides: z.array(z.object({ a: hexLabel, b: hexLabel, kind: z.string(), name: z.string().optional() }).strict()),
    roads: z.array(z.object({ name: z.string(), hexes: z.array(hexLabel).min(2) }).strict()),
    /** named places for the view and the scenario book */
    places: z.array(z.object({ hex: hexLabel, name: z.string().min(1) }).strict()),
    /** named hex sets a scenario refers to (entry edges, the wood) */
    regions: z.record(z.string(), z.array(hexLabel).min(1)),
  })
  .strict();
export type MapData = z.infer<typeof mapSchema>;
