import { describe, expect, it } from 'vitest';
import { firstStepOfTurn, stepLabel } from './step-label.js';

describe('replay steps named by game turn and phase (issue 19, item 7)', () => {
  it('a step reads as its phase label in either language, else its turn, else nothing', () => {
    const p = { turn: 4, phaseLabel: { pl: 'Etap 4, Sprzymierzeni: ruch', en: 'Stage 4, Allies: movement' } };
    expect(stepLabel(p, 'en')).toBe('Stage 4, Allies: movement');
    expect(stepLabel(p, 'pl')).toBe('Etap 4, Sprzymierzeni: ruch');
    expect(stepLabel({ turn: 7 }, 'pl')).toBe('Tura 7');
    expect(stepLabel(undefined, 'en')).toBe('');
  });
  it('jump to turn 3: the first step played in turn 3, whatever order the log pages came in', () => {
    const log = [
      { version: 9, during: { turn: 3 } },
      { version: 5, during: { turn: 2 } },
      { version: 7, during: { turn: 3 } },
      { version: 2 },
    ];
    expect(firstStepOfTurn(log, 3)).toBe(7);
    expect(firstStepOfTurn(log, 2)).toBe(5);
    expect(firstStepOfTurn(log, 5)).toBeNull();
  });
});
