import { describe, expect, it } from 'vitest';
import { meleeModifiers } from './melee.js';
import { flag } from './state.js';
import { cav, charger, kit } from './testkit.js';

const charge = { attackers: ['c'], defenderHex: '0506', attackerMorale: 'c', defenderMorale: 'd', validCharge: true };

describe('10.2.5: a charge against cavalry', () => {
  /** Polish lancers (2 stars) in 0505 charge Russian cavalry (1 star) in 0506, both morale 6 */
  const fixture = () => {
    const k = kit({ units: [cav('c', 'pl', { stars: 2 }), cav('d', 'ru', { stars: 1, division: 'ru-a' })] });
    k.place('c', '0505', 3);
    k.place('d', '0506', 0);
    return k;
  };
  it('10.2.5, 10.3.2: both sides use impetus when the defender’s counter-charge passed: +2 for the lancers, −1 for the defender', () => {
    const k = fixture();
    flag(k.c.pos.units.d, { counterCharged: true });
    expect(meleeModifiers(k.c, charge)).toEqual([
      { value: 2, rule: '10.2.2', why: 'impetus of a valid charge' },
      { value: -1, rule: '10.3.2', why: 'impetus of a counter-charge' },
    ]);
  });
  it('10.2.5: a defender that did not counter-charge (or failed the test) has no impetus: +2 alone', () => {
    expect(meleeModifiers(fixture().c, charge)).toEqual([
      { value: 2, rule: '10.2.2', why: 'impetus of a valid charge' },
    ]);
  });
});

describe('10.2.6: a charge against infantry', () => {
  const lancers = { cavalry: { morale: 6, stars: 2 }, target: { morale: 6, stars: 0 }, targetId: 'd' };
  it('10.2.6.1: infantry in square: the cavalry gets no impetus (and no +1: only infantry gains by attacking a square)', () => {
    const k = charger(lancers);
    k.place('d', '0506', 0, { square: true });
    expect(meleeModifiers(k.c, charge)).toEqual([]);
  });
  it('10.2.6.2: infantry not in square (no attempt or a failed one): the impetus counts, 2 stars → +2', () => {
    expect(meleeModifiers(charger(lancers).c, charge)).toEqual([
      { value: 2, rule: '10.2.2', why: 'impetus of a valid charge' },
    ]);
  });
});
