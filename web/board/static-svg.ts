import type { BoardView } from '../../rules/core/board.js';
import { HEX_SIZE, sharedEdge, SQUARE_SIZE, type Bounds, type Layout, type Point } from './geometry.js';
import { HALO, type PlaceLabel } from './labels.js';
import { hexsideStyle, lineStyle, sideColor } from './style.js';

/**
 * The map layers that do not change while a player composes (cells, labels, lines, hexsides,
 * overlays, places) as one SVG string: set once with innerHTML, which is several times faster
 * than diffing a few thousand virtual nodes on the first paint of a large map.
 */
const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const attr = (v: string | number): string => esc(String(v));

const PATTERNS = new Set(['trees', 'marsh', 'hills', 'mountains', 'town', 'dots', 'hatch', 'sand']);
export const patternFill = (pattern: string | undefined): string | null =>
  pattern && PATTERNS.has(pattern) ? `url(#pat-${pattern})` : null;

export const starPoints = (cx: number, cy: number, r: number): string => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
};

/** A cell's outline as a closed subpath of a `d` attribute: its first corner, then relative steps (short to parse). */
const subpath = (corners: Point[], c: Point): string => {
  const r = (n: number) => Math.round(n * 100) / 100;
  let d = `M${r(c.x + corners[0].x)} ${r(c.y + corners[0].y)}`;
  for (let i = 1; i < corners.length; i++)
    d += `l${r(corners[i].x - corners[i - 1].x)} ${r(corners[i].y - corners[i - 1].y)}`;
  return `${d}z`;
};

/**
 * The cells' own labels (their ids) inside `box`: text is the dearest thing to lay out, so the
 * board draws only the labels in view, and none while they are too small to read (Board.tsx).
 */
export const cellLabelList = (board: BoardView, layout: Layout, box: Bounds): { cell: string; svg: string }[] => {
  const g = board.grid;
  const square = g.kind === 'square';
  const dy = square ? -SQUARE_SIZE / 2 + 9 : g.orientation === 'flat' ? -HEX_SIZE * 0.62 : -HEX_SIZE * 0.55;
  const dx = square ? -SQUARE_SIZE / 2 + 3 : 0;
  const anchor = square ? 'start' : 'middle';
  const out: { cell: string; svg: string }[] = [];
  for (const c of board.cells) {
    const ctr = layout.centers.get(c.label);
    if (!ctr || ctr.x < box.x || ctr.x > box.x + box.w || ctr.y < box.y || ctr.y > box.y + box.h) continue;
    out.push({
      cell: c.label,
      svg: `<text x="${(ctr.x + dx).toFixed(1)}" y="${(ctr.y + dy).toFixed(1)}" text-anchor="${anchor}">${esc(c.label)}</text>`,
    });
  }
  return out;
};
export const cellLabelsSvg = (board: BoardView, layout: Layout, box: Bounds): string =>
  cellLabelList(board, layout, box)
    .map((l) => l.svg)
    .join('');

