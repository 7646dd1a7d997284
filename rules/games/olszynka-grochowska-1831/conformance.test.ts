import { conformance } from '../../core/conformance.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };
import olszynka from './index.js';

// alder-wood-1831: 6 stages, a random game applies about 60 batches: short, at the full scale.
// grochow-1831: 16 stages, about 400 batches: medium (50 plain + 5 checked games at FUZZ_SCALE=1).
// A plain grochow game costs about 2.6 s of CPU, and the views of both sides at every hand-off (a
// checked game) about 5 s more, so that scenario runs at a tenth of the scale (5 plain + 1 checked
// at FUZZ_SCALE=1); the cap can go once a battle game is faster (README, "Conformance").
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
const scale = Number(env.FUZZ_SCALE ?? 0.02);
const lengths = { 'alder-wood-1831': 'short', 'grochow-1831': 'medium' } as const;
const rare = {
  reordered: '6.5: offered in the movement step (stacking.test.ts 6.5); random play builds its moves unit by unit',
  recovered: '3.6.6: needs a leader wounded (a 0 on the casualty die, then a wound) and his return stage reached',
  counterSquare:
    '10.3.4: infantry moving next to cavalry whose counter-charge passes (charges.test.ts T99); no cavalry in alder-wood-1831',
};
conformance(olszynka, {
  env,
  maxBatches: 4000,
  lengths,
  regressions: regressions.filter((r) => r.scenario === 'alder-wood-1831'),
  scenarios: ['alder-wood-1831'],
  rareEvents: {
    ...rare,
    arrived: 'alder-wood-1831 has no reinforcements (grochow-1831 fires it: the call below)',
    contactCharge: 'alder-wood-1831 has no cavalry (grochow-1831 fires it; charges.test.ts 10.2.4)',
  },
});
conformance(olszynka, {
  env: { ...env, FUZZ_SCALE: String(Math.min(scale, 0.1)) },
  maxBatches: 4000,
  lengths,
  regressions: regressions.filter((r) => r.scenario === 'grochow-1831'),
  scenarios: ['grochow-1831'],
  rareEvents: rare,
});
