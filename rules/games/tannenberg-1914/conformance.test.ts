import { conformance } from '../../core/conformance.js';
import tannenberg from './index.js';

// gumbinnen-1914 first: 5 turns. The full game follows once the module covers rail movement.
conformance(tannenberg, { maxBatches: 4000, games: 3, batches: 60, scenarios: ['gumbinnen-1914'], maxStateBytes: 350_000 });
