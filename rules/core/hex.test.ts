import { describe, expect, it } from 'vitest';
import {
  axialToOffset,
  hexDirection,
  hexDistance,
  hexLine,
  hexLineAlternatives,
  hexNeighbour,
  hexNeighbours,
  hexRing,
  hexSpiral,
  hexsideCells,
  hexsideKey,
  hexsideKeyAxial,
  HexGrid,
  offsetToAxial,
  type Axial,
} from './hex.js';

const A = (q: number, r: number): Axial => ({ q, r });

describe('hex: cube algorithms', () => {
  it('distance: known values', () => {
    expect(hexDistance(A(0, 0), A(0, 0))).toBe(0);
    expect(hexDistance(A(0, 0), A(1, 0))).toBe(1);
    expect(hexDistance(A(0, 0), A(3, -1))).toBe(3);
    expect(hexDistance(A(0, 0), A(2, 2))).toBe(4);
    expect(hexDistance(A(-2, 3), A(3, -4))).toBe(7);
    expect(hexDistance(A(1, -3), A(-1, 3))).toBe(6);
  });
  it('distance is symmetric and each neighbour is at 1', () => {
    for (const n of hexNeighbours(A(4, -2))) expect(hexDistance(A(4, -2), n)).toBe(1);
    expect(hexDistance(A(5, 1), A(-3, 2))).toBe(hexDistance(A(-3, 2), A(5, 1)));
  });
  it('directions: flat 0=N clockwise; pointy 0=NE clockwise; direction() inverts neighbour()', () => {
    expect(hexNeighbour(A(0, 0), 0, 'flat')).toEqual(A(0, -1));
    expect(hexNeighbour(A(0, 0), 3, 'flat')).toEqual(A(0, 1));
    expect(hexNeighbour(A(0, 0), 1, 'pointy')).toEqual(A(1, 0)); // E
    expect(hexNeighbour(A(0, 0), 4, 'pointy')).toEqual(A(-1, 0)); // W
    for (const o of ['flat', 'pointy'] as const)
      for (let d = 0; d < 6; d++) {
        expect(hexDirection(A(2, 3), hexNeighbour(A(2, 3), d, o), o)).toBe(d);
        // the opposite edge is three steps round
        expect(hexDirection(hexNeighbour(A(2, 3), d, o), A(2, 3), o)).toBe((d + 3) % 6);
      }
    expect(hexDirection(A(0, 0), A(2, 0))).toBe(-1);
  });
  it('line: both ends, one hex per step, each step adjacent', () => {
    expect(hexLine(A(0, 0), A(3, 0))).toEqual([A(0, 0), A(1, 0), A(2, 0), A(3, 0)]);
    expect(hexLine(A(1, 1), A(1, 1))).toEqual([A(1, 1)]);
    const l = hexLine(A(-2, 1), A(4, -3));
    expect(l).toHaveLength(hexDistance(A(-2, 1), A(4, -3)) + 1);
    expect(l[0]).toEqual(A(-2, 1));
    expect(l.at(-1)).toEqual(A(4, -3));
    for (let i = 1; i < l.length; i++) expect(hexDistance(l[i - 1], l[i])).toBe(1);
  });
  it('line: every pair in a 13×13 block gives distance+1 adjacent hexes with either nudge', () => {
    const hs: Axial[] = [];
    for (let q = -6; q <= 6; q++) for (let r = -6; r <= 6; r++) hs.push(A(q, r));
    for (let i = 0; i < hs.length; i += 5)
      for (let j = 1; j < hs.length; j += 7)
        for (const nudge of [1, -1] as const) {
          const l = hexLine(hs[i], hs[j], nudge);
          expect(l).toHaveLength(hexDistance(hs[i], hs[j]) + 1);
          expect(l[0]).toEqual(hs[i]);
          expect(l.at(-1)).toEqual(hs[j]);
          for (let k = 1; k < l.length; k++) expect(hexDistance(l[k - 1], l[k])).toBe(1);
        }
  });
  it('line along a hexside: the two nudges pass on either side of it', () => {
    // (0,0)→(2,-1) runs exactly between (1,-1) and (1,0)
    const [a, b] = hexLineAlternatives(A(0, 0), A(2, -1));
    expect(new Set([JSON.stringify(a[1]), JSON.stringify(b[1])])).toEqual(
      new Set([JSON.stringify(A(1, -1)), JSON.stringify(A(1, 0))]),
    );
    // a line through hex centres has no ambiguity
    const [c, d] = hexLineAlternatives(A(0, 0), A(0, 4));
    expect(c).toEqual(d);
  });
  it('rings: 6r hexes, all at distance r, no repeats; spiral counts 1+3r(r+1)', () => {
    expect(hexRing(A(0, 0), 0)).toEqual([A(0, 0)]);
    for (const o of ['flat', 'pointy'] as const)
      for (let r = 1; r <= 5; r++) {
        const ring = hexRing(A(3, -1), r, o);
        expect(ring).toHaveLength(6 * r);
        expect(new Set(ring.map((h) => `${h.q},${h.r}`)).size).toBe(6 * r);
        expect(ring.every((h) => hexDistance(h, A(3, -1)) === r)).toBe(true);
      }
    const sp = hexSpiral(A(0, 0), 3);
    expect(sp).toHaveLength(1 + 3 * 3 * 4);
    expect(sp[0]).toEqual(A(0, 0));
    expect(new Set(sp.map((h) => `${h.q},${h.r}`)).size).toBe(sp.length);
  });
  it('hexside keys do not depend on order', () => {
    expect(hexsideKeyAxial(A(0, 0), A(1, 0))).toBe(hexsideKeyAxial(A(1, 0), A(0, 0)));
    expect(hexsideKeyAxial(A(0, 0), A(1, 0))).not.toBe(hexsideKeyAxial(A(0, 0), A(0, 1)));
    expect(() => hexsideKeyAxial(A(0, 0), A(2, 0))).toThrow(/not adjacent/);
    expect(hexsideKey('0305', '0304')).toBe(hexsideKey('0304', '0305'));
    expect(hexsideCells(hexsideKey('0305', '0304'))).toEqual(['0304', '0305']);
  });
});

