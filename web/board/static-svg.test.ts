import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../rules/core/board.js';
import { layoutBoard } from './geometry.js';
import { placeLabels } from './labels.js';
import { cellLabelsSvg, placeLabelsSvg, staticMapSvg } from './static-svg.js';

const board: BoardView = {
  grid: { kind: 'hex', orientation: 'flat', offset: 'odd' },
  cells: [
    { label: '0101', col: 0, row: 0, terrain: 'forest', control: 'red' },
    { label: '0201', col: 1, row: 0, terrain: 'clear', features: ['town'] },
  ],
  legend: {
    forest: { name: { pl: 'las', en: 'forest' }, fill: '#9cbf7d', pattern: 'trees' },
    clear: { name: { pl: 'czysty', en: 'clear' }, fill: '#eee' },
    town: { name: { pl: 'miasto', en: 'town' }, fill: '#a33' },
    river: { name: { pl: 'rzeka', en: 'river' }, fill: '#36c' },
  },
  hexsides: [{ cells: ['0101', '0201'], kind: 'river' }],
  places: [{ cell: '0201', name: 'Kraków <&> "Podgórze"', kind: 'city' }],
  pieces: [],
};

describe('static map layer', () => {
  const svg = staticMapSvg(board, layoutBoard(board));
  it('one path per terrain fill (not per cell), with its pattern', () => {
    expect(svg.match(/<path class="cell" /g)).toHaveLength(2);
    expect(svg).not.toContain('data-c=');
    expect(svg).toContain('fill="#9cbf7d"');
    expect(svg).toContain('url(#pat-trees)');
  });
  it('features without a pattern, hexsides in the legend colour, control outlines', () => {
    expect(svg).toContain('class="cell-feature"');
    expect(svg).toMatch(/<path [^>]*stroke="#36c"/);
    expect(svg).toContain('opacity="0.5"');
  });
  it('place names are drawn in their own layer (not the static map), escaped, pinned to their computed width', () => {
    expect(svg).not.toContain('Kraków');
    const layout = layoutBoard(board);
    const labels = placeLabels(board, layout);
    const places = placeLabelsSvg(board, labels);
    expect(places).toContain('Kraków &lt;&amp;&gt; &quot;Podgórze&quot;');
    expect(places).not.toContain('<&>');
    expect(places).toContain(`textLength="${labels[0].width.toFixed(2)}"`);
  });
  it('cells of one terrain share one path: as many subpaths as cells', () => {
    const same: BoardView = { ...board, cells: board.cells.map((c) => ({ ...c, terrain: 'clear' })) };
    const one = staticMapSvg(same, layoutBoard(same));
    const cell = one.match(/<path class="cell" [^>]*>/g)!;
    expect(cell).toHaveLength(1);
    expect(cell[0].match(/M/g)).toHaveLength(2);
  });
  it('hexsides of one style are one path, an edge per subpath', () => {
    const two: BoardView = {
      ...board,
      cells: [...board.cells, { label: '0102', col: 0, row: 1, terrain: 'clear' }],
      hexsides: [
        { cells: ['0101', '0201'], kind: 'river' },
        { cells: ['0101', '0102'], kind: 'river' },
      ],
    };
    const out = staticMapSvg(two, layoutBoard(two));
    const river = out.match(/<path d="([^"]*)" fill="none" stroke="#36c"/)!;
    expect(river[1].match(/M/g)).toHaveLength(2);
    expect(out).not.toContain('<line');
  });
  it('patterns and control outlines are one path per fill, not one element per cell', () => {
    expect(svg.match(/url\(#pat-trees\)/g)).toHaveLength(1);
    expect(svg.match(/<path [^>]*opacity="0.5"/g)).toHaveLength(1);
  });
  it('cell labels only for the cells inside the box asked for (the part of the map in view)', () => {
    const layout = layoutBoard(board);
    const a = layout.centers.get('0101')!;
    const all = cellLabelsSvg(board, layout, layout.bounds);
    expect(all.match(/<text /g)).toHaveLength(2);
    const one = cellLabelsSvg(board, layout, { x: a.x - 1, y: a.y - 1, w: 2, h: 2 });
    expect(one).toContain('>0101</text>');
    expect(one).not.toContain('0201');
    expect(svg).not.toContain('>0101</text>');
  });
});
