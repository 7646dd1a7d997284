import { conformance } from '../../core/conformance.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };
import olszynka from './index.js';
import { CONFORMANCE_LENGTHS, RARE_EVENTS } from './testkit.js';

// grochow-1831: 16 stages, some 380 batches a random game: medium, 50 plain + 5 checked games at
// FUZZ_SCALE=1 (CI), the full counts. A file of its own so that a second test worker plays it beside
// alder-wood-1831 (conformance.test.ts); README, "Conformance", has its wall time.
conformance(olszynka, {
  maxBatches: 4000,
  lengths: CONFORMANCE_LENGTHS,
  regressions: regressions.filter((r) => r.scenario === 'grochow-1831'),
  scenarios: ['grochow-1831'],
  rareEvents: RARE_EVENTS,
});
