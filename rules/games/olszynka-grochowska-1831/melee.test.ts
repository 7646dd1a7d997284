import { describe, expect, it } from 'vitest';
import {
  baseLosses,
  capModifier,
  combatStrength,
  lossPoints,
  meleeModifiers,
  meleeResult,
  obligations,
  ratioColumn,
} from './melee.js';
import { artilleryOfRoutedStack, firstLoser, planCost, retreat, retreatPlans, takeLosses } from './losses.js';
import { rout } from './levels.js';
import { cav, charger, d10s, gun, inf, kit } from './testkit.js';

describe('9.12 losses from the engaged-strength track', () => {
  const k = kit({ units: [] });
  it('T61 9.12.2 (rulebook example): 24 engaged → L = 3; "losses × 1.5" → 4.5 → 5', () => {
    expect(baseLosses(k.c, 24, 10)).toEqual({ attacker: 3, defender: 3 });
    expect(lossPoints(3, 1.5)).toBe(5);
  });
  it('T62 9.12 (AMB-5): attacker 7 against 4 → L from the stronger 7 → band 1–10 → 1: ×1 / ×1.5 / ×2 = 1 / 2 / 2', () => {
    const L = baseLosses(k.c, 7, 4).attacker;
    expect([lossPoints(L, 1), lossPoints(L, 1.5), lossPoints(L, 2)]).toEqual([1, 2, 2]);
  });
  it('T63 9.12: 33 engaged → L = 4: ×1.5 / ×2 = 6 / 8; 11–20 (ours) → 2', () => {
    expect(baseLosses(k.c, 33, 5).defender).toBe(4);
    expect([lossPoints(4, 1.5), lossPoints(4, 2)]).toEqual([6, 8]);
    expect(baseLosses(k.c, 15, 3).attacker).toBe(2);
  });
  it('AMB-5 options: each side its own strength, or the weaker side', () => {
    const own = kit({ units: [], options: { engagedFrom: 'own' } });
    expect(baseLosses(own.c, 24, 7)).toEqual({ attacker: 3, defender: 1 });
    const weak = kit({ units: [], options: { engagedFrom: 'weaker' } });
    expect(baseLosses(weak.c, 24, 7)).toEqual({ attacker: 1, defender: 1 });
  });
});

