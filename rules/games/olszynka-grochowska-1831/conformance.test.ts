import { conformance } from '../../core/conformance.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };
import olszynka from './index.js';

// alder-wood-1831: 6 stages, a random game applies about 50 batches: short. grochow-1831 (16 stages,
// some 750 batches, minutes per game) passed the same checks by hand but is left out of the suite for now.
// a game still being built plays a fixed set of seeds (FUZZ_SEED) until its random games run clean
// across commits; the next session unpins it (FUZZ_PINNED=0 follows the commit now)
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
conformance(olszynka, {
  env: { ...env, FUZZ_SEED: env.FUZZ_PINNED === '0' ? env.FUZZ_SEED : 'ea863beca5a8' },
  maxBatches: 4000,
  lengths: { 'alder-wood-1831': 'short', 'grochow-1831': 'medium' },
  regressions,
  scenarios: ['alder-wood-1831'],
  rareEvents: {
    arrived: 'alder-wood-1831 has no reinforcements; they arrive only in grochow-1831, which is not in the suite yet',
    recovered: '3.6.6: needs a leader wounded (a 0 on the casualty die, then a wound) and his return stage reached',
  },
});
