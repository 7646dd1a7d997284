import { describe, expect, it } from 'vitest';
import { reasonText } from './reasons.js';

describe('a rule’s refusal in the page’s language', () => {
  it('Manoeuvre 1.1: a click two squares away says why in Polish, with the squares', () => {
    const e = { code: 'not-adjacent', message: 'c4 is not orthogonally next to a1' };
    expect(reasonText('manoeuvre', e, 'pl')).toBe('c4 nie sąsiaduje bokiem z a1');
    expect(reasonText('manoeuvre', e, 'en')).toBe('c4 is not orthogonally next to a1');
  });
  it('Tannenberg 4.1: the unit and the step’s own reason, each worded (a nested reason)', () => {
    const e = { code: 'illegal-path', message: 'de-3-2-i: not an adjacent hex on the map' };
    expect(reasonText('tannenberg-1914', e, 'pl')).toBe('de-3-2-i: to nie jest sąsiedni heks na mapie');
  });
  it('OWC 5: a step refused for a reason not worded in Polish keeps the English words whole', () => {
    const e = { code: 'illegal-step', message: '3418→3419: a reason nobody wrote yet' };
    expect(reasonText('ostatnia-wojna-cesarzy', e, 'pl')).toBe(e.message);
  });
  it('params given by the rules fill the Polish words ahead of the English shape', () => {
    const e = { code: 'STACK_LIMIT', message: 'stack value 19 is over 18', params: { v: 20 } };
    expect(reasonText('olszynka-grochowska-1831', e, 'pl')).toBe('wartość stosu 20 przekracza 18');
  });
  it('a game with no wordings, or a code not worded: the English words', () => {
    expect(reasonText('trio', { code: 'x', message: 'no' }, 'pl')).toBe('no');
    expect(reasonText(undefined, { code: 'x', message: 'no' }, 'pl')).toBe('no');
  });
});
