import type { PackKit } from './core/pack-kit.js';

/**
 * The games a club may play on its own pack (issue 20), each by the kit its folder declares.
 * Loaders are dynamic imports, like rules/catalog.ts.
 */
export const packKits: Record<string, () => Promise<PackKit<any>>> = {
  manoeuvre: () => import('./games/manoeuvre/pack-kit.js').then((m) => m.packKit),
  'ostatnia-wojna-cesarzy': () => import('./games/ostatnia-wojna-cesarzy/pack-kit.js').then((m) => m.packKit),
  'olszynka-grochowska-1831': () => import('./games/olszynka-grochowska-1831/pack-kit.js').then((m) => m.packKit),
  'tannenberg-1914': () => import('./games/tannenberg-1914/pack-kit.js').then((m) => m.packKit),
  'wojna-o-niepodleglosc': () => import('./games/wojna-o-niepodleglosc/pack-kit.js').then((m) => m.packKit),
};

export const packKitOf = async (game: string): Promise<PackKit<any> | undefined> =>
  Object.hasOwn(packKits, game) ? packKits[game]() : undefined;
