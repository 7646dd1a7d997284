import { describe, expect, it } from 'vitest';
import { gameSeed } from '../../core/conformance-counts.js';
import { SeededDice } from '../../core/dice.js';
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
 * apply never changes its input: the copy it works on shares the units' flags, leaders and the parts a
 * batch does not touch with its input (state.ts `cloneState`, `flag`). Every state below is frozen to
 * its leaves before the next batch, so a change in place anywhere throws.
 */
describe('apply on a deep-frozen state', () => {
  for (const scenario of ['alder-wood-1831', 'grochow-1831'])
    it(`${scenario}: ${BATCHES} random batches, each on a frozen state, the frozen state unchanged`, () => {
      // the seed follows the commit, as the conformance suite's (FUZZ_SEED, set by vitest.config.ts)
      const seed = gameSeed(process.env.FUZZ_SEED ?? 'local', `${scenario}/frozen`, 'checked', 0);
      let s: GameState = olszynka.setup(scenario, {}, new SeededDice(seed));
      const chooser = new SeededDice(seed * 7919 + 1);
      const dice = new SeededDice(seed * 104729 + 3);
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
