import { describe, expect, it } from 'vitest';
import { HexGrid } from './hex.js';
import { labelCodec } from './labels.js';
import { findPaths } from './path.js';

/** Tannenberg's layout: flat-topped, axial labels, the cells of one rectangle. */
const axialGrid = (from: string, to: string): HexGrid =>
  new HexGrid({ orientation: 'flat', offset: 'even', labels: { kind: 'axial' }, cells: { from, to } });

describe('printed schemes of the hex games: one canonical spelling each', () => {
  it('row-first digits RRCC (Ostatnia Wojna Cesarzy): "3518" is row 35, column 18', () => {
    const c = labelCodec({ kind: 'digits', order: 'row-first', rowDigits: 2, colDigits: 2 });
    expect(c.parse('3518')).toEqual({ col: 18, row: 35 });
    expect(c.format({ col: 7, row: 21 })).toBe('2107');
    expect(c.parse('351')).toBeUndefined();
    expect(() => c.format({ col: 100, row: 1 })).toThrow();
  });
  it('row-first grid: 2714 and 2814 are neighbours (OWC 6.2.3 example); even columns sit lower', () => {
    const labels: string[] = [];
    for (let r = 26; r <= 29; r++) for (let col = 12; col <= 16; col++) labels.push(`${r}${col}`);
    const g = new HexGrid({
      orientation: 'flat',
      offset: 'even',
      labels: { kind: 'digits', order: 'row-first', rowDigits: 2, colDigits: 2 },
      cells: { list: labels },
    });
    expect(g.labels).toEqual(labels); // the declared order
    expect(g.adjacent('2714', '2814')).toBe(true);
    // column 14 is even, so half a hex lower: N 2614, NE 2715, SE 2815, S 2814, SW 2813, NW 2713
    expect(g.neighbours('2714')).toEqual(['2614', '2715', '2815', '2814', '2813', '2713']);
    expect(g.common('2714', '2814').slice().sort()).toEqual(['2813', '2815']);
    expect(g.offMapSides('2714')).toBe(0);
    expect(g.offMapSides('2612')).toBe(3);
  });
  it('axial A/B (Tannenberg 1914 2.1): canonical "A37B42", the rulebook\'s variants parse', () => {
    const c = labelCodec({ kind: 'axial' });
    for (const l of ['A37B42', 'A37 B42', 'A37,B42', 'A37, B42', 'a37b42', 'A37,42'])
      expect(c.parse(l)).toEqual({ col: 37, row: 42 });
    expect(c.parse('A3742')).toBeUndefined(); // ambiguous without B or a comma
    expect(c.parse('B37A42')).toBeUndefined();
    expect(c.format({ col: 1, row: 37 })).toBe('A1B37');
  });
  it('axial grid: the six neighbours of spec 2.1 and its distances (Insterburg–Lötzen 10, Insterburg–Gumbinnen 5)', () => {
    const g = axialGrid('A30B28', 'A45B45');
    const around = (a: number, b: number): string[] =>
      [
        [a, b + 1],
        [a + 1, b],
        [a + 1, b - 1],
        [a, b - 1],
        [a - 1, b],
        [a - 1, b + 1],
      ].map(([x, y]) => `A${x}B${y}`);
    // direction order N, NE, SE, S, SW, NW, as core numbers flat-topped edges
    expect(g.neighbours('A37B42')).toEqual(around(37, 42));
    expect(g.distance('A37B42', 'A37B32')).toBe(10);
    expect(g.distance('A37B42', 'A42B39')).toBe(5);
    expect(g.canonical('A37, B42')).toBe('A37B42');
    expect(g.canonical('A99B1')).toBeUndefined();
    // north (larger B) is up the screen: A37B42 is drawn above A37B32
    expect(g.offsetOf('A37B42').row).toBeLessThan(g.offsetOf('A37B32').row);
    expect(g.offsetOf('A37B42').col).toBe(37);
  });
  it('the path finder runs on an axial grid like on any other', () => {
    const g = axialGrid('A1B1', 'A6B6');
    const r = findPaths({ start: 'A1B1', neighbours: (c) => g.neighbours(c), cost: () => 1 });
    expect(r.costTo('A6B6')).toBe(g.distance('A1B1', 'A6B6'));
    expect(r.pathTo('A1B2')).toEqual(['A1B1', 'A1B2']);
  });
});
