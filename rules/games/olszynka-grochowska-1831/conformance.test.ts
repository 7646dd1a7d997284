import { conformance } from '../../core/conformance.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };
import olszynka from './index.js';
import { CONFORMANCE_LENGTHS, RARE_EVENTS } from './testkit.js';

// alder-wood-1831: 6 stages, a random game applies about 60–90 batches: short, at the full scale.
// grochow-1831 plays in conformance-battle.test.ts, a file of its own, so a second test worker plays it beside this one.
conformance(olszynka, {
  maxBatches: 4000,
  lengths: CONFORMANCE_LENGTHS,
  regressions: regressions.filter((r) => r.scenario === 'alder-wood-1831'),
  scenarios: ['alder-wood-1831'],
  rareEvents: {
    ...RARE_EVENTS,
    arrived: 'alder-wood-1831 has no reinforcements (grochow-1831 fires it: conformance-battle.test.ts)',
    contactCharge: 'alder-wood-1831 has no cavalry (grochow-1831 fires it; charges.test.ts 10.2.4)',
  },
});
