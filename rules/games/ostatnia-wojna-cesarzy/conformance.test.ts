import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/contract.js';
import { conformance, CHECKS, runScenario } from '../../core/conformance.js';
import { CAMPAIGN_EVENT_TYPES } from './campaign/describe.js';
import { LENGTHS } from './conformance-fronts.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };
import owc from './index.js';
import type { OwcState } from './state.js';
import { VARIANT_KEYS, VARIANTS, type Variants } from './variants.js';

// Scenario A: 4 stages; a random game applies about 60 batches: short (each scenario's class: conformance-fronts.ts).
conformance(owc, {
  maxBatches: 3000,
  lengths: LENGTHS,
  // D, E, F and the campaign run in a file each (conformance-d.test.ts …, conformance-fronts.ts), beside A–C
  scenarios: ['A', 'B', 'C'],
  regressions,
  rareEvents: {
    // rules 28–40 happen only in D, E, F and the campaign, which their own files play (conformance-fronts.ts)
    ...Object.fromEntries(CAMPAIGN_EVENT_TYPES.map((t) => [t, 'rules 28–40: conformance-d/e/f/campaign.test.ts'])),
    siege:
      "25.5: a fortress encircled with more than 2 SP inside at its owner's turn end; random games of C seldom get there (fortresses.test.ts fires it)",
    'crushing-victory':
      '39: four commanded corps or an Army HQ deep in enemy land; random games seldom get there (endgame.test.ts fires it)',
    absorbed: '28.3: a disbanded division beside a broken corps of its nation; random play seldom picks it',
    'cavalry-lost':
      '35: an Army HQ of the card eliminated before its cavalry corps formed; random games seldom get there',
    'arrival-delayed': 'A.2.1: only when the enemy has approached every arrival town; 330 random games of A never did',
    'sudden-death':
      'B.5.1, B.5.2: Warszawa taken or a commanded Russian unit on the west edge; random games of B seldom get there',
  },
});

/**
 * Every alternative of every game option (README "Game options") played to the end: each game draws
 * its own variant from its setup dice, which the run records and replays, so each game is
 * replay-identical under its own rules. (The main run draws options for half its games too.)
 */
const GAMES = 8;
const withRandomVariants: GameModule<OwcState, any> = {
  ...owc,
  setup: (scenarioId, options, dice) => {
    dice.roll(12); // a seeded generator's first draw follows its seed closely: skip it
    return owc.setup(
      scenarioId,
      {
        ...options,
        ...Object.fromEntries(VARIANT_KEYS.map((k) => [k, VARIANTS[k][dice.roll(VARIANTS[k].length) - 1]])),
      },
      dice,
    );
  },
};

/** One vitest test per conformance check over a lazily run report (its games must all have ended). */
const eachCheck = (title: string, report: () => ReturnType<typeof runScenario>, extra?: () => void) =>
  describe(title, () => {
    for (const check of CHECKS)
      it(check, { timeout: 30 * 60_000 }, () => {
        const r = report();
        if (r.failures[check]) throw new Error(`${check}: ${r.failures[check]}`);
        for (const g of r.games) expect((g.final as OwcState).result).not.toBeNull();
      });
    extra?.();
  });
const lazy = <T>(f: () => T): (() => T) => {
  let v: T | undefined;
  return () => (v ??= f());
};

const variantsRun = lazy(() =>
  runScenario(withRandomVariants, 'A', {
    checked: 2,
    plain: GAMES - 2,
    malformed: 30,
    runSeed: 'variants',
    maxBatches: 3000,
    setupOptions: {},
    maxStateBytes: 350_000,
  }),
);
eachCheck(`conformance with random game options: scenario A (${GAMES} games)`, variantsRun, () =>
  it('every alternative of every option was played to the end', { timeout: 30 * 60_000 }, () => {
    const r = variantsRun();
    expect(r.games).toHaveLength(GAMES);
    const played = r.games.map((g) => (g.final as OwcState).variants as Variants);
    for (const k of VARIANT_KEYS) expect(new Set(played.map((v) => v[k]))).toEqual(new Set(VARIANTS[k]));
  }),
);
