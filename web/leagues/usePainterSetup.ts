/**
 * The painter's set-up layer (PackMap.tsx): on each cell a scenario sets records up on, a small tag
 * with the first record's id (and how many more stand there), edged in the first one's side colour,
 * titled with every id and the cell for a screen reader. It passes pointer events through, so a
 * click on a marked cell still paints or answers a pick.
 */
import { useLayoutEffect } from 'preact/hooks';
import type { StaticBoard } from '../../rules/core/board.js';
import { HEX_SIZE, type Layout } from '../board/geometry.js';
import { sideColor } from '../board/style.js';
import { marksByCell, type SetupMark } from './pack-setup-marks.js';
import { st } from './setup-strings.js';

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** the tags' SVG: the cells not on this board are left out (a Wojna scenario's other map) */
export const setupSvg = (marks: readonly SetupMark[], layout: Layout, board: StaticBoard): string => {
  const sides = Object.keys(board.sideColors ?? {});
  const font = HEX_SIZE * 0.3;
  let out = '';
  for (const [hex, here] of marksByCell(marks)) {
    const at = layout.centers.get(hex);
    if (!at) continue;
    const first = here[0]!;
    const text = here.length > 1 ? `${first.id} +${here.length - 1}` : first.id;
    const w = Math.max(font * 2, text.length * font * 0.58 + font * 0.6);
    const y = at.y + HEX_SIZE * 0.32;
    const words = st('mark', { units: here.map((m) => m.id).join(', '), hex });
    out +=
      `<g class="setup-mark" data-setup-cell="${esc(hex)}" data-setup-ids="${esc(here.map((m) => m.id).join(' '))}"` +
      ` data-side="${esc(first.side ?? '')}" role="img" aria-label="${esc(words)}"><title>${esc(words)}</title>` +
      `<rect x="${at.x - w / 2}" y="${y - font * 0.75}" width="${w}" height="${font * 1.5}" rx="${font * 0.3}"` +
      ` fill="#fffdf5" stroke="${sideColor(first.side, board.sideColors, sides)}" stroke-width="${font * 0.3}"/>` +
      `<text x="${at.x}" y="${y}" font-size="${font}" text-anchor="middle" dominant-baseline="central" fill="#1a1a1a">${esc(text)}</text></g>`;
  }
  return out;
};

/** the set-up layer drawn again when the marks change (a set-up row added, moved or taken off) */
export const usePainterSetup = (
  marks: readonly SetupMark[],
  layout: Layout,
  board: StaticBoard,
  layer: () => Element | null | undefined,
) => {
  const key = marks.map((m) => `${m.id}@${m.hex}:${m.side ?? ''}`).join('|');
  useLayoutEffect(() => {
    const g = layer();
    if (!g) return;
    g.setAttribute('pointer-events', 'none');
    g.innerHTML = setupSvg(marks, layout, board);
  }, [key, layout, board]);
};
