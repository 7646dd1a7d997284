import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import owc from './index.js';
import { fixtureMap, hq, play, refuse, unit } from './testkit.js';

/**
 * 21.5 in pursuit (10): "normal movement rules apply", 21.5 among them, but it never opens a step. The
 * attacked hex may always be entered (10), and every later step has at most 1 of the pursuit's 2 MP left,
 * while a step 6.2.2 forbids costs at least 2 under 21.5 (its terrain and the CL's +1). The rulebook's
 * 21.5 example as a pursuit: Hoffmann's corps beats the Russians in 1506 and follows into it; the marsh
 * 1406 beyond, across the CL of the Russians in 1507, toward the 2nd Army HQ (1206, CR 3), costs 3 MP.
 */
const map = fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 12, terrain: { '1406': 'marsh' } });
const atAttack = (rulesVersion?: number) =>
  owc.setup(
    'A',
    {
      position: {
        map,
        area: null,
        rules: ['core', 'command'],
        phase: 'attack',
        units: [
          unit('hoffmann', 'allies', '1606', { sp: 4 }),
          hq('ah-2a', 'allies', '1206', 3),
          unit('ru-d', 'russians', '1506', { sp: 1 }),
          unit('ru-1', 'russians', '1507'),
        ],
        standing: { russians: { retreat: 'auto' } },
      },
    },
    new FixedDice([]),
    rulesVersion === undefined ? undefined : { rulesVersion },
  );

describe('21.5 in pursuit (10)', () => {
  it('21.5, 10: after the attacked hex 1 MP is left; the step into the marsh toward the HQ costs 2 + 1 = 3: refused, the unit not broken', () => {
    const won = play(
      atAttack(),
      'allies',
      [{ type: 'attack', target: '1506', units: ['hoffmann'] }],
      Array(20).fill(1),
    );
    expect(won.state.await?.kind).toBe('pursuit');
    expect(
      refuse(won.state, 'allies', [{ type: 'pursue', unit: 'hoffmann', path: ['1506', '1406'] }, { type: 'pass' }]),
    ).toMatchObject({ rule: '10', code: 'no-mp', at: 'orders[0].path[1]' });
    // under version 8 the step was refused as 6.2.2 forbids it, 21.5 unasked
    const old = play(
      atAttack(8),
      'allies',
      [{ type: 'attack', target: '1506', units: ['hoffmann'] }],
      Array(20).fill(1),
    );
    expect(
      refuse(old.state, 'allies', [{ type: 'pursue', unit: 'hoffmann', path: ['1506', '1406'] }, { type: 'pass' }]),
    ).toMatchObject({ rule: '6.2.2', at: 'orders[0].path[1]' });
    const into = play(won.state, 'allies', [{ type: 'pursue', unit: 'hoffmann', path: ['1506'] }, { type: 'pass' }]);
    expect(into.state.units.hoffmann).toMatchObject({ hex: '1506' });
    expect(into.state.units.hoffmann.broken).toBeFalsy();
  });
});
