import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/contract.js';
import { conformance, CHECKS, runScenario } from '../../core/conformance.js';
import owc from './index.js';
import type { OwcState } from './state.js';
import { VARIANT_KEYS, VARIANTS, type Variants } from './variants.js';

// Scenario A: 4 stages; a random game applies a few hundred batches at most. The catalog's
// conformance run (rules/core/conformance.test.ts) plays FUZZ_GAMES / FUZZ_BATCHES of them in CI;
// this file keeps a fixed small count so the game's own suite stays fast and the CI work is not doubled.
conformance(owc, { maxBatches: 3000, games: 10, batches: 300, env: {} });

/**
 * The same checks with the game options (README "Game options"): every game draws its own variant
 * from its setup dice, which the conformance run records and replays, so each game is replay-identical
 * under its own rules. FUZZ_GAMES / 10 games (at least 6), FUZZ_BATCHES / 10 fuzzed batches.
 */
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const GAMES = Math.max(6, Math.floor(Number(env.FUZZ_GAMES ?? 0) / 10));
const BATCHES = Math.max(30, Math.floor(Number(env.FUZZ_BATCHES ?? 0) / 10));
const withRandomVariants: GameModule<OwcState, any> = {
  ...owc,
  setup: (scenarioId, options, dice) => {
    dice.roll(12); // a seeded generator's first draw follows its seed closely: skip it
    return owc.setup(scenarioId, { ...options, ...Object.fromEntries(VARIANT_KEYS.map((k) => [k, VARIANTS[k][dice.roll(VARIANTS[k].length) - 1]])) }, dice);
  },
};

describe(`conformance with random game options: scenario A (${GAMES} games, ${BATCHES} fuzzed batches)`, () => {
  let report: ReturnType<typeof runScenario> | undefined;
  const run = () => (report ??= runScenario(withRandomVariants, 'A', { games: GAMES, batches: BATCHES, maxBatches: 3000, setupOptions: {}, maxStateBytes: 350_000 }));
  for (const check of CHECKS)
    it(check, { timeout: 30 * 60_000 }, () => {
      const r = run();
      if (r.failures[check]) throw new Error(`${check}: ${r.failures[check]}`);
      expect(r.games).toHaveLength(GAMES);
    });
  it('every alternative of every option was played to the end', { timeout: 30 * 60_000 }, () => {
    const played = run().games.map((g) => (g.final as OwcState).variants as Variants);
    for (const g of run().games) expect((g.final as OwcState).result).not.toBeNull();
    for (const k of VARIANT_KEYS) expect(new Set(played.map((v) => v[k]))).toEqual(new Set(VARIANTS[k]));
  });
});
