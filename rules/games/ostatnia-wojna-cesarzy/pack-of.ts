import { packRegistry } from '../../core/pack-registry.js';
import { PACK } from './pack.js';
import type { Pack, UnitDef } from './schema.js';

/**
 * The pack an OWC state plays on (ours, or a club pack named by hash: core/pack-registry.ts). The
 * lookups built from a pack hang on the pack object, which the registry keeps one of per hash, so a
 * state read back from storage finds them built.
 */
const packs = packRegistry('ostatnia-wojna-cesarzy', 'createOwc', PACK);
export const registerPack = packs.register;
export const packOf = packs.of;

const UNITS = new WeakMap<Pack, Map<string, UnitDef>>();
/** a pack's unit definitions by id, the campaign card's own counters (28–40) included */
export const unitsOf = (pack: Pack): Map<string, UnitDef> => {
  let m = UNITS.get(pack);
  if (!m) UNITS.set(pack, (m = new Map([...pack.forces.units, ...(pack.campaign?.units ?? [])].map((u) => [u.id, u]))));
  return m;
};
