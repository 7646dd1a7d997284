import { conformance } from '../../core/conformance.js';
import olszynka from './index.js';

// alder-wood-1831 first (6 stages); the catalog's conformance run plays FUZZ_GAMES / FUZZ_BATCHES in CI
conformance(olszynka, { maxBatches: 4000, games: 5, batches: 300, scenarios: ['alder-wood-1831'], env: {} });
