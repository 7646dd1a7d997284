/** The map painter's tools (PackMap.tsx) and the words and brushes each offers. */
import type { StaticBoard } from '../../rules/core/board.js';
import type { MapBrush } from '../../rules/core/pack-kit.js';
import { tx } from '../i18n.js';
import type { MapPart } from './pack-map-edits.js';

/**
 * what a press on the board does: paint terrain, set a hexside, draw a line (one per declared list),
 * place a name, mark cells (one per declared mark: stations, bases, regions), or pan
 */
export type Tool = 'terrain' | 'hexside' | `line${number}` | 'place' | `mark${number}` | 'pan';
export type ToolKind = 'terrain' | 'hexside' | 'line' | 'place' | 'mark' | 'pan';
/** the tools whose words are the same for every one of a kind */
export const kindOf = (t: Tool) => (t.startsWith('line') ? 'line' : t.startsWith('mark') ? 'mark' : t) as ToolKind;
/** a colour for a mark whose legend entry the board has none of */
export const MARK_COLOUR = '#c2185b';

/** the tools a map part offers, in the tool bar's order */
export const toolsOf = (part: MapPart): Tool[] => [
  'terrain',
  ...(part.hexsides ? (['hexside'] as const) : []),
  ...(part.lines ?? []).map((_, i) => `line${i}` as const),
  ...(part.places ? (['place'] as const) : []),
  ...(part.marks ?? []).map((_, i) => `mark${i}` as const),
  'pan',
];

/** the brushes of the tools that have a set of their own (hexsides, each line, places) */
export const brushSetsOf = (part: MapPart): Record<string, readonly MapBrush[]> => ({
  hexside: part.hexsides?.brushes ?? [],
  place: part.places?.brushes ?? [],
  ...Object.fromEntries((part.lines ?? []).map((l, i) => [`line${i}`, l.brushes])),
});

export const legendName = (board: StaticBoard, b: MapBrush): string =>
  b.title ? tx(b.title) : board.legend[b.legend] ? tx(board.legend[b.legend].name) : b.legend;
