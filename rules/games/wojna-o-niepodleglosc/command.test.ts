import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { commandCheck, hqEliminatedInZoc, loneHqContact } from './command.js';
import { buildCtx } from './ctx.js';
import { parsePack } from './pack-check.js';
import { PACK, RAW_PACK } from './pack.js';
import { board, d10s } from './testkit.js';

describe('ch. 9 command', () => {
  it('9.2–6 the exercise setup: everything commanded, no die rolled', () => {
    const c = buildCtx(PACK, 'exercise-1920');
    for (const side of ['polish', 'opposing'] as const) {
      const r = commandCheck(c, side, new FixedDice([]));
      expect(r.rolls).toEqual([]);
      expect(Object.values(r.status).every((s) => s === 'commanded')).toBe(true);
    }
  });
  it('9.6 a group HQ in its army range relays command to a WJ HQ beyond the army range', () => {
    const c = board({ 'pl-army': '0106', 'pl-group': '0706', 'pl-1dp': '1106' });
    expect(c.map.distance('0106', '1106')).toBe(10);
    const r = commandCheck(c, 'polish', new FixedDice([]));
    expect(r.status['pl-1dp']).toBe('commanded');
  });
  const outOfRange = {
    'pl-army': '0106',
    'pl-group': '0206',
    'pl-1dp': '1102',
    'pl-1pp': '1103',
    'pl-5pp': '1202',
    'pl-6pp': '1602',
  };
  it('9.13, 9.17 (TC-15): WJ HQ TR 4 out of range rolls 4: passes; its units in range count as commanded without rolls', () => {
    const r = commandCheck(board(outOfRange), 'polish', new FixedDice(d10s(4, 3)));
    expect(r.rolls.map((x) => [x.piece, x.roll, x.passed])).toEqual([
      ['pl-1dp', 4, true],
      ['pl-6pp', 3, true],
    ]); // 1602 is 5 hexes away: it tests
    expect(r.status).toMatchObject({
      'pl-1dp': 'self',
      'pl-1pp': 'commanded',
      'pl-5pp': 'commanded',
      'pl-6pp': 'self',
    });
  });
  it('9.14–17 (TC-15): rolls 5: fails; every unit then tests against its morale (AMB-10)', () => {
    const r = commandCheck(board(outOfRange), 'polish', new FixedDice(d10s(5, 8, 6, 7)));
    expect(r.rolls.map((x) => [x.piece, x.roll, x.target])).toEqual([
      ['pl-1dp', 5, 4],
      ['pl-1pp', 8, 7],
      ['pl-5pp', 6, 6],
      ['pl-6pp', 7, 6],
    ]);
    expect(r.status).toMatchObject({ 'pl-1dp': 'none', 'pl-1pp': 'none', 'pl-5pp': 'self', 'pl-6pp': 'none' });
  });
  it('9.17 AMB-10 alternative: the units of a failed HQ are uncommanded without rolls', () => {
    const r = commandCheck(board(outOfRange, { failedHqUnits: 'uncommanded' }), 'polish', new FixedDice(d10s(5)));
    expect(r.rolls).toHaveLength(1);
    expect(r.status['pl-1pp']).toBe('none');
  });
  it('9.11 (TC-17, hq-eliminated position): a unit whose WJ HQ is on the turn track is uncommanded and takes no test', () => {
    const r = commandCheck(buildCtx(PACK, 'exercise-1920', 'hq-eliminated'), 'opposing', new FixedDice([]));
    expect(r.status['op-28ps']).toBe('none');
    expect(r.hqEliminated).toEqual(['op-28ps']);
  });
  it('9.11 AMB-11 alternative: it tests like any other', () => {
    const c = buildCtx(PACK, 'exercise-1920', 'hq-eliminated', { eliminatedHqUnits: 'test' });
    const r = commandCheck(c, 'opposing', new FixedDice(d10s(7)));
    expect(r.rolls).toEqual([{ piece: 'op-28ps', roll: 7, target: 7, passed: true }]);
  });
  it('9.23 (TC-18): a lone HQ contacted: infantry displaces 2; cavalry 9 eliminates, 8 displaces 3; armoured car 5 eliminates, 4 displaces 6', () => {
    const c = board({ 'op-8ds': '1005' });
    expect(loneHqContact(c, 'op-8ds', 'infantry')).toEqual({ eliminated: false, displace: 2 });
    expect(loneHqContact(c, 'op-8ds', 'tank')).toEqual({ eliminated: false, displace: 2 });
    expect(loneHqContact(c, 'op-8ds', 'cavalry', 9)).toEqual({ eliminated: true });
    expect(loneHqContact(c, 'op-8ds', 'cavalry', 8)).toEqual({ eliminated: false, displace: 3 });
    expect(loneHqContact(c, 'op-8ds', 'armoured-car', 5)).toEqual({ eliminated: true });
    expect(loneHqContact(c, 'op-8ds', 'armoured-train', 4)).toEqual({ eliminated: false, displace: 6 });
  });
  it('9.26 (TC-19): a stationary HQ (MA 0) contacted by infantry is eliminated with no roll', () => {
    const raw = JSON.parse(JSON.stringify(RAW_PACK));
    raw.forces['exercise-1920'].hqs.find((h: { id: string }) => h.id === 'op-8ds').ma = 0;
    const r = parsePack(raw);
    if (!r.ok) throw new Error('pack');
    const c = buildCtx(r.pack, 'exercise-1920');
    expect(loneHqContact(c, 'op-8ds', 'infantry')).toEqual({ eliminated: true });
  });
  it('9.27, 10.15 (AMB-08): a displaced HQ dies on 9 in infantry or cavalry ZOC, on 5–9 in armoured ZOC; one retreating with its stack dies above its TR', () => {
    expect(hqEliminatedInZoc('displaced', 8, 'infantry', 0)).toBe(false);
    expect(hqEliminatedInZoc('displaced', 9, 'cavalry', 0)).toBe(true);
    expect(hqEliminatedInZoc('displaced', 5, 'armoured-car', 0)).toBe(true);
    expect(hqEliminatedInZoc('displaced', 4, 'armoured-train', 0)).toBe(false);
    expect(hqEliminatedInZoc('with-stack', 4, 'infantry', 4)).toBe(false);
    expect(hqEliminatedInZoc('with-stack', 5, 'infantry', 4)).toBe(true);
  });
});
