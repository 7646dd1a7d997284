/**
 * Wojna o niepodległość's pack for club packs (rules/core/pack-kit.ts): the exercise is the shortest.
 * A module built from a club pack registers it (parts.ts), so the states of its games find it.
 */
import { brushesBy, type PackKit, riverHexsides } from '../../core/pack-kit.js';
import { createWojna } from './index.js';
import { PACK } from './pack.js';
import { parsePack } from './pack-check.js';
import { HEXSIDES, type Pack, TERRAINS } from './schema.js';

export const packKit: PackKit<Pack> = {
  game: 'wojna-o-niepodleglosc',
  parse: parsePack,
  create: createWojna,
  shipped: () => PACK,
  shortest: 'exercise-1920',
  parts: [
    {
      // the exercise is played on the first map
      kind: 'map',
      path: 'maps.0.terrain',
      title: { pl: 'Mapa ćwiczebna', en: 'Exercise map' },
      id: 'id',
      terrain: 'terrain',
      cells: 'record',
      fallback: 'maps.0.defaultTerrain',
      terrains: TERRAINS,
      hexsides: riverHexsides('maps.0.hexsides', HEXSIDES),
      lines: [
        { path: 'maps.0.roads', hexes: 'hexes', brushes: [{ record: {}, legend: 'road' }] },
        { path: 'maps.0.railways', hexes: 'hexes', brushes: [{ record: {}, legend: 'railway' }] },
      ],
      places: {
        path: 'maps.0.localities',
        hex: 'hex',
        name: 'name',
        brushes: brushesBy('kind', ['town', 'city', 'fort']),
      },
    },
  ],
};
