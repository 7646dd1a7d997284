import { packRegistry } from '../../core/pack-registry.js';
import { Defs } from './defs.js';
import { MapIndex } from './map-index.js';
import { PACK } from './pack.js';
import type { Pack, ScenarioData } from './schema.js';

/**
 * The parts of a pack the procedures read — a scenario's map index, counters and data — built once
 * per pack and scenario (the map index also keeps the step costs and line steps it has worked out).
 * A game on a pack other than ours (a module from createWojna(pack)) names its pack in the state by
 * content hash; the module registers the pack under that hash when it is built.
 */
export interface ScenarioParts {
  pack: Pack;
  map: MapIndex;
  defs: Defs;
  scenario: ScenarioData;
}

const built = new WeakMap<Pack, Map<string, ScenarioParts>>();
export const partsOf = (pack: Pack, scenarioId: string): ScenarioParts => {
  let per = built.get(pack);
  if (!per) built.set(pack, (per = new Map()));
  let p = per.get(scenarioId);
  if (!p) {
    const scenario = pack.scenarios.find((s) => s.id === scenarioId);
    if (!scenario) throw new Error(`no scenario ${scenarioId}`);
    p = {
      pack,
      map: new MapIndex(pack.maps.find((m) => m.id === scenario.map)!),
      defs: new Defs(pack.forces[scenario.forces]),
      scenario,
    };
    per.set(scenarioId, p);
  }
  return p;
};

const packs = packRegistry('wojna-o-niepodleglosc', 'createWojna', PACK);
/** registers a pack other than ours and returns its content hash (undefined for our shipped pack) */
export const registerPack = packs.register;
/** the pack a state plays on: ours, or the registered pack its `pack` hash names */
export const packOf = packs.of;