describe('9.11 the combat', () => {
  it('T65 6.7, 9.11: cavalry 5 against infantry 5 is 1:1 (cavalry is not doubled in combat)', () => {
    const k = kit({ units: [cav('c', 'pl', { strength: 5 }), inf('i', 'ru', { strength: 5, division: 'ru-a' })] });
    k.place('c', '0505', 3);
    k.place('i', '0506', 0);
    expect([combatStrength(k.c, ['c']), combatStrength(k.c, ['i'])]).toEqual([5, 5]);
    expect(k.c.P.pack.tables.melee.columns[ratioColumn(k.c, 5, 5)].label).toBe('1:1');
  });
  it('9.11 (3), AMB-51: ratios round in the defender’s favour: 11 : 6 is 3:2, 5 : 11 is 1:3', () => {
    const k = kit({ units: [] });
    const col = (a: number, d: number) => k.c.P.pack.tables.melee.columns[ratioColumn(k.c, a, d)].label;
    expect([col(11, 6), col(12, 6), col(5, 11), col(4, 6), col(40, 6)]).toEqual(['3:2', '2:1', '1:3', '2:3', '4:1']);
  });
  it('T66 9.11 (4): net modifiers +7 / −6 are capped at +5 / −5', () => {
    expect([capModifier(7), capModifier(-6), capModifier(3)]).toEqual([5, -5, 3]);
  });
  it('T67 4.1.2.2: infantry attacking a square gets +1', () => {
    const k = kit({
      units: [inf('a', 'pl', { morale: 6, stars: 1 }), inf('d', 'ru', { morale: 6, stars: 1, division: 'ru-a' })],
    });
    k.place('a', '0505', 3);
    k.place('d', '0506', 0, { square: true });
    expect(
      meleeModifiers(k.c, { attackers: ['a'], defenderHex: '0506', attackerMorale: 'a', defenderMorale: 'd' }),
    ).toEqual([{ value: 1, rule: '4.1.2.2', why: 'infantry attacks a square' }]);
  });
  it('T71 10.2.3: cavalry attacking into forest without a valid charge: −2 plus the table’s forest modifier (−1)', () => {
    const lancers = { cavalry: { morale: 6, stars: 2 }, target: { morale: 6, stars: 0 }, targetId: 'd' };
    const k = charger({ ...lancers, terrain: { '0506': 'forest' } });
    const mods = meleeModifiers(k.c, {
      attackers: ['c'],
      defenderHex: '0506',
      attackerMorale: 'c',
      defenderMorale: 'd',
    });
    expect(mods.map((m) => m.value)).toEqual([-1, -2]);
    // T69: a valid charge in the open counts the impetus (2 stars → +2) and no −2
    const k2 = charger(lancers);
    expect(
      meleeModifiers(k2.c, {
        attackers: ['c'],
        defenderHex: '0506',
        attackerMorale: 'c',
        defenderMorale: 'd',
        validCharge: true,
      }).map((m) => m.value),
    ).toEqual([2]);
  });
  it('9.11 (5): the result row is the die plus the capped net, clamped to 0–9; our 1:1 row 5 is a draw, both lose', () => {
    const k = kit({
      units: [inf('a', 'pl', { morale: 6, stars: 1 }), inf('d', 'ru', { morale: 6, stars: 1, division: 'ru-a' })],
    });
    k.place('a', '0505', 3);
    k.place('d', '0506', 0);
    const r = meleeResult(k.c, { attackers: ['a'], defenderHex: '0506', attackerMorale: 'a', defenderMorale: 'd' }, 5);
    expect(r).toMatchObject({
      net: 0,
      row: 5,
      column: 3,
      result: { winner: 'draw', attacker: { levels: 0, loss: 1 }, defender: { levels: 1, loss: 1 } },
    });
  });
  it('T74/T75 9.3 (AMB-17): A1 (ZOC: X) and A2 (ZOC: X and Y) owe X and Y; once X is attacked by both, Y’s obligation lapses', () => {
    const k = kit({
      units: [
        inf('a1', 'pl'),
        inf('a2', 'pl', { division: 'pl-b' }),
        inf('x', 'ru', { division: 'ru-a' }),
        inf('y', 'ru', { division: 'ru-b' }),
      ],
    });
    const g = k.c.P.grid;
    k.place('a1', '0404', 2); // front: sides 2 and 3
    k.place('a2', '0504', 3); // front: sides 3 and 4
    const X = g.neighbour('0504', 4)!;
    const Y = g.neighbour('0504', 3)!;
    k.place('x', X, 0);
    k.place('y', Y, 0);
    expect(obligations(k.c, ['a1', 'a2']).map((o) => [o.unit, o.targets.sort()])).toEqual([
      ['a1', [X, Y].filter((h) => [g.neighbour('0404', 2), g.neighbour('0404', 3)].includes(h)).sort()],
      ['a2', [X, Y].sort()],
    ]);
    for (const id of ['a1', 'a2']) k.c.pos.units[id].flags.attacked = true;
    k.c.pos.units.x.flags.wasAttacked = true;
    expect(obligations(k.c, ['a1', 'a2'])).toEqual([]);
  });
  it('T77 9.7: an activated square owes no attack', () => {
    const k = kit({ units: [inf('a', 'pl'), inf('x', 'ru', { division: 'ru-a' })] });
    k.place('a', '0505', 3, { square: true });
    k.place('x', '0506', 0);
    expect(obligations(k.c, ['a'])).toEqual([]);
  });
});

