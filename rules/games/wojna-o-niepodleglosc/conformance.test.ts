import { conformance } from '../../core/conformance.js';
import wojna from './index.js';

// exercise-1920: 6 turns; a random game applies a few hundred batches. A small fixed count here;
// the catalog's conformance run takes FUZZ_GAMES / FUZZ_BATCHES in CI.
conformance(wojna, { maxBatches: 2000, games: 4, batches: 120, env: {}, scenarios: ['exercise-1920'] });
