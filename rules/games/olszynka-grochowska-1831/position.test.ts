import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import olszynka from './index.js';

const form = {
  stage: 1,
  initiative: 'pl',
  units: [
    { id: 'pl-3d-4p-1', hex: '2208', facing: 1 },
    { id: 'pl-3d-4p-2', hex: '2208', facing: 1, level: 'disorganized', losses: 2 },
    { id: 'ru-25d-p1-1', hex: '2206', facing: 3, square: true },
  ],
  leaders: [{ id: 'pl-skrzynecki', hex: '2208' }],
  policies: { pl: { changeFront: 'ask' } },
};

describe('positions (README "Positions")', () => {
  it('2.1: a position form sets up two Polish battalions stacked at 2208 and a Russian square at 2206; the Poles pick first', () => {
    const s = olszynka.setup('alder-wood-1831', { position: form }, new SeededDice(1));
    expect(Object.keys(s.pos.units).sort()).toEqual(['pl-3d-4p-1', 'pl-3d-4p-2', 'ru-25d-p1-1']);
    expect(s.pos.units['pl-3d-4p-2']).toMatchObject({ at: '2208', level: 'disorganized', losses: 2, order: 1 });
    expect(s.pos.units['ru-25d-p1-1'].square).toBe(true);
    expect(s.policies.pl.changeFront).toBe('ask');
    expect(olszynka.status(s)).toMatchObject({ waitingFor: ['pl'], phase: 'first' });
    expect(olszynka.view(s, 'pl').options.choices.map((c) => c.id)).toEqual(['pick:pl-3div']);
    expect(s.options).not.toHaveProperty('position');
  });
  it('a bad form names the path: an unknown unit, a hex off the map, the two sides in one hex', () => {
    const bad = (units: unknown[]) => () =>
      olszynka.setup('alder-wood-1831', { position: { units } }, new SeededDice(1));
    expect(bad([{ id: 'nobody', hex: '2208' }])).toThrow('position: units[0].id');
    expect(bad([{ id: 'pl-3d-4p-1', hex: '9999' }])).toThrow('position: units[0].hex');
    expect(
      bad([
        { id: 'pl-3d-4p-1', hex: '2208' },
        { id: 'ru-25d-p1-1', hex: '2208' },
      ]),
    ).toThrow('position: units[1].hex');
    expect(bad([{ id: 'pl-3d-4p-1', hex: '2208', facing: 6 }])).toThrow('position: units[0].facing');
  });
  it('grochow-1831 from stage 5: reinforcements due later stay off the map and still arrive', () => {
    const s = olszynka.setup(
      'grochow-1831',
      { position: { stage: 5, units: [{ id: 'pl-3d-4p-1', hex: '2208' }] } },
      new SeededDice(1),
    );
    expect(Object.values(s.pos.units).some((u) => u.at === 'offmap')).toBe(true);
    expect(s.pos.stage).toBe(5);
  });
});
