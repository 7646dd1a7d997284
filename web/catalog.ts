import { api, type CatalogAnswer, type CatalogGame } from './api.js';
import { tx } from './i18n.js';
import type { OptionField } from '../rules/core/contract.js';

/** The catalog (games, sides, scenarios, clocks on offer), fetched once per page load. */
let raw: Promise<CatalogAnswer> | null = null;
const catalogResponse = (): Promise<CatalogAnswer> => {
  raw ??= api<CatalogAnswer>('GET', '/api/catalog').catch((e) => {
    raw = null;
    throw e;
  });
  return raw;
};
export const getCatalog = (): Promise<CatalogGame[]> => catalogResponse().then((r) => r.games);

/** A game option as the catalog offers it (the module's `optionFields`): a labelled choice among fixed values. */
export type { OptionField, OptionValue } from '../rules/core/contract.js';

/** A game's option fields; none for a game without variants (or an older server). */
export const optionFieldsOf = (game: CatalogGame | undefined): readonly OptionField[] => game?.optionFields ?? [];

/** The clocks the create form offers (functions/clock/presets.ts `clockOffer`). */
export type ClockOffer = CatalogAnswer['clocks'];
export type ClockPreset = ClockOffer['presets'][number];
export const getClockOffer = (): Promise<ClockOffer> => catalogResponse().then((r) => r.clocks);

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
