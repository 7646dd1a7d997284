import { z } from 'zod';
import { parseHex } from '../geometry.js';

/** The words every part of the pack is written in: texts in both languages, hex labels, ids, vocabularies. */
export { textSchema as text } from '../../../core/text.js';
export const hex = z
  .string()
  .refine((s) => parseHex(s) !== undefined, 'a hex is written A<column>B<row>, e.g. "A37B42" (rule 2.1)');
export const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case letters, digits and dashes');

export const SIDES = ['de', 'ru'] as const;
export type SideId = (typeof SIDES)[number];
export const TERRAINS = ['clear', 'forest', 'marsh', 'town', 'city', 'lake', 'sea'] as const;
export type Terrain = (typeof TERRAINS)[number];
export const RIVERS = ['small', 'large', 'vistula'] as const;
export type RiverClass = (typeof RIVERS)[number];
