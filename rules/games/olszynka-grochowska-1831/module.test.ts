import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import olszynka from './index.js';
import { flipped, lossMarker, printedMorale } from './units.js';
import { PACK } from './pack.js';

const start = () => olszynka.setup('alder-wood-1831', {}, new SeededDice(1));

describe('the module', () => {
  it('2.2.1, 2.3.1: alder-wood-1831 opens with the Russians (scenario initiative) picking their first activation', () => {
    const s = start();
    expect(olszynka.status(s)).toMatchObject({ waitingFor: ['ru'], phase: 'first', turn: 1 });
    expect(s.cup.sort()).toEqual(['pl-3div', 'ru-25div', 'ru-rosen']);
    expect(olszynka.view(s, 'ru').options.choices.map((c) => c.id).sort()).toEqual(['pick:ru-25div', 'pick:ru-rosen']);
    expect(olszynka.view(s, 'pl').options.choices).toEqual([]);
  });
  it('2.3.1, 2.3.5: picking the 25th Division activates its battalions and the VI Corps batteries within Reibnitz’s range', () => {
    const r = olszynka.apply(start(), 'ru', { orders: [{ type: 'pick', marker: 'ru-25div' }] }, new SeededDice(2));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.active).toMatchObject({ side: 'ru', formation: 'ru-25div' });
    expect(r.state.active!.units).toEqual(expect.arrayContaining(['ru-25d-p1-1', 'ru-6corps-art-1']));
    expect(['fire', 'move']).toContain(r.state.phase);
  });
  it('a refusal names the rule and the place, and changes nothing', () => {
    const s = start();
    const before = JSON.stringify(s);
    expect(olszynka.apply(s, 'pl', { orders: [{ type: 'pick', marker: 'pl-3div' }] }, new FixedDice([]))).toMatchObject({ ok: false, error: { rule: '2.3', at: 'orders[0].type' } });
    expect(olszynka.apply(s, 'ru', { orders: [{ type: 'pick', marker: 'pl-3div' }] }, new FixedDice([]))).toMatchObject({ ok: false, error: { rule: '2.3.1', at: 'orders[0].marker' } });
    expect(JSON.stringify(s)).toBe(before);
  });
  it('2.3.7.2: a move of a unit that is not activated is refused at its unit', () => {
    const r = olszynka.apply(start(), 'ru', { orders: [{ type: 'pick', marker: 'ru-25div' }] }, new SeededDice(2));
    if (!r.ok) throw new Error('pick refused');
    let s = r.state;
    if (s.phase === 'fire') {
      const e = olszynka.apply(s, 'ru', { orders: [{ type: 'end' }] }, new SeededDice(3));
      if (!e.ok) throw new Error('end refused');
      s = e.state;
    }
    expect(olszynka.apply(s, 'ru', { orders: [{ type: 'move', units: ['pl-3d-4p-1'], steps: [] }] }, new SeededDice(4))).toMatchObject({ ok: false, error: { rule: '2.3.7.2', at: 'orders[0].units[0]' } });
  });
  it('5.5 (spec 5.3): a side sets its private policy at any time; the other side does not see it', () => {
    const r = olszynka.apply(start(), 'pl', { orders: [{ type: 'standing', key: 'withdraw', value: 'always' }] }, new FixedDice([]));
    if (!r.ok) throw new Error('refused');
    expect(olszynka.view(r.state, 'pl').options.standing?.find((x) => x.key === 'withdraw')?.current).toBe('always');
    expect(olszynka.view(r.state, 'ru').options.standing?.find((x) => x.key === 'withdraw')?.current).toBe('never');
  });
});

describe('12.1.4 the loss schedule', () => {
  const def = (strength: number) => ({ ...PACK().pack.forces.units.find((u) => u.arm === 'infantry')!, strength, morale: 7 });
  it('T109 12.1.4: S = 9: 4 lost → front "−4" (5), 5 lost → reverse (4); S = 7: 3 → front "−3", 4 → reverse; S = 2: 1 → reverse', () => {
    expect([flipped(def(9), { losses: 4 }), lossMarker(def(9), { losses: 4 })]).toEqual([false, 4]);
    expect([flipped(def(9), { losses: 5 }), lossMarker(def(9), { losses: 5 })]).toEqual([true, 0]);
    expect([flipped(def(7), { losses: 3 }), lossMarker(def(7), { losses: 3 })]).toEqual([false, 3]);
    expect([flipped(def(7), { losses: 4 }), lossMarker(def(7), { losses: 4 })]).toEqual([true, 0]);
    expect(flipped(def(2), { losses: 1 })).toBe(true);
    // every row of the schedule: the reverse shows floor(S/2); markers run up to it
    for (let S = 1; S <= 9; S++) for (let k = 0; k < S; k++) expect(flipped(def(S), { losses: k })).toBe(S - k <= Math.floor(S / 2));
  });
  it('T110 1.3.1: front morale 7 → 6 on the reverse', () => {
    expect([printedMorale(def(6), { losses: 0 }), printedMorale(def(6), { losses: 3 })]).toEqual([7, 6]);
  });
});
