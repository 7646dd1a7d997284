import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/contract.js';
import { FixedDice, SeededDice } from '../../core/dice.js';
import olszynka from './index.js';
import { meleeModifiers } from './melee.js';
import type { OlszynkaOrder } from './orders.js';
import { declaredCharge, playContactCharge } from './phases/charge.js';
import type { GameState } from './state.js';
import { charger, d10s } from './testkit.js';

/** uhlans (morale 6) at 0505 facing 3, a Russian battalion at 0506 in their front zone */
const contact = () => {
  const k = charger({ cavalry: { morale: 6, stars: 2 } });
  const s = { active: { side: 'pl', marker: 'm', formation: 'f', units: ['c'] } } as unknown as GameState;
  return { k, s };
};
const order = (o: Partial<OlszynkaOrder & { type: 'contactCharge' }> = {}) => ({
  o: { type: 'contactCharge' as const, unit: 'c', target: '0506', ...o },
  i: 0,
  at: 'orders[0]',
});

describe('10 charges in the movement step', () => {
  it('10.2.4: die 5 against morale 6 passes: the uhlans charge 0506 (valid: clear, in sight), the enemy may react there', () => {
    const { k, s } = contact();
    const events: GameEvent[] = [];
    const asked: string[] = [];
    const stopped = playContactCharge(k.c, s, order(), d10s(5), events, (mover, hex) => {
      asked.push(`${mover}@${hex}`);
      return true;
    });
    expect(stopped).toBe(true);
    expect(asked).toEqual(['c@0505']);
    expect(events[0]).toMatchObject({ type: 'contactCharge', dice: [5], data: { outcome: 'charge' } });
    expect(k.c.pos.units.c.flags).toMatchObject({ moved: true, charge: { target: '0506', valid: true } });
  });
  it('10.2.4: die 7 fails by 1: the uhlans withdraw 2 hexes to the rear, disorganized; no reaction', () => {
    const { k, s } = contact();
    const events: GameEvent[] = [];
    expect(playContactCharge(k.c, s, order(), d10s(7), events, () => true)).toBe(false);
    expect(events[0].data).toMatchObject({ outcome: 'withdraw' });
    expect(k.c.pos.units.c.level).toBe('disorganized');
    expect(k.c.P.grid.distance(k.c.pos.units.c.at, '0505')).toBe(2);
  });
  it('10.2.4: passed with ifPassed withdraw: the uhlans withdraw instead of charging, still full', () => {
    const { k, s } = contact();
    const events: GameEvent[] = [];
    playContactCharge(k.c, s, order({ ifPassed: 'withdraw' }), d10s(2), events, () => true);
    expect(events[0].data).toMatchObject({ outcome: 'withdraw' });
    expect(k.c.pos.units.c.level).toBe('full');
    expect(k.c.pos.units.c.flags.charge).toBeUndefined();
  });
  it('10.2.4: a hex outside the ZOC, or an infantry unit, is refused with the rule', () => {
    const { k, s } = contact();
    expect(() => playContactCharge(k.c, s, order({ target: '0504' }), d10s(5), [], () => false)).toThrow(/10.2.4|0504/);
  });
  it('10.2.2: a declared charge on clear ground is valid and its impetus (2 stars) is +2; infantry may not declare one (10.2.1)', () => {
    const { k } = contact();
    k.place('c', '0504', 3);
    const move = {
      type: 'move' as const,
      units: ['c'],
      steps: [{ type: 'move' as const, to: '0505' }],
      charge: '0506',
    };
    expect(declaredCharge(k.c, { o: move, i: 0, at: 'orders[0]' })).toEqual({ target: '0506', valid: true });
    k.place('c', '0505', 3);
    const charge = { attackers: ['c'], defenderHex: '0506', attackerMorale: 'c', defenderMorale: 't' };
    expect(meleeModifiers(k.c, { ...charge, validCharge: true })).toContainEqual({
      value: 2,
      rule: '10.2.2',
      why: 'impetus of a valid charge',
    });
    expect(() => declaredCharge(k.c, { o: { ...move, units: ['t'] }, i: 0, at: 'orders[0]' })).toThrow(/cavalry/);
  });
});

describe('10.3.4 counter-charge against moving infantry', () => {
  /** the 25th Division's battalion (morale 5, strength 6) at 2206; Polish uhlans (morale 7) at 2208 facing vertex 0 */
  const start = () => {
    const units = [
      { id: 'ru-25d-p1-1', hex: '2206', facing: 3 },
      { id: 'pl-2kj1-u1-1', hex: '2208', facing: 0 },
    ];
    const s = olszynka.setup('alder-wood-1831', { position: { initiative: 'ru', units } }, new SeededDice(1));
    const r = olszynka.apply(s, 'ru', { orders: [{ type: 'pick', marker: 'ru-25div' }] }, new SeededDice(2));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.phase).toBe('move');
    return r.state;
  };
  const move = (squareIfCounterCharged: boolean) => ({
    orders: [
      {
        type: 'move' as const,
        units: ['ru-25d-p1-1'],
        steps: [{ type: 'move' as const, to: '2207' }],
        squareIfCounterCharged,
      },
    ],
  });
  it('T99 10.3.4: counter-charge die 6 passes; the battalion tries square, die 5 ≤ 5 → square, and owes no attack', () => {
    const r = olszynka.apply(start(), 'ru', move(true), new FixedDice([6, 5]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'reaction', 'counterSquare']);
    expect(r.events[2]).toMatchObject({ dice: [5], data: { test: { verdict: 'pass' } } });
    expect(r.state.pos.units['ru-25d-p1-1'].square).toBe(true);
    const e = olszynka.apply(r.state, 'ru', { orders: [{ type: 'end' }] }, new FixedDice([]));
    if (!e.ok) throw new Error(e.error.message);
    expect(e.state.phase).toBe('combat');
    expect(olszynka.view(e.state, 'ru').options.choices.map((c) => c.id)).toEqual(['end']);
  });
  it('10.3.4: without the order’s square answer the battalion stays in line and must attack the uhlans (9.3)', () => {
    const r = olszynka.apply(start(), 'ru', move(false), new FixedDice([6]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pos.units['ru-25d-p1-1'].square).toBeUndefined();
    const e = olszynka.apply(r.state, 'ru', { orders: [{ type: 'end' }] }, new FixedDice([]));
    if (!e.ok) throw new Error(e.error.message);
    expect(olszynka.view(e.state, 'ru').options.choices.map((c) => c.id)).toEqual([
      'attack:2208:infantry',
      // the same attack with the facing it takes after a pursuit (9.13.6)
      'attack:2208:infantry:facing',
      // the same attack with the battalion's own retreat path named (AMB-28)
      'attack:2208:infantry:retreat',
    ]);
  });
});
