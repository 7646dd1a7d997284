import { describe, expect, it } from 'vitest';
import { expandCells, labelCodec } from './labels.js';

describe('printed label schemes', () => {
  it('four digits CCRR: "3713" is column 37 row 13; origins shift the offsets', () => {
    const c = labelCodec({ kind: 'digits', colDigits: 2, rowDigits: 2 });
    expect(c.parse('3713')).toEqual({ col: 37, row: 13 });
    expect(c.format({ col: 1, row: 5 })).toBe('0105');
    expect(c.parse('371')).toBeUndefined();
    expect(c.parse('37a3')).toBeUndefined();
    expect(() => c.format({ col: 100, row: 1 })).toThrow();
    const o = labelCodec({ kind: 'digits', colDigits: 2, rowDigits: 2, colOrigin: 1, rowOrigin: 1, separator: '.' });
    expect(o.parse('01.01')).toEqual({ col: 0, row: 0 });
    expect(o.format({ col: 36, row: 12 })).toBe('37.13');
  });
  it('letter+number: "d5" is col 3 row 5; letters run a..z, aa..; upper case and padding', () => {
    const c = labelCodec({ kind: 'letter-number', letters: 'col' });
    expect(c.parse('d5')).toEqual({ col: 3, row: 5 });
    expect(c.format({ col: 0, row: 1 })).toBe('a1');
    expect(c.format({ col: 25, row: 1 })).toBe('z1');
    expect(c.format({ col: 26, row: 1 })).toBe('aa1');
    expect(c.parse('ab12')).toEqual({ col: 27, row: 12 });
    expect(c.parse('D5')).toBeUndefined();
    expect(c.parse('d05')).toBeUndefined(); // one spelling per cell
    const u = labelCodec({ kind: 'letter-number', letters: 'row', case: 'upper', numberDigits: 2, colOrigin: 1 });
    expect(u.parse('C04')).toEqual({ col: 3, row: 2 });
    expect(u.format({ col: 3, row: 2 })).toBe('C04');
    for (let col = 0; col < 800; col += 7) expect(c.parse(c.format({ col, row: 3 }))).toEqual({ col, row: 3 });
  });
  it('a rectangle of cells minus exclusions', () => {
    const c = labelCodec({ kind: 'letter-number', letters: 'col' });
    const cells = expandCells(c, { from: 'a1', to: 'c2', exclude: ['b2'] }, 'row').map((o) => c.format(o));
    expect(cells).toEqual(['a1', 'b1', 'c1', 'a2', 'c2']);
    expect(() => expandCells(c, { list: ['a1', '11'] })).toThrow(/not in the board's numbering/);
  });
});