/** `d` of a circle as two arcs, so many circles share one path */
const circleD = (x: number, y: number, r: number): string =>
  `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

/**
 * d-strings gathered under a key (a fill, a stroke style) and a block of the map: one element per key
 * and block, not per cell. The blocks are what keeps a redraw cheap on a large map: the browser
 * rasterises the board in tiles and plays back only the paths whose bounds meet a tile, so a path
 * per terrain over the whole map would be walked whole for every tile (the raster of the redraw at a
 * gesture's end on Tannenberg's 2,425 hexes: about 100 → 80 ms of CPU with blocks of 8 × 8 cells).
 */
class Groups {
  readonly m = new Map<string, string[]>();
  /** `block`: the block of the map the subpath lies in (blockOf); none: one element for the whole map */
  add(k: string, d: string, block = '') {
    const key = `${k}\n${block}`;
    const l = this.m.get(key);
    if (l) l.push(d);
    else this.m.set(key, [d]);
  }
  /** each key with the subpaths of one block */
  *entries(): Generator<[string, string[]]> {
    for (const [key, ds] of this.m) yield [key.slice(0, key.lastIndexOf('\n')), ds];
  }
}

/** cells a block of the map is wide and high */
const BLOCK_CELLS = 8;
/** the block of the map a point lies in */
const blockOf = (board: BoardView, q: Point): string => {
  const size = BLOCK_CELLS * (board.grid.kind === 'square' ? SQUARE_SIZE : HEX_SIZE * 1.75);
  return `${Math.floor(q.x / size)},${Math.floor(q.y / size)}`;
};

export const staticMapSvg = (board: BoardView, layout: Layout): string => {
  const { centers, corners } = layout;
  const g = board.grid;
  const legend = board.legend;
  const sides = Object.keys(board.sideColors ?? {});
  // one path per terrain fill, pattern, feature colour and control colour: a few elements to style and
  // lay out instead of one per cell (a click finds its cell by arithmetic, geometry.ts cellAt)
  const out: string[] = ['<g class="cells">'];
  const fills = new Groups();
  const inner = corners.map((q) => ({ x: q.x * 0.86, y: q.y * 0.86 }));
  const patterns = new Groups();
  const outlines = new Groups();
  const features = new Groups();
  for (const c of board.cells) {
    const ctr = centers.get(c.label)!;
    const le = legend[c.terrain];
    const d = subpath(corners, ctr);
    const block = blockOf(board, ctr);
    fills.add(le?.fill ?? '#e8e4d0', d, block);
    const pat = patternFill(le?.pattern);
    if (pat) patterns.add(pat, d, block);
    for (const f of c.features ?? []) {
      const fp = patternFill(legend[f]?.pattern);
      if (fp) patterns.add(fp, d, block);
      else features.add(legend[f]?.fill ?? '#555', circleD(ctr.x - 10, ctr.y + 8, 3), block);
    }
    if (c.control) outlines.add(sideColor(c.control, board.sideColors, sides), subpath(inner, ctr), block);
  }
  for (const [fill, ds] of fills.entries()) out.push(`<path class="cell" fill="${attr(fill)}" d="${ds.join('')}"/>`);
  for (const [fill, ds] of patterns.entries())
    out.push(`<path d="${ds.join('')}" fill="${fill}" class="cell-pattern"/>`);
  for (const [fill, ds] of features.entries())
    out.push(`<path d="${ds.join('')}" fill="${attr(fill)}" class="cell-feature"/>`);
  for (const [color, ds] of outlines.entries())
    out.push(`<path d="${ds.join('')}" fill="none" stroke="${attr(color)}" stroke-width="1.6" opacity="0.5"/>`);
  out.push('</g>');
  if (board.lines?.length) {
    out.push('<g class="lines">');
    for (const l of board.lines) {
      const pts = l.cells
        .map((c) => centers.get(c))
        .filter((x): x is Point => !!x)
        .map((q) => `${q.x},${q.y}`)
        .join(' ');
      const st = lineStyle(l.kind);
      const color = legend[l.kind]?.fill ?? '#7a5230';
      if (st.casing)
        out.push(
          `<polyline points="${pts}" fill="none" stroke="${st.casing}" stroke-width="${st.width + 1.5}" stroke-linejoin="round"/>`,
        );
      out.push(
        `<polyline points="${pts}" fill="none" stroke="${attr(st.casing ? '#f4f1e6' : color)}" stroke-width="${st.width}"${st.dash ? ` stroke-dasharray="${st.dash}"` : ''} stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
    out.push('</g>');
  }
  const edge = (x: string, y: string): string | null => {
    const a = centers.get(x),
      b = centers.get(y);
    if (!a || !b) return null;
    const [p1, p2] = sharedEdge(g, a, b);
    return `M${p1.x} ${p1.y}L${p2.x} ${p2.y}`;
  };
  if (board.hexsides?.length) {
    // one path per stroke: a dash restarts on each subpath, so each edge reads as it did as a line of its own
    const strokes = new Groups();
    for (const h of board.hexsides) {
      const d = edge(h.cells[0], h.cells[1]);
      const at = centers.get(h.cells[0]);
      if (!d || !at) continue;
      const st = hexsideStyle(h.kind);
      strokes.add(
        `stroke="${attr(legend[h.kind]?.fill ?? '#2b6cb0')}" stroke-width="${st.width}"${st.dash ? ` stroke-dasharray="${st.dash}"` : ''}`,
        d,
        blockOf(board, at),
      );
    }
    out.push('<g class="hexsides">');
    for (const [st, ds] of strokes.entries())
      out.push(`<path d="${ds.join('')}" fill="none" ${st} stroke-linecap="round"/>`);
    out.push('</g>');
  }
  if (board.overlays?.length) {
    out.push('<g class="overlays">');
    for (const o of board.overlays) {
      const color = attr(legend[o.kind]?.fill ?? (o.side ? sideColor(o.side, board.sideColors, sides) : '#ff8c00'));
      // in blocks, as the cells are (Groups): an overlay over half the map is not walked whole for every tile
      const cells = new Groups();
      for (const cell of o.cells ?? []) {
        const ctr = centers.get(cell);
        if (ctr) cells.add('', subpath(corners, ctr), blockOf(board, ctr));
      }
      for (const [, ds] of cells.entries())
        out.push(`<path d="${ds.join('')}" fill="${color}" fill-opacity="0.28" stroke="${color}" stroke-width="1.5"/>`);
      const edges = (o.hexsides ?? []).map(([x, y]) => edge(x, y)).filter((d): d is string => !!d);
      if (edges.length)
        out.push(
          `<path d="${edges.join('')}" fill="none" stroke="${color}" stroke-width="4" stroke-opacity="0.85" stroke-linecap="round"/>`,
        );
    }
    out.push('</g>');
  }
  return out.join('');
};

