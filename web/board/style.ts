/** Colour helpers for counters and map features (pure). */
export const DEFAULT_SIDE_COLORS = ['#b9463c', '#3d6aa8', '#5b8c3a', '#8a6a2f', '#6b4f9a'];

export const sideColor = (
  side: string | null | undefined,
  colors: Record<string, string> | undefined,
  sides: string[],
): string => {
  if (!side) return '#8c8c8c';
  if (colors?.[side]) return colors[side];
  const i = sides.indexOf(side);
  return DEFAULT_SIDE_COLORS[(i >= 0 ? i : hash(side)) % DEFAULT_SIDE_COLORS.length];
};

const hash = (s: string): number => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** Relative luminance (WCAG) of a #rgb/#rrggbb colour; unknown formats count as mid-grey. */
export const luminance = (color: string): number => {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return 0.2;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** Black or white ink, whichever reads better on the fill. */
export const inkOn = (fill: string): string => (luminance(fill) > 0.22 ? '#111' : '#fff');

/** Line styles by feature kind; the legend's colour wins when given. */
export const lineStyle = (kind: string): { width: number; dash?: string; casing?: string } => {
  const k = kind.toLowerCase();
  if (k.includes('rail')) return { width: 3, dash: '2 4', casing: '#222' };
  if (k.includes('border') || k.includes('front')) return { width: 2.5, dash: '8 4' };
  if (k.includes('track') || k.includes('minor')) return { width: 2, dash: '5 3' };
  return { width: 3.5 };
};

export const hexsideStyle = (kind: string): { width: number; dash?: string } => {
  const k = kind.toLowerCase();
  if (k.includes('major') || k.includes('lake') || k.includes('sea')) return { width: 6 };
  if (k.includes('river') || k.includes('stream')) return { width: 4 };
  if (k.includes('ridge') || k.includes('cliff') || k.includes('mountain')) return { width: 4, dash: '3 2' };
  if (k.includes('line') || k.includes('front') || k.includes('border')) return { width: 3, dash: '7 4' };
  return { width: 4 };
};
