/**
 * A pack's terrain legend: what each key of the static board (a cell's terrain, a feature, a hexside,
 * a line) is called in both languages and how it is drawn. It is pack data like the map it explains,
 * so a club pack that recolours a river or renames a terrain says so in its own pack; a game names
 * the keys its board uses and the schema asks for exactly those (a missing one would be drawn grey
 * and nameless, an unknown one is a typo).
 *
 * The legend changes nothing the rules read: a pack without one (every pack made before legends were
 * pack data, kept under its content hash) is drawn with the shipped pack's (`legendOf`).
 */
import { z } from 'zod';
import type { LegendEntry } from './board.js';
import type { PackPart } from './pack-kit.js';
import { textSchema } from './text.js';

/** the patterns the board renderer draws over a fill (web/board/static-svg.ts) */
export const LEGEND_PATTERNS = ['trees', 'marsh', 'hills', 'mountains', 'town', 'dots', 'hatch', 'sand'] as const;

/** a colour written as CSS hex ("#8fb8d8" or "#333"): it goes into the SVG as it is */
export const colourSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a colour is written #rgb or #rrggbb, e.g. "#8fb8d8"');

export const legendEntrySchema = z
  .object({
    name: textSchema,
    fill: colourSchema,
    pattern: z.enum(LEGEND_PATTERNS).optional(),
    /** a rules summary shown beside the name */
    note: textSchema.optional(),
  })
  .strict();

/**
 * The legend of a board whose keys are `keys`, each required, in that order (the order the page lists
 * them in); no other key.
 */
export const legendSchema = <K extends string>(keys: readonly K[]) =>
  z
    .object(Object.fromEntries(keys.map((k) => [k, legendEntrySchema])) as { [P in K]: typeof legendEntrySchema })
    .strict();

export type Legend = Record<string, LegendEntry>;

/** a pack's legend, or the shipped pack's for a pack that has none */
export const legendOf = (pack: { legend?: Legend }, shipped: { legend?: Legend }): Legend => {
  const l = pack.legend ?? shipped.legend;
  if (!l) throw new Error('the shipped pack has no legend');
  return l;
};

/**
 * The pack editor's table of a legend (pack-kit.ts): a row a key, with its name in each language and its
 * colour (the check names a wrong colour). A pattern, which not every entry has, is edited in the file:
 * a table's cells are the values every row holds.
 */
export const legendPart = {
  kind: 'table',
  path: 'legend',
  title: {
    pl: 'Legenda mapy: nazwa (po polsku, po angielsku) i kolor (#rrggbb)',
    en: 'Map legend: name (in Polish, in English) and colour (#rrggbb)',
  },
  columns: ['name.pl', 'name.en', 'fill'],
} as const satisfies PackPart;
