import type { LengthClass } from '../../core/conformance-counts.js';
import { conformance, hostEnv, pinnedFuzzEnv } from '../../core/conformance.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };
import owc from './index.js';

/**
 * Each scenario's length class (conformance.test.ts and the files below): A about 60 batches a random
 * game, B and C about 70; D, E and the campaign (rules 28–40 on all fronts) about 150, 90 and 250 (random
 * games end by 40.2's stabilization from 2.XII); F (three seats) about 190, each on the whole map like
 * D's: counted long to keep its run near C's cost.
 */
export const LENGTHS: Record<string, LengthClass> = {
  A: 'short',
  B: 'short',
  C: 'short',
  D: 'short',
  E: 'short',
  campaign: 'short',
  F: 'long',
};

/** events that random games of D, E, F and the campaign seldom or never fire (a directed test fires each) */
const RARE: Record<string, string> = {
  siege: '25.5: seldom in random play (fortresses.test.ts fires it)',
  'crushing-victory': '39: seldom in random play (endgame.test.ts fires it)',
  absorbed: '28.3: seldom in random play',
  'cavalry-lost': '35: seldom in random play',
  'arrival-delayed': 'A.2.1: scenario A only',
  'sudden-death': 'B.5: scenario B only',
  concentration: "C.3: scenario C's random games fire it (conformance.test.ts); seldom here",
};

/**
 * The conformance run of one scenario on the campaign rules (D, E, F, campaign), a file each
 * (conformance-d.test.ts …) so that CI's two test workers share them: their random games cost 0.3–3 s
 * of CPU each (README, "Conformance"). The full counts of the scenario's length class at FUZZ_SCALE=1,
 * on a seed that changes only when SEED does (FUZZ_PINNED=0 follows the commit's seed instead).
 * `elsewhere`: event types this scenario's games do not fire, with the file whose games do.
 */
export const SEED = 'campaign-2026-11-26';
export const frontsConformance = (scenario: string, elsewhere: Record<string, string> = {}): void =>
  conformance(owc, {
    maxBatches: 3000,
    lengths: LENGTHS,
    scenarios: [scenario],
    regressions,
    env: pinnedFuzzEnv(SEED, { env: hostEnv() }),
    rareEvents: { ...RARE, ...elsewhere },
  });
