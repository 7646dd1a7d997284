import type { GameModule } from './core/contract.js';

/**
 * Every playable game. Loaders are dynamic imports so the browser splits code per game;
 * the server bundles them all. Add a line here when a game module is ready.
 */
export const catalog: Record<string, () => Promise<GameModule<any, any>>> = {
  manoeuvre: () => import('./games/manoeuvre/index.js').then((m) => m.default),
  'ostatnia-wojna-cesarzy': () => import('./games/ostatnia-wojna-cesarzy/index.js').then((m) => m.default),
  'olszynka-grochowska-1831': () => import('./games/olszynka-grochowska-1831/index.js').then((m) => m.default),
  'wojna-o-niepodleglosc': () => import('./games/wojna-o-niepodleglosc/index.js').then((m) => m.default),
  'tannenberg-1914': () => import('./games/tannenberg-1914/index.js').then((m) => m.default),
};

export const gameIds = (): string[] => Object.keys(catalog);

export const loadGame = async (id: string): Promise<GameModule<any, any> | undefined> => {
  const load = catalog[id];
  return load ? load() : undefined;
};
