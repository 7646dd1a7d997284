/**
 * Wojna o niepodległość's pack for club packs (rules/core/pack-kit.ts): the exercise is the shortest.
 * A module built from a club pack registers it (parts.ts), so the states of its games find it.
 */
import { brushesBy, type PackKit, riverHexsides } from '../../core/pack-kit.js';
import { createWojna } from './index.js';
import { PACK } from './pack.js';
import { parsePack } from './pack-check.js';
import { HEXSIDES, type Pack, SIDES, TERRAINS } from './schema.js';

export const packKit: PackKit<Pack> = {
  game: 'wojna-o-niepodleglosc',
  parse: parsePack,
  create: createWojna,
  shipped: () => PACK,
  shortest: 'exercise-1920',
  // a map part per map of our pack, each drawn as the first scenario played on it draws it
  parts: PACK.maps.map((m, i) => ({
    kind: 'map' as const,
    path: `maps.${i}.terrain`,
    title: m.title,
    scenario: PACK.scenarios.find((sc) => sc.map === m.id)?.id,
    id: 'id',
    terrain: 'terrain',
    cells: 'record' as const,
    fallback: `maps.${i}.defaultTerrain`,
    terrains: TERRAINS,
    hexsides: riverHexsides(`maps.${i}.hexsides`, HEXSIDES),
    lines: [
      { path: `maps.${i}.roads`, hexes: 'hexes', brushes: [{ record: {}, legend: 'road' }] },
      { path: `maps.${i}.railways`, hexes: 'hexes', brushes: [{ record: {}, legend: 'railway' }] },
    ],
    places: {
      path: `maps.${i}.localities`,
      hex: 'hex',
      name: 'name',
      brushes: brushesBy('kind', ['town', 'city', 'fort']),
    },
    marks: [
      { path: `maps.${i}.stations`, title: { pl: 'stacje', en: 'stations' }, legend: 'station' },
      ...SIDES.map((side) => ({
        path: `maps.${i}.supplyBases.${side}`,
        title:
          side === 'polish'
            ? { pl: 'bazy polskie', en: 'Polish bases' }
            : { pl: 'bazy przeciwnika', en: 'opposing bases' },
        legend: 'base',
      })),
    ],
    edges: [
      {
        path: `maps.${i}.navigable`,
        title: { pl: 'rzeki żeglowne', en: 'navigable rivers' },
        a: 'a',
        b: 'b',
        chain: { name: 'name', list: 'hexsides', fresh: { pl: 'nowa rzeka', en: 'new river' } },
        brushes: [],
      },
    ],
  })),
};
