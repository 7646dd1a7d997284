import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import olszynka from './index.js';
import { flipped, lossMarker, printedMorale } from './units.js';
import { PACK } from './pack.js';
import { withPolicy } from './testkit.js';

const start = () => olszynka.setup('alder-wood-1831', {}, new SeededDice(1));

describe('the module', () => {
  it('2.2.1, 2.3.1: alder-wood-1831 opens with the Russians (scenario initiative) picking their first activation', () => {
    const s = start();
    expect(olszynka.status(s)).toMatchObject({ waitingFor: ['ru'], phase: 'first', turn: 1 });
    expect(s.cup.sort()).toEqual(['pl-3div', 'ru-24div', 'ru-25div', 'ru-rosen']);
    expect(
      olszynka
        .view(s, 'ru')
        .options.choices.map((c) => c.id)
        .sort(),
    ).toEqual(['pick:ru-24div', 'pick:ru-25div', 'pick:ru-rosen']);
    expect(olszynka.view(s, 'pl').options.choices).toEqual([]);
    // a game created under rules version 3 has the scenario's first reading: one Russian division
    const v3 = olszynka.setup('alder-wood-1831', {}, new SeededDice(1), { rulesVersion: 3 });
    expect(v3.cup.sort()).toEqual(['pl-3div', 'ru-25div', 'ru-rosen']);
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
    expect(olszynka.apply(s, 'pl', { orders: [{ type: 'pick', marker: 'pl-3div' }] }, new FixedDice([]))).toMatchObject(
      { ok: false, error: { rule: '2.3', at: 'orders[0].type' } },
    );
    expect(olszynka.apply(s, 'ru', { orders: [{ type: 'pick', marker: 'pl-3div' }] }, new FixedDice([]))).toMatchObject(
      { ok: false, error: { rule: '2.3.1', at: 'orders[0].marker' } },
    );
    expect(JSON.stringify(s)).toBe(before);
  });
  it('2.3.7.1: a fire order naming "__proto__" is refused at its battery, not thrown (fuzz, FUZZ_SCALE=1)', () => {
    const r = olszynka.apply(start(), 'ru', { orders: [{ type: 'pick', marker: 'ru-25div' }] }, new SeededDice(2));
    if (!r.ok) throw new Error('pick refused');
    // the 25th Division's fire step (the opening has no target in range, so the step is set by hand)
    const fireStep = { ...r.state, phase: 'fire' as const };
    expect(
      olszynka.apply(
        fireStep,
        'ru',
        { orders: [{ type: 'fire', battery: '__proto__', target: '0101' }] },
        new FixedDice([]),
      ),
    ).toMatchObject({ ok: false, error: { rule: '2.3.7.1', at: 'orders[0].battery' } });
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
    expect(
      olszynka.apply(s, 'ru', { orders: [{ type: 'move', units: ['pl-3d-4p-1'], steps: [] }] }, new SeededDice(4)),
    ).toMatchObject({ ok: false, error: { rule: '2.3.7.2', at: 'orders[0].units[0]' } });
  });
  it('5.5 (spec 5.3): a side sets its private policy at any time; the other side does not see it', () => {
    const s = withPolicy(start(), 'pl', 'withdraw', 'always');
    expect(olszynka.view(s, 'pl').options.standing?.find((x) => x.key === 'withdraw')?.current).toBe('always');
    expect(olszynka.view(s, 'ru').options.standing?.find((x) => x.key === 'withdraw')?.current).toBe('never');
  });
});

