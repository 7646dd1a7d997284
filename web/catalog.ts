import { api, listOf, type CatalogGame } from './api.js';
import { tx } from './i18n.js';

/** The catalog (games, sides, scenarios), fetched once per page load. */
let cached: Promise<CatalogGame[]> | null = null;
export const getCatalog = (): Promise<CatalogGame[]> => {
  cached ??= api<any>('GET', '/api/catalog').then((r) => listOf<CatalogGame>(r, 'games')).catch((e) => {
    cached = null;
    throw e;
  });
  return cached;
};

const pretty = (s: string): string => s.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** A side's name: the catalog's, or the side id made readable. */
export const sideLabel = (game: CatalogGame | undefined, side: string): string => {
  const n = game?.sideNames?.[side];
  return n ? tx(n) : pretty(side);
};

export const gameTitle = (catalog: CatalogGame[], id: string): string => {
  const g = catalog.find((x) => x.id === id);
  return g ? tx(g.title) : pretty(id);
};
