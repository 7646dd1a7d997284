import { z } from 'zod';
import { checkedPack, sectionedPack } from '../../core/pack-schema.js';
import { crossCheck } from './schema/cross-check.js';
import { forcesSchema } from './schema/forces.js';
import { mapSchema } from './schema/map.js';
import { scenarioSchema } from './schema/scenario.js';
import { tablesSchema } from './schema/tables.js';

/**
 * The data pack of 1831 Olszynka Grochowska: tables, map, forces, scenarios. The rulebook's own
 * tables section (14.0), the map and its terrain key, the counters and the scenario book are not
 * in the rules text, so everything here is data and what we ship is our own (`ours: true`).
 * `parsePack` reports every error with its path (zod issues plus cross-reference checks).
 * The rules that ARE in the text (morale test 1.8.1, leader casualties 3.6.2, loss schedule 12.1.4,
 * forced march 7.9, stack values 6.7) are code, never pack data.
 */
export * from './schema/base.js';
export * from './schema/forces.js';
export * from './schema/map.js';
export * from './schema/scenario.js';
export * from './schema/tables.js';

const packShape = sectionedPack({
  tables: tablesSchema,
  map: mapSchema,
  forces: forcesSchema,
  scenarios: z.array(scenarioSchema).min(1),
});
export type Pack = z.infer<typeof packShape>;
/** the schema with the cross-reference checks; `parsePack`: every error with its path, or the pack */
export const { packSchema, parsePack } = checkedPack(packShape, crossCheck);
