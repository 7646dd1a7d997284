import { api, listOf, type CatalogGame } from './api.js';
import { tx } from './i18n.js';
import type { OptionField } from '../rules/core/contract.js';
import type { Text } from '../rules/core/text.js';

/** The catalog (games, sides, scenarios, clocks on offer), fetched once per page load. */
let raw: Promise<any> | null = null;
const catalogResponse = (): Promise<any> => {
  raw ??= api<any>('GET', '/api/catalog').catch((e) => {
    raw = null;
    throw e;
  });
  return raw;
};
export const getCatalog = (): Promise<CatalogGame[]> => catalogResponse().then((r) => listOf<CatalogGame>(r, 'games'));

/** A game option as the catalog offers it (the module's `optionFields`): a labelled choice among fixed values. */
export type { OptionField, OptionValue } from '../rules/core/contract.js';

/** A game's option fields; none for a game without variants (or an older server). */
export const optionFieldsOf = (game: CatalogGame | undefined): OptionField[] => (Array.isArray(game?.optionFields) ? game.optionFields : []);

/** A clock the create form offers (functions/clock/presets.ts `clockOffer`). */
export interface ClockPreset {
  id: string;
  name: Text;
  terms?: Text;
  choice: Record<string, unknown>;
}
export interface ClockOffer {
  presets: ClockPreset[];
  custom?: { id: 'custom'; name: Text; limits?: Record<string, { min: number; max: number }> };
  noVacation?: Text;
}
export const getClockOffer = (): Promise<ClockOffer | null> => catalogResponse().then((r) => (r && Array.isArray(r.clocks?.presets) ? (r.clocks as ClockOffer) : null));

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
