import { describe, expect, it } from 'vitest';
import { choiceDefaults, choiceFields, choiceSchema } from './choice-options.js';
import { text } from './text.js';

const VALUES = { evenOdds: ['attacker', 'defender'], stars: ['sum', 'best', 'none'] } as const;

describe('choice options: one table gives defaults, fields and schema', () => {
  it('defaults are each list’s first value', () => {
    expect(choiceDefaults(VALUES)).toEqual({ evenOdds: 'attacker', stars: 'sum' });
  });
  it('fields carry the labels, every value and the default', () => {
    const f = choiceFields(VALUES, { evenOdds: ['Remis', 'Even odds'], stars: ['Gwiazdki', 'Stars'] }, (v) =>
      text(v.toUpperCase(), v),
    );
    expect(f.map((x) => [x.key, x.label.en, x.default, x.values.length])).toEqual([
      ['evenOdds', 'Even odds', 'attacker', 2],
      ['stars', 'Stars', 'sum', 3],
    ]);
    expect(f[1].values[1]).toEqual({ value: 'best', label: text('BEST', 'best') });
  });
  it('the schema takes known values and a position, refuses others and unknown keys', () => {
    const s = choiceSchema(VALUES);
    expect(s.safeParse({ stars: 'best', position: { any: 1 } }).success).toBe(true);
    expect(s.safeParse({ stars: 'most' }).success).toBe(false);
    expect(s.safeParse({ weather: 'rain' }).success).toBe(false);
  });
});