describe('hex: offset ↔ axial', () => {
  for (const o of ['flat', 'pointy'] as const)
    for (const p of ['odd', 'even'] as const)
      it(`${o}/${p}: round trip over a block with negative and positive indices; offset neighbours are adjacent`, () => {
        for (let col = -7; col <= 7; col++)
          for (let row = -7; row <= 7; row++) {
            const a = offsetToAxial({ col, row }, o, p);
            expect(axialToOffset(a, o, p)).toEqual({ col, row });
          }
        // flat: vertically stacked cells in one column are adjacent; pointy: side by side in one row
        const step = o === 'flat' ? { col: 0, row: 1 } : { col: 1, row: 0 };
        for (let i = -3; i <= 3; i++) {
          const x = { col: i, row: 2 * i };
          expect(
            hexDistance(offsetToAxial(x, o, p), offsetToAxial({ col: x.col + step.col, row: x.row + step.row }, o, p)),
          ).toBe(1);
        }
      });
  // two cells [col, row] of one layout and the distance between them: flat/odd's odd columns sit half a hex
  // lower (0305 touches 0406, 0405 touches 0304); pointy/even's even rows sit half a hex right
  it.each([
    ['flat', 'odd', [3, 5], [4, 6], 1],
    ['flat', 'odd', [3, 5], [4, 4], 2],
    ['flat', 'odd', [4, 5], [3, 4], 1],
    ['pointy', 'even', [2, 2], [3, 1], 1],
    ['pointy', 'even', [2, 1], [1, 2], 1],
    ['pointy', 'even', [2, 1], [3, 2], 2],
  ] as const)('%s/%s: %j to %j is %i', (o, p, [c1, r1], [c2, r2], n) => {
    expect(hexDistance(offsetToAxial({ col: c1, row: r1 }, o, p), offsetToAxial({ col: c2, row: r2 }, o, p))).toBe(n);
  });
});

