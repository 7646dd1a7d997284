import { describe, expect, it } from 'vitest';
import { canFire, fire, fireTargets } from './artillery.js';
import { corpsCanActivate, drawMarker, initiative } from './stage.js';
import { chief, d10s, gun, inf, kit } from './testkit.js';
import { FixedDice } from '../../core/dice.js';
import { stackAt } from './ctx.js';

describe('11 artillery', () => {
  it('T57 11.5: enemies in sight and arc at 3 and 4 hexes, a third at 2 outside the arc → must fire at the one 3 away', () => {
    const k = kit({
      units: [
        gun('g', 'pl'),
        inf('a', 'ru', { division: 'ru-a' }),
        inf('b', 'ru', { division: 'ru-b' }),
        inf('x', 'ru', { division: 'ru-a' }),
      ],
    });
    k.place('g', '0502', 3); // facing 3: fires down the column
    k.place('a', '0505', 0);
    k.place('b', '0506', 0);
    k.place('x', k.c.P.grid.neighbour(k.c.P.grid.neighbour('0502', 0)!, 1)!, 0); // 2 hexes away, behind the battery
    expect(k.c.P.grid.distance('0502', k.c.pos.units.x.at)).toBe(2);
    expect(fireTargets(k.c, 'g')).toEqual(['0505']);
  });
  it('6.14: a battery under its own infantry in a stack fires as if on top', () => {
    const k = kit({ units: [inf('p', 'pl'), gun('g', 'pl'), inf('a', 'ru', { division: 'ru-a' })] });
    k.place('p', '0502', 3);
    k.place('g', '0502', 3); // placed second: under the battalion
    k.place('a', '0505', 0);
    expect(stackAt(k.c, '0502').map((u) => u.id)).toEqual(['p', 'g']);
    expect(canFire(k.c, 'g')).toEqual({ ok: true });
    expect(fireTargets(k.c, 'g')).toEqual(['0505']);
  });
  it('T58 11.6, 12.6.8: a demoralized battery may not fire', () => {
    const k = kit({ units: [gun('g', 'pl')] });
    k.place('g', '0502', 3, { level: 'demoralized' });
    expect(canFire(k.c, 'g')).toMatchObject({ ok: false, rule: '11.6' });
  });
  it('T26 11.8, 2.3.7.3: one salvo per activation; the next activation clears the flag; step 3 fires only at the activated formation', () => {
    const k = kit({
      units: [
        gun('g', 'ru', 'light', { division: 'ru-a' }),
        inf('p2', 'pl', { strength: 6 }),
        inf('p3', 'pl', { division: 'pl-b' }),
      ],
    });
    k.place('g', '0502', 3);
    k.place('p3', k.c.P.grid.neighbour('0503', 4)!, 0); // nearer (2 hexes), in the arc, off the line
    k.place('p2', '0505', 0);
    expect(fireTargets(k.c, 'g', (u) => k.c.P.unit(u).division === 'pl-a')).toEqual(['0505']);
    fire(k.c, 'g', '0505', d10s(0));
    expect(canFire(k.c, 'g')).toMatchObject({ ok: false, rule: '11.8' });
    k.c.pos.units.g.flags = {};
    expect(canFire(k.c, 'g').ok).toBe(true);
  });
  it('11.10 (our table): a one-star battery at 3 hexes is column 2; die 9 in the open reads "2d": two points off the top unit and one level', () => {
    const k = kit({ units: [gun('g', 'pl'), inf('a', 'ru', { division: 'ru-a', strength: 6 })] });
    k.place('g', '0502', 3);
    k.place('a', '0505', 0);
    const s = fire(k.c, 'g', '0505', d10s(9));
    expect(s).toMatchObject({
      column: 2,
      row: 9,
      result: { loss: 2, level: true, retreat: false },
      losses: { a: 2 },
      hit: 'a',
    });
    expect(k.c.pos.units.a).toMatchObject({ losses: 2, level: 'disorganized' });
  });
});

describe('2 the stage', () => {
  it('T19 2.2.1: PL 7, RU 7: a tie keeps the initiative with the Russians, who had it', () => {
    expect(initiative('ru', d10s(7, 7))).toEqual({ pl: 7, ru: 7, holder: 'ru' });
    expect(initiative('ru', d10s(8, 2)).holder).toBe('pl');
  });
  it('2.3.2: the cup draw is a die with one face per marker; the drawn marker leaves the cup', () => {
    expect(drawMarker(['a', 'b', 'c'], new FixedDice([2]))).toEqual({ marker: 'b', roll: 2, rest: ['a', 'c'] });
    expect(drawMarker(['c'], new FixedDice([]))).toEqual({ marker: 'c', roll: null, rest: [] });
  });
  it('T21 2.3.4: a corps commander (range 4) may activate division B 3 hexes away, not A 5 away', () => {
    const k = kit({
      units: [inf('u', 'pl')],
      leaders: [
        chief('kor', 'pl', { rank: 'corps', division: undefined, corps: 'pl-k', range: 4 }),
        chief('A', 'pl', { division: 'pl-a', corps: 'pl-k' }),
        chief('B', 'pl', { division: 'pl-b', corps: 'pl-k' }),
      ],
    });
    k.c.P.pack.forces.formations.forEach((f) => {
      if (f.id === 'pl-a' || f.id === 'pl-b') f.corps = 'pl-k';
    });
    k.placeLeader('kor', '0501');
    k.placeLeader('A', '0506');
    k.placeLeader('B', '0504');
    expect(corpsCanActivate(k.c, 'kor')).toEqual(['pl-b']);
  });
});
