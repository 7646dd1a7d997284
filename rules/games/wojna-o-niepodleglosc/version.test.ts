import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import wojna from './index.js';
import { versionOf, type WojnaState } from './state.js';
import { d10s } from './testkit.js';

/**
 * Rules versions (version.ts): a new game writes its version in its state; games created under
 * versions 2 and 3, whose states never carried it, are still known by their shape and keep playing
 * by their own rules (their recorded logs: tests/regression/older-versions/wojna-o-niepodleglosc.test.ts).
 */
const created = (rulesVersion?: number): WojnaState =>
  wojna.setup('exercise-1920', {}, new FixedDice(d10s(4, 4, 4, 4, 4, 4)), rulesVersion ? { rulesVersion } : undefined);

describe('rules versions', () => {
  it('a new game writes the module version (15) in its state, with its transports (ch. 18)', () => {
    expect(wojna.rulesVersion).toBe(15);
    const s = created();
    expect(s.rulesVersion).toBe(15);
    expect(versionOf(s)).toBe(15);
    expect(s.air).toBeDefined();
    expect(s.transports).toEqual({});
  });
  it('a version 4 game keeps its version and carries no transports', () => {
    const s = created(4);
    expect(s.rulesVersion).toBe(4);
    expect(s.transports).toBeUndefined();
  });
  it('a version 3 game has no rulesVersion and is known by its aviation', () => {
    const s = created(3);
    expect('rulesVersion' in s).toBe(false);
    expect(s.air).toBeDefined();
    expect(versionOf(s)).toBe(3);
  });
  it('a version 2 game has neither and reads as 2; version 1 is written', () => {
    const v2 = created(2);
    expect('rulesVersion' in v2).toBe(false);
    expect(v2.air).toBeUndefined();
    expect(versionOf(v2)).toBe(2);
    expect(created(1).rulesVersion).toBe(1);
  });
  it('a stored version 3 state keeps its version through a whole game (never gains the field)', () => {
    const d = new SeededDice(7);
    let s = wojna.setup('exercise-1920', {}, d, { rulesVersion: 3 });
    while (!wojna.status(s).result) {
      const side = wojna.status(s).waitingFor[0];
      const r = wojna.apply(s, side, wojna.randomBatch(s, side, d), d);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      expect(versionOf(s)).toBe(3);
    }
    expect('rulesVersion' in s).toBe(false);
  });
});