describe('HexGrid from a pack declaration', () => {
  const grid = HexGrid.from({
    orientation: 'flat',
    offset: 'odd',
    labels: { kind: 'digits', colDigits: 2, rowDigits: 2 },
    cells: { from: '0101', to: '1010', exclude: ['0505'] },
  });
  it('has the declared cells only', () => {
    expect(grid.size).toBe(99);
    expect(grid.has('0101')).toBe(true);
    expect(grid.has('0505')).toBe(false);
    expect(grid.has('1111')).toBe(false);
    expect(grid.offsetOf('0307')).toEqual({ col: 3, row: 7 });
  });
  it('neighbours of a labelled hex, in direction order N NE SE S SW NW', () => {
    expect(grid.neighbours('0305')).toEqual(['0304', '0405', '0406', '0306', '0206', '0205']);
    expect(grid.neighbours('0405')).toEqual(
      ['0404', '0504', '0505', '0406', '0305', '0304'].filter((l) => l !== '0505'),
    );
    expect(grid.neighbour('0405', 2)).toBeUndefined(); // 0505 is excluded
    expect(grid.neighbours('0101').sort()).toEqual(['0102', '0201', '0202']);
    expect(grid.direction('0305', '0406')).toBe(2);
    expect(grid.direction('0305', '0507')).toBe(-1);
  });
  it('distance, line, ring and range by label', () => {
    expect(grid.distance('0101', '0101')).toBe(0);
    expect(grid.distance('0305', '0406')).toBe(1);
    expect(grid.distance('0101', '1010')).toBe(13); // 9 columns take 4½ rows for free
    expect(grid.distance('0102', '0108')).toBe(6);
    expect(grid.line('0102', '0105')).toEqual(['0102', '0103', '0104', '0105']);
    expect(grid.ring('0305', 1).sort()).toEqual(grid.neighbours('0305').sort());
    expect(grid.within('0305', 1)[0]).toBe('0305');
    expect(grid.within('0308', 2)).toHaveLength(19);
    expect(grid.within('0305', 2)).toHaveLength(18); // 0505 is not on the map
    expect(grid.within('0101', 1)).toHaveLength(4); // the corner
  });
  it('hexside keys by label: same either way, refused for non-neighbours', () => {
    expect(grid.hexsideKey('0305', '0406')).toBe(grid.hexsideKey('0406', '0305'));
    expect(grid.hexsideKey('0305', '0406')).toBe('0305|0406');
    expect(() => grid.hexsideKey('0305', '0407')).toThrow(/not adjacent/);
  });
  it('unknown labels throw; declared twice throws; the grid spec round-trips to the board', () => {
    expect(() => grid.neighbours('9999')).toThrow(/not on the map/);
    expect(() =>
      HexGrid.from({
        orientation: 'flat',
        offset: 'odd',
        labels: { kind: 'digits', colDigits: 2, rowDigits: 2 },
        cells: { list: ['0101', '0101'] },
      }),
    ).toThrow(/twice/);
    expect(grid.gridSpec()).toEqual({ kind: 'hex', orientation: 'flat', offset: 'odd' });
    expect(grid.cellPositions()[0]).toEqual({ label: '0101', col: 1, row: 1 });
  });
  it('pointy grid with letter rows ("C4") and origins', () => {
    const g = HexGrid.from({
      orientation: 'pointy',
      offset: 'even',
      labels: { kind: 'letter-number', letters: 'row', case: 'upper', rowOrigin: 0, colOrigin: 1 },
      cells: { from: 'A1', to: 'F8' },
    });
    expect(g.size).toBe(48);
    expect(g.offsetOf('A1')).toEqual({ col: 0, row: 0 });
    // row A (0, even) is shifted right: A1 touches B1 and B2
    expect(g.neighbours('A1').sort()).toEqual(['A2', 'B1', 'B2']);
    expect(g.neighbours('B2').sort()).toEqual(['A1', 'A2', 'B1', 'B3', 'C1', 'C2']);
    expect(g.distance('A1', 'F1')).toBe(5);
  });
});
