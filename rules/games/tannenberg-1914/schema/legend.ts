import { legendSchema } from '../../../core/legend.js';
import { RIVERS, TERRAINS } from './base.js';

/**
 * The keys the static board draws (view-board.ts), in the order the page lists them: each terrain,
 * a hill and a fort in a hex, the river classes and the other hexsides, roads and railways.
 */
export const LEGEND_KEYS = [
  ...TERRAINS,
  'hill',
  'fort',
  ...RIVERS,
  'lake-side',
  'wire',
  'road',
  'rail-single',
  'rail-double',
] as const;
/** the names and colours of those keys (core/legend.ts); a pack without one is drawn with ours */
export const legendPartSchema = legendSchema(LEGEND_KEYS);
