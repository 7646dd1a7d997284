import { describe, expect, it } from 'vitest';
import { takeLoss } from './endurance.js';
import {
  allowedFlightPaths,
  checkFlight,
  extraHex,
  forcedMoveImpossible,
  lossAfterFlight,
  maxFlight,
  mayPursue,
  type FlightCtx,
} from './flight.js';
import { initiativeDice, initiativeModifier, initiativeWinner } from './initiative.js';
import { retreatAllowance, retreatColumn, retreatLoss, retreatModifiers } from './retreat.js';
import { miniMap } from './testkit.js';

const open: FlightCtx = { enemyZoc: new Set(), enemyOccupied: new Set(), friendly: new Set() };
const mi = miniMap();

describe('9.5 flight', () => {
  it('9.5.2 (TC-21) infantry gets 1/6, flees 4 and keeps 2 EP; 5 is refused; cavalry fleeing 5 loses 1; a mixed stack flees 4', () => {
    expect(lossAfterFlight(6, 4)).toBe(2);
    expect(takeLoss({ face: 'front', loss: 0 }, lossAfterFlight(6, 4), true)).toMatchObject({ face: 'front', loss: 2 });
    const path5 = ['A31B31', 'A32B31', 'A33B31', 'A34B31', 'A35B31'];
    expect(checkFlight(mi, open, 'A30B31', path5, ['inf'], 6)).toMatchObject({ ok: false, rule: '9.5.2' });
    expect(checkFlight(mi, open, 'A30B31', path5, ['cav'], 6)).toEqual({ ok: true, zocLoss: 0 });
    expect(lossAfterFlight(6, 5)).toBe(1);
    expect(maxFlight(['inf', 'cav'])).toBe(4);
  });
  it('9.5.4 (TC-22) two hexes from A30B31: via A30B32 to A30B33 and via A31B31 to A32B31 are legal; via A31B30 to A31B31 ends 1 away', () => {
    expect(checkFlight(mi, open, 'A30B31', ['A30B32', 'A30B33'], ['inf'], 6)).toEqual({ ok: true, zocLoss: 0 });
    expect(checkFlight(mi, open, 'A30B31', ['A31B31', 'A32B31'], ['inf'], 6)).toEqual({ ok: true, zocLoss: 0 });
    expect(checkFlight(mi, open, 'A30B31', ['A31B30', 'A31B31'], ['inf'], 6)).toMatchObject({
      ok: false,
      rule: '9.5.4',
      at: 1,
    });
  });
  it('9.5.7 (TC-23) through X in enemy ZOC (−1 EP) then Y in enemy ZOC with a friendly unit (no loss)', () => {
    // every hex within two of the start is in enemy ZOC, so flight must cross it
    const ring = new Set(mi.board.labels.filter((h) => h !== 'A30B31' && mi.board.distance('A30B31', h) <= 2));
    const ctx: FlightCtx = { enemyZoc: ring, enemyOccupied: new Set(), friendly: new Set(['A30B33']) };
    expect(checkFlight(mi, ctx, 'A30B31', ['A30B32', 'A30B33'], ['inf', 'inf', 'inf'], 6)).toEqual({
      ok: true,
      zocLoss: 1,
    });
  });
  it('9.5.6 the path may not touch an enemy ZOC when another avoids it', () => {
    const ctx: FlightCtx = { ...open, enemyZoc: new Set(['A30B32']) };
    expect(checkFlight(mi, ctx, 'A30B31', ['A30B32', 'A30B33'], ['inf'], 6)).toMatchObject({
      ok: false,
      rule: '9.5.6',
    });
    expect(allowedFlightPaths(mi, ctx, 'A30B31', 2).every((p) => !p.path.includes('A30B32'))).toBe(true);
  });
  it('9.5.8 (TC-25) a forced extra hex with only the Vistula, a lake or the map edge to go to eliminates the unit', () => {
    const corner = miniMap({
      sides: [
        { a: 'A28B26', b: 'A28B27', lake: true },
        { a: 'A28B26', b: 'A29B26', river: 'vistula' },
      ],
    });
    expect(forcedMoveImpossible(corner, open, 'A28B26', 1)).toBe(true);
    expect(forcedMoveImpossible(mi, open, 'A28B26', 1)).toBe(false);
  });
  it('9.5.9 the extra hex: a roll above the highest EFF', () => {
    expect([extraHex(4, 3), extraHex(3, 3)]).toEqual([true, false]);
  });
  it('9.6 (TC-27) pursuit: after flight or elimination by ATTACK/ASSAULT; not after the defender stayed, not by DEFEND, never artillery', () => {
    expect(mayPursue('attack', 'fled', 'inf')).toBe(true);
    expect(mayPursue('assault', 'eliminated', 'cav')).toBe(true);
    expect(mayPursue('attack', 'stayed', 'inf')).toBe(false);
    expect(mayPursue('defend', 'retreated', 'inf')).toBe(false);
    expect(mayPursue('attack', 'fled', 'art')).toBe(false);
  });
});

