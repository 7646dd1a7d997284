import { conformance } from '../../core/conformance.js';
import tannenberg from './index.js';

// both scenarios: gumbinnen-1914 (5 turns) and the full 30-turn game; small counts here, the catalog run takes FUZZ_GAMES / FUZZ_BATCHES
conformance(tannenberg, { maxBatches: 4000, games: 3, batches: 60, maxStateBytes: 350_000 });
