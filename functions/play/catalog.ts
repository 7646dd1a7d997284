import type { GameModule } from '../../rules/core/contract.js';
import { catalog as rulesCatalog } from '../../rules/catalog.js';

/** The games a deployment offers: id → module. Tests pass the duel fixture. */
export interface GameCatalog {
  ids(): string[];
  get(id: string): Promise<GameModule<any, any> | undefined>;
}

export const catalogOf = (modules: GameModule<any, any>[]): GameCatalog => {
  const byId = new Map(modules.map((m) => [m.id, m]));
  return { ids: () => [...byId.keys()], get: async (id) => byId.get(id) };
};

/**
 * The production catalog from rules/catalog.ts. Its loaders are dynamic imports; the module each
 * one gives is kept here, so a request asks the module loader once per game and instance, not on
 * every read of a game (a dynamic import of a loaded module is still a trip through the loader).
 * A failed import is not kept: the next request tries again.
 */
const loaded = new Map<string, Promise<GameModule<any, any>>>();
export const defaultCatalog: GameCatalog = {
  ids: () => Object.keys(rulesCatalog),
  get: async (id) => {
    if (!Object.hasOwn(rulesCatalog, id)) return undefined;
    let module = loaded.get(id);
    if (!module) {
      module = rulesCatalog[id]();
      loaded.set(id, module);
      module.catch(() => loaded.delete(id));
    }
    return module;
  },
};