describe('9.8 retreat attempt', () => {
  it('9.3.6, 9.8 (TC-13) EFF 2, 3 (art 4) against 3 (art 5): column 0; forest start +1, marsh first hex −2, small river −1: roll 4 → 2', () => {
    const m = miniMap({
      terrain: { A30B30: 'forest', A31B30: 'marsh' },
      sides: [{ a: 'A30B30', b: 'A31B30', river: 'small' }],
    });
    expect(retreatColumn([2, 3], [3])).toBe(0);
    const mods = retreatModifiers(m, [{ start: 'A30B30', path: ['A31B30', 'A32B30'] }]);
    expect(mods).toEqual([
      { rule: '9.8.2', value: 1 },
      { rule: '9.8.3', value: -2 },
      { rule: '9.8.4', value: -1 },
    ]);
    const roll = 4 + mods.reduce((a, x) => a + x.value, 0);
    expect(roll).toBe(2);
    expect(retreatLoss(m, 0, roll)).toBe(
      m.tables.retreat.loss[2 - m.tables.retreat.minRoll][0 - m.tables.retreat.minDiff],
    );
  });
  it('9.8.1 several retreating hexes: the least favourable terrain counts', () => {
    const m = miniMap({ terrain: { A30B30: 'forest' }, hills: ['A30B30'] });
    expect(
      retreatModifiers(m, [
        { start: 'A30B30', path: [] },
        { start: 'A31B31', path: [] },
      ]),
    ).toEqual([]);
    expect(retreatModifiers(m, [{ start: 'A30B30', path: [] }])).toEqual([{ rule: '9.8.2', value: 2 }]);
  });
  it('9.8 the table clamps: a huge EFF advantage and roll lose nothing, the reverse loses the most', () => {
    expect(retreatLoss(mi, 9, 12)).toBe(0);
    expect(retreatLoss(mi, -9, -5)).toBe(Math.max(...mi.tables.retreat.loss.flat()));
  });
  it('9.3.2 (AMB-25) a free retreat moves with MA − 1, one less again unsupplied', () => {
    expect([retreatAllowance(4, true), retreatAllowance(4, false)]).toEqual([3, 2]);
  });
});

describe('10 initiative', () => {
  it('10.1.1 (TC-29) two flights forced and one enemy retreat with loss: +3; the holder +1 more', () => {
    expect(initiativeModifier(false, { flightsForced: 2, enemyRetreatsWithLoss: 1 })).toBe(3);
    expect(initiativeModifier(true, { flightsForced: 2, enemyRetreatsWithLoss: 1 })).toBe(4);
  });
  it('10.1.1 a tie rolls again; 10.2.3 the German rolls 2d6 with Hindenburg', () => {
    expect(initiativeWinner(5, 5)).toBeNull();
    expect(initiativeWinner(6, 5)).toBe('de');
    expect([initiativeDice('de', true), initiativeDice('de', false), initiativeDice('ru', true)]).toEqual([2, 1, 1]);
  });
});
