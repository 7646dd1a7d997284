/**
 * The painter's set-up layer (PackMap.tsx): on each cell a scenario sets records up on, a small tag
 * with the first record's id (and how many more stand there), edged in its side's colour (a cell
 * holding several sides: the edge split, a slice in each side's colour), titled with every id, the
 * cell and, when several sides stand there, the ids by side, for a screen reader. It passes pointer
 * events through, so a click on a marked cell still paints or answers a pick.
 */
import { useLayoutEffect } from 'preact/hooks';
import type { StaticBoard } from '../../rules/core/board.js';
import { HEX_SIZE, type Layout } from '../board/geometry.js';
import { sideColor } from '../board/style.js';
import { marksByCell, type SetupMark } from './pack-setup-marks.js';
import { st } from './setup-strings.js';

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** the sides standing on a cell, in the pack's order of its records (a record naming none left out) */
const sidesOf = (here: readonly SetupMark[]): string[] => [...new Set(here.flatMap((m) => (m.side ? [m.side] : [])))];

/** the tag's words: every id and the cell; when several sides stand there, the ids by side */
export const markWords = (here: readonly SetupMark[], hex: string): string => {
  const sides = sidesOf(here);
  if (sides.length < 2) return st('mark', { units: here.map((m) => m.id).join(', '), hex });
  const groups = sides.map(
    (side) =>
      `${side}: ${here
        .filter((m) => m.side === side)
        .map((m) => m.id)
        .join(', ')}`,
  );
  const none = here.filter((m) => !m.side).map((m) => m.id);
  return st('markSides', { hex, sides: sides.join(', '), units: [...groups, ...none].join('; ') });
};

/**
 * A tag's border as vertical slices, one per side standing there, left to right in the pack's order
 * (two sides: the left half in the first's colour, the right half in the second's), so a hex holding
 * both sides shows both at a glance; each slice's path runs along the top and bottom edges and, for
 * the end slices, round the rounded corner and down the tag's side.
 */
const borderSlices = (
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  slices: readonly { side: string; colour: string }[],
): string => {
  const n = slices.length;
  const bottom = y + h;
  return slices
    .map(({ side, colour }, i) => {
      const x0 = x + (w * i) / n;
      const x1 = x + (w * (i + 1)) / n;
      let d: string;
      if (i === 0)
        d = `M${x1} ${y}H${x + r}A${r} ${r} 0 0 0 ${x} ${y + r}V${bottom - r}A${r} ${r} 0 0 0 ${x + r} ${bottom}H${x1}`;
      else if (i === n - 1)
        d = `M${x0} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${bottom - r}A${r} ${r} 0 0 1 ${x + w - r} ${bottom}H${x0}`;
      else d = `M${x0} ${y}H${x1}M${x0} ${bottom}H${x1}`;
      return `<path class="setup-edge" data-side="${esc(side)}" d="${d}" fill="none" stroke="${colour}" stroke-width="${h * 0.2}"/>`;
    })
    .join('');
};

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
    const words = markWords(here, hex);
    const standing = sidesOf(here);
    const slices = standing.map((s) => ({ side: s, colour: sideColor(s, board.sideColors, sides) }));
    const [x, top, h, r] = [at.x - w / 2, y - font * 0.75, font * 1.5, font * 0.3];
    const edge = slices.length > 1 ? 'none' : sideColor(first.side, board.sideColors, sides);
    out +=
      `<g class="setup-mark" data-setup-cell="${esc(hex)}" data-setup-ids="${esc(here.map((m) => m.id).join(' '))}"` +
      ` data-side="${esc(first.side ?? '')}" data-sides="${esc(standing.join(' '))}" role="img" aria-label="${esc(words)}"><title>${esc(words)}</title>` +
      `<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="${r}"` +
      ` fill="#fffdf5" stroke="${edge}" stroke-width="${font * 0.3}"/>` +
      (slices.length > 1 ? borderSlices(x, top, w, h, r, slices) : '') +
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
