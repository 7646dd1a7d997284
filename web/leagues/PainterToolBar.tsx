/**
 * The map painter's tool bar and brush picker (PackMap.tsx): the tool chosen, the terrain brush, each
 * tool's brush (a mark of regions: the region), and the name a place tool gives.
 */
import { useState } from 'preact/hooks';
import type { StaticBoard } from '../../rules/core/board.js';
import { type MapBrush, markLists } from '../../rules/core/pack-kit.js';
import { tx } from '../i18n.js';
import { BrushChoice } from './pack-cells.js';
import type { MapPart } from './pack-map-edits.js';
import {
  brushSetsOf,
  edgesAt,
  kindOf,
  legendName,
  MARK_COLOUR,
  type Tool,
  type ToolKind,
  toolsOf,
} from './pack-map-tools.js';
import { lt } from './strings.js';

/** the painter's choices and what they give: the chosen tool, its brush, its mark and the mark's list */
export const usePainterTools = (part: MapPart, board: StaticBoard, content: unknown) => {
  const terrains = (part.terrains ?? Object.keys(board.legend)).filter(
    (t) => board.legend[t] && board.cells.some((c) => c.terrain === t),
  );
  const brushSets = brushSetsOf(part, content);
  const [tool, setTool] = useState<Tool>('terrain');
  const [terrain, setTerrain] = useState(terrains[0]);
  const [brushAt, setBrushAt] = useState<Record<string, number>>({});
  const [name, setName] = useState('');
  const markOf = (t: Tool) => (t.startsWith('mark') ? part.marks?.[Number(t.slice(4))] : undefined);
  const toolName = (t: Tool): string => {
    const m = markOf(t) ?? edgesAt(part, t);
    return m ? tx(m.title) : lt(`pack.map.${kindOf(t) as Exclude<ToolKind, 'mark' | 'edge'>}`);
  };
  /** a mark tool's lists (a region each, or its one list) */
  const listsOf = (t: Tool): string[] => {
    const m = markOf(t);
    return m ? markLists(content, m) : [];
  };
  const marking = markOf(tool);
  /** the chosen mark's list: its region chosen, or its one list */
  const markList = listsOf(tool)[brushAt[tool] ?? 0] as string | undefined;
  const brushOf = (t: Tool): MapBrush | undefined => brushSets[t]?.[brushAt[t] ?? 0];
  const brushes: { key: string; name: string; fill: string }[] = marking
    ? listsOf(tool).map((l) => ({
        key: l,
        name: marking.groups ? l.slice(marking.path.length + 1) : tx(marking.title),
        fill: (marking.legend && board.legend[marking.legend]?.fill) || MARK_COLOUR,
      }))
    : (brushSets[tool] ?? []).map((b) => ({
        key: b.legend || legendName(board, b),
        name: legendName(board, b),
        fill: board.legend[b.legend]?.fill ?? (edgesAt(part, tool) ? MARK_COLOUR : '#888'),
      }));
  return {
    tools: toolsOf(part),
    brushSets,
    terrains,
    tool,
    setTool,
    terrain,
    setTerrain,
    brushAt,
    setBrushAt,
    name,
    setName,
    toolName,
    marking,
    markList,
    brushOf,
    brushes,
  };
};
export type PainterTools = ReturnType<typeof usePainterTools>;

export const PainterToolBar = ({ board, tools: t }: { board: StaticBoard; tools: PainterTools }) => (
  <>
    <fieldset class="brushes tools">
      <legend>{lt('pack.map.tool')}</legend>
      {t.tools.map((x) => (
        <label key={x} data-tool={x}>
          <input type="radio" name="pack-tool" checked={t.tool === x} onChange={() => t.setTool(x)} /> {t.toolName(x)}
          {x.startsWith('line') && ` (${(t.brushSets[x] ?? []).map((b) => legendName(board, b)).join(', ')})`}
        </label>
      ))}
    </fieldset>
    {t.tool === 'terrain' && (
      <fieldset class="brushes">
        <legend>{lt('pack.map.brush')}</legend>
        {t.terrains.map((x) => (
          <BrushChoice
            key={x}
            group="pack-brush"
            brush={x}
            checked={t.terrain === x}
            onPick={() => t.setTerrain(x)}
            fill={board.legend[x].fill}
            name={tx(board.legend[x].name)}
          />
        ))}
      </fieldset>
    )}
    {t.tool !== 'terrain' && t.brushes.length > 0 && (
      <fieldset class="brushes">
        <legend>{lt(t.marking?.groups ? 'pack.map.region' : 'pack.map.kind')}</legend>
        {t.brushes.map((b, i) => (
          <BrushChoice
            key={i}
            group="pack-feature"
            brush={b.key}
            checked={(t.brushAt[t.tool] ?? 0) === i}
            onPick={() => t.setBrushAt({ ...t.brushAt, [t.tool]: i })}
            fill={b.fill}
            name={b.name}
          />
        ))}
      </fieldset>
    )}
    {t.tool === 'place' && (
      <p>
        <label for="pack-place-name">{lt('pack.map.placeName')}</label>{' '}
        <input id="pack-place-name" value={t.name} onInput={(e) => t.setName(e.currentTarget.value)} />
      </p>
    )}
  </>
);
