/** Manoeuvre's pack for club packs (rules/core/pack-kit.ts): the intro battle is the shortest. */
import { type PackKit, parsePackWith } from '../../core/pack-kit.js';
import { createManoeuvre } from './index.js';
import { packDefsOf } from './pack.js';
import { type Pack, packSchema } from './schema.js';

export const packKit: PackKit<Pack> = {
  game: 'manoeuvre',
  parse: (raw) => parsePackWith<Pack>(packSchema, raw),
  create: createManoeuvre,
  shipped: () => packDefsOf().pack,
  shortest: 'intro',
  parts: [
    {
      kind: 'table',
      path: 'chart',
      title: { pl: 'Tabela terenu', en: 'Terrain chart' },
      rowLabel: 'id',
      columns: [
        'enterable',
        'blocksLineOfFire',
        'assaultFrom',
        'forcedMarchFrom',
        'cavalryStops',
        'defense.assault',
        'defense.bombardment',
        'defense.volley',
        'attack.assault',
        'attack.bombardment',
        'attack.volley',
      ],
    },
  ],
};