/**
 * Place names where labels.ts put them: a marker (square for towns, star for objectives and
 * fortresses) and the name with a halo, pinned to its computed width so it never reaches a counter.
 */
export const placeLabelsSvg = (board: BoardView, labels: PlaceLabel[]): string => {
  const sides = Object.keys(board.sideColors ?? {});
  const out: string[] = ['<g class="places" aria-hidden="true">'];
  for (const l of labels) {
    const { x, y, s } = l.marker;
    if (l.kind === 'objective' || l.kind === 'fortress')
      out.push(
        `<polygon points="${starPoints(x, y, s / 2 + 0.6)}" fill="${l.kind === 'fortress' ? '#222' : '#c99a06'}" stroke="#fffbe8" stroke-width="0.8"/>`,
      );
    else {
      const big = l.kind === 'city' || l.kind === 'capital';
      const m = big ? s : s - 1;
      const color = attr(l.side ? sideColor(l.side, board.sideColors, sides) : '#222');
      out.push(
        `<rect x="${(x - m / 2).toFixed(2)}" y="${(y - m / 2).toFixed(2)}" width="${m}" height="${m}" fill="${color}" stroke="#fffbe8" stroke-width="0.8"/>`,
      );
    }
    out.push(
      `<text class="place-label" x="${l.x.toFixed(2)}" y="${l.y.toFixed(2)}" text-anchor="middle" font-size="${l.size}" font-weight="700" font-family="'DejaVu Sans', system-ui, sans-serif" textLength="${l.width.toFixed(2)}" lengthAdjust="spacingAndGlyphs" fill="#1b1b1b" stroke="#fffbe8" stroke-width="${HALO}" stroke-linejoin="round" paint-order="stroke" pointer-events="none"${l.text !== l.name ? ` data-name="${attr(l.name)}"` : ''}>${esc(l.text)}</text>`,
    );
  }
  out.push('</g>');
  return out.join('');
};
