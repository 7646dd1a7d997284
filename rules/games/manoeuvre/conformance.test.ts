import { conformance } from '../../core/conformance.js';
import manoeuvre from './index.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };

// A random game is about 180 one-order batches (setup included): both scenarios are short; 5000 is a
// generous bound. fuzz.test.ts adds its own random play across armies, maps and variants.
conformance(manoeuvre, { maxBatches: 5000, lengths: { standard: 'short', intro: 'short' }, regressions });
