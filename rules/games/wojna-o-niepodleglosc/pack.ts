import tables from './packs/rozkaz/tables.json' with { type: 'json' };
import exerciseMap from './packs/rozkaz/exercise-1920.map.json' with { type: 'json' };
import exerciseForces from './packs/rozkaz/exercise-1920.forces.json' with { type: 'json' };
import exercise from './packs/rozkaz/exercise-1920.json' with { type: 'json' };
import warsawMap from './packs/rozkaz/warsaw-1920.map.json' with { type: 'json' };
import warsawForces from './packs/rozkaz/warsaw-1920.forces.json' with { type: 'json' };
import warsaw from './packs/rozkaz/warsaw-1920.json' with { type: 'json' };
import legend from './packs/rozkaz/legend.json' with { type: 'json' };
import { parsePack } from './pack-check.js';
import { shippedPack } from '../../core/pack-kit.js';
import type { Pack } from './schema.js';

/** The raw JSON of the pack we ship (ours), for tests that break it on purpose. */
export const RAW_PACK = {
  id: 'rozkaz',
  tables,
  maps: [exerciseMap, warsawMap],
  forces: { 'exercise-1920': exerciseForces, 'warsaw-1920': warsawForces },
  scenarios: [exercise, warsaw],
  legend,
};

/** validated once when the module loads */
export const PACK: Pack = shippedPack('wojna', parsePack(RAW_PACK));
