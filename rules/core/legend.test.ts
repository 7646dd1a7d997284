import { describe, expect, it } from 'vitest';
import { legendOf, legendSchema } from './legend.js';
import { parsePackWith } from './pack-kit.js';

const schema = legendSchema(['clear', 'forest', 'road'] as const);
const entry = (pl: string, en: string, fill: string, pattern?: string) => ({
  name: { pl, en },
  fill,
  ...(pattern ? { pattern } : {}),
});
const ours = {
  road: entry('droga', 'road', '#8a5a2b'),
  clear: entry('teren czysty', 'clear', '#e8e2c8'),
  forest: entry('las', 'forest', '#9cbf84', 'trees'),
};

describe('a terrain legend in a pack', () => {
  it('every key the board draws, named in both languages, listed in the order the game gives', () => {
    const r = parsePackWith(schema, ours);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // the page lists the legend in its key order, whatever order the pack's file wrote them in
    expect(Object.keys(r.pack)).toEqual(['clear', 'forest', 'road']);
    expect(r.pack.forest).toEqual({ name: { pl: 'las', en: 'forest' }, fill: '#9cbf84', pattern: 'trees' });
  });

  it('a missing key, an unknown key, a colour that is no CSS hex, a pattern the renderer lacks, an empty name: each by its path', () => {
    const { road: _, ...noRoad } = ours;
    const r = parsePackWith(schema, {
      ...noRoad,
      rail: entry('kolej', 'railway', '#000'),
      clear: entry('teren czysty', '', 'red'),
      forest: entry('las', 'forest', '#9cbf84', 'jungle'),
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path).sort()).toEqual(['', 'clear.fill', 'clear.name.en', 'forest.pattern', 'road']);
    expect(r.errors.find((e) => e.path === 'clear.fill')?.message).toMatch(/#rgb or #rrggbb/);
    expect(r.errors.find((e) => e.path === '')?.message).toMatch(/rail/);
  });

  it('a colour may be short or long, in either case; markup in a colour is refused (it goes into the SVG as it is)', () => {
    for (const fill of ['#333', '#8FB8D8', '#8fb8d8'])
      expect(parsePackWith(schema, { ...ours, road: entry('droga', 'road', fill) }).ok).toBe(true);
    for (const fill of ['#33', '#8fb8d8"/><script>', 'url(#x)', '#12345g'])
      expect(parsePackWith(schema, { ...ours, road: entry('droga', 'road', fill) }).ok).toBe(false);
  });

  it("a pack without a legend (made before legends were pack data) is drawn with the shipped pack's", () => {
    const shipped = { legend: ours };
    expect(legendOf({}, shipped)).toBe(ours);
    const club = { legend: { ...ours, road: entry('trakt', 'track', '#5a3a1b') } };
    expect(legendOf(club, shipped).road.name.en).toBe('track');
    expect(() => legendOf({}, {})).toThrow(/shipped pack has no legend/);
  });
});
