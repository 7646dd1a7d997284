import { conformance } from '../../core/conformance.js';
import owc from './index.js';

// Scenario A: 4 stages; a random game applies a few hundred batches at most. The catalog's
// conformance run (rules/core/conformance.test.ts) plays FUZZ_GAMES / FUZZ_BATCHES of them in CI;
// this file keeps a fixed small count so the game's own suite stays fast and the CI work is not doubled.
conformance(owc, { maxBatches: 3000, games: 10, batches: 300, env: {} });
