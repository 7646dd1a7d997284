import { describe, expect, it } from 'vitest';
import { reasonText, resultLine } from './result.js';

const names: Record<string, { pl: string; en: string }> = {
  red: { pl: 'Czerwoni', en: 'Red' },
  russians: { pl: 'Rosjanie', en: 'Russians' },
};

describe('the result line names the side and says why, in both languages', () => {
  it('Manoeuvre 2.2 nightfall by control', () => {
    expect(resultLine({ winner: 'red', reason: 'nightfall: control' }, (s) => names[s].en, 'en')).toBe(
      'Winner: Red — nightfall: control',
    );
    expect(resultLine({ winner: 'red', reason: 'nightfall: control' }, (s) => names[s].pl, 'pl')).toBe(
      'Zwycięzca: Czerwoni — zmierzch: kontrola',
    );
  });
  it('OWC victory levels with their VP, and a draw', () => {
    expect(reasonText('marginal (vp:6)', 'en')).toBe('marginal victory (VP 6)');
    expect(reasonText('marginal (vp:-6)', 'pl')).toBe('zwycięstwo marginalne (PZ -6)');
    expect(resultLine({ winner: null, reason: 'draw (vp:2)' }, (s) => s, 'en')).toBe('Draw — draw (VP 2)');
  });
  it("the platform's timeout claim; an unknown word stays as written", () => {
    expect(resultLine({ winner: 'russians', reason: 'timeout' }, (s) => names[s].pl, 'pl')).toBe(
      'Zwycięzca: Rosjanie — upłynął czas',
    );
    expect(reasonText('sudden-death', 'en')).toBe('sudden-death');
  });
});
