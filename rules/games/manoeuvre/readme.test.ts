/** The README's example, kept honest. */
import { expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import manoeuvre from './index.js';

it('README: load a position, submit a batch with fixed dice, read the result', () => {
  const state = manoeuvre.setup(
    'standard',
    {
      position: {
        armies: { blue: 'fr', red: 'gb' },
        first: 'blue',
        edges: { blue: 'S', red: 'N' },
        phase: 'combat',
        units: [
          { unit: 'fr.garde', square: 'd4' },
          { unit: 'gb.42nd', square: 'd5', status: 'reduced' },
        ],
        hands: { blue: ['fr-01'], red: [] },
      },
    },
    new FixedDice([]),
  );
  // fr-01 is the Imperial Guard's first card (A 2d8, D 2); the Guard attacks the 42nd
  let r = manoeuvre.apply(
    state,
    'blue',
    { orders: [{ type: 'assault', unit: 'fr.garde', card: 'fr-01', target: 'gb.42nd' }] },
    new FixedDice([]),
  );
  if (!r.ok) throw new Error(r.error.message);
  expect(manoeuvre.status(r.state).waitingFor).toEqual(['red']); // the defender answers first
  // blue holds no card that could add to the attack: the rules resolve it with red's answer (v2)
  r = manoeuvre.apply(r.state, 'red', { orders: [{ type: 'defend' }] }, new FixedDice([8, 8]));
  if (!r.ok) throw new Error(r.error.message);
  const lines = r.events.map((e) => manoeuvre.describe(e, 'en'));
  expect(lines).toContain('Attack Total 24 against Defense Total 3 [8, 8]');
  expect(r.state.units['gb.42nd'].status).toBe('eliminated');
  expect(r.state.units['fr.garde'].sq).toBe('d5');
});

it('README: a position at a decision point inside the turn (5.2 P4) via then/at', () => {
  const p4 = manoeuvre.setup(
    'standard',
    {
      position: {
        armies: { blue: 'fr', red: 'gb' },
        phase: 'combat',
        units: [
          { unit: 'fr.garde', square: 'd4' },
          { unit: 'gb.42nd', square: 'd5', status: 'reduced' },
        ],
        hands: { blue: ['fr-01'], red: [] },
        then: [{ side: 'blue', orders: [{ type: 'assault', unit: 'fr.garde', card: 'fr-01', target: 'gb.42nd' }] }],
        at: 'defense',
      },
    },
    new FixedDice([]),
  );
  expect(manoeuvre.status(p4)).toMatchObject({ waitingFor: ['red'], phase: 'defense', midTurn: true });
});
