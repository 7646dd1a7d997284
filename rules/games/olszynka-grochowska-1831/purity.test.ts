import { describe, expect, it } from 'vitest';
import { gameSeed } from '../../core/conformance-counts.js';
import { gameDice } from '../../core/dice.js';
import olszynka from './index.js';
import type { GameState } from './state.js';

const deepFreeze = <T>(v: T): T => {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
};

// FUZZ_SCALE as the conformance suite reads it: 0.02 in `npm test`, 1 in CI
const BATCHES = Math.max(60, Math.round(Number(process.env.FUZZ_SCALE ?? 0.02) * 2000));

/**
 * apply never changes its input: the copy it works on shares the units a batch does not reach, the
 * units' flags and the parts a batch does not touch with its input (state.ts `cloneState`, `flag`). Every state below is frozen to
 * its leaves before the next batch, so a change in place anywhere throws.
 */
describe('apply on a deep-frozen state', () => {
  for (const scenario of ['alder-wood-1831', 'grochow-1831'])
    it(`${scenario}: ${BATCHES} random batches, each on a frozen state, the frozen state unchanged`, () => {
      // the seed follows the commit, as the conformance suite's (FUZZ_SEED, set by vitest.config.ts)
      const seed = gameSeed(process.env.FUZZ_SEED ?? 'local', `${scenario}/frozen`, 'checked', 0);
      const { setup, chooser, apply: dice } = gameDice(seed);
      let s: GameState = olszynka.setup(scenario, {}, setup);
      for (let n = 0; n < BATCHES && !olszynka.status(s).result; n++) {
        const side = olszynka.status(s).waitingFor[0];
        const batch = olszynka.randomBatch!(s, side, chooser);
        deepFreeze(s);
        const before = JSON.stringify(s);
        const r = olszynka.apply(s, side, batch, dice);
        expect(r.ok, `${scenario} seed ${seed} batch ${n}: ${r.ok ? '' : r.error.message}`).toBe(true);
        expect(JSON.stringify(s)).toBe(before);
        if (r.ok) s = r.state;
      }
    });
});

/**
 * Copy-on-write (state.ts `cloneState`, occupancy.ts `own`): a batch's state holds its input's unit objects
 * except those the batch reached to change; the input's units are frozen, so a change that bypassed `own`
 * throws instead of reaching the input.
 */
describe('apply copies on write', () => {
  it('grochow-1831: 60 random batches; the units a batch did not reach are its input’s objects, frozen', () => {
    const { setup, chooser, apply: dice } = gameDice(11);
    let s: GameState = olszynka.setup('grochow-1831', {}, setup);
    let shared = 0;
    let total = 0;
    let sharedOne = '';
    for (let n = 0; n < 60 && !olszynka.status(s).result; n++) {
      const side = olszynka.status(s).waitingFor[0];
      const before = JSON.stringify(s.pos.units);
      const r = olszynka.apply(s, side, olszynka.randomBatch!(s, side, chooser), dice);
      if (!r.ok) throw new Error(r.error.message);
      expect(JSON.stringify(s.pos.units)).toBe(before);
      for (const id in s.pos.units) {
        expect(Object.isFrozen(s.pos.units[id])).toBe(true);
        total++;
        if (r.state.pos.units[id] !== s.pos.units[id]) continue;
        shared++;
        sharedOne = id;
      }
      s = r.state;
    }
    // a batch reaches a few units of the 154 (an activation's, a combat's): most are shared
    expect(shared / total).toBeGreaterThan(0.8);
    // a unit the last batch shared with its input: the input's object, frozen
    const u = s.pos.units[sharedOne];
    expect(() => {
      (u as { at: string }).at = 'eliminated';
    }).toThrow(TypeError);
  });
});
