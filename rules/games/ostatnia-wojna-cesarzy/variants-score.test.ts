/**
 * Game options (README "Game options", variants.ts) that change the score (AMB-20, AMB-21), each played
 * both ways on one position with the same dice; and the view and apply agreeing under every alternative.
 * (variants.test.ts has the other ambiguities.)
 */
import { describe, expect, it } from 'vitest';
import { hurt } from './phases/checks.js';
import { fixtureMap, offeredTargetsInGames, ofType, play, position, unit } from './testkit.js';
import type { OwcState } from './state.js';
import { VARIANT_KEYS, VARIANTS } from './variants.js';

const map = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 13 });

describe('game options: the score', () => {
  it('AMB-20 15/A.6 variant locationVp: Russian Lwów (6) and two Russians west of the San (2) score at the end of stage 1 (every stage) or only at the end of the game', () => {
    const p = (stage: number) => ({
      phase: 'repeat',
      phasing: 'russians',
      stage,
      control: { '3518': 'russians', '2815': 'allies' },
      units: [unit('r1', 'russians', '3411'), unit('r2', 'russians', '3410'), unit('a', 'allies', '3412')],
    });
    const end = (stage: number, o = {}) => play(position(p(stage), o), 'russians', [{ type: 'end-phase' }]);
    expect(end(1).state.vp).toBe(6 - 2 + 2);
    expect(ofType(end(1, { locationVp: 'game-end' }).events, 'vp')).toEqual([]);
    expect(end(1, { locationVp: 'game-end' }).state.vp).toBe(0);
    // the last stage (4) scores under both readings
    expect(end(4, { locationVp: 'game-end' }).state.vp).toBe(6);
    expect(end(4).state.vp).toBe(6);
  });

  it('AMB-21 A.6 variant encircledKillVp: a broken 3-SP Russian corps broken again while encircled scores 2 × 3 = 6 (instead of the break) or 3 + 6 = 9 (both)', () => {
    const ring = ['1213', '1413', '1214', '1314', '1212', '1312'];
    const p = {
      map,
      area: null,
      units: [
        unit('r', 'russians', '1313', { sp: 3, broken: true }),
        ...ring.map((h, i) => unit(`a${i}`, 'allies', h)),
      ],
    };
    const score = (o = {}) => {
      const t = JSON.parse(JSON.stringify(position(p, o))) as OwcState;
      const out: never[] = [];
      hurt(t, 'r', out, '8');
      expect(t.units['r'].where).toBe('dead');
      return t.vp;
    };
    expect(score()).toBe(-6);
    expect(score({ encircledKillVp: 'triple' })).toBe(-9);
    // not encircled: the break award (SP) under both readings
    const open = {
      map,
      area: null,
      units: [unit('r', 'russians', '1313', { sp: 3, broken: true }), unit('a', 'allies', '1312')],
    };
    for (const o of [{}, { encircledKillVp: 'triple' as const }]) {
      const t = JSON.parse(JSON.stringify(position(open, o))) as OwcState;
      hurt(t, 'r', [], '8');
      expect(t.vp).toBe(-3);
    }
  });
});

describe('game options: the view and apply agree under the alternatives', () => {
  it('every march, attack and pursuit the view offers with every alternative chosen is accepted on its own (random games)', () => {
    const alternatives = Object.fromEntries(VARIANT_KEYS.map((k) => [k, VARIANTS[k][1]]));
    const r = offeredTargetsInGames('A', alternatives, [11, 12]);
    expect(r.refused).toEqual([]);
    for (const s of r.finals) expect(s.variants).toEqual(alternatives);
    expect(r.checked).toBeGreaterThan(60);
  });
});
