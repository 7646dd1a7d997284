import { z } from 'zod';

/** What every part of the pack shares: bilingual text, hex labels, vertex facings and the vocabularies. */
export { textSchema as text } from '../../../core/text.js';
export const hexLabel = z.string().regex(/^\d{4}$/, 'a hex is four digits, column then row (CCRR)');
export const facing = z.number().int().min(0).max(5);

export const SIDES = ['pl', 'ru'] as const;
export type SideId = (typeof SIDES)[number];
export const ARMS = ['infantry', 'cavalry', 'artillery'] as const;
export type Arm = (typeof ARMS)[number];
/** icons of R 1.5.7 (AMB-4: Russian "jeźdźcy" read as jägers, Russian carabiniers as infantry) */
export const UNIT_TYPES = [
  'line',
  'rifles',
  'jaegers',
  'grenadiers',
  'carabiniers-foot',
  'marines',
  'uhlans',
  'hussars',
  'mounted-rifles',
  'new-cavalry',
  'cuirassiers',
  'carabiniers-horse',
  'foot-artillery',
  'heavy-artillery',
  'horse-artillery',
  'rockets',
] as const;
export const ARTILLERY_CLASSES = ['light', 'heavy', 'horse', 'rockets'] as const;
export type ArtilleryClass = (typeof ARTILLERY_CLASSES)[number];
/** the movement classes of the terrain table: one MP column each */
export const MOVE_CLASSES = ['infantry', 'square', 'cavalry', 'artillery', 'horseArtillery'] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];
