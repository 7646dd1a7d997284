import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import manoeuvre from './index.js';
import { phaseLabel } from './phase-label.js';

describe('Status.phaseLabel (v3): the phase as the log and replay name it', () => {
  it('3: set-up steps carry no turn; the player-turn phases carry it', () => {
    const s = manoeuvre.setup('standard', {}, new SeededDice(1));
    expect(manoeuvre.status(s).phaseLabel).toEqual(phaseLabel(s.phase, s.turnNo));
    expect(phaseLabel('setup.hand', 0)).toEqual({ pl: 'rozstawienie: karty', en: 'set-up: hand' });
    expect(phaseLabel('movement', 7)).toEqual({ pl: 'Tura 7: ruch', en: 'Turn 7: movement' });
    expect(phaseLabel('choice', 3).en).toBe('Turn 3: combat: hit or retreat');
  });
});
