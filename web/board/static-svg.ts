import type { BoardView } from '../../rules/core/board.js';
import { HEX_SIZE, polygonPoints, sharedEdge, SQUARE_SIZE, type Layout, type Point } from './geometry.js';
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

export const staticMapSvg = (board: BoardView, layout: Layout): string => {
  const { centers, corners } = layout;
  const g = board.grid;
  const legend = board.legend;
  const square = g.kind === 'square';
  const sides = Object.keys(board.sideColors ?? {});
  const out: string[] = ['<g class="cells">'];
  const inner = corners.map((q) => ({ x: q.x * 0.86, y: q.y * 0.86 }));
  for (const c of board.cells) {
    const ctr = centers.get(c.label)!;
    const pts = polygonPoints(corners, ctr);
    const le = legend[c.terrain];
    out.push(
      `<g data-c="${attr(c.label)}"><polygon points="${pts}" fill="${attr(le?.fill ?? '#e8e4d0')}" class="cell"/>`,
    );
    const pat = patternFill(le?.pattern);
    if (pat) out.push(`<polygon points="${pts}" fill="${pat}" class="cell-pattern"/>`);
    for (const f of c.features ?? []) {
      const fp = patternFill(legend[f]?.pattern);
      out.push(
        fp
          ? `<polygon points="${pts}" fill="${fp}" class="cell-pattern"/>`
          : `<circle cx="${ctr.x - 10}" cy="${ctr.y + 8}" r="3" fill="${attr(legend[f]?.fill ?? '#555')}" class="cell-feature"/>`,
      );
    }
    if (c.control)
      out.push(
        `<polygon points="${polygonPoints(inner, ctr)}" fill="none" stroke="${attr(sideColor(c.control, board.sideColors, sides))}" stroke-width="1.6" opacity="0.5"/>`,
      );
    out.push('</g>');
  }
  out.push('</g><g class="cell-labels" aria-hidden="true">');
  const lblDy = square ? -SQUARE_SIZE / 2 + 9 : g.orientation === 'flat' ? -HEX_SIZE * 0.62 : -HEX_SIZE * 0.55;
  const lblDx = square ? -SQUARE_SIZE / 2 + 3 : 0;
  const anchor = square ? 'start' : 'middle';
  for (const c of board.cells) {
    const ctr = centers.get(c.label)!;
    out.push(
      `<text x="${(ctr.x + lblDx).toFixed(1)}" y="${(ctr.y + lblDy).toFixed(1)}" text-anchor="${anchor}">${esc(c.label)}</text>`,
    );
  }
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
  if (board.hexsides?.length) {
    out.push('<g class="hexsides">');
    for (const h of board.hexsides) {
      const a = centers.get(h.cells[0]),
        b = centers.get(h.cells[1]);
      if (!a || !b) continue;
      const [p1, p2] = sharedEdge(g, a, b);
      const st = hexsideStyle(h.kind);
      out.push(
        `<line x1="${p1.x}" y1="${p1.y}" x2="${p2.x}" y2="${p2.y}" stroke="${attr(legend[h.kind]?.fill ?? '#2b6cb0')}" stroke-width="${st.width}"${st.dash ? ` stroke-dasharray="${st.dash}"` : ''} stroke-linecap="round"/>`,
      );
    }
    out.push('</g>');
  }
  if (board.overlays?.length) {
    out.push('<g class="overlays">');
    for (const o of board.overlays) {
      const color = attr(legend[o.kind]?.fill ?? (o.side ? sideColor(o.side, board.sideColors, sides) : '#ff8c00'));
      for (const cell of o.cells ?? []) {
        const ctr = centers.get(cell);
        if (ctr)
          out.push(
            `<polygon points="${polygonPoints(corners, ctr)}" fill="${color}" fill-opacity="0.28" stroke="${color}" stroke-width="1.5"/>`,
          );
      }
      for (const [x, y] of o.hexsides ?? []) {
        const a = centers.get(x),
          b = centers.get(y);
        if (!a || !b) continue;
        const [p1, p2] = sharedEdge(g, a, b);
        out.push(
          `<line x1="${p1.x}" y1="${p1.y}" x2="${p2.x}" y2="${p2.y}" stroke="${color}" stroke-width="4" stroke-opacity="0.85" stroke-linecap="round"/>`,
        );
      }
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
