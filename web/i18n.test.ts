import { describe, expect, it } from 'vitest';
import { detectLang, dictionaries, en, fill, pl, placeholders, t, type Key } from './i18n.js';

describe('every string in Polish and English', () => {
  it('both dictionaries have the same keys, none empty', () => {
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    for (const lang of ['pl', 'en'] as const)
      for (const [k, v] of Object.entries(dictionaries[lang])) expect(v.trim(), `${lang}:${k}`).not.toBe('');
  });
  it('placeholders match between the languages', () => {
    for (const k of Object.keys(en) as Key[]) expect(placeholders(pl[k]), k).toEqual(placeholders(en[k]));
  });
  it('Polish strings are actually translated (most differ from English)', () => {
    const same = (Object.keys(en) as Key[]).filter(
      (k) => en[k] === pl[k] && !/^\{|^Rozkaz$|^\{n\} (d|min)$/.test(en[k]),
    );
    expect(same.length).toBeLessThan(8);
  });
  it('the language follows the browser unless chosen', () => {
    expect(detectLang({ languages: ['pl-PL', 'en'] })).toBe('pl');
    expect(detectLang({ languages: ['de-DE', 'en-US'] })).toBe('en');
    expect(detectLang({ languages: ['fr'] })).toBe('en');
    expect(detectLang({ languages: ['pl'] }, 'en')).toBe('en');
  });
  it('placeholders fill', () => {
    expect(fill('a {x} b {y}', { x: 1 })).toBe('a 1 b {y}');
    expect(t('game.turn', { n: 3 }, 'pl')).toBe('Tura 3');
  });
});