describe('12.1 losses, 12.2 retreat', () => {
  it('T78 12.1.4, 6.11: frontal attack: the morale unit A loses the first point, the owner allocates the rest', () => {
    const k = kit({
      units: [inf('A', 'pl', { strength: 6 }), inf('B', 'pl', { strength: 6 }), inf('r', 'ru', { division: 'ru-a' })],
    });
    k.place('A', '0505', 0);
    k.place('B', '0505', 0);
    expect(firstLoser(k.c, '0505', 'A', 'front')).toBe('A');
    expect(takeLosses(k.c, ['A', 'B'], 3, 'A', ['B'])).toEqual({ A: 1, B: 2 });
  });
  it('T79 6.11 (AMB-33): from the rear the bottom unit B loses the first point', () => {
    const k = kit({ units: [inf('A', 'pl'), inf('B', 'pl')] });
    k.place('A', '0505', 0);
    k.place('B', '0505', 0);
    expect(firstLoser(k.c, '0505', 'A', 'rear')).toBe('B');
  });
  it('T86 11.1: infantry 1 + a full battery lose 2: the infantry is eliminated, the battery flipped; a third point eliminates it', () => {
    const k = kit({ units: [inf('i', 'pl', { strength: 1 }), gun('g', 'pl')] });
    k.place('i', '0505', 0);
    k.place('g', '0505', 0);
    expect(takeLosses(k.c, ['i', 'g'], 2, 'i')).toEqual({ i: 1, g: 1 });
    expect([k.c.pos.units.i.at, k.c.pos.units.g.losses]).toEqual(['eliminated', 1]);
    takeLosses(k.c, ['i', 'g'], 1, 'g');
    expect(k.c.pos.units.g.at).toBe('eliminated');
  });
  it('T85 11.1: a routed stack (infantry + battery): the infantry to the Routed box, the battery eliminated', () => {
    const k = kit({ units: [inf('i', 'pl', { strength: 2 }), gun('g', 'pl')] });
    k.place('i', '0505', 0);
    k.place('g', '0505', 0);
    expect(artilleryOfRoutedStack(k.c, '0505')).toEqual(['g']);
    rout(k.c, 'i');
    expect([k.c.pos.units.i.at, k.c.pos.units.g.at]).toEqual(['routed', 'eliminated']);
  });
  it('9.13.4, 12.2.3: a 2-hex retreat from facing 0 ends in one of three hexes, each step into the rear zone', () => {
    const k = kit({ units: [inf('i', 'pl')] });
    k.place('i', '0505', 0);
    const ends = [...new Set(retreatPlans(k.c, ['i'], '0505', 0, 2).map((p) => p.path[1]))].sort();
    const g = k.c.P.grid;
    const a = g.neighbour('0505', 3)!,
      b = g.neighbour('0505', 4)!;
    expect(ends).toEqual(
      [...new Set([g.neighbour(a, 3)!, g.neighbour(a, 4)!, g.neighbour(b, 3)!, g.neighbour(b, 4)!])].sort(),
    );
    expect(ends).toHaveLength(3);
  });
  it('T81 12.2.4 (AMB-29): two units retreat 2 hexes, the first in an enemy ZOC: each loses 1 point', () => {
    const k = kit({
      units: [inf('a', 'pl', { strength: 4 }), inf('b', 'pl', { strength: 4 }), inf('z', 'ru', { division: 'ru-a' })],
    });
    const g = k.c.P.grid;
    k.place('a', '0505', 0);
    k.place('b', '0505', 0);
    const first = g.neighbour('0505', 3)!; // straight back
    k.place('z', g.neighbour(first, 1)!, 4); // faces west-ish: its front covers `first`
    const plan = retreatPlans(k.c, ['a', 'b'], '0505', 0, 2).find((p) => p.path[0] === first && p.zocHexes === 1)!;
    expect(planCost(k.c, ['a', 'b'], plan)).toBe(2);
    expect(retreat(k.c, ['a', 'b'], plan, d10s()).losses).toEqual({ a: 1, b: 1 });
  });
  it('T82 12.2.5: a 9-point battalion ending on a friendly 12-stack retreats one hex more; the stack passed through tests morale', () => {
    const k = kit({
      units: [inf('r9', 'pl', { strength: 9 }), inf('s6', 'pl', { strength: 6 }), inf('t6', 'pl', { strength: 6 })],
    });
    const g = k.c.P.grid;
    k.place('r9', '0505', 0);
    const back2 = g.neighbour(g.neighbour('0505', 3)!, 3)!;
    k.place('s6', back2, 0);
    k.place('t6', back2, 0);
    const plan = retreatPlans(k.c, ['r9'], '0505', 0, 2).find((p) => p.path[1] === back2)!;
    expect(plan.path).toHaveLength(3);
    expect(plan.passedThrough).toEqual([back2]);
    const done = retreat(k.c, ['r9'], plan, d10s(2));
    expect(done.tests[0]).toMatchObject({ unit: 's6', die: 2, verdict: 'pass' });
  });
  it('12.2.3: a retreat blocked at the map edge costs each unit 1 point per hex not made', () => {
    const k = kit({ units: [inf('a', 'pl'), inf('b', 'pl')] });
    k.place('a', '0101', 2); // facing 2: the rear is north-west and north, off the map
    k.place('b', '0101', 2);
    const plans = retreatPlans(k.c, ['a', 'b'], '0101', 2, 2);
    expect(plans.map((p) => p.notMade)).toEqual([2]);
    expect(retreat(k.c, ['a', 'b'], plans[0], d10s()).losses).toEqual({ a: 2, b: 2 });
  });
});
