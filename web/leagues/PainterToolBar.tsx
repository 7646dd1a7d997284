/**
 * The map painter's tool bar and brush picker (PackMap.tsx): the tool chosen, the terrain brush, each
 * tool's brush (a mark of regions: the region), and the name a place tool gives.
 */
import { useState } from 'preact/hooks';
import type { StaticBoard } from '../../rules/core/board.js';
import { type MapBrush, markLists } from '../../rules/core/pack-kit.js';
import { tx } from '../i18n.js';
import { BrushChoice } from './pack-cells.js';
import { type MapPart, namedEdges } from './pack-map-edits.js';
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
  const edges = edgesAt(part, tool);
  /** the name field's label: a place's, an edge's record's (a bridge), a new chain's (a river); null: no field */
  const fresh = edges?.chain?.fresh;
  const naming: string | null =
    tool === 'place' || edges?.name || (tool === 'hexside' && part.hexsides?.name)
      ? lt('pack.map.placeName')
      : fresh && (brushAt[tool] ?? 0) === (brushSets[tool]?.length ?? 0) - 1
        ? `${lt('pack.map.placeName')} (${tx(fresh)})`
        : null;
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
    /** the chosen edge tool's named records (bridges), listed under the tool bar */
    named: edges?.name ? namedEdges(content, edges).map((n) => ({ ...n, kind: edges.brushes[n.brush] })) : [],
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
    naming,
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
    {t.naming && (
      <p>
        <label for="pack-place-name">{t.naming}</label>{' '}
        <input id="pack-place-name" value={t.name} onInput={(e) => t.setName(e.currentTarget.value)} />
      </p>
    )}
    {t.named.length > 0 && (
      <ul class="pack-named meta" aria-label={lt('pack.map.named')}>
        {t.named.map((n) => (
          <li key={`${n.brush} ${n.a} ${n.b}`} data-edge={`${n.a} ${n.b}`}>
            {legendName(board, n.kind)} {n.a}–{n.b}: {n.name || lt('pack.map.noName')}
          </li>
        ))}
      </ul>
    )}
  </>
);
