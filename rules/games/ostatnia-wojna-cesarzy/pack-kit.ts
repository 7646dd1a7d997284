/** Ostatnia Wojna Cesarzy's pack for club packs (rules/core/pack-kit.ts): scenario A is the shortest. */
import type { PackKit } from '../../core/pack-kit.js';
import { createOwc } from './index.js';
import { PACK } from './pack.js';
import { type Pack, parsePack } from './schema.js';

export const packKit: PackKit<Pack> = {
  game: 'ostatnia-wojna-cesarzy',
  parse: parsePack,
  create: createOwc,
  shipped: () => PACK,
  shortest: 'A',
  parts: (['normal', 'repeat'] as const).map((t) => ({
    kind: 'table' as const,
    path: `tables.${t}.bands`,
    title:
      t === 'normal'
        ? { pl: 'Tabela walki', en: 'Combat table' }
        : { pl: 'Tabela walki (ponowny atak)', en: 'Combat table (repeated attack)' },
    rowLabel: 'min',
    columns: ['chance', 'rmod'],
  })),
};