describe('12.1.4 the loss schedule', () => {
  const def = (strength: number) => ({
    ...PACK().pack.forces.units.find((u) => u.arm === 'infantry')!,
    strength,
    morale: 7,
  });
  it('T109 12.1.4: S = 9: 4 lost → front "−4" (5), 5 lost → reverse (4); S = 7: 3 → front "−3", 4 → reverse; S = 2: 1 → reverse', () => {
    expect([flipped(def(9), { losses: 4 }), lossMarker(def(9), { losses: 4 })]).toEqual([false, 4]);
    expect([flipped(def(9), { losses: 5 }), lossMarker(def(9), { losses: 5 })]).toEqual([true, 0]);
    expect([flipped(def(7), { losses: 3 }), lossMarker(def(7), { losses: 3 })]).toEqual([false, 3]);
    expect([flipped(def(7), { losses: 4 }), lossMarker(def(7), { losses: 4 })]).toEqual([true, 0]);
    expect(flipped(def(2), { losses: 1 })).toBe(true);
    // every row of the schedule: the reverse shows floor(S/2); markers run up to it
    for (let S = 1; S <= 9; S++)
      for (let k = 0; k < S; k++) expect(flipped(def(S), { losses: k })).toBe(S - k <= Math.floor(S / 2));
  });
  it('T110 1.3.1: front morale 7 → 6 on the reverse', () => {
    expect([printedMorale(def(6), { losses: 0 }), printedMorale(def(6), { losses: 3 })]).toEqual([7, 6]);
  });
});

