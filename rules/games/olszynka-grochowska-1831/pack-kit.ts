/** Olszynka's pack for club packs (rules/core/pack-kit.ts): the Alder Wood fight is the shortest. */
import type { PackKit } from '../../core/pack-kit.js';
import { createOlszynka } from './index.js';
import { PACK } from './pack.js';
import { type Pack, parsePack } from './schema.js';

export const packKit: PackKit<Pack> = {
  game: 'olszynka-grochowska-1831',
  parse: parsePack,
  create: createOlszynka,
  shipped: () => PACK().pack,
  shortest: 'alder-wood-1831',
};
