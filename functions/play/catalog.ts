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

/** The production catalog from rules/catalog.ts (loaders are dynamic imports, cached by the runtime). */
export const defaultCatalog: GameCatalog = {
  ids: () => Object.keys(rulesCatalog),
  get: async (id) => (Object.hasOwn(rulesCatalog, id) ? rulesCatalog[id]() : undefined),
};
