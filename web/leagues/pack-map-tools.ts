/** The map painter's tools (PackMap.tsx) and the words and brushes each offers. */
import type { StaticBoard } from '../../rules/core/board.js';
import type { MapBrush } from '../../rules/core/pack-kit.js';
import { tx } from '../i18n.js';
import { edgeBrushes, type MapPart } from './pack-map-edits.js';

/**
 * what a press on the board does: paint terrain, set a hexside, draw a line (one per declared list),
 * place a name, mark cells (one per declared mark: stations, bases, regions), set the edges of a list of
 * its own (one per declared list: bridges, navigable rivers), or pan
 */
export type Tool = 'terrain' | 'hexside' | `line${number}` | 'place' | `mark${number}` | `edge${number}` | 'pan';
export type ToolKind = 'terrain' | 'hexside' | 'line' | 'place' | 'mark' | 'edge' | 'pan';
/** the tools whose words are the same for every one of a kind */
export const kindOf = (t: Tool) =>
  (t.startsWith('line') ? 'line' : t.startsWith('mark') ? 'mark' : t.startsWith('edge') ? 'edge' : t) as ToolKind;
/** the edge list a tool sets (`edge<n>`), or undefined */
export const edgesAt = (part: MapPart, t: Tool) =>
  t.startsWith('edge') ? part.edges?.[Number(t.slice(4))] : undefined;
/** the words under the tool bar for a tool: its kind's, an edge tool's by what its list holds */
export const hintOf = (part: MapPart, t: Tool) => {
  const e = edgesAt(part, t);
  if (t === 'hexside' && part.hexsides?.name) return 'hexsideNamedHint';
  if (!e) return `${kindOf(t)}Hint` as const;
  return e.sides ? 'sidesHint' : e.name ? 'namedHint' : e.chain ? 'chainHint' : 'edgeHint';
};
/** a colour for a mark whose legend entry the board has none of */
export const MARK_COLOUR = '#c2185b';

/** the tools a map part offers, in the tool bar's order */
export const toolsOf = (part: MapPart): Tool[] => [
  'terrain',
  ...(part.hexsides ? (['hexside'] as const) : []),
  ...(part.lines ?? []).map((_, i) => `line${i}` as const),
  ...(part.places ? (['place'] as const) : []),
  ...(part.marks ?? []).map((_, i) => `mark${i}` as const),
  ...(part.edges ?? []).map((_, i) => `edge${i}` as const),
  'pan',
];

/** the brushes of the tools that have a set of their own (hexsides, each line, places, each edge list: a river's records in `content`) */
export const brushSetsOf = (part: MapPart, content?: unknown): Record<string, readonly MapBrush[]> => ({
  hexside: part.hexsides?.brushes ?? [],
  place: part.places?.brushes ?? [],
  ...Object.fromEntries((part.lines ?? []).map((l, i) => [`line${i}`, l.brushes])),
  ...Object.fromEntries((part.edges ?? []).map((e, i) => [`edge${i}`, edgeBrushes(content, e)])),
});

export const legendName = (board: StaticBoard, b: MapBrush): string =>
  b.title ? tx(b.title) : board.legend[b.legend] ? tx(board.legend[b.legend].name) : b.legend;
