import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import owc from './index.js';
import { concentrationTowns } from './concentration-c3.js';
import { play, refuse } from './testkit.js';
import type { OwcState } from './state.js';

/** C.3 on scenario C's board: the II Siberian Corps, a secret arrival of stage 2, in the Russian movement phase of stage 1. */
const pos = (): OwcState =>
  owc.setup(
    'C',
    {
      position: {
        scenario: 'C',
        stage: 1,
        phasing: 'russians',
        phase: 'move',
        units: [
          { id: 'ru-2sib', due: 2, dueHex: '2411', how: 'secret' },
          { id: 'ru-ix', hex: '2613' },
          { id: 'de-xx', hex: '3306' },
        ],
      },
    },
    new FixedDice([]),
  );

describe('C.3 secret concentration arrivals', () => {
  it('C.3: the destination is chosen a turn earlier among own towns joined by rail to an own edge (20.1); only the owner learns it', () => {
    const s = pos();
    const towns = concentrationTowns(s, 'russians');
    expect(towns).toContain('2411');
    const other = towns.find((t) => t !== '2411')!;
    const view = owc.view(s, 'russians').options.choices.find((c) => c.id === 'concentrate-ru-2sib')!;
    expect(view.targets!.map((t) => t.cell)).toEqual(towns);
    const r = play(s, 'russians', [{ type: 'concentrate', unit: 'ru-2sib', hex: other }, { type: 'pass' }]);
    expect(r.state.units['ru-2sib'].dueHex).toBe(other);
    const e = r.events.find((x) => x.type === 'concentration')!;
    expect(e.visibleTo).toEqual(['russians']);
    // the Allies' panel shows the arrival's town as "?" (20)
    const rows = owc.view(r.state, 'allies').panel.sections.flatMap((x) => x.rows);
    const row = rows.find(
      (x) => JSON.stringify(x.label).includes('Syberyjski') || JSON.stringify(x.label).includes('Siberian'),
    )!;
    expect(String(row.value)).toMatch(/→ \?$/);
  });
  it('20.1: a town without rail to an own edge, or an enemy-held one, is refused; a unit not arriving next stage too', () => {
    const s = pos();
    expect(
      refuse(s, 'russians', [{ type: 'concentrate', unit: 'ru-2sib', hex: '3306' }, { type: 'pass' }]),
    ).toMatchObject({
      rule: '20.1',
      at: 'orders[0].hex',
    });
    expect(
      refuse(s, 'russians', [{ type: 'concentrate', unit: 'ru-ix', hex: '2411' }, { type: 'pass' }]),
    ).toMatchObject({
      rule: 'C.3',
    });
  });
});
