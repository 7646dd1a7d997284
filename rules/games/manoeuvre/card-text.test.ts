/** Every card of our pack in plain words (issue 19, item 4): each printed value explained, both languages. */
import { describe, expect, it } from 'vitest';
import manoeuvre from './index.js';
import { cardText } from './card-text.js';
import { cardValues } from './describe.js';
import { packDefsFor, type Card } from './pack.js';

const cards = (): Card[] => Object.values(packDefsFor(manoeuvre.pack as never).cards);

describe('card texts', () => {
  it('8 a unit card: one line per printed value, led by the value as printed ("P 1–4: pursuit…")', () => {
    const all = cards().filter((c) => c.kind === 'unit');
    expect(all.length).toBeGreaterThan(50);
    for (const c of all) {
      const t = cardText(c);
      const printed = cardValues(c);
      for (const lang of ['pl', 'en'] as const) {
        const lines = t[lang].split('\n');
        expect(lines.length, `${c.id} ${lang}`).toBe(printed.length);
        lines.forEach((l, i) =>
          expect(l.startsWith(`${printed[i].split(' ')[0]} `) || l.startsWith(printed[i])).toBe(true),
        );
      }
    }
  });
  it('8 a cavalry card: "P 1–3" is a pursuit hit on a d6 of 1 to 3', () => {
    const c = cards().find((x) => x.kind === 'unit' && x.pursuit === 3)!;
    expect(cardText(c).en).toContain('P 1–3: pursuit; a d6 of 1 to 3 hits the retreating unit');
    expect(cardText(c).pl).toContain('P 1–3: pościg; k6 od 1 do 3 zadaje trafienie cofającemu się');
  });
  it('9 every HQ card says what it does, in both languages', () => {
    for (const c of cards().filter((x) => x.kind !== 'unit')) {
      const t = cardText(c);
      expect(t.pl.length, c.id).toBeGreaterThan(10);
      expect(t.en.length, c.id).toBeGreaterThan(10);
    }
  });
});
