import { describe, expect, it } from 'vitest';
import {
  absorbProblem,
  eliminate,
  mayDisband,
  mayEverRally,
  rebuildCost,
  rebuildFrom,
  rebuildProblem,
  type UnitFacts,
} from './elimination.js';
import { turnNo } from './time.js';

const corps: UnitFacts = { size: 'corps', nat: 'RU', sp: 2, r: 9 };
const hq: UnitFacts = { size: 'hq', nat: 'RU', sp: 1, r: 7, cr: 3 };
const div7: UnitFacts = { size: 'division', nat: 'AH', sp: 1, r: 7 };

describe('28 elimination, rebuilding, disbanding', () => {
  it('28: a second break in the open scores the SP (an HQ its CR) and may be rebuilt; encircled or capitulating: 2× and gone', () => {
    expect(eliminate(corps, 'second-break', 3)).toEqual({ vp: 2, dead: { turn: 3, rebuildable: true } });
    expect(eliminate(hq, 'second-break', 3).vp).toBe(3);
    expect(eliminate(corps, 'second-break-encircled', 3)).toEqual({ vp: 4, dead: { turn: 3, rebuildable: false } });
    expect(eliminate(hq, 'capitulation', 3).vp).toBe(6);
  });
  it('28.1 (AMB-33): lost in the Allied turn of stage n, a Russian unit is rebuilt from the Russian supply phase of stage n+1', () => {
    const lost = turnNo(4, 'allies');
    expect(rebuildFrom(lost, 'russians')).toBe(turnNo(5, 'russians'));
    // lost in its own turn n: its next own turns are n+1 and n+2
    expect(rebuildFrom(turnNo(4, 'russians'), 'russians')).toBe(turnNo(6, 'russians'));
    // option next-own: the first own turn after the loss
    expect(rebuildFrom(lost, 'russians', { rebuildDelay: 'next-own' })).toBe(turnNo(4, 'russians'));
  });
  it('28.1: 2 × SP (HQ 2 × CR) SuP, in an own town at least 3 hexes from the enemy, not too early', () => {
    expect(rebuildCost(corps)).toBe(4);
    expect(rebuildCost(hq)).toBe(6);
    const base = {
      d: corps,
      dead: { turn: turnNo(4, 'allies'), rebuildable: true },
      owner: 'russians' as const,
      turn: turnNo(5, 'russians'),
      town: { isTown: true, nat: 'RU', enemyDistance: 3 },
      ownTerritory: ['RU'],
      level: 4,
    };
    expect(rebuildProblem(base)).toBeNull();
    expect(rebuildProblem({ ...base, turn: turnNo(4, 'russians') })?.code).toBe('too-early');
    expect(rebuildProblem({ ...base, town: { ...base.town, enemyDistance: 2 } })?.code).toBe('enemy-near');
    expect(rebuildProblem({ ...base, town: { ...base.town, nat: 'AH' } })?.code).toBe('territory');
    expect(rebuildProblem({ ...base, level: 3 })?.rule).toBe('28.1');
    expect(rebuildProblem({ ...base, dead: { turn: 0, rebuildable: false } })?.rule).toBe('28');
  });
  it('28.2: only divisions of R 7 or 5 are disbanded', () => {
    expect(mayDisband(div7)).toBe(true);
    expect(mayDisband({ ...div7, r: 5 })).toBe(true);
    expect(mayDisband({ ...div7, r: 9 })).toBe(false);
    expect(mayDisband({ ...corps, r: 7 })).toBe(false);
  });
  it('28.3: absorbed into a broken corps of its nationality in its hex that has not tried to rally', () => {
    const x = {
      division: div7,
      corps: { ...corps, nat: 'AH' as const, sp: 3 },
      sameHex: true,
      corpsBroken: true,
      corpsTriedRally: false,
    };
    expect(absorbProblem(x)).toBeNull();
    expect(absorbProblem({ ...x, corpsTriedRally: true })?.code).toBe('rallied');
    expect(absorbProblem({ ...x, corpsBroken: false })?.code).toBe('not-broken');
    expect(absorbProblem({ ...x, corps: corps })?.code).toBe('nation');
  });
  it('28.4: Austro-Hungarian R-5 march units never rally', () => {
    expect(mayEverRally({ ...div7, r: 5 })).toBe(false);
    expect(mayEverRally({ ...div7, nat: 'DE', r: 5 })).toBe(true);
  });
});