describe('reactions answered ahead, halts and live answers', () => {
  /** the alder wood with only the named units left on the map, the Russians in their movement step */
  const moving = (keep: Record<string, [string, number]>) => {
    const r = olszynka.apply(start(), 'ru', { orders: [{ type: 'pick', marker: 'ru-25div' }] }, new SeededDice(2));
    if (!r.ok) throw new Error('pick refused');
    // a new position (a state apply returned is never changed in place: its units may be shared, and frozen)
    const units = Object.fromEntries(
      Object.values(r.state.pos.units).map((u) => [
        u.id,
        keep[u.id] ? { ...u, at: keep[u.id][0], facing: keep[u.id][1] } : { ...u, at: 'eliminated' },
      ]),
    );
    const active = { ...r.state.active!, units: r.state.active!.units.filter((id) => keep[id]) };
    let s: typeof r.state = { ...r.state, pos: { ...r.state.pos, units }, active };
    if (s.phase === 'fire') {
      const e = olszynka.apply(s, 'ru', { orders: [{ type: 'end' }] }, new SeededDice(3));
      if (!e.ok) throw new Error('end refused');
      s = e.state;
    }
    expect(s.phase).toBe('move');
    return s;
  };
  it('5.5.4 by policy (onlyIf60): a Russian battalion entering a Polish flank draws a change of front; the batch halts before the next order', () => {
    const s = moving({ 'pl-3d-4p-1': ['2208', 1], 'ru-25d-p1-1': ['2206', 3], 'ru-25d-p1-2': ['2912', 4] });
    const r = olszynka.apply(
      s,
      'ru',
      {
        orders: [
          { type: 'move', units: ['ru-25d-p1-1'], steps: [{ type: 'move', to: '2207' }] },
          { type: 'move', units: ['ru-25d-p1-2'], steps: [{ type: 'move', to: '2812' }] },
          { type: 'end' },
        ],
      },
      new FixedDice([0]),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.halted).toMatchObject({ at: 1, rule: '5.5' });
    const reaction = r.events.find((e) => e.type === 'reaction')!;
    expect(reaction.data).toMatchObject({ unit: 'pl-3d-4p-1', kind: 'changeFront', byPolicy: true });
    expect(reaction.dice).toEqual([0]);
    expect(r.state.pos.units['pl-3d-4p-1'].facing).not.toBe(1);
    expect(r.state.pos.units['ru-25d-p1-2'].at).toBe('2912');
    expect(r.state.phase).toBe('move');
  });
  const askedFlank = () => {
    const s0 = moving({ 'pl-3d-4p-1': ['2208', 1], 'ru-25d-p1-1': ['2206', 3], 'ru-25d-p1-2': ['2912', 4] });
    const r = olszynka.apply(
      withPolicy(s0, 'pl', 'changeFront', 'ask'),
      'ru',
      {
        orders: [
          { type: 'move', units: ['ru-25d-p1-1'], steps: [{ type: 'move', to: '2207' }] },
          { type: 'move', units: ['ru-25d-p1-2'], steps: [{ type: 'move', to: '2812' }] },
        ],
      },
      new FixedDice([]),
    );
    if (!r.ok) throw new Error(r.error.message);
    return r;
  };
  it('5.5.4 asked (policy ask): the battalion stops in the Polish flank, the batch halts, the Poles answer mid-turn; die 0 passes and they face it', () => {
    const r = askedFlank();
    expect(r.halted).toMatchObject({ at: 1, rule: '5.5' });
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'asked']);
    expect(r.state.pos.units['pl-3d-4p-1'].facing).toBe(1);
    expect(olszynka.status(r.state)).toMatchObject({ waitingFor: ['pl'], phase: 'reaction', midTurn: true });
    expect(olszynka.view(r.state, 'pl').options.choices.map((c) => c.id)).toEqual([
      'react:pl-3d-4p-1:changeFront',
      'end',
    ]);
    expect(olszynka.view(r.state, 'ru').options.choices).toEqual([]);
    const a = olszynka.apply(
      r.state,
      'pl',
      { orders: [{ type: 'react', unit: 'pl-3d-4p-1', kind: 'changeFront' }] },
      new FixedDice([0]),
    );
    if (!a.ok) throw new Error(a.error.message);
    expect(a.events[0]).toMatchObject({ type: 'reaction', dice: [0], data: { kind: 'changeFront', byPolicy: false } });
    expect(a.state.pos.units['pl-3d-4p-1'].facing).not.toBe(1);
    expect(olszynka.status(a.state)).toMatchObject({ waitingFor: ['ru'], phase: 'move' });
  });
  it('5.5 asked, 5.6: the default answer (no reaction) hands the move back; a unit not offered, or asked again, is refused', () => {
    const r = askedFlank();
    expect(
      olszynka.apply(
        r.state,
        'pl',
        { orders: [{ type: 'react', unit: 'pl-3d-4p-1', kind: 'square' }] },
        new FixedDice([]),
      ),
    ).toMatchObject({ ok: false, error: { rule: '5.5', at: 'orders[0].unit' } });
    const d = olszynka.apply(r.state, 'pl', olszynka.defaultAnswer(r.state, 'pl')!, new FixedDice([]));
    if (!d.ok) throw new Error(d.error.message);
    expect(d.state.pos.units['pl-3d-4p-1'].facing).toBe(1);
    expect(olszynka.status(d.state)).toMatchObject({ waitingFor: ['ru'], phase: 'move' });
    expect(
      olszynka.apply(
        d.state,
        'pl',
        { orders: [{ type: 'react', unit: 'pl-3d-4p-1', kind: 'changeFront' }] },
        new FixedDice([]),
      ),
    ).toMatchObject({ ok: false, error: { rule: '2.3' } });
  });
  it('2.3.7.3 with policy ask: the Polish battery’s fire step waits for the Poles (mid-turn); the default answer, no fire, is accepted', () => {
    const s0 = moving({ 'pl-3d-art-1': ['2412', 2], 'ru-25d-p1-1': ['2415', 0] });
    const r = olszynka.apply(
      withPolicy(s0, 'pl', 'reactionFire', 'ask'),
      'ru',
      { orders: [{ type: 'end' }] },
      new FixedDice([]),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(olszynka.status(r.state)).toMatchObject({ waitingFor: ['pl'], phase: 'reactionFire', midTurn: true });
    expect(olszynka.view(r.state, 'pl').options.choices.map((c) => c.id)).toEqual(['fire:pl-3d-art-1', 'end']);
    const d = olszynka.defaultAnswer(r.state, 'pl')!;
    const after = olszynka.apply(r.state, 'pl', d, new FixedDice([]));
    expect(after.ok && after.state.phase).toBe('combat');
  });
});
