/**
 * The mark tool's layers (PackMap.tsx). The chosen mark's cells are ringed in its colour. The board's
 * features (a station's dot, a base's) were drawn from the pack as loaded, in its map layer, which is
 * set once: once the pack's marks differ from those loaded, the board's own are hidden and the edited
 * pack's are drawn by the board's own function (staticMapSvg) in a layer of their own, so a station
 * taken away leaves the board at once.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { BoardView } from '../../rules/core/board.js';
import { markedCells, valueAt } from '../../rules/core/pack-kit.js';
import type { Layout } from '../board/geometry.js';
import { patternFill, staticMapSvg } from '../board/static-svg.js';
import type { PainterTools } from './PainterToolBar.js';
import { ringSvg } from './pack-map-cursor.js';
import { edgesOf, type MapPart } from './pack-map-edits.js';
import { cellsWithMarks } from './pack-map-marks.js';
import { edgesAt, MARK_COLOUR } from './pack-map-tools.js';

export const usePainterMarks = ({
  part,
  view,
  layout,
  content,
  tools: t,
  svg,
  layer,
}: {
  part: MapPart;
  view: BoardView;
  layout: Layout;
  content: unknown;
  tools: PainterTools;
  svg: () => Element | null | undefined;
  layer: (kind: 'marks' | 'features') => Element | null | undefined;
}) => {
  const { marking, markList } = t;
  const edges = edgesAt(part, t.tool);
  const edgeAt = t.brushAt[t.tool] ?? 0;
  const marked = marking && markList ? valueAt(content, markList) : edges ? valueAt(content, edges.path) : null;
  useLayoutEffect(() => {
    const g = layer('marks');
    if (!g) return;
    const legend = marking?.legend ?? edges?.legend;
    const colour = (legend && view.legend[legend]?.fill) || MARK_COLOUR;
    // an edge tool's edges: an overlay of the board's own drawing, in the mark's colour
    const kind = legend && view.legend[legend] ? legend : '';
    if (edges) {
      const hexsides = edgesOf(content, edges, edgeAt);
      g.innerHTML = staticMapSvg(
        { ...view, cells: [], hexsides: [], lines: [], overlays: [{ kind, hexsides }] },
        layout,
      );
      return;
    }
    g.innerHTML =
      marking && markList
        ? ringSvg(
            layout,
            markedCells(content, marking, markList),
            `fill="none" stroke="${colour}" stroke-width="4"`,
            0.6,
          )
        : '';
  }, [marked, t.tool, edgeAt]);
  // each mark's list (or its object of regions), a new value on every edit of it (withValueAt copies the path)
  // a flag's list is the map's cells, new on every terrain stroke too: its marked cells instead, as one text
  const marks = (part.marks ?? []).map((m) =>
    m.flag ? [...markedCells(content, m, m.path)].join() : valueAt(content, m.path),
  );
  const loaded = useRef(marks);
  useLayoutEffect(() => {
    const s = svg();
    const g = layer('features');
    if (!s || !g) return;
    const edited = marks.some((v, i) => v !== loaded.current[i]);
    // a feature with a pattern (a hill, a fort) is drawn as a pattern over its cell, in a path of that pattern alone
    const patterns = new Set(
      (part.marks ?? []).flatMap((m) => {
        const f = m.legend ? patternFill(view.legend[m.legend]?.pattern) : null;
        return f ? [f] : [];
      }),
    );
    const own = (el: Element) => el.classList.contains('cell-feature') || patterns.has(el.getAttribute('fill') ?? '');
    for (const el of s.querySelectorAll<SVGElement>('g.map path.cell-feature, g.map path.cell-pattern'))
      if (own(el)) el.style.setProperty('display', edited ? 'none' : '');
    if (!edited) {
      g.innerHTML = '';
      return;
    }
    const cells = cellsWithMarks(view.cells, content, part).filter((c) => c.features?.length);
    g.innerHTML = staticMapSvg({ ...view, cells, hexsides: [], lines: [], overlays: [] }, layout);
    // the board's function draws each cell's fill, terrain pattern and outline under its features: the features alone are kept
    for (const el of g.querySelectorAll('path')) if (!own(el)) el.remove();
  }, marks);
  return {
    count:
      marking && markList
        ? markedCells(content, marking, markList).size
        : edges
          ? edgesOf(content, edges, edgeAt).length
          : null,
  };
};
