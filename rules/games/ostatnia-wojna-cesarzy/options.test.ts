import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import owc from './index.js';
import { boardOf } from './ctx.js';
import { hurt } from './phases/checks.js';
import { division, fixtureMap, fixturePosition, position, unit, owingEastPrussia } from './testkit.js';
import { offeredTargetsInGames, ofType, play, refuse } from './testkit.js';
import type { OwcState } from './state.js';

describe('options agree with apply', () => {
  it('every march, attack and pursuit the view offers is accepted on its own (random games of A)', () => {
    const r = offeredTargetsInGames('A', {}, [1, 2, 3]);
    expect(r.refused).toEqual([]);
    expect(r.checked).toBeGreaterThan(100);
  });
  it('and in scenario B (rules 16–21: concealed units, HQs, the B.1 area)', () => {
    const r = offeredTargetsInGames('B', {}, [1, 2]);
    expect(r.refused).toEqual([]);
    expect(r.checked).toBeGreaterThan(60);
  });
});

describe("the random player covers the owner's choices (A.2.1 towns, retreat order)", () => {
  it('A.2.1: randomBatch picks every one of the equally near towns, and apply accepts each', () => {
    const s = position({
      phase: 'move',
      units: [{ id: 'ah-iv', due: 1, dueHex: '3818' }, unit('a', 'allies', '3316'), unit('r', 'russians', '3819')],
    });
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const dice = new SeededDice(seed);
      const r = owc.apply(s, 'allies', owc.randomBatch(s, 'allies', dice), dice);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      seen.add(r.state.units['ah-iv'].hex!);
    }
    expect([...seen].sort()).toEqual(['3716', '3717', '3920']);
  });
  it('spec §4.8: when the retreat order matters, randomBatch sends either unit first, and apply accepts each', () => {
    const fill = (hex: string, n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => division(`f${tag}${i}`, 'russians', hex));
    const s0 = fixturePosition(fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 13 }), {
      standing: { russians: { delay: 'never' } },
      units: [
        unit('r1', 'russians', '1414'),
        division('r2', 'russians', '1414', { arm: 'cavalry' }),
        unit('a1', 'allies', '1413', { sp: 4 }),
        ...fill('1316', 4, 'a'),
        ...fill('1416', 4, 'b'),
        ...fill('1516', 3, 'c'),
      ],
    });
    const s = play(s0, 'allies', [{ type: 'attack', target: '1414', units: ['a1'] }], [1]).state;
    expect(s.pending!.offers).toBeDefined();
    const first = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const dice = new SeededDice(seed);
      const b = owc.randomBatch(s, 'russians', dice);
      const r = owc.apply(s, 'russians', b, dice);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      first.add((b.orders[0] as { unit: string }).unit);
    }
    expect([...first].sort()).toEqual(['r1', 'r2']);
  });
});

describe('more of 6, 8 and 13', () => {
  const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 13 });
  it('6.1 (AMB-7): broken units keep their control lines', () => {
    const s2 = fixturePosition(m, {
      phasing: 'russians',
      phase: 'move',
      units: [unit('a', 'allies', '1313', { broken: true }), unit('r', 'russians', '1214')],
    });
    const mv = play(s2, 'russians', [{ type: 'move', unit: 'r', path: ['1314'] }, { type: 'pass' }]);
    expect(ofType(mv.events, 'move')[0].mp).toBe(2); // 1 + 1 for the broken unit's CL
  });
  it('8.6.2: broken units attacked successfully on an isolated hex are eliminated with no roll', () => {
    const ring = ['1213', '1413', '1214', '1314', '1212', '1312'];
    const s = fixturePosition(m, {
      standing: { russians: { retreat: 'auto' } },
      units: [division('r', 'russians', '1313', { broken: true }), ...ring.map((h, i) => unit(`a${i}`, 'allies', h))],
    });
    // 2 against a lone broken 1-SP unit: 8, +2 (8.1.2), +2 (encircled) = 12: no roll either (7.4.6)
    const r = play(s, 'allies', [{ type: 'attack', target: '1313', units: ['a0'] }]);
    expect(ofType(r.events, 'capitulated')[0]).toMatchObject({ unit: 'r' });
    expect(ofType(r.events, 'check')).toHaveLength(0);
    expect(r.used).toBe(0);
  });
  it('13: a unit that left the map comes back next stage at the nearest own town to its exit', () => {
    const map = fixtureMap({
      rows: [10, 16],
      cols: [10, 14],
      westCols: 11,
      towns: [
        { hex: '1313', name: 'Wieś' },
        { hex: '1113', name: 'Gród' },
      ],
    });
    const s = position({
      map,
      area: null,
      stage: 2,
      phase: 'move',
      phasing: 'russians',
      control: { '1313': 'russians', '1113': 'russians' },
      units: [
        {
          id: 'r',
          due: 2,
          dueHex: '1314',
          def: {
            name: { pl: 'r', en: 'r' },
            short: 'r',
            side: 'russians',
            nat: 'RU',
            size: 'corps',
            arm: 'infantry',
            sp: 2,
            r: 9,
            cl: true,
          },
        },
        unit('a', 'allies', '1010'),
      ],
    });
    expect(s.units['r']).toMatchObject({ where: 'map', hex: '1313' });
  });
  it('8.1.3: a broken unit broken again is eliminated', () => {
    const s = fixturePosition(m, {
      units: [unit('a', 'allies', '1313', { broken: true }), unit('r', 'russians', '1010')],
    });
    const out: never[] = [];
    const t = JSON.parse(JSON.stringify(s)) as OwcState;
    hurt(t, 'a', out, 'test', false);
    expect(t.units['a'].where).toBe('dead');
    expect(boardOf(t).occ.get('1313') ?? []).toEqual([]);
  });
});

describe('37.1 the attack view offers only what apply takes', () => {
  it('37.1 (AMB-58): in the first Russian turn, owing East Prussian attacks with one possible, the repeat phase offers the attack and no "end phase"', () => {
    const s = owingEastPrussia();
    expect(s.await).toEqual({ side: 'russians', kind: 'attack' });
    const ids = owc.view(s, 'russians').options.choices.map((c) => c.id);
    expect(ids).toContain('attack-1112');
    expect(ids).not.toContain('end-phase');
    expect(refuse(s, 'russians', [{ type: 'end-phase' }])).toMatchObject({ rule: '37.1' });
  });
});
