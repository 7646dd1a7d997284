import { conformance } from '../../core/conformance.js';
import wojna from './index.js';

// exercise-1920: 6 turns; a random game applies a few hundred batches. A small fixed count here;
// the catalog's conformance run takes FUZZ_GAMES / FUZZ_BATCHES in CI.
conformance(wojna, { maxBatches: 2000, games: 4, batches: 120, env: {}, scenarios: ['exercise-1920'] });
// warsaw-1920: 10 turns on a 37 × 32 map with about 50 units a side; fewer games
conformance(wojna, { maxBatches: 2000, games: 2, batches: 40, env: {}, scenarios: ['warsaw-1920'] });
