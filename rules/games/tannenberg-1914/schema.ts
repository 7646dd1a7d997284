import { z } from 'zod';
import { checkedPack, sectionedPack } from '../../core/pack-schema.js';
import { crossCheck } from './schema/cross-check.js';
import { forcesSchema } from './schema/forces.js';
import { legendPartSchema } from './schema/legend.js';
import { mapSchema } from './schema/map.js';
import { scenarioSchema } from './schema/scenario.js';
import { tablesSchema } from './schema/tables.js';

/**
 * The data pack of Tannenberg 1914: map, tables, forces, scenarios and the board's legend. The
 * rulebook prints none of these (its map, counters, tables and turn track were separate components),
 * so everything we ship is ours and says so (`ours: true`). `parsePack` reports every error with its path.
 */
export * from './schema/base.js';
export * from './schema/forces.js';
export * from './schema/legend.js';
export * from './schema/map.js';
export * from './schema/scenario.js';
export * from './schema/tables.js';

const packShape = sectionedPack({
  map: mapSchema,
  tables: tablesSchema,
  forces: forcesSchema,
  scenarios: z.array(scenarioSchema).min(1),
  /** the board's terrain legend; absent in packs made before it was pack data (drawn with ours) */
  legend: legendPartSchema.optional(),
});
export type Pack = z.infer<typeof packShape>;
/** the schema with the cross-reference checks; `parsePack`: every error with its path, or the pack */
export const { packSchema, parsePack } = checkedPack(packShape, crossCheck);
