import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import owc from './index.js';
import { phaseLabel } from './phase-label.js';

describe('Status.phaseLabel (v3): the phase as the log and replay name it', () => {
  it('3: scenario setup opens with the phasing side and its phase, in both languages', () => {
    const id = owc.scenarios[0].id;
    const s = owc.setup(id, {}, new FixedDice([]));
    const st = owc.status(s);
    expect(st.phaseLabel).toEqual(phaseLabel(s.phase, s.phasing, s.stage));
    expect(st.phaseLabel!.en).toMatch(new RegExp(`^Stage ${s.stage}, (Allies|Russians): `));
    expect(st.phaseLabel!.pl).toMatch(new RegExp(`^Etap ${s.stage}, (Sprzymierzeni|Rosjanie): `));
  });
  it('4.2: the windows and the repeat attack phase have their own names', () => {
    expect(phaseLabel('w2', 'russians', 3)).toEqual({
      pl: 'Etap 3, Rosjanie: okno odwodów W2',
      en: 'Stage 3, Russians: reserve window W2',
    });
    expect(phaseLabel('repeat', 'allies', 1).en).toBe('Stage 1, Allies: repeat attacks');
  });
});
