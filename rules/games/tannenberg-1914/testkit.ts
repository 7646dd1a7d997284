import { hexLabel } from './geometry.js';
import { PACK } from './pack.js';
import type { MapData, Terrain } from './schema.js';
import { MapIndex } from './terrain.js';

/**
 * A small made-up map for procedure tests: columns A28–A36, rows B26–B36, all clear and German
 * unless told otherwise, with the pack's tables. Tests name the features they need.
 */
export interface MiniMap {
  terrain?: Record<string, Terrain>;
  hills?: string[];
  russian?: string[];
  sides?: MapData['hexsides'];
  roads?: string[][];
  rails?: MapData['railways'];
  forts?: MapData['forts'];
  bases?: MapData['supplyBases'];
  bridges?: MapData['vistulaBridges'];
}
export const miniMap = (m: MiniMap = {}): MapIndex => {
  const hexes: MapData['hexes'] = [];
  for (let a = 28; a <= 36; a++)
    for (let b = 26; b <= 36; b++) {
      const id = hexLabel(a, b);
      hexes.push({ id, t: m.terrain?.[id] ?? 'clear', ...(m.hills?.includes(id) ? { hill: true as const } : {}), c: m.russian?.includes(id) ? 'ru' : 'de' });
    }
  const map: MapData = {
    id: 'test', title: { pl: 't', en: 't' }, ours: true, note: { pl: 't', en: 't' },
    hexes, hexsides: m.sides ?? [], roads: m.roads ?? [], railways: m.rails ?? [], vistulaBridges: m.bridges ?? [],
    towns: [], forts: m.forts ?? [], supplyBases: m.bases ?? [], regions: {},
  };
  return new MapIndex(map, PACK.tables);
};
