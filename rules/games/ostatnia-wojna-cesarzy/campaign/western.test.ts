import { describe, expect, it } from 'vitest';
import { CALENDAR, CARD } from './shipped.js';
import { callProblem, compelledUnits, endAlliedTurnTrack, enterTrack, initialTrack } from './western.js';

const sp = (u: string): number => (u === 'de-xi' ? 3 : u === 'de-hkk2' ? 1 : 2);

describe('33 western reinforcements and the reinforcement track', () => {
  it('33.3: the track is laid from 22.VIII: 22.VIII 1, 21.IX 7, 27.IX 1, 3.X 1 (ten markers)', () => {
    expect(initialTrack(CARD)).toEqual({ '22.VIII': 1, '21.IX': 7, '27.IX': 1, '3.X': 1 });
  });
  it('33.3.1 (TC-50): XI Corps (3 SP) enters on 22.VIII: 1 marker off 22.VIII, 2 off 21.IX (5 stages each, 10 VP toward the Russians); they go back on 9.X, 15.X, 21.X', () => {
    const r = enterTrack(CARD, CALENDAR, initialTrack(CARD), '22.VIII', 3);
    if ('rule' in r) throw new Error(r.message);
    expect(r.vp).toBe(10);
    expect(r.taken).toEqual([
      { date: '22.VIII', n: 1 },
      { date: '21.IX', n: 2 },
    ]);
    expect(r.track).toEqual({ '21.IX': 5, '27.IX': 1, '3.X': 1, '9.X': 1, '15.X': 1, '21.X': 1 });
  });
  it('33.3.1 (AMB-34 option after-current): the markers go back on the nearest empty fields after the current stage', () => {
    const r = enterTrack(CARD, CALENDAR, initialTrack(CARD), '22.VIII', 3, { trackRefill: 'after-current' });
    if ('rule' in r) throw new Error(r.message);
    expect(r.track).toEqual({ '28.VIII': 1, '3.IX': 1, '9.IX': 1, '21.IX': 5, '27.IX': 1, '3.X': 1 });
  });
  it('33.3.1: more SP than markers left on the track: refused', () => {
    expect(enterTrack(CARD, CALENDAR, { '3.X': 1 }, '3.X', 2)).toMatchObject({ rule: '33.3.1', code: 'track' });
  });
  it('33.3.2 (TC-51): 2 unused markers on the current field move to the next; the Allies gain 4 VP', () => {
    const r = endAlliedTurnTrack(CALENDAR, { '21.IX': 2, '27.IX': 1 }, '21.IX');
    expect(r).toEqual({ track: { '27.IX': 3 }, vp: -4, moved: 2 });
    expect(endAlliedTurnTrack(CALENDAR, { '27.IX': 1 }, '21.IX').vp).toBe(0);
  });
  it('33.1: pools in order (both units of the previous pool first), either unit of a pool first, at most 10 SP a stage', () => {
    const ok = { called: [], spOf: sp, spThisStage: 0 };
    expect(callProblem(CARD, { ...ok, calling: ['de-gres', 'de-xi'] })).toBeNull();
    expect(callProblem(CARD, { ...ok, calling: ['de-xi', 'de-iii-res'] })).toMatchObject({
      index: 1,
      problem: { rule: '33.1', code: 'pool-order' },
    });
    expect(callProblem(CARD, { ...ok, calling: ['de-xi', 'de-gres', 'de-iii-res', 'de-xxv-res'] })).toBeNull();
    expect(
      callProblem(CARD, { ...ok, calling: ['de-xi', 'de-gres', 'de-iii-res', 'de-xxv-res', 'de-xiii'] }),
    ).toMatchObject({ index: 4, problem: { code: 'sp-limit' } });
    expect(callProblem(CARD, { ...ok, calling: ['ru-i'] })).toMatchObject({ problem: { code: 'not-on-card' } });
  });
  it('37.2 (AMB-47): the compelled call is the uncalled units of pools 1–2 within the 10-SP limit; option over-limit: all', () => {
    expect(compelledUnits(CARD, { called: ['de-xi'], spOf: sp, spThisStage: 0 })).toEqual([
      'de-gres',
      'de-xxv-res',
      'de-iii-res',
    ]);
    expect(compelledUnits(CARD, { called: [], spOf: sp, spThisStage: 6 })).toEqual(['de-xi']);
    expect(
      compelledUnits(CARD, { called: [], spOf: sp, spThisStage: 6 }, { compelledCall: 'over-limit' }),
    ).toHaveLength(4);
  });
});
