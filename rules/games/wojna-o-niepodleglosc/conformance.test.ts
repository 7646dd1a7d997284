import { conformance } from '../../core/conformance.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };
import wojna from './index.js';

// LENGTHS_PLACEHOLDER
conformance(wojna, {
  maxBatches: 2000,
  lengths: { 'exercise-1920': 'short', 'warsaw-1920': 'short' },
  regressions,
});
