import { describe, expect, it } from 'vitest';
import { tokenSearch } from './conformance-tokens.js';
import { SeededDice } from './dice.js';

/** every token's answer, as includes gives it */
const answers = (tokens: string[], text: string): boolean[] => {
  const found = tokenSearch(tokens)(text);
  return tokens.map((t) => found.has(t));
};
const includes = (tokens: string[], text: string): boolean[] => tokens.map((t) => text.includes(t));

describe('tokenSearch: the fog check finds a secret token just where includes does', () => {
  it('finds quoted ids as JSON string values and keys, and not as parts of longer strings', () => {
    const text = JSON.stringify({ units: [{ id: 'ru-i-3', cell: 'B7' }], 'de-xx': 1, note: 'ru-i-30 and xru-i-3' });
    const tokens = ['"ru-i-3"', '"de-xx"', '"ru-i-30"', '"B7"', '"ru-i-"', '"de-1"'];
    expect(answers(tokens, text)).toEqual([true, true, false, true, false, false]);
    expect(answers(tokens, text)).toEqual(includes(tokens, text));
  });

  it('finds a quoted token that is not a whole JSON string: an escaped quote before it, or a run between two strings', () => {
    // a string ending in \"ru-i-3 holds "ru-i-3" right before its closing quote; "," stands between two strings
    const text = JSON.stringify(['he said "ru-i-3', 'a', 'b', '']);
    const tokens = ['"ru-i-3"', '","', '""', '"ru-i-3\\"', '"a"'];
    expect(answers(tokens, text)).toEqual([true, true, true, false, true]);
    expect(answers(tokens, text)).toEqual(includes(tokens, text));
  });

  it('finds tokens that are not a quoted string (or hold a quote inside), in plain lines too', () => {
    const text = 'Unit "ru-1" moved A23–B21 (attack) "x"y"';
    const tokens = ['A23–B21', '(attack)', '"x"y"', '"', '"ru-1', 'ru-1"', '"y"', '"ru-1"'];
    expect(answers(tokens, text)).toEqual([true, true, true, true, true, true, true, true]);
    expect(answers(['(defend)', '"z"', '"', '""'], 'no quotes')).toEqual([false, false, false, false]);
    // the empty token is in every text, like includes says
    expect(answers(['', 'x'], 'no quotes')).toEqual([true, false]);
  });

  it('finds overlapping tokens and a token inside a longer one found at the same place', () => {
    const text = '"a"b" and "ru-i-30"';
    const tokens = ['"a"', '"b"', '"ru-i-3', '"ru-i-30"', '"ru-i-30', 'ru', '"a"b"'];
    expect(answers(tokens, text)).toEqual([true, true, true, true, true, true, true]);
    expect(answers(tokens, text)).toEqual(includes(tokens, text));
  });

  it('agrees with includes on random texts of quotes, backslashes, letters and regular-expression signs', () => {
    const d = new SeededDice(12);
    const alphabet = ['"', '"', '\\', 'a', 'b', ',', ':', '.', '*', '(', '|', '[', '$', '?'];
    const word = (n: number): string => Array.from({ length: n }, () => alphabet[d.roll(alphabet.length) - 1]).join('');
    for (let i = 0; i < 3000; i++) {
      const text = word(d.roll(30) - 1);
      const tokens = Array.from({ length: 6 }, () =>
        d.roll(2) === 1 ? `"${word(d.roll(4) - 1).replaceAll('"', '')}"` : word(d.roll(5)),
      );
      expect(answers(tokens, text), `${text} / ${tokens.join(' ')}`).toEqual(includes(tokens, text));
    }
  });
});
