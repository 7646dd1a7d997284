import mapJson from './packs/ours/map.json' with { type: 'json' };
import tablesJson from './packs/ours/tables.json' with { type: 'json' };
import forcesJson from './packs/ours/forces.json' with { type: 'json' };
import gumbinnen from './packs/ours/gumbinnen-1914.json' with { type: 'json' };
import tannenberg from './packs/ours/tannenberg-1914.json' with { type: 'json' };
import legend from './packs/ours/legend.json' with { type: 'json' };
import { shippedPack } from '../../core/pack-kit.js';
import { parsePack, type Pack } from './schema.js';

/** The raw parts of the pack we ship (ours); scenarios in the order a player sees them. */
export const RAW_PACK = {
  id: 'ours',
  map: mapJson,
  tables: tablesJson,
  forces: forcesJson,
  scenarios: [gumbinnen, tannenberg],
  legend,
};

/** The pack we ship, validated once when the module loads. */
export const PACK: Pack = shippedPack('tannenberg-1914', parsePack(RAW_PACK));
