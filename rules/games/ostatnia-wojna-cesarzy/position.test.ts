import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import owc from './index.js';

// The README's "Positions" example, verbatim: if this breaks, fix the README too.
describe('positions (README)', () => {
  it('loads a position, applies an attack with fixed dice and reads the result', () => {
    const position = {
      stage: 2,
      phasing: 'russians',
      phase: 'attack',
      vp: 3,
      units: [
        { id: 'ru-xii', hex: '3619' },
        { id: 'ru-viii', hex: '3619' },
        { id: 'ah-xi', hex: '3519', broken: true },
        { id: 'ah-iii', hex: '3518' },
      ],
      standing: { allies: { retreat: 'auto' } },
    };
    const state = owc.setup('A', { position }, new FixedDice([]));
    expect(owc.status(state)).toMatchObject({ waitingFor: ['russians'], phase: 'attack.attack' });
    // roll 3 for the attack (4:2 → chance 8, +0), then 12 for XI Corps' check after its retreat
    const r = owc.apply(
      state,
      'russians',
      { orders: [{ type: 'attack', target: '3519', units: ['ru-xii', 'ru-viii'] }] },
      new FixedDice([3, 12]),
    );
    if (!r.ok) throw new Error(r.error.message);
    const lines = r.events.map((e) => owc.describe(e, 'en'));
    expect(lines[0]).toMatch(/^Attack on 3519: .* \(4:1\), table 10/);
    expect(r.state.units['ah-xi'].where).toBe('dead'); // broken twice: eliminated (8.1.3)
    expect(owc.status(r.state).phase).toBe('attack.pursuit');
  });
  it('a bad position is refused with a reason', () => {
    expect(() => owc.setup('A', { position: { units: [{ id: 'ah-xi', hex: '0101' }] } }, new FixedDice([]))).toThrow(
      /hex/,
    );
    expect(() => owc.setup('A', { position: { units: [{ id: 'nobody', hex: '3518' }] } }, new FixedDice([]))).toThrow(
      /unknown unit/,
    );
  });
});
